#include "editcommand.h"

ContinentEdit::ContinentEdit(const QString& text, rano::volcanic::Continent before,
                             rano::volcanic::Continent after, Apply apply, int mergeKey)
    : QUndoCommand(text), before_(std::move(before)), after_(std::move(after)),
      apply_(std::move(apply)), mergeKey_(mergeKey) {}

bool ContinentEdit::mergeWith(const QUndoCommand* other) {
    const auto* edit = dynamic_cast<const ContinentEdit*>(other);
    if (!edit || edit->mergeKey_ != mergeKey_) return false;
    after_ = edit->after_;
    return true;
}
