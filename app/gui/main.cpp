#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>

#include <rano/version.h>

Q_IMPORT_QML_PLUGIN(RanoPlugin)
Q_IMPORT_QML_PLUGIN(Rano_ModelsPlugin)

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Rano"));
    QGuiApplication::setApplicationName(QStringLiteral("Rano"));
    QGuiApplication::setApplicationVersion(QString::fromLatin1(rano::kEngineVersion));
    QQuickStyle::setStyle(QStringLiteral("Basic"));

    QQmlApplicationEngine engine;
    // Qt 6.4 has no loadFromModule and does not search qrc:/ for modules by itself.
    engine.addImportPath(QStringLiteral("qrc:/"));
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/Rano/Main.qml")));
    return app.exec();
}
