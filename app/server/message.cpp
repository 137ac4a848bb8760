#include "message.h"

#include <algorithm>
#include <array>

#include "core/json_file.h"
#include "core/json_read.h"
#include "core/replay_record.h"

namespace rano::server {

using nlohmann::json;

namespace {

enum class Kind { Integer, String, Boolean, Object, Array, Any };

struct Field {
    const char* name;
    Kind kind;
    bool required;
    std::size_t maxChars = 0; // strings: the most characters
};

struct Shape {
    const char* type;
    std::vector<Field> fields;
};

// Every message a client may send, with its fields besides "type" and "id".
const std::vector<Shape>& shapes() {
    static const std::vector<Shape> kShapes = {
        {"hello", {{"protocol", Kind::Integer, true}, {"name", Kind::String, false, 40}}},
        {"create",
         {{"game", Kind::String, true, 40},
          {"seats", Kind::Array, true},
          {"options", Kind::Object, false},
          {"continent", Kind::Any, false},
          {"spectators", Kind::Boolean, false},
          {"grace", Kind::Integer, false},
          {"standIn", Kind::String, false, 10},
          {"name", Kind::String, false, 40}}},
        {"join",
         {{"code", Kind::String, true, 16},
          {"seat", Kind::Integer, false},
          {"name", Kind::String, false, 40}}},
        {"watch", {{"code", Kind::String, true, 16}}},
        {"resume",
         {{"table", Kind::String, true, 32},
          {"seat", Kind::Integer, true},
          {"token", Kind::String, false, 128},
          {"version", Kind::Integer, false}}},
        {"peek",
         {{"table", Kind::String, true, 32},
          {"seat", Kind::Integer, true},
          {"token", Kind::String, true, 128}}},
        {"choice", {{"version", Kind::Integer, true}, {"choice", Kind::String, true, 200}}},
        {"takeBack", {{"version", Kind::Integer, true}}},
        {"takeBackAnswer", {{"agree", Kind::Boolean, true}}},
        {"leave", {}},
        {"ping", {}},
    };
    return kShapes;
}

const char* kindWord(Kind k) {
    switch (k) {
    case Kind::Integer:
        return "an integer";
    case Kind::String:
        return "a string";
    case Kind::Boolean:
        return "true or false";
    case Kind::Object:
        return "an object";
    case Kind::Array:
        return "an array";
    case Kind::Any:
        break;
    }
    return "a value";
}

bool hasKind(const json& v, Kind k) {
    switch (k) {
    case Kind::Integer:
        // Integers the protocol carries fit well inside 2^31; anything wider is refused here.
        return jsonread::inRange(v, -2147483647LL, 2147483647LL);
    case Kind::String:
        return v.is_string();
    case Kind::Boolean:
        return v.is_boolean();
    case Kind::Object:
        return v.is_object();
    case Kind::Array:
        return v.is_array();
    case Kind::Any:
        return true;
    }
    return false;
}

std::string typeList() {
    std::string list;
    for (const Shape& s : shapes())
        list += std::string(list.empty() ? "" : ", ") + s.type;
    return list;
}

} // namespace

std::string unknownField(const json& object, std::initializer_list<const char*> known,
                         const char* where) {
    for (auto it = object.begin(); it != object.end(); ++it)
        if (std::none_of(known.begin(), known.end(), [&](const char* k) { return it.key() == k; }))
            return "unknown field " +
                   json(it.key()).dump(-1, ' ', false, json::error_handler_t::replace) + " in " +
                   where;
    return {};
}

std::string readRequest(std::string_view text, Request& out) {
    json message;
    if (std::string why; !parseJson(text, message, why)) return "malformed JSON: " + why;
    if (!message.is_object()) return "a message is a JSON object with a \"type\"";
    const auto type = message.find("type");
    if (type == message.end() || !type->is_string()) return "missing \"type\"";
    const std::string name = type->get<std::string>();
    const auto shape = std::find_if(shapes().begin(), shapes().end(),
                                    [&](const Shape& s) { return name == s.type; });
    if (shape == shapes().end()) {
        if (name.size() > 40) return "unknown type (known: " + typeList() + ")";
        return "unknown type " + json(name).dump(-1, ' ', false, json::error_handler_t::replace) +
               " (known: " + typeList() + ")";
    }
    out = Request{};
    out.type = name;
    for (auto it = message.begin(); it != message.end(); ++it) {
        const std::string& key = it.key();
        if (key == "type") continue;
        if (key == "id") {
            if (!jsonread::inRange(*it, 0, 2147483647LL))
                return "\"id\" must be an integer from 0 to 2147483647";
            out.id = it->get<long long>();
            continue;
        }
        const auto field = std::find_if(shape->fields.begin(), shape->fields.end(),
                                        [&](const Field& f) { return key == f.name; });
        if (field == shape->fields.end())
            return "unknown field " +
                   json(key.size() > 40 ? key.substr(0, 40) + "..." : key)
                       .dump(-1, ' ', false, json::error_handler_t::replace) +
                   " in \"" + name + "\"";
        if (!hasKind(*it, field->kind)) return "\"" + key + "\" must be " + kindWord(field->kind);
        if (field->kind == Kind::String && field->maxChars > 0 &&
            characterCount(it->get_ref<const std::string&>()) > field->maxChars)
            return "\"" + key + "\" is longer than " + std::to_string(field->maxChars) +
                   " characters";
    }
    for (const Field& f : shape->fields)
        if (f.required && !message.contains(f.name))
            return "\"" + name + "\" needs \"" + f.name + "\"";
    out.body = std::move(message);
    return {};
}

json refused(const Request* to, const std::string& reason) {
    json r = {{"type", "refused"}, {"reason", reason}};
    if (to) {
        r["to"] = to->type;
        if (to->id) r["id"] = *to->id;
    }
    return r;
}

std::string frameText(const json& message) {
    return message.dump(-1, ' ', false, json::error_handler_t::replace);
}

} // namespace rano::server
