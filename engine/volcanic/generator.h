#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "volcanic/continent.h"
#include "volcanic/tile.h"

namespace rano::volcanic {

inline constexpr int kMinGeneratedBays = 1;
inline constexpr int kMaxGeneratedBays = 4;

// A seeded random continent of Mu, built on `base` (the standard continent).
//
// Why not free-form: Rano's catalogue fixes which sides of each tile are coast, and its coastal
// tiles (those with any coast side) fit together as one ring, the coast of `base`; a search
// for other coastlines finds none in practice. So the generator keeps that ring, turned to one
// of six headings, and re-tiles its heart, the land of the tiles without coast (the inner
// Volcanoes 1-5 and the plain Areas), at random: the Volcanoes, their channels and the Areas
// inside the coast change from seed to seed. A heart is kept only when the whole continent
// follows the advanced setup: validateContinent finds nothing wrong and guidedBuildOrder finds
// an order in which it is built phase by phase (phase 1, 2, then 3), as guided mode would.
// Of 20 hearts drawn, the valid one with the fewest borders that no geyser faces is kept: only
// a raise cracks a border, and a game ends only when the heart is cut apart (issue 24).
//
// `bays` (1-4) landfall bays are spread evenly along the coast, each beside at least 2 land
// spaces that are not craters. Named "Random <seed>", by "Rano".
//
// Deterministic: the same catalogue, base and seed give the same continent (chance comes from
// rano::Rng only, and no floating point decides anything). On failure (a bay count outside
// 1-4, a base without a heart to re-tile, or nothing valid within the search budget): nothing,
// and `error` says why.
std::optional<Continent> generateContinent(const TileCatalogue& catalogue, const Continent& base,
                                           std::uint64_t seed, int bays, std::string& error);

// What rano-cli and the app call "random": generateContinent on the shipped catalogue with Mu,
// the standard continent, as its base.
std::optional<Continent> generateShippedContinent(std::uint64_t seed, int bays, std::string& error);

} // namespace rano::volcanic
