// The memory estimate a solve is checked against (peakSolveBytes) covers
// what the solve really holds, for every family of graph: measured with
// glibc's allocator statistics at every progress report (each level) and at
// the end, from just before the rules are made. Games with lines of more than
// 16,382 plies add the long plane, a byte per position (Table::longPlaneBytes),
// which the solve checks against the limit before it allocates it.
#include <catch2/catch.hpp>

#include <random>

#include "catmouse/solve.hpp"
#include "catmouse/table.hpp"
#include "catmouse/two_cats.hpp"
#include "support.hpp"
#include "table_words.hpp"

// glibc only (the native build on Linux); the sanitizers' allocators keep no
// such statistics, so the sanitized builds leave the test out rather than
// pass it on zeros (gcc says so with __SANITIZE_*__, clang with __has_feature).
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define CATMOUSE_SANITIZED_ALLOCATOR 1
#endif
#endif
#if defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__) && \
    !defined(CATMOUSE_SANITIZED_ALLOCATOR) && !defined(__EMSCRIPTEN__)
#include <malloc.h>

using namespace catmouse;

namespace {

// Bytes malloc has handed out and not had back, in the main arena and mmapped
// chunks: a one-thread solve allocates nowhere else.
std::uint64_t bytesInUse() {
    const struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

// The most a solve held above what was in use before its rules were made:
// `run(sample)` makes the rules, solves with `sample` as the progress
// callback, and calls sample() once more while the solution is alive.
template <class Run>
std::uint64_t measuredPeak(Run&& run) {
    const std::uint64_t before = bytesInUse();
    std::uint64_t most = 0;
    run([&](std::uint64_t = 0, std::uint64_t = 0) {
        most = std::max(most, bytesInUse());
        return true;
    });
    return most - before;
}

// measuredPeak of a one-cat solve on one thread; longLineBytes: its table's.
std::uint64_t oneCatPeak(const Graph& graph, int hole, std::uint64_t& longLineBytes) {
    return measuredPeak([&](auto sample) {
        auto rules = Rules::make(graph, hole);
        REQUIRE(rules.ok());
        SolveOptions options;
        options.threads = 1;
        options.progress = sample;
        const auto solution = solve(*std::move(rules), options);
        REQUIRE(solution.ok());
        sample();
        longLineBytes = solution->table().longLineBytes();
    });
}

Adjacency path(int n) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    for (int i = 0; i + 1 < n; ++i) {
        adjacency[i].push_back(i + 1);
        adjacency[i + 1].push_back(i);
    }
    return adjacency;
}

Adjacency grid(int width, int height) {
    Adjacency adjacency(static_cast<std::size_t>(width * height));
    for (int a = 0; a < width * height; ++a) {
        if (a % width + 1 < width) adjacency[a].push_back(a + 1), adjacency[a + 1].push_back(a);
        if (a + width < width * height) adjacency[a].push_back(a + width), adjacency[a + width].push_back(a);
    }
    return adjacency;
}

}  // namespace

TEST_CASE("the solve's memory estimate covers its measured peak: sparse, dense, grid, path, long lines") {
    // A 1 MB allocation is seen: the statistics work here, so no check below passes on zeros.
    const std::uint64_t idle = bytesInUse();
    {
        std::vector<char> probe(1 << 20, 1);
        REQUIRE(bytesInUse() >= idle + (1 << 20));
    }
    std::mt19937 rng(22);
    struct Family {
        const char* name;
        Adjacency adjacency;
    };
    const std::vector<Family> families = {
        {"sparse 700", support::randomGraph(rng, 700, 3.0 / 700)},
        {"dense 300", support::randomGraph(rng, 300, 0.5)},
        {"grid 24 x 24", grid(24, 24)},
        {"path 400", path(400)},
    };
    for (const auto& family : families) {
        INFO(family.name);
        const Graph graph = support::graphOf(family.adjacency);
        const std::uint64_t estimate = peakSolveBytes(support::rulesOf(graph, 0));
        std::uint64_t longLines = 0;
        const std::uint64_t peak = oneCatPeak(graph, 0, longLines);
        CHECK(longLines == 0);
        CHECK(peak <= estimate);
        CHECK(peak >= estimate / 2);  // and not by far: the estimate says what is held
    }
    SECTION("a game with long lines: the estimate and the long plane") {
        // The inline field lowered to 7 plies: a 400-node path's lines (about 800 plies) need the plane.
        const auto previous = detail::TableWords::setInlineLimitForTests(7);
        const Graph graph = support::graphOf(path(400));
        const std::uint64_t estimate = peakSolveBytes(support::rulesOf(graph, 0));
        std::uint64_t longLines = 0;
        const std::uint64_t peak = oneCatPeak(graph, 0, longLines);
        detail::TableWords::setInlineLimitForTests(previous);
        CHECK(longLines == Table::longPlaneBytes(400));
        CHECK(peak <= estimate + Table::longPlaneBytes(400));
        CHECK(peak > estimate / 2);
    }
}

TEST_CASE("a two-cat solve's memory estimate covers its measured peak: sparse and dense, pulled and not") {
    std::mt19937 rng(23);
    // 150 nodes: Auto pulls the thick levels there (two_cat_pull.hpp), with its bits allocated.
    for (const auto& [name, adjacency] : std::vector<std::pair<const char*, Adjacency>>{
             {"sparse 90", support::randomGraph(rng, 90, 4.0 / 90)},
             {"dense 45", support::randomGraph(rng, 45, 0.6)},
             {"sparse 150", support::randomGraph(rng, 150, 4.0 / 150)}}) {
        INFO(name);
        const Graph graph = support::graphOf(adjacency);
        Setup setup{1, 2, 0, Player::Mouse};
        setup.cat2 = 3;
        const std::uint64_t peak = measuredPeak([&](auto sample) {
            auto rules = Rules::make(graph, setup);
            REQUIRE(rules.ok());
            SolveOptions options;
            options.maxSeconds = 0;
            options.progress = sample;
            const auto solution = solveTwoCats(*std::move(rules), options);
            REQUIRE(solution.ok());
            sample();
        });
        CHECK(peak <= twoCatPeakBytes(graph));
        CHECK(peak >= twoCatPeakBytes(graph) / 2);
    }
}

#endif
