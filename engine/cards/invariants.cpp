#include "cards/invariants.h"
#include "core/index.h"

namespace rano::cards {

int startCards(int players, Kind kind) {
    if (kind == Kind::Lumberjack) return players;
    if (!isHunters(kind)) return 0;
    return players - (typeOf(kind) < players ? 1 : 0);
}

std::string checkInvariants(const State& s) {
    if (s.players < 2 || s.players > kMaxPlayers) return "between 2 and 4 players";
    std::array<int, kKinds> cards{};
    for (int i = 0; i < s.deckSize; ++i)
        ++cards[u(int(s.deck[u(i)]))];
    for (int c = 0; c < kColumns; ++c) {
        if (s.height[u(c)] > kColumnHeight) return "column " + std::to_string(c) + " too high";
        if (s.height[u(c)] == 0 && !s.over()) return "column " + std::to_string(c) + " empty";
        for (int i = 0; i < s.height[u(c)]; ++i)
            ++cards[u(int(s.column[u(c)][u(i)]))];
    }
    cards[u(int(Kind::Moai))] += s.moaiRemoved;
    std::array<int, kTypes> sacrifices{};
    for (int t = 0; t < kTypes; ++t)
        sacrifices[u(t)] = s.stack[u(t)] + s.stoneOpen[u(t)];
    std::array<int, kMaxPlayers> faceDown{};
    for (int i = 0; i < s.faceDownCount; ++i) {
        if (s.faceDown[u(i)].owner >= s.players) return "a face-down card without an owner";
        ++faceDown[s.faceDown[u(i)].owner];
        ++sacrifices[s.faceDown[u(i)].type];
    }
    // Each Moai built lets its builder lay one card face down and every seat one face up.
    int moaiBuilt = 0, open = 0;
    for (int p = 0; p < s.players; ++p) {
        const int built = s.player[u(p)].display[u(int(Kind::Moai))];
        moaiBuilt += built;
        if (faceDown[u(p)] > built)
            return "seat " + std::to_string(p) + " has more cards face down than Moai built";
    }
    for (int t = 0; t < kTypes; ++t)
        open += s.stoneOpen[u(t)];
    if (open > s.players * moaiBuilt)
        return "more face-up cards on the Stone than the Moai built let the players lay";
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[u(p)];
        const std::string who = "seat " + std::to_string(p);
        if (ps.wood < 0) return who + " has negative wood";
        if (ps.glory < 0) return who + " has negative glory";
        if (ps.handSize() > kHandSize) return who + " holds more than 3 cards";
        if (!s.over() && p != s.active && ps.handSize() != kHandSize)
            return who + " is not on turn and lacks cards in hand";
        if (ps.display[u(int(Kind::Lumberjack))] < 1) return who + " lost the start Lumberjack";
        for (int k = 0; k < kKinds; ++k)
            cards[u(k)] += ps.display[u(k)] + ps.hand[u(k)];
        for (int t = 0; t < kTypes; ++t)
            sacrifices[u(t)] += ps.sacrifices[u(t)];
    }
    for (int k = 0; k < kKinds; ++k) {
        const int want = kDeckCount[u(k)] + startCards(s.players, Kind(k));
        if (cards[u(k)] != want)
            return std::string(kindWord(Kind(k))) + ": " + std::to_string(cards[u(k)]) +
                   " cards accounted for, expected " + std::to_string(want);
    }
    for (int t = 0; t < kTypes; ++t)
        if (sacrifices[u(t)] != kSacrificePerType)
            return std::string("Sacrifice ") + typeWord(t) + ": " +
                   std::to_string(sacrifices[u(t)]) + " cards accounted for, expected 25";
    if (s.over() != (s.deckSize == 0)) return "the deck is empty exactly when the game is over";
    if (s.over() != (s.whoDecides() < 0)) return "nobody decides exactly when the game is over";
    if (!s.over()) {
        ChoiceList legal;
        s.legalChoices(legal);
        if (legal.empty()) return "the one who decides has no choice";
    }
    return {};
}

} // namespace rano::cards
