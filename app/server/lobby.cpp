#include "lobby.h"

#include <algorithm>

#include "ai/level.h"
#include "core/replay_record.h"
#include "games/registry.h"
#include "lobby_words.h"
#include "secrets.h"
#include "table.h"
#include "table_store.h"

namespace rano::server {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxSpectators = 100;

} // namespace

Lobby::Lobby(const Limits& limits, const TableStore* store) : limits_(limits), store_(store) {}

Lobby::~Lobby() = default;

json Lobby::gamesJson() {
    json list = json::array();
    for (const games::GameEntry* e : games::allGames()) {
        json setup = json::array(), options = json::array();
        for (const char* k : e->setupKeys)
            setup.push_back(k);
        for (const char* k : e->optionKeys)
            options.push_back(k);
        list.push_back({{"id", e->id},
                        {"name", e->noun},
                        {"minPlayers", e->minPlayers},
                        {"maxPlayers", e->maxPlayers},
                        {"setup", setup},
                        {"options", options}});
    }
    return list;
}

Table* Lobby::table(const std::string& id) const {
    const auto it = tables_.find(id);
    return it == tables_.end() ? nullptr : it->second.get();
}

void Lobby::save(const Table& table) const {
    if (!store_) return;
    if (const std::string why = store_->save(table); !why.empty())
        std::fprintf(stderr, "rano-server: cannot save table %s: %s\n", table.id().c_str(),
                     why.c_str());
}

Table* Lobby::add(std::unique_ptr<Table> table) {
    Table* t = table.get();
    codes_[t->record().code] = t;
    ++created_[t->record().creatorAddress];
    tables_[t->id()] = std::move(table);
    return t;
}

std::vector<std::string> Lobby::restore() {
    std::vector<std::string> errors;
    if (!store_) return errors;
    for (const json& file : store_->loadAll(errors)) {
        TableRecord record;
        const auto fault = [&](const std::string& why) {
            errors.push_back("table " + (record.id.empty() ? std::string("?") : record.id) + ": " +
                             why);
        };
        if (!file.is_object() || file.value("format", "") != kTableFormat ||
            !file.contains("version") || file["version"] != kTableFormatVersion ||
            !file.contains("table") || !file.contains("replay")) {
            fault(std::string("not a ") + kTableFormat + " file of version " +
                  std::to_string(kTableFormatVersion));
            continue;
        }
        if (std::string why = recordFromJson(file["table"], record); !why.empty()) {
            fault(why);
            continue;
        }
        const json& replay = file["replay"];
        const games::GameEntry* entry = games::gameOfFile(replay);
        if (!entry) {
            fault("the replay is of no game this server plays");
            continue;
        }
        std::vector<Seat> seats;
        std::string error;
        auto game = entry->open(replay, seats, error);
        if (!game) {
            fault(error);
            continue;
        }
        if (record.seats.size() != std::size_t(game->players())) {
            fault("the seats do not match the game's players");
            continue;
        }
        if (tables_.count(record.id) || codes_.count(record.code)) {
            fault("a table with this id or code is already restored");
            continue;
        }
        const std::uint64_t seed = replay["seed"].get<std::uint64_t>();
        Table* t = add(std::make_unique<Table>(*entry, std::move(game), std::move(record), seed,
                                               limits_, [this](const Table& t) { save(t); }));
        t->start();
    }
    return errors;
}

void Lobby::answer(Client& client, const Request& r, json message) {
    if (r.id) message["id"] = *r.id;
    client.deliver(message);
}

void Lobby::handle(Client& client, const Request& r) {
    if (r.type == "create") return create(client, r);
    if (r.type == "join") return join(client, r);
    if (r.type == "watch") return watch(client, r);
    if (r.type == "resume") return resume(client, r);
    if (r.type == "peek") return peek(client, r);
    if (r.type == "choice") return choice(client, r);
    if (r.type == "takeBack" || r.type == "takeBackAnswer") return takeBack(client, r);
    if (r.type == "leave") return leaveForGood(client, r);
    client.deliver(refused(&r, "\"" + r.type + "\" is not for the lobby"));
}

void Lobby::leave(Client& client) {
    if (client.table) client.table->detach(&client);
    client.table = nullptr;
    client.seat = kNoSeat;
}

void Lobby::dropped(Client& client) {
    leave(client);
}

bool Lobby::mayTry(const Client& client) {
    auto it = failedJoins_.find(client.address());
    if (it == failedJoins_.end()) return true;
    return it->second.ready(monotonicMs());
}

void Lobby::failed(const Client& client) {
    auto it = failedJoins_.find(client.address());
    if (it == failedJoins_.end())
        it = failedJoins_
                 .emplace(client.address(),
                          RateLimit(1.0 / std::max(0.001, limits_.failedJoinEverySeconds),
                                    limits_.failedJoinBurst))
                 .first;
    it->second.take(monotonicMs());
}

Table* Lobby::byCode(Client& client, const std::string& code, std::string& why) {
    if (!mayTry(client)) {
        why = "too many failed joins from this address; wait a little";
        return nullptr;
    }
    const auto it = looksLikeInviteCode(code) ? codes_.find(code) : codes_.end();
    if (it == codes_.end()) {
        failed(client);
        why = "no table has the invite code " + quoted(code);
        return nullptr;
    }
    if (it->second->record().codeExpires < unixNow()) {
        failed(client);
        why = "the invite code " + quoted(code) + " has expired";
        return nullptr;
    }
    return it->second;
}

void Lobby::join(Client& client, const Request& r) {
    std::string why;
    Table* t = byCode(client, r.body["code"].get<std::string>(), why);
    if (!t) return client.deliver(refused(&r, why));
    const auto& seats = t->record().seats;
    int seat = -1;
    if (r.body.contains("seat")) {
        seat = r.body["seat"].get<int>();
        if (seat < 0 || seat >= int(seats.size()))
            return client.deliver(refused(&r, "\"seat\" must be a seat of this table (0-" +
                                                  std::to_string(seats.size() - 1) + ")"));
        if (seats[std::size_t(seat)].kind != SeatKind::Open)
            return client.deliver(refused(&r, "seat " + std::to_string(seat) + " is not open"));
    } else {
        for (std::size_t i = 0; i < seats.size() && seat < 0; ++i)
            if (seats[i].kind == SeatKind::Open) seat = int(i);
        if (seat < 0)
            return client.deliver(refused(&r, "no seat is open at this table (watch instead)"));
    }
    const std::string token = newToken();
    leave(client);
    t->seat(seat, cleanName(r.body.value("name", client.name), seats[std::size_t(seat)].name),
            tokenHash(token));
    answer(client, r, {{"type", "joined"}, {"table", t->id()}, {"seat", seat}, {"token", token}});
    client.table = t;
    client.seat = seat;
    t->attach(&client, seat);
}

void Lobby::watch(Client& client, const Request& r) {
    std::string why;
    Table* t = byCode(client, r.body["code"].get<std::string>(), why);
    if (!t) return client.deliver(refused(&r, why));
    if (!t->record().spectators)
        return client.deliver(refused(&r, "this table takes no spectators"));
    if (t->spectators() >= kMaxSpectators)
        return client.deliver(refused(&r, "this table has as many spectators as it may"));
    leave(client);
    answer(client, r, {{"type", "watching"}, {"table", t->id()}, {"seat", kSpectator}});
    client.table = t;
    client.seat = kSpectator;
    t->attach(&client, kSpectator);
}

Table* Lobby::opened(const Request& r) const {
    const std::string id = r.body["table"].get<std::string>();
    Table* t = looksLikeTableId(id) ? table(id) : nullptr;
    const int seat = r.body["seat"].get<int>();
    const std::string token = r.body.value("token", "");
    if (!t || seat < kSpectator || seat >= int(t->record().seats.size())) return nullptr;
    if (seat == kSpectator)
        return t->record().spectators && token.empty() && t->spectators() < kMaxSpectators
                   ? t
                   : nullptr;
    const TableSeat& s = t->record().seats[std::size_t(seat)];
    return s.kind == SeatKind::Human && tokenMatches(token, s.tokenHash) ? t : nullptr;
}

// How a kept table is doing, for a list of them (the app's Continue): whose turn it is, without
// sitting down, so nobody sees the seat come and go.
void Lobby::peek(Client& client, const Request& r) {
    if (!mayTry(client))
        return client.deliver(
            refused(&r, "too many failed joins from this address; wait a little"));
    const Table* t = r.body["seat"].get<int>() >= 0 ? opened(r) : nullptr;
    if (!t) {
        failed(client);
        return client.deliver(refused(&r, "no such table, seat and token"));
    }
    answer(client, r,
           {{"type", "peeked"},
            {"table", t->id()},
            {"seat", r.body["seat"]},
            {"game", t->entry().id},
            {"version", t->version()},
            {"decider", t->decider()},
            {"over", t->over()},
            {"seats", t->seatsJson()}});
}

void Lobby::resume(Client& client, const Request& r) {
    if (!mayTry(client))
        return client.deliver(
            refused(&r, "too many failed joins from this address; wait a little"));
    Table* t = opened(r);
    const int seat = r.body["seat"].get<int>();
    if (!t) {
        failed(client);
        return client.deliver(refused(&r, "no such table, seat and token"));
    }
    leave(client);
    json extra = json::object();
    if (r.body.contains("version")) {
        json missed = t->missedSince(r.body["version"].get<int>(), seat);
        if (missed.is_null())
            extra["gap"] = true;
        else
            extra["missed"] = missed;
    }
    answer(client, r, {{"type", "resumed"}, {"table", t->id()}, {"seat", seat}});
    client.table = t;
    client.seat = seat;
    t->attach(&client, seat, extra);
}

void Lobby::leaveForGood(Client& client, const Request& r) {
    if (!client.table || client.seat < 0)
        return client.deliver(refused(&r, "you hold no seat at a table"));
    Table* table = client.table;
    const int seat = client.seat;
    table->leaveForGood(seat);
    leave(client);
    answer(client, r, {{"type", "left"}, {"table", table->id()}, {"seat", seat}});
}

void Lobby::takeBack(Client& client, const Request& r) {
    if (!client.table) return client.deliver(refused(&r, "you are at no table"));
    const std::string why =
        r.type == "takeBack"
            ? client.table->askTakeBack(client.seat, r.body["version"].get<long long>())
            : client.table->answerTakeBack(client.seat, r.body["agree"].get<bool>());
    if (!why.empty()) client.deliver(refused(&r, why));
}

void Lobby::choice(Client& client, const Request& r) {
    if (!client.table) return client.deliver(refused(&r, "you are at no table"));
    const std::string why = client.table->choose(client.seat, r.body["version"].get<long long>(),
                                                 r.body["choice"].get<std::string>());
    if (!why.empty()) client.deliver(refused(&r, why));
}

} // namespace rano::server
