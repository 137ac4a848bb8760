#pragma once

// The id of every game this Rano plays, as its files carry it: the replay reader tells a file
// of another of these games from a stranger's by it (core/replay_record.h). Each has its
// entry in the registry (games/registry.cpp). Header only: a game's reader includes it without
// linking the registry.

#include <array>
#include <string_view>

namespace rano::games {

inline constexpr std::array<std::string_view, 3> kIds = {"volcanic-isle", "rapa-nui-cards",
                                                         "rapa-nui"};

} // namespace rano::games
