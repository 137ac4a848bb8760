#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

// The games Rano offers, in the order the home screen shows them.
class GameCatalog : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        TitleRole,
        TaglineRole,
        PlayersRole,
        PlayTimeRole,
        ComingSoonRole,
    };
    Q_ENUM(Role)

    explicit GameCatalog(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE QString gameIdAt(int row) const;

private:
    struct Game {
        const char* id;
        int minPlayers;
        int maxPlayers;
        int minutes;
        bool comingSoon;
    };
    static const Game kGames[];
    static QString title(const Game& g);
    static QString tagline(const Game& g);
};
