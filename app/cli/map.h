#pragma once

#include <string>
#include <vector>

// rano-cli map validate FILE: every broken advanced-setup rule, in words.
// rano-cli map random [--seed N] [--bays B] [--out FILE]: a seeded random continent as JSON.
int runMap(const std::vector<std::string>& args);
