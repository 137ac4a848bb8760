#pragma once

#include <QVariantList>

#include "volcanic/board.h"
#include "volcanic/event.h"

// What the board animates of a choice's events, in order: each step a map with its `kind`
// ("walk", "land", "build", "sculpt", "raise", "lava", "destroyed", "sink"), the `seat` it is
// about (-1: none) and where it happens in board units (`x`, `y`; a walk also `fromX`,
// `fromY`; a sinking part `points`, a list of {x, y}). Steps with the same `wave` play together.
QVariantList motionsOf(const rano::volcanic::Board& board, const rano::volcanic::EventList& events,
                       int firstWave = 0);
