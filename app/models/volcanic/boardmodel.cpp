#include "boardmodel.h"

void BoardModel::setBoard(const rano::volcanic::Board* board) {
    if (board && board_ && board->continent == continent_) {
        board_ = board;
    } else {
        beginResetModel();
        board_ = board;
        continent_ = board ? board->continent : rano::volcanic::Continent{};
        readBoard();
        endResetModel();
    }
    boardSet();
}
