#pragma once

#include <QtQml/qqmlregistration.h>
#include <vector>

#include "structlistmodel.h"

// The buttons the deciding human may press now: each a legal choice of the engine, but for
// the turn's Prayer token, shown with its reason when it cannot be taken.
struct ActionRow {
    QString choice; // the engine's stable text form, passed back to VolcanicTable::play
    QString label;  // what the button says
    QString detail; // its tooltip
    int cost = 0;   // action points
    QString kind;   // "end", "village", "sculpt", "raise", "settler", "prayer", "pray", "no-pray"
    // Why the action cannot be taken now (the turn's Prayer button stays in its place, greyed);
    // empty when it can.
    QString refusal;
};

class ActionModel : public StructListModel<ActionRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's actions")

public:
    enum Role {
        ChoiceRole = Qt::UserRole + 1,
        LabelRole,
        DetailRole,
        CostRole,
        KindRole,
        RefusalRole
    };
    Q_ENUM(Role)

    explicit ActionModel(QObject* parent = nullptr);

private:
    QVariant valueAt(int row, int role) const override;
};
