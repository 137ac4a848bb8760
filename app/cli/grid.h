#pragma once

#include <string>
#include <vector>

// rano-cli grid: how every AI level's games end, in every game, setup and number of players
// (each level's self-play and each adjacent pair), as one Markdown table; exits 1 when a cell
// misses the bar (at least 95 % by the rulebook's end, none at the round cap).
int runGrid(const std::vector<std::string>& args);
