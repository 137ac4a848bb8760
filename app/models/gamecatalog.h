#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class GameTable;

// The games Rano offers, in the order the home screen shows them, and for each game that can
// be played its screens and its table: the window asks here which screen a game opens, so it
// names no game itself. (The engine's registry of games will answer the file and AI parts.)
class GameCatalog : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    // How long an AI's move stays on screen, for every game's table (the player's setting).
    Q_PROPERTY(int aiDelay READ aiDelay WRITE setAiDelay NOTIFY aiDelayChanged)
    // The games that can be played now, in the catalog's order.
    Q_PROPERTY(QStringList playable READ playable CONSTANT)

public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        TitleRole,
        TaglineRole,
        PlayersRole,
        PlayTimeRole,
        ComingSoonRole,
        // The game's picture on its card (a QML file of the module) and what New game… sets up.
        ArtRole,
        SetUpHintRole,
        // Whether the game has a coach (Learn to play: docs/coach.md).
        CoachedRole,
    };
    Q_ENUM(Role)

    explicit GameCatalog(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE QString gameIdAt(int row) const;

    int aiDelay() const { return aiDelay_; }
    void setAiDelay(int ms);
    QStringList playable() const;

    // The game's table: one for each playable game, made when first asked for.
    Q_INVOKABLE GameTable* table(const QString& gameId);
    // A table of its own for `gameId` (an online table's), or nullptr for no playable game.
    static GameTable* makeTable(const QString& gameId, QObject* parent);
    // The game's replay and review model (ReplayViewer, CardsReplay).
    Q_INVOKABLE QObject* replay(const QString& gameId);
    // The QML page that shows `what` of the game: "table", "review", "rules", "setup" or "art".
    Q_INVOKABLE QUrl page(const QString& gameId, const QString& what) const;
    // The game's name as players read it ("Volcanic Isle"), or "" for no game of the catalog.
    Q_INVOKABLE QString title(const QString& gameId) const;
    // The number of players the game takes: {"min", "max"}.
    Q_INVOKABLE QVariantMap players(const QString& gameId) const;
    // Which game a saved game or replay holds; a file that names none is Volcanic Isle's (the
    // first replays named no game).
    Q_INVOKABLE QString gameOfFile(const QString& pathOrUrl) const;

signals:
    void aiDelayChanged();

private:
    struct Game {
        const char* id;
        // Its name and its one-line pitch on the home screen (translated where shown).
        const char* title;
        const char* tagline;
        int minPlayers;
        int maxPlayers;
        int minutes;
        bool comingSoon;
        // Its card's picture (drawn in QML, crisp at any size) and the New game… button's tip.
        const char* artPage;
        const char* setUpHint;
        // The game's pages in the QML module (none while it is coming): its table, its review,
        // its rules, and its own part of the new-game page (its options beside the seats).
        const char* tablePage;
        const char* reviewPage;
        const char* rulesPage;
        const char* setupPage;
        // Its table and its replay model, and their object names (probes find them by these).
        GameTable* (*makeTable)(QObject* parent);
        QObject* (*makeReplay)(QObject* parent);
        const char* tableName;
        const char* replayName;
    };
    static const Game kGames[];
    static const Game* find(const QString& gameId);

    QHash<QString, GameTable*> tables_;
    QHash<QString, QObject*> replays_;
    int aiDelay_ = 600;
};
