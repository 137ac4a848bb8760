#include <QTest>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "protocol.h"

// docs/protocol.md's worked examples are sessions of the program: every `>` line is sent to a
// fresh session and the `<` line after it must be the answer, to the letter (a shortened
// answer, ending in "...}}", up to its "..."). The examples cannot drift from the program.
namespace {

struct Exchange {
    std::string sent;
    std::string received;
};

std::vector<std::vector<Exchange>> examples(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::vector<Exchange>> out;
    bool inBlock = false;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("```", 0) == 0) {
            inBlock = !inBlock;
            if (inBlock) out.emplace_back();
            continue;
        }
        if (!inBlock) continue;
        if (line.rfind("> ", 0) == 0) out.back().push_back({line.substr(2), {}});
        else if (line.rfind("< ", 0) == 0 && !out.back().empty())
            out.back().back().received = line.substr(2);
    }
    std::erase_if(out, [](const auto& block) { return block.empty(); });
    return out;
}

} // namespace

class TestProtocolDoc : public QObject {
    Q_OBJECT
private slots:
    void workedExamplesMatchTheProgram() {
        const auto blocks = examples(RANO_PROTOCOL_DOC);
        QVERIFY2(blocks.size() >= 2, "both games' worked examples are read");
        for (const auto& block : blocks) {
            ProtocolSession session;
            for (const Exchange& x : block) {
                const std::string answer = session.handle(x.sent).dump();
                const auto cut = x.received.find("...");
                const std::string want =
                    cut == std::string::npos ? x.received : x.received.substr(0, cut);
                const std::string got = cut == std::string::npos ? answer : answer.substr(0, cut);
                QVERIFY2(got == want, ("after " + x.sent + "\n   doc: " + x.received +
                                       "\n   program: " + answer.substr(0, 300))
                                          .c_str());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestProtocolDoc)
#include "tst_protocol_doc.moc"
