#pragma once

#include <string>
#include <vector>

// rano-cli soak: many games between random and greedy players, every invariant checked after
// every choice, and each game replayed from its record to the same final hash.
int runSoak(const std::vector<std::string>& args);
