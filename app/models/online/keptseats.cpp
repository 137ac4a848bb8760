#include "keptseats.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <algorithm>

using nlohmann::json;

namespace keptseats {

namespace {
QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}
constexpr const char* kFormat = "rano-online-seat";
} // namespace

QString folder() {
    return dataFolder() + QStringLiteral("/online-tables");
}

QString fileFor(const QString& table, int seat) {
    // A table id is 16 hex digits (docs/online.md); anything else is kept out of the path.
    QString safe = table;
    safe.remove(QRegularExpression(QStringLiteral("[^0-9A-Za-z]")));
    return folder() + QStringLiteral("/%1-%2.json").arg(safe.left(32)).arg(seat);
}

json read(const QString& file) {
    QFile f(file);
    if (f.size() > 64 * 1024 || !f.open(QIODevice::ReadOnly)) return nullptr;
    json j = json::parse(f.readAll().toStdString(), nullptr, false);
    if (!j.is_object() || j.value("format", json()) != kFormat) return nullptr;
    const auto table = j.find("table"), token = j.find("token"), seat = j.find("seat");
    if (table == j.end() || !table->is_string() || token == j.end() || !token->is_string() ||
        seat == j.end() || !seat->is_number_integer())
        return nullptr;
    return j;
}

bool write(const QString& file, const json& seat) {
    QDir().mkpath(QFileInfo(file).absolutePath());
    QSaveFile f(file);
    if (!f.open(QIODevice::WriteOnly)) return false;
    json j = seat;
    j["format"] = kFormat;
    j["version"] = 1;
    f.write(QByteArray::fromStdString(j.dump(2)));
    return f.commit();
}

QStringList files() {
    const QString old = dataFolder() + QStringLiteral("/online-seat.json");
    if (QFile::exists(old)) {
        const json j = read(old);
        if (!j.is_null())
            write(fileFor(QString::fromStdString(j["table"].get<std::string>()),
                          j["seat"].get<int>()),
                  j);
        QFile::remove(old);
    }
    QFileInfoList found =
        QDir(folder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    QStringList out;
    std::vector<std::pair<long long, QString>> byPlayed;
    for (const QFileInfo& f : found) {
        const json j = read(f.absoluteFilePath());
        if (j.is_null()) continue;
        const auto played = j.find("lastPlayed");
        byPlayed.emplace_back(played != j.end() && played->is_number_integer()
                                  ? played->get<long long>()
                                  : f.lastModified().toMSecsSinceEpoch(),
                              f.absoluteFilePath());
    }
    std::stable_sort(byPlayed.begin(), byPlayed.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [played, path] : byPlayed)
        out << path;
    return out;
}

} // namespace keptseats
