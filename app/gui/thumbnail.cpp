#include "thumbnail.h"

#include <QEventLoop>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickView>
#include <QTimer>
#include <cstdio>
#include <cstring>

namespace {

// The board is laid out in this room, the size of a small window, then scaled to the size
// asked for: the boards lay out for a window, not for 128 pixels.
constexpr int kRoomWidth = 1024;
constexpr int kRoomHeight = 768;
// Freedesktop asks for 128 to 1024; a file manager never asks for more.
constexpr int kLargestSize = 4096;
// A frame is drawn in milliseconds; this only bounds a platform that never draws.
constexpr int kFrameTimeoutMs = 10000;

int fail(int status, const QString& why) {
    std::fprintf(stderr, "rano --thumbnail: %s\n", qPrintable(why));
    return status;
}

} // namespace

bool isThumbnailCall(int argc, char* argv[]) {
    return argc > 1 && std::strcmp(argv[1], "--thumbnail") == 0;
}

int thumbnailMain(int argc, char* argv[]) {
    // No display: a file manager calls thumbnailers in the background (GNOME's in a sandbox
    // with no display), so the offscreen platform whatever the session; and QML's disk cache
    // off, so nothing is written but OUT.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QML_DISABLE_DISK_CACHE", "1");
    QGuiApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    // Qt has taken its own options (-platform...) out of the arguments.
    const QStringList args = QCoreApplication::arguments();
    bool sizeOk = false;
    const int size = args.size() == 5 ? args.at(4).toInt(&sizeOk) : 0;
    if (args.size() != 5 || !sizeOk || size < 1 || size > kLargestSize)
        return fail(2, QStringLiteral("usage: rano --thumbnail IN OUT SIZE (SIZE from 1 to %1)")
                           .arg(kLargestSize));
    const QString in = args.at(2);
    const QString out = args.at(3);
    // A device or a FIFO named like a game would be read without end or block forever.
    if (const QFileInfo info(in); !info.isFile())
        return fail(1, QStringLiteral("%1: %2").arg(in, info.exists()
                                                            ? QStringLiteral("not a regular file")
                                                            : QStringLiteral("no such file")));

    QQuickView view;
    view.engine()->addImportPath(QStringLiteral("qrc:/"));
    view.setResizeMode(QQuickView::SizeRootObjectToView);
    view.setInitialProperties({{QStringLiteral("file"), in}});
    view.setSource(QUrl(QStringLiteral("qrc:/rano/Thumbnail.qml")));
    QQuickItem* root = view.rootObject();
    if (!root) {
        QStringList errors;
        for (const QQmlError& e : view.errors())
            errors << e.toString();
        return fail(1, errors.join(QLatin1Char('\n')));
    }
    QVariant opened;
    QMetaObject::invokeMethod(root, "open", Q_RETURN_ARG(QVariant, opened));
    if (!opened.toBool()) return fail(1, root->property("error").toString());

    view.resize(kRoomWidth, kRoomHeight);
    QEventLoop frame;
    QObject::connect(&view, &QQuickWindow::frameSwapped, &frame, &QEventLoop::quit);
    QTimer::singleShot(kFrameTimeoutMs, &frame, &QEventLoop::quit);
    view.show();
    frame.exec();

    // The board's area, without the margin of sea around it.
    const auto* board = root->property("board").value<QQuickItem*>();
    const QRectF area = board ? board->mapRectToScene(board->boundingRect()) : QRectF();
    QImage shot = view.grabWindow();
    if (shot.isNull() || area.isEmpty())
        return fail(1, QStringLiteral("%1: nothing was drawn").arg(in));
    shot = shot.copy(area.toAlignedRect())
               .scaled(size, size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    if (!shot.save(out, "PNG")) return fail(1, QStringLiteral("%1: cannot be written").arg(out));
    return 0;
}
