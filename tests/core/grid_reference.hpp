#pragma once
// An independent reference for the LeetCode 1728 grid game, written straight
// from the problem statement and deliberately unlike the product: it never
// uses GridGame or Rules. It indexes every cell of the board (walls
// included) as row * columns + column and generates jumps from the strings.
//
// exactSolve: the true game (a repeated position is a draw, no turn cap),
// by reference.hpp's sweep over the board turned into its plain game here.
//
// mouseWinsWithin: LeetCode's judged game ("if Mouse cannot get to the food
// within 1000 turns, Cat wins"; a turn is one player's move, as "they take
// turns to move" says), by backward induction over the plies left: W[0] is
// the mouse standing on the food; W[k] adds the positions where the mouse,
// to move, has a move into W[k-1], or the cat, to move, has only moves into
// W[k-1]. No remoteness, no draws: the bounded game has none.
#include <string>
#include <vector>

#include "reference.hpp"

namespace grid_reference {

struct Board {
    std::vector<std::string> rows;
    int catJump = 1;
    int mouseJump = 1;
    int height() const { return static_cast<int>(rows.size()); }
    int width() const { return static_cast<int>(rows[0].size()); }
    int cells() const { return height() * width(); }
    bool open(int cell) const { return rows[cell / width()][cell % width()] != '#'; }
    int find(char piece) const {
        for (int cell = 0; cell < cells(); ++cell) {
            if (rows[cell / width()][cell % width()] == piece) return cell;
        }
        return -1;
    }
};

// Where a player on `cell` may go: itself (staying), and 1..jump cells in
// each direction until a wall or the edge.
inline std::vector<int> jumpsFrom(const Board& board, int cell, int jump) {
    std::vector<int> to{cell};
    const int r = cell / board.width();
    const int c = cell % board.width();
    const int dr[4] = {1, -1, 0, 0};
    const int dc[4] = {0, 0, 1, -1};
    for (int d = 0; d < 4; ++d) {
        for (int k = 1; k <= jump; ++k) {
            const int rr = r + dr[d] * k;
            const int cc = c + dc[d] * k;
            if (rr < 0 || cc < 0 || rr >= board.height() || cc >= board.width() || board.rows[rr][cc] == '#') break;
            to.push_back(rr * board.width() + cc);
        }
    }
    return to;
}

// 0: the game goes on; 1: the mouse has won; 2: the cat has won (the
// bounded induction's ends). The cat on the mouse wins even on the food
// (such a position cannot arise in play: the first to reach the food ended
// the game), then the cat on the food, then the mouse on it.
inline int ended(int mouse, int cat, int food) {
    if (mouse == cat) return 2;
    if (cat == food) return 2;
    if (mouse == food) return 1;
    return 0;
}

// The board as reference.hpp's plain game, every cell a node (a wall one
// with no steps, never asked about): each player's jumps, staying as the
// pass, the food the one hole, which the cat wins by reaching.
inline reference::Game gameOf(const Board& board) {
    reference::Game game;
    game.mouseSteps.resize(board.cells());
    game.catSteps.resize(board.cells());
    for (int cell = 0; cell < board.cells(); ++cell) {
        if (!board.open(cell)) continue;
        const auto mouse = jumpsFrom(board, cell, board.mouseJump);
        const auto cat = jumpsFrom(board, cell, board.catJump);
        game.mouseSteps[cell].assign(mouse.begin() + 1, mouse.end());  // without staying: that is the pass
        game.catSteps[cell].assign(cat.begin() + 1, cat.end());
    }
    game.holes = {board.find('F')};
    game.catOnHole = 2;
    game.pass = true;
    return game;
}

// table[turn][mouse cell][cat cell], turn 0 = mouse to move: the exact game
// by reference.hpp's sweep (round k decides the positions of remoteness k).
inline reference::Table exactSolve(const Board& board) { return reference::referenceSolve(gameOf(board)); }

// wins[turn][mouse cell][cat cell]: can the mouse force reaching the food
// within `plies` plies from there? Stops early once a round adds nothing:
// every later round is then the same.
using Wins = std::vector<std::vector<std::vector<bool>>>;

inline Wins mouseWinsWithin(const Board& board, int plies) {
    const int n = board.cells();
    const int food = board.find('F');
    Wins wins(2, std::vector<std::vector<bool>>(n, std::vector<bool>(n, false)));
    for (int t = 0; t < 2; ++t) {
        for (int m = 0; m < n; ++m) {
            for (int c = 0; c < n; ++c) {
                if (board.open(m) && board.open(c)) wins[t][m][c] = ended(m, c, food) == 1;
            }
        }
    }
    for (int k = 1; k <= plies; ++k) {
        Wins next = wins;
        bool changed = false;
        for (int t = 0; t < 2; ++t) {
            for (int m = 0; m < n; ++m) {
                for (int c = 0; c < n; ++c) {
                    if (!board.open(m) || !board.open(c) || ended(m, c, food) != 0) continue;
                    bool result;
                    if (t == 0) {
                        result = false;
                        for (const int to : jumpsFrom(board, m, board.mouseJump)) result = result || wins[1][to][c];
                    } else {
                        result = true;
                        for (const int to : jumpsFrom(board, c, board.catJump)) result = result && wins[0][m][to];
                    }
                    if (result != wins[t][m][c]) changed = true;
                    next[t][m][c] = result;
                }
            }
        }
        wins.swap(next);
        if (!changed) break;
    }
    return wins;
}

// LeetCode's answer: canMouseWin(grid, catJump, mouseJump), 1,000 turns.
inline bool canMouseWin(const Board& board, int plies = 1000) {
    return mouseWinsWithin(board, plies)[0][board.find('M')][board.find('C')];
}

}  // namespace grid_reference
