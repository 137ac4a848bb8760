#pragma once

// Rapa Nui, the board game, as the generic layer sees it (core/game_kit.h).

#include <memory>

#include "ai/choose.h"
#include "ai/level.h"
#include "ai/mcts.h"
#include "ai/names.h"
#include "core/board_kit.h"
#include "core/game_kit.h"
#include "rapanui/board.h"
#include "rapanui/bots.h"
#include "rapanui/describe.h"
#include "rapanui/invariants.h"
#include "rapanui/scoring.h"
#include "rapanui/state.h"
#include "rapanui/state_json.h"

namespace rano::rapanui {

using namespace ai::names;

// Each level's time per decision and its knobs.
AiProfile aiProfile(AiLevel level);

// The adapter the generic search plays Rapa Nui through. After setup nothing is hidden and
// nothing is left to chance, so the search plays on the true position.
struct RapaNuiSearch
    : StateForwards<rapanui::State, rapanui::Choice, rapanui::ChoiceList, rapanui::kMaxPlayers> {
    static void determinize(State&, int, Rng&) {}
    // What the search weighs: every legal choice, but of the Barters only those giving one
    // kind for one other (up to 36 of the 146; decision 17's mixes are the human's).
    static void legal(const State& s, ChoiceList& out);
    static std::uint64_t key(const State& s) { return s.hash(); }
    // Transports differ in the spaces they pay for: every field goes into the key.
    static std::uint32_t choiceKey(const Choice& c);
    static Choice playout(const State& s, Rng& rng);
    // Dropping out of a transport phase while a Moai can be carried to an empty Ahu or a Pukao
    // to a Moai (ai::actingChoice): a beginner who holds a Moai with a chain to an empty Ahu
    // erects it.
    static bool wastesActions(const State& s, const Choice& c);
    // The greedy bot's reading of the position `c` leaves for whoever decides (ai::judgedChoice).
    static double quickValue(const State& s, const Choice& c, const ai::Outlook&, Rng&);
    static void evaluate(const State& s, const ai::Outlook& outlook,
                         std::array<double, kMaxPlayers>& reward);
    // evaluate, and each player's lead in points over the best of the others (a review's,
    // ai::leads): the score once the game is over, greedyValue before (the Moai a chain will
    // carry counted).
    static void evaluatePoints(const State& s, const ai::Outlook& outlook,
                               std::array<double, kMaxPlayers>& reward,
                               std::array<double, kMaxPlayers>& lead);
    // A review's mistake in points (ai::isMistake): more than a Resource (a point each). At 1,
    // 16 of the 196 choices of an Easy player's game against Medium were called mistakes, many
    // of them placements the search cannot tell apart by a point; at 1.5, 7 (docs/ai.md).
    static constexpr double kMistakePoints = 1.5;
    // What a choice throws away for certain (ai::thrownAway): the Resources lost at the top of
    // a track (decision 7), a point each at the end.
    static double pointsThrownAway(const State& s, const Choice& c) {
        return s.resourcesLost(c);
    }
    // A turn, as the rulebook counts them: one placement ("on your turn, place one"), one
    // transport ("on your turn, you can transport either 1 Moai or 1 Pukao"), one player's
    // moment of a phase. A player may place or transport several times in a row once the
    // others are done: each figurine placed and each piece carried starts a new turn, while
    // an Improvement bought or a tile's power used before or after it belongs to the same turn.
    static int turnMarker(const State& s) {
        const PlayerState& on = s.player[std::size_t(s.order[std::size_t(s.turn)])];
        // Free actions after the turn's placement or transport belong to it: the figurines
        // it placed and the piece it carried are not counted yet.
        const int done = s.phase == Phase::Place ? s.acted : 0;
        const int placed = on.villagers - on.villagersHome + (on.sorcerer == Spot::Track) +
                           (on.chief == Spot::Quarry || on.chief == Spot::Island) - done;
        const int carried =
            s.moaiErected() + (kPukao - s.pukao) - (s.phase == Phase::Transport && s.acted ? 1 : 0);
        return (((s.round * 16 + int(s.phase)) * 8 + s.turn) * 16 + placed) * 64 + carried;
    }
    // Keeping a tile, an owner's payment, a power at its moment: a quarter of the time, so a
    // turn with its side decisions stays within what a player will wait.
    static double thinkingShare(const State& s) {
        return s.phase == Phase::Place || s.phase == Phase::Transport || s.phase == Phase::Sculpt ||
                       s.phase == Phase::Style
                   ? 1.0
                   : 0.25;
    }
};

// Every state of a game points to the one Board its Game owns (the side for its players).
struct Kit
    : StateForwards<rapanui::State, rapanui::Choice, rapanui::ChoiceList, rapanui::kMaxPlayers>,
      BoardForwards<rapanui::State, rapanui::Options, Board> {
    static constexpr const char* kId = "rapa-nui";
    using Search = RapaNuiSearch;

    static std::string apply(State& s, const Choice& c, Events*) { return s.apply(c); }
    // Whose turn it is: the seat of the turn order at the moment (an owner paid inside the
    // mover's turn decides without its being their turn).
    static int active(const State& s) { return s.order[std::size_t(s.turn)]; }
    // How long the game has run: rounds.
    static int length(const State& s) { return s.round; }
    // The rule (few empty Ahu at a round's end), decision 16's round cap or decision 35's end
    // when too few Moai are left for the rule.
    static const char* endReason(const State& s) {
        constexpr const char* kWords[] = {"", "rule", "round-cap", "no-moai"};
        return kWords[std::size_t(s.endReason)];
    }
    // After setup nothing is hidden and nothing is left to chance.
    static bool revealed(const State&, const State&) { return false; }
    // What a score counts, as a narration ends: "Red: 31 VP".
    static constexpr const char* kScoreUnit = "points";
    static ScoreBreakdown score(const State& s, int p) { return rapanui::score(s, p); }
    static std::vector<int> winners(const State& s) { return rapanui::winners(s); }
    static std::string describe(const State& s, const Choice& c) { return rapanui::describe(s, c); }
    static std::optional<Choice> parse(std::string_view text) { return parseChoice(text); }
    // The state a view shows: nothing is hidden.
    static bool fromView(const nlohmann::json& view, const Context& board, std::uint64_t,
                         State& out, std::string& error) {
        return stateFromView(view, *board, out, error);
    }
    static ai::Profile profile(ai::Level level) { return aiProfile(level); }
};

static_assert(GameKit<Kit>);

// Names the kit of a State for the generic layer (ai/choose.h); never called.
Kit kitOf(const State&);

// The board side a game of `players` plays on.
inline Side sideFor(int players) {
    return players == 2 ? Side::Two : Side::ThreeFour;
}

} // namespace rano::rapanui
