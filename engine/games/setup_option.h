#pragma once

// A game's setup options, as the protocol's and the CLI's setups give them: an "options"
// object, each option optional (docs/protocol.md).

#include <string>

#include <nlohmann/json.hpp>

namespace rano::games {

// Reads option `key` of the setup's "options" with `read(value)`, which returns false for a
// value that does not fit; an option not given keeps its default. False, with `error` set,
// when "options" is no object or the value does not fit (`expected` says what would).
template <class Read>
bool readOption(const nlohmann::json& setup, const char* key, const char* expected, Read read,
                std::string& error) {
    if (!setup.contains("options")) return true;
    const nlohmann::json& options = setup["options"];
    if (!options.is_object()) {
        error = "\"options\" must be an object";
        return false;
    }
    if (!options.contains(key) || read(options[key])) return true;
    error = std::string("\"options.") + key + "\" must be " + expected;
    return false;
}

} // namespace rano::games
