#pragma once

#include <QString>
#include <memory>
#include <string>
#include <vector>

#include "gamefile.h"
#include "gamefiles.h"
#include "volcanic/game.h"

// How the shared saved-game reader (gamefile.h) reads Volcanic Isle: with the shipped tiles.
struct VolcanicFileKit {
    using Game = rano::volcanic::Game;
    static bool replay(const nlohmann::json& j, std::unique_ptr<Game>& game,
                       std::vector<rano::Seat>& seats, std::string& error);
};

// A saved game or replay of Volcanic Isle read from disk.
using SavedGame = GameFile<VolcanicFileKit>;

inline bool readSavedGame(const QString& path, SavedGame& out, std::string& error) {
    return readGameFile(path, out, error);
}
