#pragma once

// Rapa Nui, the card game, as the generic layer sees it (core/game_kit.h).

#include "cards/ai.h"
#include "cards/bots.h"
#include "cards/describe.h"
#include "cards/invariants.h"
#include "cards/scoring.h"
#include "cards/state.h"
#include "cards/state_json.h"
#include "core/game_kit.h"

namespace rano::cards {

struct Kit {
    static constexpr const char* kId = "rapa-nui-cards";
    static constexpr int kMinPlayers = 2;
    static constexpr int kMaxPlayers = cards::kMaxPlayers;
    using State = cards::State;
    using Choice = cards::Choice;
    using ChoiceList = cards::ChoiceList;
    using Options = cards::Options;
    // A state of the card game holds all it needs, and its choices report no events.
    using Context = NoContext;
    using Events = NoEvents;
    using Search = CardsSearch;

    static State setup(const Context&, const Options& options, std::uint64_t seed) {
        return State::setup(options, seed);
    }
    static void attach(State&, const Context&) {}
    static void legal(const State& s, ChoiceList& out) { s.legalChoices(out); }
    static std::string apply(State& s, const Choice& c, Events*) { return s.apply(c); }
    static int decider(const State& s) { return s.whoDecides(); }
    static bool over(const State& s) { return s.over(); }
    static int players(const State& s) { return s.players; }
    // How long the game has run: turns.
    static int length(const State& s) { return s.turn; }
    static std::uint64_t hash(const State& s) { return s.hash(); }
    static ScoreBreakdown score(const State& s, int p) { return cards::score(s, p); }
    static std::vector<int> winners(const State& s) { return cards::winners(s); }
    // Told as a spectator would see it: a face-down sacrifice keeps its type.
    static std::string describe(const State& s, const Choice& c) {
        return cards::describe(s, c, -1);
    }
    static std::string text(const Choice& c) { return toText(c); }
    static std::optional<Choice> parse(std::string_view text) { return parseChoice(text); }
    static nlohmann::json toJson(const State& s) { return stateToJson(s); }
    // Every position is checked alike, the start too.
    static std::string invariantsAtStart(const State& s) { return checkInvariants(s); }
    static std::string invariants(const State&, const Choice&, const State& after) {
        return checkInvariants(after);
    }
    static Choice randomBot(const State& s, Rng& rng) { return randomBotChoice(s, rng); }
    static Choice greedyBot(const State& s, Rng& rng) { return greedyBotChoice(s, rng); }
    static ai::Profile profile(ai::Level level) { return aiProfile(level); }
};

static_assert(GameKit<Kit>);

} // namespace rano::cards
