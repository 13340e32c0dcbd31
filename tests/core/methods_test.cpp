// Every solve method and thread count gives the same table, byte for byte,
// and that table is the reference's: exhaustive small graphs, random sparse,
// grid and dense graphs, the pinned regressions, and cancellation.
#include "support.hpp"

#include <algorithm>
#include <atomic>

#include "catmouse/table_file.hpp"
#include "solve/methods.hpp"

using namespace catmouse;

namespace {

struct Run {
    Method method;
    int threads;
};

// Thread counts are passed to the internal entry without the public clamp
// to the cores, so 3 and 5 threads split rows unevenly even on a 2-core
// machine (the solve itself allows a thread per 64 nodes). wasm has no threads.
std::vector<Run> variants(bool manyThreads = true) {
#ifdef __EMSCRIPTEN__
    manyThreads = false;
#endif
    const std::vector<int> threadCounts = manyThreads ? std::vector<int>{1, 2, 3, 5} : std::vector<int>{1};
    std::vector<Run> all;
    for (const Method m : {Method::Auto, Method::Pull, Method::Push}) {
        for (const int t : threadCounts) all.push_back({m, t});
    }
    return all;
}

std::string nameOf(const Run& v) {
    const char* names[] = {"Auto", "Pull", "Push"};
    return std::string(names[static_cast<int>(v.method)]) + " x" + std::to_string(v.threads);
}

SolveOptions optionsOf(Method method, int threads = 1, ProgressFn progress = {}) {
    SolveOptions options;
    options.method = method;
    options.threads = threads;
    options.progress = std::move(progress);
    return options;
}

Table tableOf(const Graph& graph, int hole, const Run& v) {
    auto table = solveBitParallel(support::rulesOf(graph, hole), v.method, v.threads, SolveControl{});
    REQUIRE(table.ok());
    return *std::move(table);
}

std::string entryWords(const Table::Entry& e) { return std::to_string(e.outcome) + "/" + std::to_string(e.remoteness); }

// "" when every variant's table equals the one-thread Pull's, entry for entry
// (and so byte for byte: Table's == compares the packed words); Pull itself
// is checked against the independent reference elsewhere.
std::string differenceBetweenMethods(const Graph& graph, int hole, bool manyThreads = true) {
    const auto pull = support::solve(graph, hole, optionsOf(Method::Pull));
    REQUIRE(pull.ok());
    const Table& expected = pull->table();
    for (const auto& v : variants(manyThreads)) {
        const auto table = tableOf(graph, hole, v);
        if (table == expected) continue;
        if (table.size() != expected.size()) return nameOf(v) + ": tables of different sizes";
        std::size_t i = 0;
        while (i < table.size() && table.entry(i) == expected.entry(i)) ++i;
        if (i == table.size()) return nameOf(v) + ": tables differ in packing only";
        const auto p = expected.position(i);
        return nameOf(v) + " differs from Pull at mouse " + std::to_string(p.mouse) + ", cat " +
               std::to_string(p.cat) + ", turn " + std::to_string(static_cast<int>(p.turn)) + ": " +
               entryWords(table.entry(i)) + " vs " + entryWords(expected.entry(i));
    }
    return "";
}

Adjacency gridGraph(int width, int height) {
    Adjacency adjacency(static_cast<std::size_t>(width * height));
    for (int r = 0; r < height; ++r) {
        for (int c = 0; c < width; ++c) {
            const int a = r * width + c;
            if (c + 1 < width) {
                adjacency[a].push_back(a + 1);
                adjacency[a + 1].push_back(a);
            }
            if (r + 1 < height) {
                adjacency[a].push_back(a + width);
                adjacency[a + width].push_back(a);
            }
        }
    }
    return adjacency;
}

}  // namespace

TEST_CASE("every method: graphs with up to 6 nodes, byte for byte, two holes") {
    for (int n = 3; n <= 6; ++n) {
        const unsigned pairs = static_cast<unsigned>(n * (n - 1) / 2);
        for (unsigned mask = 0; mask < (1u << pairs); ++mask) {
            const auto graph = support::graphOf(support::graphFromMask(n, mask));
            for (const int hole : {0, n - 1}) {
                const auto difference = differenceBetweenMethods(graph, hole, false);  // one thread: 6 rows
                if (!difference.empty()) FAIL("n " << n << ", edge mask " << mask << ", hole " << hole << ": " << difference);
            }
        }
    }
}

TEST_CASE("every method and thread count matches the reference on random sparse, grid and dense graphs") {
    std::mt19937 rng(1913);
    std::vector<std::pair<std::string, Adjacency>> graphs;
    for (int i = 0; i < 6; ++i) {
        // Rows of 2 to 6 words, so 2 to 6 threads; dense graphs smaller (the reference is slow there).
        const int n = std::uniform_int_distribution<int>(65, 330)(rng);
        graphs.push_back({"sparse " + std::to_string(n), support::randomGraph(rng, n, 2.5 / n)});
        const int d = std::uniform_int_distribution<int>(65, 140)(rng);
        graphs.push_back({"dense " + std::to_string(d), support::randomGraph(rng, d, 0.3)});
    }
    graphs.push_back({"grid 9x8", gridGraph(9, 8)});
    graphs.push_back({"grid 13x11", gridGraph(13, 11)});
    graphs.push_back({"grid 3x90", gridGraph(3, 90)});
    for (const auto& [name, adjacency] : graphs) {
        const auto graph = support::graphOf(adjacency);
        const int n = graph.nodeCount();
        const int hole = std::uniform_int_distribution<int>(0, n - 1)(rng);
        INFO(name << ", hole " << hole);
        const auto difference = differenceBetweenMethods(graph, hole);
        if (!difference.empty()) FAIL(difference);
        // One variant against the independent reference suffices: the rest are equal to it.
        const auto solution = support::solved(graph, hole);
        const auto fromReference = support::differenceFromReference(solution, adjacency);
        if (!fromReference.empty()) FAIL(fromReference);
    }
}

TEST_CASE("every method and thread count: 2n-cutoff regression graphs") {
    const char* regressions[] = {
        "[[8],[2,4,6,9],[1,7,8],[5,7,8,9],[1,6],[3,7,9],[1,4,7],[2,3,5,6],[0,2,3,9],[1,3,5,8]]",
        "[[2],[6,8,9],[0,3,5],[2,5,6],[7,8,9],[2,3,6,7,9],[1,3,5],[4,5,8],[1,4,7],[1,4,5]]",
        "[[8],[3,5,6],[3,4,5,7,9],[1,2,8],[2,5],[1,2,4],[1,7,8,9],[2,6,8],[0,3,6,7],[2,6]]",
        "[[9],[5,6,7],[8],[5,6],[5,8],[1,3,4],[1,3,7],[1,6],[2,4],[0]]",
    };
    for (const char* text : regressions) {
        INFO(text);
        const auto graph = support::graphOf(std::string(text));
        CHECK(differenceBetweenMethods(graph, 0).empty());
    }
}

TEST_CASE("every method: a 130-node path, hundreds of rows of levels, and a 300-node graph on several threads") {
    Adjacency path(130);
    for (int i = 0; i + 1 < 130; ++i) {
        path[i].push_back(i + 1);
        path[i + 1].push_back(i);
    }
    CHECK(differenceBetweenMethods(support::graphOf(path), 64).empty());

    std::mt19937 rng(77);
    CHECK(differenceBetweenMethods(support::graphOf(support::randomGraph(rng, 300, 3.0 / 300)), 5).empty());
}

// A push gives each thread stripes of 512 rows (a cache line of words in
// every P row, so two threads never write one line), and the first touch of
// the table and the sets is split between the threads by rows: graphs of
// over 1,024 nodes, so both run in several chunks on every thread count.
TEST_CASE("every method: graphs of over 1,024 nodes on several threads") {
    std::mt19937 rng(1100);
    CHECK(differenceBetweenMethods(support::graphOf(support::randomGraph(rng, 1100, 3.0 / 1100)), 7).empty());
    CHECK(differenceBetweenMethods(support::graphOf(gridGraph(35, 33)), 0).empty());
}

TEST_CASE("every method: cancelling mid-solve returns cancelled, and the next solve is whole") {
    std::mt19937 rng(3);
    const auto graph = support::graphOf(support::randomGraph(rng, 260, 3.0 / 260));
    const auto expected = support::solve(graph, 0, optionsOf(Method::Pull));
    REQUIRE(expected.ok());
    for (const Method method : {Method::Auto, Method::Pull, Method::Push}) {
        for (const int threads : {1, 2}) {
            INFO("method " << static_cast<int>(method) << ", threads " << threads);
            int calls = 0;
            const auto cancelled = support::solve(graph, 0, optionsOf(method, threads, [&](std::uint64_t decided, std::uint64_t total) {
                                                      CHECK(decided <= total);
                                                      return ++calls < 3;
                                                  }));
            REQUIRE_FALSE(cancelled.ok());
            CHECK(cancelled.error().code == "cancelled");
            CHECK(cancelled.error().message == "the solve was cancelled");
            CHECK(calls == 3);
            std::vector<std::uint64_t> reports;
            const auto whole = support::solve(graph, 0, optionsOf(method, threads, [&](std::uint64_t decided, std::uint64_t) {
                                                  reports.push_back(decided);
                                                  return true;
                                              }));
            REQUIRE(whole.ok());
            CHECK(whole->table() == expected->table());
            CHECK(std::is_sorted(reports.begin(), reports.end()));
            REQUIRE_FALSE(reports.empty());
            CHECK(reports.back() == 2ull * 260 * 260);
        }
    }
}

TEST_CASE("every method: the cancel flag stops it, and the memory limit is checked with its own peak") {
    std::mt19937 rng(5);
    const auto graph = support::graphOf(support::randomGraph(rng, 200, 3.0 / 200));
    for (const Method method : {Method::Auto, Method::Pull, Method::Push}) {
        INFO("method " << static_cast<int>(method));
        const std::atomic<bool> stop{true};
        auto options = optionsOf(method, 2);
        options.cancel = &stop;
        const auto cancelled = support::solve(graph, 0, options);
        REQUIRE_FALSE(cancelled.ok());
        CHECK(cancelled.error().code == "cancelled");

        options.cancel = nullptr;
        options.threads = 1;
        options.memoryLimit = peakSolveBytes(support::rulesOf(graph, 0), method) - 1;
        const auto refused = support::solve(graph, 0, options);
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().code == "limits.memory");
        options.memoryLimit = peakSolveBytes(support::rulesOf(graph, 0), method);
        CHECK(support::solve(graph, 0, options).ok());
    }
}

TEST_CASE("the rules keep one copy of the adjacency, and the graph's peak bounds every rules' peak") {
    std::mt19937 rng(12);
    const int n = 120;
    const auto graph = support::graphOf(support::randomGraph(rng, n, 0.3));
    const auto lists = [&](const Graph& g) {
        return (static_cast<std::uint64_t>(n) + 1) * sizeof(std::uint32_t) + g.arcCount() * sizeof(NodeId);
    };
    // The default game (hole 0, first in every row): the cat's moves are the
    // graph's rows viewed past the hole, not a second copy of them.
    const Rules plain = support::rulesOf(graph, 0);
    CHECK(plain.heapBytes() < graph.heapBytes() + lists(graph) / 2);
    // A hole in the middle of rows, passing, a directed graph: copies, all
    // within the bound callers reserve before they have the rules.
    Variant middle;
    middle.holes = {0, n / 2};
    Variant pass;
    pass.pass = true;
    auto directedGraph = Graph::fromAdjacency(support::randomGraph(rng, n, 0.2), nullptr, Orientation::Directed);
    REQUIRE(directedGraph.ok());
    for (const auto& [g, variant] : {std::pair<const Graph*, Variant>{&graph, middle}, {&graph, pass}, {&*directedGraph, Variant{}}}) {
        const auto rules = Rules::make(*g, 0, variant);
        REQUIRE(rules.ok());
        CHECK(rules->heapBytes() > g->heapBytes() + lists(*g) / 2);
        CHECK(peakSolveBytes(*rules) < peakSolveBytes(*g));
    }
    CHECK(peakSolveBytes(plain) < peakSolveBytes(graph));
}

TEST_CASE("more threads than cores are accepted") {
    std::mt19937 rng(8);
    const auto graph = support::graphOf(support::randomGraph(rng, 150, 0.05));
    const auto one = support::solve(graph, 0, optionsOf(Method::Auto, 1));
    const auto many = support::solve(graph, 0, optionsOf(Method::Auto, 1000));
    REQUIRE(one.ok());
    REQUIRE(many.ok());
    CHECK(one->table() == many->table());
}

namespace {

// Lowers the table's inline remoteness field for one test (table_words.hpp),
// so small graphs need escapes; restores it however the test ends.
struct NarrowField {
    explicit NarrowField(std::uint32_t limit) : previous(detail::TableWords::setInlineLimitForTests(limit)) {}
    ~NarrowField() { detail::TableWords::setInlineLimitForTests(previous); }
    std::uint32_t previous;
};

// The same for the long plane's range (inline limit * levels; beyond: escapes).
struct ShortPlane {
    explicit ShortPlane(std::uint32_t levels) : previous(detail::TableWords::setLongLevelsForTests(levels)) {}
    ~ShortPlane() { detail::TableWords::setLongLevelsForTests(previous); }
    std::uint32_t previous;
};

Adjacency pathGraph(int n) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    for (int i = 0; i + 1 < n; ++i) {
        adjacency[static_cast<std::size_t>(i)].push_back(i + 1);
        adjacency[static_cast<std::size_t>(i) + 1].push_back(i);
    }
    return adjacency;
}

}  // namespace

TEST_CASE("remoteness beyond the table's narrow field is exact (long plane, escapes), for every method") {
    // Field lowered to 7 and the plane to 2 levels: every position 7 or more
    // plies from the end is in the long plane, 14 or more an escape. A
    // 60-node path reaches about 120 plies, a 9 x 9 grid dozens.
    const NarrowField narrow(7);
    const ShortPlane shortPlane(2);
    std::mt19937 rng(11);
    const std::vector<Adjacency> graphs = {pathGraph(60), gridGraph(9, 9), support::randomGraph(rng, 150, 2.5 / 150)};
    for (const auto& adjacency : graphs) {
        const auto graph = support::graphOf(adjacency);
        INFO(graph.nodeCount() << " nodes");
        const auto solution = support::solved(graph, 0);
        CHECK(solution.table().hasLongPlane());
        CHECK(solution.table().escapeCount() > 0);
        CHECK(support::differenceFromReference(solution, adjacency) == "");
        CHECK(differenceBetweenMethods(graph, 0) == "");
        // Escapes survive a round trip through the file format and Table::set.
        const auto stored = readTableFile(writeTableFile(solution));
        REQUIRE(stored.ok());
        CHECK(stored->table == solution.table());
    }
}

// Grids of 256 nodes or more are solved in the solver's own numbering
// (pull_push.cpp's localOrder, a Morton curve of the cells) and the table put
// back in the graph's: the reference checks every position, the long plane
// and the escapes included (recorded in the graph's ids), and a grid whose
// width is not a power of two, with a second hole.
TEST_CASE("a grid of over 256 nodes, renumbered by the solver, matches the reference (long plane and escapes too)") {
    const Adjacency grid = gridGraph(19, 17);
    const auto graph = support::graphOf(grid);
    CHECK(support::differenceFromReference(support::solved(graph, 0), grid) == "");
    CHECK(support::differenceFromReference(support::solved(graph, 200), grid) == "");
    const NarrowField narrow(7);
    const ShortPlane shortPlane(2);
    const auto solution = support::solved(graph, 0);
    CHECK(solution.table().hasLongPlane());
    CHECK(solution.table().escapeCount() > 0);
    CHECK(support::differenceFromReference(solution, grid) == "");
}

TEST_CASE("with the real plane, a long game needs no escapes: a byte per position, not 16 per long one") {
    // Field lowered to 7 only: the plane holds up to 7 * 256 plies, more than a 60-node path has.
    const NarrowField narrow(7);
    const auto graph = support::graphOf(pathGraph(60));
    const auto solution = support::solved(graph, 0);
    CHECK(solution.table().hasLongPlane());
    CHECK(solution.table().escapeCount() == 0);
    CHECK(solution.table().longLineBytes() == Table::longPlaneBytes(60));
    CHECK(support::differenceFromReference(solution, pathGraph(60)) == "");
    const auto stored = readTableFile(writeTableFile(solution));
    REQUIRE(stored.ok());
    CHECK(stored->table == solution.table());
}

TEST_CASE("a memory limit counts the long lines, which only the solve itself can tell") {
    // peakSolveBytes cannot know whether a game has lines of more than
    // 16,382 plies, so a limit that fits the peak but not the long plane (or
    // the escapes) stops the solve with limits.memory before the plane is
    // made (the message says how much it needs), for every method.
    const NarrowField narrow(7);
    const ShortPlane shortPlane(2);
    const auto graph = support::graphOf(pathGraph(60));
    const auto escapes = support::solved(graph, 0).table().escapeCount();
    REQUIRE(escapes > 100);
    for (const Method method : {Method::Auto, Method::Pull, Method::Push}) {
        INFO("method " << static_cast<int>(method));
        SolveOptions options;
        options.method = method;
        const std::uint64_t peak = peakSolveBytes(support::rulesOf(graph, 0), method, 1);
        options.memoryLimit = peak + 16;  // room for one escape
        const auto refused = solve(support::rulesOf(graph, 0), options);
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().code == "limits.memory");
        CHECK(refused.error().message.find("plies from the end") != std::string::npos);
        CHECK(refused.error().message.find("memory limit") != std::string::npos);
        options.memoryLimit = peak + Table::longPlaneBytes(60) + 64 * escapes;  // the list's capacity may be twice its size
        const auto solved = solve(support::rulesOf(graph, 0), options);
        REQUIRE(solved.ok());
        CHECK(solved->table().escapeCount() == escapes);
    }
}

TEST_CASE("remoteness beyond 16,382 plies: an 8,300-node path needs the long plane of the real field", "[.large]") {
    const auto adjacency = pathGraph(8300);
    const auto graph = support::graphOf(adjacency);
    const auto solution = support::solved(graph, 0);
    std::uint32_t most = 0;
    for (std::size_t i = 0; i < solution.stateCount(); ++i) {
        most = std::max(most, static_cast<std::uint32_t>(std::max(0, solution.table().remoteness(i))));
    }
    CHECK(most > 16383);
    CHECK(solution.table().hasLongPlane());
    CHECK(solution.table().escapeCount() == 0);
    CHECK(verify(solution) == std::nullopt);
}

TEST_CASE("a Graph moved from is still the same graph (copies and moves share its rows)") {
    std::mt19937 rng(14);
    const auto adjacency = support::randomGraph(rng, 40, 0.2);
    Graph source = support::graphOf(adjacency);
    const Graph moved = std::move(source);
    // The moved-from graph answers as before: no rows left behind to dereference.
    CHECK(source.nodeCount() == 40);  // NOLINT(bugprone-use-after-move): what the test is about
    CHECK(source.toAdjacency() == moved.toAdjacency());
    CHECK(source == moved);
    CHECK(source.rowTargets() == moved.rowTargets());  // one set of rows, shared
    Graph assigned = support::graphOf(support::randomGraph(rng, 10, 0.5));
    assigned = std::move(source);
    CHECK(assigned == moved);
    CHECK(source.heapBytes() == moved.heapBytes());  // NOLINT(bugprone-use-after-move)
}
