// The lobby's "create" (docs/online.md): a new table of any game from its seats, options and
// continent, each checked and refused with the field named.

#include <algorithm>

#include "ai/level.h"
#include "games/registry.h"
#include "lobby.h"
#include "lobby_words.h"
#include "secrets.h"
#include "table.h"

namespace rano::server {

using nlohmann::json;

void Lobby::create(Client& client, const Request& r) {
    const json& b = r.body;
    const std::string gameId = b["game"].get<std::string>();
    const games::GameEntry* entry = games::findGame(gameId);
    if (!entry)
        return client.deliver(refused(&r, "unknown game " + quoted(gameId) +
                                              " (known: " + games::gameIds(", ") + ")"));
    const json& seats = b["seats"];
    const int players = int(seats.size());
    if (players < entry->minPlayers || players > entry->maxPlayers)
        return client.deliver(refused(&r, std::string(entry->noun) + " seats " +
                                              std::to_string(entry->minPlayers) + " to " +
                                              std::to_string(entry->maxPlayers) + " players"));
    TableRecord record;
    int mine = kNoSeat;
    for (int i = 0; i < players; ++i) {
        const json& s = seats[std::size_t(i)];
        const std::string where = "seat " + std::to_string(i);
        if (!s.is_object() || !s.contains("kind") || !s["kind"].is_string())
            return client.deliver(
                refused(&r, where + " must be an object with a \"kind\" (me, open or ai)"));
        if (std::string why = unknownField(s, {"kind", "level"}, where.c_str()); !why.empty())
            return client.deliver(refused(&r, why));
        const std::string kind = s["kind"].get<std::string>();
        TableSeat seat;
        seat.name = entry->seatName(i);
        if (kind == "ai") {
            const json& level = s.contains("level") ? s["level"] : json("easy");
            if (!level.is_string() || !ai::isLevelName(level.get<std::string>()))
                return client.deliver(refused(
                    &r,
                    where + ": \"level\" must be random, greedy, easy, medium, hard or expert"));
            seat.kind = SeatKind::Ai;
            seat.level = level.get<std::string>();
            seat.name = std::string(entry->seatName(i)) + " (AI " + seat.level + ")";
        } else if (s.contains("level")) {
            return client.deliver(refused(&r, where + ": only an AI seat has a \"level\""));
        } else if (kind == "me") {
            if (mine != kNoSeat) return client.deliver(refused(&r, "only one seat may be \"me\""));
            mine = i;
        } else if (kind != "open") {
            return client.deliver(refused(&r, where + ": \"kind\" must be me, open or ai"));
        }
        record.seats.push_back(seat);
    }
    // The setup the entry reads: its options, each named, and a continent that is no file:
    // "standard", "random" or a continent itself.
    json setup = json::object();
    for (const char* key : {"options", "continent"}) {
        if (!b.contains(key)) continue;
        if (!entry->takes(key))
            return client.deliver(
                refused(&r, std::string(entry->noun) + " takes no \"" + key + "\""));
        setup[key] = b[key];
    }
    if (setup.contains("options")) {
        for (auto it = setup["options"].begin(); it != setup["options"].end(); ++it)
            if (std::none_of(entry->optionKeys.begin(), entry->optionKeys.end(),
                             [&](const char* k) { return it.key() == k; }))
                return client.deliver(
                    refused(&r, "unknown field " + quoted(it.key()) + " in \"options\""));
    }
    if (setup.contains("continent") && setup["continent"].is_string() &&
        setup["continent"] != "standard" && setup["continent"] != "random")
        return client.deliver(refused(&r, "\"continent\" must be \"standard\", \"random\" or a "
                                          "continent (docs/continent-format.md)"));
    if (int(tables_.size()) >= limits_.maxTables)
        return client.deliver(refused(&r, "this server holds as many tables as it may"));
    if (created_[client.address()] >= limits_.tablesPerAddress)
        return client.deliver(refused(&r, "this address has created as many tables as it may"));
    std::string error;
    // A random continent is drawn from a seed of its own: the continent every seat is shown
    // (`setup`) then tells nothing of the game's seed.
    if (setup.contains("continent") && setup["continent"] == "random") {
        const auto drawn =
            entry->start(players, newSeed(), json{{"continent", "random"}}, false, error);
        if (!drawn) return client.deliver(refused(&r, error));
        setup["continent"] = drawn->publicSetup().value("continent", json("standard"));
    }
    const std::uint64_t seed = newSeed();
    auto game = entry->start(players, seed, setup, false, error);
    if (!game) return client.deliver(refused(&r, error));

    do
        record.id = newTableId();
    while (tables_.count(record.id));
    do
        record.code = newInviteCode();
    while (codes_.count(record.code));
    record.codeExpires = unixNow() + limits_.inviteLifetimeSeconds;
    record.spectators = b.value("spectators", true);
    if (b.contains("grace")) {
        const int grace = b["grace"].get<int>();
        if (grace < 0 || grace > kMaxGraceSeconds)
            return client.deliver(refused(&r, "\"grace\" must be 0 (never) to " +
                                                  std::to_string(kMaxGraceSeconds) + " seconds"));
        record.graceSeconds = grace;
    }
    if (b.contains("standIn")) {
        record.standIn = b["standIn"].get<std::string>();
        if (!ai::isLevelName(record.standIn))
            return client.deliver(
                refused(&r, "\"standIn\" must be random, greedy, easy, medium, hard or expert"));
    }
    record.creatorAddress = client.address();
    std::string token;
    if (mine >= 0) {
        token = newToken();
        TableSeat& s = record.seats[std::size_t(mine)];
        s.kind = SeatKind::Human;
        s.name = cleanName(b.value("name", client.name), s.name);
        s.tokenHash = tokenHash(token);
    }
    Table* t = add(std::make_unique<Table>(*entry, std::move(game), std::move(record), seed,
                                           limits_, [this](const Table& t) { save(t); }));
    save(*t);
    leave(client);
    json created = {{"type", "created"},
                    {"table", t->id()},
                    {"code", t->record().code},
                    {"seat", mine < 0 ? kSpectator : mine}};
    if (mine >= 0) created["token"] = token;
    answer(client, r, created);
    client.table = t;
    client.seat = mine < 0 ? kSpectator : mine;
    t->attach(&client, client.seat);
    t->start();
}

} // namespace rano::server
