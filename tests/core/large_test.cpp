// Graphs large enough for the solver's large-graph paths, which the small
// exhaustive graphs never reach: frontier rows of several 64-bit words, more
// than 64 groups, tables big enough for 2 MB pages, hundreds of remoteness
// levels, progress reports and cancellation in the middle of a level.
#include "support.hpp"

#include <algorithm>

using namespace catmouse;

namespace {

// A spanning tree (each node joins a random earlier one) plus `extra` random edges.
Adjacency sparseGraph(std::mt19937& rng, int n, int extra) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    const auto join = [&](int a, int b) {
        if (a == b || std::find(adjacency[a].begin(), adjacency[a].end(), b) != adjacency[a].end()) return false;
        adjacency[a].push_back(b);
        adjacency[b].push_back(a);
        return true;
    };
    for (int i = 1; i < n; ++i) join(i, std::uniform_int_distribution<int>(0, i - 1)(rng));
    std::uniform_int_distribution<int> node(0, n - 1);
    for (int added = 0; added < extra;) {
        if (join(node(rng), node(rng))) ++added;
    }
    return adjacency;
}

// A cycle of n nodes with a chord every `step` nodes to the node `span` further on.
Adjacency cycleWithChords(int n, int step, int span) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    const auto join = [&](int a, int b) {
        if (a == b || std::find(adjacency[a].begin(), adjacency[a].end(), b) != adjacency[a].end()) return;
        adjacency[a].push_back(b);
        adjacency[b].push_back(a);
    };
    for (int i = 0; i < n; ++i) join(i, (i + 1) % n);
    for (int i = 0; i < n; i += step) join(i, (i + span) % n);
    return adjacency;
}

std::uint32_t maxRemoteness(const Solution& solution) {
    std::uint32_t most = 0;
    for (std::size_t i = 0; i < solution.stateCount(); ++i) {
        most = std::max(most, static_cast<std::uint32_t>(std::max(0, solution.table().remoteness(i))));
    }
    return most;
}

}  // namespace

TEST_CASE("300-node graphs match the reference, position by position") {
    std::mt19937 rng(5);
    for (int i = 0; i < 2; ++i) {
        const int n = 300;
        const auto adjacency = sparseGraph(rng, n, n);
        const int hole = i == 0 ? 0 : 157;
        const auto solution = support::solved(support::graphOf(adjacency), hole);
        const auto difference = support::differenceFromReference(solution, adjacency);
        if (!difference.empty()) FAIL("graph " << i << ", hole " << hole << ": " << difference);
    }
}

TEST_CASE("a 150-node path with many remoteness levels matches the reference") {
    Adjacency path(150);
    for (int i = 0; i + 1 < 150; ++i) {
        path[i].push_back(i + 1);
        path[i + 1].push_back(i);
    }
    const auto solution = support::solved(support::graphOf(path), 75);
    CHECK(support::differenceFromReference(solution, path).empty());
    CHECK(maxRemoteness(solution) > 100);
}

TEST_CASE("a long cycle with chords: hundreds of levels, exact remoteness, verified") {
    // 1,200 nodes: 2.9 million positions, an 11 MB table (2 MB pages on Linux).
    const auto adjacency = cycleWithChords(1200, 97, 13);
    const auto solution = support::solved(support::graphOf(adjacency), 0);
    CHECK(maxRemoteness(solution) > 300);
}

TEST_CASE("700-node random graphs with a hole of high degree are verified") {
    std::mt19937 rng(11);
    auto adjacency = sparseGraph(rng, 700, 1400);
    const auto solution = support::solved(support::graphOf(adjacency), static_cast<int>(std::max_element(adjacency.begin(), adjacency.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); }) - adjacency.begin()));
    std::uint64_t decided = 0;
    for (std::size_t i = 0; i < solution.stateCount(); ++i) decided += solution.table().remoteness(i) >= 0;
    CHECK(decided > 0);
}

TEST_CASE("progress reports rise to the total, and returning false cancels the solve") {
    std::mt19937 rng(3);
    const auto graph = support::graphOf(sparseGraph(rng, 400, 400));
    const std::uint64_t total = 2ull * 400 * 400;

    std::vector<std::uint64_t> reports;
    const auto solution = support::solve(graph, 0, {Method::Auto, 1, [&](std::uint64_t decided, std::uint64_t all) {
                                                        CHECK(all == total);
                                                        reports.push_back(decided);
                                                        return true;
                                                    }});
    REQUIRE(solution.ok());
    REQUIRE(reports.size() >= 10);
    CHECK(std::is_sorted(reports.begin(), reports.end()));
    CHECK(reports.back() == total);

    // Cancel at the third report: in the middle of the solve, not before or after it.
    int calls = 0;
    const auto cancelled = support::solve(graph, 0, {Method::Auto, 1, [&](std::uint64_t decided, std::uint64_t) {
                                                         CHECK(decided < total);
                                                         return ++calls < 3;
                                                     }});
    REQUIRE_FALSE(cancelled.ok());
    CHECK(cancelled.error().message == "the solve was cancelled");
    CHECK(calls == 3);

    // The same graph solved without progress gives the same table.
    const auto quiet = support::solve(graph, 0);
    REQUIRE(quiet.ok());
    CHECK(quiet->table() == solution->table());
}

TEST_CASE("SolveOptions: every method and any thread count give the same table") {
    std::mt19937 rng(5);
    const auto graph = support::graphOf(sparseGraph(rng, 300, 450));
    const auto reference = support::solve(graph, 7);
    REQUIRE(reference.ok());
    for (const Method method : {Method::Auto, Method::Pull, Method::Push}) {
        for (const int threads : {0, 1, 2, 1000}) {  // 0: one per core; more than the cores: clamped
            SolveOptions options;
            options.method = method;
            options.threads = threads;
            const auto solution = support::solve(graph, 7, options);
            REQUIRE(solution.ok());
            CHECK(solution->table() == reference->table());
        }
    }
}
