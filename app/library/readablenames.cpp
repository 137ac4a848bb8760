#include "readablenames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>

namespace {

// The length of the valid UTF-8 sequence at `s[i]`, or 0 when it is not one (overlong forms,
// surrogates and code points past U+10FFFF are not valid, as QString::fromUtf8 holds).
int utf8Sequence(const QByteArray& s, int i) {
    const auto byte = [&](int k) { return k < s.size() ? uchar(s[k]) : 0u; };
    const uint c = byte(i);
    const auto cont = [&](int k) { return (byte(k) & 0xC0) == 0x80; };
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) return cont(i + 1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        const uint c1 = byte(i + 1);
        if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 > 0x9F)) return 0;
        return cont(i + 1) && cont(i + 2) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        const uint c1 = byte(i + 1);
        if ((c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 > 0x8F)) return 0;
        return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0;
    }
    return 0;
}

bool isUtf8(const QByteArray& s) {
    for (int i = 0; i < s.size();) {
        const int n = utf8Sequence(s, i);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

} // namespace

QString readableName(const QByteArray& raw) {
    QByteArray out;
    for (int i = 0; i < raw.size();) {
        const int n = utf8Sequence(raw, i);
        if (n == 0 || raw[i] == '%') {
            out += '%' + QByteArray::number(uchar(raw[i]), 16).toUpper().rightJustified(2, '0');
            ++i;
        } else {
            out += raw.mid(i, n);
            i += n;
        }
    }
    return QString::fromUtf8(out);
}

int giveReadableNames(const QString& folder, QVector<UnreadableName>* failed) {
    const QByteArray dirBytes = QFile::encodeName(folder);
    DIR* dir = ::opendir(dirBytes.constData());
    if (!dir) return 0;
    QVector<QByteArray> bad;
    while (const dirent* entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (!isUtf8(name)) bad.append(name);
    }
    ::closedir(dir);
    int renamed = 0;
    for (const QByteArray& name : bad) {
        const QByteArray from = dirBytes + '/' + name;
        const QString wanted = readableName(name);
        int error = 0;
        bool done = false;
        for (int n = 1; n < 100 && !done; ++n) {
            QString to = wanted;
            if (n > 1) {
                const qsizetype dot = to.indexOf(u'.');
                to.insert(dot > 0 ? dot : to.size(), u'-' + QString::number(n));
            }
            const QByteArray toBytes = dirBytes + '/' + QFile::encodeName(to);
            if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, toBytes.constData(),
                            RENAME_NOREPLACE) == 0) {
                done = true;
            } else if (errno != EEXIST) {
                error = errno;
                break;
            }
        }
        if (done) {
            ++renamed;
        } else if (failed) {
            failed->append(
                {folder + u'/' + QString::fromUtf8(name),
                 QStringLiteral("the file's name is not UTF-8 and it cannot be "
                                "renamed (%1)")
                     .arg(QString::fromLocal8Bit(std::strerror(error ? error : EEXIST)))});
        }
    }
    return renamed;
}
