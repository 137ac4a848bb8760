#pragma once

#include <QString>
#include <memory>
#include <nlohmann/json_fwd.hpp>

#include "volcanic/board.h"

// The continents a new game can be played on, as boards: Mu, the standard continent, or the
// engine's random continent for a seed (engine/volcanic/generator.h, one bay per player).
// A negative `randomSeed` asks for Mu. Returns nullptr with `error` set if the engine refuses.
std::shared_ptr<const rano::volcanic::Board> continentBoard(qint64 randomSeed, QString& error);

// The continent written as JSON (docs/continent-format.md), checked as a file's is: an online
// table's (docs/online.md, `setup`).
std::shared_ptr<const rano::volcanic::Board> continentBoardFromJson(const nlohmann::json& j,
                                                                    QString& error);

// The continent in a file (docs/continent-format.md; a path or a file URL), checked against
// every whole-continent rule. nullptr with `error` naming the file and the problem otherwise.
std::shared_ptr<const rano::volcanic::Board> continentBoardFromFile(const QString& pathOrUrl,
                                                                    QString& error);
