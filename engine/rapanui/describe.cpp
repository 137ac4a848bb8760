#include "rapanui/describe.h"

#include <algorithm>
#include <bit>

namespace rano::rapanui {

namespace {
constexpr const char* kColours[kMaxPlayers] = {"Green", "Blue", "Yellow", "Red"};
constexpr const char* kTotems[kMaxPlayers] = {"Turtle", "Dolphin", "Moray", "Octopus"};
constexpr const char* kTiles[kTileKinds] = {
    "Rest",           "Barter",      "Skimp",       "Chip In",    "Take Three More",
    "Take Your Pick", "Change Jobs", "Lend a Hand", "Gain Favor", "Take Two More"};
constexpr const char* kImprovementNames[kImprovements] = {"Fervent", "Artistic", "Popular",
                                                          "Chief"};
constexpr const char* kOfferings[kOfferingTypes] = {"Hut", "Chicken", "Hatchet", "Boat",
                                                    "Necklace"};
constexpr const char* kResourceNames[kResources] = {"Reeds", "Eggs", "Wood", "Pearls"};
constexpr const char* kOneResource[kResources] = {"Reed", "Egg", "Wood", "Pearl"};
constexpr const char* kSizeNames[3] = {"small", "medium", "large"};
constexpr const char* kOrdinals[4] = {"first", "second", "third", "fourth"};

std::string via(Via v, Tile t) {
    if (v == Via::Tablet)
        return std::string(" (discarding the Rongorongo Tablet as ") + kTiles[int(t)] + ")";
    if (v == Via::Tile) return std::string(" (playing ") + kTiles[int(t)] + ")";
    return {};
}

// "2 Reeds, 1 Egg and 1 Wood", from 4 bits per resource.
std::string countsText(std::uint64_t nibbles) {
    std::string out;
    int kinds = 0;
    for (int r = 0; r < kResources; ++r)
        kinds += (nibbles >> (4 * r) & 0xF) > 0;
    for (int r = 0, k = 0; r < kResources; ++r) {
        const int n = int(nibbles >> (4 * r) & 0xF);
        if (!n) continue;
        if (k++) out += k == kinds ? " and " : ", ";
        out += std::to_string(n) + " " + (n == 1 ? kOneResource[r] : kResourceNames[r]);
    }
    return out;
}

// What `n` more of resource `r` really gives player `p`: the track stops at 10 (decision 7).
std::string gainText(const State& s, int p, int r, int n) {
    const int lost = s.lostToTheTrack(p, r, n), kept = n - lost;
    std::string out =
        kept == 0 ? std::string("no ") + kResourceNames[r]
                  : std::to_string(kept) + " " + (kept == 1 ? kOneResource[r] : kResourceNames[r]);
    if (lost) out += " (" + std::to_string(lost) + " lost: the track stops at 10)";
    return out;
}

std::string payments(const State& s, const Choice& c) {
    std::string out;
    for (std::uint64_t m = c.paid; m; m &= m - 1) {
        const int sp = std::countr_zero(m);
        const Space& space = s.board->spaces[u(sp)];
        out += out.empty() ? ", earning " : " and ";
        out += std::string(colourName(s.owner[u(sp)])) + " 1 ";
        if (c.kind == ChoiceKind::Pukao)
            out += kOneResource[0];
        else if (space.choice())
            out += std::string(kOneResource[space.first]) + " or " + kOneResource[space.second];
        else
            out += kOneResource[space.first];
    }
    return out.empty() ? " without earning anyone Resources" : out;
}
} // namespace

const char* colourName(int seat) {
    return seat >= 0 && seat < kMaxPlayers ? kColours[seat] : "?";
}
const char* totemName(int seat) {
    return seat >= 0 && seat < kMaxPlayers ? kTotems[seat] : "?";
}
const char* tileName(int t) {
    return t >= 0 && t < kTileKinds ? kTiles[t] : "?";
}
const char* improvementName(int i) {
    return i >= 0 && i < kImprovements ? kImprovementNames[i] : "?";
}
const char* offeringName(int t) {
    return t >= 0 && t < kOfferingTypes ? kOfferings[t] : "?";
}
const char* resourceName(int r) {
    return r >= 0 && r < kResources ? kResourceNames[r] : "?";
}
const char* sizeName(int z) {
    return z >= 0 && z < 3 ? kSizeNames[z] : "?";
}

std::string describe(const State& s, const Choice& c) {
    const Board& b = *s.board;
    const auto space = [&](int sp) { return b.spaceName(sp); };
    const auto ahu = [&](int a) {
        return a >= 0 && a < b.ahuCount() ? "the Ahu on " + space(b.ahu[u(a)]) : "an Ahu";
    };
    switch (c.kind) {
    case ChoiceKind::Villager:
        return "Place a Villager on " + space(c.a) + " as a Transporter";
    case ChoiceKind::Sculptor:
        return std::string("Place a Villager in the Moai Quarry's ") + sizeName(c.a) +
               " column as a Sculptor";
    case ChoiceKind::Sorcerer:
        return std::string("Place your Sorcerer on the ") + kOrdinals[c.a & 3] +
               " space of the turn order track";
    case ChoiceKind::Chief:
        return std::string("Place your Chief in the Moai Quarry below the ") + sizeName(c.a) +
               " Moai";
    case ChoiceKind::Improve: {
        static constexpr const char* kCost[kImprovements] = {"2 Reeds", "2 Eggs", "2 Wood",
                                                             "3 Pearls"};
        return std::string("Add the ") + improvementName(c.a) + " Improvement (" + kCost[c.a & 3] +
               ")";
    }
    case ChoiceKind::Keep:
        return "Keep your Ahu tiles for later";
    case ChoiceKind::ChipIn:
        return std::string("Add a virtual Sculptor in the ") + sizeName(c.a) + " column" +
               via(c.via, Tile::ChipIn);
    case ChoiceKind::ChangeJobsQuarry:
        return std::string("Transform your Sorcerer into a Sculptor in the ") + sizeName(c.a) +
               " column" + via(c.via, Tile::ChangeJobs);
    case ChoiceKind::ChangeJobsIsland:
        return "Transform your Sorcerer into a Transporter on " + space(c.a) +
               via(c.via, Tile::ChangeJobs);
    case ChoiceKind::LendAHand:
        return std::string("Place ") + (c.b == 1 ? "your Chief" : "one of your Sculptors") +
               " as a Transporter on " + space(c.a) + via(c.via, Tile::LendAHand);
    case ChoiceKind::Sculpt: {
        const int small = s.sculptorCounts(s.decider)[0] - c.a - c.b;
        return "Sculpt " + std::to_string(c.a) + " large, " + std::to_string(c.b) + " medium and " +
               std::to_string(small) + " small Moai";
    }
    case ChoiceKind::Rest:
        return "Stand a fatigued Transporter up on " + space(c.a) + via(c.via, Tile::Rest);
    case ChoiceKind::Barter:
        return "Exchange " + countsText(c.paid & 0xFFFF) + " for " + countsText(c.paid >> 16) +
               via(c.via, Tile::Barter);
    case ChoiceKind::Moai:
        return std::string("Transport your ") + sizeName(c.a) + " Moai to " + ahu(c.b) +
               payments(s, c) + ", and erect it";
    case ChoiceKind::Pukao: {
        const int size = c.b >= 0 && c.b < b.ahuCount() ? s.styledSize(c.b) : kNone;
        return "Transport a Pukao to " + ahu(c.b) + payments(s, c) + ", and style its " +
               (size >= 0 ? std::string(sizeName(size)) + " " : std::string()) + "Moai";
    }
    case ChoiceKind::DropOut:
        return "Drop out of this transport phase";
    case ChoiceKind::Earn:
        return std::string("Take 1 ") + kOneResource[c.a & 3] + " for your Transporter";
    case ChoiceKind::TakeMore:
        return std::string("Take ") + (c.a == 2 ? "2" : "3") + " additional Resources" +
               via(c.via, c.a == 2 ? Tile::TakeTwoMore : Tile::TakeThreeMore);
    case ChoiceKind::Erect: {
        if (s.dest < 0) return "Erect the Moai";
        const int r = b.spaces[u(b.ahu[u(s.dest)])].first;
        const int p = s.decider;
        std::string out = "Erect the Moai: take ";
        if (c.a < s.gain) out += gainText(s, p, r, s.gain - c.a);
        if (c.a > 0)
            out += (c.a < s.gain ? " and " : "") + gainText(s, p, r + 1, c.a) + " (Fervent)";
        return out;
    }
    case ChoiceKind::Offer: {
        if (c.a < 0 || c.a >= kOfferingTypes) return "?";
        const auto spent = offerSpending(c);
        std::uint64_t nibbles = 0;
        for (int r = 0; r < kResources; ++r)
            nibbles |= std::uint64_t(spent[u(r)]) << (4 * r);
        const std::string paid = countsText(nibbles);
        const int type = c.a + (c.b & 1);
        bool outstanding = false;
        s.offeringTaken(s.decider, c, outstanding);
        std::string out = "Pay " + paid + " for " +
                          (outstanding ? "an Outstanding " : std::string("a ")) +
                          offeringName(type) + " Offering tile";
        if (c.b & kOfferArtistic) out += " (Artistic)";
        if (c.b & kOfferPickByTablet) out += via(Via::Tablet, Tile::TakeYourPick);
        return out + via(c.via, Tile::Skimp);
    }
    case ChoiceKind::Draft:
        return std::string("Take the ") + tileName(c.a) +
               " Ahu tile and set the identical ones aside";
    case ChoiceKind::EndTurn:
        return "End your turn";
    }
    return "?";
}

} // namespace rano::rapanui
