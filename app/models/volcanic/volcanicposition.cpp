#include "volcanicposition.h"

#include <algorithm>

#include "volcanic/board.h"
#include "volcanic/scoring.h"

using namespace rano::volcanic;

VolcanicPosition::VolcanicPosition(QObject* parent) : QObject(parent) {}

void VolcanicPosition::noteDieAndEruptions(const EventList& events) {
    QStringList volcanoes;
    for (const Event& e : events) {
        if (e.kind == EventKind::DieRolled) {
            lastDie_ = e.value ? QStringLiteral("volcano") : QStringLiteral("quiet");
            eruptedVolcanoes_.clear();
        }
        if (e.kind == EventKind::VolcanoErupts) volcanoes << QString::number(e.value);
    }
    if (!volcanoes.isEmpty()) eruptedVolcanoes_ = volcanoes;
}

void VolcanicPosition::clearDieAndEruptions() {
    lastDie_.clear();
    eruptedVolcanoes_.clear();
}

QString VolcanicPosition::continentName() const {
    if (!position()) return {};
    const std::string& name = position()->board->continent.name;
    // The generator names its continents "Random <seed>"; say it in the player's language.
    if (name.rfind("Random ", 0) == 0)
        return tr("Random island %1").arg(QString::fromStdString(name.substr(7)));
    return QString::fromStdString(name);
}

int VolcanicPosition::activeBay() const {
    const State* s = position();
    return s ? s->player[std::size_t(s->active)].bay : -1;
}

int VolcanicPosition::topScore() const {
    const State* s = position();
    int top = 0;
    if (s)
        for (int p = 0; p < s->players; ++p)
            top = std::max(top, score(*s, p).total());
    return top;
}

QStringList VolcanicPosition::winnerNames() const {
    QStringList names;
    if (over())
        for (int p : winners(*position()))
            names.push_back(seats_.seats()[std::size_t(p)].name);
    return names;
}

QString VolcanicPosition::raiseWords(const Board& b, const RaisePreview& preview,
                                     const Choice& raise, bool alreadyLastRound) {
    QStringList words{tr("Scores %n VP now.", nullptr, preview.points)};
    const SpaceInfo& space = b.spaces[std::size_t(raise.to)];
    const int across = space.next[std::size_t(space.geyserSide[std::size_t(raise.flag)])];
    switch (preview.fissure) {
    case FissureOutcome::Opens:
        words << tr("A Fissure closes the border between tile %1 and tile %2.")
                     .arg(b.areaOf(raise.to).tile)
                     .arg(b.areaOf(across).tile);
        break;
    case FissureOutcome::Sea:
        words << tr("The geyser faces the sea: no Fissure.");
        break;
    case FissureOutcome::AlreadyThere:
        words << tr("That border already holds a Fissure: none is added.");
        break;
    case FissureOutcome::NoneLeft:
        words << tr("No Fissure is left in the supply.");
        break;
    }
    if (preview.sinks) {
        QList<int> tiles;
        for (int a = 0; a < b.areaCount(); ++a)
            if ((preview.sinks >> a) & 1u) tiles << b.areas[std::size_t(a)].tile;
        std::sort(tiles.begin(), tiles.end());
        QStringList names;
        for (int t : tiles)
            names << QString::number(t);
        const QString list = names.join(QStringLiteral(", "));
        words << (preview.drawDecides
                      ? tr("Parts of the same size are cut apart; a drawn Volcano token decides "
                           "which one sinks (tiles %1).")
                            .arg(list)
                      : tr("Cut off, %n tile(s) sink: %1.", nullptr, int(tiles.size())).arg(list));
        if (preview.volcanoesSunk > 0)
            words << tr("%n Volcano(es) sink with it, %1 left.", nullptr, preview.volcanoesSunk)
                         .arg(preview.volcanoesLeft);
    }
    if (preview.noFissureAfter) words << tr("After it, no raise can lay a Fissure any more.");
    if (preview.lastRound && !alreadyLastRound) words << tr("This round becomes the game's last.");
    words << tr("Then the Volcano die is rolled.");
    return words.join(QLatin1Char('\n'));
}

QString VolcanicPosition::choiceLabel(const Board& b, const Choice& c) {
    if (c.kind == ChoiceKind::Raise && b.spaces[std::size_t(c.to)].geyserCount > 1)
        return tr("Raise a Moai (geyser %1)").arg(c.flag + 1);
    // The button's words for each kind of choice; a move is made on the board, not a button.
    static constexpr std::pair<ChoiceKind, const char*> kLabels[] = {
        {ChoiceKind::EndTurn, QT_TR_NOOP("End turn")},
        {ChoiceKind::BuildVillage, QT_TR_NOOP("Build a Village")},
        {ChoiceKind::Sculpt, QT_TR_NOOP("Sculpt a Moai")},
        {ChoiceKind::Raise, QT_TR_NOOP("Raise a Moai")},
        {ChoiceKind::CreateSettler, QT_TR_NOOP("Create a Settler here")},
        {ChoiceKind::TakePrayer, QT_TR_NOOP("Take a Prayer token")},
        {ChoiceKind::Pray, QT_TR_NOOP("Spend a Prayer token")},
        {ChoiceKind::DontPray, QT_TR_NOOP("Let it burn")},
    };
    for (const auto& [kind, label] : kLabels)
        if (kind == c.kind) return tr(label);
    return QString::fromStdString(toText(c));
}

QString VolcanicPosition::choiceSentence(const Board& b, const Choice& c) {
    switch (c.kind) {
    case ChoiceKind::Move:
        return c.flag ? tr("carry a Moai from %1 to %2")
                            .arg(spaceLabel(b, c.from), spaceLabel(b, c.to))
                      : tr("move a Settler from %1 to %2")
                            .arg(spaceLabel(b, c.from), spaceLabel(b, c.to));
    case ChoiceKind::Land:
        return tr("land a Settler on %1").arg(spaceLabel(b, c.to));
    case ChoiceKind::BuildVillage:
        return tr("build a Village on %1").arg(spaceLabel(b, c.to));
    case ChoiceKind::Sculpt:
        return tr("sculpt a Moai on %1").arg(spaceLabel(b, c.to));
    case ChoiceKind::Raise:
        return tr("raise a Moai on %1").arg(spaceLabel(b, c.to));
    case ChoiceKind::CreateSettler:
        return tr("create a Settler on %1").arg(spaceLabel(b, c.to));
    case ChoiceKind::Rescue:
        return tr("flee to %1").arg(spaceLabel(b, c.to));
    default:
        return choiceLabel(b, c).toLower();
    }
}

QString VolcanicPosition::piecesText(int villages, int moai) {
    const QString v = tr("%n Village(s)", nullptr, villages);
    const QString m = tr("%n Moai", nullptr, moai);
    return villages > 0 && moai > 0 ? tr("%1 and %2").arg(v, m) : villages > 0 ? v : m;
}

QString VolcanicPosition::eventText(const Board& b, const std::vector<SeatSetup>& seats,
                                    const Event& e) {
    const QString who = e.player >= 0 && e.player < int(seats.size())
                            ? seats[std::size_t(e.player)].name
                            : QString();
    auto at = [&](int sp) { return sp >= 0 ? spaceLabel(b, sp) : QString(); };
    auto tileOf = [&](int sp) { return b.areaOf(sp).tile; };
    const QString piece = e.value == int(PieceKind::Village) ? tr("Village") : tr("Moai");
    switch (e.kind) {
    case EventKind::SettlerMoved:
        return e.value ? tr("%1 carries a Moai from %2 to %3.").arg(who, at(e.space), at(e.other))
                       : tr("%1 moves a Settler from %2 to %3.").arg(who, at(e.space), at(e.other));
    case EventKind::SettlerLanded:
        return tr("%1 lands on %2.").arg(who, at(e.space));
    case EventKind::VillageBuilt:
        return tr("%1 builds a Village on %2: +1 VP.").arg(who, at(e.space));
    case EventKind::SettlerCreated:
        return tr("%1 creates a Settler on %2.").arg(who, at(e.space));
    case EventKind::MoaiSculpted:
        return tr("%1 sculpts a Moai on %2.").arg(who, at(e.space));
    case EventKind::MoaiRaised:
        return tr("%1 raises a Moai on %2: +%3 VP.").arg(who, at(e.space)).arg(e.value);
    case EventKind::PrayerTaken:
        return tr("%1 takes a Prayer token.").arg(who);
    case EventKind::FissurePlaced:
        return tr("A Fissure closes the border between tile %1 and tile %2.")
            .arg(tileOf(e.space))
            .arg(tileOf(e.other));
    case EventKind::DieRolled:
        return e.value ? tr("The die shows a Volcano!") : tr("The die shows a quiet face.");
    case EventKind::DoubleEruption:
        return e.other == 2 ? tr("No lava is left on the board: two Volcanoes erupt.")
                            : tr("No lava is left on the board: the last Volcano erupts.");
    case EventKind::VolcanoErupts:
        return tr("Volcano %1 erupts.").arg(e.value);
    case EventKind::LavaFlows:
        return tr("Lava flows onto %1.").arg(at(e.space));
    case EventKind::PieceDestroyed:
        return tr("Lava destroys %1's %2 on %3.").arg(who, piece, at(e.space));
    case EventKind::PieceSaved:
        return tr("%1 prays and saves a %2 on %3.").arg(who, piece, at(e.space));
    case EventKind::AreaSinks:
        return tr("Tile %1 sinks into the sea.").arg(e.value);
    case EventKind::SettlersRescued:
        return tr("%1 rescues %n Settler(s) to %2.", nullptr, e.value).arg(who, at(e.space));
    case EventKind::SettlersLost:
        return tr("%1 loses %n Settler(s) to the sea.", nullptr, e.value).arg(who);
    case EventKind::PiecesSunk:
        return tr("The sea sends %1's %2 back to the reserve.")
            .arg(who, piecesText(e.value, e.other));
    case EventKind::FinalRound:
        return e.value == 1 ? tr("No raise can lay a Fissure any more: the final round begins.")
                            : tr("The final round begins.");
    case EventKind::TurnEnded:
        return QString();
    case EventKind::GameOver:
        return tr("The game is over.");
    }
    return QString();
}
