#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "volcanic/board.h"

namespace rano::volcanic {

// Turns a continent request ("standard", "random", a file path or a continent object) into a
// playable Board ("random": the continent generateContinent makes for `seed`, with 4 bays),
// built on the shipped tile catalogue. Returns nullptr with `error` set when the continent
// cannot be read or breaks the rules.
std::shared_ptr<const Board> boardFor(const nlohmann::json& spec, std::uint64_t seed,
                                      std::string& error);

} // namespace rano::volcanic
