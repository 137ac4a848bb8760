#pragma once

#include <QStandardPaths>
#include <QString>
#include <QUrl>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "seatmodel.h"
#include "volcanic/game.h"

// A saved game or replay read from disk (docs/replay-format.md): the game re-simulated
// choice by choice, its seats, and the file's JSON (which may carry more, such as a cached
// analysis).
struct SavedGame {
    std::unique_ptr<rano::volcanic::Game> game;
    std::vector<SeatSetup> seats;
    nlohmann::json json;
};

// A path or a file URL as a local path.
QString localPath(const QString& pathOrUrl);

// `name` as a file name: characters a file name cannot hold become "-"; an empty name or one
// that would hide the file becomes `fallback` + name.
QString fileNameFor(const QString& name, const QString& fallback);

// `sub` inside a standard location, made if missing, as a folder URL.
QUrl folderIn(QStandardPaths::StandardLocation location, const QString& sub);

// Reads and checks a saved game; on failure, false with `error` saying what is wrong and
// where in the file (the parser's line and column, or the choice that does not replay).
bool readSavedGame(const QString& path, SavedGame& out, std::string& error);
