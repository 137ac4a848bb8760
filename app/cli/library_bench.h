#pragma once

#include <string>
#include <vector>

// rano-cli bench --library N: how fast the library (docs/library.md) opens and filters with
// N games; prints one JSON line of medians in milliseconds. With --cold: the first look at N
// real game files that no index knows (the Library's worker), to the first batch and to the end.
int runLibraryBench(const std::vector<std::string>& args);
