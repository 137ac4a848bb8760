// libFuzzer target: the replay (and save) loaders of every game, which re-simulates and checks
// every choice.
#include <cstddef>
#include <cstdint>
#include <memory>

#include <nlohmann/json.hpp>

#include "fuzz_catalogue.h"

#include "cards/replay.h"
#include "rapanui/replay.h"
#include "volcanic/replay.h"

using namespace rano::volcanic;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const TileCatalogue& catalogue = fuzzCatalogue();
    const nlohmann::json j = nlohmann::json::parse(data, data + size, nullptr, false);
    if (j.is_discarded()) return 0;
    Replay replay;
    std::unique_ptr<Game> game;
    std::string error;
    if (replayFromJson(j, catalogue, replay, game, error) && game) {
        // A loaded game is a live game: its position must be usable.
        ChoiceList legal;
        game->state().legalChoices(legal);
    }
    // The card game's reader gets every input too (it refuses other games by their "game").
    rano::cards::Replay cardsReplay;
    std::unique_ptr<rano::cards::Game> cardsGame;
    if (rano::cards::replayFromJson(j, cardsReplay, cardsGame, error) && cardsGame) {
        rano::cards::ChoiceList legal;
        cardsGame->state().legalChoices(legal);
    }
    // And the board game's, whose file carries its board.
    rano::rapanui::Replay boardReplay;
    std::unique_ptr<rano::rapanui::Game> boardGame;
    if (rano::rapanui::replayFromJson(j, boardReplay, boardGame, error) && boardGame) {
        rano::rapanui::ChoiceList legal;
        boardGame->state().legalChoices(legal);
    }
    return 0;
}
