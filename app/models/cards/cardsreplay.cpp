#include "cardsreplay.h"

CardsReplay::CardsReplay(QObject* parent) : ChoiceReview(parent) {}

CardsReplay::~CardsReplay() = default;

int CardsReplay::turnStart(int t) const {
    for (int i = 0; i < count(); ++i)
        if (game_->stateAt(std::size_t(i)).turn >= t) return i;
    return count();
}
