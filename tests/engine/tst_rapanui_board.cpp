#include <QTest>
class TestRapaNui_board : public QObject {
    Q_OBJECT
private slots:
    void nothing() {}
};
QTEST_APPLESS_MAIN(TestRapaNui_board)
#include "tst_rapanui_board.moc"
