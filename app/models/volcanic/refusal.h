#pragma once

#include <QString>
#include <string>

// Why the engine refuses a choice, in the player's language: the engine's reasons
// (State::reasonIllegal) are plain English for the headless tool and the protocol; this puts
// each into a sentence of the app's. A reason it does not know comes back as the engine said it.
QString refusalWords(const std::string& engineReason);
