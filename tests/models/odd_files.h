#pragma once

#include <QFile>
#include <QStringList>
#include <QTemporaryDir>
#include <chrono>
#include <fcntl.h>
#include <functional>
#include <future>
#include <sys/stat.h>
#include <unistd.h>

// Issue 66.8: paths a player may hand Rano that are no saved game, and that a plain read never
// finishes with: a named pipe waits for a writer, /dev/zero never ends, a sparse file claims
// gigabytes it does not hold.
namespace odd {

inline QStringList kinds() {
    return {QStringLiteral("a named pipe"),        QStringLiteral("/dev/zero"),
            QStringLiteral("a link to /dev/zero"), QStringLiteral("a link to a named pipe"),
            QStringLiteral("8 MB and 1 byte"),     QStringLiteral("40 GB, sparse")};
}

// Why a file of `kind` is refused, as the reader says it (without the path).
inline QString why(const QString& kind) {
    const QString limit = QStringLiteral("; Rano reads files up to 8 MB (8,388,608 bytes)");
    if (kind == u"8 MB and 1 byte")
        return QStringLiteral("the file is too large: 8,388,609 bytes") + limit;
    if (kind == u"40 GB, sparse")
        return QStringLiteral("the file is too large: 42,949,672,960 bytes") + limit;
    return QStringLiteral("cannot open the file (not a regular file)");
}

// The file of `kind` made in `dir` (or the device itself); empty if it cannot be made.
inline QString make(const QTemporaryDir& dir, const QString& kind) {
    const QString pipe = dir.filePath(QStringLiteral("pipe.rano.json"));
    if (kind.contains(QStringLiteral("named pipe")) && !QFile::exists(pipe) &&
        ::mkfifo(QFile::encodeName(pipe).constData(), 0600) != 0)
        return {};
    if (kind == u"a named pipe") return pipe;
    if (kind == u"/dev/zero") return kind;
    const QString link =
        dir.filePath(QStringLiteral("link-%1.rano.json").arg(kinds().indexOf(kind)));
    if (kind == u"a link to /dev/zero")
        return QFile::link(QStringLiteral("/dev/zero"), link) ? link : QString();
    if (kind == u"a link to a named pipe") return QFile::link(pipe, link) ? link : QString();
    QFile big(dir.filePath(QStringLiteral("big-%1.rano.json").arg(kinds().indexOf(kind))));
    const qint64 size = kind == u"8 MB and 1 byte" ? (8ll << 20) + 1 : 40ll << 30;
    return big.open(QIODevice::WriteOnly) && big.resize(size) ? big.fileName() : QString();
}

// Runs `read` on a thread of its own: true if it returns within 5 s. A read still waiting then
// on the named pipe in `dir` is woken (a writer comes and goes), so the test fails, not hangs.
inline bool returnsAtOnce(const QTemporaryDir& dir, const std::function<void()>& read) {
    auto done = std::async(std::launch::async, read);
    if (done.wait_for(std::chrono::seconds(5)) == std::future_status::ready) return true;
    const QByteArray pipe = QFile::encodeName(dir.filePath(QStringLiteral("pipe.rano.json")));
    while (done.wait_for(std::chrono::milliseconds(100)) != std::future_status::ready)
        if (const int fd = ::open(pipe.constData(), O_WRONLY | O_NONBLOCK); fd >= 0) ::close(fd);
    return false;
}

} // namespace odd
