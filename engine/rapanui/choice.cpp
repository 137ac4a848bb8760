#include "rapanui/choice.h"

#include <bit>

#include "core/choice_words.h"

#include "rapanui/board.h"

namespace rano::rapanui {

namespace {
constexpr const char* kTileWords[kTileKinds] = {
    "rest",           "barter",      "skimp",       "chip-in",    "take-three-more",
    "take-your-pick", "change-jobs", "lend-a-hand", "gain-favor", "take-two-more"};
constexpr const char* kImprovementWords[kImprovements] = {"fervent", "artistic", "popular",
                                                          "chief"};
constexpr const char* kOfferingWords[kOfferingTypes] = {"hut", "chicken", "hatchet", "boat",
                                                        "necklace"};
constexpr const char* kSizeWords[kSizes] = {"small", "medium", "large"};

template <std::size_t N> int indexOf(const char* const (&table)[N], std::string_view w) {
    for (std::size_t i = 0; i < N; ++i)
        if (w == table[i]) return int(i);
    return -1;
}

// A whole word read as a number in [lo, hi], or -1: one text form per number ("025" is not 25).
int number(std::string_view w, int lo, int hi) {
    const auto v = choiceNumber(w, hi);
    return v && *v >= lo ? *v : -1;
}

const char* viaSuffix(Via v) {
    return v == Via::Tablet ? " tablet" : v == Via::Tile ? " tile" : "";
}

std::string pairText(int mask) {
    if (mask & kTwice) {
        const std::string r = resourceWord(std::countr_zero(unsigned(mask & 0xF)));
        return r + "+" + r;
    }
    std::string out;
    for (int r = 0; r < kResources; ++r)
        if (mask & (1 << r)) out += std::string(out.empty() ? "" : "+") + resourceWord(r);
    return out;
}
// Resources low to high joined by "+" ("reeds+reeds+eggs"), from 4 bits per resource.
std::string resourceList(std::uint64_t nibbles) {
    std::string out;
    for (int r = 0; r < kResources; ++r)
        for (int k = 0; k < int(nibbles >> (4 * r) & 0xF); ++k) {
            if (!out.empty()) out += '+';
            out += resourceWord(r);
        }
    return out;
}

// The reverse of resourceList, 1 to `most` resources in order low to high (one text form per
// list), or nothing.
std::optional<std::uint64_t> readResourceList(std::string_view list, int most) {
    std::uint64_t out = 0;
    int last = 0, count = 0;
    while (true) {
        const auto plus = list.find('+');
        const int r = resourceFromWord(std::string(list.substr(0, plus)));
        if (r < last || ++count > most) return std::nullopt;
        last = r;
        out += std::uint64_t(1) << (4 * r);
        if (plus == std::string_view::npos) return out;
        list.remove_prefix(plus + 1);
    }
}
} // namespace

Choice barterOf(std::uint16_t given, std::uint16_t taken, Via via) {
    Choice c = Choice::of(ChoiceKind::Barter, -1, -1, via);
    c.paid = given | std::uint64_t(taken) << 16;
    return c;
}

const char* tileWord(int t) {
    return t >= 0 && t < kTileKinds ? kTileWords[t] : "?";
}
const char* improvementWord(int i) {
    return i >= 0 && i < kImprovements ? kImprovementWords[i] : "?";
}
const char* offeringWord(int t) {
    return t >= 0 && t < kOfferingTypes ? kOfferingWords[t] : "?";
}
const char* sizeWord(int s) {
    return s >= 0 && s < kSizes ? kSizeWords[s] : "?";
}
std::optional<int> tileFromWord(std::string_view w) {
    const int t = indexOf(kTileWords, w);
    return t < 0 ? std::nullopt : std::optional<int>(t);
}

std::string toText(const Choice& c) {
    const std::string via = viaSuffix(c.via);
    const std::string a = std::to_string(c.a);
    switch (c.kind) {
    case ChoiceKind::Villager:
        return "villager " + a;
    case ChoiceKind::Sculptor:
        return std::string("sculptor ") + sizeWord(c.a);
    case ChoiceKind::Sorcerer:
        return "sorcerer " + std::to_string(c.a + 1);
    case ChoiceKind::Chief:
        return std::string("chief ") + sizeWord(c.a);
    case ChoiceKind::Improve:
        return std::string("improve ") + improvementWord(c.a);
    case ChoiceKind::Keep:
        return "keep";
    case ChoiceKind::ChipIn:
        return std::string("chip-in ") + sizeWord(c.a) + via;
    case ChoiceKind::ChangeJobsQuarry:
        return std::string("change-jobs quarry ") + sizeWord(c.a) + via;
    case ChoiceKind::ChangeJobsIsland:
        return "change-jobs island " + a + via;
    case ChoiceKind::LendAHand:
        return std::string("lend-a-hand ") + (c.b == 1 ? "chief " : "") + a + via;
    case ChoiceKind::Sculpt:
        return "sculpt " + a + " large " + std::to_string(c.b) + " medium";
    case ChoiceKind::Rest:
        return "rest " + a + via;
    case ChoiceKind::Barter:
        return "barter " + resourceList(c.paid & 0xFFFF) + " for " + resourceList(c.paid >> 16) +
               via;
    case ChoiceKind::Moai:
    case ChoiceKind::Pukao: {
        std::string out = c.kind == ChoiceKind::Moai ? std::string("moai ") + sizeWord(c.a) + " to "
                                                     : std::string("pukao to ");
        out += std::to_string(c.b);
        if (c.paid) {
            out += " via";
            for (int s = 0; s < kMaxSpaces; ++s)
                if (c.paid >> s & 1u) {
                    out += ' ';
                    out += std::to_string(s);
                }
        }
        return out;
    }
    case ChoiceKind::DropOut:
        return "drop-out";
    case ChoiceKind::Earn:
        return std::string("earn ") + resourceWord(c.a);
    case ChoiceKind::TakeMore:
        return "take-more " + a + via;
    case ChoiceKind::Erect:
        return "erect " + a + " higher";
    case ChoiceKind::Offer: {
        std::string out = std::string("offer ") + offeringWord(c.a);
        if (c.b & 1) out += " artistic";
        if (c.b & 2) out += " skimp";
        if ((c.b & 2) && c.c) {
            out += ' ';
            out += pairText(c.c);
        }
        if (c.b & kOfferOutstanding)
            out += (c.b & kOfferPickByTablet) ? " outstanding-by-tablet" : " outstanding";
        if (c.paid) out += " paying " + resourceList(c.paid);
        return out + via;
    }
    case ChoiceKind::Draft:
        return std::string("draft ") + tileWord(c.a);
    case ChoiceKind::EndTurn:
        return "end-turn";
    }
    return "?";
}

std::optional<Choice> parseChoice(std::string_view text) {
    auto w = choiceWords(text);
    if (w.empty()) return std::nullopt;
    Via via = Via::None;
    if (w.size() > 1 && (w.back() == "tablet" || w.back() == "tile")) {
        via = w.back() == "tablet" ? Via::Tablet : Via::Tile;
        w.pop_back();
    }
    const auto with = [&](ChoiceKind k, int a, int b = -1) -> std::optional<Choice> {
        if (a < 0) return std::nullopt;
        return Choice::of(k, a, b, via);
    };
    const std::string_view head = w[0];
    const std::size_t n = w.size();
    if (n == 1 && head == "keep") return Choice::of(ChoiceKind::Keep);
    if (n == 1 && head == "drop-out") return Choice::of(ChoiceKind::DropOut);
    if (n == 1 && head == "end-turn") return Choice::of(ChoiceKind::EndTurn);

    if (n == 2) {
        if (head == "villager") return with(ChoiceKind::Villager, number(w[1], 0, kMaxSpaces - 1));
        if (head == "sculptor") return with(ChoiceKind::Sculptor, indexOf(kSizeWords, w[1]));
        if (head == "sorcerer") {
            const int star = number(w[1], 1, 4);
            return star < 0 ? std::nullopt : with(ChoiceKind::Sorcerer, star - 1);
        }
        if (head == "chief") return with(ChoiceKind::Chief, indexOf(kSizeWords, w[1]));
        if (head == "improve") return with(ChoiceKind::Improve, indexOf(kImprovementWords, w[1]));
        if (head == "chip-in") return with(ChoiceKind::ChipIn, indexOf(kSizeWords, w[1]));
        if (head == "lend-a-hand")
            return with(ChoiceKind::LendAHand, number(w[1], 0, kMaxSpaces - 1), 0);
        if (head == "rest") return with(ChoiceKind::Rest, number(w[1], 0, kMaxSpaces - 1));
        if (head == "earn") return with(ChoiceKind::Earn, resourceFromWord(std::string(w[1])));
        if (head == "take-more") {
            const int k = number(w[1], 2, 3);
            return with(ChoiceKind::TakeMore, k);
        }
        if (head == "draft") return with(ChoiceKind::Draft, indexOf(kTileWords, w[1]));
    }
    if (n == 3) {
        if (head == "change-jobs" && w[1] == "quarry")
            return with(ChoiceKind::ChangeJobsQuarry, indexOf(kSizeWords, w[2]));
        if (head == "change-jobs" && w[1] == "island")
            return with(ChoiceKind::ChangeJobsIsland, number(w[2], 0, kMaxSpaces - 1));
        if (head == "lend-a-hand" && w[1] == "chief")
            return with(ChoiceKind::LendAHand, number(w[2], 0, kMaxSpaces - 1), 1);
        if (head == "barter") { // the rules 2 form: 3 of one resource for 3 of another
            const int from = resourceFromWord(std::string(w[1]));
            const int to = resourceFromWord(std::string(w[2]));
            if (from < 0 || to < 0) return std::nullopt;
            return barterOf(std::uint16_t(3 << (4 * from)), std::uint16_t(3 << (4 * to)), via);
        }
        if (head == "erect" && w[2] == "higher")
            return with(ChoiceKind::Erect, number(w[1], 0, kMaxErectGain));
    }
    if (n == 5 && head == "sculpt" && w[2] == "large" && w[4] == "medium") {
        const int large = number(w[1], 0, 9), medium = number(w[3], 0, 9);
        if (medium < 0) return std::nullopt;
        return with(ChoiceKind::Sculpt, large, medium);
    }
    if (n == 4 && head == "barter" && w[2] == "for") {
        const auto given = readResourceList(w[1], 3), taken = readResourceList(w[3], 3);
        if (!given || !taken) return std::nullopt;
        return barterOf(std::uint16_t(*given), std::uint16_t(*taken), via);
    }
    if (head == "moai" || head == "pukao") {
        const bool moai = head == "moai";
        std::size_t i = 1;
        int size = -1;
        if (moai) {
            if (n < 2) return std::nullopt;
            size = indexOf(kSizeWords, w[i++]);
            if (size < 0) return std::nullopt;
        }
        if (i + 1 >= n + 0 || w[i] != "to") return std::nullopt;
        const int ahu = number(w[i + 1], 0, kMaxAhu - 1);
        if (ahu < 0) return std::nullopt;
        i += 2;
        std::uint64_t paid = 0;
        if (i < n) {
            if (w[i] != "via" || i + 1 == n) return std::nullopt;
            for (++i; i < n; ++i) {
                const int s = number(w[i], 0, kMaxSpaces - 1);
                if (s < 0) return std::nullopt;
                paid |= std::uint64_t(1) << s;
            }
        }
        if (via != Via::None) return std::nullopt;
        Choice c = Choice::of(moai ? ChoiceKind::Moai : ChoiceKind::Pukao, size, ahu);
        c.paid = paid;
        return c;
    }
    if (head == "offer" && n >= 2) {
        const int type = indexOf(kOfferingWords, w[1]);
        if (type < 0) return std::nullopt;
        Choice c = Choice::of(ChoiceKind::Offer, type, 0, via);
        std::size_t i = 2;
        if (i < n && w[i] == "artistic") {
            c.b |= 1;
            ++i;
        }
        if (i < n && w[i] == "skimp") {
            c.b |= 2;
            ++i;
            if (i < n && w[i] != "outstanding" && w[i] != "outstanding-by-tablet" &&
                w[i] != "paying") {
                std::string_view pair = w[i++];
                const auto plus = pair.find('+');
                if (plus == std::string_view::npos) return std::nullopt;
                const int r1 = resourceFromWord(std::string(pair.substr(0, plus)));
                const int r2 = resourceFromWord(std::string(pair.substr(plus + 1)));
                if (r1 < 0 || r2 < 0 || r1 > r2 || (r1 == r2 && r1 == 0)) return std::nullopt;
                c.c = std::uint8_t(r1 == r2 ? (1 << r1 | kTwice) : (1 << r1 | 1 << r2));
            }
        }
        if (i < n && (w[i] == "outstanding" || w[i] == "outstanding-by-tablet")) {
            c.b |= kOfferOutstanding | (w[i] == "outstanding" ? 0 : kOfferPickByTablet);
            ++i;
        }
        if (i + 1 < n && w[i] == "paying") {
            // Resources in order, low to high, 1 to 4 of them: one text form per payment.
            const auto paid = readResourceList(w[i + 1], 4);
            if (!paid) return std::nullopt;
            c.paid = *paid;
            i += 2;
        }
        if (i != n) return std::nullopt;
        return c;
    }
    return std::nullopt;
}

} // namespace rano::rapanui
