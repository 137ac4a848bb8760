#pragma once

#include <QList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "rolelistmodel.h"

// A list model whose rows are maps from role name to value, with the role names fixed when it
// is made. Setting rows of the same count updates them in place (delegates stay, only changed
// rows are signalled); another count resets the model. Small per-player and per-pile lists
// read off a game's position use it.
class RowListModel : public RoleListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A list a table fills")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    explicit RowListModel(const QList<QByteArray>& roles, QObject* parent = nullptr);

    void setRows(QList<QVariantMap> rows);
    const QList<QVariantMap>& rows() const { return rows_; }
    int count() const { return int(rows_.size()); }
    // A value of a row by role name (tests and C++ callers); invalid out of range.
    QVariant value(int row, const QByteArray& role) const;
    Q_INVOKABLE QVariantMap get(int row) const;

signals:
    void countChanged();

private:
    int size() const override { return count(); }
    QVariant valueAt(int row, int role) const override;

    QList<QVariantMap> rows_;
};
