#include <QQmlContext>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(RanoPlugin)
Q_IMPORT_QML_PLUGIN(Rano_ModelsPlugin)

// Lets the QML tests `import Rano` from the statically linked modules.
class Setup : public QObject {
    Q_OBJECT
public slots:
    // The tests play real games: keep their autosaves away from a player's own.
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        engine->rootContext()->setContextProperty(QStringLiteral("testData"),
                                                  QStringLiteral(RANO_QML_TEST_DATA));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(rano_qml, Setup)
#include "tst_qml.moc"
