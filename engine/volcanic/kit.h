#pragma once

// Volcanic Isle as the generic layer sees it (core/game_kit.h).

#include <bit>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "ai/choose.h"
#include "ai/level.h"
#include "ai/mcts.h"
#include "ai/names.h"
#include "core/board_kit.h"
#include "core/game_kit.h"
#include "volcanic/board.h"
#include "volcanic/bots.h"
#include "volcanic/describe.h"
#include "volcanic/invariants.h"
#include "volcanic/scoring.h"
#include "volcanic/state.h"
#include "volcanic/state_json.h"

namespace rano::volcanic {

using namespace ai::names;

// Each level's time per decision and its knobs.
AiProfile aiProfile(AiLevel level);

// The adapter the generic search plays Volcanic Isle through.
struct VolcanicSearch : StateForwards<volcanic::State, volcanic::Choice, volcanic::ChoiceList,
                                      volcanic::kMaxPlayers> {
    static void determinize(State& s, int viewer, Rng& rng);
    static std::uint64_t key(const State& s) { return s.hash(false); }
    static std::uint32_t choiceKey(const Choice& c) {
        return std::uint32_t(c.kind) | std::uint32_t(std::uint8_t(c.from)) << 8 |
               std::uint32_t(std::uint8_t(c.to)) << 16 | std::uint32_t(c.flag) << 24;
    }
    static Choice playout(const State& s, Rng& rng);
    static void evaluate(const State& s, const ai::Outlook& outlook,
                         std::array<double, kMaxPlayers>& reward);
    // evaluate, and each player's lead in VP over the best of the others (a review's,
    // ai::leads): the score once the game is over, greedyValue before (the end's categories as
    // if it ended now, at full caution).
    static void evaluatePoints(const State& s, const ai::Outlook& outlook,
                               std::array<double, kMaxPlayers>& reward,
                               std::array<double, kMaxPlayers>& lead);
    // A review's mistake in VP (ai::isMistake): a Moai on the board is 2 at the end, more in a
    // group.
    static constexpr double kMistakePoints = 3;
    static int turnMarker(const State& s) { return s.round * kMaxPlayers + s.active; }
    static int turnOwner(const State& s) { return s.active; }
    static bool wastesActions(const State& s, const Choice& c) {
        return c.kind == ChoiceKind::EndTurn && s.ap > 0;
    }
    // The greedy bot's judgement of the position `c` leaves for the player who decides, with
    // the AI's own chance for any roll or draw (ai::judgedChoice).
    static double quickValue(const State& s, const Choice& c, const ai::Outlook& outlook, Rng& rng);
    // A prayer or a rescue is a reaction among few options, inside someone's turn: a quarter
    // of the time keeps a whole turn (four actions and the reactions an eruption asks for)
    // within what a player will wait, 3 s at Hard.
    static double thinkingShare(const State& s) { return s.phase == Phase::Turn ? 1.0 : 0.25; }
};

// Every state of a game points to the one Board its Game owns.
struct Kit
    : StateForwards<volcanic::State, volcanic::Choice, volcanic::ChoiceList, volcanic::kMaxPlayers>,
      BoardForwards<volcanic::State, volcanic::Options, Board> {
    static constexpr const char* kId = "volcanic-isle";
    using Events = EventList;
    using Search = VolcanicSearch;

    static std::string apply(State& s, const Choice& c, Events* events) {
        return s.apply(c, events);
    }
    // How long the game has run: rounds.
    static int length(const State& s) { return s.round; }
    // The rulebook's ending (two Volcanoes or fewer left after a sinking), the Fissure supply
    // running out (decision 11), no raise able to lay a Fissure any more (decision 25) or the
    // round cap.
    static const char* endReason(const State& s) {
        if (!s.over()) return "";
        if (s.volcanoCount() <= 2) return "two-volcanoes";
        if (!s.finalRound) return "round-cap";
        return s.fissures == 0 ? "fissure-supply" : "no-fissure-possible";
    }
    // How far the continent broke (tiles sunk, Volcanoes left) and, for games that stall, what
    // was left to play with: Lava on the board, and of it the Lava no Settler can walk to (cut
    // off by Fissures and craters; since decision 26 it counts as none and two Volcanoes erupt,
    // so only a game that ends on that action keeps it), lying Moai, free geysers, raised Moai
    // and the Moai still in the players' reserves (match and soak report each).
    static std::vector<std::pair<std::string, int>> tallies(const State& s) {
        int lying = 0, freeGeysers = 0, raised = 0, stranded = 0, reserve = 0;
        for (int p = 0; p < s.players; ++p)
            reserve += s.player[std::size_t(p)].moai;
        const std::uint64_t walkable = s.settlerReach();
        for (int sp = 0; sp < s.board->spaceCount(); ++sp) {
            if (s.spaceSunk(sp)) continue;
            const auto i = std::size_t(sp);
            stranded += s.ground[i] == Ground::Lava && !((walkable >> sp) & 1u);
            lying += s.ground[i] == Ground::Moai;
            for (int p = 0; p < s.players; ++p)
                lying += s.carried[i][std::size_t(p)];
            for (int g = 0; g < s.board->spaces[i].geyserCount; ++g) {
                freeGeysers += s.raised[i][std::size_t(g)] < 0;
                raised += s.raised[i][std::size_t(g)] >= 0;
            }
        }
        return {{"sunk_tiles", std::popcount(s.sunk)},
                {"volcanoes_left", s.volcanoCount()},
                {"lava_on_board", s.lavaOnBoard()},
                {"stranded_lava", stranded},
                {"lying_moai", lying},
                {"free_geysers", freeGeysers},
                {"raised_moai", raised},
                {"moai_in_reserve", reserve}};
    }
    // The die, the Volcano tokens and the sinking draws all come from the state's generator.
    static bool revealed(const State& before, const State& after) {
        return before.rng != after.rng;
    }
    // What a score counts, as a narration ends: "Red: 31 VP".
    static constexpr const char* kScoreUnit = "VP";
    static ScoreBreakdown score(const State& s, int p) { return volcanic::score(s, p); }
    static std::vector<int> winners(const State& s) { return volcanic::winners(s); }
    static std::string describe(const State& s, const Choice& c) {
        return volcanic::describe(s, c);
    }
    static std::optional<Choice> parse(std::string_view text) { return parseChoice(text); }
    // A state seat's view could have come from, its chance to come drawn from `seed`.
    static bool fromView(const nlohmann::json& view, const Context& board, std::uint64_t seed,
                         State& out, std::string& error) {
        return stateFromView(view, *board, seed, out, error);
    }
    // Any position, the start and a loaded one too, keeps the counts; a choice also keeps VP
    // (what StateForwards checks is not enough).
    static std::string invariantsAtStart(const State& s) { return checkPosition(s); }
    static std::string invariants(const State& before, const Choice& c, const State& after) {
        return checkInvariants(before, c, after);
    }
    static ai::Profile profile(ai::Level level) { return aiProfile(level); }
};

static_assert(GameKit<Kit>);

// Names the kit of a State for the generic layer (ai/choose.h); never called.
Kit kitOf(const State&);

} // namespace rano::volcanic
