#pragma once

#include <QString>
#include <memory>
#include <string>
#include <vector>

#include "cards/game.h"
#include "cardsreviewkit.h"
#include "gamefile.h"

// A saved game or replay of Rapa Nui, the card game read from disk.
using CardsGameFile = GameFile<CardsReviewKit>;

// The "game" a replay file names ("volcanic-isle", "rapa-nui-cards"), or empty when the file
// cannot be read as JSON. Open… picks the screen by it.
QString replayGameOf(const QString& path);

inline bool readCardsGame(const QString& path, CardsGameFile& out, std::string& error) {
    return readGameFile(path, out, error);
}

// The game and its seats in the replay format, as text (`indent` -1: one line).
std::string cardsGameText(const rano::cards::Game& game, const std::vector<SeatSetup>& seats,
                          int indent);
