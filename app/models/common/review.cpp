#include "review.h"

#include <QDir>
#include <algorithm>

Review::Review(QObject* parent) : QObject(parent) {}

void Review::setStep(int step) {
    step = std::clamp(step, 0, count());
    if (step == step_) return;
    step_ = step;
    refresh();
}

int Review::turnAt(int step) const {
    const auto it = std::upper_bound(turnStarts_.begin(), turnStarts_.end(), step);
    return it == turnStarts_.begin() ? 0 : int(it - turnStarts_.begin()) - 1;
}

void Review::nextTurn() {
    const auto it = std::upper_bound(turnStarts_.begin(), turnStarts_.end(), step_);
    setStep(it == turnStarts_.end() ? count() : *it);
}

void Review::previousTurn() {
    if (turnStarts_.empty()) return setStep(0);
    int turn = turnAt(step_);
    if (step_ <= turnStarts_[std::size_t(turn)] && turn > 0) --turn;
    setStep(turnStarts_[std::size_t(turn)]);
}

QString Review::cannotRead(const QString& path, const std::string& error) const {
    return tr("The replay %1 cannot be read: %2")
        .arg(QDir::toNativeSeparators(path), QString::fromStdString(error));
}

QString Review::thisGame() const {
    return tr("This game");
}
