#include "continents.h"

#include "volcanic/generator.h"
#include "volcanic/shipped.h"

using namespace rano::volcanic;

namespace {
// Mu is built once and shared by every game and preview on it.
std::shared_ptr<const Board> muBoard() {
    static const std::shared_ptr<const Board> board = [] {
        TileCatalogue catalogue;
        Continent continent;
        std::string error;
        auto b = std::make_shared<Board>();
        if (!shippedCatalogue(catalogue, error) || !standardContinent(continent, error) ||
            !Board::build(catalogue, continent, *b, error))
            qFatal("the shipped continent does not load: %s", error.c_str());
        return b;
    }();
    return board;
}
} // namespace

std::shared_ptr<const Board> continentBoard(qint64 randomSeed, QString& error) {
    if (randomSeed < 0) return muBoard();
    std::string why;
    TileCatalogue catalogue;
    auto board = std::make_shared<Board>();
    const auto random = generateShippedContinent(std::uint64_t(randomSeed), kMaxGeneratedBays, why);
    if (!random || !shippedCatalogue(catalogue, why) ||
        !Board::build(catalogue, *random, *board, why)) {
        error = QString::fromStdString(why);
        return nullptr;
    }
    return board;
}
