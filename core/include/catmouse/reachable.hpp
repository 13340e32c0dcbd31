#pragma once
// Which positions a game can reach from a start under its rules: every
// position some sequence of legal moves leads to, the start included (a
// finished position leads nowhere). The quiz asks it of its puzzles, so the
// page can say when a puzzle's position never arises from the game's start
// (a graph in pieces, a bipartite graph's parity, a grid's walls).
#include <cstdint>
#include <optional>
#include <vector>

#include "catmouse/solution.hpp"

namespace catmouse {

// One flag per state index (Table::index): is it reached from start? Empty
// when the search would look at more than maxMovesLooked moves (a game too
// big to answer for), or when start is not a position of the game.
std::optional<std::vector<bool>> reachableFrom(const Solution& solution, const Position& start, std::uint64_t maxMovesLooked);

}  // namespace catmouse
