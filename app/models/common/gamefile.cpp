#include "gamefile.h"

#include <QFile>

#include "core/json_file.h"

bool readGameJson(const QString& path, nlohmann::json& j, std::string& error) {
    // The engine's reader, as rano-cli's: QFile would wait forever on a named pipe and read
    // /dev/zero without end.
    return rano::readJsonFileWithoutPath(QFile::encodeName(path).toStdString(), j, error);
}

QString seatName(const QString& name, int maxLength) {
    QString out;
    for (const QChar c : name) {
        if (c.isSpace()) {
            out += u' '; // a tab or a line break parts words, as a space
            continue;
        }
        const QChar::Category cat = c.category();
        if (cat == QChar::Other_Control || cat == QChar::Other_Format)
            continue; // bidi overrides and isolates, zero-width marks
        out += c;
    }
    out = out.simplified();
    // Whole characters only: a surrogate pair is never cut in two.
    int length = 0, end = 0;
    while (end < out.size() && length < maxLength) {
        end += out.at(end).isHighSurrogate() && end + 1 < out.size() ? 2 : 1;
        ++length;
    }
    return out.left(end);
}

std::vector<SeatSetup> seatSetups(const std::vector<rano::Seat>& seats) {
    std::vector<SeatSetup> out;
    for (const rano::Seat& s : seats)
        out.push_back({seatName(QString::fromStdString(s.name), rano::kMaxNameLength), s.human,
                       QString::fromStdString(s.level)});
    return out;
}

std::vector<rano::Seat> engineSeats(const std::vector<SeatSetup>& seats) {
    std::vector<rano::Seat> out;
    for (const SeatSetup& s : seats)
        out.push_back({s.name.toStdString(), s.human, s.level.toStdString()});
    return out;
}
