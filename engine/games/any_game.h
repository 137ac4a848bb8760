#pragma once

// AnyGame (games/registry.h) for any game kit: what every game answers alike. A game's entry
// file derives from it for what only that game tells (its narration, its protocol answers).

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ai/choose.h"
#include "ai/review.h"
#include "core/game.h"
#include "core/game_kit.h"
#include "core/index.h"
#include "core/json_read.h"
#include "core/replay_record.h"
#include "games/bench.h"
#include "games/registry.h"

namespace rano::games {

template <GameKit Kit, class GameT> class AnyGameOf : public AnyGame {
public:
    using GameType = GameT;

    explicit AnyGameOf(std::unique_ptr<GameT> game) : game_(std::move(game)) {}

    const GameT& game() const { return *game_; }
    GameT& game() { return *game_; }
    const typename Kit::State& state() const { return game_->state(); }

    int players() const override { return Kit::players(state()); }
    bool over() const override { return Kit::over(state()); }
    int decider() const override { return Kit::decider(state()); }
    // Whose turn it is: the kit's active(), when whose turn it is is not a field of the state.
    int active() const override {
        if constexpr (requires(const typename Kit::State& s) { Kit::active(s); })
            return Kit::active(state());
        else
            return state().active;
    }
    int length() const override { return Kit::length(state()); }
    const char* endReason() const override { return Kit::endReason(state()); }
    bench::Tallies tallies() const override { return bench::talliesOf<Kit>(state()); }
    int turnMarker() const override { return Kit::Search::turnMarker(state()); }
    std::size_t choices() const override { return game_->moves().size(); }
    std::uint64_t hash() const override { return Kit::hash(state()); }
    int score(int player) const override { return Kit::score(state(), player).total(); }
    std::vector<int> winners() const override { return Kit::winners(state()); }
    nlohmann::json stateJson(std::size_t n) const override {
        return Kit::toJson(game_->stateAt(n));
    }
    std::uint64_t hashAt(std::size_t n) const override { return Kit::hash(game_->stateAt(n)); }
    nlohmann::json viewAt(std::size_t n, int viewer) const override {
        return Kit::view(game_->stateAt(n), viewer);
    }

    Thought think(ai::Level level, std::uint64_t seed, int ms, std::int64_t iterations,
                  const std::atomic<bool>* abort) override {
        const auto advice = ai::chooseAtLevel<Kit>(state(), level, seed, ms, iterations, abort, {});
        thought_ = advice.choice;
        Thought t;
        t.choice = Kit::text(advice.choice);
        for (const auto& alt : advice.top)
            t.top.push_back({Kit::text(alt.choice), alt.winRate, alt.visits});
        t.iterations = advice.iterations;
        t.seconds = advice.seconds;
        return t;
    }
    std::string playThought(std::int64_t ms) override { return game_->play(thought_, ms); }
    bool canUndo() const override { return game_->canUndo(); }
    std::size_t undoFloor() const override { return game_->undoFloor(); }
    int moverAt(std::size_t n) const override { return game_->moves().at(n).player; }
    bool undo() override { return game_->undo(); }

    void analyse(std::int64_t iterations, double seconds,
                 const std::function<void(const ChoiceVerdict&)>& each) const override {
        const auto& moves = game_->moves();
        const int players = Kit::players(state());
        // The review of the position at `step` (the choice played there, or any choice after
        // the last one): the mover's best and every player's chance before it.
        const auto review = [&](std::size_t step, const typename Kit::Choice& played) {
            return ai::reviewAtHard<Kit>(game_->stateAt(step), played, iterations,
                                         ai::reviewSeed(game_->seed(), step), nullptr,
                                         ai::kMistakeThreshold, seconds);
        };
        const auto chances = [&](const auto& r, int mover) {
            std::vector<double> value = r.value;
            value.resize(std::size_t(players), 0.0);
            return ai::sharedChances(value, r.bestWinRate, mover);
        };
        std::optional<ChoiceVerdict> pending;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const auto r = review(i, moves[i].choice);
            ChoiceVerdict v;
            v.step = i;
            v.player = moves[i].player;
            v.choice = Kit::text(moves[i].choice);
            v.best = Kit::text(r.best);
            v.bestChance = r.bestWinRate;
            v.playedChance = r.playedWinRate;
            v.bestPoints = r.bestPoints;
            v.playedPoints = r.playedPoints;
            v.thrown = r.thrown;
            v.mistake = r.mistake;
            v.before = chances(r, v.player);
            if (pending) {
                pending->after = v.before;
                each(*pending);
            }
            pending = std::move(v);
        }
        if (!pending) return;
        if (Kit::over(state())) {
            pending->after = ai::judgedChances<typename Kit::Search>(state(), players);
        } else {
            typename Kit::ChoiceList legal;
            Kit::legal(state(), legal);
            pending->after = chances(review(moves.size(), legal[0]), Kit::decider(state()));
        }
        each(*pending);
    }

    nlohmann::json replayFile(const std::vector<Seat>& seats) const override {
        return replayToJson(*game_, seats);
    }
    std::string choiceSeenBy(const std::string& choice, int viewer) const override {
        const auto c = Kit::parse(choice);
        return c ? replay::seenText<Kit>(state(), *c, viewer) : choice;
    }
    nlohmann::json seatRecord(const std::vector<Seat>& seats, int seat) const override {
        GameT seen = *game_;
        seen.setSeenBy(seat);
        return replayToJson(seen, seats);
    }
    nlohmann::json lastChoiceEntry() const override {
        const auto& moves = game_->moves();
        if (moves.empty()) return nullptr;
        return {{"choice", Kit::text(moves.back().choice)},
                {"player", moves.back().player},
                {"ms", moves.back().ms}};
    }

    // The game played again from its start and told alike for every game: a heading whenever
    // its length (Kit::length) moves on, a line "  <seat>: <what>" a choice, a line
    // "    - <line>" for each thing the choice made happen, and the final scores.
    std::vector<std::string> narrate(const std::vector<Seat>& seats) const override {
        std::vector<std::string> lines;
        GameOf<Kit> narrated(game_->context(), game_->options(), game_->seed());
        int told = -1; // no length is negative: the first choice starts a heading
        const auto& moves = game_->moves();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const auto& m = moves[i];
            if (const int length = Kit::length(narrated.state()); length != told) {
                told = length;
                lines.push_back(heading(narrated.state(), seats));
            }
            lines.push_back("  " + seats[u(m.player)].name + ": " +
                            what(narrated.state(), m.choice));
            typename Kit::Events events{};
            narrated.play(m.choice, m.ms, &events);
            for (const std::string& line :
                 followed(narrated.stateAt(i), m.choice, events, narrated.state()))
                lines.push_back("    - " + line);
        }
        finalScores(narrated.state(), seats, lines);
        return lines;
    }

    nlohmann::json legalAnswer() const override {
        typename Kit::ChoiceList list;
        Kit::legal(state(), list);
        nlohmann::json choices = nlohmann::json::array();
        for (const auto& c : list)
            choices.push_back(Kit::text(c));
        return {{"ok", true},
                {"over", Kit::over(state())},
                {"player", Kit::decider(state())},
                {"choices", choices}};
    }

    // The whole state, or with a "viewer" what that seat (-1: a spectator) may know: its view
    // (Kit::view), with no hash, since the state's hash would tell the hidden parts apart.
    nlohmann::json stateAnswer(const nlohmann::json& r) const override {
        if (!r.contains("viewer"))
            return {{"ok", true}, {"state", Kit::toJson(state())}, {"hash", hashText(hash())}};
        nlohmann::json refused;
        const auto viewer = viewerOf(r, refused);
        if (!viewer) return refused;
        return {{"ok", true}, {"view", Kit::view(state(), *viewer)}};
    }

    nlohmann::json loadAnswer(const nlohmann::json& r) override {
        typename Kit::State s;
        std::string error;
        if (!Kit::fromJson(r["state"], game_->context(), s, error))
            return refusal("invalid state: " + error);
        game_->reset(s);
        return {{"ok", true}};
    }

    nlohmann::json scoresAnswer() const override {
        nlohmann::json list = nlohmann::json::array();
        for (int p = 0; p < players(); ++p) {
            const auto b = Kit::score(state(), p);
            nlohmann::json parts = nlohmann::json::object();
            for (const auto& [name, value] : b.parts())
                parts[name] = value;
            list.push_back({{"player", p}, {"total", b.total()}, {"breakdown", parts}});
        }
        return {{"ok", true}, {"scores", list}, {"winners", Kit::winners(state())}};
    }

protected:
    // The seat the request's "viewer" names, -1 for a spectator, or nothing with `refused` set.
    std::optional<int> viewerOf(const nlohmann::json& r, nlohmann::json& refused) const {
        if (!jsonread::inRange(r["viewer"], -1, players() - 1)) {
            refused = refusal("\"viewer\" must be a seat (0-" + std::to_string(players() - 1) +
                              ") or -1 for a spectator");
            return std::nullopt;
        }
        return r["viewer"].template get<int>();
    }

    // Plays the request's "choice" text for whoever decides: the choice, or nothing with
    // `refused` set to the refusal to answer.
    std::optional<typename Kit::Choice> playRequest(const nlohmann::json& r,
                                                    nlohmann::json& refused,
                                                    typename Kit::Events* events = nullptr) {
        const std::string text = r["choice"].template get<std::string>();
        const auto choice = Kit::parse(text);
        if (!choice) {
            refused = refusal("\"" + text + "\" is not a choice");
        } else if (std::string why = game_->play(*choice, 0, events); !why.empty()) {
            refused = refusal("illegal choice \"" + text + "\": " + why);
            return std::nullopt;
        }
        return choice;
    }

    // The narration's words, each game's own where it says more than most: the heading of a
    // round ("Round 2"), a choice as a spectator is told it, and what it made happen (nothing).
    virtual std::string heading(const typename Kit::State& s, const std::vector<Seat>&) const {
        return "Round " + std::to_string(Kit::length(s));
    }
    virtual std::string what(const typename Kit::State& before,
                             const typename Kit::Choice& c) const {
        return Kit::describe(before, c);
    }
    virtual std::vector<std::string> followed(const typename Kit::State&,
                                              const typename Kit::Choice&,
                                              const typename Kit::Events&,
                                              const typename Kit::State&) const {
        return {};
    }

    // A finished game's last lines of narration: "Red: 31 VP", one a seat.
    static void finalScores(const typename Kit::State& s, const std::vector<Seat>& seats,
                            std::vector<std::string>& lines) {
        if (Kit::over(s))
            for (int p = 0; p < Kit::players(s); ++p)
                lines.push_back(seats[std::size_t(p)].name + ": " +
                                std::to_string(Kit::score(s, p).total()) + " " + Kit::kScoreUnit);
    }

    std::unique_ptr<GameT> game_;
    typename Kit::Choice thought_{};
};

// A replay or save file re-simulated by `read(replay, game, error)` (the game's
// replayFromJson), on the table as `AnyGameT`; its seats in `seats`.
template <class AnyGameT, class ReplayT, class Read>
std::unique_ptr<AnyGame> openReplay(std::vector<Seat>& seats, std::string& error, Read read) {
    ReplayT replay;
    std::unique_ptr<typename AnyGameT::GameType> game;
    if (!read(replay, game, error)) return nullptr;
    seats = replay.seats;
    return std::make_unique<AnyGameT>(std::move(game));
}

} // namespace rano::games
