#pragma once

#include <QString>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/replay_record.h"
#include "seatsetup.h"

// A saved game or replay read from disk (docs/replay-format.md): the game re-simulated choice
// by choice, its seats, and the file's JSON (which may carry more, such as a cached analysis).
// Kit::Game is the engine's game; Kit::replay(json, game, seats, error) reads one from the
// file's JSON the way that game's engine does.
template <class Kit> struct GameFile {
    std::unique_ptr<typename Kit::Game> game;
    std::vector<SeatSetup> seats;
    nlohmann::json json;
};

// Reads a file as JSON through the engine's checked reader (rano::readJsonFile: a regular file
// of at most 8 MB, nested at most 64 deep); on failure, false with `error` saying why without
// naming the file (the parser's message says where the file goes wrong: line and column).
bool readGameJson(const QString& path, nlohmann::json& j, std::string& error);

// The engine's seats as the app keeps them, and back.
std::vector<SeatSetup> seatSetups(const std::vector<rano::Seat>& seats);
std::vector<rano::Seat> engineSeats(const std::vector<SeatSetup>& seats);

// Reads and checks a saved game; on failure, false with `error` saying what is wrong and where
// in the file (the parser's line and column, or the choice that does not replay).
template <class Kit>
bool readGameFile(const QString& path, GameFile<Kit>& out, std::string& error) {
    nlohmann::json j;
    std::vector<rano::Seat> seats;
    std::unique_ptr<typename Kit::Game> game;
    if (!readGameJson(path, j, error) || !Kit::replay(j, game, seats, error) || !game) return false;
    out.game = std::move(game);
    out.seats = seatSetups(seats);
    out.json = std::move(j);
    return true;
}
