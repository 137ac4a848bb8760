#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "core/json_file.h"
#include "volcanic/continent.h"
#include "volcanic/tile.h"

namespace rano::volcanic {

inline constexpr int kCatalogueFormatVersion = 1;
inline constexpr int kContinentFormatVersion = 1;

// The tile catalogue (resources/volcanic/tiles.json, docs/continent-format.md). Reading
// checks the catalogue itself: 22 tiles numbered 1-22, connected spaces, a crater and 2-3
// channels on tiles 1-8 only, geysers facing straight sides, tiles 1-5 without coast, tiles
// 6-8 with some.
bool catalogueFromJson(const nlohmann::json& j, TileCatalogue& out, std::string& error);
nlohmann::json catalogueToJson(const TileCatalogue& catalogue);

// A continent file: which tile lies where, turned how, and the landfall bays. Reading checks
// the file's shape only; the advanced-setup rules are the validator's (validator.h).
bool continentFromJson(const nlohmann::json& j, Continent& out, std::string& error);
nlohmann::json continentToJson(const Continent& continent);

// Reading the file itself: rano::readJsonFile (core/json_file.h).
using rano::readJsonFile;

// Reads and checks a catalogue or continent file. On failure: nothing, and `error` says
// "PATH: FIELD: what is wrong". Nothing here throws.
std::optional<TileCatalogue> loadCatalogueFile(const std::string& path, std::string& error);
std::optional<Continent> loadContinentFile(const std::string& path, std::string& error);

} // namespace rano::volcanic
