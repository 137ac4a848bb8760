#pragma once

#include <vector>

#include "rolelistmodel.h"

// A list model over plain rows, one struct each, replaced all at once (the view makes its
// items anew); the model says what each role of a row holds.
template <class Row> class StructListModel : public RoleListModel {
public:
    const std::vector<Row>& rows() const { return rows_; }
    void setRows(std::vector<Row> rows) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
    }

protected:
    using RoleListModel::RoleListModel;

    int size() const override { return int(rows_.size()); }

    std::vector<Row> rows_;
};
