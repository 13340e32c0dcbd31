// The two-cat game (rules.hpp, "Two cats"; two_cats.hpp) against a reference
// written here: its own move generation straight from the adjacency lists
// and its own statement of the rules, solved by sweeping every position in
// rounds until nothing changes (a position decided in round k has
// remoteness k: the first round where a move wins, or the round after its
// last move was found to lose). No level queue, no parents, no counters.
#include <algorithm>
#include <atomic>
#include <map>
#include <random>

#include "catmouse/import.hpp"
#include "catmouse/report.hpp"
#include "catmouse/two_cat_cost.hpp"
#include "catmouse/two_cats.hpp"
#include "cli.hpp"
#include "support.hpp"

using namespace catmouse;

namespace {

struct RefRules {
    Adjacency adjacency;  // the arcs leaving each node (both ends listed for an edge)
    std::vector<int> holes;
    CatOnHole catOnHole = CatOnHole::Barred;
    bool pass = false;
};

struct RefValue {
    int outcome = 0;  // 0 draw, 1 mouse, 2 cats, 3 not a position
    int remoteness = -1;
};

class Reference {
public:
    explicit Reference(RefRules rules) : r_(std::move(rules)), n_(static_cast<int>(r_.adjacency.size())) {
        values_.resize(static_cast<std::size_t>(2 * n_ * n_ * n_));
        solve();
    }
    RefValue at(int turn, int m, int a, int b) const { return values_[idx(turn, m, a, b)]; }
    int n() const { return n_; }

private:
    bool hole(int x) const { return std::find(r_.holes.begin(), r_.holes.end(), x) != r_.holes.end(); }
    bool catMay(int x) const { return r_.catOnHole != CatOnHole::Barred || !hole(x); }
    std::vector<int> steps(int x, bool cat) const {
        std::vector<int> out;
        if (r_.pass && (!cat || catMay(x))) out.push_back(x);
        for (const int y : r_.adjacency[static_cast<std::size_t>(x)]) {
            if (!cat || catMay(y)) out.push_back(y);
        }
        return out;
    }
    std::size_t idx(int turn, int m, int a, int b) const {
        return static_cast<std::size_t>(((turn * n_ + m) * n_ + a) * n_ + b);
    }
    // 0 none, else the outcome of a position over before anyone moves.
    int ended(int turn, int m, int a, int b) const {
        if (m == a || m == b) return 2;
        if (hole(m)) return 1;
        if (r_.catOnHole == CatOnHole::Wins && (hole(a) || hole(b))) return 2;
        const bool stuck = turn == 0 ? steps(m, false).empty() : steps(a, true).empty() || steps(b, true).empty();
        return stuck ? (turn == 0 ? 2 : 1) : 0;
    }
    void solve() {
        const int mover[2] = {1, 2};  // the outcome that is a win for each side
        for (int t = 0; t < 2; ++t)
            for (int m = 0; m < n_; ++m)
                for (int a = 0; a < n_; ++a)
                    for (int b = 0; b < n_; ++b) {
                        RefValue& v = values_[idx(t, m, a, b)];
                        if (!catMay(a) || !catMay(b)) v = {3, -1};
                        else if (const int e = ended(t, m, a, b)) v = {e, 0};
                    }
        for (int round = 1;; ++round) {
            auto next = values_;
            bool changed = false;
            for (int t = 0; t < 2; ++t)
                for (int m = 0; m < n_; ++m)
                    for (int a = 0; a < n_; ++a)
                        for (int b = 0; b < n_; ++b) {
                            if (values_[idx(t, m, a, b)].outcome != 0) continue;
                            bool win = false;
                            bool allLose = true;
                            const auto look = [&](const RefValue& child) {
                                if (child.outcome == mover[t]) win = true;
                                else if (child.outcome == 0) allLose = false;
                            };
                            if (t == 0) {
                                for (const int y : steps(m, false)) look(values_[idx(1, y, a, b)]);
                            } else {
                                for (const int x : steps(a, true))
                                    for (const int y : steps(b, true)) look(values_[idx(0, m, x, y)]);
                            }
                            if (win || allLose) {
                                next[idx(t, m, a, b)] = {win ? mover[t] : mover[1 - t], round};
                                changed = true;
                            }
                        }
            values_ = std::move(next);
            if (!changed) break;
        }
    }
    RefRules r_;
    int n_;
    std::vector<RefValue> values_;
};

Rules rulesFor(const RefRules& ref, bool directed) {
    auto graph = Graph::fromAdjacency(ref.adjacency, nullptr, directed ? Orientation::Directed : Orientation::Undirected);
    REQUIRE(graph.ok());
    auto rules = Rules::make(*graph, ref.holes.front(), Variant().withHoles(ref.holes).withCatOnHole(ref.catOnHole).withPass(ref.pass));
    REQUIRE(rules.ok());
    return *rules;
}

// Every ordered position of an n-node two-cat game, cats A and B either way
// round; f returns false to stop.
template <class F>
void forEveryPosition(int n, F&& f) {
    for (int t = 0; t < 2; ++t)
        for (int m = 0; m < n; ++m)
            for (int a = 0; a < n; ++a)
                for (int b = 0; b < n; ++b)
                    if (!f(TwoCatPosition{m, a, b, t == 0 ? Player::Mouse : Player::Cat})) return;
}

// "" when every position of the solve agrees with the reference, else the
// first difference. The solve keeps one entry for the cats swapped; the
// reference keeps every (mouse, cat A, cat B, turn) apart, and each of them,
// a > b as well as a <= b, is asked here. Each game is solved twice: as
// chosen (on graphs this small, the counters throughout) and with the cats'
// side pulled at every level (Method::Pull, two_cat_pull.hpp).
std::string difference(const RefRules& ref, bool directed) {
    const Reference reference(ref);
    std::string found;
    for (const Method method : {Method::Auto, Method::Pull}) {
        SolveOptions options;
        options.method = method;
        const auto solution = solveTwoCats(rulesFor(ref, directed), options);
        REQUIRE(solution.ok());
        const std::string how = method == Method::Pull ? "pulled: " : "";
        forEveryPosition(reference.n(), [&](const TwoCatPosition& p) {
            const std::size_t i = solution->index(p);
            const RefValue want = reference.at(p.turn == Player::Mouse ? 0 : 1, p.mouse, p.cat, p.cat2);
            if (solution->outcomeCode(i) == want.outcome && solution->remoteness(i) == want.remoteness) return true;
            found = how + "position (mouse " + std::to_string(p.mouse) + ", cat " + std::to_string(p.cat) + ", cat2 " +
                    std::to_string(p.cat2) + ", " + toString(p.turn) + "): solve " + std::to_string(solution->outcomeCode(i)) + "/" +
                    std::to_string(solution->remoteness(i)) + ", reference " + std::to_string(want.outcome) + "/" +
                    std::to_string(want.remoteness);
            return false;
        });
        if (!found.empty()) return found;
    }
    return found;
}

Adjacency undirectedFromMask(int n, unsigned mask) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    int bit = 0;
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b, ++bit)
            if (mask & (1u << bit)) {
                adjacency[static_cast<std::size_t>(a)].push_back(b);
                adjacency[static_cast<std::size_t>(b)].push_back(a);
            }
    return adjacency;
}

Adjacency randomGraph(std::mt19937& rng, int n, double p, bool directed) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    std::bernoulli_distribution edge(p);
    for (int a = 0; a < n; ++a)
        for (int b = directed ? 0 : a + 1; b < n; ++b) {
            if (a == b || !edge(rng)) continue;
            adjacency[static_cast<std::size_t>(a)].push_back(b);
            if (!directed) adjacency[static_cast<std::size_t>(b)].push_back(a);
        }
    return adjacency;
}

cli::Output runWith(const std::vector<std::string>& args, const std::string& input) {
    return cli::run(args, [&input](const std::string&, std::uint64_t) -> Expected<std::string> { return input; });
}

}  // namespace

TEST_CASE("two cats: every graph of 4 nodes, every variant, every position equals the reference") {
    for (unsigned mask = 0; mask < (1u << 6); ++mask) {
        for (const CatOnHole rule : {CatOnHole::Barred, CatOnHole::Guards, CatOnHole::Wins}) {
            for (const bool pass : {false, true}) {
                for (const std::vector<int>& holes : {std::vector<int>{0}, std::vector<int>{0, 3}}) {
                    const RefRules ref{undirectedFromMask(4, mask), holes, rule, pass};
                    INFO("mask " << mask << " catOnHole " << catOnHoleName(rule) << " pass " << pass << " holes " << holes.size());
                    CHECK(difference(ref, false) == "");
                }
            }
        }
    }
}

TEST_CASE("two cats: every graph of 5 nodes, LeetCode's rules and one variant each, equals the reference") {
    std::mt19937 rng(5);
    for (unsigned mask = 0; mask < (1u << 10); ++mask) {
        INFO("mask " << mask);
        CHECK(difference({undirectedFromMask(5, mask), {0}, CatOnHole::Barred, false}, false) == "");
        const auto rule = static_cast<CatOnHole>(rng() % 3);
        CHECK(difference({undirectedFromMask(5, mask), {static_cast<int>(rng() % 5)}, rule, rng() % 2 == 0}, false) == "");
    }
}

TEST_CASE("two cats: the table keeps one entry per unordered pair of cats, n^2 (n + 1) in all") {
    for (const int n : {3, 5, 9}) {
        Adjacency ring(static_cast<std::size_t>(n));
        for (int a = 0; a < n; ++a) {
            ring[static_cast<std::size_t>(a)].push_back((a + 1) % n);
            ring[static_cast<std::size_t>((a + 1) % n)].push_back(a);
        }
        RefRules ref{ring, {0}, CatOnHole::Guards, true};
        const auto solution = solveTwoCats(rulesFor(ref, false));
        REQUIRE(solution.ok());
        CHECK(solution->stateCount() == static_cast<std::size_t>(n * n * (n + 1)));
        std::vector<int> hits(solution->stateCount(), 0);
        forEveryPosition(n, [&](const TwoCatPosition& p) {
            const std::size_t i = solution->index(p);
            REQUIRE(i < hits.size());
            hits[i] += 1;
            const TwoCatPosition back = solution->position(i);
            CHECK((back.mouse == p.mouse && back.turn == p.turn && back.cat == std::min(p.cat, p.cat2) && back.cat2 == std::max(p.cat, p.cat2)));
            return true;
        });
        // Every entry serves a pair and its swap: two positions, or one when the cats share a node.
        for (std::size_t i = 0; i < hits.size(); ++i) {
            const TwoCatPosition p = solution->position(i);
            CHECK(hits[i] == (p.cat == p.cat2 ? 1 : 2));
        }
    }
}

// The symmetric table against the reference, which keeps (mouse, a, b) and (mouse, b, a) apart.
// The set-up asks terminal() only where a one-node fact shows an ending
// (two_cats.cpp): a capture, a hole, a cat winning on a hole, or a side with
// no move. A cat with no move from its node (a sink of a directed graph, no
// passing) leaves the cats stuck while the other cat could move; the mouse
// stuck likewise. Every variant, each against the reference.
TEST_CASE("two cats: a sink for either cat or the mouse, every variant, equals the reference") {
    // 0 the hole; 4 is a sink; 2 -> 3 -> 4 and 3 -> 1 -> 0.
    const Adjacency arcs{{1}, {0, 2}, {3}, {1, 4}, {}};
    for (const CatOnHole catOnHole : {CatOnHole::Barred, CatOnHole::Guards, CatOnHole::Wins}) {
        for (const bool pass : {false, true}) {
            INFO("catOnHole " << static_cast<int>(catOnHole) << " pass " << pass);
            CHECK(difference(RefRules{arcs, {0}, catOnHole, pass}, true) == "");
        }
    }
    // Without passing, the cats on {2, 4} have no joint move: a stuck position, over at once.
    const auto solution = solveTwoCats(rulesFor(RefRules{arcs, {0}, CatOnHole::Barred, false}, true));
    REQUIRE(solution.ok());
    const std::size_t stuck = solution->index(TwoCatPosition{1, 2, 4, Player::Cat});
    CHECK(solution->outcomeCode(stuck) == static_cast<int>(Outcome::MouseWins));
    CHECK(solution->remoteness(stuck) == 0);
}

TEST_CASE("two cats: random graphs up to 25 nodes, directed ones too, equal the reference") {
    std::mt19937 rng(1913);
    for (int trial = 0; trial < 40; ++trial) {
        const int n = 3 + static_cast<int>(rng() % (trial < 30 ? 10 : 23));
        const bool directed = trial % 3 == 1;
        const double p = 0.1 + (rng() % 40) / 100.0;
        RefRules ref{randomGraph(rng, n, p, directed), {static_cast<int>(rng() % n)}, static_cast<CatOnHole>(rng() % 3), rng() % 2 == 0};
        if (rng() % 3 == 0) ref.holes.push_back((ref.holes[0] + 1 + static_cast<int>(rng() % (n - 1))) % n);
        INFO("trial " << trial << " n " << n << " directed " << directed);
        CHECK(difference(ref, directed) == "");
    }
}

// The cats' joint move is solved as two half-moves (two_cats.cpp); the
// reference moves both cats at once. Many small games, dense ones as well as
// sparse, each variant two cats have drawn at random: holes (one, two or
// three), directed graphs, catOnHole, passing.
TEST_CASE("two cats: the half-move solve equals the reference's joint moves on 400 random small games, every variant") {
    std::mt19937 rng(2511);
    int directedGames = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const int n = 3 + static_cast<int>(rng() % 8);
        const bool directed = rng() % 3 == 0;
        directedGames += directed ? 1 : 0;
        const double p = 0.15 + (rng() % 80) / 100.0;
        RefRules ref{randomGraph(rng, n, p, directed), {static_cast<int>(rng() % n)}, static_cast<CatOnHole>(rng() % 3), rng() % 2 == 0};
        for (int more = static_cast<int>(rng() % 3); more > 0; --more) {
            const int hole = static_cast<int>(rng() % n);
            if (std::find(ref.holes.begin(), ref.holes.end(), hole) == ref.holes.end()) ref.holes.push_back(hole);
        }
        INFO("trial " << trial << " n " << n << " directed " << directed << " catOnHole " << catOnHoleName(ref.catOnHole) << " pass "
                      << ref.pass << " holes " << ref.holes.size());
        CHECK(difference(ref, directed) == "");
    }
    CHECK(directedGames > 100);
}

// Auto pulls the cats' side only on graphs of 128 nodes or more, on the
// levels that decide many entries (on dense graphs from the first level),
// and goes back to the counters for the thin levels after them
// (two_cats.cpp, choosePull, thickLevel; TwoCatPull::counters): too large
// for the reference, so the table is compared with the counters'
// throughout (Method::Push), which the tests above hold to the reference.
TEST_CASE("two cats: pulling the thick levels and pushing the rest equals pushing every level, graphs of 130 to 160 nodes") {
    std::mt19937 rng(4025);
    for (int trial = 0; trial < 8; ++trial) {
        const int n = 130 + static_cast<int>(rng() % 31);
        const bool directed = trial % 3 == 2;
        // Sparse, then denser, then dense (pulled from its first level).
        const double p = trial < 3 ? 0.02 : trial < 6 ? 0.05
                                                      : 0.3;
        RefRules ref{randomGraph(rng, n, p, directed), {static_cast<int>(rng() % n)}, static_cast<CatOnHole>(trial % 3), trial % 2 == 0};
        if (trial >= 4) ref.holes.push_back((ref.holes[0] + 1) % n);
        INFO("trial " << trial << " n " << n << " directed " << directed);
        SolveOptions push;
        push.method = Method::Push;
        push.maxSeconds = 0;
        SolveOptions automatic;
        automatic.maxSeconds = 0;
        // The estimate's first level (two_cat_cost.hpp) is the solve's: the mouse-to-move entries decided at
        // remoteness 0, counted below from the table.
        const TwoCatWork work = twoCatWork(rulesFor(ref, directed));
        const std::uint64_t thick = twoCatThickLevel(rulesFor(ref, directed));
        const auto pushed = solveTwoCats(rulesFor(ref, directed), push);
        const auto chosen = solveTwoCats(rulesFor(ref, directed), automatic);
        REQUIRE(pushed.ok());
        REQUIRE(chosen.ok());
        REQUIRE(pushed->stateCount() == chosen->stateCount());
        std::size_t differ = 0;
        std::size_t decided = 0;
        for (std::size_t i = 0; i < pushed->stateCount(); ++i) {
            differ += pushed->outcomeCode(i) != chosen->outcomeCode(i) || pushed->remoteness(i) != chosen->remoteness(i) ? 1 : 0;
            decided += pushed->outcomeCode(i) == 1 || pushed->outcomeCode(i) == 2 ? 1 : 0;
        }
        CHECK(differ == 0);
        CHECK(decided > 0);
        std::uint64_t firstLevel = 0;
        for (std::size_t i = 0; i < pushed->stateCount(); ++i) {
            const int code = pushed->outcomeCode(i);
            if ((code == 1 || code == 2) && pushed->remoteness(i) == 0 && pushed->position(i).turn == Player::Mouse) ++firstLevel;
        }
        INFO("first level " << firstLevel << ", thick from " << thick);
        CHECK(work.firstLevel == firstLevel);
        if (work.pulledFromStart) CHECK(thick <= firstLevel);
        if (p > 0.1) CHECK(work.pulledFromStart);  // dense: the pulls are far cheaper than the visits
    }
}

TEST_CASE("two cats: the line follows the rules, best moves first, and ends as its value says") {
    std::mt19937 rng(7);
    for (int trial = 0; trial < 30; ++trial) {
        const int n = 5 + static_cast<int>(rng() % 8);
        const RefRules ref{randomGraph(rng, n, 0.35, false), {0}, CatOnHole::Barred, trial % 2 == 1};
        Setup setup{1, 2, 0, trial % 4 < 2 ? Player::Mouse : Player::Cat};
        setup.cat2 = 3 + static_cast<int>(rng() % (n - 3));
        setup.variant.pass = ref.pass;
        auto graph = Graph::fromAdjacency(ref.adjacency);
        REQUIRE(graph.ok());
        auto rules = Rules::make(*graph, setup);
        REQUIRE(rules.ok());
        REQUIRE(rules->twoCatStart() == setup.twoCatStart());
        const auto solution = solveTwoCats(*rules);
        REQUIRE(solution.ok());
        const Reference reference(ref);
        const auto line = solution->line(setup.twoCatStart());
        REQUIRE(line.ok());
        const Value start = solution->valueAt(line->front());
        for (std::size_t k = 0; k + 1 < line->size(); ++k) {
            const TwoCatPosition& p = (*line)[k];
            const TwoCatPosition& q = (*line)[k + 1];
            // q is a legal move from p, and the best one: the reference's value of it is the best there is.
            bool legal = false;
            rules->forEachMove(p, [&](const TwoCatPosition& next) { legal = legal || next == q; });
            REQUIRE(legal);
            const auto moves = solution->movesAt(p);
            REQUIRE(moves.front().to == q);
            const RefValue want = reference.at(q.turn == Player::Mouse ? 0 : 1, q.mouse, q.cat, q.cat2);
            CHECK(want.outcome == static_cast<int>(start.outcome));
            if (start.remoteness) CHECK(want.remoteness == static_cast<int>(*start.remoteness) - static_cast<int>(k) - 1);
        }
        if (start.remoteness) {
            CHECK(line->size() == *start.remoteness + 1);
            CHECK(rules->terminal(line->back()) == start.outcome);
        } else {
            CHECK(std::count(line->begin(), line->end(), line->back()) == 2);
        }
    }
}

TEST_CASE("two cats: the command line prints the verdict and a line with both cats") {
    const auto out = runWith({"solve", "--mouse", "3", "--cat", "4", "--cat2", "1"}, "[[1,2],[0,2],[0,1,3],[2,4],[3]]");
    REQUIRE(out.status == 0);
    CHECK(out.err == "");
    CHECK(out.out.find("\"cat2\":1") != std::string::npos);
    // The same answer as the core's, position for position.
    auto rules = Rules::make(support::graphOf("[[1,2],[0,2],[0,1,3],[2,4],[3]]"), [] {
        Setup s{3, 4, 0};
        s.cat2 = 1;
        return s;
    }());
    REQUIRE(rules.ok());
    const auto solution = solveTwoCats(*rules);
    REQUIRE(solution.ok());
    CHECK(out.out == twoCatReportJson(*solution, *rules->twoCatStart()) + "\n");
    // A game file's "cat2" field, and gameJson writes it back.
    const auto file = runWith({"solve"}, R"({"graph":[[1,2],[0,2],[0,1,3],[2,4],[3]],"mouse":3,"cat":4,"cat2":1})");
    CHECK(file.out == out.out);
    Setup s{3, 4, 0};
    s.cat2 = 1;
    const auto imported = importGame(gameJson(support::graphOf("[[1,2],[0,2],[0,1,3],[2,4],[3]]"), s));
    REQUIRE(imported.ok());
    CHECK(imported->rules.cat2 == std::optional<int>(1));
}

TEST_CASE("two cats: bad starts are refused with a code, the options and the node ids") {
    const auto graph = support::graphOf("[[1,3],[0],[3],[0,2]]");
    const auto refused = [&](int mouse, int cat, int cat2) {
        Setup setup{mouse, cat, 0};
        setup.cat2 = cat2;
        const auto rules = Rules::make(graph, setup);
        REQUIRE_FALSE(rules.ok());
        return rules.error();
    };
    const Error same = refused(1, 2, 2);
    CHECK(same.code == "rules.same-cat-start");
    CHECK(same.options == std::vector<std::string>{"cat", "cat2"});
    CHECK(same.message.find("(2)") != std::string::npos);
    const Error onHole = refused(1, 2, 0);
    CHECK(onHole.code == "rules.cat-on-hole");
    CHECK(onHole.options == std::vector<std::string>{"cat2", "hole"});
    CHECK(onHole.message.find("node 0") != std::string::npos);
    const Error onMouse = refused(1, 2, 1);
    CHECK(onMouse.code == "rules.same-start");
    CHECK(onMouse.options == std::vector<std::string>{"mouse", "cat2"});
    const Error outside = refused(1, 2, 9);
    CHECK(outside.code == "rules.node-out-of-range");
    CHECK(outside.options == std::vector<std::string>{"cat2"});
    // Positions asked of a solution.
    auto rules = Rules::make(graph, 0);
    REQUIRE(rules.ok());
    const auto solution = solveTwoCats(*rules);
    REQUIRE(solution.ok());
    CHECK(solution->value({1, 2, 7, Player::Mouse}).error().code == "position.node-out-of-range");
    CHECK(solution->line({1, 2, 0, Player::Mouse}).error().code == "position.cat-on-hole");
    CHECK(solution->moves({1, 2, 3, Player::Cat}).ok());
    // The command line: a grid has one cat; the table command has one cat.
    const auto grid = runWith({"solve", "--cat2", "1"}, R"(grid = ["M.C...F"], catJump = 1, mouseJump = 4)");
    CHECK(grid.status == 2);
    CHECK(grid.err.find("--cat2 is for a graph") != std::string::npos);
    const auto table = runWith({"table", "--cat2", "1"}, "[[1,3],[0],[3],[0,2]]");
    CHECK(table.status == 2);
    CHECK(table.err.find("one-cat table") != std::string::npos);
}

TEST_CASE("two cats: limits.memory names the megabytes, above 400 nodes and over a memory limit") {
    Adjacency ring(401);
    for (int a = 0; a < 401; ++a) {
        ring[static_cast<std::size_t>(a)] = {(a + 400) % 401, (a + 1) % 401};
        std::sort(ring[static_cast<std::size_t>(a)].begin(), ring[static_cast<std::size_t>(a)].end());
    }
    const auto big = support::graphOf(ring);
    const auto tooBig = checkTwoCatLimits(big, 0);
    REQUIRE(tooBig.has_value());
    CHECK(tooBig->code == "limits.memory");
    INFO(tooBig->message);
    CHECK(tooBig->message.find("two cats are solved on graphs of at most 400 nodes, and this one has 401 (64642002 positions") != std::string::npos);
    CHECK(tooBig->message.find("MB") == std::string::npos);  // no MB beside MB that read as a contradiction
    const auto small = support::graphOf("[[1,3],[0],[3],[0,2]]");
    CHECK_FALSE(checkTwoCatLimits(small, 0).has_value());
    SolveOptions options;
    options.memoryLimit = twoCatPeakBytes(small) - 1;
    const auto refused = solveTwoCats(*Rules::make(small, 0), options);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == "limits.memory");
    CHECK(refused.error().message.find("more than the memory limit of") != std::string::npos);
}

TEST_CASE("two cats: progress is reported and a cancel stops the solve") {
    Adjacency ring(40);
    for (int a = 0; a < 40; ++a) {
        ring[static_cast<std::size_t>(a)] = {(a + 39) % 40, (a + 1) % 40};
        std::sort(ring[static_cast<std::size_t>(a)].begin(), ring[static_cast<std::size_t>(a)].end());
    }
    auto rules = Rules::make(support::graphOf(ring), 0);
    REQUIRE(rules.ok());
    int calls = 0;
    SolveOptions options;
    options.progress = [&calls](std::uint64_t decided, std::uint64_t total) {
        ++calls;
        return decided <= total;
    };
    REQUIRE(solveTwoCats(*rules, options).ok());
    CHECK(calls > 1);
    std::atomic<bool> cancel{true};
    SolveOptions cancelled;
    cancelled.cancel = &cancel;
    const auto stopped = solveTwoCats(*rules, cancelled);
    REQUIRE_FALSE(stopped.ok());
    CHECK(stopped.error().code == "cancelled");
}
