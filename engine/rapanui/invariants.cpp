#include "rapanui/invariants.h"

#include <bit>

namespace rano::rapanui {

std::string checkInvariants(const State& s) {
    const Board& b = *s.board;
    const std::string seat = " of player ";
    // Moai: supply + box + sculpted + erected.
    std::array<int, kSizes> moai{};
    for (int z = 0; z < kSizes; ++z) {
        moai[u(z)] = s.supply[u(z)] + s.moaiBoxed[u(z)];
        for (int p = 0; p < s.players; ++p)
            moai[u(z)] += s.player[u(p)].moai[u(z)];
    }
    int pukaoOn = 0;
    for (int a = 0; a < kMaxAhu; ++a) {
        const int m = s.ahuMoai[u(a)];
        if (a >= b.ahuCount() && (m || s.ahuPukao[u(a)] || s.ahuTile[u(a)] != kNone))
            return "Ahu " + std::to_string(a) + " does not exist but holds something";
        if (m > kSizes) return "Ahu " + std::to_string(a) + " holds an unknown Moai";
        if (m) ++moai[u(m - 1)];
        if (s.ahuPukao[u(a)] && !m) return "a Pukao without a Moai on Ahu " + std::to_string(a);
        pukaoOn += s.ahuPukao[u(a)] ? 1 : 0;
        if (m && s.ahuTile[u(a)] != kNone && s.carrying == kNone)
            return "Ahu " + std::to_string(a) + " has a Moai and still its tile";
    }
    for (int z = 0; z < kSizes; ++z)
        if (moai[u(z)] != kMoaiCount[u(z)])
            return std::to_string(moai[u(z)]) + " " + sizeWord(z) + " Moai instead of " +
                   std::to_string(kMoaiCount[u(z)]);
    if (pukaoOn + s.pukao != kPukao) return "Pukao are not conserved";
    // Ahu tiles.
    const auto& count = s.firstGame ? kFirstGameTileCount : kTileCount;
    std::array<int, kTileKinds> tiles{};
    for (int t = 0; t < kTileKinds; ++t)
        tiles[u(t)] = s.display[u(t)] + s.boxed[u(t)] + s.played[u(t)];
    for (int a = 0; a < b.ahuCount(); ++a)
        if (s.ahuTile[u(a)] != kNone) ++tiles[u(s.ahuTile[u(a)])];
    for (int p = 0; p < s.players; ++p)
        for (int t = 0; t < kTileKinds; ++t)
            tiles[u(t)] += s.player[u(p)].tiles[u(t)];
    for (int t = 0; t < kTileKinds; ++t)
        if (tiles[u(t)] != count[u(t)])
            return std::to_string(tiles[u(t)]) + " " + tileWord(t) + " tiles instead of " +
                   std::to_string(count[u(t)]);
    // Offering tiles.
    for (int t = 0; t < kOfferingTypes; ++t) {
        int taken = 0;
        for (int p = 0; p < s.players; ++p)
            taken += std::popcount(unsigned(s.player[u(p)].stack[u(t)]));
        if (taken + s.stackLeft[u(t)] != (s.twoPlayers() ? 2 : kStackTiles))
            return std::string("the ") + offeringWord(t) + " stack is not conserved";
    }
    unsigned outstanding = s.outstandingLeft;
    for (int p = 0; p < s.players; ++p) {
        if (outstanding & s.player[u(p)].outstanding) return "an Outstanding tile is held twice";
        outstanding |= s.player[u(p)].outstanding;
    }
    if (outstanding != (1u << kOutstanding) - 1u) return "an Outstanding tile is lost";
    // Players and figurines.
    std::array<int, kMaxPlayers> onIsland{};
    for (int sp = 0; sp < b.spaceCount(); ++sp) {
        const int o = s.owner[u(sp)];
        const int n = s.fresh[u(sp)] + s.tired[u(sp)];
        if (o == kNone ? n != 0 : (o >= s.players || n == 0))
            return "Transporters on " + b.spaceName(sp) + " do not match their owner";
        if (o != kNone && (sp == b.crater || sp == b.quarry))
            return "a Transporter on the Crater or the Pukao Quarry";
        if (o != kNone) onIsland[u(o)] += n;
    }
    std::array<int, kSizes> column{};
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[u(p)];
        const std::string who = seat + std::to_string(p);
        for (int r = 0; r < kResources; ++r)
            if (ps.res[u(r)] > kMaxResource) return "resources beyond 10" + who;
        if (ps.improvementCount() > 3) return "more than 3 Improvements" + who;
        if (ps.villagers != kBaseVillagers + ps.has(Improvement::Popular))
            return "the Villagers do not match Popular" + who;
        int villagers = ps.villagersHome + onIsland[u(p)];
        for (int c = 0; c < kSizes; ++c) {
            villagers += ps.sculptors[u(c)];
            column[u(c)] += ps.sculptors[u(c)];
        }
        villagers -= ps.sorcerer == Spot::Island;
        villagers -= ps.chief == Spot::Island;
        if (villagers != ps.villagers) return "Villagers are lost or doubled" + who;
        int extra = ps.extra[0] + ps.extra[1] + ps.extra[2];
        extra -= ps.sorcerer == Spot::Quarry;
        extra -= ps.chief == Spot::Quarry;
        if (extra != 0) return "Quarry figurines do not match the Sorcerer and Chief" + who;
        if (ps.sorcerer == Spot::Out) return "the Sorcerer is out of the game" + who;
        if (ps.sorcerer == Spot::Track && s.star[u(ps.sorcererAt)] != p)
            return "the Sorcerer is not on its star" + who;
        if ((ps.chief != Spot::Out && ps.chief != Spot::Hand) && !ps.has(Improvement::Chief))
            return "the Chief plays without its Improvement" + who;
        if ((ps.sorcerer == Spot::Island && s.owner[u(ps.sorcererAt)] != p) ||
            (ps.chief == Spot::Island && s.owner[u(ps.chiefAt)] != p))
            return "a Sorcerer or Chief stands on another's space" + who;
    }
    for (int c = 0; c < kSizes; ++c)
        if (column[u(c)] > b.columnSpaces(c)) return "a Quarry column holds too many Sculptors";
    if (!s.over()) {
        if (s.decider < 0 || s.decider >= s.players) return "nobody decides";
        ChoiceList l;
        s.legalChoices(l);
        if (l.empty()) return "the one who decides has no choice";
    } else if (s.endReason == EndReason::None) {
        return "the game is over without a reason";
    }
    return {};
}

} // namespace rano::rapanui
