#pragma once

// Reading JSON files field by field: each helper throws JsonError with the path of the
// offending value ("state.seats[1].villages: 9 is out of range 0..6"), so a reader says
// exactly what and where, and catches in one place.

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>

namespace rano::jsonread {

struct JsonError {
    std::string what;
};

using nlohmann::json;

inline const json& member(const json& j, const char* key, const std::string& path) {
    if (!j.is_object()) throw JsonError{path + ": expected an object"};
    const auto it = j.find(key);
    if (it == j.end()) throw JsonError{path + "." + key + ": missing"};
    return *it;
}

// Whether `j` is an integer from `lo` to `hi`, read at its full width: 4294967298 is not 2
// and 18446744073709551615 is not -1.
inline bool inRange(const json& j, long long lo, long long hi) {
    if (j.is_number_unsigned()) {
        const auto v = j.get<unsigned long long>();
        return hi >= 0 && v <= static_cast<unsigned long long>(hi) &&
               (lo <= 0 || v >= static_cast<unsigned long long>(lo));
    }
    if (!j.is_number_integer()) return false;
    const long long v = j.get<long long>();
    return v >= lo && v <= hi;
}

inline int integer(const json& j, const std::string& path, int lo, int hi) {
    if (!j.is_number_integer()) throw JsonError{path + ": expected an integer"};
    if (!inRange(j, lo, hi))
        throw JsonError{path + ": " + j.dump() + " is out of range " + std::to_string(lo) + ".." +
                        std::to_string(hi)};
    return int(j.get<long long>());
}

inline int field(const json& j, const char* key, const std::string& path, int lo, int hi) {
    return integer(member(j, key, path), path + "." + key, lo, hi);
}

inline bool flag(const json& j, const char* key, const std::string& path) {
    const json& v = member(j, key, path);
    if (!v.is_boolean()) throw JsonError{path + "." + key + ": expected true or false"};
    return v.get<bool>();
}

inline constexpr std::size_t kAnySize = std::size_t(-1);

inline const json& array(const json& j, const char* key, const std::string& path,
                         std::size_t size = kAnySize) {
    const json& v = member(j, key, path);
    if (!v.is_array()) throw JsonError{path + "." + key + ": expected an array"};
    if (size != kAnySize && v.size() != size)
        throw JsonError{path + "." + key + ": expected " + std::to_string(size) +
                        " entries, found " + std::to_string(v.size())};
    return v;
}

// `key` of `j`: one of `names`, read as its index.
template <std::size_t N>
int named(const json& j, const char* key, const std::string& path, const char* (&names)[N]) {
    const json& v = member(j, key, path);
    if (v.is_string())
        for (std::size_t i = 0; i < N; ++i)
            if (v.get<std::string>() == names[i]) return int(i);
    std::string list;
    for (const char* n : names)
        list += std::string(list.empty() ? "" : ", ") + n;
    throw JsonError{path + "." + key + ": expected one of " + list};
}

// Runs `read`, which throws JsonError at the first fault; nlohmann's exceptions (a value of the
// wrong kind), or the wider `Caught`, are told after `what` ("state: "). True, or false with
// `error` naming the fault: a reader says what is wrong in one place.
template <class Caught = json::exception, class Read>
bool readOrRefuse(const char* what, std::string& error, Read read) {
    try {
        read();
        return true;
    } catch (const JsonError& bad) {
        error = bad.what;
    } catch (const Caught& e) {
        error = std::string(what) + ": " + e.what();
    }
    return false;
}

// A state file's header: an object whose "format" is `format` and whose "version" this Rano
// reads (at most `version`).
inline void stateHeader(const json& j, const char* format, int version) {
    if (!j.is_object()) throw JsonError{"state: expected an object"};
    const json& f = member(j, "format", "state");
    if (!f.is_string() || f.get<std::string>() != format)
        throw JsonError{std::string("state.format: expected \"") + format + "\""};
    const int v = field(j, "version", "state", 1, 1 << 30);
    if (v > version)
        throw JsonError{"state.version: " + std::to_string(v) + " is newer than this Rano reads (" +
                        std::to_string(version) + ")"};
}

} // namespace rano::jsonread
