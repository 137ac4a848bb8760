#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

// A list model whose roles are named once, in the order of its Role enum (the first is
// Qt::UserRole + 1). It answers the view's questions every list model answers alike (the role
// names, the row count, an index out of range or a role it does not have), so a model says
// only how many rows it has and what a role of one of them holds.
class RoleListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ANONYMOUS

public:
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

protected:
    RoleListModel(QList<QByteArray> roles, QObject* parent);

    virtual int size() const = 0;
    // What `role`, one of the roles named, holds for `row`, a row in range.
    virtual QVariant valueAt(int row, int role) const = 0;

    // A role's place in the list of names (0 for Qt::UserRole + 1).
    static int column(int role) { return role - Qt::UserRole - 1; }
    const QList<QByteArray>& roles() const { return roles_; }
    // The rows stay, every one of them may show other values.
    void allChanged(const QList<int>& roles = {});

private:
    QList<QByteArray> roles_;
};
