#include "gamecatalog.h"

#include <iterator>

const GameCatalog::Game GameCatalog::kGames[] = {
    {"volcanic-isle", 2, 4, 60, false},
    {"rapa-nui-board", 2, 4, 60, true},
    {"rapa-nui-cards", 2, 4, 30, false},
};

GameCatalog::GameCatalog(QObject* parent) : QAbstractListModel(parent) {}

int GameCatalog::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(std::size(kGames));
}

QString GameCatalog::title(const Game& g) {
    const QString id = QString::fromLatin1(g.id);
    if (id == u"volcanic-isle") return tr("Volcanic Isle");
    if (id == u"rapa-nui-board") return tr("Rapa Nui");
    return tr("Rapa Nui: the card game");
}

QString GameCatalog::tagline(const Game& g) {
    const QString id = QString::fromLatin1(g.id);
    if (id == u"volcanic-isle")
        return tr("Settle the doomed continent of Mu, raise Moai on its geysers and outlast the "
                  "lava and the sea.");
    if (id == u"rapa-nui-board")
        return tr("Sculpt, carry and erect Moai, and bring offerings to win the favour of the "
                  "island.");
    return tr("Draft islanders from the display and give the gods the right sacrifices.");
}

QVariant GameCatalog::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Game& g = kGames[index.row()];
    switch (role) {
    case GameIdRole:
        return QString::fromLatin1(g.id);
    case Qt::DisplayRole:
    case TitleRole:
        return title(g);
    case TaglineRole:
        return tagline(g);
    case PlayersRole:
        return tr("%1-%2 players").arg(g.minPlayers).arg(g.maxPlayers);
    case PlayTimeRole:
        return tr("about %n min", nullptr, g.minutes);
    case ComingSoonRole:
        return g.comingSoon;
    default:
        return {};
    }
}

QHash<int, QByteArray> GameCatalog::roleNames() const {
    return {
        {GameIdRole, "gameId"},   {TitleRole, "title"},       {TaglineRole, "tagline"},
        {PlayersRole, "players"}, {PlayTimeRole, "playTime"}, {ComingSoonRole, "comingSoon"},
    };
}

QString GameCatalog::gameIdAt(int row) const {
    if (row < 0 || row >= rowCount()) return {};
    return QString::fromLatin1(kGames[row].id);
}
