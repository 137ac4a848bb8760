#include "table_record.h"

#include "ai/level.h"
#include "core/json_read.h"
#include "secrets.h"

namespace rano::server {

using nlohmann::json;

const char* seatKindName(SeatKind kind) {
    switch (kind) {
    case SeatKind::Open:
        return "open";
    case SeatKind::Human:
        return "human";
    case SeatKind::Ai:
        return "ai";
    }
    return "?";
}

json recordToJson(const TableRecord& r) {
    json seats = json::array();
    for (const TableSeat& s : r.seats) {
        json seat = {{"kind", seatKindName(s.kind)}, {"name", s.name}};
        if (s.kind == SeatKind::Ai) seat["level"] = s.level;
        if (s.kind == SeatKind::Ai && s.left) seat["left"] = true;
        if (s.kind == SeatKind::Human) seat["tokenHash"] = s.tokenHash;
        seats.push_back(seat);
    }
    return {{"id", r.id},
            {"code", r.code},
            {"codeExpires", r.codeExpires},
            {"spectators", r.spectators},
            {"grace", r.graceSeconds},
            {"standIn", r.standIn},
            {"creatorAddress", r.creatorAddress},
            {"seats", seats}};
}

std::string recordFromJson(const json& j, TableRecord& out) {
    try {
        using namespace jsonread;
        const auto text = [&](const json& o, const char* key, const std::string& path) {
            const json& v = member(o, key, path);
            if (!v.is_string()) throw JsonError{path + "." + key + ": expected a string"};
            return v.get<std::string>();
        };
        TableRecord r;
        r.id = text(j, "id", "table");
        if (!looksLikeTableId(r.id)) return "table.id: not a table id";
        r.code = text(j, "code", "table");
        const json& expires = member(j, "codeExpires", "table");
        if (!expires.is_number_integer()) return "table.codeExpires: expected an integer";
        r.codeExpires = expires.get<std::int64_t>();
        r.spectators = flag(j, "spectators", "table");
        r.graceSeconds = field(j, "grace", "table", 0, kMaxGraceSeconds);
        r.standIn = text(j, "standIn", "table");
        if (!ai::isLevelName(r.standIn)) return "table.standIn: unknown level";
        r.creatorAddress = text(j, "creatorAddress", "table");
        const json& seats = array(j, "seats", "table");
        for (std::size_t i = 0; i < seats.size(); ++i) {
            const std::string path = "table.seats[" + std::to_string(i) + "]";
            TableSeat s;
            const std::string kind = text(seats[i], "kind", path);
            s.name = text(seats[i], "name", path);
            if (kind == "open") {
                s.kind = SeatKind::Open;
            } else if (kind == "human") {
                s.kind = SeatKind::Human;
                s.tokenHash = text(seats[i], "tokenHash", path);
            } else if (kind == "ai") {
                s.kind = SeatKind::Ai;
                s.level = text(seats[i], "level", path);
                if (!ai::isLevelName(s.level)) return path + ".level: unknown level";
                if (seats[i].contains("left")) s.left = flag(seats[i], "left", path);
            } else {
                return path + ".kind: expected open, human or ai";
            }
            r.seats.push_back(std::move(s));
        }
        out = std::move(r);
        return {};
    } catch (const jsonread::JsonError& e) {
        return e.what;
    }
}

} // namespace rano::server
