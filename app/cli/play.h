#pragma once

#include <cstdint>
#include <string>
#include <vector>

// rano-cli play / replay: whole games between bots, and re-simulation of replay files.
int runPlay(const std::vector<std::string>& args);
int runReplay(const std::vector<std::string>& args);

// The seed an AI seat uses for one decision: its own chance, derived from the game's seed,
// never from the game's generator.
std::uint64_t decisionSeed(std::uint64_t gameSeed, std::size_t decision, int seat);
