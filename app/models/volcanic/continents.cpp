#include "continents.h"

#include <QUrl>

#include "volcanic/catalogue_json.h"
#include "volcanic/generator.h"
#include "volcanic/playable.h"
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

std::shared_ptr<const Board> continentBoardFromJson(const nlohmann::json& j, QString& error) {
    std::string why;
    TileCatalogue catalogue;
    Continent continent;
    std::shared_ptr<const Board> board;
    if (continentFromJson(j, continent, why) && shippedCatalogue(catalogue, why))
        board = playableBoard(catalogue, continent, why);
    if (!board) error = QString::fromStdString("the table's continent: " + why);
    return board;
}

std::shared_ptr<const Board> continentBoardFromFile(const QString& pathOrUrl, QString& error) {
    const QUrl url(pathOrUrl);
    const QString path = url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
    std::string why;
    TileCatalogue catalogue;
    std::shared_ptr<const Board> board;
    if (const auto continent = loadContinentFile(path.toStdString(), why))
        if (shippedCatalogue(catalogue, why)) {
            board = playableBoard(catalogue, *continent, why);
            if (!board) why = path.toStdString() + ": " + why;
        }
    if (!board) error = QString::fromStdString(why);
    return board;
}
