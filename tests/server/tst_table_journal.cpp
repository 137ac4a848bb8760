#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include "server/table_store.h"

using nlohmann::json;

// A table's journal (app/server/table_store.h): the choices appended after its file was last
// written whole, read back onto the file's replay when the server starts.
class TableJournal : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    static json entry(const char* choice) { return {{"choice", choice}, {"player", 0}, {"ms", 5}}; }
    static json file(int choices) {
        json list = json::array();
        for (int i = 0; i < choices; ++i)
            list.push_back(entry("prayer"));
        return {{"replay", {{"choices", list}}}};
    }
    QString journal(const QByteArray& text) {
        const QString path = dir_.filePath(QStringLiteral("t.journal"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(text);
        return path;
    }
    static QByteArray line(int after, const char* choice) {
        return QByteArray::fromStdString(json{{"after", after}, {"entry", entry(choice)}}.dump()) +
               '\n';
    }

private slots:
    void choicesFollowTheFile() {
        json f = file(2);
        QCOMPARE(
            rano::server::TableStore::addJournal(journal(line(2, "end") + line(3, "move 4")), f),
            std::string());
        QCOMPARE(f["replay"]["choices"].size(), std::size_t(4));
        QVERIFY(f["replay"]["choices"][3]["choice"] == "move 4");
    }
    // A journal the server had no time to drop after writing the file whole: its lines are in
    // the file already.
    void linesTheFileHoldsAreReadPast() {
        json f = file(3);
        QCOMPARE(rano::server::TableStore::addJournal(
                     journal(line(1, "a") + line(2, "b") + line(3, "end")), f),
                 std::string());
        QCOMPARE(f["replay"]["choices"].size(), std::size_t(4));
        QVERIFY(f["replay"]["choices"][3]["choice"] == "end");
    }
    // The server killed while it wrote a line: nobody was told of that choice.
    void aLastLineCutShortIsLeftOut() {
        json f = file(2);
        const QByteArray whole = line(2, "end");
        QCOMPARE(rano::server::TableStore::addJournal(journal(whole + line(3, "x").left(12)), f),
                 std::string());
        QCOMPARE(f["replay"]["choices"].size(), std::size_t(3));
    }
    void aBrokenLineIsNamed() {
        json f = file(2);
        const std::string why =
            rano::server::TableStore::addJournal(journal("{\"after\":2}\n" + line(3, "x")), f);
        QVERIFY2(why.find("t.journal:1: not a journal line") != std::string::npos, why.c_str());
    }
    void aMissingChoiceIsNamed() {
        json f = file(2);
        const std::string why = rano::server::TableStore::addJournal(journal(line(3, "x")), f);
        QVERIFY2(why.find("t.journal:1: a choice after 3 where the table has 2") !=
                     std::string::npos,
                 why.c_str());
    }
    void noJournalChangesNothing() {
        json f = file(2);
        QFile::remove(dir_.filePath(QStringLiteral("t.journal")));
        QCOMPARE(
            rano::server::TableStore::addJournal(dir_.filePath(QStringLiteral("t.journal")), f),
            std::string());
        QCOMPARE(f["replay"]["choices"].size(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(TableJournal)
#include "tst_table_journal.moc"
