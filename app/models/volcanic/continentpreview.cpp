#include "continentpreview.h"

#include "continents.h"
#include "volcanic/state.h"

using namespace rano::volcanic;

ContinentPreview::ContinentPreview(QObject* parent) : QObject(parent) {
    rebuild();
}

void ContinentPreview::setRandomSeed(qint64 seed) {
    seed = std::max<qint64>(seed, -1);
    if (seed == randomSeed_ && board_) return;
    randomSeed_ = seed;
    rebuild();
}

void ContinentPreview::setFile(const QString& file) {
    if (file == file_ && board_) return;
    file_ = file;
    rebuild();
}

QString ContinentPreview::name() const {
    if (!board_) return {};
    if (!file_.isEmpty())
        return board_->continent.name.empty() ? tr("A continent without a name")
                                              : QString::fromStdString(board_->continent.name);
    return randomSeed_ < 0 ? tr("Mu, the standard continent")
                           : tr("Random island %1").arg(randomSeed_);
}

QVariantList ContinentPreview::bays() const {
    QVariantList list;
    if (board_)
        for (const BayInfo& bay : board_->bays)
            list << hexCentre(bay.sea);
    return list;
}

void ContinentPreview::rebuild() {
    error_.clear();
    board_ = file_.isEmpty() ? continentBoard(randomSeed_, error_)
                             : continentBoardFromFile(file_, error_);
    spaces_.setBoard(board_.get());
    // The pieces at setup: lava on every channel's first space and on every plain Area.
    if (board_)
        spaces_.update(State::setup(*board_, Options{kMaxPlayers, kDefaultVolcanoFaces}, 0), -1, 0,
                       0);
    emit changed();
}
