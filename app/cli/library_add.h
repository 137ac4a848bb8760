#pragma once

#include <string>
#include <vector>

// `--library` of rano-cli play and match: the games written with --out are added to the
// player's library (docs/library.md), the index the app's Library screen reads. Returns why
// not, or an empty string.
std::string addToLibrary(const std::vector<std::string>& paths);
