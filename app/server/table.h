#pragma once

// One game of any kit at a server (docs/online.md): the engine's game through the registry's
// AnyGame, its seats, and who listens. The table alone holds the truth (the seed, the hidden
// cards, the draw order); it checks every choice against the sending seat, the position's
// version and the legal choices, runs its AI seats off the network thread, and tells each
// listener only what its seat may know: the engine's per-seat view, the spectator's line of
// what was done, and the legal choices to the seat that decides.

#include <atomic>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <nlohmann/json.hpp>

#include "games/registry.h"
#include "listener.h"
#include "server_limits.h"
#include "table_record.h"

namespace rano::server {

class Table : public QObject {
    Q_OBJECT
public:
    // `save` is called after every change that must outlive the server (a choice, a seat
    // taken), before anyone is told of it.
    using Save = std::function<void(const Table&)>;

    Table(const games::GameEntry& entry, std::unique_ptr<games::AnyGame> game, TableRecord record,
          std::uint64_t seed, const Limits& limits, Save save);
    ~Table() override;

    const std::string& id() const { return record_.id; }
    const TableRecord& record() const { return record_; }
    const games::GameEntry& entry() const { return entry_; }
    long long version() const { return version_; } // choices played
    // The replay file's entry of the last choice played (its journal line; TableStore).
    nlohmann::json lastChoice() const { return game_->lastChoiceEntry(); }
    bool over() const { return over_; }
    int decider() const { return decider_; }
    std::uint64_t hash() const { return hash_; } // the whole position's, for tests and logs
    // The table file (docs/online.md): the record and the replay (engine/core/replay_record.h).
    nlohmann::json file() const;

    // The public list of the seats: kind, name, level, whether connected.
    nlohmann::json seatsJson() const;
    // The position as `seat` (kSpectator: a spectator) may know it.
    nlohmann::json position(int seat) const;
    // What was done after `version` as a returning player is told it, or null when the table
    // no longer remembers that far back (then the position alone tells it).
    nlohmann::json missedSince(long long version, int seat) const;

    // The player of `seat` leaves for good: an AI of the table's stand-in level plays it to the
    // end under the player's name, and the seat's token opens it no more. The lobby then
    // detaches the player's connection, which tells everyone.
    void leaveForGood(int seat);
    // Seats an open seat: the new human's name and token hash; the others are told when the
    // player's connection attaches.
    void seat(int seat, const std::string& name, const std::string& tokenHash);
    // Starts the AI's thinking if an AI seat decides (after a restore, or a creation).
    void start() { maybeThink(); }

    // Listeners: at most one a seat (a second takes over from the first, which is shut) and any
    // number of spectators; each is sent the position when it comes, with the game's public
    // `setup` and `extra`'s fields (a returning player's "missed").
    void attach(Listener* listener, int seat,
                const nlohmann::json& extra = nlohmann::json::object());
    void detach(Listener* listener);
    bool connected(int seat) const;
    std::size_t spectators() const;

    // `seat`'s choice at `version`: "" when played, else why it is refused (nothing changes).
    std::string choose(int seat, long long version, const std::string& choice);

    // Take back (docs/online.md): `seat`, seeing `version` (or an earlier one: the choices made
    // since go back too), asks to take back its last decision and every choice since, never past a
    // die roll or a card turned up. The other people whose choices it would undo are asked
    // (`takeBack` "asked"); the AIs' replies go without asking.
    // "" when asked or done, else why not (nothing changes).
    std::string askTakeBack(int seat, long long version);
    // A player asked answers: all agreeing takes it back, one refusing ends the request.
    std::string answerTakeBack(int seat, bool agree);

    // Whether an AI is thinking now (tests wait for it).
    bool thinking() const { return thinking_; }
    // Whether an AI stands in for `seat`'s absent player (its grace ran out).
    bool standingIn(int seat) const { return standIn_[std::size_t(seat)]; }

private:
    void refresh();
    void accept(int seat, const std::string& choice);
    void broadcast(const nlohmann::json& message);
    // The take back asked, once everyone asked agreed: now, or once the AI thinking is done.
    void takeBack();
    // Tells everyone the request ended (`state`: "refused", "lapsed") and forgets it.
    void endTakeBack(const char* state, int by);
    void maybeThink();
    void thought();
    void broadcastSeats();
    std::vector<Seat> replaySeats() const;
    // The level of the AI that plays `seat` now, or null when its human does.
    const std::string* aiLevel(int seat) const;
    void left(int seat);
    void returned(int seat);
    std::uint64_t aiSeed() const;

    const games::GameEntry& entry_;
    std::unique_ptr<games::AnyGame> game_;
    TableRecord record_;
    std::uint64_t seed_;
    const Limits& limits_;
    Save save_;

    // What the network thread reads: refreshed after each choice. While an AI thinks on the
    // game the network thread changes nothing in it (no seat but the AI's may choose) and
    // reads it only through const calls (the file written when a seat is taken).
    long long version_ = 0;
    bool over_ = false;
    int decider_ = -1, active_ = -1;
    std::uint64_t hash_ = 0;
    std::vector<nlohmann::json> views_; // [0] the spectator's, [1 + s] seat s's
    std::vector<std::string> legal_;
    nlohmann::json scores_; // once over
    // Once over, each seat's record of the game for its Library (AnyGame::seatRecord).
    std::vector<nlohmann::json> records_;
    struct Done {
        long long version; // after the choice
        int seat;
        nlohmann::json told;
        std::vector<std::string> seen; // the choice as [0] a spectator, [1 + s] seat s knows it
    };
    // What a player (or a spectator) is told of a choice done: `last` and `missed`.
    static nlohmann::json toldOf(const Done& done, int seat);
    std::deque<Done> history_;
    // A take back asked and not yet done or refused.
    struct TakeBackAsked {
        int seat;                 // who asked
        long long from, to;       // the version it was asked at, the one it goes back to
        std::vector<int> waiting; // who must still agree
        bool agreed = false;      // everyone did: done once no AI thinks
    };
    std::optional<TakeBackAsked> takeBack_;

    std::map<Listener*, int> listeners_;

    // How long each seat has had to decide, in ms (this server's run only): the finished spells
    // in `clockMs_`, the current decider's running since `spellStartMs_` (monotonicMs).
    std::vector<std::int64_t> clockMs_;
    int clockSeat_ = -1;
    std::int64_t spellStartMs_ = 0;
    // Ends the running spell when another seat decides (or none, once over).
    void runClock();

    // The grace of each seat's absent player, and whether an AI stands in for it.
    std::vector<std::unique_ptr<QTimer>> grace_;
    std::vector<bool> standIn_;

    std::atomic<bool> abort_{false};
    bool thinking_ = false;
    QFutureWatcher<games::Thought> ai_;
};

} // namespace rano::server
