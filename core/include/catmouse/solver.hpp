#pragma once
// Retrograde analysis of every position of the game, with exact remoteness.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/graph.hpp"

namespace catmouse {

struct Move {
    int to = 0;   // the node the side to move goes to
    Value value;  // the value of the position it leads to
};

// One 32-bit word per position. The top two bits hold the outcome code
// (0 undecided/draw, 1 mouse wins, 2 cat wins, 3 not a position: the cat on
// the hole). The low 30 bits hold, while undecided, how many moves remain
// unrefuted, and once decided, the remoteness. Counter and remoteness are
// never needed at once, which is what keeps the table at 4 bytes a state.
namespace word {
constexpr std::uint32_t kOutcomeShift = 30;
constexpr std::uint32_t kLowMask = (1u << kOutcomeShift) - 1;
constexpr std::uint32_t kNotAPosition = 3;
constexpr std::uint32_t outcomeCode(std::uint32_t w) { return w >> kOutcomeShift; }
constexpr std::uint32_t low(std::uint32_t w) { return w & kLowMask; }
constexpr std::uint32_t make(std::uint32_t code, std::uint32_t lowBits) { return (code << kOutcomeShift) | lowBits; }
}  // namespace word

class Solution {
public:
    Solution(Graph graph, int hole, std::vector<std::uint32_t> words);

    const Graph& graph() const { return graph_; }
    int nodeCount() const { return graph_.nodeCount(); }
    int hole() const { return hole_; }
    std::size_t stateCount() const { return words_.size(); }

    // State index: (turn * n + mouse) * n + cat.
    std::size_t index(const Position& p) const {
        const auto n = static_cast<std::size_t>(nodeCount());
        return (static_cast<std::size_t>(p.turn) * n + static_cast<std::size_t>(p.mouse)) * n + static_cast<std::size_t>(p.cat);
    }
    Position position(std::size_t index) const;

    // An error naming the node ids if p is not a position of this game.
    std::optional<Error> checkPosition(const Position& p) const;

    // Unchecked forms for positions known to be valid.
    Value valueAt(const Position& p) const;
    std::vector<Move> movesAt(const Position& p) const;

    Expected<Value> value(const Position& p) const;
    // Legal moves, best first for the side to move: wins by fewest plies,
    // then draws, then losses by most plies; ties by lowest node id.
    Expected<std::vector<Move>> moves(const Position& p) const;
    // The optimal line from start to the end: the winner takes the fastest
    // win, the loser the slowest loss, ties by lowest node id. A drawn line
    // stops at the first repeated position (which appears twice).
    Expected<std::vector<Position>> line(const Position& start) const;

    bool isTerminal(const Position& p) const { return p.mouse == hole_ || p.mouse == p.cat; }

    const std::vector<std::uint32_t>& words() const { return words_; }

private:
    Graph graph_;
    int hole_;
    std::vector<std::uint32_t> words_;
};

// Called now and then during a solve with (positions decided so far, total
// positions). Returning false cancels the solve.
using ProgressFn = std::function<bool(std::uint64_t decided, std::uint64_t total)>;

// How to compute the levels; every method gives the same table, byte for
// byte. Auto picks pull or push per level and side by frontier size (see
// core/src/solve/pull_push.cpp); Pull and Push force one of them; Levels is
// the earlier queue-free push over a 32-bit table (solver.cpp).
enum class Method { Auto, Pull, Push, Levels };

// The hole must be a node of the graph (see checkRules). Fails only when
// cancelled.
Expected<Solution> solve(Graph graph, int hole, const ProgressFn& progress = {});
// threads: at least 1; more than the machine's cores are clamped to them.
// Levels is single-threaded.
Expected<Solution> solve(Graph graph, int hole, Method method, int threads = 1, const ProgressFn& progress = {});

// Bytes the table needs for an n-node graph (one block), and the most a
// solve of this graph holds at once (the table, level bitmaps of an eighth of
// it, the graph and small buffers), so callers can refuse a solve that cannot
// fit before they start it.
std::uint64_t tableBytes(int nodeCount);
std::uint64_t peakSolveBytes(const Graph& graph);

// Start positions and hole must be distinct nodes of the graph, the cat not on the hole.
std::optional<Error> checkRules(const Graph& graph, const Rules& rules);
// The hole alone must be a node of the graph (enough for a whole table).
std::optional<Error> checkHole(const Graph& graph, int hole);

}  // namespace catmouse
