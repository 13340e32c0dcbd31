#pragma once
// What the solve methods share, private to the core: each method is one
// file in this folder, takes checked rules and a SolveControl, and returns
// the finished table (see table_words.hpp for its packing), byte for byte
// the same whatever the method or thread count.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "../table_words.hpp"
#include "catmouse/solve.hpp"

namespace catmouse {

// Progress and cancellation, asked together: a method calls keepGoing now
// and then and stops with cancelledError() when it says no.
struct SolveControl {
    ProgressFn progress;
    const std::atomic<bool>* cancel = nullptr;
    // SolveOptions.memoryLimit (0: none) and what is left of it for the
    // table's long lines once the method's peak (peakSolveBytes) is counted:
    // the one part of a solve whose size cannot be known before it runs
    // (positions more than 16,382 plies from the end: the long plane, and
    // beyond 4,194,047 plies the escapes).
    std::uint64_t memoryLimit = 0;
    std::uint64_t longLineBytesLeft = 0;
    bool keepGoing(std::uint64_t decided, std::uint64_t total) const {
        if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return false;
        return !progress || progress(decided, total);
    }
    // limits.memory when the table's long lines so far, and `more` bytes
    // about to be allocated for them, pass memoryLimit.
    std::optional<Error> checkLongLines(const Table& table, std::uint64_t more = 0) const;
};

Error cancelledError();

// The most any rules of this graph hold (Rules::heapBytes): a move graph per
// player (the grid game), each player's moves copied (passing, or holes not
// first in the rows), a directed graph's parents of each side, row starts.
std::uint64_t rulesBytes(const Graph& graph);

// The threads a one-cat solve of nodeCount nodes runs for `threads` asked
// (at least 1): a thread per 64 rows at most, one in wasm without threads.
int threadsForRows(int nodeCount, int threads);

// Level by level over bit sets, pulling or pushing per level and side
// (pull_push.cpp): Method::Auto, Pull or Push. threads >= 1 is used as given
// up to a thread per 64 nodes (the public solve clamps it to the cores);
// builds without threads (wasm) use one.
Expected<Table> solveBitParallel(const Rules& rules, Method method, int threads, const SolveControl& control);
// Level by level over the words a change can reach, for games whose cat
// moves on a grid numbered row by row (grid_stencil.cpp); empty when the
// cat's moves are not such steps. Tests call it on any board.
std::optional<Expected<Table>> solveGridStencil(const Rules& rules, int threads, const SolveControl& control);
// The same where Method::Auto solves these rules with it (the board built
// once): a board of kGridStencilFrom nodes or more whose tiles have at most
// 1.5 cells a node; empty otherwise.
constexpr int kGridStencilFrom = 256;
std::optional<Expected<Table>> solveGridStencilForAuto(const Rules& rules, int threads, const SolveControl& control);
// Its peak working memory including the table, without the rules; empty
// when Auto would not use it. The bound: the most for any rules of the graph
// (0 when none would use it).
std::optional<std::uint64_t> gridStencilPeakBytes(const Rules& rules, int threads);
std::uint64_t gridStencilPeakBound(const Graph& graph, int threads);
// Its peak working memory including the table, without the graph.
std::uint64_t bitParallelPeakBytes(const Graph& graph, int threads);

}  // namespace catmouse
