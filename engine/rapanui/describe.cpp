#include "rapanui/describe.h"

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
        return std::string("Exchange 3 ") + resourceName(c.a) + " for 3 " + resourceName(c.b) +
               via(c.via, Tile::Barter);
    case ChoiceKind::Moai:
        return std::string("Transport your ") + sizeName(c.a) + " Moai to " + ahu(c.b) +
               payments(s, c) + ", and erect it";
    case ChoiceKind::Pukao:
        return "Transport a Pukao to " + ahu(c.b) + payments(s, c) + ", and style the Moai";
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
        std::string out =
            "Erect the Moai: take " + std::to_string(s.gain - c.a) + " " + resourceName(r);
        if (c.a > 0)
            out += " and " + std::to_string(c.a) + " " + resourceName(r + 1) + " (Fervent)";
        return out;
    }
    case ChoiceKind::Offer: {
        if (c.a < 0 || c.a >= kOfferingTypes) return "?";
        // "2 Reeds, 1 Egg and 1 Wood": what the payment spends.
        static constexpr const char* kOne[kResources] = {"Reed", "Egg", "Wood", "Pearl"};
        const auto spent = offerSpending(c);
        std::string paid;
        int kinds = 0;
        for (int r = 0; r < kResources; ++r)
            kinds += spent[u(r)] > 0;
        for (int r = 0, k = 0; r < kResources; ++r) {
            if (!spent[u(r)]) continue;
            if (k++) paid += k == kinds ? " and " : ", ";
            paid += std::to_string(spent[u(r)]) + " " +
                    (spent[u(r)] == 1 ? kOne[r] : kResourceNames[r]);
        }
        const int type = c.a + (c.b & 1);
        bool outstanding = false;
        s.offeringTaken(s.decider, c, outstanding);
        std::string out = "Pay " + paid + " for " +
                          (outstanding ? "an Outstanding " : std::string("a ")) +
                          offeringName(type) + " Offering tile";
        if (c.b & 1) out += " (Artistic)";
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
