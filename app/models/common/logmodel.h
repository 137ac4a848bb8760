#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

// A game's log: one line per event, newest last, each with the seat it is about (-1: none)
// and the places on the board it names (the game's own numbers: Volcanic Isle's spaces), so
// the table can light them while the line is hovered.
class LogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's log")

public:
    enum Role { TextRole = Qt::UserRole + 1, SeatRole, PlacesRole };
    explicit LogModel(QObject* parent = nullptr);
    void append(const QString& text, int seat, const QVariantList& places = {});
    void clear();
    // The lines appended from now on tell what recorded choice `move` did (-1: they are about
    // no choice, like "Game saved"); a take back removes them with the choice.
    void setMove(int move) { move_ = move; }
    // Removes the lines of choice `move` and every later one.
    void dropMovesFrom(int move);
    // Every place named by the lines of choice `move` and later ones.
    QList<int> placesFrom(int move) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Line {
        QString text;
        int seat;
        QVariantList places;
        int move;
    };
    std::vector<Line> lines_;
    int move_ = -1;
};
