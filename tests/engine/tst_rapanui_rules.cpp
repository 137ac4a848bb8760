#include <QTest>
class TestRapaNui_rules : public QObject {
    Q_OBJECT
private slots:
    void nothing() {}
};
QTEST_APPLESS_MAIN(TestRapaNui_rules)
#include "tst_rapanui_rules.moc"
