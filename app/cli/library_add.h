#pragma once

#include <string>
#include <vector>

// `--library` of rano-cli play and match: the games written with --out are added to the
// player's library (docs/library.md), the index the app's Library screen reads; a game written
// outside Rano's folders is copied into Documents/Rano/Games first, so that the index can
// always be built again from the folders. Returns why not, or an empty string.
std::string addToLibrary(const std::vector<std::string>& paths);
