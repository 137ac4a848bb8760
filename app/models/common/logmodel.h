#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <vector>

// A game's log: one line per event, newest last, each with the seat it is about (-1: none)
// and the places on the board it names (the game's own numbers: Volcanic Isle's spaces), so
// the table can light them while the line is hovered. A line keeps what happened, not its
// words: it is written when it is shown, in the language of that moment, so switching
// languages rewrites the whole log at once.
class LogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's log")

public:
    enum Role { TextRole = Qt::UserRole + 1, SeatRole, PlacesRole, HeadingRole };
    explicit LogModel(QObject* parent = nullptr);
    // `write` says the line in the current language (it calls tr); it must hold copies of
    // what it needs, since it is called again whenever the language changes.
    using Writer = std::function<QString()>;
    void append(Writer write, int seat, const QVariantList& places = {});
    // A line that opens a new stretch of the game ("Round 4"), drawn apart from the lines
    // before it.
    void appendHeading(Writer write);
    // Every line is written again (the language changed).
    void retranslate();
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
        Writer write;
        int seat;
        QVariantList places;
        int move;
        bool heading;
    };
    std::vector<Line> lines_;
    int move_ = -1;
};
