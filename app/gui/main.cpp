#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <rano/version.h>

#include "appicon.h"
#include "frameprobe.h"
#include "reviewprobe.h"
#include "thumbnail.h"
#include "volcanictable.h"

Q_IMPORT_QML_PLUGIN(RanoPlugin)
Q_IMPORT_QML_PLUGIN(Rano_ModelsPlugin)

int main(int argc, char* argv[]) {
    if (isThumbnailCall(argc, argv)) return thumbnailMain(argc, argv);
    QElapsedTimer sinceStart;
    sinceStart.start();
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Rano"));
    QGuiApplication::setApplicationName(QStringLiteral("Rano"));
    QGuiApplication::setApplicationVersion(QString::fromLatin1(rano::kEngineVersion));
    // The installed desktop entry (resources/desktop): the window's icon and name on Wayland.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.rano.Rano"));
    // Under X11 the window's icon comes from the program.
    QGuiApplication::setWindowIcon(appIcon());
    QQuickStyle::setStyle(QStringLiteral("Basic"));

    QQmlApplicationEngine engine;
    // Qt 6.4 has no loadFromModule and does not search qrc:/ for modules by itself.
    engine.addImportPath(QStringLiteral("qrc:/"));
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/Rano/Main.qml")));

    // RANO_PROBE=FILE writes the speed a player feels (docs/benchmarks.md) when the app quits;
    // RANO_PROBE_SECONDS quits it after that long.
    if (const QString probe = qEnvironmentVariable("RANO_PROBE"); !probe.isEmpty()) {
        auto* window = engine.rootObjects().isEmpty()
                           ? nullptr
                           : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
        if (window) new FrameProbe(sinceStart, probe, window, window->findChildren<GameTable*>());
        if (const int seconds = qEnvironmentVariableIntValue("RANO_PROBE_SECONDS"); seconds > 0)
            QTimer::singleShot(seconds * 1000, &app, &QCoreApplication::quit);
    }
    // RANO_PROBE_REVIEW=FILE measures the replay viewer on the longest game, then quits.
    if (const QString probe = qEnvironmentVariable("RANO_PROBE_REVIEW"); !probe.isEmpty())
        if (auto* window = engine.rootObjects().isEmpty()
                               ? nullptr
                               : qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst()))
            new ReviewProbe(probe, window);
    return app.exec();
}
