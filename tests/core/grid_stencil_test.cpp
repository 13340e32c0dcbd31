// The grid stencil (core/src/solve/grid_stencil.cpp), the method Auto takes
// when the cat steps on a grid, called directly so that small boards are
// solved by it too: every shape from 2 x 2 to 11 x 10, with walls (edges
// left out), directed steps, a mouse with moves of its own, every variant and
// draw sets, on 1 to 3 threads, position by position against the independent
// reference (reference.hpp); the long plane and escapes; cancelling, progress
// and the memory limit; and the games it must leave to the general solve.
#include "support.hpp"

#include <algorithm>
#include <atomic>

#include "catmouse/table_file.hpp"
#include "solve/methods.hpp"

using namespace catmouse;

namespace {

std::vector<int> threadCounts() {
#ifdef __EMSCRIPTEN__
    return {1};  // wasm runs this test without threads
#else
    return {1, 2, 3};
#endif
}

// A w x h board numbered row by row: each step to the next cell east or
// south kept with probability `keep` (both ways, or each way on its own when
// directed). The step south from the end of row 0 is always kept: a board
// needs a step of the row's width to be seen as one (variantsFor keeps it
// off the holes).
Adjacency boardSteps(std::mt19937& rng, int w, int h, double keep, bool directed) {
    Adjacency steps(static_cast<std::size_t>(w * h));
    std::bernoulli_distribution kept(keep);
    const auto link = [&](int a, int b, bool always) {
        const bool there = always || kept(rng);
        const bool back = directed ? (always || kept(rng)) : there;
        if (there) steps[static_cast<std::size_t>(a)].push_back(b);
        if (back) steps[static_cast<std::size_t>(b)].push_back(a);
    };
    for (int r = 0; r < h; ++r) {
        for (int c = 0; c < w; ++c) {
            const int a = r * w + c;
            if (c + 1 < w) link(a, a + 1, false);
            if (r + 1 < h) link(a, a + w, a == w - 1);
        }
    }
    return steps;
}

// The same steps with a few long ones added: the mouse's moves need not be a grid's.
Adjacency withLongSteps(std::mt19937& rng, Adjacency steps, int count, bool directed) {
    const int n = static_cast<int>(steps.size());
    std::uniform_int_distribution<int> node(0, n - 1);
    for (int i = 0; i < count; ++i) {
        const int a = node(rng);
        const int b = node(rng);
        auto& from = steps[static_cast<std::size_t>(a)];
        if (a == b || std::find(from.begin(), from.end(), b) != from.end()) continue;
        from.push_back(b);
        if (!directed) steps[static_cast<std::size_t>(b)].push_back(a);
    }
    return steps;
}

struct Case {
    Adjacency mouseSteps;
    Adjacency catSteps;
    bool directed = false;
    Variant variant;
    std::vector<Position> draws;
};

Graph graphFrom(const Adjacency& adjacency, bool directed) {
    auto graph = Graph::fromAdjacency(adjacency, nullptr, directed ? Orientation::Directed : Orientation::Undirected);
    if (!graph) FAIL(graph.error().message);
    return *graph;
}

Rules rulesOf(const Case& c) {
    auto rules = Rules::make(graphFrom(c.mouseSteps, c.directed), graphFrom(c.catSteps, c.directed), 0, c.variant);
    if (!rules) FAIL(rules.error().message);
    auto drawn = rules->withDraws(c.draws);
    if (!drawn) FAIL(drawn.error().message);
    return *drawn;
}

reference::Game referenceGame(const Case& c, const Rules& rules) {
    reference::Game game;
    game.mouseSteps = c.mouseSteps;
    game.catSteps = c.catSteps;
    game.holes = rules.holes();
    game.catOnHole = static_cast<int>(c.variant.catOnHole);
    game.pass = c.variant.pass;
    for (const Position& p : c.draws) game.visited.push_back({static_cast<int>(p.turn), p.mouse, p.cat});
    return game;
}

// "" when the stencil's table, on every thread count, is the reference's.
std::string check(const Case& c) {
    const Rules rules = rulesOf(c);
    const reference::Game game = referenceGame(c, rules);
    for (const int threads : threadCounts()) {
        auto table = solveGridStencil(rules, threads, SolveControl{});
        if (!table) return "not solved as a grid";
        if (!table->ok()) return "failed: " + table->error().message;
        const std::string difference = reference::differenceFrom(Solution(rules, *std::move(*table)), game);
        if (!difference.empty()) return "x" + std::to_string(threads) + ": " + difference;
    }
    return "";
}

std::vector<Variant> variantsFor(int n) {
    std::vector<Variant> all;
    for (const std::vector<int>& holes : {std::vector<int>{0}, std::vector<int>{0, n - 2}}) {
        for (const CatOnHole rule : {CatOnHole::Barred, CatOnHole::Guards, CatOnHole::Wins}) {
            for (const bool pass : {false, true}) all.push_back(Variant().withHoles(holes).withCatOnHole(rule).withPass(pass));
        }
    }
    return all;
}

// Up to `count` random positions of the game (the cat where it may stand).
std::vector<Position> randomDraws(std::mt19937& rng, const Case& c, int count) {
    const Rules rules = rulesOf(c);
    std::uniform_int_distribution<int> node(0, rules.nodeCount() - 1);
    std::vector<Position> draws;
    for (int i = 0; i < count; ++i) {
        const Position p{node(rng), node(rng), i % 2 == 0 ? Player::Mouse : Player::Cat};
        if (rules.isPosition(p)) draws.push_back(p);
    }
    return draws;
}

struct NarrowField {  // entries this many plies from the end or more go to the long plane
    explicit NarrowField(std::uint32_t limit) : previous(detail::TableWords::setInlineLimitForTests(limit)) {}
    ~NarrowField() { detail::TableWords::setInlineLimitForTests(previous); }
    std::uint32_t previous;
};
struct ShortPlane {  // ... and beyond inline limit * levels, to the escapes
    explicit ShortPlane(std::uint32_t levels) : previous(detail::TableWords::setLongLevelsForTests(levels)) {}
    ~ShortPlane() { detail::TableWords::setLongLevelsForTests(previous); }
    std::uint32_t previous;
};

Case plainBoard(int w, int h) {
    std::mt19937 rng(1);
    Case c;
    c.catSteps = boardSteps(rng, w, h, 1.0, false);
    c.mouseSteps = c.catSteps;
    return c;
}

}  // namespace

// Every board size and variant against the reference.
TEST_CASE("grid stencil: boards of 2 to 11 columns and 2 to 10 rows, walls, directed, every variant, as the reference") {
    std::mt19937 rng(1728);
    int solved = 0;
    for (const int w : {2, 3, 5, 8, 9, 11}) {
        for (const int h : {2, 4, 8, 10}) {
            const int n = w * h;
            for (const Variant& variant : variantsFor(n)) {
                const bool directed = (solved % 3) == 2;
                Case c;
                c.directed = directed;
                c.variant = variant;
                c.catSteps = boardSteps(rng, w, h, 0.8, directed);
                c.mouseSteps = solved % 2 == 0 ? c.catSteps : withLongSteps(rng, c.catSteps, 3, directed);
                INFO(w << " x " << h << ", " << (directed ? "directed" : "undirected") << ", holes " << variant.holes.size()
                       << ", cat on hole " << catOnHoleName(variant.catOnHole) << (variant.pass ? ", pass" : "")
                       << (solved % 2 == 0 ? "" : ", the mouse with long steps"));
                const std::string difference = check(c);
                if (!difference.empty()) FAIL(difference);
                ++solved;
            }
        }
    }
    CHECK(solved == 6 * 4 * 12);
}

TEST_CASE("grid stencil: random draw sets (a game's visited positions), as the reference") {
    std::mt19937 rng(913);
    for (int i = 0; i < 24; ++i) {
        const int w = std::uniform_int_distribution<int>(2, 12)(rng);
        const int h = std::uniform_int_distribution<int>(2, 9)(rng);
        Case c;
        c.directed = i % 4 == 3;
        c.variant = variantsFor(w * h)[static_cast<std::size_t>(i) % 12];
        c.catSteps = boardSteps(rng, w, h, 0.85, c.directed);
        c.mouseSteps = c.catSteps;
        c.draws = randomDraws(rng, c, 1 + i % 8);
        INFO(i << ": " << w << " x " << h << ", " << c.draws.size() << " drawn");
        const std::string difference = check(c);
        if (!difference.empty()) FAIL(difference);
    }
}

TEST_CASE("grid stencil: remoteness in the long plane and the escapes, recorded in the graph's ids") {
    const NarrowField narrow(7);
    const ShortPlane shortPlane(2);
    for (const auto& [w, h] : {std::pair{9, 9}, std::pair{12, 7}}) {
        INFO(w << " x " << h);
        const Case c = plainBoard(w, h);
        const Rules rules = rulesOf(c);
        auto table = solveGridStencil(rules, 1, SolveControl{});
        REQUIRE(table);
        REQUIRE(table->ok());
        const Solution solution(rules, **table);
        CHECK(solution.table().hasLongPlane());
        CHECK(solution.table().escapeCount() > 0);
        CHECK(reference::differenceFrom(solution, referenceGame(c, rules)) == "");
        const auto stored = readTableFile(writeTableFile(solution));
        REQUIRE(stored.ok());
        CHECK(stored->table == solution.table());
    }
}

TEST_CASE("grid stencil: progress rises to the total, false cancels, and the long lines meet the memory limit") {
    const Case c = plainBoard(10, 9);
    const Rules rules = rulesOf(c);
    const std::uint64_t positions = 2 * 90 * 90;

    std::vector<std::uint64_t> seen;
    SolveControl reporting;
    reporting.progress = [&](std::uint64_t decided, std::uint64_t total) {
        CHECK(total == positions);
        seen.push_back(decided);
        return true;
    };
    auto whole = solveGridStencil(rules, 1, reporting);
    REQUIRE(whole);
    REQUIRE(whole->ok());
    REQUIRE(seen.size() > 10);  // a level at a time
    CHECK(std::is_sorted(seen.begin(), seen.end()));
    CHECK(seen.back() == positions);

    int calls = 0;
    SolveControl stopping;
    stopping.progress = [&](std::uint64_t, std::uint64_t) { return ++calls < 4; };
    auto stopped = solveGridStencil(rules, 2, stopping);
    REQUIRE(stopped);
    REQUIRE(!stopped->ok());
    CHECK(stopped->error().code == "cancelled");
    CHECK(calls == 4);

    std::atomic<bool> cancel{true};
    SolveControl cancelled;
    cancelled.cancel = &cancel;
    auto none = solveGridStencil(rules, 1, cancelled);
    REQUIRE(none);
    CHECK(none->error().code == "cancelled");

    const NarrowField narrow(7);  // long lines the limit leaves no room for
    SolveControl limited;
    limited.memoryLimit = 1;
    limited.longLineBytesLeft = 0;
    auto refused = solveGridStencil(rules, 1, limited);
    REQUIRE(refused);
    REQUIRE(!refused->ok());
    CHECK(refused->error().code == "limits.memory");
}

TEST_CASE("grid stencil: a cat that does not step on one grid is left to the general solve") {
    std::mt19937 rng(5);
    const auto declined = [](const Adjacency& catSteps) {
        Case c;
        c.catSteps = catSteps;
        c.mouseSteps = catSteps;
        return !solveGridStencil(rulesOf(c), 1, SolveControl{}).has_value();
    };
    CHECK(declined(support::randomGraph(rng, 40, 0.1)));
    Adjacency path(12);  // steps of 1 only: no row width
    for (int i = 0; i + 1 < 12; ++i) {
        path[static_cast<std::size_t>(i)].push_back(i + 1);
        path[static_cast<std::size_t>(i) + 1].push_back(i);
    }
    CHECK(declined(path));
    Adjacency wrapped = plainBoard(5, 5).catSteps;  // the end of row 0 to the start of row 1: a step of 1 off the row
    wrapped[4].push_back(5);
    wrapped[5].push_back(4);
    CHECK(declined(wrapped));
    Adjacency diagonal = plainBoard(5, 5).catSteps;  // a step of 6 beside steps of 5 (off the hole, node 0)
    diagonal[7].push_back(13);
    diagonal[13].push_back(7);
    CHECK(declined(diagonal));
    CHECK(!declined(plainBoard(5, 5).catSteps));

    // The cat's steps decide, not the mouse's: a mouse that jumps is fine.
    Case jumping = plainBoard(6, 6);
    jumping.mouseSteps = withLongSteps(rng, jumping.catSteps, 10, false);
    CHECK(solveGridStencil(rulesOf(jumping), 1, SolveControl{}).has_value());
}
