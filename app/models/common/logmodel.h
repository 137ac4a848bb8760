#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

// A game's log: one line per event, newest last, each with the seat it is about (-1: none).
class LogModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's log")

public:
    enum Role { TextRole = Qt::UserRole + 1, SeatRole };
    explicit LogModel(QObject* parent = nullptr);
    void append(const QString& text, int seat);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    std::vector<std::pair<QString, int>> lines_;
};
