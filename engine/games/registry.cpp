#include "games/registry.h"

#include <algorithm>

#include "games/entries.h"
#include "games/ids.h"

namespace rano::games {

namespace {
// One line per game, the default first; the order of games/ids.h.
const GameEntry* const kGames[] = {&kVolcanicEntry, &kCardsEntry, &kRapaNuiEntry};
static_assert(std::size(kGames) == kIds.size());
} // namespace

nlohmann::json refusal(const std::string& error) {
    return {{"ok", false}, {"error", error}};
}

bool GameEntry::takes(std::string_view key) const {
    return std::find(setupKeys.begin(), setupKeys.end(), key) != setupKeys.end();
}

bool GameEntry::endsAsPrinted(std::string_view reason) const {
    return std::find(printedEnds.begin(), printedEnds.end(), reason) != printedEnds.end();
}

std::span<const GameEntry* const> allGames() {
    return kGames;
}

const GameEntry& defaultGame() {
    return *kGames[0];
}

const GameEntry* findGame(std::string_view id) {
    for (const GameEntry* g : kGames)
        if (id == g->id) return g;
    return nullptr;
}

const GameEntry* gameOfFile(const nlohmann::json& file) {
    return findGame(replayGame(file));
}

std::string gameIds(const char* separator) {
    std::string list;
    for (const GameEntry* g : kGames)
        list += std::string(list.empty() ? "" : separator) + g->id;
    return list;
}

} // namespace rano::games
