#include "refusal.h"

#include <QCoreApplication>

namespace {
struct Refusal {
    const char* engine;
    const char* words;
};

// The engine's texts, from engine/volcanic/legal.cpp, each with what the table says.
constexpr Refusal kRefusals[] = {
    {"no action point left",
     QT_TRANSLATE_NOOP("Refusal", "No action point is left: end your turn (Ctrl+E).")},
    {"you have no Settler on that space",
     QT_TRANSLATE_NOOP("Refusal", "You have no Settler on that space.")},
    {"a Settler moves to an adjacent space only",
     QT_TRANSLATE_NOOP("Refusal", "A Settler moves one space at a time, to a space beside it.")},
    {"nothing may enter a crater", QT_TRANSLATE_NOOP("Refusal", "Nothing may enter a crater.")},
    {"that space has sunk", QT_TRANSLATE_NOOP("Refusal", "That space has sunk into the sea.")},
    {"there is no lying Moai of yours to carry",
     QT_TRANSLATE_NOOP("Refusal", "There is no lying Moai of yours here to carry.")},
    {"a Fissure blocks that move",
     QT_TRANSLATE_NOOP("Refusal", "A Fissure closes that border: Settlers never cross it.")},
    {"you have no Settler on your Boat",
     QT_TRANSLATE_NOOP("Refusal", "You have no Settler left on your Boat.")},
    {"a Settler lands only on a space beside its Boat's bay",
     QT_TRANSLATE_NOOP("Refusal", "A Settler lands only on a space beside its Boat's bay.")},
    {"building a Village costs 2 AP",
     QT_TRANSLATE_NOOP("Refusal", "Building a Village costs 2 action points.")},
    {"you have no Village left in reserve",
     QT_TRANSLATE_NOOP("Refusal", "You have no Village left in reserve.")},
    {"you have no Moai left in reserve",
     QT_TRANSLATE_NOOP("Refusal", "You have no Moai left in reserve.")},
    {"you need a Settler on that space",
     QT_TRANSLATE_NOOP("Refusal", "You need a Settler on that space.")},
    {"that space holds no lava",
     QT_TRANSLATE_NOOP("Refusal", "Building and sculpting need lava under your Settler.")},
    {"you have no Settler left in reserve",
     QT_TRANSLATE_NOOP("Refusal", "You have no Settler left in reserve.")},
    {"only one Prayer token per turn",
     QT_TRANSLATE_NOOP("Refusal", "You took a Prayer token this turn already: one per turn.")},
    {"no Prayer token left in the supply",
     QT_TRANSLATE_NOOP("Refusal", "No Prayer token is left in the supply.")},
    {"not enough action points for another Prayer token",
     QT_TRANSLATE_NOOP("Refusal", "Not enough action points left: a Prayer token costs one "
                                  "action point more for each token you hold.")},
};
} // namespace

QString refusalWords(const std::string& engineReason) {
    for (const Refusal& r : kRefusals)
        if (engineReason == r.engine) return QCoreApplication::translate("Refusal", r.words);
    QString words = QString::fromStdString(engineReason);
    if (words.isEmpty()) return words;
    words[0] = words[0].toUpper();
    return words + QLatin1Char('.');
}
