#pragma once

#include <QString>
#include <string>

#include "gamefile.h"
#include "gamefiles.h"
#include "volcanicreviewkit.h"

// A saved game or replay of Volcanic Isle read from disk.
using SavedGame = GameFile<VolcanicReviewKit>;

inline bool readSavedGame(const QString& path, SavedGame& out, std::string& error) {
    return readGameFile(path, out, error);
}
