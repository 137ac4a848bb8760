#include <QQmlContext>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(RanoPlugin)
Q_IMPORT_QML_PLUGIN(Rano_ModelsPlugin)

// Lets the QML tests `import Rano` from the statically linked modules.
class Setup : public QObject {
    Q_OBJECT
public slots:
    // The tests play real games: keep their autosaves away from a player's own, and the games
    // they save by name (Documents/Rano) in a home of their own.
    void applicationAvailable() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("HOME", home_.path().toLocal8Bit());
        // English as the app shows it: its plural forms ("1 Egg", "4 Eggs").
        if (english_.load(QStringLiteral(":/i18n/rano_en.qm")))
            QCoreApplication::installTranslator(&english_);
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        engine->rootContext()->setContextProperty(QStringLiteral("testData"),
                                                  QStringLiteral(RANO_QML_TEST_DATA));
    }

private:
    QTemporaryDir home_;
    QTranslator english_;
};

QUICK_TEST_MAIN_WITH_SETUP(rano_qml, Setup)
#include "tst_qml.moc"
