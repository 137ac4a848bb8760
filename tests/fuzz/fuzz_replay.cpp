// libFuzzer target: the replay (and save) loader, which re-simulates and checks every choice.
#include <cstddef>
#include <cstdint>
#include <memory>

#include <nlohmann/json.hpp>

#include "fuzz_catalogue.h"

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
    return 0;
}
