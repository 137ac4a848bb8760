#pragma once

#include <string>
#include <vector>

// rano-cli map validate FILE: every broken advanced-setup rule, in words.
int runMap(const std::vector<std::string>& args);
