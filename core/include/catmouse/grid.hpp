#pragma once
// The grid game of LeetCode 1728 ("Cat and Mouse II"): a board of walls
// ('#'), floor ('.'), the cat ('C'), the mouse ('M') and the food ('F'),
// where each player jumps up to catJump / mouseJump cells in a straight line
// (not through walls, not off the board) or stays. The mouse moves first.
//
// This file reads the board and turns it into nodes and moves; the game
// itself is a Rules made from them (GridGame::rules: a move graph per player,
// staying allowed, the food the one hole, the cat winning by reaching it),
// solved by the one solver like any graph. What LeetCode's 1,000-turn rule
// says beside the exact value is turn_limit.hpp.
//
// Text forms (importGame detects the first two):
//   grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2   as LeetCode shows it
//   ["####F","#C...","M...."]\n1\n2                                  LeetCode's test-case form (catJump, then mouseJump)
//   ["####F","#C...","M...."]                                        the rows alone; the jumps come from options
//   ####F\n#C...\nM....                                              one row a line (Format::Grid named only)
//
// Nodes are the open (non-wall) cells, numbered row by row, left to right:
// the cell at (row, column) has the number of open cells before it in that
// order. Rows and columns count from 0, top left, as LeetCode indexes grid[row][column].
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/graph.hpp"
#include "catmouse/rules.hpp"

namespace catmouse {

// LeetCode's range for catJump and mouseJump (both inclusive).
constexpr int kMinJump = 1;
constexpr int kMaxJump = 8;
// LeetCode's board limit (rows and columns each); larger boards are read
// too, up to kMaxNodes open cells: the solver is exact at any size.
constexpr int kLeetCodeGridSide = 8;
// The most cells (rows x columns, walls included) a board may have: 2048 x
// 2048. Open cells are capped by kMaxNodes, but walls cost memory too (a
// board keeps a byte and a node index per cell, and 32 bytes per row), so
// 20 MB of one-cell rows is refused as it is read instead of held.
constexpr int kMaxGridCells = 2048 * 2048;

// The jumps as some source gave them; empty where it gave none.
struct GridJumps {
    std::optional<int> cat;
    std::optional<int> mouse;
};

// A board as read, before the jumps are settled.
struct Grid {
    std::vector<std::string> rows;  // equal lengths, of the characters "#.CMF"
    GridJumps jumps;                // what the text said, if anything
    int rowCount() const { return static_cast<int>(rows.size()); }
    int columnCount() const { return rows.empty() ? 0 : static_cast<int>(rows[0].size()); }
};

// Reads any of the text forms above. `rowsPerLine` reads the last form (one
// row a line, nothing else); otherwise the text must start with "grid =" or '['.
// Errors: grid.not-rectangular, grid.bad-cell, grid.repeated-piece,
// grid.missing-piece, grid.bad-jump, parse.bad-field (an unknown or repeated
// name), parse.unexpected-token, parse.empty, graph.too-large (more than
// kMaxNodes open cells or kMaxGridCells cells); each with its line and column.
Expected<Grid> parseGrid(std::string_view text, bool rowsPerLine = false);

struct Cell {
    int row = 0;
    int column = 0;
    friend bool operator==(const Cell& a, const Cell& b) { return a.row == b.row && a.column == b.column; }
};

// A board with its jumps settled: its nodes and each player's moves.
class GridGame {
public:
    // The jumps are `given`'s where it has them, else the text's; each must
    // be there (grid.missing-jump) and within 1..8 (grid.bad-jump, options
    // "catJump"/"mouseJump").
    static Expected<GridGame> make(Grid grid, const GridJumps& given = {});

    const Grid& grid() const { return grid_; }
    int rowCount() const { return grid_.rowCount(); }
    int columnCount() const { return grid_.columnCount(); }
    int catJump() const { return catJump_; }
    int mouseJump() const { return mouseJump_; }
    int jump(Player who) const { return who == Player::Mouse ? mouseJump_ : catJump_; }

    int nodeCount() const { return static_cast<int>(cells_.size()); }
    Cell cell(int node) const { return cells_[node]; }
    // The node at (row, column), or -1 for a wall or a place off the board.
    int nodeAt(int row, int column) const;
    int mouse() const { return mouse_; }
    int cat() const { return cat_; }
    int food() const { return food_; }

    // Where `who` can jump from each node: 1..jump cells up, down, left or
    // right, stopping at a wall or the edge. Staying is not listed (the
    // rules' pass option allows it). Undirected: a jump back is as long.
    Adjacency moves(Player who) const;
    // "(2,0)": the cell's row and column, for people.
    std::string cellName(int node) const;

    // The game as rules: the mouse's and the cat's jumps as their move
    // graphs, the variant (holes {food}, CatOnHole::Wins, pass), the start the
    // board's M and C, `first` to move (LeetCode: the mouse).
    Expected<Rules> rules(Player first = Player::Mouse) const;

private:
    GridGame() = default;
    Grid grid_;
    int catJump_ = 0;
    int mouseJump_ = 0;
    std::vector<Cell> cells_;
    std::vector<int> nodeAt_;  // row * columns + column -> node, -1 for a wall
    int mouse_ = -1;
    int cat_ = -1;
    int food_ = -1;
};

}  // namespace catmouse
