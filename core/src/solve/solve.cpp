// The public entry point: checks the memory limit, picks a method, runs it.
#include "catmouse/solve.hpp"

#include <algorithm>
#include <string>
#include <thread>

#include "../byte_size.hpp"
#include "methods.hpp"

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define CATMOUSE_HUGE_PAGES 1
#endif

namespace catmouse {
namespace {

// Threads the solve runs: 0 means one per core; more than the cores only
// add switching. wasm without pthreads runs one; the threaded module no more
// than its pool of workers started with it (wasm.cmake), one per core up to
// CATMOUSE_POOL_MAX, since a thread beyond the pool could not start while
// the solve waits for it.
int threadsFor(int requested) {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    static_cast<void>(requested);
    return 1;
#elif defined(__EMSCRIPTEN_PTHREADS__)
    // The package asks for the pool's size (its JavaScript knows the cores;
    // Emscripten's hardware_concurrency needs a navigator Node 20 lacks).
    return std::clamp(requested, 1, CATMOUSE_POOL_MAX);
#else
    const int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    return requested <= 0 ? cores : std::min(requested, cores);
#endif
}

}  // namespace

Error cancelledError() { return Error{"cancelled", "the solve was cancelled"}; }

std::optional<Error> SolveControl::checkLongLines(const Table& table, std::uint64_t more) const {
    const std::uint64_t bytes = table.longLineBytes() + more;
    if (memoryLimit == 0 || bytes <= longLineBytesLeft) return std::nullopt;
    return Error{"limits.memory", "this game has positions more than 16,382 plies from the end, whose remoteness needs " +
                                      describeBytes(bytes, Rounding::Up) +
                                      " beyond the table (a byte per position), more than the memory limit of " +
                                      describeBytes(memoryLimit, Rounding::Down) + " leaves"};
}

void detail::adviseHugePages(void* data, std::size_t bytes) {
#ifdef CATMOUSE_HUGE_PAGES
    constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
    const auto first = reinterpret_cast<std::uintptr_t>(data);
    const std::uintptr_t begin = (first + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t end = (first + bytes) & ~(kHugePage - 1);
    if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
    static_cast<void>(data);
    static_cast<void>(bytes);
#endif
}

std::uint64_t tableBytes(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    // The entries, plus a vector header per block (long lines are extra, see table_words.hpp).
    const std::uint64_t entries = 2 * n * n;
    const std::uint64_t perBlock = detail::tableBlockEntries(nodeCount);
    return entries * sizeof(word::Packed) + (entries + perBlock - 1) / perBlock * sizeof(std::vector<word::Packed>);
}

std::uint64_t rulesBytes(const Graph& graph) {
    const auto n = static_cast<std::uint64_t>(graph.nodeCount());
    const std::uint64_t lists = (n + 1) * sizeof(std::uint32_t) + (graph.arcCount() + n) * sizeof(NodeId);
    return (graph.directed() ? 6 : 4) * lists + 2 * n * sizeof(std::uint32_t) + n;
}

// Auto, Pull and Push share their sets' sizes, except where Auto takes the
// grid stencil (grid_stencil.cpp), which has its own.
std::uint64_t peakSolveBytes(const Rules& rules, Method method, int threads) {
    if (method == Method::Auto) {
        if (const auto stencil = gridStencilPeakBytes(rules, std::max(1, threads))) return *stencil + rules.heapBytes();
    }
    return bitParallelPeakBytes(rules.graph(), std::max(1, threads)) + rules.heapBytes();
}

std::uint64_t peakSolveBytes(const Graph& graph, Method method, int threads) {
    const std::uint64_t stencil = method == Method::Auto ? gridStencilPeakBound(graph, std::max(1, threads)) : 0;
    return std::max(stencil, bitParallelPeakBytes(graph, std::max(1, threads))) + rulesBytes(graph);
}

namespace {
Error memoryError(const Graph& graph, std::uint64_t peak, const std::string& what) {
    return Error{"limits.memory", "this " + std::to_string(graph.nodeCount()) + "-node graph needs about " +
                                      describeBytes(peak, Rounding::Up) + " of memory to solve (a table of " +
                                      describeBytes(tableBytes(graph.nodeCount()), Rounding::Up) + "), " + what};
}
}  // namespace

Error memoryError(const Graph& graph, const std::string& what) { return memoryError(graph, peakSolveBytes(graph), what); }

namespace {
// solve() computes its peak once, checks the limit with it and hands the
// rest of the limit to the long lines.
std::optional<Error> limitError(const Rules& rules, const SolveOptions& options, std::uint64_t peak) {
    if (options.memoryLimit == 0 || peak <= options.memoryLimit) return std::nullopt;
    return memoryError(rules.graph(), peak, "more than the memory limit of " + describeBytes(options.memoryLimit, Rounding::Down));
}
std::uint64_t peakOf(const Rules& rules, const SolveOptions& options) {
    return peakSolveBytes(rules, options.method, threadsFor(options.threads));
}
}  // namespace

std::optional<Error> checkMemoryLimit(const Rules& rules, const SolveOptions& options) {
    return limitError(rules, options, peakOf(rules, options));
}

Expected<Solution> solve(Rules rules, const SolveOptions& options) {
    const std::uint64_t peak = peakOf(rules, options);
    if (auto error = limitError(rules, options, peak)) return *error;
    const SolveControl control{options.progress, options.cancel, options.memoryLimit,
                               options.memoryLimit > peak ? options.memoryLimit - peak : 0};
    auto table = solveBitParallel(rules, options.method, threadsFor(options.threads), control);
    if (!table) return table.error();
    return Solution(std::move(rules), *std::move(table));
}

}  // namespace catmouse
