#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include "volcanic/validator.h"

// The broken rules of the continent being built, in words, each with the tiles and places
// it is about (a click on one shows them on the grid).
class ProblemModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A document's problems")

public:
    enum Role { MessageRole = Qt::UserRole + 1, TilesRole, PlacesRole };
    Q_ENUM(Role)

    explicit ProblemModel(QObject* parent = nullptr);
    void setProblems(std::vector<rano::volcanic::Problem> problems);
    const std::vector<rano::volcanic::Problem>& problems() const { return problems_; }
    // A broken rule in the player's language, from its kind, tiles and numbers.
    static QString text(const rano::volcanic::Problem& problem);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    std::vector<rano::volcanic::Problem> problems_;
};
