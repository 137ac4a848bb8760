#include "gamecatalog.h"

#include <QFile>
#include <QQmlEngine>
#include <iterator>

#include "cardsreplay.h"
#include "cardstable.h"
#include "gamefiles.h"
#include "languagewatch.h"
#include "rapanuireplay.h"
#include "rapanuitable.h"
#include "replayviewer.h"
#include "volcanictable.h"

namespace {
template <class T, class Base> Base* make(QObject* parent) {
    return new T(parent);
}
// A page of the QML module by its file ("volcanic/GameScreen.qml"); none for no file.
QUrl pageUrl(const char* file) {
    return file ? QUrl(QStringLiteral("qrc:/Rano/") + QLatin1String(file)) : QUrl();
}
} // namespace

const GameCatalog::Game GameCatalog::kGames[] = {
    {"volcanic-isle", QT_TR_NOOP("Volcanic Isle"),
     QT_TR_NOOP("Settle the doomed continent of Mu, raise Moai on its geysers and outlast the "
                "lava and the sea."),
     2, 4, 60, false, "volcanic/VolcanicArt.qml",
     QT_TR_NOOP("Choose the players, the continent and the rules"), "volcanic/GameScreen.qml",
     "volcanic/ReviewScreen.qml", "volcanic/RulesPage.qml", "volcanic/VolcanicSetup.qml",
     make<VolcanicTable, GameTable>, make<ReplayViewer, QObject>, "volcanicTable", "replayViewer"},
    {"rapa-nui", QT_TR_NOOP("Rapa Nui"),
     QT_TR_NOOP("Sculpt, carry and erect Moai, and bring offerings to win the favour of the "
                "island."),
     2, 4, 60, false, "rapanui/RapaNuiArt.qml",
     QT_TR_NOOP("Choose the players and whether it is a first game"),
     "rapanui/RapaNuiGameScreen.qml", "rapanui/RapaNuiReviewScreen.qml",
     "rapanui/RapaNuiRulesPage.qml", "rapanui/RapaNuiSetup.qml", make<RapaNuiTable, GameTable>,
     make<RapaNuiReplay, QObject>, "rapaNuiTable", "rapaNuiReplay"},
    {"rapa-nui-cards", QT_TR_NOOP("Rapa Nui: the card game"),
     QT_TR_NOOP("Draft islanders from the display and give the gods the right sacrifices."), 2, 4,
     30, false, "cards/CardsArt.qml",
     QT_TR_NOOP("Choose the players: 2 to 4, each a human or an AI"), "cards/CardsGameScreen.qml",
     "cards/CardsReviewScreen.qml", "cards/CardsRulesPage.qml", "cards/CardsSetup.qml",
     make<CardsTable, GameTable>, make<CardsReplay, QObject>, "cardsTable", "cardsReplay"},
};

GameCatalog::GameCatalog(QObject* parent) : QAbstractListModel(parent) {
    LanguageWatch::rewrites(this);
}

const GameCatalog::Game* GameCatalog::find(const QString& gameId) {
    for (const Game& g : kGames)
        if (gameId == QLatin1String(g.id)) return &g;
    return nullptr;
}

GameTable* GameCatalog::makeTable(const QString& gameId, QObject* parent) {
    const Game* g = find(gameId);
    return g && !g->comingSoon && g->makeTable ? g->makeTable(parent) : nullptr;
}

QStringList GameCatalog::playable() const {
    QStringList ids;
    for (const Game& g : kGames)
        if (!g.comingSoon) ids << QString::fromLatin1(g.id);
    return ids;
}

void GameCatalog::setAiDelay(int ms) {
    if (ms == aiDelay_) return;
    aiDelay_ = ms;
    for (GameTable* t : std::as_const(tables_))
        t->setAiDelay(ms);
    emit aiDelayChanged();
}

namespace {
// The object `made` holds for `gameId`, made by `make` (with `name`) the first time.
template <class T>
T* once(QHash<QString, T*>& made, const QString& gameId, T* (*make)(QObject*), const char* name,
        QObject* parent) {
    if (!make) return nullptr;
    T*& object = made[gameId];
    if (!object) {
        object = make(parent);
        object->setObjectName(QLatin1String(name));
        QQmlEngine::setObjectOwnership(object, QQmlEngine::CppOwnership);
    }
    return object;
}
} // namespace

GameTable* GameCatalog::table(const QString& gameId) {
    const Game* g = find(gameId);
    if (!g) return nullptr;
    const bool fresh = !tables_.contains(gameId);
    GameTable* t = once(tables_, gameId, g->makeTable, g->tableName, this);
    if (t && fresh) t->setAiDelay(aiDelay_);
    return t;
}

QObject* GameCatalog::replay(const QString& gameId) {
    const Game* g = find(gameId);
    return g ? once(replays_, gameId, g->makeReplay, g->replayName, this) : nullptr;
}

QUrl GameCatalog::page(const QString& gameId, const QString& what) const {
    const Game* g = find(gameId);
    if (!g) return {};
    const char* file = what == u"table"    ? g->tablePage
                       : what == u"review" ? g->reviewPage
                       : what == u"rules"  ? g->rulesPage
                       : what == u"setup"  ? g->setupPage
                       : what == u"art"    ? g->artPage
                                           : nullptr;
    return pageUrl(file);
}

QString GameCatalog::gameOfFile(const QString& pathOrUrl) const {
    const QString id = gameOfReplay(localPath(pathOrUrl));
    const Game* g = find(id);
    return g && !g->comingSoon ? id : QString::fromLatin1(kGames[0].id);
}

int GameCatalog::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(std::size(kGames));
}

QString GameCatalog::title(const QString& gameId) const {
    const Game* g = find(gameId);
    return g ? tr(g->title) : QString();
}

QVariantMap GameCatalog::players(const QString& gameId) const {
    const Game* g = find(gameId);
    return g ? QVariantMap{{QStringLiteral("min"), g->minPlayers},
                           {QStringLiteral("max"), g->maxPlayers}}
             : QVariantMap{};
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
        return tr(g.title);
    case TaglineRole:
        return tr(g.tagline);
    case PlayersRole:
        return tr("%1-%2 players").arg(g.minPlayers).arg(g.maxPlayers);
    case PlayTimeRole:
        return tr("about %n min", nullptr, g.minutes);
    case ComingSoonRole:
        return g.comingSoon;
    case ArtRole:
        return pageUrl(g.artPage);
    case SetUpHintRole:
        return *g.setUpHint ? tr(g.setUpHint) : QString();
    case CoachedRole:
        return !g.comingSoon &&
               QFile::exists(QStringLiteral(":/rano/coach/%1.json").arg(QLatin1String(g.id)));
    default:
        return {};
    }
}

QHash<int, QByteArray> GameCatalog::roleNames() const {
    return {
        {GameIdRole, "gameId"},   {TitleRole, "title"},         {TaglineRole, "tagline"},
        {PlayersRole, "players"}, {PlayTimeRole, "playTime"},   {ComingSoonRole, "comingSoon"},
        {ArtRole, "art"},         {SetUpHintRole, "setUpHint"}, {CoachedRole, "coached"},
    };
}

QString GameCatalog::gameIdAt(int row) const {
    if (row < 0 || row >= rowCount()) return {};
    return QString::fromLatin1(kGames[row].id);
}
