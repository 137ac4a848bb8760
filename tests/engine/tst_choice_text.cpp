// One text form per choice, in every game (issue 49.4 and 49.9): every choice the engine lists
// reads back from its text to itself, so a replay or a protocol session can always name it;
// and no other spelling of it (a leading zero, a doubled or trailing space) reads at all.

#include <QTest>

#include <string>

#include "cards/game.h"
#include "core/rng.h"
#include "rapanui/game.h"
#include "volcanic/continent_spec.h"
#include "volcanic/game.h"

using rano::Rng;

namespace {

// Other spellings of `text`: each must be refused, or a replay could hold two texts for one
// choice.
std::vector<std::string> otherSpellings(const std::string& text) {
    std::vector<std::string> out = {" " + text, text + " "};
    if (const auto space = text.find(' '); space != std::string::npos)
        out.push_back(text.substr(0, space) + "  " + text.substr(space + 1));
    // Each number with a leading zero: "villager 012", "sorcerer 02".
    for (std::size_t i = 0; i < text.size(); ++i)
        if (std::isdigit(static_cast<unsigned char>(text[i])) && (i == 0 || text[i - 1] == ' '))
            out.push_back(text.substr(0, i) + "0" + text.substr(i));
    return out;
}

// Plays `games` games of `Kit` made by `make(seed)` with the bots; "" when every legal choice
// of every decision read back to itself and no other spelling read, else the first fault.
template <class Kit, class Make> std::string checkTexts(Make make, int games, int& checked) {
    Rng rng(5);
    for (int g = 0; g < games; ++g) {
        auto game = make(std::uint64_t(g + 1));
        while (!Kit::over(game.state())) {
            typename Kit::ChoiceList legal;
            Kit::legal(game.state(), legal);
            for (const auto& c : legal) {
                const std::string text = Kit::text(c);
                const auto back = Kit::parse(text);
                if (!back) return "\"" + text + "\" does not read";
                if (!(*back == c)) return "\"" + text + "\" reads as \"" + Kit::text(*back) + "\"";
                for (const std::string& other : otherSpellings(text))
                    if (Kit::parse(other))
                        return "\"" + other + "\" reads as well as \"" + text + "\"";
                ++checked;
            }
            const auto c = rng.below(3) ? Kit::greedyBot(game.state(), rng)
                                        : Kit::randomBot(game.state(), rng);
            if (std::string why = game.play(c); !why.empty()) return why;
        }
    }
    return {};
}

} // namespace

class TestChoiceText : public QObject {
    Q_OBJECT
private slots:
    void volcanicIsle() {
        std::string error;
        auto board = rano::volcanic::boardFor("standard", 1, error);
        QVERIFY2(board, error.c_str());
        int checked = 0;
        const std::string fault = checkTexts<rano::volcanic::Kit>(
            [&](std::uint64_t seed) {
                return rano::volcanic::Game(
                    board, {int(2 + seed % 3), rano::volcanic::kDefaultVolcanoFaces}, seed);
            },
            6, checked);
        QVERIFY2(fault.empty(), fault.c_str());
        QVERIFY(checked > 10000);
    }
    void cardGame() {
        int checked = 0;
        const std::string fault = checkTexts<rano::cards::Kit>(
            [](std::uint64_t seed) { return rano::cards::Game({int(2 + seed % 3)}, seed); }, 60,
            checked);
        QVERIFY2(fault.empty(), fault.c_str());
        QVERIFY(checked > 10000);
    }
    void rapaNui() {
        std::string error;
        auto two = rano::rapanui::shippedBoardFor(2, error);
        auto many = rano::rapanui::shippedBoardFor(4, error);
        QVERIFY2(two && many, error.c_str());
        int checked = 0;
        const std::string fault = checkTexts<rano::rapanui::Kit>(
            [&](std::uint64_t seed) {
                const int players = int(2 + seed % 3);
                return rano::rapanui::Game(players == 2 ? two : many, {players, seed % 4 == 0},
                                           seed);
            },
            60, checked);
        QVERIFY2(fault.empty(), fault.c_str());
        QVERIFY(checked > 10000);
    }
    // The erection seen in a real game that its own replay then refused: Fervent with Take Two
    // More and Take Three More took "erect 11 higher" past the reader's old bound of 10.
    void everyErectionReads() {
        using namespace rano::rapanui;
        for (int n = 0; n <= kMaxErectGain; ++n) {
            const auto c = parseChoice("erect " + std::to_string(n) + " higher");
            QVERIFY(c);
            QCOMPARE(toText(*c), "erect " + std::to_string(n) + " higher");
        }
        QVERIFY(!parseChoice("erect " + std::to_string(kMaxErectGain + 1) + " higher"));
        QVERIFY(!parseChoice("villager 012"));
        QVERIFY(!parseChoice(" villager   14 "));
        QVERIFY(!parseChoice("sorcerer 02"));
        QVERIFY(parseChoice("villager 12"));
    }
};

QTEST_APPLESS_MAIN(TestChoiceText)
#include "tst_choice_text.moc"
