#include <QCoreApplication>
#include <QFont>
#include <QTest>
#include <QTextLayout>

#include "common/japanesephrases.h"

// Issue 68.8: Japanese lines break between phrases, never inside a word (「買 / いますか」) nor
// before a lone kana.
class TestJapanesePhrases : public QObject {
    Q_OBJECT

    static QString joined(const QString& text) {
        return QString(text).replace(u'|', QChar(0x2060));
    }

private slots:
    void phrasesAreJoined_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // | marks a word joiner
        QTest::newRow("verb and its ending") << u"買いますか"_qs << u"買|い|ま|す|か"_qs;
        QTest::newRow("katakana name, particles")
            << u"火口（ラノ・ララク）から島を越えて"_qs
            << u"火|口（ラ|ノ|・|ラ|ラ|ク）か|ら島|を越|え|て"_qs;
        QTest::newRow("a counter after its number") << u"AIの2部族"_qs << u"AIの2|部|族"_qs;
        QTest::newRow("a kana counter") << u"駒を1つ置いて"_qs << u"駒|を1|つ置|い|て"_qs;
        QTest::newRow("a number after its noun")
            << u"小型1。第8ラウンド"_qs << u"小|型|1。第|8|ラ|ウ|ン|ド"_qs;
        QTest::newRow("a placeholder's number") << u"選択肢%1通り"_qs << u"選|択|肢%1|通|り"_qs;
        QTest::newRow("punctuation breaks") << u"彫り、運び。"_qs << u"彫|り、運|び。"_qs;
        QTest::newRow("Latin untouched") << u"Rapa Nui"_qs << u"Rapa Nui"_qs;
    }
    void phrasesAreJoined() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(keepJapanesePhrasesWhole(text), joined(expected));
    }

    // Laid out at every width from 5 to 24 characters, a lesson's lines end only between
    // phrases: Qt's line breaking keeps the joined characters together.
    void linesBreakBetweenPhrases() {
        const QString text = keepJapanesePhrasesWhole(
            u"あなたはイースター島の部族を率いて、AIの2部族と競います。石切り場でモアイを彫り、"
            u"火口（ラノ・ララク）から島を越えて海岸のアフまで運び、プカオを載せて、供物を買いますか。"_qs);
        QFont font(QStringLiteral("Noto Sans CJK JP"));
        font.setPixelSize(13);
        int lines = 0;
        for (int width = 65; width <= 312; width += 13) {
            QTextLayout layout(text, font);
            QTextOption option;
            option.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(option);
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(width);
                const int end = line.textStart() + line.textLength();
                if (end < text.size()) {
                    ++lines;
                    QVERIFY2(text[end - 1] != QChar(0x2060) && text[end] != QChar(0x2060),
                             qPrintable(QStringLiteral("at %1 px: …%2 / %3…")
                                            .arg(width)
                                            .arg(text.mid(end - 4, 4), text.mid(end, 4))));
                }
            }
            layout.endLayout();
        }
        QVERIFY(lines > 100);
    }

    // The Japanese catalogue's sentences come joined (Take back's tip); a short label (the
    // button itself, a save's default name) is left as written.
    void theTranslatorJoinsSentences() {
        JapaneseTranslator japanese;
        QVERIFY(japanese.load(QStringLiteral(RANO_JA_QM)));
        QCoreApplication::installTranslator(&japanese);
        QCOMPARE(QCoreApplication::translate(
                     "TurnPanel", "Undo your last decision and the replies to it (Ctrl+Z)"),
                 joined(u"最|後|の決|定|と|そ|れ|へ|の応|手|を取|り消|す (Ctrl+Z)"_qs));
        QCOMPARE(QCoreApplication::translate("TurnPanel", "Take back"), u"待った"_qs);
        QCOMPARE(QCoreApplication::translate("TurnPanel", "no such text"), u"no such text"_qs);
        QCoreApplication::removeTranslator(&japanese);
    }
};

QTEST_MAIN(TestJapanesePhrases)
#include "tst_japanesephrases.moc"
