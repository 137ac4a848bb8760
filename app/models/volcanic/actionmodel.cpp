#include "actionmodel.h"

ActionModel::ActionModel(QObject* parent)
    : StructListModel({"choice", "label", "detail", "cost", "kind", "refusal"}, parent) {}

QVariant ActionModel::valueAt(int row, int role) const {
    const ActionRow& r = rows_[std::size_t(row)];
    // In the order of Role.
    return QVariantList{r.choice, r.label, r.detail, r.cost, r.kind, r.refusal}[column(role)];
}
