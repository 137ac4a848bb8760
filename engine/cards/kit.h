#pragma once

// Rapa Nui, the card game, as the generic layer sees it (core/game_kit.h).

#include "ai/choose.h"
#include "ai/level.h"
#include "ai/mcts.h"
#include "ai/names.h"
#include "cards/bots.h"
#include "cards/describe.h"
#include "cards/invariants.h"
#include "cards/scoring.h"
#include "cards/state.h"
#include "cards/state_json.h"
#include "core/game_kit.h"

namespace rano::cards {

using namespace ai::names;

// Each level's time per decision and its knobs.
AiProfile aiProfile(AiLevel level);

// The adapter the generic search plays Rapa Nui, the card game through.
struct CardsSearch
    : StateForwards<cards::State, cards::Choice, cards::ChoiceList, cards::kMaxPlayers> {
    static void determinize(State& s, int viewer, Rng& rng) { cards::determinize(s, viewer, rng); }
    // The deck's order is never part of a position the search tells apart.
    static std::uint64_t key(const State& s) { return s.hash(false); }
    static std::uint32_t choiceKey(const Choice& c) {
        return std::uint32_t(c.kind) | std::uint32_t(std::uint8_t(c.arg)) << 8 |
               std::uint32_t(c.count) << 16;
    }
    static Choice playout(const State& s, Rng& rng);
    static void evaluate(const State& s, const ai::Outlook& outlook,
                         std::array<double, kMaxPlayers>& reward);
    // evaluate, and each player's lead in points over the best of the others (a review's,
    // ai::leads): the score once the game is over, greedyValue before.
    static void evaluatePoints(const State& s, const ai::Outlook& outlook,
                               std::array<double, kMaxPlayers>& reward,
                               std::array<double, kMaxPlayers>& lead);
    // A review's mistake in points (ai::isMistake): a Moai is 4, a Sacrifice card 0 to 3, and
    // a game between Easy and Medium scored 7 and 24. At 2 that game had no mistake; at 1.5,
    // 3 of Easy's 46 choices and 1 of Medium's 50 (docs/ai.md).
    static constexpr double kMistakePoints = 1.5;
    static int turnMarker(const State& s) { return s.turn; }
    // Every decision of the card game is weighed alike (a Hard turn stays within 3 s).
    static double thinkingShare(const State&) { return 1.0; }
};

struct Kit : StateForwards<cards::State, cards::Choice, cards::ChoiceList, cards::kMaxPlayers> {
    static constexpr const char* kId = "rapa-nui-cards";
    using Options = cards::Options;
    // A state of the card game holds all it needs.
    using Context = NoContext;
    using Search = CardsSearch;

    static State setup(const Context&, const Options& options, std::uint64_t seed) {
        return State::setup(options, seed);
    }
    static void attach(State&, const Context&) {}
    static std::string apply(State& s, const Choice& c, Events*) { return s.apply(c); }
    // How long the game has run: turns.
    static int length(const State& s) { return s.turn; }
    // The one ending: a refill empties the deck.
    static const char* endReason(const State& s) { return s.over() ? "deck-out" : ""; }
    // A refill turns up cards of the hidden deck; the end turns every face-down card up.
    static bool revealed(const State& before, const State& after) {
        return before.deckSize != after.deckSize || after.over() != before.over();
    }
    // What a score counts, as a narration ends: "Red: 31 VP".
    static constexpr const char* kScoreUnit = "glory";
    static ScoreBreakdown score(const State& s, int p) { return cards::score(s, p); }
    static std::vector<int> winners(const State& s) { return cards::winners(s); }
    // Told as a spectator would see it: a face-down sacrifice keeps its type.
    static std::string describe(const State& s, const Choice& c) {
        return cards::describe(s, c, -1);
    }
    static std::optional<Choice> parse(std::string_view text) { return parseChoice(text); }
    static bool fromJson(const nlohmann::json& j, const Context&, State& out, std::string& error) {
        return stateFromJson(j, out, error);
    }
    // A state seat's view could have come from: what it hides dealt from `seed`.
    static bool fromView(const nlohmann::json& view, const Context&, std::uint64_t seed, State& out,
                         std::string& error) {
        return stateFromView(view, seed, out, error);
    }
    // A choice as `viewer` may know it: the active player's face-down Sacrifice keeps its type
    // from the others ("sacrifice").
    static std::string seenText(const State& before, const Choice& c, int viewer) {
        const bool faceDown =
            c.kind == ChoiceKind::Sacrifice && before.whoDecides() == before.active;
        return faceDown && viewer != before.whoDecides() ? "sacrifice" : toText(c);
    }
    // A choice so told, as a position that seat may know takes it: the face-down Sacrifice is
    // one of unknown type (only where the active player may lay one), which no stand-in can play.
    static std::optional<Choice> toldChoice(const State& before, std::string_view text) {
        if (text != "sacrifice") return parseChoice(text);
        if (before.whoDecides() != before.active) return std::nullopt;
        ChoiceList legal;
        before.legalChoices(legal);
        for (const Choice& c : legal)
            if (c.kind == ChoiceKind::Sacrifice) return Choice::with(ChoiceKind::Sacrifice, -1);
        return std::nullopt;
    }
    static ai::Profile profile(ai::Level level) { return aiProfile(level); }
};

static_assert(GameKit<Kit>);

// Names the kit of a State for the generic layer (ai/choose.h); never called.
Kit kitOf(const State&);

} // namespace rano::cards
