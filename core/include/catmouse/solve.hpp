#pragma once
// Retrograde analysis of every position of a game, with exact remoteness.
// Every method gives the same table, entry for entry; they differ in speed
// and memory. Each lives in its own file under core/src/solve/.
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "catmouse/error.hpp"
#include "catmouse/graph.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/solution.hpp"

namespace catmouse {

// How to compute the levels. Auto picks pull or push per level and side by
// the frontier's size, or, on a graph of 256 nodes or more whose cat steps on
// a grid, pulls only the words a change can reach (grid_stencil.cpp); Pull and
// Push force one of the first two (core/src/solve/pull_push.cpp). All run on
// options.threads natively, and give the same table byte for byte.
enum class Method {
    Auto,  // pulling or pushing per level, or the grid stencil: the default
    Pull,  // the bit-parallel solve, always pulling
    Push,  // the bit-parallel solve, always pushing
};

// Called now and then during a solve with (positions decided so far, total
// positions), decided rising to total at the end. The two-cat solve, whose
// time goes into the cats' moves rather than into deciding positions,
// reports its work done against that work plus its estimate's bound on the
// rest (two_cat_cost.hpp), scaled to total. Returning false cancels it.
using ProgressFn = std::function<bool(std::uint64_t decided, std::uint64_t total)>;

// The default of SolveOptions::maxSeconds: five minutes, so a solve that
// takes a minute or so runs and one of much longer asks first (two cats on
// graphs of up to 400 nodes, the most allowed, are estimated at 2.5 minutes at most).
constexpr std::uint64_t kDefaultMaxSeconds = 300;

struct SolveOptions {
    Method method = Method::Auto;
    // Threads the solve may use; 0 means one per core. Clamped to the
    // cores there are (and to a thread per 64 nodes); builds without
    // threads (wasm) use one.
    int threads = 1;
    ProgressFn progress = {};
    // Bytes the solve may hold at its peak (peakSolveBytes); 0 means no limit.
    // Checked before anything is allocated (limits.memory).
    std::uint64_t memoryLimit = 0;
    // The longest a two-cat solve may be estimated to take, in seconds
    // (twoCatSeconds, two_cat_cost.hpp); 0 means no limit. Checked before
    // anything is allocated (limits.time). The one-cat solve does not use it.
    std::uint64_t maxSeconds = kDefaultMaxSeconds;
    // Set from any thread to stop the solve (cancelled); checked as often as
    // progress is reported.
    const std::atomic<bool>* cancel = nullptr;
};

// Fails only when cancelled (code "cancelled") or over memoryLimit
// ("limits.memory").
Expected<Solution> solve(Rules rules, const SolveOptions& options = {});

// Bytes the table needs for an n-node graph (one block), and the most a
// solve holds at once with this thread count and method (Pull and Push share
// Auto's sets, except where Auto takes the grid stencil, which has its own
// and a smaller peak on the bench's grids), so callers can refuse a solve that cannot
// fit before they start it: for these rules, their own storage included,
// or for any rules of this graph (an upper bound, for callers that reserve
// memory before they have the rules).
std::uint64_t tableBytes(int nodeCount);
std::uint64_t peakSolveBytes(const Rules& rules, Method method = Method::Auto, int threads = 1);
std::uint64_t peakSolveBytes(const Graph& graph, Method method = Method::Auto, int threads = 1);

// What this build cannot solve these rules with `method`, as an error, or
// nothing. Every build solves everything but the light wasm module, which has
// no grid stencil (solve/grid_stencil_absent.cpp): where Method::Auto would
// take it, solver.needs-full, and the package's worker asks the full module.
// Asked before anything is checked off or reserved for the solve.
std::optional<Error> methodMissing(const Rules& rules, Method method = Method::Auto);

// The limits.memory error solve() gives for options.memoryLimit, if any:
// callers that must reserve memory before solving ask it first.
std::optional<Error> checkMemoryLimit(const Rules& rules, const SolveOptions& options);

// The limits.memory error for a graph that needs more than `available` bytes;
// `what` says whose limit it is ("the memory limit of 64 MB").
Error memoryError(const Graph& graph, const std::string& what);

}  // namespace catmouse
