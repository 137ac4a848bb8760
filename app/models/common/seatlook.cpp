#include "seatlook.h"

QColor seatColour(int seat) {
    static const QColor kColours[] = {QColor("#d55e00"), QColor("#0072b2"), QColor("#f0e442"),
                                      QColor("#009e73")};
    return seat >= 0 && seat < 4 ? kColours[seat] : QColor(Qt::gray);
}

QString AiLevels::name(const QString& level) {
    if (level == u"easy") return tr("easy");
    if (level == u"medium") return tr("medium");
    if (level == u"hard") return tr("hard");
    if (level == u"expert") return tr("expert");
    if (level == u"greedy") return tr("greedy bot");
    if (level == u"random") return tr("random bot");
    return level;
}

QString AiLevels::role(const SeatSetup& seat, bool you) {
    if (seat.human) return you ? tr("you") : tr("human");
    if (seat.open) return tr("open seat", "an online seat nobody has taken yet");
    if (seat.remote && seat.level.isEmpty()) return tr("online", "a person at another computer");
    if (seat.remote) return tr("away: AI, %1", "an AI plays while its player is away").arg(name(seat.level));
    return tr("AI, %1").arg(name(seat.level));
}

QString AiLevels::description(const QString& level) {
    // True of both games' levels (engine/volcanic/ai.cpp, engine/cards/ai.cpp; docs/ai.md).
    if (level == u"human") return tr("A human at this computer");
    if (level == u"easy") return tr("Plays at a glance and slips now and then: a first opponent");
    if (level == u"medium") return tr("Thinks a moment and slips less often: a fair game");
    if (level == u"hard")
        return tr("Thinks up to half a second a decision and never slips: a strong game");
    if (level == u"expert")
        return tr("Thinks three times as long as the hard AI, on both cores: the strongest");
    return {};
}

QString AiLevels::seatsInWords(const QVector<LibrarySeat>& seats) {
    QStringList words;
    for (const LibrarySeat& s : seats)
        words << (s.level.isEmpty()
                      ? s.name
                      : tr("%1 (%2)", "a seat and its AI level").arg(s.name, name(s.level)));
    return words.join(tr(", ", "between seats"));
}
