#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ai/level.h"
#include "ai/mcts.h"
#include "ai/review.h"
#include "cards/state.h"

namespace rano::cards {

// The AI levels players meet, from gentle to strongest, and the simple bots (ai/level.h).
using AiLevel = ai::Level;
using ai::aiLevelFromName; // "easy", "ai:hard", ...
using ai::aiLevelName;

// How a level searches: its time per decision and its knobs (the same as Volcanic Isle's).
using AiProfile = ai::Profile;
AiProfile aiProfile(AiLevel level);

using AiAdvice = ai::Advice<Choice>;

// The level's choice for whoever decides in `s`. Reads only what that player may see: every
// iteration of the search re-deals the deck and the others' face-down cards. `ms` overrides
// the level's time; `iterations` (when > 0) replaces time, which makes the result
// deterministic for a seed.
AiAdvice aiChoose(const State& s, AiLevel level, std::uint64_t seed, int ms = 0,
                  std::int64_t iterations = 0, const std::atomic<bool>* abort = nullptr,
                  const std::function<void(const ai::Progress<Choice>&)>& progress = {});

// The AI's view of one recorded decision, for a replay's analysis (ai/review.h): its best
// choice there, the chance to win (for the player deciding) after it and after the choice
// played, and every player's chance in the position. Uses Hard's playouts; deterministic for
// a seed and an iteration budget.
using DecisionReview = ai::DecisionReview<Choice>;
DecisionReview reviewDecision(const State& s, const Choice& played, std::int64_t iterations,
                              std::uint64_t seed, const std::atomic<bool>* abort = nullptr,
                              double confirmGap = 0.12);

// The adapter the generic search plays Rapa Nui, the card game through.
struct CardsSearch {
    using State = cards::State;
    using Choice = cards::Choice;
    using ChoiceList = cards::ChoiceList;
    static constexpr int kMaxPlayers = cards::kMaxPlayers;

    static int decider(const State& s) { return s.whoDecides(); }
    static void legal(const State& s, ChoiceList& out) { s.legalChoices(out); }
    static void apply(State& s, const Choice& c) { s.applyLegal(c); }
    static void determinize(State& s, int viewer, Rng& rng) { cards::determinize(s, viewer, rng); }
    // The deck's order is never part of a position the search tells apart.
    static std::uint64_t key(const State& s) { return s.hash(false); }
    static std::uint32_t choiceKey(const Choice& c) {
        return std::uint32_t(c.kind) | std::uint32_t(std::uint8_t(c.arg)) << 8 |
               std::uint32_t(c.count) << 16;
    }
    static Choice playout(const State& s, Rng& rng);
    static void evaluate(const State& s, double caution, std::array<double, kMaxPlayers>& reward);
    static int turnMarker(const State& s) { return s.turn; }
    // Every decision of the card game is weighed alike (a Hard turn stays within 3 s).
    static double thinkingShare(const State&) { return 1.0; }
};

} // namespace rano::cards
