#include "volcanic/invariants.h"
#include "core/index.h"

#include <bit>

namespace rano::volcanic {

int linkedParts(const State& s) {
    std::array<std::uint32_t, kMaxAreas> parts{};
    return s.linkedParts(parts);
}

std::string checkPosition(const State& s) {
    const Board& b = *s.board;
    int lava = 0;
    std::array<int, kMaxPlayers> settlers{}, villages{}, moai{};
    for (int i = 0; i < b.spaceCount(); ++i) {
        const bool gone = s.spaceSunk(i) || b.spaces[u(i)].crater;
        bool any = s.ground[u(i)] != Ground::Empty;
        lava += s.ground[u(i)] == Ground::Lava;
        if (s.ground[u(i)] == Ground::Village) ++villages[u(s.groundOwner[u(i)])];
        if (s.ground[u(i)] == Ground::Moai) ++moai[u(s.groundOwner[u(i)])];
        for (int p = 0; p < kMaxPlayers; ++p) {
            settlers[u(p)] += s.settlers[u(i)][u(p)];
            moai[u(p)] += s.carried[u(i)][u(p)];
            any = any || s.settlers[u(i)][u(p)] || s.carried[u(i)][u(p)];
        }
        for (int g = 0; g < kMaxGeysersPerSpace; ++g) {
            const int owner = s.raised[u(i)][u(g)];
            if (owner >= 0) {
                ++moai[u(owner)];
                any = true;
                if (g >= b.spaces[u(i)].geyserCount)
                    return "a Moai stands on a geyser that does not exist on " + b.spaceName(i);
            }
        }
        if (any && gone)
            return std::string("pieces or lava on ") + (s.spaceSunk(i) ? "sunk " : "crater ") +
                   b.spaceName(i);
    }
    for (int p = 0; p < kMaxPlayers; ++p) {
        std::uint64_t bits = 0;
        for (int i = 0; i < b.spaceCount(); ++i)
            if (s.settlers[u(i)][u(p)] > 0) bits |= std::uint64_t(1) << i;
        if (bits != s.settlerBits[u(p)])
            return "seat " + std::to_string(p) +
                   "'s Settler spaces are out of step with its Settlers";
    }
    if (lava + s.lava != kLavaTiles)
        return "lava on the board (" + std::to_string(lava) + ") and in supply (" +
               std::to_string(s.lava) + ") do not make " + std::to_string(kLavaTiles);
    int fissures = 0;
    for (auto w : s.fissure)
        fissures += std::popcount(w);
    if (fissures + s.fissures != kFissureTiles)
        return "Fissures on the board and in supply do not make " + std::to_string(kFissureTiles);
    int prayers = s.prayerSupply;
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[u(p)];
        prayers += ps.prayers;
        if (settlers[u(p)] + ps.settlers + ps.onBoat != kSettlersPerPlayer)
            return "seat " + std::to_string(p) + "'s Settlers do not make " +
                   std::to_string(kSettlersPerPlayer);
        if (villages[u(p)] + ps.villages != kVillagesPerPlayer)
            return "seat " + std::to_string(p) + "'s Villages do not make " +
                   std::to_string(kVillagesPerPlayer);
        if (moai[u(p)] + ps.moai != kMoaiPerPlayer)
            return "seat " + std::to_string(p) + "'s Moai do not make " +
                   std::to_string(kMoaiPerPlayer);
    }
    if (prayers > kPrayerTokens)
        return "more than " + std::to_string(kPrayerTokens) + " Prayer tokens";
    // A Prayer question goes only to a player who holds a token to spend (issue 49: a loaded
    // state that asked another spent a token it did not have).
    // Lava's hit is resolved before anything else once no Prayer question waits on it.
    if (s.phase != Phase::Prayer && s.hit != -1)
        return "a space hit by lava with no Prayer question pending";
    if (s.phase == Phase::Prayer) {
        if (s.decider < 0 || s.decider >= s.players || s.player[u(s.decider)].prayers == 0)
            return "a Prayer question to a player without a Prayer token";
        // The question is about the piece the rules ask about next (nextPrayerQuestion): the
        // Village, then the Moai standing there, then each player's carried Moai in turn.
        if (s.hit < 0 || s.hit >= s.board->spaceCount())
            return "a Prayer question with no space hit";
        const int sp = s.hit;
        int subject = -1;
        if (s.ground[u(sp)] == Ground::Village && !s.villageAsked)
            subject = s.groundOwner[u(sp)];
        else if (s.ground[u(sp)] == Ground::Moai && !s.groundAsked)
            subject = s.groundOwner[u(sp)];
        else
            for (int i = 0; i < s.players && subject < 0; ++i) {
                const int q = (s.active + i) % s.players;
                if (s.carriedAsked[u(q)] < s.carried[u(sp)][u(q)]) subject = q;
            }
        if (subject != s.decider) return "a Prayer question about no piece of its player";
    }
    if (!s.checkSinking && s.sinking == 0 && linkedParts(s) != 1)
        return "the land is in " + std::to_string(linkedParts(s)) + " parts after a sinking";
    if (s.round > kRoundCap) return "the game went past round " + std::to_string(kRoundCap);
    if (s.ap > kActionPoints) return "more than " + std::to_string(kActionPoints) + " AP";
    return {};
}

std::string checkInvariants(const State& before, const Choice& c, const State& s) {
    if (std::string broken = checkPosition(s); !broken.empty()) return broken;
    for (int p = 0; p < s.players; ++p) {
        const PlayerState &ps = s.player[u(p)], &was = before.player[u(p)];
        if (ps.vpVillages < was.vpVillages || ps.vpRaises < was.vpRaises)
            return "seat " + std::to_string(p) + " lost VP";
    }
    const Board& b = *s.board;
    if (c.kind == ChoiceKind::Move) {
        for (int d = 0; d < kDirections; ++d)
            if (b.spaces[u(c.from)].next[u(d)] == c.to) {
                const int border = b.spaces[u(c.from)].border[u(d)];
                if (border >= 0 && before.hasFissure(border))
                    return "a Settler crossed a Fissure from " + b.spaceName(c.from);
            }
    }
    return {};
}

} // namespace rano::volcanic
