// The public entry point: checks the memory limit, picks a method, runs it.
#include "catmouse/solve.hpp"

#include <algorithm>
#include <string>
#include <thread>

#include "methods.hpp"

namespace catmouse {
namespace {

constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;

std::uint64_t megabytes(std::uint64_t bytes) { return (bytes + kMiB - 1) / kMiB; }

Method chosen(Method method) {
    // Levels is the only method yet; Auto will choose among several.
    return method == Method::Auto ? Method::Levels : method;
}

}  // namespace

Error cancelledError() { return Error{"cancelled", "the solve was cancelled"}; }

std::uint64_t tableBytes(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    return 2 * n * n * sizeof(std::uint32_t);
}

std::uint64_t peakSolveBytes(const Graph& graph, Method method) {
    const auto n = static_cast<std::uint64_t>(graph.nodeCount());
    const std::uint64_t graphBytes = (n + 1 + 2 * graph.edgeCount()) * sizeof(std::uint32_t);  // the rules' copy
    static_cast<void>(chosen(method));  // one method yet: its peak is the peak
    return levelsPeakBytes(graph) + graphBytes;
}

Error memoryError(const Graph& graph, const std::string& what) {
    return Error{"limits.memory", "this " + std::to_string(graph.nodeCount()) + "-node graph needs about " +
                                      std::to_string(megabytes(peakSolveBytes(graph))) + " MB of memory to solve (a table of " +
                                      std::to_string(megabytes(tableBytes(graph.nodeCount()))) + " MB in one piece), " + what};
}

std::optional<Error> checkMemoryLimit(const Graph& graph, const SolveOptions& options) {
    if (options.memoryLimit == 0 || peakSolveBytes(graph, options.method) <= options.memoryLimit) return std::nullopt;
    return memoryError(graph, "more than the memory limit of " + std::to_string(options.memoryLimit / kMiB) + " MB");
}

Expected<Solution> solve(Rules rules, const SolveOptions& options) {
    if (auto error = checkMemoryLimit(rules.graph(), options)) return *error;
    // Accepted and clamped now so callers can pass it; no method uses threads yet.
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const int threads = options.threads <= 0 ? static_cast<int>(cores) : std::min(options.threads, static_cast<int>(cores));
    static_cast<void>(threads);

    const SolveControl control{options.progress, options.cancel};
    auto table = solveLevels(rules, control);
    if (!table) return table.error();
    return Solution(std::move(rules), *std::move(table));
}

}  // namespace catmouse
