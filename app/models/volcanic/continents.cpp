#include "continents.h"

#include "volcanic/generator.h"
#include "volcanic/shipped.h"

using namespace rano::volcanic;

std::shared_ptr<const Board> continentBoard(qint64 randomSeed, QString& error) {
    TileCatalogue catalogue;
    Continent continent;
    std::string why;
    auto board = std::make_shared<Board>();
    bool ok = shippedCatalogue(catalogue, why) && standardContinent(continent, why);
    if (ok && randomSeed >= 0) {
        auto random = generateContinent(catalogue, continent, std::uint64_t(randomSeed),
                                        kMaxGeneratedBays, why);
        ok = bool(random);
        if (ok) continent = std::move(*random);
    }
    if (!ok || !Board::build(catalogue, continent, *board, why)) {
        error = QString::fromStdString(why);
        return nullptr;
    }
    return board;
}
