#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QPointer>
#include <QVector>
#include <QWebSocket>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <nlohmann/json.hpp>

// The online tables this computer keeps a seat at (keptseats.h), the last played first: what
// Continue lists beside the games in progress, each with whose turn it is. What the player last
// saw there comes first; refresh() then asks each table's server (`peek`, docs/online.md), which
// tells how the table is doing now without sitting down.
class OnlineTables : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // The interface language's code ("en", "fr", "ja"): dates are written in its way.
    Q_PROPERTY(QString language MEMBER language_ NOTIFY languageChanged)

public:
    enum Role {
        PathRole = Qt::UserRole + 1, // the kept seat's file (OnlineClient::resumeKept)
        GameIdRole,
        // The seats in words, the player's own first named: "Ana, Bo, Hotu (Random)".
        SeatsRole,
        // Whose turn it is in words: "Your turn", "Bo's turn", "The game is over"; what the
        // player last saw until the server answers ("Last seen: Bo's turn").
        TurnRole,
        YourTurnRole,
        // Whether the server has answered (true), is still asked, or could not be reached.
        CheckedRole,
        LastPlayedTextRole,
        // Why the table cannot be sat at again ("" when it can): gone from its server.
        ProblemRole,
    };
    Q_ENUM(Role)

    explicit OnlineTables(QObject* parent = nullptr);
    ~OnlineTables() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return int(rows_.size()); }

    // Reads the kept seats again, then asks each server how its table is doing.
    Q_INVOKABLE void refresh();
    // Forgets a kept seat (its file goes): the table is no longer listed.
    Q_INVOKABLE void forget(const QString& path);
    // The kept seat's file of row `row` ("" for none).
    Q_INVOKABLE QString path(int row) const {
        return row >= 0 && row < count() ? rows_[std::size_t(row)]->path : QString();
    }

signals:
    void countChanged();
    void languageChanged();

private:
    struct Row {
        QString path, gameId, seats, turn, problem;
        bool yourTurn = false, checked = false;
        QDateTime lastPlayed;
        nlohmann::json kept;                // the kept seat's file
        std::unique_ptr<QWebSocket> asking; // the peek under way
    };
    void ask(Row& row);
    void answered(const QString& path, const nlohmann::json& message);
    void unreachable(const QString& path, const QString& why);
    void describe(Row& row, const nlohmann::json& table, bool live);
    void changed(const QString& path);
    Row* rowOf(const QString& path);

    std::vector<std::unique_ptr<Row>> rows_;
    QString language_ = QStringLiteral("en");
};
