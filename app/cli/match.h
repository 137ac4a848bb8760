#pragma once

#include <string>
#include <utility>
#include <vector>

// rano-cli match: many games between two kinds of player, seats rotating; a readable table,
// then one JSON line with the win rate of A, its 95% Wilson interval, scores and timings.
int runMatch(const std::vector<std::string>& args);

// The 95% Wilson score interval of a win rate: `wins` (ties count as fractions) of `n` games.
std::pair<double, double> wilsonInterval(double wins, double n);
