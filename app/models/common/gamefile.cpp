#include "gamefile.h"

#include <QFile>

bool readGameJson(const QString& path, nlohmann::json& j, std::string& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString().toStdString();
        return false;
    }
    const QByteArray bytes = file.readAll();
    try {
        j = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const nlohmann::json::exception& e) {
        error = std::string("not valid JSON (") + e.what() + ")";
        return false;
    }
    return true;
}

std::vector<SeatSetup> seatSetups(const std::vector<rano::Seat>& seats) {
    std::vector<SeatSetup> out;
    for (const rano::Seat& s : seats)
        out.push_back({QString::fromStdString(s.name), s.human, QString::fromStdString(s.level)});
    return out;
}

std::vector<rano::Seat> engineSeats(const std::vector<SeatSetup>& seats) {
    std::vector<rano::Seat> out;
    for (const SeatSetup& s : seats)
        out.push_back({s.name.toStdString(), s.human, s.level.toStdString()});
    return out;
}
