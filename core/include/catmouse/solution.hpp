#pragma once
// A solved game and the questions asked of it: the value of a position, its
// moves ranked for the side to move, and the optimal line.
#include <cstddef>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/table.hpp"

namespace catmouse {

struct Move {
    int to = 0;   // the node the side to move goes to
    Value value;  // the value of the position it leads to
};

class Solution {
public:
    Solution(Rules rules, Table table) : rules_(std::move(rules)), table_(std::move(table)) {}

    const Rules& rules() const { return rules_; }
    const Table& table() const { return table_; }
    const Graph& graph() const { return rules_.graph(); }
    int nodeCount() const { return rules_.nodeCount(); }
    int hole() const { return rules_.hole(); }
    std::size_t stateCount() const { return table_.size(); }
    std::size_t index(const Position& p) const { return table_.index(p); }
    Position position(std::size_t index) const { return table_.position(index); }

    // Checked queries: an error (position.*) for a position not of this game.
    Expected<Value> value(const Position& p) const;
    // Legal moves, best first for the side to move: wins by fewest plies,
    // then draws, then losses by most plies; ties by lowest node id.
    Expected<std::vector<Move>> moves(const Position& p) const;
    // The optimal line from start to the end: the winner takes the fastest
    // win, the loser the slowest loss, ties by lowest node id. A drawn line
    // stops at the first repeated position (which appears twice).
    Expected<std::vector<Position>> line(const Position& start) const;

    // Unchecked forms for positions known to be valid.
    Value valueAt(const Position& p) const { return table_.value(table_.index(p)); }
    std::vector<Move> movesAt(const Position& p) const;

private:
    Rules rules_;
    Table table_;
};

}  // namespace catmouse
