#pragma once

#include <QString>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cards/ai.h"
#include "cards/game.h"
#include "cardsgamefile.h"
#include "seatsetup.h"

// Rapa Nui, the card game as the shared table (KitTable) plays it: the engine's types and
// entry points.
struct CardsKit {
    using Game = rano::cards::Game;
    using State = rano::cards::State;
    using Choice = rano::cards::Choice;
    using Advice = rano::cards::AiAdvice;
    using Level = rano::cards::AiLevel;
    static constexpr int kMaxPlayers = rano::cards::kMaxPlayers;
    static constexpr Level kHintLevel = Level::Hard;
    static constexpr Level kDefaultLevel = Level::Medium;

    // The engine's AI levels by name and its search (on a worker).
    static constexpr auto levelFromName = &rano::cards::aiLevelFromName;
    static constexpr auto search = &rano::cards::aiChoose<State>;
    // The state holds everything a worker needs.
    static std::nullptr_t keepAlive(const Game&) { return nullptr; }
    static std::optional<Choice> parse(const std::string& text) {
        return rano::cards::parseChoice(text);
    }
    static std::string text(const Choice& c) { return rano::cards::toText(c); }
    static std::unique_ptr<Game> restart(const Game& source) {
        return std::make_unique<Game>(source.options(), source.seed());
    }
    static bool read(const QString& path, std::unique_ptr<Game>& game,
                     std::vector<SeatSetup>& seats, std::string& error) {
        CardsGameFile saved;
        if (!readCardsGame(path, saved, error)) return false;
        game = std::move(saved.game);
        seats = std::move(saved.seats);
        return true;
    }
    static std::string write(const Game& game, const std::vector<SeatSetup>& seats, int indent) {
        return cardsGameText(game, seats, indent);
    }
};
