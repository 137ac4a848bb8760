#include "table.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstdio>

#include "ai/level.h"
#include "rate_limit.h"

namespace rano::server {

using nlohmann::json;

namespace {

// splitmix64: the AI's own chance for a decision, from the table's seed, the version and the
// seat, so that no two decisions share it and none can be told from what clients see.
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

Table::Table(const games::GameEntry& entry, std::unique_ptr<games::AnyGame> game,
             TableRecord record, std::uint64_t seed, const Limits& limits, Save save)
    : entry_(entry), game_(std::move(game)), record_(std::move(record)), seed_(seed),
      limits_(limits), save_(std::move(save)) {
    connect(&ai_, &QFutureWatcher<games::Thought>::finished, this, &Table::thought);
    standIn_.assign(record_.seats.size(), false);
    clockMs_.assign(record_.seats.size(), 0);
    for (std::size_t i = 0; i < record_.seats.size(); ++i) {
        auto timer = std::make_unique<QTimer>();
        timer->setSingleShot(true);
        connect(timer.get(), &QTimer::timeout, this, [this, i] {
            standIn_[i] = true;
            broadcastSeats();
            maybeThink();
        });
        grace_.push_back(std::move(timer));
    }
    refresh();
    // Nobody sits at a table yet: each human seat's grace runs from now (a restored table).
    for (std::size_t i = 0; i < record_.seats.size(); ++i)
        left(int(i));
}

void Table::left(int seat) {
    if (record_.seats[std::size_t(seat)].kind != SeatKind::Human || record_.graceSeconds <= 0)
        return;
    grace_[std::size_t(seat)]->start(record_.graceSeconds * 1000);
}

void Table::leaveForGood(int seat) {
    TableSeat& s = record_.seats[std::size_t(seat)];
    s.kind = SeatKind::Ai;
    s.level = record_.standIn;
    s.tokenHash.clear();
    s.left = true;
    grace_[std::size_t(seat)]->stop();
    standIn_[std::size_t(seat)] = false;
    if (save_) save_(*this);
    maybeThink();
}

void Table::returned(int seat) {
    grace_[std::size_t(seat)]->stop();
    standIn_[std::size_t(seat)] = false;
}

const std::string* Table::aiLevel(int seat) const {
    if (seat < 0) return nullptr;
    const TableSeat& s = record_.seats[std::size_t(seat)];
    if (s.kind == SeatKind::Ai) return &s.level;
    if (s.kind == SeatKind::Human && standIn_[std::size_t(seat)]) return &record_.standIn;
    return nullptr;
}

Table::~Table() {
    abort_ = true;
    ai_.waitForFinished();
}

json Table::file() const {
    return {{"format", kTableFormat},
            {"version", kTableFormatVersion},
            {"table", recordToJson(record_)},
            {"replay", game_->replayFile(replaySeats())}};
}

std::vector<Seat> Table::replaySeats() const {
    std::vector<Seat> seats;
    for (const TableSeat& s : record_.seats)
        seats.push_back({s.name, s.kind != SeatKind::Ai, s.kind == SeatKind::Ai ? s.level : ""});
    return seats;
}

void Table::runClock() {
    if (decider_ == clockSeat_) return;
    const std::int64_t now = monotonicMs();
    if (clockSeat_ >= 0) clockMs_[std::size_t(clockSeat_)] += now - spellStartMs_;
    clockSeat_ = decider_;
    spellStartMs_ = now;
}

void Table::refresh() {
    version_ = static_cast<long long>(game_->choices());
    over_ = game_->over();
    decider_ = over_ ? -1 : game_->decider();
    runClock();
    active_ = game_->active();
    hash_ = game_->hash();
    views_.clear();
    for (int viewer = kSpectator; viewer < game_->players(); ++viewer)
        views_.push_back(game_->stateAnswer(json{{"viewer", viewer}})["view"]);
    legal_.clear();
    if (!over_) {
        const json legal = game_->legalAnswer();
        for (const json& c : legal["choices"])
            legal_.push_back(c.get<std::string>());
    }
    scores_ = over_ ? game_->scoresAnswer() : json();
    if (over_) scores_.erase("ok");
    records_.clear();
    if (over_)
        for (int seat = 0; seat < game_->players(); ++seat)
            records_.push_back(game_->seatRecord(replaySeats(), seat));
}

json Table::seatsJson() const {
    json list = json::array();
    for (std::size_t i = 0; i < record_.seats.size(); ++i) {
        const TableSeat& s = record_.seats[i];
        json seat = {{"seat", int(i)},
                     {"kind", seatKindName(s.kind)},
                     {"name", s.name},
                     {"connected", s.kind == SeatKind::Ai || connected(int(i))}};
        if (s.kind == SeatKind::Ai) seat["level"] = s.level;
        if (s.left) seat["left"] = true;
        if (standIn_[i]) seat["standIn"] = record_.standIn;
        // How long this seat has had to decide so far, the running spell included.
        seat["clockMs"] = clockMs_[i] + (int(i) == clockSeat_ ? monotonicMs() - spellStartMs_ : 0);
        list.push_back(seat);
    }
    return list;
}

json Table::position(int seat) const {
    json p = {{"type", "position"},  {"table", record_.id},
              {"game", entry_.id},   {"version", version_},
              {"seat", seat},        {"seats", seatsJson()},
              {"decider", decider_}, {"active", active_},
              {"over", over_},       {"view", views_[std::size_t(seat + 1)]}};
    if (seat >= 0 && seat == decider_ && !over_) p["legal"] = legal_;
    if (over_) p["result"] = scores_;
    // A player's own record of the finished game, for their Library: their views, no seed.
    if (over_ && seat >= 0) p["record"] = records_[std::size_t(seat)];
    return p;
}

json Table::toldOf(const Done& done, int seat) {
    json told = {{"version", done.version}, {"seat", done.seat}, {"told", done.told}};
    if (std::size_t(seat + 1) < done.seen.size()) told["choice"] = done.seen[std::size_t(seat + 1)];
    return told;
}

json Table::missedSince(long long version, int seat) const {
    if (version >= version_) return json::array();
    if (history_.empty() || history_.front().version > version + 1) return nullptr;
    json list = json::array();
    for (const Done& d : history_)
        if (d.version > version) list.push_back(toldOf(d, seat));
    return list;
}

void Table::seat(int seat, const std::string& name, const std::string& tokenHash) {
    TableSeat& s = record_.seats[std::size_t(seat)];
    s.kind = SeatKind::Human;
    s.name = name;
    s.tokenHash = tokenHash;
    if (save_) save_(*this);
}

void Table::attach(Listener* listener, int seat, const json& extra) {
    if (seat >= 0)
        for (auto it = listeners_.begin(); it != listeners_.end(); ++it)
            if (it->second == seat) {
                Listener* old = it->first;
                listeners_.erase(it);
                old->deliver({{"type", "replaced"},
                              {"reason", "this seat was resumed from another connection"}});
                old->shut(4001, "seat resumed elsewhere");
                break;
            }
    listeners_[listener] = seat;
    if (seat >= 0) returned(seat);
    json p = position(seat);
    // Once a connection: what its views do not carry (Volcanic Isle's continent).
    p["setup"] = game_->publicSetup();
    p.update(extra);
    listener->deliver(p);
    if (seat >= 0) broadcastSeats();
}

void Table::detach(Listener* listener) {
    const auto it = listeners_.find(listener);
    if (it == listeners_.end()) return;
    const int seat = it->second;
    listeners_.erase(it);
    if (seat >= 0) {
        left(seat);
        broadcastSeats();
    }
}

bool Table::connected(int seat) const {
    return std::any_of(listeners_.begin(), listeners_.end(),
                       [&](const auto& l) { return l.second == seat; });
}

std::size_t Table::spectators() const {
    return std::size_t(std::count_if(listeners_.begin(), listeners_.end(),
                                     [](const auto& l) { return l.second == kSpectator; }));
}

void Table::broadcastSeats() {
    const json message = {{"type", "seats"}, {"table", record_.id}, {"seats", seatsJson()}};
    for (const auto& [listener, seat] : listeners_)
        listener->deliver(message);
}

std::string Table::choose(int seat, long long version, const std::string& choice) {
    if (seat < 0) return "a spectator cannot choose";
    if (over_) return "the game is over";
    if (version != version_)
        return "stale version " + std::to_string(version) + ": the position is at version " +
               std::to_string(version_);
    if (seat != decider_)
        return "not your turn: " + record_.seats[std::size_t(decider_)].name + " decides now";
    if (thinking_)
        return "the AI standing in for this seat is choosing; wait for the position after it";
    if (std::find(legal_.begin(), legal_.end(), choice) == legal_.end())
        return json(choice).dump(-1, ' ', false, json::error_handler_t::replace) +
               " is not a legal choice now (the position's \"legal\" lists them)";
    accept(seat, choice);
    return {};
}

void Table::broadcast(const json& message) {
    for (const auto& [listener, seat] : listeners_)
        listener->deliver(message);
}

std::string Table::askTakeBack(int seat, long long version) {
    if (seat < 0) return "a spectator cannot take back";
    if (over_) return "the game is over";
    // Others may have chosen since the player asked (an AI's reply): those go back too.
    if (version > version_)
        return "stale version " + std::to_string(version) + ": the position is at version " +
               std::to_string(version_);
    if (takeBack_) return "a take back is already asked";
    long long to = version_ - 1;
    while (to >= 0 && game_->moverAt(std::size_t(to)) != seat)
        --to;
    if (to < 0) return "you have made no decision to take back";
    if (to < static_cast<long long>(game_->undoFloor()))
        return "take back stops at a die roll or a card turned up: what it showed stays";
    TakeBackAsked asked{seat, version_, to, {}, false};
    for (long long n = to; n < version_; ++n) {
        const int mover = game_->moverAt(std::size_t(n));
        const TableSeat& s = record_.seats[std::size_t(mover)];
        if (mover == seat || s.kind != SeatKind::Human || standIn_[std::size_t(mover)] ||
            std::find(asked.waiting.begin(), asked.waiting.end(), mover) != asked.waiting.end())
            continue;
        if (!connected(mover)) return s.name + " is away and cannot be asked";
        asked.waiting.push_back(mover);
    }
    takeBack_ = asked;
    if (asked.waiting.empty()) {
        takeBack_->agreed = true;
        takeBack();
        return {};
    }
    broadcast({{"type", "takeBack"},
               {"table", record_.id},
               {"state", "asked"},
               {"seat", seat},
               {"version", version_},
               {"to", to},
               {"waiting", asked.waiting}});
    return {};
}

std::string Table::answerTakeBack(int seat, bool agree) {
    if (!takeBack_ || takeBack_->agreed) return "no take back is asked";
    auto& waiting = takeBack_->waiting;
    const auto it = std::find(waiting.begin(), waiting.end(), seat);
    if (seat < 0 || it == waiting.end()) return "your agreement is not asked";
    if (!agree) {
        endTakeBack("refused", seat);
        return {};
    }
    waiting.erase(it);
    broadcast({{"type", "takeBack"},
               {"table", record_.id},
               {"state", "agreed"},
               {"seat", takeBack_->seat},
               {"by", seat},
               {"waiting", waiting}});
    if (waiting.empty()) {
        takeBack_->agreed = true;
        takeBack();
    }
    return {};
}

void Table::endTakeBack(const char* state, int by) {
    if (!takeBack_) return;
    const int seat = takeBack_->seat;
    takeBack_.reset();
    broadcast({{"type", "takeBack"},
               {"table", record_.id},
               {"state", state},
               {"seat", seat},
               {"by", by}});
}

void Table::takeBack() {
    // The AI thinking reads the game: it is taken back once the AI is done, its choice unplayed.
    if (!takeBack_ || !takeBack_->agreed || thinking_) return;
    const TakeBackAsked done = *takeBack_;
    takeBack_.reset();
    while (static_cast<long long>(game_->choices()) > done.to && game_->undo()) {
    }
    while (!history_.empty() && history_.back().version > done.to)
        history_.pop_back();
    refresh();
    if (save_) save_(*this);
    for (const auto& [listener, listenerSeat] : listeners_) {
        json p = position(listenerSeat);
        p["takenBack"] = {{"seat", done.seat}, {"from", done.from}};
        listener->deliver(p);
    }
    maybeThink();
}

void Table::accept(int seat, const std::string& choice) {
    // A choice made meanwhile ends a take back asked (the position it was asked at is gone).
    if (takeBack_ && !takeBack_->agreed) endTakeBack("lapsed", seat);
    std::vector<std::string> seen;
    for (int viewer = kSpectator; viewer < int(record_.seats.size()); ++viewer)
        seen.push_back(game_->choiceSeenBy(choice, viewer));
    json told = game_->applyAnswer(json{{"choice", choice}});
    if (!told.value("ok", false)) {
        // The legal list came from the engine; it refusing one of them is a bug, told loudly.
        std::fprintf(stderr, "rano-server: table %s: the engine refused its own legal \"%s\"\n",
                     record_.id.c_str(), choice.c_str());
        return;
    }
    told.erase("ok");
    refresh();
    if (save_) save_(*this);
    history_.push_back({version_, seat, told, std::move(seen)});
    while (history_.size() > std::size_t(std::max(1, limits_.historyWindow)))
        history_.pop_front();
    for (const auto& [listener, listenerSeat] : listeners_) {
        json p = position(listenerSeat);
        p["last"] = toldOf(history_.back(), listenerSeat);
        listener->deliver(p);
    }
    maybeThink();
}

std::uint64_t Table::aiSeed() const {
    return mix(seed_ ^ mix(std::uint64_t(version_) * 8 + std::uint64_t(decider_)));
}

void Table::maybeThink() {
    if (thinking_ || over_ || decider_ < 0) return;
    const std::string* name = aiLevel(decider_);
    if (!name) return;
    const auto level = ai::aiLevelFromName(*name);
    if (!level) return;
    thinking_ = true;
    games::AnyGame* game = game_.get();
    const std::uint64_t seed = aiSeed();
    const int ms = limits_.aiMs;
    const std::int64_t iterations = limits_.aiIterations;
    const std::atomic<bool>* abort = &abort_;
    // The network thread changes nothing in the game while this runs: it answers from the
    // views refreshed after the last choice, no seat but this AI's may choose, and a player
    // back in a seat an AI stands in for waits for the AI (choose()).
    ai_.setFuture(QtConcurrent::run([game, level = *level, seed, ms, iterations, abort] {
        return game->think(level, seed, ms, iterations, abort);
    }));
}

void Table::thought() {
    thinking_ = false;
    if (abort_) return;
    if (takeBack_ && takeBack_->agreed) return takeBack();
    const games::Thought t = ai_.result();
    const int seat = decider_;
    // A player who came back while the AI stood in plays their own choice: the position goes to
    // them again, since a choice they sent while the AI was thinking was refused.
    if (!aiLevel(seat)) {
        for (const auto& [listener, listenerSeat] : listeners_)
            if (listenerSeat == seat) listener->deliver(position(seat));
        return;
    }
    if (std::string why = choose(seat, version_, t.choice); !why.empty()) {
        std::fprintf(stderr, "rano-server: table %s: the AI's \"%s\" was refused (%s)\n",
                     record_.id.c_str(), t.choice.c_str(), why.c_str());
        if (!legal_.empty()) choose(seat, version_, legal_.front());
    }
}

} // namespace rano::server
