#include "rapanui/board.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "core/enum_words.h"
#include "core/json_file.h"
#include "core/json_read.h"

namespace rano::rapanui {

namespace {
using jsonread::JsonError;
using nlohmann::json;

constexpr const char* kResourceWords[kResources] = {"reeds", "eggs", "wood", "pearls"};
constexpr const char* kResourceNames[kResources] = {"Reeds", "Eggs", "Wood", "Pearls"};
constexpr int kDx[4] = {1, 0, -1, 0};
constexpr int kDy[4] = {0, 1, 0, -1};

constexpr EnumWords<SpaceKind::PukaoQuarry> kKindWords = {
    "ahu",
    "inland",
    "crater",
    "pukao-quarry",
};

std::string text(const json& j, const char* key, const std::string& path) {
    const json& v = jsonread::member(j, key, path);
    if (!v.is_string()) throw JsonError{path + "." + key + ": expected a string"};
    return v.get<std::string>();
}

int resource(const json& v, const std::string& path) {
    if (!v.is_string()) throw JsonError{path + ": expected a resource word"};
    const int r = resourceFromWord(v.get<std::string>());
    if (r < 0)
        throw JsonError{path + ": \"" + v.get<std::string>() +
                        "\" is not one of reeds, eggs, wood, pearls"};
    return r;
}

// What each side needs (decisions 2 and 3).
struct SideRules {
    int ahu;
    int inlandMin, inlandMax;
    std::array<int, kResources> ahuResources;
    const char* name;
};
SideRules rulesOf(Side s) {
    if (s == Side::Two) return {15, 14, 18, {5, 4, 3, 3}, "the 2 player side"};
    return {21, 24, 30, {6, 6, 5, 4}, "the 3-4 player side"};
}

std::string counts(const std::array<int, kResources>& c) {
    std::string out;
    for (int r = 0; r < kResources; ++r)
        out += std::string(r ? ", " : "") + kResourceNames[r] + " " + std::to_string(c[size_t(r)]);
    return out;
}
} // namespace

int Board::columnSpaces(int column) const {
    static constexpr int kThreeFour[3] = {5, 4, 3};
    static constexpr int kTwo[3] = {3, 2, 2};
    return side == Side::Two ? kTwo[column] : kThreeFour[column];
}

std::string Board::spaceName(int space) const {
    if (space < 0 || space >= spaceCount()) return "space ?";
    const Space& s = spaces[size_t(space)];
    return "space " + std::to_string(space) + " (" + std::to_string(s.x) + "," +
           std::to_string(s.y) + ")";
}

const char* resourceWord(int r) {
    return r >= 0 && r < kResources ? kResourceWords[r] : "?";
}

int resourceFromWord(const std::string& word) {
    for (int r = 0; r < kResources; ++r)
        if (word == kResourceWords[r]) return r;
    return -1;
}

std::vector<int> chainLengths(const Board& b, int from) {
    std::vector<int> d(size_t(b.spaceCount()), -1);
    if (from < 0 || from >= b.spaceCount()) return d;
    std::vector<int> queue{from};
    d[size_t(from)] = 0;
    for (size_t i = 0; i < queue.size(); ++i)
        for (int n : b.spaces[size_t(queue[i])].next)
            if (n != kNone && d[size_t(n)] < 0) {
                d[size_t(n)] = d[size_t(queue[i])] + 1;
                queue.push_back(n);
            }
    return d;
}

std::string validateBoard(Board& b) {
    const int n = b.spaceCount();
    if (n == 0) return "the board has no spaces";
    if (n > kMaxSpaces)
        return "the board has " + std::to_string(n) + " spaces; at most " +
               std::to_string(kMaxSpaces) + " are allowed";
    // Neighbours and the coast.
    std::array<std::array<int, kMaxCoordinate + 1>, kMaxCoordinate + 1> at{};
    for (auto& row : at)
        row.fill(kNone);
    for (int i = 0; i < n; ++i) {
        const Space& s = b.spaces[size_t(i)];
        if (at[size_t(s.x)][size_t(s.y)] != kNone)
            return b.spaceName(i) + " is at the same place as " +
                   b.spaceName(at[size_t(s.x)][size_t(s.y)]);
        at[size_t(s.x)][size_t(s.y)] = i;
    }
    b.ahu.clear();
    b.crater = b.quarry = kNone;
    int craters = 0, quarries = 0, inland = 0, choices = 0;
    std::array<int, kResources> ahuResources{};
    for (int i = 0; i < n; ++i) {
        Space& s = b.spaces[size_t(i)];
        s.coast = false;
        for (int d = 0; d < 4; ++d) {
            const int x = s.x + kDx[d], y = s.y + kDy[d];
            const bool land = x >= 0 && y >= 0 && x <= kMaxCoordinate && y <= kMaxCoordinate &&
                              at[size_t(x)][size_t(y)] != kNone;
            s.next[size_t(d)] = std::int8_t(land ? at[size_t(x)][size_t(y)] : kNone);
            s.coast = s.coast || !land;
        }
        s.ahu = kNone;
        switch (s.kind) {
        case SpaceKind::Ahu:
            if (!s.coast) return "Ahu " + b.spaceName(i) + " is not on the coast";
            s.ahu = std::int8_t(b.ahu.size());
            b.ahu.push_back(i);
            ++ahuResources[size_t(s.first)];
            break;
        case SpaceKind::Inland:
            ++inland;
            choices += s.choice();
            break;
        case SpaceKind::Crater:
            ++craters;
            b.crater = i;
            break;
        case SpaceKind::PukaoQuarry:
            ++quarries;
            b.quarry = i;
            break;
        }
    }
    const std::vector<int> reach = chainLengths(b, 0);
    for (int i = 0; i < n; ++i)
        if (reach[size_t(i)] < 0)
            return b.spaceName(i) + " is not connected to " + b.spaceName(0) +
                   " (spaces connect across their sides only)";
    if (craters != 1)
        return "the board has " + std::to_string(craters) + " Craters; it needs exactly 1";
    if (quarries != 1)
        return "the board has " + std::to_string(quarries) + " Pukao Quarries; it needs exactly 1";
    const SideRules rules = rulesOf(b.side);
    if (b.ahuCount() != rules.ahu)
        return std::string(rules.name) + " needs " + std::to_string(rules.ahu) +
               " Ahu spaces, found " + std::to_string(b.ahuCount());
    if (inland < rules.inlandMin || inland > rules.inlandMax)
        return std::string(rules.name) + " needs " + std::to_string(rules.inlandMin) + " to " +
               std::to_string(rules.inlandMax) + " inland spaces, found " + std::to_string(inland);
    if (ahuResources != rules.ahuResources)
        return std::string(rules.name) + " needs Ahu resources " + counts(rules.ahuResources) +
               "; found " + counts(ahuResources);
    // "About a quarter" of the inland spaces offer a choice: from a sixth to a third.
    if (choices * 6 < inland || choices * 3 > inland)
        return std::to_string(choices) + " of " + std::to_string(inland) +
               " inland spaces offer a choice \"a/b\"; about a quarter must (a sixth to a third)";
    for (const auto& [from, name] :
         {std::pair{b.crater, "the Crater"}, std::pair{b.quarry, "the Pukao Quarry"}}) {
        const std::vector<int> d = chainLengths(b, from);
        int sum = 0;
        for (int space : b.ahu) {
            const int len = d[size_t(space)];
            if (len < 2 || len > 7)
                return std::string("the shortest chain from ") + name + " to Ahu " +
                       b.spaceName(space) + " is " + std::to_string(len) +
                       (len == 1 ? " space" : " spaces") + " long; it must be 2 to 7";
            sum += len;
        }
        if (sum < 3 * b.ahuCount() || sum > 5 * b.ahuCount()) {
            char mean[16];
            std::snprintf(mean, sizeof mean, "%.2f", double(sum) / b.ahuCount());
            return std::string("the mean chain from ") + name + " to the Ahu spaces is " + mean +
                   "; it must be 3 to 5";
        }
    }
    return {};
}

bool boardFromJson(const json& j, Board& out, std::string& error) {
    try {
        out = Board{};
        if (text(j, "format", "board") != "rano-rapa-nui-board")
            throw JsonError{"board.format: expected \"rano-rapa-nui-board\""};
        jsonread::field(j, "version", "board", 1, 1);
        out.name = text(j, "name", "board");
        const std::string side = text(j, "side", "board");
        if (side == "3-4")
            out.side = Side::ThreeFour;
        else if (side == "2")
            out.side = Side::Two;
        else
            throw JsonError{"board.side: \"" + side + "\" is not \"3-4\" or \"2\""};
        const json& spaces = jsonread::array(j, "spaces", "board");
        if (spaces.size() > size_t(kMaxSpaces))
            throw JsonError{"board.spaces: " + std::to_string(spaces.size()) + " spaces; at most " +
                            std::to_string(kMaxSpaces) + " are allowed"};
        for (size_t i = 0; i < spaces.size(); ++i) {
            const std::string path = "board.spaces[" + std::to_string(i) + "]";
            const json& js = spaces[i];
            Space s;
            s.x = jsonread::field(js, "x", path, 0, kMaxCoordinate);
            s.y = jsonread::field(js, "y", path, 0, kMaxCoordinate);
            const std::string kind = text(js, "kind", path);
            bool known = false;
            for (SpaceKind k :
                 {SpaceKind::Ahu, SpaceKind::Inland, SpaceKind::Crater, SpaceKind::PukaoQuarry})
                if (kind == kKindWords[k]) {
                    s.kind = k;
                    known = true;
                }
            if (!known)
                throw JsonError{path + ".kind: \"" + kind +
                                "\" is not one of ahu, inland, crater, pukao-quarry"};
            if (s.kind == SpaceKind::Ahu) {
                s.first = std::int8_t(
                    resource(jsonread::member(js, "resource", path), path + ".resource"));
            } else if (s.kind == SpaceKind::Inland) {
                const json& r = jsonread::array(js, "resources", path);
                if (r.empty() || r.size() > 2)
                    throw JsonError{path + ".resources: expected 1 or 2 resources, found " +
                                    std::to_string(r.size())};
                s.first = std::int8_t(resource(r[0], path + ".resources[0]"));
                if (r.size() == 2) {
                    s.second = std::int8_t(resource(r[1], path + ".resources[1]"));
                    if (s.second == s.first)
                        throw JsonError{path + ".resources: the two resources are the same"};
                    if (s.second < s.first) std::swap(s.first, s.second);
                }
            }
            out.spaces.push_back(s);
        }
    } catch (const JsonError& e) {
        error = e.what;
        return false;
    }
    error = validateBoard(out);
    return error.empty();
}

bool boardFromText(const std::string& text, Board& out, std::string& error) {
    json j;
    if (!parseJson(text, j, error)) {
        error = "the board file is " + error;
        return false;
    }
    return boardFromJson(j, out, error);
}

json boardToJson(const Board& b) {
    json spaces = json::array();
    for (const Space& s : b.spaces) {
        json js = {{"x", s.x}, {"y", s.y}, {"kind", kKindWords[s.kind]}};
        if (s.kind == SpaceKind::Ahu) js["resource"] = resourceWord(s.first);
        if (s.kind == SpaceKind::Inland) {
            js["resources"] = json::array({resourceWord(s.first)});
            if (s.choice()) js["resources"].push_back(resourceWord(s.second));
        }
        spaces.push_back(js);
    }
    return {{"format", "rano-rapa-nui-board"},
            {"version", 1},
            {"name", b.name},
            {"side", b.side == Side::Two ? "2" : "3-4"},
            {"spaces", spaces}};
}

} // namespace rano::rapanui
