#pragma once

#include <memory>

#include <nlohmann/json.hpp>

#include "volcanic/board.h"

// The engine's speed figures: random play on `board`, state copies and Hard's search
// iterations per second, one core each.
nlohmann::json runVolcanicBench(const std::shared_ptr<const rano::volcanic::Board>& board,
                                int players, double seconds);

// The card game's speed figures: random play, state copies, and Hard's search iterations per
// second on one core.
nlohmann::json runCardsBench(int players, double seconds);
