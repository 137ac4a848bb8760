#pragma once

#include <string>
#include <vector>

// rano-cli play / replay: whole games between bots, and re-simulation of replay files.
int runPlay(const std::vector<std::string>& args);
int runReplay(const std::vector<std::string>& args);
