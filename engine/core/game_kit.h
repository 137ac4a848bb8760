#pragma once

// What a game gives the generic layer: its kit, one struct of types and static functions
// (engine/<game>/kit.h). The history (core/game.h), the AI's entry points
// (ai/choose.h), the replay file (core/replay_record.h) and the registry of games
// (games/registry.h) are written once against it; each game checks its kit with
// static_assert(GameKit<Kit>).

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "ai/level.h"
#include "core/rng.h"

namespace rano {

// A kit with nothing to share between its states (the card game): Context and Events.
struct NoContext {};
struct NoEvents {};

// What a kit and its search adapter forward to a State that answers for itself
// (legalChoices, applyLegal, whoDecides, over, players, hash) and to the functions every game
// names alike (toText, stateToJson, viewToJson, randomBotChoice, greedyBotChoice,
// checkInvariants); each derives from it and adds the rest.
template <class StateT, class ChoiceT, class ChoiceListT, int MaxPlayers> struct StateForwards {
    using State = StateT;
    using Choice = ChoiceT;
    using ChoiceList = ChoiceListT;
    static constexpr int kMaxPlayers = MaxPlayers;
    // What most games are, each kit saying where it is otherwise: played by two or more, and
    // choices that report no events.
    static constexpr int kMinPlayers = 2;
    using Events = NoEvents;

    static void legal(const State& s, ChoiceList& out) { s.legalChoices(out); }
    // A choice taken from legal() of this very state, not checked again: the search's path.
    static void apply(State& s, const Choice& c) { s.applyLegal(c); }
    static int decider(const State& s) { return s.whoDecides(); }
    static bool over(const State& s) { return s.over(); }
    static int players(const State& s) { return s.players; }
    static std::uint64_t hash(const State& s) { return s.hash(); }
    // The game's own functions, found in its namespace by the State or Choice they take.
    static std::string text(const Choice& c) { return toText(c); }
    static nlohmann::json toJson(const State& s) { return stateToJson(s); }
    static nlohmann::json view(const State& s, int viewer) { return viewToJson(s, viewer); }
    static Choice randomBot(const State& s, Rng& rng) { return randomBotChoice(s, rng); }
    static Choice greedyBot(const State& s, Rng& rng) { return greedyBotChoice(s, rng); }
    // What the soak checks, by the game's checkInvariants: every position alike, the start too.
    // A kit that checks a choice by its before and after says so itself.
    static std::string invariantsAtStart(const State& s) { return checkInvariants(s); }
    static std::string invariants(const State&, const Choice&, const State& after) {
        return checkInvariants(after);
    }
};

template <class K>
concept GameKit = requires(typename K::State& s, const typename K::State& cs,
                           const typename K::Choice& c, typename K::ChoiceList& list,
                           const typename K::Context& context, const typename K::Options& options,
                           typename K::Events* events, Rng& rng, std::string_view text,
                           const nlohmann::json& j, std::string& error) {
    // The id its files carry, and the number of seats.
    { K::kId } -> std::convertible_to<const char*>;
    { K::kMinPlayers } -> std::convertible_to<int>;
    { K::kMaxPlayers } -> std::convertible_to<int>;
    // The position, its choices, what its states share (a board) and what a choice tells.
    typename K::State;
    typename K::Choice;
    typename K::ChoiceList;
    typename K::Options;
    typename K::Context;
    typename K::Events;
    { K::setup(context, options, std::uint64_t()) } -> std::same_as<typename K::State>;
    {K::attach(s, context)};
    {K::legal(cs, list)};
    { K::apply(s, c, events) } -> std::same_as<std::string>; // "" or why it is refused
    { K::decider(cs) } -> std::same_as<int>;                 // -1 once over
    { K::over(cs) } -> std::same_as<bool>;
    { K::players(cs) } -> std::same_as<int>;
    { K::length(cs) } -> std::same_as<int>; // rounds, turns: what the game counts
    // Whether a choice drew chance or turned up hidden information on its way from one state to
    // the next (a die, a refill): take back stops there, or a player would see it again.
    { K::revealed(cs, cs) } -> std::same_as<bool>;
    // How a finished game ended, in a word of the game's ("rule", "round-cap"); "" before.
    { K::endReason(cs) } -> std::convertible_to<const char*>;
    { K::hash(cs) } -> std::same_as<std::uint64_t>;
    // Scores, in their unit ("VP"), and their breakdown, the winners.
    { K::kScoreUnit } -> std::convertible_to<const char*>;
    { K::score(cs, 0).total() } -> std::same_as<int>;
    {K::score(cs, 0).parts()};
    { K::winners(cs) } -> std::same_as<std::vector<int>>;
    // Words: a choice told to a player, a choice's text form and back, a state as JSON.
    { K::describe(cs, c) } -> std::same_as<std::string>;
    { K::text(c) } -> std::same_as<std::string>;
    { K::parse(text) } -> std::same_as<std::optional<typename K::Choice>>;
    { K::toJson(cs) } -> std::same_as<nlohmann::json>;
    // What seat `viewer` (-1: a spectator) may know of a state, as JSON: everything a player
    // with a perfect memory could tell, nothing else (no generator, no hidden card), so two
    // states that seat cannot tell apart give the same view. Every front end and every answer
    // meant for one seat is made of it; a game that hides nothing says so in its view.
    { K::view(cs, 0) } -> std::same_as<nlohmann::json>;
    // A state read back for its context; false with `error` naming the field at fault.
    { K::fromJson(j, context, s, error) } -> std::same_as<bool>;
    // A state that seat's view (view()) could have come from, what it hides drawn from a seed.
    { K::fromView(j, context, std::uint64_t(), s, error) } -> std::same_as<bool>;
    // What must hold after every choice (the soak checks it): "" or the first broken rule.
    { K::invariantsAtStart(cs) } -> std::same_as<std::string>;
    { K::invariants(cs, c, cs) } -> std::same_as<std::string>;
    // The bots, the search adapter (ai/mcts.h) and each level's knobs.
    { K::randomBot(cs, rng) } -> std::same_as<typename K::Choice>;
    { K::greedyBot(cs, rng) } -> std::same_as<typename K::Choice>;
    typename K::Search;
    { K::profile(ai::Level::Hard) } -> std::same_as<ai::Profile>;
};

} // namespace rano
