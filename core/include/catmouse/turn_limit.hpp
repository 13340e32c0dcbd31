#pragma once
// What a turn limit says beside the exact game. LeetCode 1728 judges "if
// Mouse cannot get to the food within 1000 turns, Cat wins", where a turn is
// one player's move ("then they take turns to move"): a ply.
//
// The capped answer follows from the exact solution alone: the mouse can
// force a win within L plies exactly when the position is a mouse win whose
// remoteness (the plies to the end when the mouse hurries and the cat
// delays) is at most L. Everything else, the draws included, is the cat's.
// tests/core/grid_test.cpp checks this against a bounded induction over plies.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "catmouse/solution.hpp"

namespace catmouse {

constexpr int kLeetCodeTurnLimit = 1000;

// The winner under the limit: MouseWins or CatWins, never a draw.
Outcome withinTurns(const Value& exact, int turnLimit);

// Where the limit changes the result: positions still in play whose exact
// value is a draw or a mouse win slower than the limit (both the cat's under it).
struct TurnLimitDifferences {
    std::uint64_t draws = 0;
    std::uint64_t slowMouseWins = 0;
    std::uint64_t count() const { return draws + slowMouseWins; }
    // Up to the number asked for: `first` when it differs, then in state-index order.
    std::vector<Position> examples;
};
TurnLimitDifferences turnLimitDifferences(const Solution& solution, int turnLimit, const Position& first, std::size_t examples);

// The most plies any forced mouse win takes in this game (0 when there is none).
std::uint32_t longestMouseWin(const Solution& solution);

}  // namespace catmouse
