#pragma once

#include <utility>

// The position a game's table shows: the game on the table, none before one starts. Position
// is the game's position model (its position() the one hook), Table its table (a KitTable),
// which reads and refreshes what the position keeps.
template <class Position, class Table> class LivePosition : public Position {
public:
    using Shown = decltype(std::declval<const Position&>().position()); // const State*

    explicit LivePosition(Table& table) : Position(&table), table_(table) {}

    Shown position() const override { return table_.started() ? &table_.shownState() : nullptr; }

protected:
    friend Table;
    Table& table_;
};
