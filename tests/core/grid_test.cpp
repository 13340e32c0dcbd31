// The grid game (LeetCode 1728) solved through Rules by the one solver,
// against the independent reference in grid_reference.hpp: the exact value
// and remoteness of every position, and the turn limit's answer (from the
// remoteness, turn_limit.hpp) against a bounded induction over plies; on
// every small board, random boards up to 8 x 8, the problem page's examples
// and the mazes reported on LeetCode's feedback tracker.
#include <random>

#include "catmouse/grid.hpp"
#include "catmouse/turn_limit.hpp"
#include "grid_reference.hpp"
#include "support.hpp"

using namespace catmouse;

namespace {

struct Solved {
    GridGame game;
    Solution solution;
};

Solved solveBoard(const std::vector<std::string>& rows, int catJump, int mouseJump) {
    auto game = GridGame::make(Grid{rows, {}}, {catJump, mouseJump});
    if (!game) FAIL(game.error().message);
    auto rules = game->rules();
    if (!rules) FAIL(rules.error().message);
    auto solution = catmouse::solve(*rules);
    REQUIRE(solution.ok());
    const auto problem = verify(*solution);
    if (problem) FAIL("verify: " << *problem);
    return {*game, *solution};
}

// The first position where the product and the reference disagree, in
// words, or "": the exact value everywhere, and the answer under each limit.
std::string difference(const Solved& solved, const grid_reference::Board& board, const std::vector<int>& limits) {
    const auto exact = grid_reference::exactSolve(board);
    std::vector<grid_reference::Wins> within;
    for (const int limit : limits) within.push_back(grid_reference::mouseWinsWithin(board, limit));
    const GridGame& game = solved.game;
    const int n = game.nodeCount();
    const auto cellIndex = [&](int node) { return game.cell(node).row * board.width() + game.cell(node).column; };
    for (int t = 0; t < 2; ++t) {
        for (int m = 0; m < n; ++m) {
            for (int c = 0; c < n; ++c) {
                const Position p{m, c, static_cast<Player>(t)};
                const Value ours = solved.solution.valueAt(p);
                const auto& theirs = exact[t][cellIndex(m)][cellIndex(c)];
                const int remoteness = ours.remoteness ? static_cast<int>(*ours.remoteness) : -1;
                const std::string where = "mouse " + game.cellName(m) + ", cat " + game.cellName(c) + ", " + toString(p.turn) + " to move";
                if (static_cast<int>(ours.outcome) != theirs.outcome || remoteness != theirs.remoteness) {
                    return where + ": solver " + std::to_string(static_cast<int>(ours.outcome)) + "/" + std::to_string(remoteness) +
                           ", reference " + std::to_string(theirs.outcome) + "/" + std::to_string(theirs.remoteness);
                }
                for (std::size_t l = 0; l < limits.size(); ++l) {
                    const bool mouse = withinTurns(ours, limits[l]) == Outcome::MouseWins;
                    if (mouse != within[l][t][cellIndex(m)][cellIndex(c)]) {
                        return where + ": within " + std::to_string(limits[l]) + " plies the solver says " + (mouse ? "mouse" : "cat") +
                               ", the bounded induction the other";
                    }
                }
            }
        }
    }
    return "";
}

// A board of `rows` x `columns` from a wall mask, with the food on the
// open cell `food` and the mouse and the cat on the first other open cells
// (the table covers every placement of the two, so where they start does not matter).
std::optional<std::vector<std::string>> boardFrom(int rows, int columns, unsigned walls, int food) {
    std::vector<std::string> board(rows, std::string(columns, '.'));
    std::vector<int> open;
    for (int cell = 0; cell < rows * columns; ++cell) {
        if (walls & (1u << cell)) board[cell / columns][cell % columns] = '#';
        else open.push_back(cell);
    }
    if (open.size() < 3 || food >= static_cast<int>(open.size())) return std::nullopt;
    const auto put = [&](int cell, char piece) { board[cell / columns][cell % columns] = piece; };
    put(open[food], 'F');
    const int mouse = food == 0 ? 1 : 0;
    const int cat = food <= 1 ? 2 : 1;
    put(open[mouse], 'M');
    put(open[cat], 'C');
    return board;
}

const std::vector<int> kSmallLimits = {0, 1, 2, 3, 4, 6, 9, 1000};

}  // namespace

TEST_CASE("grid game: every wall pattern of small boards, every food cell, jumps 1 and 2, matches the reference") {
    int boards = 0;
    for (const auto& [rows, columns] : std::vector<std::pair<int, int>>{{1, 3}, {1, 5}, {1, 7}, {2, 2}, {2, 3}, {2, 4}, {3, 3}}) {
        for (unsigned walls = 0; walls < (1u << (rows * columns)); ++walls) {
            for (int food = 0; food < rows * columns; ++food) {
                const auto board = boardFrom(rows, columns, walls, food);
                if (!board) continue;
                for (int catJump = 1; catJump <= 2; ++catJump) {
                    for (int mouseJump = 1; mouseJump <= 2; ++mouseJump) {
                        const auto solved = solveBoard(*board, catJump, mouseJump);
                        const auto problem = difference(solved, {*board, catJump, mouseJump}, kSmallLimits);
                        if (!problem.empty()) {
                            std::string shown;
                            for (const auto& row : *board) shown += row + "/";
                            FAIL(shown << " catJump " << catJump << " mouseJump " << mouseJump << ": " << problem);
                        }
                        ++boards;
                    }
                }
            }
        }
    }
    CHECK(boards > 10000);
}

TEST_CASE("grid game: random boards up to 8 x 8 match the reference") {
    std::mt19937 rng(1728);
    for (int round = 0; round < 24; ++round) {
        const int rows = std::uniform_int_distribution<int>(1, 8)(rng);
        // At least 3 cells, for the mouse, the cat and the food. (libstdc++'s and
        // libc++'s distributions differ: the em++ build draws other boards.)
        const int columns = std::uniform_int_distribution<int>((3 + rows - 1) / rows, 8)(rng);
        const double wallShare = std::uniform_real_distribution<double>(0.0, 0.45)(rng);
        std::vector<std::string> board(rows, std::string(columns, '.'));
        std::vector<int> cells(rows * columns);
        for (int i = 0; i < rows * columns; ++i) cells[i] = i;
        std::shuffle(cells.begin(), cells.end(), rng);
        for (int i = 0; i < rows * columns; ++i) {
            const char piece = i == 0 ? 'M' : i == 1                                    ? 'C'
                                          : i == 2                                      ? 'F'
                                          : std::bernoulli_distribution(wallShare)(rng) ? '#'
                                                                                        : '.';
            board[cells[i] / columns][cells[i] % columns] = piece;
        }
        const int catJump = std::uniform_int_distribution<int>(1, 8)(rng);
        const int mouseJump = std::uniform_int_distribution<int>(1, 8)(rng);
        const auto solved = solveBoard(board, catJump, mouseJump);
        // The limits that matter here: around the slowest mouse win, and LeetCode's.
        const int longest = static_cast<int>(longestMouseWin(solved.solution));
        const auto problem = difference(solved, {board, catJump, mouseJump}, {longest - 1, longest, 70, 1000});
        std::string shown;
        for (const auto& row : board) shown += row + "/";
        INFO(shown << " catJump " << catJump << " mouseJump " << mouseJump);
        CHECK(problem == "");
    }
}

TEST_CASE("grid game: the problem page's examples, exact and under 1,000 turns") {
    struct Example {
        std::vector<std::string> rows;
        int catJump, mouseJump;
        bool output;  // as the problem page states it
    };
    for (const auto& example : std::vector<Example>{{{"####F", "#C...", "M...."}, 1, 2, true},
                                                    {{"M.C...F"}, 1, 4, true},
                                                    {{"M.C...F"}, 1, 3, false}}) {
        const auto solved = solveBoard(example.rows, example.catJump, example.mouseJump);
        const auto start = *solved.solution.rules().start();
        const grid_reference::Board board{example.rows, example.catJump, example.mouseJump};
        CHECK((withinTurns(solved.solution.valueAt(start), kLeetCodeTurnLimit) == Outcome::MouseWins) == example.output);
        CHECK(grid_reference::canMouseWin(board) == example.output);
        CHECK(difference(solved, board, {70, 1000}) == "");
    }
}

TEST_CASE("grid game: the mazes reported against solutions that cap the game at 70-some moves") {
    // LeetCode-Feedback issues 7385, 24500 and 40117 (catJump 1, mouseJump 1):
    // accepted solutions that stop at a fixed number of moves get them wrong.
    for (const auto& rows : std::vector<std::vector<std::string>>{
             {"CM......", "#######.", "........", ".#######", "........", "#######.", "F.#...#.", "#...#..."},
             {"C#......", "M..####.", "###.....", "....####", ".####...", "......#.", "#######.", "F......."},
             {".F#.....", ".#..###.", "...#....", "###..###", "#...#M..", "..###C#.", ".#...##.", "...#...."}}) {
        const grid_reference::Board board{rows, 1, 1};
        // What makes each a hard maze, by the reference: the mouse wins under
        // LeetCode's rule, but not within 70 plies.
        CHECK(grid_reference::canMouseWin(board));
        CHECK_FALSE(grid_reference::canMouseWin(board, 70));
        const auto solved = solveBoard(rows, 1, 1);
        const Value value = solved.solution.valueAt(*solved.solution.rules().start());
        CHECK(value.outcome == Outcome::MouseWins);
        CHECK(*value.remoteness > 70);
        CHECK(difference(solved, board, {70, static_cast<int>(*value.remoteness) - 1, 1000}) == "");
    }
}

TEST_CASE("grid game: the turn limit's differences are the draws and the slow mouse wins") {
    const auto solved = solveBoard({"M.C...F"}, 1, 3);
    const auto start = *solved.solution.rules().start();
    const auto longest = longestMouseWin(solved.solution);
    REQUIRE(longest > 1);
    const int limit = static_cast<int>(longest) - 1;
    const auto found = turnLimitDifferences(solved.solution, limit, start, 3);
    std::uint64_t draws = 0, slow = 0;
    for (std::size_t i = 0; i < solved.solution.stateCount(); ++i) {
        const Position p = solved.solution.position(i);
        if (solved.solution.rules().isOver(p)) continue;
        const Value v = solved.solution.valueAt(p);
        draws += v.outcome == Outcome::Draw;
        slow += v.outcome == Outcome::MouseWins && *v.remoteness > static_cast<std::uint32_t>(limit);
    }
    CHECK(found.draws == draws);
    CHECK(found.slowMouseWins == slow);
    CHECK(found.slowMouseWins > 0);
    CHECK(found.examples.size() == std::min<std::uint64_t>(3, found.count()));
    for (const Position& p : found.examples) {
        const Value v = solved.solution.valueAt(p);
        CHECK(v.outcome != withinTurns(v, limit));
    }
}
