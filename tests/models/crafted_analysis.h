#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "review.h"

// Issue 66.10, for every game's review: a file whose cached analysis is one Rano's review never
// writes (a chance of -3 or 2, one too large for a percentage, a lead in points too large or
// no number, the choice played named the AI's best yet called a mistake) is reviewed as if it had
// no analysis, and analysing it again gives the verdicts of a clean review, value for value.
namespace crafted {

inline nlohmann::json readJson(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
}

inline QString writeText(const QString& path, const std::string& text) {
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(text.data(), qint64(text.size()));
    return path;
}

// One way of making decision `d` (of a file whose JSON is `file`) one the review never writes.
struct Tampering {
    const char* what;
    std::function<void(nlohmann::json& d, const nlohmann::json& file)> apply;
};

inline std::vector<Tampering> tamperings() {
    return {
        {"a chance below 0",
         [](nlohmann::json& d, const nlohmann::json&) { d["bestWinRate"] = -3; }},
        {"a chance above 1",
         [](nlohmann::json& d, const nlohmann::json&) { d["playedWinRate"] = 2; }},
        // 1e308 % is "inf %" on the screen.
        {"a chance beyond a percentage",
         [](nlohmann::json& d, const nlohmann::json&) { d["chances"][1] = 1e308; }},
        // Issue 68.9's leads in points: a number, within what a game scores.
        {"a lead in points beyond any score",
         [](nlohmann::json& d, const nlohmann::json&) { d["bestPoints"] = 1e308; }},
        {"a lead in points that is no number",
         [](nlohmann::json& d, const nlohmann::json&) { d["playedPoints"] = "many"; }},
        {"the choice played as the AI's best, called a mistake",
         [](nlohmann::json& d, const nlohmann::json& file) {
             d["best"] = file["choices"][d["step"].get<std::size_t>()];
             d["bestWinRate"] = 0.9;
             d["playedWinRate"] = 0.1;
         }},
    };
}

// What a review shows of its analysis: the verdict at every step (0: none), and the chart.
struct Shown {
    QStringList verdicts;
    QList<bool> mistakes;
    QVariantList chances;
    bool operator==(const Shown&) const = default;
};

inline Shown shown(Review& r) {
    Shown s;
    for (int step = 0; step <= r.count(); ++step) {
        r.setStep(step);
        s.verdicts << r.verdict();
        s.mistakes << r.verdictMistake();
    }
    s.chances = r.chanceSeries();
    return s;
}

// Analyses `file` with a review made by `make` (the cache is then written into it), checks
// that a review of it trusts that cache, and that each tampering of decision `step` in a copy
// makes the cache refused and recomputed to the same verdicts. `clean` is what the clean
// review showed, for the caller's exact expectations.
inline void checkCraftedAnalysesAreRecomputed(const QString& file, std::size_t step,
                                              const std::function<std::unique_ptr<Review>()>& make,
                                              Shown& clean) {
    {
        const auto r = make();
        QVERIFY2(r->open(file), qPrintable(r->lastError()));
        r->analyse();
        QTRY_VERIFY_WITH_TIMEOUT(r->analysed(), 120000);
        clean = shown(*r);
    }
    const nlohmann::json saved = readJson(file);
    QVERIFY(saved.contains("analysis"));
    {
        const auto r = make();
        QVERIFY(r->open(file));
        QVERIFY(r->analysed()); // a cache the review wrote is trusted whole
        QCOMPARE(shown(*r), clean);
    }
    const QDir dir = QFileInfo(file).dir();
    int n = 0;
    for (const Tampering& t : tamperings()) {
        nlohmann::json j = saved;
        bool found = false;
        for (auto& d : j["analysis"]["decisions"])
            if (d["step"].get<std::size_t>() == step) {
                t.apply(d, j);
                found = true;
            }
        QVERIFY(found);
        const QString crafted =
            writeText(dir.filePath(QStringLiteral("crafted-%1.rano.json").arg(++n)), j.dump(1));
        const auto r = make();
        QVERIFY(r->open(crafted));
        // As if the file had no analysis: no verdict anywhere, no chart.
        QVERIFY2(r->analysisProgress() == 0.0, t.what);
        QVERIFY2(!r->analysed(), t.what);
        Shown none = shown(*r);
        QVERIFY2(none.chances.isEmpty(), t.what);
        for (int i = 0; i <= r->count(); ++i) {
            QVERIFY2(none.verdicts[i].isEmpty(), t.what);
            QVERIFY2(!none.mistakes[i], t.what);
        }
        r->analyse();
        QTRY_VERIFY_WITH_TIMEOUT(r->analysed(), 120000);
        QVERIFY2(shown(*r) == clean, t.what);
        // The file now holds the recomputed analysis, trusted by the next review.
        const auto again = make();
        QVERIFY(again->open(crafted));
        QVERIFY2(again->analysed(), t.what);
    }
    // A number beyond a double (1e999) is refused with the file: no JSON reader holds it.
    nlohmann::json j = saved;
    j["analysis"]["decisions"][0]["bestWinRate"] = "TOO-LARGE";
    std::string text = j.dump(1);
    text.replace(text.find("\"TOO-LARGE\""), 11, "1e999");
    const QString huge = writeText(dir.filePath(QStringLiteral("huge.rano.json")), text);
    const auto r = make();
    QVERIFY(!r->open(huge));
    QVERIFY2(r->lastError().startsWith(QStringLiteral("The replay %1 cannot be read: not valid "
                                                      "JSON ([json.exception.out_of_range.406] "
                                                      "number overflow parsing '1e999'")
                                           .arg(huge)),
             qPrintable(r->lastError()));
}

} // namespace crafted
