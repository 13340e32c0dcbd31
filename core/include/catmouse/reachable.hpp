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

// For each of targets (positions of the game), in order: is it reached from
// start? The search stops once every target is reached, so a game too big to
// search whole may still answer; a target not reached when the search has
// looked at maxMovesLooked moves is left empty (not known). A start that is
// not a position of the game leaves every answer empty.
std::vector<std::optional<bool>> reachedFrom(const Solution& solution, const Position& start, const std::vector<Position>& targets,
                                             std::uint64_t maxMovesLooked);

}  // namespace catmouse
