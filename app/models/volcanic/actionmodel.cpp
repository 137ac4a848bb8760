#include "actionmodel.h"

ActionModel::ActionModel(QObject* parent) : QAbstractListModel(parent) {}

void ActionModel::setRows(std::vector<ActionRow> rows) {
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

int ActionModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant ActionModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const ActionRow& r = rows_[std::size_t(index.row())];
    switch (role) {
    case ChoiceRole:
        return r.choice;
    case LabelRole:
        return r.label;
    case DetailRole:
        return r.detail;
    case CostRole:
        return r.cost;
    case KindRole:
        return r.kind;
    default:
        return {};
    }
}

QHash<int, QByteArray> ActionModel::roleNames() const {
    return {{ChoiceRole, "choice"},
            {LabelRole, "label"},
            {DetailRole, "detail"},
            {CostRole, "cost"},
            {KindRole, "kind"}};
}
