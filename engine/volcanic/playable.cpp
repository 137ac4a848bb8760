#include "volcanic/playable.h"

#include "volcanic/validator.h"

namespace rano::volcanic {

std::shared_ptr<const Board> playableBoard(const TileCatalogue& catalogue,
                                           const Continent& continent, std::string& error) {
    const auto problems = validateContinent(catalogue, continent);
    if (!problems.empty()) {
        error = "the continent breaks the setup rules: " + problems.front().message;
        if (problems.size() > 1) error += " (and " + std::to_string(problems.size() - 1) + " more)";
        return nullptr;
    }
    auto board = std::make_shared<Board>();
    if (!Board::build(catalogue, continent, *board, error)) return nullptr;
    return board;
}

} // namespace rano::volcanic
