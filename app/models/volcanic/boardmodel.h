#pragma once

#include <QtQml/qqmlregistration.h>

#include "rolelistmodel.h"
#include "volcanic/state.h"

// A list model of what a board is made of (SpaceModel's spaces, EdgeModel's borders). Another
// game on the same continent keeps every row where it was: no reset, so the view keeps its
// items (the next update announces the rows that look different).
class BoardModel : public RoleListModel {
    Q_OBJECT
    QML_ANONYMOUS

public:
    void setBoard(const rano::volcanic::Board* board);

protected:
    using RoleListModel::RoleListModel;

    // Reads what the rows keep of a board on another continent, while the model resets.
    virtual void readBoard() {}
    // After every setBoard, whether the model reset or not.
    virtual void boardSet() {}

    const rano::volcanic::Board* board_ = nullptr;

private:
    // The old board may be gone already: the next is compared with a copy of its continent.
    rano::volcanic::Continent continent_;
};
