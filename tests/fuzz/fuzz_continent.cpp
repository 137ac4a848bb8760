// libFuzzer target: the continent loader, the validator and the board builder on any bytes.
#include <cstddef>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "fuzz_catalogue.h"

#include "volcanic/board.h"
#include "volcanic/catalogue_json.h"
#include "volcanic/validator.h"

using namespace rano::volcanic;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const TileCatalogue& catalogue = fuzzCatalogue();
    const nlohmann::json j = nlohmann::json::parse(data, data + size, nullptr, false);
    if (j.is_discarded()) return 0;
    Continent continent;
    std::string error;
    if (!continentFromJson(j, continent, error)) return 0;
    const auto problems = validateContinent(catalogue, continent);
    openStraightSides(catalogue, continent);
    Board board;
    // The game builds a board only from a valid continent; the builder must still refuse the rest.
    Board::build(catalogue, continent, board, error);
    (void)problems;
    return 0;
}
