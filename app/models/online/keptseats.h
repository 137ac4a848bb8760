#pragma once

#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>

// The online seats this computer may sit at again (docs/online.md, "Playing online from the
// app"): one small file per table and seat in Rano's data folder, online-tables/, holding the
// server, the table, the seat and its token, the game and what the player last saw there. The
// app's Continue lists them; a finished or left table's file goes.
namespace keptseats {

QString folder();
QString fileFor(const QString& table, int seat);
// Every kept seat's file, the last played first. The one file an older Rano kept
// (online-seat.json) is moved in first.
QStringList files();
// A kept seat's file read; null when it is not one (damaged, another format).
nlohmann::json read(const QString& file);
// Written atomically; false when it could not be.
bool write(const QString& file, const nlohmann::json& seat);

} // namespace keptseats
