#pragma once

// What a kit forwards when every state of a game points to the one board its game owns (Rapa
// Nui, Volcanic Isle): the Context is that board, which the game's states share; setting up and
// reading a state take it (with the game's Options), and a state kept by the history points to
// it again.

#include <cstdint>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

namespace rano {

template <class StateT, class OptionsT, class BoardT> struct BoardForwards {
    using Options = OptionsT;
    using Context = std::shared_ptr<const BoardT>;

    static StateT setup(const Context& board, const Options& options, std::uint64_t seed) {
        return StateT::setup(*board, options, seed);
    }
    static void attach(StateT& s, const Context& board) { s.board = board.get(); }
    // The game's own reader, found in its namespace by the State it reads.
    static bool fromJson(const nlohmann::json& j, const Context& board, StateT& out,
                         std::string& error) {
        return stateFromJson(j, *board, out, error);
    }
};

} // namespace rano
