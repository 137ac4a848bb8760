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
#include "volcanic/state.h"

namespace rano::volcanic {

// The AI levels players meet, from gentle to strongest, and the simple bots (ai/level.h).
using AiLevel = ai::Level;
using ai::aiLevelFromName; // "easy", "ai:hard", ...
using ai::aiLevelName;

// How a level searches: its time per decision and its knobs.
using AiProfile = ai::Profile;
AiProfile aiProfile(AiLevel level);

using AiAdvice = ai::Advice<Choice>;

// The level's choice for whoever decides in `s`. Reads only what that player may see: the
// search re-seeds chance in its own copies. `ms` overrides the level's time; `iterations`
// (when > 0) replaces time, which makes the result deterministic for a seed.
AiAdvice aiChoose(const State& s, AiLevel level, std::uint64_t seed, int ms = 0,
                  std::int64_t iterations = 0, const std::atomic<bool>* abort = nullptr,
                  const std::function<void(const ai::Progress<Choice>&)>& progress = {});

// The AI's view of one recorded decision, for a replay's analysis (ai/review.h): its best
// choice there, and the chance to win (for the player deciding) after that choice and after
// the one played, a suspected mistake checked by a second search. Deterministic for a seed
// and an iteration budget.
using DecisionReview = ai::DecisionReview<Choice>;
DecisionReview reviewDecision(const State& s, const Choice& played, std::int64_t iterations,
                              std::uint64_t seed, const std::atomic<bool>* abort = nullptr,
                              double confirmGap = 0.12);

// The adapter the generic search plays Volcanic Isle through.
struct VolcanicSearch {
    using State = volcanic::State;
    using Choice = volcanic::Choice;
    using ChoiceList = volcanic::ChoiceList;
    static constexpr int kMaxPlayers = volcanic::kMaxPlayers;

    static int decider(const State& s) { return s.whoDecides(); }
    static void legal(const State& s, ChoiceList& out) { s.legalChoices(out); }
    static void apply(State& s, const Choice& c) { s.applyLegal(c, nullptr); }
    static void determinize(State& s, int viewer, Rng& rng);
    static std::uint64_t key(const State& s) { return s.hash(false); }
    static std::uint32_t choiceKey(const Choice& c) {
        return std::uint32_t(c.kind) | std::uint32_t(std::uint8_t(c.from)) << 8 |
               std::uint32_t(std::uint8_t(c.to)) << 16 | std::uint32_t(c.flag) << 24;
    }
    static Choice playout(const State& s, Rng& rng);
    static void evaluate(const State& s, double caution, std::array<double, kMaxPlayers>& reward);
    static int turnMarker(const State& s) { return s.round * kMaxPlayers + s.active; }
    // A prayer or a rescue is a reaction among few options, inside someone's turn: a quarter
    // of the time keeps a whole turn (four actions and the reactions an eruption asks for)
    // within what a player will wait, 3 s at Hard.
    static double thinkingShare(const State& s) { return s.phase == Phase::Turn ? 1.0 : 0.25; }
};

} // namespace rano::volcanic
