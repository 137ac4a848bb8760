#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

// The buttons the deciding human may press now: each a legal choice of the engine.
struct ActionRow {
    QString choice; // the engine's stable text form, passed back to VolcanicTable::play
    QString label;  // what the button says
    QString detail; // its tooltip
    int cost = 0;   // action points
    QString kind;   // "end", "village", "sculpt", "raise", "settler", "prayer", "pray", "no-pray"
};

class ActionModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's actions")

public:
    enum Role { ChoiceRole = Qt::UserRole + 1, LabelRole, DetailRole, CostRole, KindRole };
    Q_ENUM(Role)

    explicit ActionModel(QObject* parent = nullptr);
    void setRows(std::vector<ActionRow> rows);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    std::vector<ActionRow> rows_;
};
