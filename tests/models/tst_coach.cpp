#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "cards/bots.h"
#include "cardstable.h"
#include "coach.h"
#include "coachbook.h"
#include "rapanui/bots.h"
#include "rapanuiposition.h"
#include "rapanuitable.h"
#include "test_home.h"
#include "volcanic/bots.h"
#include "volcanictable.h"

#include <functional>

using namespace rano::volcanic;

namespace {
// The deciding player's legal choices in their text form.
QStringList legalTexts(const VolcanicTable& t) {
    ChoiceList legal;
    t.state().legalChoices(legal);
    QStringList out;
    for (const Choice& c : legal)
        out << QString::fromStdString(toText(c));
    return out;
}

QStringList ofKinds(const QStringList& choices, const QStringList& kinds) {
    QStringList out;
    for (const QString& c : choices)
        if (kinds.contains(Coach::kindOf(c))) out << c;
    return out;
}

// The spaces a legal choice of these kinds acts on, from the engine's choices themselves.
QSet<int> spacesOf(const VolcanicTable& t, const QStringList& kinds) {
    ChoiceList legal;
    t.state().legalChoices(legal);
    QSet<int> out;
    for (const Choice& c : legal)
        if (kinds.contains(Coach::kindOf(QString::fromStdString(toText(c)))))
            out.insert(c.kind == ChoiceKind::Move ? c.from : c.to);
    return out;
}

const Lesson& lessonNamed(const CoachBook& book, const QString& id) {
    return book.lessons[std::size_t(book.indexOf(id))];
}

// Plays the coached game of table `t` to its end as the coach asks (see
// theCoachTeachesAWholeGame); `allowed(kinds)` gives the places the engine's legal choices of
// those kinds act on.
template <class Table>
void wholeGame(Table& t, const QStringList& opening, const QStringList& always,
               const std::function<QSet<int>(const QStringList&)>& allowed) {
    rano::Rng bot(11);
    const CoachBook book = *CoachBook::shipped(static_cast<const GameTable&>(t).gameId());
    t.setAiDelay(0);
    QVERIFY(t.learnToPlay());
    Coach& coach = *t.coach();
    QRandomGenerator rng(5);
    QStringList given;
    // The first decision at which each lesson's situation held.
    QHash<QString, int> arose;
    QSet<QString> waiting; // due or shown at the last decision before the end
    // Each lesson is given when its situation first arises, or queued behind the lesson
    // shown then: never before, never forgotten.
    const auto observe = [&](int decision) {
        const Coach::Look& look = coach.lastLook();
        for (const Lesson& l : book.lessons) {
            bool holds = true;
            for (const QString& s : l.when)
                holds = holds && look.situations.contains(s);
            bool askable = l.ask.isEmpty();
            for (const QString& k : l.ask)
                askable = askable || look.legalKinds.contains(k);
            if (holds && askable && !arose.contains(l.id)) {
                arose.insert(l.id, decision);
                // Once over, only the end is told.
                const bool moot = t.over() && !l.when.contains(QStringLiteral("over"));
                const bool now = moot || coach.lessonId() == l.id || coach.isDue(l.id) ||
                                 (!l.ask.isEmpty() && coach.shown());
                QVERIFY2(now, qPrintable(l.id + QStringLiteral(" shown: ") + coach.lessonId()));
            }
            if (coach.lessonId() == l.id) QVERIFY2(arose.contains(l.id), qPrintable(l.id));
        }
        if (coach.shown() && !given.contains(coach.lessonId())) given << coach.lessonId();
        if (t.over()) return;
        waiting.clear();
        for (const Lesson& l : book.lessons)
            if (coach.isDue(l.id) || coach.lessonId() == l.id) waiting.insert(l.id);
    };
    int decisions = 0;
    while (!t.over() && decisions < 3000) {
        QTRY_VERIFY_WITH_TIMEOUT(t.humanToDecide() || t.over(), 30000);
        if (t.over()) break;
        ++decisions;
        observe(decisions);
        const QStringList legal = t.legalChoiceTexts();
        const QStringList asks = coach.asks();
        if (!asks.isEmpty()) {
            QSet<int> lit;
            for (const QVariant& v : coach.lights())
                lit.insert(v.toInt());
            QVERIFY2(lit.isEmpty() || lit == allowed(asks), qPrintable(coach.lessonId()));
            const QStringList asked = ofKinds(legal, asks);
            QVERIFY(!asked.isEmpty());
            // Another kind of choice is refused while the lesson asks, with its reason.
            QStringList others;
            for (const QString& c : legal)
                if (!asks.contains(Coach::kindOf(c))) others << c;
            if (!others.isEmpty()) {
                QVERIFY(!t.play(others.first()));
                QCOMPARE(t.refusal(), lessonNamed(book, coach.lessonId()).refuse);
            }
            QVERIFY(t.play(asked[int(rng.bounded(qsizetype(asked.size())))]));
            continue;
        }
        if (coach.shown()) {
            coach.gotIt(); // read: the next lesson, if one is due, comes now
            continue;
        }
        // The free part: the greedy bot's choice, a player with a purpose.
        QVERIFY(t.play(QString::fromStdString(toText(greedyBotChoice(t.state(), bot)))));
    }
    QVERIFY2(t.over(), qPrintable(QString::number(decisions)));
    observe(decisions + 1);
    qInfo() << "decisions" << decisions << "lessons given" << given;
    QVERIFY(coach.shown());
    QVERIFY(coach.offer());
    QVERIFY(coach.readyLevel() == book.readyIfWon || coach.readyLevel() == book.readyIfLost);
    QCOMPARE(coach.readyLevel(),
             static_cast<const GameTable&>(t).humanWon() ? book.readyIfWon : book.readyIfLost);
    // Every lesson whose situation arose before the end was given (at the end only the
    // score sheet is: what was due about the game going on is moot).
    for (auto it = arose.begin(); it != arose.end(); ++it)
        if (it.value() <= decisions)
            QVERIFY2(given.contains(it.key()) || waiting.contains(it.key()), qPrintable(it.key()));
    // The opening came first, in the book's order; what always happens was taught.
    QCOMPARE(given.mid(0, opening.size()), opening);
    for (const QString& id : always)
        QVERIFY2(given.contains(id), qPrintable(id));
}
} // namespace

class TestCoach : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { useOwnHome(); }

    // A lesson file that is not one says what is wrong and where.
    void aBadBookIsRefused_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        const QByteArray head =
            R"({"game": "g", "setup": {"players": 3, "seed": 1, "opponents": "easy"},
                                   "ready": {"won": "medium", "lost": "easy"}, "lessons": )";
        QTest::newRow("not JSON") << QByteArray("{\"game\": ")
                                  << QStringLiteral("not JSON at character 9");
        QTest::newRow("no setup") << QByteArray(R"({"game": "g", "lessons": []})")
                                  << QStringLiteral(
                                         "\"game\", \"setup\" (players, seed, opponents) and "
                                         "\"ready\" (won, lost) are needed");
        QTest::newRow("no lessons") << head + "[]}" << QStringLiteral("no lessons");
        QTest::newRow("twice") << head +
                                      R"([{"id": "a", "when": ["start"], "title": "T", "text": "X"},
                                             {"id": "a", "when": ["start"], "title": "T", "text": "X"}]})"
                               << QStringLiteral("lesson 2 (\"a\"): no id, or one used twice");
        QTest::newRow("no text")
            << head + R"([{"id": "a", "when": ["start"], "title": "T"}]})"
            << QStringLiteral("lesson 1 (\"a\"): \"when\", \"title\" and \"text\" are needed");
        QTest::newRow("no refusal")
            << head +
                   R"([{"id": "a", "when": ["start"], "ask": ["move"], "title": "T", "text": "X"}]})"
            << QStringLiteral(
                   "lesson 1 (\"a\"): a lesson that asks for a choice says why others are "
                   "refused (\"refuse\")");
    }
    void aBadBookIsRefused() {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!CoachBook::read(json, why));
        QVERIFY2(why.startsWith(error), qPrintable(why));
    }

    // Three lessons due at once: two are read now, the third at the player's next decision
    // (a newcomer reads a few at a time); a lesson asking for a move still shows meanwhile.
    void lessonsComeTwoAtADecision() {
        QString why;
        const auto book = CoachBook::read(
            R"({"game": "g", "setup": {"players": 3, "seed": 1, "opponents": "easy"},
                "ready": {"won": "medium", "lost": "easy"}, "lessons": [
                {"id": "a", "when": ["start"], "title": "A", "text": "X"},
                {"id": "b", "when": ["start"], "title": "B", "text": "X"},
                {"id": "c", "when": ["start"], "title": "C", "text": "X"},
                {"id": "move", "when": ["start"], "ask": ["move"], "title": "M", "text": "X",
                 "refuse": "R"}]})",
            why);
        QVERIFY2(book, qPrintable(why));
        Coach coach;
        coach.begin(*book);
        const Coach::Look look{{QStringLiteral("start")}, {{QStringLiteral("move"), {}}}};
        coach.look(look);
        QCOMPARE(coach.lessonId(), QStringLiteral("a"));
        coach.gotIt();
        QCOMPARE(coach.lessonId(), QStringLiteral("b"));
        coach.gotIt();
        QCOMPARE(coach.lessonId(), QStringLiteral("move"));
        QVERIFY(coach.isDue(QStringLiteral("c")));
        coach.played(QStringLiteral("move 1"));
        coach.look(look);
        QCOMPARE(coach.lessonId(), QStringLiteral("c"));
    }

    // The shipped book of Volcanic Isle reads, and every kind of choice it asks for has its
    // rule for "Why?".
    void volcanicIsleHasItsBook() {
        const auto book = CoachBook::shipped(QStringLiteral("volcanic-isle"));
        QVERIFY(book);
        QCOMPARE(book->players, 3);
        QCOMPARE(book->opponents, QStringLiteral("easy"));
        for (const Lesson& l : book->lessons)
            for (const QString& kind : l.ask)
                QVERIFY2(book->why.contains(kind), qPrintable(l.id + QLatin1Char(' ') + kind));
        VolcanicTable t;
        QVERIFY(t.hasCoach());
    }

    // Learn to play: the coached player first, the lessons in order, one move asked for at a
    // time, another refused with the coach's reason, "Why?" after it.
    void theOpeningAsksForOneMoveAtATime() {
        const CoachBook book = *CoachBook::shipped(QStringLiteral("volcanic-isle"));
        VolcanicTable t;
        QVERIFY(t.learnToPlay());
        Coach& coach = *t.coach();
        QCOMPARE(t.state().players, 3);
        QVERIFY(t.seatSetup()[0].human);
        QCOMPARE(t.seatSetup()[1].level, QStringLiteral("easy"));
        QVERIFY(t.humanToDecide()); // the coached player begins
        QVERIFY(coach.active());
        QCOMPARE(coach.lessonId(), QStringLiteral("welcome"));
        QCOMPARE(coach.point(), QStringLiteral("legendButton"));
        QVERIFY(coach.asks().isEmpty()); // a lesson that tells refuses nothing
        coach.gotIt();
        QCOMPARE(coach.lessonId(), QStringLiteral("continent"));
        coach.gotIt();
        QCOMPARE(coach.lessonId(), QStringLiteral("land"));
        QCOMPARE(coach.asks(), QStringList{QStringLiteral("land")});
        QCOMPARE(coach.text(), lessonNamed(book, QStringLiteral("land")).text);
        // The lights are the landing spaces the engine allows.
        QSet<int> lit;
        for (const QVariant& v : coach.lights())
            lit.insert(v.toInt());
        QCOMPARE(lit, spacesOf(t, {QStringLiteral("land")}));
        QVERIFY(!lit.isEmpty());
        // Ending the turn now is legal, but not what the coach asks: refused, with its reason.
        QVERIFY(!t.play(QStringLiteral("end")));
        QCOMPARE(t.refusal(), lessonNamed(book, QStringLiteral("land")).refuse);
        QCOMPARE(t.state().ap, 4);
        const QString land = ofKinds(legalTexts(t), {QStringLiteral("land")}).first();
        QVERIFY(t.play(land));
        QVERIFY(t.refusal().isEmpty());
        QVERIFY(coach.lessonId() != QStringLiteral("land"));
        coach.explain();
        QCOMPARE(coach.why(), book.why.value(QStringLiteral("land")));
    }

    // A lesson that asks for a move never refuses the turn's free actions the book names:
    // Rapa Nui's Improvements may be bought "at any moment" of one's turns.
    void anAskingLessonLetsFreeActionsThrough() {
        RapaNuiTable t;
        QVERIFY(t.learnToPlay());
        Coach& coach = *t.coach();
        QCOMPARE(coach.book()->free, QStringList{QStringLiteral("improve")});
        while (coach.asks().isEmpty() && coach.shown())
            coach.gotIt();
        QCOMPARE(coach.lessonId(), QStringLiteral("sculptor"));
        QVERIFY(coach.allows(QStringLiteral("improve fervent")));
        QVERIFY(!coach.allows(QStringLiteral("end")));
        QVERIFY(coach.allows(QStringLiteral("sculptor 0")));
    }

    // The coached game from Learn to play to the score sheet, doing what the coach asks (and
    // any legal choice when it asks nothing): each lesson is given when its situation first
    // arises, lights only places the engine allows, and the end offers a real game.
    void theCoachTeachesAWholeGame_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("opening");
        QTest::addColumn<QStringList>("always"); // lessons every coached game gives
        QTest::newRow("volcanic-isle")
            << QStringLiteral("volcanic-isle")
            << QStringList{"welcome", "continent", "land", "village", "settler"}
            << QStringList{"move", "turn-over", "score-sheet"};
        QTest::newRow("rapa-nui-cards")
            << QStringLiteral("rapa-nui-cards") << QStringList{"welcome", "table", "play", "draw"}
            << QStringList{"turns", "refill", "final-score"};
        QTest::newRow("rapa-nui") << QStringLiteral("rapa-nui")
                                  << QStringList{"welcome", "round", "sculptor"}
                                  << QStringList{"transporter", "sorcerer", "sculpt", "round-end",
                                                 "final"};
    }
    void theCoachTeachesAWholeGame() {
        QFETCH(QString, game);
        QFETCH(QStringList, opening);
        QFETCH(QStringList, always);
        if (game == QStringLiteral("volcanic-isle")) {
            VolcanicTable t;
            wholeGame(t, opening, always,
                      [&t](const QStringList& asks) { return spacesOf(t, asks); });
        } else if (game == QStringLiteral("rapa-nui")) {
            RapaNuiTable t;
            wholeGame(t, opening, always, [&t](const QStringList& asks) {
                QSet<int> places;
                for (const QString& c : ofKinds(t.legalChoiceTexts(), asks))
                    if (const QVariantList all = RapaNuiPosition::placesOf(
                            t.state(), *rano::rapanui::parseChoice(c.toStdString()));
                        !all.isEmpty())
                        places.insert(all.last().toInt()); // where it acts: a transport's Ahu
                return places;
            });
        } else {
            CardsTable t;
            wholeGame(t, opening, always, [](const QStringList&) { return QSet<int>(); });
        }
    }

    // A coached game is autosaved with its coach's progress and resumes where the coach was;
    // "Skip the lessons" turns it off for good, the game going on.
    void aCoachedGameResumesWhereTheCoachWas() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("coached.rano.json"));
        {
            VolcanicTable t;
            t.setAutosavePath(path);
            QVERIFY(t.learnToPlay());
            t.coach()->gotIt();
            t.coach()->gotIt();
            QCOMPARE(t.coach()->lessonId(), QStringLiteral("land"));
        }
        {
            // What was read is kept, before any move.
            VolcanicTable t;
            t.setAutosavePath(path);
            QVERIFY(t.loadGame(path));
            QCOMPARE(t.coach()->lessonId(), QStringLiteral("land"));
            QCOMPARE(t.coach()->taughtCount(), 2);
            QVERIFY(t.play(ofKinds(legalTexts(t), {QStringLiteral("land")}).first()));
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(saved.value(QStringLiteral("coach"))
                     .toObject()
                     .value(QStringLiteral("game"))
                     .toString(),
                 QStringLiteral("volcanic-isle"));
        VolcanicTable again;
        again.setAutosavePath(dir.filePath(QStringLiteral("other.rano.json")));
        QVERIFY(again.loadGame(path));
        QVERIFY(again.coach()->active());
        QCOMPARE(again.coach()->taughtCount(), 3); // welcome, continent, land
        QVERIFY(again.coach()->shown());
        QVERIFY(again.coach()->lessonId() != QStringLiteral("welcome"));

        again.coach()->skip();
        QVERIFY(!again.coach()->active());
        QVERIFY(!again.coach()->shown());
        QVERIFY(again.play(QStringLiteral("end"))); // nothing is refused any more
        VolcanicTable third;
        third.setAutosavePath(dir.filePath(QStringLiteral("third.rano.json")));
        QVERIFY(third.loadGame(dir.filePath(QStringLiteral("other.rano.json"))));
        QVERIFY(!third.coach()->active());
    }

    // docs/coach.md names, for each game, the lesson that teaches each rule: every lesson it
    // names is in the game's file, and every lesson of the file is named there.
    void theDocsTableCoversEveryLesson() {
        QFile doc(QStringLiteral(RANO_DOCS "/coach.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly | QIODevice::Text));
        QHash<QString, QSet<QString>> named; // game id -> lesson ids
        QString game;
        const QRegularExpression heading(QStringLiteral("^### .*\\(`([a-z-]+)\\.json`\\)"));
        while (!doc.atEnd()) {
            const QString line = QString::fromUtf8(doc.readLine()).trimmed();
            if (const auto m = heading.match(line); m.hasMatch()) {
                game = m.captured(1);
                continue;
            }
            if (game.isEmpty() || !line.startsWith(u'|') || line.startsWith(QStringLiteral("|---")))
                continue;
            const QStringList cells = line.split(u'|');
            if (cells.size() < 3 || cells[1].trimmed() == QStringLiteral("rule (rulebook section)"))
                continue;
            for (const QString& id : cells[cells.size() - 2].split(u','))
                named[game].insert(id.trimmed().section(u' ', 0, 0));
        }
        QCOMPARE(named.size(), 3);
        for (auto it = named.begin(); it != named.end(); ++it) {
            const auto book = CoachBook::shipped(it.key());
            QVERIFY2(book, qPrintable(it.key()));
            QSet<QString> ids;
            for (const Lesson& l : book->lessons)
                ids.insert(l.id);
            for (const QString& id : it.value())
                QVERIFY2(ids.contains(id), qPrintable(it.key() + QLatin1Char(' ') + id));
            for (const QString& id : ids)
                QVERIFY2(it.value().contains(id),
                         qPrintable(it.key() + QStringLiteral(" misses ") + id));
        }
    }

    // A game started any other way has no coach.
    void aRealGameHasNoCoach() {
        VolcanicTable t;
        QVERIFY(t.learnToPlay());
        QVERIFY(t.coach()->active());
        t.quickStart(3);
        QVERIFY(!t.coach()->active());
        QVERIFY(t.coach()->lights().isEmpty());
    }
};

QTEST_MAIN(TestCoach)
#include "tst_coach.moc"
