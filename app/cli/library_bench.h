#pragma once

#include <string>
#include <vector>

// rano-cli bench --library N: how fast the library (docs/library.md) opens and filters with
// N games; prints one JSON line of medians in milliseconds.
int runLibraryBench(const std::vector<std::string>& args);
