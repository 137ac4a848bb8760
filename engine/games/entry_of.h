#pragma once

// A game's entry in the registry (games/registry.h), made from its kit: the id, the seats, the
// AI's profiles and the reading of its files are the kit's; the entry file says the rest in
// its own words and gives what only it does (its start, its soak, its speed figures).

#include <memory>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game_kit.h"
#include "games/any_game.h"
#include "games/registry.h"

namespace rano::games {

// What an entry tells in its own words (GameEntry's fields of the same names).
struct EntryWords {
    const char* noun;
    int boxMinutes;
    const char* lengthUnit;
    const char* choiceExample;
    std::span<const char* const> setupKeys = {};
    std::span<const char* const> optionKeys = {};
    bool verifyNamesGame = true;
    // The end reasons (Kit::endReason) that are the rulebook's own end; of the others, the
    // cap's word is `capEnd` and the rest are our fallbacks (decisions where the rule is silent).
    std::span<const char* const> printedEnds = {};
    const char* capEnd = "round-cap";
};

// A replay or save file read by the game's own replayFromJson(file, replay, game, error),
// found by the types it reads into; on the table as `AnyGameT`.
template <class AnyGameT, class ReplayT>
std::unique_ptr<AnyGame> openFile(const nlohmann::json& file, std::vector<Seat>& seats,
                                  std::string& error) {
    return openReplay<AnyGameT, ReplayT>(
        seats, error, [&](auto&... out) { return replayFromJson(file, out...); });
}

// The entry of `Kit`'s game, played on the table as `AnyGameT`; `open` reads its files
// (openFile, unless a file needs more than itself to be read).
template <GameKit Kit, class AnyGameT, class ReplayT>
constexpr GameEntry entryOf(const EntryWords& words, const char* (*seatName)(int seat),
                            decltype(GameEntry::start) start, decltype(GameEntry::soak) soak,
                            decltype(GameEntry::bench) bench,
                            decltype(GameEntry::open) open = openFile<AnyGameT, ReplayT>) {
    return {
        .id = Kit::kId,
        .noun = words.noun,
        .minPlayers = Kit::kMinPlayers,
        .maxPlayers = Kit::kMaxPlayers,
        .boxMinutes = words.boxMinutes,
        .lengthUnit = words.lengthUnit,
        .choiceExample = words.choiceExample,
        .setupKeys = words.setupKeys,
        .optionKeys = words.optionKeys,
        .verifyNamesGame = words.verifyNamesGame,
        .printedEnds = words.printedEnds,
        .capEnd = words.capEnd,
        .seatName = seatName,
        .profile = Kit::profile,
        .start = start,
        .open = open,
        .soak = soak,
        .bench = bench,
    };
}

} // namespace rano::games
