#include "continentdocument.h"

#include <QDir>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>
#include <QtMath>
#include <set>

#include "editcommand.h"
#include "savedgame.h"
#include "spacemodel.h"
#include "volcanic/catalogue_json.h"
#include "volcanic/generator.h"
#include "volcanic/shipped.h"
#include "volcanic/validator.h"

using namespace rano::volcanic;

namespace {
std::vector<Hex> hexesOf(const TileCatalogue& catalogue, const Placement& p) {
    std::vector<Hex> out;
    for (Hex h : catalogue.tile(p.tile).spaces)
        out.push_back(p.position + rotate(h, p.rotation));
    return out;
}

auto findTile(Continent& c, int tile) {
    return std::find_if(c.tiles.begin(), c.tiles.end(),
                        [tile](const Placement& p) { return p.tile == tile; });
}
} // namespace

ContinentDocument::ContinentDocument(QObject* parent) : QObject(parent) {
    std::string error;
    if (!shippedCatalogue(catalogue_, error))
        qFatal("the shipped tiles do not load: %s", error.c_str());
    palette_.setCatalogue(&catalogue_);
    placed_.setCatalogue(&catalogue_);
    connect(&undo_, &QUndoStack::indexChanged, this, &ContinentDocument::undoChanged);
    connect(&undo_, &QUndoStack::cleanChanged, this, &ContinentDocument::undoChanged);
    newContinent();
}

void ContinentDocument::apply(const Continent& continent) {
    continent_ = continent;
    const auto problems = validateContinent(catalogue_, continent_);
    std::set<int> offending, used, offered;
    for (const Problem& p : problems)
        offending.insert(p.tiles.begin(), p.tiles.end());
    for (const Placement& p : continent_.tiles)
        used.insert(p.tile);
    const int now = phase();
    for (const TileDef& t : catalogue_.tiles)
        if (!used.count(t.id) && (!guided_ || int(setupPhaseOf(t.id)) == now)) offered.insert(t.id);
    problems_.setProblems(problems);
    placed_.update(continent_.tiles, std::move(offending));
    palette_.update(std::move(used), std::move(offered));
    emit changed();
    if (const QRectF b = bounds(); b != shownBounds_) {
        shownBounds_ = b;
        emit boundsChanged();
    }
}

void ContinentDocument::edit(const QString& text, Continent after, int mergeKey) {
    undo_.push(new ContinentEdit(
        text, continent_, std::move(after), [this](const Continent& c) { apply(c); }, mergeKey));
}

void ContinentDocument::setName(const QString& name) {
    if (name.toStdString() == continent_.name) return;
    Continent after = continent_;
    after.name = name.toStdString();
    edit(tr("Rename"), std::move(after), 1000);
}

void ContinentDocument::setAuthor(const QString& author) {
    if (author.toStdString() == continent_.author) return;
    Continent after = continent_;
    after.author = author.toStdString();
    edit(tr("Change the author"), std::move(after), 1001);
}

void ContinentDocument::setGuided(bool guided) {
    if (guided == guided_) return;
    guided_ = guided;
    apply(continent_);
}

int ContinentDocument::phase() const {
    std::set<int> used;
    for (const Placement& p : continent_.tiles)
        used.insert(p.tile);
    for (int t = 1; t <= kTileCount; ++t)
        if (!used.count(t)) return int(setupPhaseOf(t));
    return 4;
}

// The hexes are free of other tiles and of bays.
QString ContinentDocument::fits(const Continent& after, const Placement& p, int ignoreTile) const {
    std::set<Hex> taken;
    for (const Placement& other : after.tiles)
        if (other.tile != ignoreTile)
            for (Hex h : hexesOf(catalogue_, other))
                taken.insert(h);
    for (Hex h : hexesOf(catalogue_, p)) {
        if (taken.count(h)) return tr("Tile %1 would lie on another tile.").arg(p.tile);
        for (const Bay& b : after.bays)
            if (b.sea == h) return tr("Tile %1 would cover a landfall bay.").arg(p.tile);
    }
    return {};
}

QString ContinentDocument::guidedRefusal(const Continent& before, const Placement& p) const {
    if (!guided_) return {};
    const int now = phase();
    if (int(setupPhaseOf(p.tile)) != now)
        return tr("Guided mode: phase %1 places tiles %2 now.")
            .arg(now)
            .arg(now == 1   ? QStringLiteral("1-5")
                 : now == 2 ? QStringLiteral("6-8")
                            : QStringLiteral("9-22"));
    std::vector<Placement> others;
    for (const Placement& o : before.tiles)
        if (o.tile != p.tile) others.push_back(o);
    const auto problems = validatePlacementStep(catalogue_, others, p, SetupPhase(now));
    return problems.empty() ? QString() : ProblemModel::text(problems.front());
}

QString ContinentDocument::place(int tile, int q, int r, int rotation) {
    if (tile < 1 || tile > kTileCount) return tr("There is no tile %1.").arg(tile);
    Continent after = continent_;
    if (findTile(after, tile) != after.tiles.end())
        return tr("Tile %1 is already on the grid.").arg(tile);
    const Placement p{tile, {q, r}, ((rotation % 6) + 6) % 6};
    if (QString why = fits(after, p, -1); !why.isEmpty()) return why;
    if (QString why = guidedRefusal(continent_, p); !why.isEmpty()) return why;
    after.tiles.push_back(p);
    edit(tr("Place tile %1").arg(tile), std::move(after));
    return {};
}

QString ContinentDocument::moveTile(int tile, int q, int r) {
    Continent after = continent_;
    const auto it = findTile(after, tile);
    if (it == after.tiles.end()) return tr("Tile %1 is not on the grid.").arg(tile);
    if (it->position == Hex{q, r}) return {};
    Placement p = *it;
    p.position = {q, r};
    if (QString why = fits(after, p, tile); !why.isEmpty()) return why;
    if (QString why = guidedRefusal(continent_, p); !why.isEmpty()) return why;
    *it = p;
    edit(tr("Move tile %1").arg(tile), std::move(after));
    return {};
}

QString ContinentDocument::rotateTile(int tile, int steps) {
    Continent after = continent_;
    const auto it = findTile(after, tile);
    if (it == after.tiles.end()) return tr("Tile %1 is not on the grid.").arg(tile);
    Placement p = *it;
    p.rotation = ((p.rotation + steps) % 6 + 6) % 6;
    if (QString why = fits(after, p, tile); !why.isEmpty()) return why;
    if (QString why = guidedRefusal(continent_, p); !why.isEmpty()) return why;
    *it = p;
    // Turning one tile again and again is one step of the history.
    edit(tr("Turn tile %1").arg(tile), std::move(after), tile);
    return {};
}

QString ContinentDocument::removeTile(int tile) {
    Continent after = continent_;
    const auto it = findTile(after, tile);
    if (it == after.tiles.end()) return tr("Tile %1 is not on the grid.").arg(tile);
    after.tiles.erase(it);
    edit(tr("Remove tile %1").arg(tile), std::move(after));
    return {};
}

QString ContinentDocument::toggleBay(int q, int r) {
    Continent after = continent_;
    const Hex h{q, r};
    const auto it = std::find_if(after.bays.begin(), after.bays.end(),
                                 [h](const Bay& b) { return b.sea == h; });
    if (it != after.bays.end()) {
        after.bays.erase(it);
        edit(tr("Remove a landfall bay"), std::move(after));
        return {};
    }
    std::set<Hex> land;
    for (const Placement& p : continent_.tiles)
        for (Hex x : hexesOf(catalogue_, p))
            land.insert(x);
    if (land.count(h)) return tr("A landfall bay lies on the sea, not on land.");
    bool coast = false;
    for (int d = 0; d < kDirections; ++d)
        coast = coast || land.count(neighbour(h, d));
    if (!coast) return tr("A landfall bay lies beside the coast.");
    after.bays.push_back({h});
    edit(tr("Add a landfall bay"), std::move(after));
    return {};
}

void ContinentDocument::newContinent() {
    undo_.clear();
    filePath_.clear();
    lastError_.clear();
    Continent empty;
    empty.name = tr("New continent").toStdString();
    apply(empty);
    emit undoChanged();
}

bool ContinentDocument::generate(qint64 seed, int bays) {
    std::string error;
    auto random = generateShippedContinent(std::uint64_t(std::max<qint64>(seed, 0)), bays, error);
    if (!random) {
        lastError_ = QString::fromStdString(error);
        emit changed();
        return false;
    }
    random->name = tr("Random island %1").arg(seed).toStdString();
    edit(tr("Generate island %1").arg(seed), std::move(*random));
    return true;
}

bool ContinentDocument::save(const QString& pathOrUrl) {
    const QString path = localPath(pathOrUrl);
    const std::string text = continentToJson(continent_).dump(2);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        lastError_ =
            tr("%1 was not saved: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        emit changed();
        return false;
    }
    filePath_ = path;
    lastError_.clear();
    undo_.setClean();
    emit changed();
    return true;
}

bool ContinentDocument::load(const QString& pathOrUrl) {
    const QString path = localPath(pathOrUrl);
    std::string error;
    const auto loaded = loadContinentFile(path.toStdString(), error);
    if (!loaded) {
        lastError_ = tr("This continent cannot be opened: %1").arg(QString::fromStdString(error));
        emit changed();
        return false;
    }
    for (const Placement& p : loaded->tiles)
        if (p.tile < 1 || p.tile > kTileCount) {
            lastError_ = tr("This continent cannot be opened: %1: there is no tile %2")
                             .arg(QDir::toNativeSeparators(path))
                             .arg(p.tile);
            emit changed();
            return false;
        }
    undo_.clear();
    filePath_ = path;
    lastError_.clear();
    apply(*loaded);
    emit undoChanged();
    return true;
}

QUrl ContinentDocument::libraryFolder() const {
    return folderIn(QStandardPaths::AppDataLocation, QStringLiteral("continents"));
}

QString ContinentDocument::saveToLibrary() {
    const QString path = libraryFolder().toLocalFile() + QLatin1Char('/') +
                         fileNameFor(name(), QStringLiteral("continent")) + QStringLiteral(".json");
    return save(path) ? path : QString();
}

QVariantList ContinentDocument::bays() const {
    QVariantList out;
    for (const Bay& b : continent_.bays) {
        const QPointF c = hexCentre(b.sea);
        out << QVariantMap{{"x", c.x()}, {"y", c.y()}, {"q", b.sea.q}, {"r", b.sea.r}};
    }
    return out;
}

QString ContinentDocument::bayWarning() const {
    const auto reach = bayReach(catalogue_, continent_);
    if (!baysUnbalanced(reach)) return {};
    const auto [nearG, farG] =
        std::minmax_element(reach.begin(), reach.end(), [](const BayReach& a, const BayReach& b) {
            return a.toGeyser < b.toGeyser;
        });
    const auto [nearV, farV] =
        std::minmax_element(reach.begin(), reach.end(), [](const BayReach& a, const BayReach& b) {
            return a.toVolcano < b.toVolcano;
        });
    return tr("The landfall bays are unbalanced: the nearest geyser is %1 to %2 steps away and "
              "the nearest Volcano %3 to %4 steps, depending on the bay.")
        .arg(nearG->toGeyser)
        .arg(farG->toGeyser)
        .arg(nearV->toVolcano)
        .arg(farV->toVolcano);
}

QVariantList ContinentDocument::openSides() const {
    QVariantList out;
    for (const OpenSide& side : openStraightSides(catalogue_, continent_)) {
        // The side's two corners: pointy-top corners sit at 30° + 60° k around the centre.
        const QPointF c = hexCentre(side.space);
        const qreal a1 = qDegreesToRadians(-30.0 - 60.0 * side.direction);
        const qreal a2 = qDegreesToRadians(30.0 - 60.0 * side.direction);
        out << QVariantMap{{"x1", c.x() + qCos(a1)},
                           {"y1", c.y() + qSin(a1)},
                           {"x2", c.x() + qCos(a2)},
                           {"y2", c.y() + qSin(a2)},
                           {"tile", side.tile}};
    }
    return out;
}

QRectF ContinentDocument::bounds() const {
    QRectF r(-4, -4, 8, 8);
    for (const Placement& p : continent_.tiles)
        for (Hex h : hexesOf(catalogue_, p)) {
            const QPointF c = hexCentre(h);
            r = r.united(QRectF(c.x() - 2, c.y() - 2, 4, 4));
        }
    return r;
}

QPoint ContinentDocument::hexAt(qreal x, qreal y) const {
    // Inverse of hexCentre, then rounding in cube coordinates.
    const qreal r = y / 1.5;
    const qreal q = x / qSqrt(3.0) - r / 2;
    const qreal s = -q - r;
    qreal rq = qRound(q), rr = qRound(r), rs = qRound(s);
    const qreal dq = qAbs(rq - q), dr = qAbs(rr - r), ds = qAbs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {int(rq), int(rr)};
}

int ContinentDocument::tileAt(int q, int r) const {
    for (const Placement& p : continent_.tiles)
        for (Hex h : hexesOf(catalogue_, p))
            if (h == Hex{q, r}) return p.tile;
    return 0;
}

QPoint ContinentDocument::positionOf(int tile) const {
    for (const Placement& p : continent_.tiles)
        if (p.tile == tile) return {p.position.q, p.position.r};
    return {};
}

int ContinentDocument::rotationOf(int tile) const {
    for (const Placement& p : continent_.tiles)
        if (p.tile == tile) return p.rotation;
    return 0;
}

QVariantList ContinentDocument::gridHexes() const {
    QVariantList out;
    const QRectF area = bounds().adjusted(-3, -3, 3, 3);
    const QPoint a = hexAt(area.left(), area.top()), b = hexAt(area.right(), area.bottom());
    for (int r = a.y() - 1; r <= b.y() + 1; ++r)
        for (int q = a.x() - (b.y() - a.y()) - 2; q <= b.x() + 2; ++q) {
            const QPointF c = hexCentre({q, r});
            if (area.contains(c)) out << c;
        }
    return out;
}

QVariantList ContinentDocument::footprint(int tile, int q, int r, int rotation) const {
    QVariantList out;
    if (tile < 1 || tile > kTileCount) return out;
    for (Hex h : hexesOf(catalogue_, {tile, {q, r}, ((rotation % 6) + 6) % 6}))
        out << hexCentre(h);
    return out;
}
