#pragma once

#include <nlohmann/json.hpp>

#include "volcanic/board.h"

// The engine's speed figures: random play on `board`, one core.
nlohmann::json runVolcanicBench(const rano::volcanic::Board& board, int players, double seconds);
