#pragma once
// "Find the best move" puzzles drawn from a solved game: positions where the
// side to move keeps what it has (a win, or a draw) by exactly one move, and
// every other move gives it away. The quiz of the page asks them, values
// hidden, easiest first.
#include <cstddef>
#include <optional>
#include <vector>

#include "catmouse/game.hpp"
#include "catmouse/solution.hpp"

namespace catmouse {

struct Puzzle {
    Position position;
    int answer = 0;    // the one move (the node moved to) that keeps the value
    Value value;       // the position's value: a win or a draw for the side to move
    int tempting = 0;  // the other moves, each giving the value away
    // Plies one must look ahead to tell the answer from the best other move:
    // a win's remoteness; for a draw, one more than the slowest loss among
    // the other moves (the draw itself has no end to count to).
    std::uint32_t depth = 0;
    // Does the game's start (Rules::start) lead here under the rules
    // (reachable.hpp)? Empty when the rules have no start, or when the
    // search, within PuzzleOptions::maxMovesLooked, neither reached it nor
    // ran to its end (a game too big to search).
    std::optional<bool> reachable;
    // depth + tempting: the puzzles are ordered by it, easiest first.
    std::uint64_t difficulty() const { return depth + static_cast<std::uint64_t>(tempting); }
};

struct PuzzleOptions {
    std::size_t count = 20;      // at most this many, spread evenly from easiest to hardest
    std::optional<Player> side;  // only positions with this side to move
    // Looked at: at most this many moves in all (positions × their moves);
    // a bigger game is sampled in a fixed order, so the answer is the same each time.
    // The search for the positions the start reaches has the same budget.
    std::uint64_t maxMovesLooked = 20'000'000;
};

// The puzzles, easiest first (ties by table index); empty when the game has none.
std::vector<Puzzle> findPuzzles(const Solution& solution, const PuzzleOptions& options = {});

}  // namespace catmouse
