#pragma once

#include <QString>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "cards/game.h"
#include "seatsetup.h"

// A saved game or replay of the card game read from disk (docs/replay-format.md): the game
// re-simulated choice by choice, its seats and the file's JSON.
struct CardsGameFile {
    std::unique_ptr<rano::cards::Game> game;
    std::vector<SeatSetup> seats;
    nlohmann::json json;
};

// The "game" a replay file names ("volcanic-isle", "rapa-nui-cards"), or empty when the file
// cannot be read as JSON. Open… picks the screen by it.
QString replayGameOf(const QString& path);

// Reads and checks a saved game of the card game; on failure, false with `error` saying what
// is wrong and where in the file.
bool readCardsGame(const QString& path, CardsGameFile& out, std::string& error);

// The game and its seats in the replay format, as text (`indent` -1: one line).
std::string cardsGameText(const rano::cards::Game& game, const std::vector<SeatSetup>& seats,
                          int indent);
