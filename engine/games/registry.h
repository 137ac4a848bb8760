#pragma once

// The games this Rano plays, one entry each: what the CLI (play, replay, match, soak, bench,
// protocol), the file loader and the GUI ask about a game without naming it. Adding a game
// adds its kit folder (engine/<game>/), its entry file (games/<game>_entry.cpp) and one line
// in registry.cpp; no command changes.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "ai/level.h"
#include "core/replay_record.h"

namespace rano::games {

// The AI's advice in words: its choice and its top choices, in their text form.
struct Thought {
    struct Alternative {
        std::string choice;
        double winRate = 0;
        std::int64_t visits = 0;
    };
    std::string choice;
    std::vector<Alternative> top;
    std::int64_t iterations = 0;
    double seconds = 0;
};

// The AI's analysis of one recorded choice (ai/review.h), what a review shows of it: every
// player's chance to win before and after it (adding up to 1), the AI's best choice there, the
// points the one played cost and whether it was a mistake (ai::isMistake).
struct ChoiceVerdict {
    std::size_t step = 0; // the choice's number, from 0
    int player = 0;       // who made it
    std::string choice, best;
    double bestChance = 0, playedChance = 0; // the mover's chance after each
    // The mover's expected lead in points over the best of the others after each
    // (ai::DecisionReview::bestPoints).
    double bestPoints = 0, playedPoints = 0;
    double thrown = 0; // points the choice threw away for certain beyond the best (ai::thrownAway)
    std::vector<double> before, after;
    bool mistake = false;

    double pointsLost() const { return bestPoints - playedPoints; }
};

// {"ok":false,"error":error}: a refused protocol request.
nlohmann::json refusal(const std::string& error);

// A game in progress of any game, with its history: what a command asks of it.
class AnyGame {
public:
    virtual ~AnyGame() = default;

    virtual int players() const = 0;
    virtual bool over() const = 0;
    virtual int decider() const = 0; // -1 once over
    virtual int active() const = 0;  // whose turn it is
    // How long the game has run, in the entry's length unit (rounds, turns).
    virtual int length() const = 0;
    // How the game ended, in a word of the game's ("rule", "round-cap"); "" until it is over.
    virtual const char* endReason() const = 0;
    // What a finished game counts besides its length (bench::Tallies; empty for most games).
    virtual std::vector<std::pair<std::string, int>> tallies() const = 0;
    // Tells one player's turn from the next.
    virtual int turnMarker() const = 0;
    virtual std::size_t choices() const = 0; // played so far
    virtual std::uint64_t hash() const = 0;
    virtual int score(int player) const = 0;
    virtual std::vector<int> winners() const = 0;
    // The state after `n` choices as JSON (docs/state-format.md), and its hash.
    virtual nlohmann::json stateJson(std::size_t n) const = 0;
    virtual std::uint64_t hashAt(std::size_t n) const = 0;
    // What seat `viewer` (-1: a spectator) may know of the state after `n` choices.
    virtual nlohmann::json viewAt(std::size_t n, int viewer) const = 0;

    // The level's advice for whoever decides (ai/choose.h); playThought plays its choice. A
    // search stops early once `*abort` is true (a server that closes a table while its AI
    // thinks); the advice is then not to be played.
    virtual Thought think(ai::Level level, std::uint64_t seed, int ms, std::int64_t iterations,
                          const std::atomic<bool>* abort = nullptr) = 0;
    virtual std::string playThought(std::int64_t ms) = 0;
    // Whether the last choice can be taken back without showing chance or hidden information
    // again (core/game.h); undo() takes it back regardless.
    virtual bool canUndo() const = 0;
    // How many choices stay however far a player takes back (the last die or card turned up).
    virtual std::size_t undoFloor() const = 0;
    // Who made choice `n`.
    virtual int moverAt(std::size_t n) const = 0;
    virtual bool undo() = 0;

    // The AI's analysis of every choice so far, in order, as the app's review makes it:
    // `iterations` a decision (then the same on every machine), or `seconds` when iterations
    // is 0. `each` hears each choice's verdict as soon as the next one is known.
    virtual void analyse(std::int64_t iterations, double seconds,
                         const std::function<void(const ChoiceVerdict&)>& each) const = 0;

    // The replay file of the game so far, and its narration for a spectator, line by line.
    virtual nlohmann::json replayFile(const std::vector<Seat>& seats) const = 0;
    // The replay file's entry of the last choice played ({"choice", "player", "ms"}), null
    // before the first: what a server's journal appends after each choice.
    virtual nlohmann::json lastChoiceEntry() const = 0;
    virtual std::vector<std::string> narrate(const std::vector<Seat>& seats) const = 0;

    // The protocol's answers (docs/protocol.md) to "legal", "apply", "state", "load" and
    // "scores"; a refused request gets refusal(why).
    virtual nlohmann::json legalAnswer() const = 0;
    // "apply" and "load" come with a "choice" text and a "state".
    virtual nlohmann::json applyAnswer(const nlohmann::json& request) = 0;
    virtual nlohmann::json stateAnswer(const nlohmann::json& request) const = 0;
    virtual nlohmann::json loadAnswer(const nlohmann::json& request) = 0;
    virtual nlohmann::json scoresAnswer() const = 0;

    // The legal choice `choice` of whoever decides now as seat `viewer` (-1: a spectator) may
    // know it, in its text form: itself, unless it names what the viewer may not see (the card
    // game's face-down Sacrifice, told as "sacrifice" without its type). What a server tells
    // the others, for their logs in their own words (docs/online.md, `last`).
    virtual std::string choiceSeenBy(const std::string& choice, int viewer) const = 0;
    // The replay file of the game as seat `seat` saw it (docs/replay-format.md, "A seat's
    // record"): its views and the choices as that seat may know them, no seed. What a server
    // gives each player of a finished online game for their Library.
    virtual nlohmann::json seatRecord(const std::vector<Seat>& seats, int seat) const = 0;

    // What every seat may know of the game's setup besides a view: Volcanic Isle's continent
    // ({"continent": docs/continent-format.md}), which a view does not carry; {} for the
    // others. What a server sends each connection as it sits down (docs/online.md, `setup`).
    virtual nlohmann::json publicSetup() const { return nlohmann::json::object(); }
};

// A soak: random and greedy seats, every invariant checked after every choice, each game
// replayed from its record to the same position.
struct SoakSetup {
    long long games = 0;
    int minPlayers = 2, maxPlayers = 4;
    std::uint64_t seed = 1;
    std::vector<std::string> continents; // Volcanic Isle's kinds of continent, taken in turn
};
struct SoakOutcome {
    int exitCode = 0;       // 0 all held, 1 a violation or no setup, 2 a bad setup
    std::string error;      // why there is no summary
    nlohmann::json summary; // the figures
};

// One game the registry knows.
struct GameEntry {
    const char* id;   // as files carry it: "volcanic-isle"
    const char* noun; // how an error names it: "the card game"
    int minPlayers, maxPlayers;
    int boxMinutes;            // a game's length as its box tells it
    const char* lengthUnit;    // what length() counts: "rounds", "turns"
    const char* choiceExample; // a choice's text form, for an error: "move 3 4"
    // The setup keys its start() reads besides players and seed ("continent", "options").
    std::span<const char* const> setupKeys;
    // The keys its "options" may hold ("volcanoFaces"): a server refuses any other by name.
    std::span<const char* const> optionKeys;
    // Whether `replay --verify` names the game in its line (the card game's does).
    bool verifyNamesGame;
    // How a game may end (AnyGame::endReason): the rulebook's ends, and the word of our round
    // cap; any other reason is one of our fallbacks where the rulebook is silent.
    std::span<const char* const> printedEnds;
    const char* capEnd;

    const char* (*seatName)(int seat);
    ai::Profile (*profile)(ai::Level level);
    // A new game; nullptr with `error` when the setup cannot be played. `readFiles`: whether
    // the setup may name a file (a continent).
    std::unique_ptr<AnyGame> (*start)(int players, std::uint64_t seed, const nlohmann::json& setup,
                                      bool readFiles, std::string& error);
    // A replay or save file re-simulated, and its seats; nullptr with `error` naming the fault.
    std::unique_ptr<AnyGame> (*open)(const nlohmann::json& file, std::vector<Seat>& seats,
                                     std::string& error);
    SoakOutcome (*soak)(const SoakSetup& setup,
                        const std::function<void(const std::string&)>& report);
    // Speed figures; null with `error` when the game cannot be set up.
    nlohmann::json (*bench)(int players, double seconds, std::string& error);

    bool takes(std::string_view key) const;
    bool endsAsPrinted(std::string_view reason) const;
};

// Every game, the first the default.
std::span<const GameEntry* const> allGames();
const GameEntry& defaultGame();
const GameEntry* findGame(std::string_view id);
// The game a replay or save file holds, or nullptr when it names none this Rano plays.
const GameEntry* gameOfFile(const nlohmann::json& file);
// "volcanic-isle, rapa-nui-cards" (`separator` ", "), or "volcanic-isle|rapa-nui-cards".
std::string gameIds(const char* separator);

} // namespace rano::games
