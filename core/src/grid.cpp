// A LeetCode 1728 board as nodes and each player's jumps (see grid.hpp).
#include "catmouse/grid.hpp"

namespace catmouse {
namespace {

// The jump from `given`, else from the text; missing or out of range is an error naming the option.
Expected<int> settledJump(const std::optional<int>& given, const std::optional<int>& text, const char* name) {
    const auto jump = given ? given : text;
    if (!jump) {
        return Error{"grid.missing-jump", std::string("the grid game needs ") + name + " (from " + std::to_string(kMinJump) + " to " + std::to_string(kMaxJump) + "): write , " + name + " = N after the grid, or give it as an option", 0, 0, {name}};
    }
    if (*jump < kMinJump || *jump > kMaxJump) {
        return Error{"grid.bad-jump", std::string(name) + " is " + std::to_string(*jump) + "; it must be from " + std::to_string(kMinJump) + " to " + std::to_string(kMaxJump) + " (LeetCode's range)", 0, 0, {name}};
    }
    return *jump;
}

}  // namespace

Expected<GridGame> GridGame::make(Grid grid, const GridJumps& given) {
    const auto catJump = settledJump(given.cat, grid.jumps.cat, "catJump");
    if (!catJump) return catJump.error();
    const auto mouseJump = settledJump(given.mouse, grid.jumps.mouse, "mouseJump");
    if (!mouseJump) return mouseJump.error();
    GridGame game;
    game.catJump_ = *catJump;
    game.mouseJump_ = *mouseJump;
    const int columns = grid.columnCount();
    game.nodeAt_.assign(static_cast<std::size_t>(grid.rowCount()) * columns, -1);
    for (int r = 0; r < grid.rowCount(); ++r) {
        for (int c = 0; c < columns; ++c) {
            const char cell = grid.rows[r][c];
            if (cell == '#') continue;
            const int node = static_cast<int>(game.cells_.size());
            game.nodeAt_[static_cast<std::size_t>(r) * columns + c] = node;
            game.cells_.push_back({r, c});
            if (cell == 'M') game.mouse_ = node;
            if (cell == 'C') game.cat_ = node;
            if (cell == 'F') game.food_ = node;
        }
    }
    game.grid_ = std::move(grid);
    return game;
}

int GridGame::nodeAt(int row, int column) const {
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount()) return -1;
    return nodeAt_[static_cast<std::size_t>(row) * columnCount() + column];
}

Adjacency GridGame::moves(Player who) const {
    constexpr int kSteps[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    const int jump = this->jump(who);
    Adjacency adjacency(cells_.size());
    for (int node = 0; node < nodeCount(); ++node) {
        for (const auto& step : kSteps) {
            for (int length = 1; length <= jump; ++length) {
                const int to = nodeAt(cells_[node].row + step[0] * length, cells_[node].column + step[1] * length);
                if (to < 0) break;  // a wall or the edge stops the jump
                adjacency[node].push_back(to);
            }
        }
    }
    return adjacency;
}

Expected<Rules> GridGame::rules(Player first) const {
    auto mouseGraph = Graph::fromAdjacency(moves(Player::Mouse));
    if (!mouseGraph) return mouseGraph.error();
    auto catGraph = Graph::fromAdjacency(moves(Player::Cat));
    if (!catGraph) return catGraph.error();
    Setup setup;
    setup.mouse = mouse_;
    setup.cat = cat_;
    setup.hole = food_;
    setup.first = first;
    // LeetCode 1728's rules: the food is the one hole, the cat wins on it, and staying is a move.
    setup.variant = Variant().withHoles({food_}).withCatOnHole(CatOnHole::Wins).withPass(true);
    return Rules::make(*std::move(mouseGraph), *std::move(catGraph), setup);
}

std::string GridGame::cellName(int node) const {
    return "(" + std::to_string(cells_[node].row) + "," + std::to_string(cells_[node].column) + ")";
}

}  // namespace catmouse
