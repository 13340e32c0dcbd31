#pragma once
// Internal: the general solve's numbering of the nodes (a grid's cells along
// a Morton curve, localOrder) and its views of the rules' move lists in that
// numbering (Moves).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "catmouse/rules.hpp"

namespace catmouse::detail {

// The rules' move lists (16-bit node ids, NodeId), viewed, not copied: on a
// dense graph the adjacency is a large share of the solve's memory (a dense
// 1,000-node graph has 300,000 moves for 2,000,000 positions), and the rules
// already keep it once, the cat's moves as the graph's rows past the holes.
using Node = NodeId;
using MoveRange = NeighbourRange;

// The solver's own numbering of the nodes, for locality: node[i] is the
// graph's node of the solver's id i, rank its inverse; empty when the ids
// are the graph's. Every bit set and the table are kept in the solver's ids
// and the table is put back in the graph's order at the end
// (BitSolver::restoreOrder), so only speed depends on it.
struct NodeOrder {
    std::vector<Node> node;
    std::vector<Node> rank;
    bool identity() const { return node.empty(); }
    int original(std::size_t id) const { return identity() ? static_cast<int>(id) : static_cast<int>(node[id]); }
    std::size_t id(int original) const {
        return identity() ? static_cast<std::size_t>(original) : static_cast<std::size_t>(rank[static_cast<std::size_t>(original)]);
    }
};

// Grids numbered row by row (the bench's, a maze's, the grid game's: every
// move of either player stays in its row or in its column for some row
// width w) get their nodes renumbered along a Morton (Z-order) curve of
// their cells: 64 consecutive ids are then an 8 x 8 square of cells instead
// of two thirds of a row, so the positions one level decides (for a fixed
// cat, a band of mouse cells) fall in a few words of each bit row instead of
// one word per cell, and a push's column writes into P's tiles share lines.
// Grid 5,041: about 0.8x the time (BENCHMARKS.md). Any other graph keeps
// its ids (random sparse graphs have no order to find; dense ones pull).
constexpr int kRenumberFrom = 256;  // nodes: below, the sets fit the caches

NodeOrder localOrder(const Rules& rules);

// One side's moves (Rules::moves: (t, x, z) moves to (1 - t, z, y) exactly
// when y is in moves(t, x)) or parents (Rules::parents: the x with y in
// moves(t, x) that the mover may stand on), and how many there are, in the
// solver's ids: the rules' lists viewed, or renumbered copies of them.
class Moves {
public:
    Moves(const NodeLists& lists, int nodeCount, const NodeOrder& order) : lists_(&lists) {
        if (order.identity()) {
            for (int x = 0; x < nodeCount; ++x) total_ += lists.of(x).size();
            return;
        }
        offsets_.reserve(static_cast<std::size_t>(nodeCount) + 1);
        offsets_.push_back(0);
        for (std::size_t i = 0; i < static_cast<std::size_t>(nodeCount); ++i) {
            for (const Node y : lists.of(order.node[i])) targets_.push_back(order.rank[y]);
            offsets_.push_back(static_cast<std::uint32_t>(targets_.size()));
        }
        total_ = targets_.size();
    }
    MoveRange of(std::size_t x) const {
        if (offsets_.empty()) return lists_->of(static_cast<int>(x));
        return {targets_.data() + offsets_[x], targets_.data() + offsets_[x + 1]};
    }
    std::size_t total() const { return total_; }

private:
    const NodeLists* lists_;
    std::vector<std::uint32_t> offsets_;  // the renumbered copy, if any
    std::vector<Node> targets_;
    std::size_t total_ = 0;
};

}  // namespace catmouse::detail
