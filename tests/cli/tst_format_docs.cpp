#include <QTest>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/replay_record.h"
#include "games/registry.h"
#include "protocol.h"
#include "rapanui/board.h"
#include "volcanic/catalogue_json.h"
#include "volcanic/state_json.h"

// Every file-format page of docs/ is checked against the program, as docs/protocol.md's worked
// example is: the version in the page's title is the one the program writes, the fields of its
// first "| field |" table are exactly the top-level fields the program writes, and its first
// ```json block is a whole file the program loads. The two Rapa Nui games tell their state files
// in their rules pages: there the version and every field written are checked. A page cannot
// drift from the program.
using nlohmann::json;

namespace {

std::string page(const char* name) {
    std::ifstream in(std::string(RANO_DOCS_DIR) + "/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

// The N of "version N" in the page's title (its first line); -1 without one.
int statedVersion(const std::string& text) {
    const std::string title = lines(text).empty() ? "" : lines(text).front();
    std::smatch m;
    if (!std::regex_search(title, m, std::regex("version ([0-9]+)"))) return -1;
    return std::stoi(m[1].str());
}

// The first ```json block, parsed; null when there is none or it is not JSON.
json example(const std::string& text) {
    std::string body;
    bool in = false;
    for (const std::string& line : lines(text)) {
        if (!in && line.rfind("```json", 0) == 0) {
            in = true;
            continue;
        }
        if (in && line.rfind("```", 0) == 0) break;
        if (in) body += line + "\n";
    }
    return json::parse(body, nullptr, false);
}

// The backquoted names in the first cell of each row of the first table headed "| field |".
std::set<std::string> documentedFields(const std::string& text) {
    std::set<std::string> out;
    bool in = false;
    for (const std::string& line : lines(text)) {
        if (!in) {
            in = line.rfind("| field |", 0) == 0;
            continue;
        }
        if (line.rfind("|", 0) != 0) break;
        if (line.rfind("|---", 0) == 0) continue;
        const std::string cell = line.substr(1, line.find('|', 1) - 1);
        static const std::regex name("`([A-Za-z0-9_]+)`");
        for (auto it = std::sregex_iterator(cell.begin(), cell.end(), name);
             it != std::sregex_iterator(); ++it)
            out.insert((*it)[1].str());
    }
    return out;
}

std::set<std::string> keys(const json& j) {
    std::set<std::string> out;
    for (const auto& [key, value] : j.items())
        out.insert(key);
    return out;
}

std::string joined(const std::set<std::string>& names) {
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

// The documented fields are the written ones, no more, no fewer.
void compareFields(const char* name, const std::set<std::string>& documented,
                   const std::set<std::string>& written) {
    std::set<std::string> missing, extra;
    for (const std::string& w : written)
        if (!documented.count(w)) missing.insert(w);
    for (const std::string& d : documented)
        if (!written.count(d)) extra.insert(d);
    QVERIFY2(missing.empty(),
             (std::string(name) + ": written by the program, not in the page's field table: " +
              joined(missing))
                 .c_str());
    QVERIFY2(extra.empty(), (std::string(name) + ": in the page's field table, not written: " +
                             joined(extra))
                                .c_str());
}

const std::vector<rano::Seat> kSeats = {{"Red", true, ""}, {"Blue", false, "greedy"}};

// A new game's replay file, as the program writes it.
json replayOf(const char* game) {
    const rano::games::GameEntry* entry = rano::games::findGame(game);
    std::string error;
    auto g = entry->start(2, 1, json::object(), false, error);
    if (!g) return json();
    // One choice played, so "choices" holds one.
    const json legal = g->legalAnswer();
    g->applyAnswer(json{{"choice", legal["choices"][0]}});
    return g->replayFile(kSeats);
}


// The text of the section headed `heading` ("## State file"), up to the next "## ".
std::string section(const std::string& text, const std::string& heading) {
    std::string out;
    bool in = false;
    for (const std::string& line : lines(text)) {
        if (line.rfind("## ", 0) == 0) {
            if (in) break;
            in = line == heading;
            continue;
        }
        if (in) out += line + "\n";
    }
    return out;
}

// A game's state as the protocol's "state" writes it, after its first legal choice.
json stateOf(const char* game) {
    ProtocolSession session;
    session.handle(json{{"cmd", "new"}, {"game", game}, {"players", 2}, {"seed", 1}}.dump());
    const json legal = session.handle(R"({"cmd":"legal"})");
    session.handle(json{{"cmd", "apply"}, {"choice", legal["choices"][0]}}.dump());
    return session.handle(R"({"cmd":"state"})")["state"];
}

// The state files of the Rapa Nui games are told in their rules pages, in "## State file":
// the section states the version the program writes and names every field it writes.
void stateSectionMatches(const char* pageName, const char* game) {
    const std::string text = section(page(pageName), "## State file");
    QVERIFY2(!text.empty(), (std::string(pageName) + ": no \"## State file\" section").c_str());
    const json written = stateOf(game);
    QVERIFY2(written.is_object(), game);
    const std::string version = std::to_string(written["version"].get<int>());
    QVERIFY2(std::regex_search(text, std::regex("`?version`?,? " + version + "\\b")),
             (std::string(pageName) + ": the State file section does not state version " + version)
                 .c_str());
    std::set<std::string> missing;
    for (const std::string& key : keys(written))
        if (text.find("`" + key) == std::string::npos) missing.insert(key);
    QVERIFY2(missing.empty(), (std::string(pageName) + ": fields written, not in its State file "
                                                       "section: " + joined(missing))
                                  .c_str());
}
} // namespace

class TestFormatDocs : public QObject {
    Q_OBJECT
private slots:
    void stateFormat() {
        const std::string text = page("state-format.md");
        ProtocolSession session;
        QCOMPARE(session.handle(R"({"cmd":"new","game":"volcanic-isle","players":2,"seed":1})")
                     .value("ok", false),
                 true);
        const json written = session.handle(R"({"cmd":"state"})")["state"];
        QCOMPARE(statedVersion(text), rano::volcanic::kStateFormatVersion);
        QCOMPARE(written["version"].get<int>(), rano::volcanic::kStateFormatVersion);
        compareFields("state-format.md", documentedFields(text), keys(written));

        const json doc = example(text);
        QVERIFY2(doc.is_object(), "state-format.md: its first ```json block is JSON");
        QCOMPARE(doc.value("version", -1), rano::volcanic::kStateFormatVersion);
        // The example is a state on Mu; a game of as many players on Mu loads it.
        ProtocolSession on;
        on.handle(json{{"cmd", "new"}, {"game", "volcanic-isle"}, {"players", doc["players"]}}
                      .dump());
        const json answer = on.handle(json{{"cmd", "load"}, {"state", doc}}.dump());
        QVERIFY2(answer.value("ok", false), answer.dump().c_str());
    }

    // The page's "A seat's view" tells the view as the program writes it: the state's fields
    // but `rng`, its own format, and `viewer`.
    void seatViewFormat() {
        const std::string text = section(page("state-format.md"), "## A seat's view");
        QVERIFY2(!text.empty(), "state-format.md: no \"## A seat's view\" section");
        ProtocolSession session;
        session.handle(R"({"cmd":"new","game":"volcanic-isle","players":2,"seed":1})");
        const json state = session.handle(R"({"cmd":"state"})")["state"];
        const json view = session.handle(R"({"cmd":"state","viewer":1})")["view"];
        std::set<std::string> expected = keys(state);
        expected.erase("rng");
        expected.insert("viewer");
        QCOMPARE(keys(view), expected);
        QCOMPARE(view["viewer"].get<int>(), 1);
        const std::string format = view["format"];
        for (const std::string& named :
             {"`\"" + format + "\"`", std::string("`viewer`"), std::string("without `rng`")})
            QVERIFY2(text.find(named) != std::string::npos,
                     ("state-format.md, A seat's view: does not say " + named).c_str());
    }

    void replayFormat() {
        const std::string text = page("replay-format.md");
        std::set<std::string> written;
        for (const rano::games::GameEntry* entry : rano::games::allGames()) {
            const json file = replayOf(entry->id);
            QVERIFY2(file.is_object(), entry->id);
            QCOMPARE(file["version"].get<int>(), rano::kReplayFormatVersion);
            for (const std::string& k : keys(file))
                written.insert(k);
        }
        QCOMPARE(statedVersion(text), rano::kReplayFormatVersion);
        compareFields("replay-format.md", documentedFields(text), written);

        const json doc = example(text);
        QVERIFY2(doc.is_object(), "replay-format.md: its first ```json block is JSON");
        const rano::games::GameEntry* entry = rano::games::gameOfFile(doc);
        QVERIFY2(entry, "replay-format.md: the example names a game");
        std::vector<rano::Seat> seats;
        std::string error;
        QVERIFY2(entry->open(doc, seats, error), ("replay-format.md: " + error).c_str());
        QCOMPARE(int(seats.size()), doc["players"].size() > 0 ? int(doc["players"].size()) : -1);
    }

    void continentFormat() {
        const std::string text = page("continent-format.md");
        const json written = replayOf("volcanic-isle")["continent"];
        QVERIFY(written.is_object());
        QCOMPARE(statedVersion(text), rano::volcanic::kContinentFormatVersion);
        QCOMPARE(written["version"].get<int>(), rano::volcanic::kContinentFormatVersion);
        compareFields("continent-format.md", documentedFields(text), keys(written));

        const json doc = example(text);
        QVERIFY2(doc.is_object(), "continent-format.md: its first ```json block is JSON");
        // A game starts on it: read, checked against every setup rule, played.
        ProtocolSession session;
        const json answer = session.handle(
            json{{"cmd", "new"}, {"game", "volcanic-isle"}, {"players", 4}, {"continent", doc}}
                .dump());
        QVERIFY2(answer.value("ok", false), answer.dump().c_str());
    }

    void rapaNuiBoardFormat() {
        const std::string text = page("rapanui-board-format.md");
        const json written = replayOf("rapa-nui")["board"];
        QVERIFY(written.is_object());
        QCOMPARE(statedVersion(text), written["version"].get<int>());
        compareFields("rapanui-board-format.md", documentedFields(text), keys(written));

        const json doc = example(text);
        QVERIFY2(doc.is_object(), "rapanui-board-format.md: its first ```json block is JSON");
        rano::rapanui::Board board;
        std::string error;
        QVERIFY2(rano::rapanui::boardFromJson(doc, board, error),
                 ("rapanui-board-format.md: " + error).c_str());
    }
    void cardsStateSection() { stateSectionMatches("cards-rules.md", "rapa-nui-cards"); }
    void rapaNuiStateSection() { stateSectionMatches("rapanui-rules.md", "rapa-nui"); }
};

QTEST_GUILESS_MAIN(TestFormatDocs)
#include "tst_format_docs.moc"
