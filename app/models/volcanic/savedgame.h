#pragma once

#include <QStandardPaths>
#include <QString>
#include <QUrl>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "gamefiles.h"
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

// Reads and checks a saved game; on failure, false with `error` saying what is wrong and
// where in the file (the parser's line and column, or the choice that does not replay).
bool readSavedGame(const QString& path, SavedGame& out, std::string& error);
