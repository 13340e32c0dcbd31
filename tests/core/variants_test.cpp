// Every variant of the rules (directed graphs, several holes, the cat on a
// hole, passing, a move graph per player) solved by every method and thread
// count gives the same table, byte for byte, and that table is the
// independent reference's (reference.hpp): exhaustively on small graphs and
// digraphs, and on random ones. verify() accepts them and catches a change.
#include "support.hpp"

#include "solve/methods.hpp"

using namespace catmouse;

namespace {

// One variant of a game, in the reference's plain terms and in the core's.
struct Case {
    Adjacency mouseSteps;
    Adjacency catSteps;
    bool directed = false;  // else both step lists are undirected graphs
    Variant variant;        // its holes are the reference's holes
};

reference::Game referenceGame(const Case& c) {
    reference::Game game;
    game.mouseSteps = c.mouseSteps;
    game.catSteps = c.catSteps;
    game.holes = c.variant.holes;
    game.catOnHole = static_cast<int>(c.variant.catOnHole);
    game.pass = c.variant.pass;
    return game;
}

Graph graphFrom(const Adjacency& adjacency, bool directed) {
    auto graph = Graph::fromAdjacency(adjacency, nullptr, directed ? Orientation::Directed : Orientation::Undirected);
    if (!graph) FAIL(graph.error().message);
    return *graph;
}

Rules rulesFrom(const Case& c) {
    auto rules = Rules::make(graphFrom(c.mouseSteps, c.directed), graphFrom(c.catSteps, c.directed), 0, c.variant);
    if (!rules) FAIL(rules.error().message);
    return *rules;
}

std::string describe(const Case& c) {
    std::string holes;
    for (const int h : c.variant.holes) holes += (holes.empty() ? "" : ",") + std::to_string(h);
    const auto lists = [](const Adjacency& a) {
        std::string s;
        for (const auto& row : a) {
            s += "[";
            for (std::size_t i = 0; i < row.size(); ++i) s += (i ? "," : "") + std::to_string(row[i]);
            s += "]";
        }
        return s;
    };
    return std::string(c.directed ? "directed " : "undirected ") + "mouse " + lists(c.mouseSteps) + " cat " +
           lists(c.catSteps) + " holes " + holes + " cat on hole " + catOnHoleName(c.variant.catOnHole) +
           (c.variant.pass ? " pass" : "");
}

// "" when the one-thread Pull agrees with the reference and verify(), and every
// bit-parallel method and thread count gives Pull's table byte for byte.
std::string checkCase(const Case& c, const std::vector<int>& threadCounts) {
    const Rules rules = rulesFrom(c);
    SolveOptions pullOptions;
    pullOptions.method = Method::Pull;
    const auto pull = solve(rules, pullOptions);
    if (!pull) return "Pull: " + pull.error().message;
    const std::string fromReference = reference::differenceFrom(*pull, referenceGame(c));
    if (!fromReference.empty()) return "Pull vs reference: " + fromReference;
    if (const auto problem = verify(*pull)) return "verify: " + *problem;
    for (const Method method : {Method::Auto, Method::Pull, Method::Push}) {
        for (const int threads : threadCounts) {
            const auto table = solveBitParallel(rules, method, threads, SolveControl{});
            if (!table) return "solve failed";
            if (!(*table == pull->table())) {
                std::size_t i = 0;
                while (i < table->size() && table->entry(i) == pull->table().entry(i)) ++i;
                return "method " + std::to_string(static_cast<int>(method)) + " x" + std::to_string(threads) +
                       " differs from one-thread Pull at state " + std::to_string(i);
            }
        }
    }
    return "";
}

// Every variant combination of holes, cat-on-hole rule and passing for an n-node game.
std::vector<Variant> variantsFor(int n) {
    std::vector<Variant> all;
    for (const std::vector<int>& holes : {std::vector<int>{0}, std::vector<int>{0, n - 1}}) {
        for (const CatOnHole rule : {CatOnHole::Barred, CatOnHole::Guards, CatOnHole::Wins}) {
            for (const bool pass : {false, true}) all.push_back(Variant().withHoles(holes).withCatOnHole(rule).withPass(pass));
        }
    }
    return all;
}

// The digraph on n nodes whose arcs are the set bits of mask over the n(n-1) ordered pairs.
Adjacency digraphFromMask(int n, unsigned mask) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    int bit = 0;
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            if (a == b) continue;
            if (mask & (1u << bit)) adjacency[static_cast<std::size_t>(a)].push_back(b);
            ++bit;
        }
    }
    return adjacency;
}

Adjacency randomDigraph(std::mt19937& rng, int n, double p) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    std::bernoulli_distribution arc(p);
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            if (a != b && arc(rng)) adjacency[static_cast<std::size_t>(a)].push_back(b);
        }
    }
    return adjacency;
}

}  // namespace

TEST_CASE("variants: every graph on 3 and 4 nodes, every variant, every method, byte for byte and as the reference") {
    for (int n = 3; n <= 4; ++n) {
        const unsigned pairs = static_cast<unsigned>(n * (n - 1) / 2);
        for (unsigned mask = 0; mask < (1u << pairs); ++mask) {
            const Adjacency graph = support::graphFromMask(n, mask);
            for (const Variant& variant : variantsFor(n)) {
                const Case c{graph, graph, false, variant};
                const std::string problem = checkCase(c, {1});
                if (!problem.empty()) FAIL(describe(c) << ": " << problem);
            }
        }
    }
}

TEST_CASE("variants: every digraph on 3 and 4 nodes, every variant, every method, byte for byte and as the reference") {
    for (int n = 3; n <= 4; ++n) {
        const unsigned arcs = static_cast<unsigned>(n * (n - 1));
        for (unsigned mask = 0; mask < (1u << arcs); ++mask) {
            const Adjacency graph = digraphFromMask(n, mask);
            for (const Variant& variant : variantsFor(n)) {
                const Case c{graph, graph, true, variant};
                const std::string problem = checkCase(c, {1});
                if (!problem.empty()) FAIL(describe(c) << ": " << problem);
            }
        }
    }
}

TEST_CASE("variants: every pair of move digraphs on 3 nodes (the mouse's and the cat's), every variant") {
    const int n = 3;
    for (unsigned mouseMask = 0; mouseMask < 64; ++mouseMask) {
        for (unsigned catMask = 0; catMask < 64; ++catMask) {
            for (const Variant& variant : variantsFor(n)) {
                const Case c{digraphFromMask(n, mouseMask), digraphFromMask(n, catMask), true, variant};
                const std::string problem = checkCase(c, {1});
                if (!problem.empty()) FAIL(describe(c) << ": " << problem);
            }
        }
    }
}

TEST_CASE("variants: random directed, several holes, passing, a move graph per player, on several threads") {
    std::mt19937 rng(1728);
    for (int i = 0; i < 24; ++i) {
        Case c;
        const int n = std::uniform_int_distribution<int>(65, 200)(rng);  // 2 to 4 rows of words: 2 to 4 threads
        c.directed = i % 3 != 0;
        const double p = (i % 2 == 0 ? 2.5 : 6.0) / n;
        c.mouseSteps = c.directed ? randomDigraph(rng, n, p) : support::randomGraph(rng, n, p);
        c.catSteps = i % 4 < 2 ? c.mouseSteps : (c.directed ? randomDigraph(rng, n, p) : support::randomGraph(rng, n, p));
        const int holeCount = std::uniform_int_distribution<int>(1, 4)(rng);
        while (static_cast<int>(c.variant.holes.size()) < holeCount) {
            const int h = std::uniform_int_distribution<int>(0, n - 1)(rng);
            if (std::find(c.variant.holes.begin(), c.variant.holes.end(), h) == c.variant.holes.end()) c.variant.holes.push_back(h);
        }
        std::sort(c.variant.holes.begin(), c.variant.holes.end());
        c.variant.catOnHole = static_cast<CatOnHole>(i % 3);
        c.variant.pass = (i / 3) % 2 == 1;
        INFO(i << ": " << n << " nodes, " << (c.directed ? "directed" : "undirected") << ", " << c.variant.holes.size()
               << " holes, cat on hole " << catOnHoleName(c.variant.catOnHole) << (c.variant.pass ? ", pass" : "")
               << (c.catSteps == c.mouseSteps ? "" : ", own cat graph"));
        const std::string problem = checkCase(c, {1, 2, 3});
        if (!problem.empty()) FAIL(problem);
    }
}

TEST_CASE("variants: the default variant given explicitly is LeetCode 913's game, table for table") {
    std::mt19937 rng(913);
    const auto adjacency = support::randomGraph(rng, 40, 0.1);
    const auto plain = support::solve(support::graphOf(adjacency), 3);
    REQUIRE(plain.ok());
    auto rules = Rules::make(support::graphOf(adjacency), 0, Variant().withHoles({3}));
    REQUIRE(rules.ok());
    CHECK(rules->isDefaultGame());
    const auto explicitDefault = solve(*rules);
    REQUIRE(explicitDefault.ok());
    CHECK(explicitDefault->table() == plain->table());
    // The same graph given as a digraph with every edge both ways: the same game.
    auto directed = Rules::make(graphFrom(adjacency, true), 3);
    REQUIRE(directed.ok());
    CHECK_FALSE(directed->isDefaultGame());
    const auto asDigraph = solve(*directed);
    REQUIRE(asDigraph.ok());
    CHECK(asDigraph->table() == plain->table());
}

TEST_CASE("variants: verify catches a changed entry of a variant table") {
    // Directed, two holes, the cat winning on a hole, passing, its own cat graph.
    const Case c{{{1, 2}, {2, 3}, {0, 3, 4}, {4}, {0, 1}}, {{1}, {2, 4}, {3}, {1, 4}, {0, 2}}, true, Variant().withHoles({0, 3}).withCatOnHole(CatOnHole::Wins).withPass(true)};
    const Rules rules = rulesFrom(c);
    const auto solution = solve(rules);
    REQUIRE(solution.ok());
    REQUIRE_FALSE(verify(*solution).has_value());
    CHECK(reference::differenceFrom(*solution, referenceGame(c)) == "");
    int decided = 0;
    for (std::size_t s = 0; s < solution->stateCount(); ++s) {
        const auto e = solution->table().entry(s);
        if (e.outcome == Table::kNotAPosition) continue;
        decided += e.outcome != 0 ? 1 : 0;
        for (const Table::Entry other : {Table::Entry{e.outcome, e.remoteness + 1}, Table::Entry{e.outcome ^ 1, e.remoteness},
                                         Table::Entry{e.outcome ^ 2, e.remoteness}}) {
            auto table = solution->table();
            table.set(s, other);
            INFO("state " << s);
            CHECK(verify(Solution(rules, std::move(table))).has_value());
        }
    }
    CHECK(decided > 0);
}
