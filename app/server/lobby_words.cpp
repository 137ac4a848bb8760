#include "lobby_words.h"

#include <QDateTime>

#include <nlohmann/json.hpp>

#include "core/replay_record.h"

namespace rano::server {

std::int64_t unixNow() {
    return QDateTime::currentSecsSinceEpoch();
}

std::string cleanName(const std::string& name, const std::string& fallback) {
    std::string clean;
    for (const char c : name)
        if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) clean += c;
    const auto first = clean.find_first_not_of(' ');
    if (first == std::string::npos) return fallback;
    clean = clean.substr(first, clean.find_last_not_of(' ') - first + 1);
    return characterCount(clean) <= std::size_t(kMaxNameLength) ? clean : fallback;
}

std::string quoted(const std::string& text) {
    return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace rano::server
