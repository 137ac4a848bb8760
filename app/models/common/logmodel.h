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

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Line {
        QString text;
        int seat;
        QVariantList places;
    };
    std::vector<Line> lines_;
};
