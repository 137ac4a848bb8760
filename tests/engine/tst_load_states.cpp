// What `load` accepts, the engine can play on from; every state the engine reaches, `load`
// accepts (issue 22.8). Positions of bot games are saved and read back (the same hash), then
// changed one field at a time: a changed state the reader accepts must play on to its end
// with every invariant held, legal choices at every decision.

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

#include "cards/game.h"
#include "core/rng.h"
#include "rapanui/game.h"
#include "volcanic/continent_spec.h"
#include "volcanic/game.h"

using nlohmann::json;
using rano::Rng;

namespace {

// The paths of the number and true/false leaves of `j`.
void leaves(const json& j, const json::json_pointer& at, std::vector<json::json_pointer>& out) {
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            leaves(it.value(), at / it.key(), out);
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            leaves(j[i], at / i, out);
    } else if (j.is_number_integer() || j.is_boolean() || j.is_string()) {
        out.push_back(at);
    }
}

// Words a state spells its moments with (Rapa Nui's phases, end reasons and figurine spots):
// a string leaf in one of them is changed to another word of the same list.
using Vocabulary = std::vector<std::vector<std::string>>;

const std::vector<std::string>* wordsOf(const Vocabulary& vocabulary, const std::string& word) {
    for (const auto& list : vocabulary)
        if (std::find(list.begin(), list.end(), word) != list.end()) return &list;
    return nullptr;
}

// Plays random choices from `s` to the end; "" when every decision had legal choices, each
// applied and every invariant held, else what broke.
template <class Kit> std::string playsOn(typename Kit::State s, Rng& rng) {
    if (std::string why = Kit::invariantsAtStart(s); !why.empty()) return "at load: " + why;
    for (int n = 0; n < 20000; ++n) {
        if (Kit::over(s)) return {};
        typename Kit::ChoiceList legal;
        Kit::legal(s, legal);
        if (legal.empty()) return "no legal choice for seat " + std::to_string(Kit::decider(s));
        const auto c = legal[rng.below(std::uint32_t(legal.size()))];
        const typename Kit::State before = s;
        if (std::string why = Kit::apply(s, c, nullptr); !why.empty())
            return "its own legal choice \"" + Kit::text(c) + "\" refused: " + why;
        if (std::string why = Kit::invariants(before, c, s); !why.empty())
            return "after \"" + Kit::text(c) + "\": " + why;
    }
    return "no end after 20000 choices";
}

// Round trips and changed states of `games` bot games of `Kit`, made by `make(seed)`.
template <class Kit, class Make>
void checkLoads(Make make, int games, const Vocabulary& vocabulary = {}) {
    // RANO_LOAD_GAMES_TIMES=N plays N times as many games (a longer search for faults).
    games *= std::max(1, qEnvironmentVariableIntValue("RANO_LOAD_GAMES_TIMES"));
    Rng rng(99);
    int accepted = 0, changes = 0;
    std::vector<std::string> faults;
    for (int g = 0; g < games; ++g) {
        auto game = make(std::uint64_t(g + 1));
        const auto context = game.context();
        while (!Kit::over(game.state())) {
            const auto c = rng.below(3) ? Kit::greedyBot(game.state(), rng)
                                        : Kit::randomBot(game.state(), rng);
            QVERIFY(game.play(c).empty());
            if (rng.below(8) != 0 && !Kit::over(game.state())) continue;
            // Every state the engine reaches reads back to itself.
            const json saved = Kit::toJson(game.state());
            typename Kit::State back;
            std::string error;
            QVERIFY2(Kit::fromJson(saved, context, back, error),
                     (Kit::text(c) + ": " + error).c_str());
            QCOMPARE(Kit::hash(back), Kit::hash(game.state()));
            // A state changed in one field is refused, or plays on.
            std::vector<json::json_pointer> paths, all;
            leaves(saved, json::json_pointer(), all);
            for (const auto& path : all)
                if (!saved[path].is_string() || wordsOf(vocabulary, saved[path].get<std::string>()))
                    paths.push_back(path);
            for (int k = 0; k < 4 && !paths.empty(); ++k) {
                const auto& path = paths[rng.below(std::uint32_t(paths.size()))];
                json changed = saved;
                json& leaf = changed[path];
                if (leaf.is_string()) {
                    const auto& words = *wordsOf(vocabulary, leaf.get<std::string>());
                    std::string word = leaf.get<std::string>();
                    while (word == leaf.get<std::string>())
                        word = words[rng.below(std::uint32_t(words.size()))];
                    leaf = word;
                } else if (leaf.is_boolean())
                    leaf = !leaf.get<bool>();
                else
                    leaf = leaf.get<long long>() +
                           (rng.below(2) ? 1 : -1) * (1 + static_cast<long long>(rng.below(3)));
                ++changes;
                typename Kit::State loaded;
                if (!Kit::fromJson(changed, context, loaded, error)) continue;
                ++accepted;
                if (std::string why = playsOn<Kit>(loaded, rng); !why.empty())
                    faults.push_back(path.to_string() + " " + saved[path].dump() + " -> " +
                                     changed[path].dump() + ": " + why);
            }
        }
    }
    qInfo("%s: %d changed states, %d accepted, %zu could not play on", Kit::kId, changes, accepted,
          faults.size());
    for (std::size_t i = 0; i < faults.size() && i < 12; ++i)
        qWarning("%s", faults[i].c_str());
    QVERIFY(faults.empty());
}

} // namespace

class TestLoadStates : public QObject {
    Q_OBJECT
private slots:
    void volcanicIsle() {
        std::string error;
        auto board = rano::volcanic::boardFor("standard", 1, error);
        QVERIFY2(board, error.c_str());
        checkLoads<rano::volcanic::Kit>(
            [&](std::uint64_t seed) {
                return rano::volcanic::Game(
                    board, {int(2 + seed % 3), rano::volcanic::kDefaultVolcanoFaces}, seed);
            },
            12);
    }
    void cardGame() {
        checkLoads<rano::cards::Kit>(
            [](std::uint64_t seed) { return rano::cards::Game({int(2 + seed % 3)}, seed); }, 40);
    }
    void rapaNui() {
        std::string error;
        auto two = rano::rapanui::shippedBoardFor(2, error);
        auto many = rano::rapanui::shippedBoardFor(4, error);
        QVERIFY2(two && many, error.c_str());
        checkLoads<rano::rapanui::Kit>(
            [&](std::uint64_t seed) {
                const int players = int(2 + seed % 3);
                return rano::rapanui::Game(players == 2 ? two : many, {players, false}, seed);
            },
            12,
            {{"draft", "place", "changeJobs", "chipIn", "sculpt", "lendAHand", "transport",
              "payment", "erect", "style", "over"},
             {"none", "rule", "roundCap"},
             {"out", "hand", "track", "quarry", "island"}});
    }
};

QTEST_APPLESS_MAIN(TestLoadStates)
#include "tst_load_states.moc"
