#pragma once

// A client's message as the server reads it (docs/online.md, "Messages"): one JSON object a
// text frame, parsed by the shared reader (nesting at most 64 deep), with a known "type" and
// only that type's fields, each of its kind and size. Anything else is refused with the
// reason, naming the field.

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace rano::server {

struct Request {
    std::string type;
    nlohmann::json body;         // the whole message, checked
    std::optional<long long> id; // the client's own number for it, echoed in the answer
};

// "" with `out` filled, or why the message is refused.
std::string readRequest(std::string_view text, Request& out);

// The fields an object may have: "" when it has no other, else the refusal naming the first
// other ("unknown field \"x\" in a seat").
std::string unknownField(const nlohmann::json& object, std::initializer_list<const char*> known,
                         const char* where);

// Frames the server sends, as text: a refusal and any answer.
nlohmann::json refused(const Request* to, const std::string& reason);
std::string frameText(const nlohmann::json& message);

} // namespace rano::server
