#pragma once

#include <QUndoCommand>
#include <functional>

#include "volcanic/continent.h"

// One edit of a continent: the continent before and after. Every edit (place, move, turn or
// remove a tile, a bay, a name) is one of these on the document's QUndoStack, so undo and redo
// restore exactly what was there. Turning the same tile again merges into one step.
class ContinentEdit : public QUndoCommand {
public:
    using Apply = std::function<void(const rano::volcanic::Continent&)>;
    ContinentEdit(const QString& text, rano::volcanic::Continent before,
                  rano::volcanic::Continent after, Apply apply, int mergeKey = -1);

    void undo() override { apply_(before_); }
    void redo() override { apply_(after_); }
    int id() const override { return mergeKey_ < 0 ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    rano::volcanic::Continent before_;
    rano::volcanic::Continent after_;
    Apply apply_;
    int mergeKey_;
};
