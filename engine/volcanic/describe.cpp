#include "volcanic/describe.h"

namespace rano::volcanic {

const char* colourName(int seat) {
    static constexpr const char* kNames[] = {"Red", "Blue", "Yellow", "Green"};
    return seat >= 0 && seat < 4 ? kNames[seat] : "Nobody";
}

std::string describe(const State& s, const Choice& c) {
    const Board& b = *s.board;
    auto at = [&](int sp) {
        return sp >= 0 && sp < b.spaceCount() ? b.spaceName(sp) : std::string("nowhere");
    };
    switch (c.kind) {
    case ChoiceKind::EndTurn:
        return s.ap > 0 ? "End the turn (" + std::to_string(s.ap) + " AP unused)" : "End the turn";
    case ChoiceKind::Move:
        return "Move a Settler from " + at(c.from) + " to " + at(c.to) +
               (c.flag ? ", carrying a Moai" : "") + " (1 AP)";
    case ChoiceKind::Land:
        return "Land a Settler from the Boat on " + at(c.to) + " (1 AP)";
    case ChoiceKind::BuildVillage:
        return "Build a Village on " + at(c.to) + " (2 AP, +1 VP)";
    case ChoiceKind::CreateSettler:
        return "Create a Settler on " + at(c.to) + " (1 AP)";
    case ChoiceKind::Sculpt:
        return "Sculpt a Moai on " + at(c.to) + " (1 AP)";
    case ChoiceKind::Raise:
        return "Raise a Moai on " + at(c.to) + (c.flag ? " (second geyser)" : "") + " (1 AP)";
    case ChoiceKind::TakePrayer:
        return "Take a Prayer token (" +
               std::to_string(1 + s.player[std::size_t(s.active)].prayers) + " AP)";
    case ChoiceKind::Pray:
        return "Spend a Prayer token to save the piece on " + at(s.hit);
    case ChoiceKind::DontPray:
        return "Let the lava destroy the piece on " + at(s.hit);
    case ChoiceKind::Rescue:
        return "Rescue Settlers to " + at(c.to);
    }
    return "?";
}

std::string describe(const Board& b, const Event& e) {
    auto at = [&](int sp) {
        return sp >= 0 && sp < b.spaceCount() ? b.spaceName(sp) : std::string("the board");
    };
    // A Fissure closes a border between two tiles, not one side between two spaces.
    auto tileOf = [&](int sp) {
        return sp >= 0 && sp < b.spaceCount() ? "tile " + std::to_string(b.areaOf(sp).tile)
                                              : std::string("the board");
    };
    const std::string who = colourName(e.player);
    const char* piece = e.value == int(PieceKind::Village) ? "Village" : "Moai";
    switch (e.kind) {
    case EventKind::SettlerMoved:
        return who + " moves a Settler from " + at(e.space) + " to " + at(e.other) +
               (e.value ? " carrying a Moai" : "");
    case EventKind::SettlerLanded:
        return who + " lands a Settler on " + at(e.space);
    case EventKind::VillageBuilt:
        return who + " builds a Village on " + at(e.space) + ": +1 VP";
    case EventKind::SettlerCreated:
        return who + " creates a Settler on " + at(e.space);
    case EventKind::MoaiSculpted:
        return who + " sculpts a Moai on " + at(e.space);
    case EventKind::MoaiRaised:
        return who + " raises a Moai on " + at(e.space) + ": +" + std::to_string(e.value) + " VP";
    case EventKind::PrayerTaken:
        return who + " takes a Prayer token for " + std::to_string(e.value) + " AP";
    case EventKind::FissurePlaced:
        return "a Fissure closes the border between " + tileOf(e.space) + " and " + tileOf(e.other);
    case EventKind::DieRolled:
        return who + (e.value ? " rolls a Volcano" : " rolls a quiet face");
    case EventKind::DoubleEruption:
        return std::string("no lava is left on the board") +
               (e.other == 2 ? ": two Volcanoes erupt" : ": the last Volcano erupts");
    case EventKind::VolcanoErupts:
        return "Volcano " + std::to_string(e.value) + " erupts";
    case EventKind::LavaFlows:
        return "lava flows onto " + at(e.space);
    case EventKind::PieceDestroyed:
        return std::string("lava destroys ") + who + "'s " + piece + " on " + at(e.space);
    case EventKind::PieceSaved:
        return who + " prays and saves a " + piece + " on " + at(e.space);
    case EventKind::AreaSinks:
        return "tile " + std::to_string(e.value) + " sinks into the sea";
    case EventKind::SettlersRescued:
        return who + " rescues " + std::to_string(e.value) +
               (e.value == 1 ? " Settler to " : " Settlers to ") + at(e.space);
    case EventKind::SettlersLost:
        return who + " loses " + std::to_string(e.value) +
               (e.value == 1 ? " Settler" : " Settlers") + " with " + at(e.space);
    case EventKind::PiecesSunk: {
        std::string what;
        if (e.value > 0) what = std::to_string(e.value) + (e.value == 1 ? " Village" : " Villages");
        if (e.other > 0) what += (what.empty() ? "" : " and ") + std::to_string(e.other) + " Moai";
        return "the sea sends " + who + "'s " + what + " back to the reserve";
    }
    case EventKind::FinalRound:
        return e.value == 1 ? "no raise can lay a Fissure any more: the final round begins"
                            : "the final round begins";
    case EventKind::TurnEnded:
        return who + " ends the turn";
    case EventKind::GameOver:
        return "the game is over";
    }
    return "?";
}

} // namespace rano::volcanic
