#pragma once
// A LeetCode 1728 grid's game: a one-cat game (its rules are GridGame::rules)
// that also hands out the board and turn_limit.hpp's answers.
#include <emscripten/val.h>

#include "catmouse/grid.hpp"
#include "one_cat_game.hpp"

namespace catmouse::wasm {

class GridBoardGame : public OneCatGame {
public:
    GridBoardGame(Solution solution, ReadAs read, GridGame grid, int turnLimit)
        : OneCatGame(std::move(solution), std::move(read)), grid_(std::move(grid)), turnLimit_(turnLimit) {}

    // {rows, columns, board (the rows as text), cells (node -> {row, col}),
    // food (its node, the hole), mouse, cat (their start nodes), catJump,
    // mouseJump}. The walls are the board's '#': api.js gives them as
    // {row, col} when read (a 2,000 x 2,000 board of walls has 4 million,
    // and making them here took 13 s).
    val grid() const;
    // What the turn limit says at the start (turn_limit.hpp): {turns, outcome, winner, mouseWins}.
    val turnLimit() const;
    // Where the exact game and the turn limit differ, as the command line's
    // --json says (grid_report.hpp), with positions as nodes: {count, draws,
    // slowMouseWins, longestMouseWin, examples: [{mouse, cat, turn, exact:
    // {outcome, winner, plies}, turnLimit: {outcome, winner}}]}.
    val differences() const;

private:
    GridGame grid_;
    int turnLimit_;
};

}  // namespace catmouse::wasm
