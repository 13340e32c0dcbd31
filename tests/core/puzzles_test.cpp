// The quiz's puzzles (puzzles.hpp) against the independent reference: on
// random small games of every variant, the positions where exactly one move
// keeps a win or a draw for the side to move are found from the reference's
// table with this file's own reading of the moves, and findPuzzles gives
// exactly those, with the same answer, value, count of other moves and depth.
#include "support.hpp"

#include <map>
#include <set>
#include <tuple>

#include "catmouse/puzzles.hpp"
#include "catmouse/reachable.hpp"

using namespace catmouse;

namespace {

struct Expected {
    int answer;
    int outcome;
    int remoteness;
    int tempting;
    int depth;
};

using Key = std::tuple<int, int, int>;  // turn, mouse, cat

// Worth to the side to move (turn 0 the mouse): 2 a win, 1 a draw, 0 a loss.
int worthOf(const reference::Entry& e, int turn) {
    if (e.outcome == 0) return 1;
    return e.outcome == (turn == 0 ? 1 : 2) ? 2 : 0;
}

std::map<Key, Expected> expectedPuzzles(const reference::Game& game) {
    const reference::Table table = reference::referenceSolve(game);
    const int n = static_cast<int>(game.mouseSteps.size());
    std::map<Key, Expected> puzzles;
    for (int t = 0; t < 2; ++t) {
        for (int m = 0; m < n; ++m) {
            for (int c = 0; c < n; ++c) {
                if (!reference::exists(game, c)) continue;
                const reference::Entry here = table[t][m][c];
                if (here.remoteness == 0 || worthOf(here, t) == 0) continue;  // over, or lost
                std::vector<int> targets = t == 0 ? game.mouseSteps[m] : game.catSteps[c];
                if (game.pass) targets.push_back(t == 0 ? m : c);
                std::vector<int> keep;
                int others = 0, slowestLoss = 0;
                for (const int to : targets) {
                    if (t == 1 && !reference::exists(game, to)) continue;
                    const reference::Entry next = t == 0 ? table[1][to][c] : table[0][m][to];
                    if (worthOf(next, t) == worthOf(here, t)) {
                        keep.push_back(to);
                    } else {
                        ++others;
                        slowestLoss = std::max(slowestLoss, next.remoteness);
                    }
                }
                if (keep.size() != 1 || others == 0) continue;
                const int depth = here.outcome == 0 ? slowestLoss + 1 : here.remoteness;
                puzzles[{t, m, c}] = {keep[0], here.outcome, here.remoteness, others, depth};
            }
        }
    }
    return puzzles;
}

}  // namespace

TEST_CASE("findPuzzles gives exactly the positions where one move keeps a win or a draw, as the reference says") {
    std::mt19937 rng(913);
    int games = 0, puzzlesSeen = 0;
    for (int round = 0; round < 300; ++round) {
        const int n = 4 + round % 6;
        const Adjacency graph = support::randomGraph(rng, n, 0.3 + 0.1 * (round % 4));
        Variant variant;
        variant.holes = round % 5 == 0 ? std::vector<int>{0, n - 1} : std::vector<int>{0};
        variant.catOnHole = static_cast<CatOnHole>(round % 3);
        variant.pass = round % 4 == 1;
        auto rules = Rules::make(support::graphOf(graph), support::graphOf(graph), 0, variant);
        if (!rules) continue;  // e.g. a node without edges
        const auto solution = solve(*rules);
        REQUIRE(solution.ok());
        reference::Game game;
        game.mouseSteps = graph;
        game.catSteps = graph;
        game.holes = variant.holes;
        game.catOnHole = static_cast<int>(variant.catOnHole);
        game.pass = variant.pass;
        const auto expected = expectedPuzzles(game);
        PuzzleOptions all;
        all.count = 1u << 20;
        const auto found = findPuzzles(*solution, all);
        INFO("round " << round << ", " << n << " nodes");
        REQUIRE(found.size() == expected.size());
        for (std::size_t i = 0; i < found.size(); ++i) {
            const Puzzle& p = found[i];
            const auto at = expected.find({static_cast<int>(p.position.turn), p.position.mouse, p.position.cat});
            REQUIRE(at != expected.end());
            CHECK(p.answer == at->second.answer);
            CHECK(static_cast<int>(p.value.outcome) == at->second.outcome);
            CHECK((p.value.remoteness ? static_cast<int>(*p.value.remoteness) : -1) == at->second.remoteness);
            CHECK(p.tempting == at->second.tempting);
            CHECK(static_cast<int>(p.depth) == at->second.depth);
            if (i > 0) CHECK(found[i - 1].difficulty() <= p.difficulty());  // easiest first
        }
        ++games;
        puzzlesSeen += static_cast<int>(found.size());
    }
    CHECK(games > 200);
    CHECK(puzzlesSeen > 1000);  // the comparison is not an empty one
}

TEST_CASE("findPuzzles: a count spreads from the easiest to the hardest, a side filters, a budget samples the same way each time") {
    std::mt19937 rng(1728);
    const Adjacency graph = support::randomGraph(rng, 40, 0.08);
    const auto solution = solve(support::rulesOf(support::graphOf(graph)));
    REQUIRE(solution.ok());
    PuzzleOptions all;
    all.count = 1u << 20;
    const auto every = findPuzzles(*solution, all);
    REQUIRE(every.size() > 10);
    PuzzleOptions five;
    five.count = 5;
    const auto spread = findPuzzles(*solution, five);
    REQUIRE(spread.size() == 5);
    CHECK(spread.front().difficulty() == every.front().difficulty());
    CHECK(spread.back().difficulty() == every.back().difficulty());
    PuzzleOptions cats = all;
    cats.side = Player::Cat;
    for (const Puzzle& p : findPuzzles(*solution, cats)) CHECK(p.position.turn == Player::Cat);
    PuzzleOptions sampled = all;
    sampled.maxMovesLooked = 2000;
    const auto first = findPuzzles(*solution, sampled), again = findPuzzles(*solution, sampled);
    CHECK(first.size() < every.size());
    REQUIRE(first.size() == again.size());
    for (std::size_t i = 0; i < first.size(); ++i) CHECK(first[i].position == again[i].position);
}

TEST_CASE("findPuzzles says of each puzzle whether the game's start leads to it, as a plain search of the reference's moves says") {
    std::mt19937 rng(1729);
    int reached = 0, apart = 0;
    for (int round = 0; round < 200; ++round) {
        const int n = 5 + round % 6;
        // Sparse enough that many graphs come in pieces.
        const Adjacency graph = support::randomGraph(rng, n, 0.15 + 0.05 * (round % 4));
        Setup setup;
        setup.hole = 0;
        setup.mouse = 1 + static_cast<int>(rng() % (n - 1));
        setup.cat = 1 + static_cast<int>(rng() % (n - 1));
        setup.first = round % 2 ? Player::Cat : Player::Mouse;
        setup.variant.catOnHole = static_cast<CatOnHole>(round % 3);
        setup.variant.pass = round % 5 == 1;
        auto rules = Rules::make(support::graphOf(graph), support::graphOf(graph), setup);
        if (!rules) continue;  // the same node for both, say
        const auto solution = solve(*rules);
        REQUIRE(solution.ok());
        reference::Game game;
        game.mouseSteps = graph;
        game.catSteps = graph;
        game.catOnHole = static_cast<int>(setup.variant.catOnHole);
        game.pass = setup.variant.pass;
        const reference::Table table = reference::referenceSolve(game);
        // The test's own search: from the start, every move of a position not over.
        std::set<Key> seen{{setup.first == Player::Mouse ? 0 : 1, setup.mouse, setup.cat}};
        std::vector<Key> stack(seen.begin(), seen.end());
        while (!stack.empty()) {
            const auto [t, m, c] = stack.back();
            stack.pop_back();
            if (table[t][m][c].remoteness == 0) continue;  // over
            std::vector<int> targets = t == 0 ? graph[m] : graph[c];
            if (game.pass) targets.push_back(t == 0 ? m : c);
            for (const int to : targets) {
                if (t == 1 && !reference::exists(game, to)) continue;
                const Key next = t == 0 ? Key{1, to, c} : Key{0, m, to};
                if (seen.insert(next).second) stack.push_back(next);
            }
        }
        PuzzleOptions all;
        all.count = 1u << 20;
        INFO("round " << round << ", " << n << " nodes");
        for (const Puzzle& p : findPuzzles(*solution, all)) {
            REQUIRE(p.reachable.has_value());
            const bool expected = seen.count({static_cast<int>(p.position.turn), p.position.mouse, p.position.cat}) > 0;
            CHECK(*p.reachable == expected);
            ++(expected ? reached : apart);
        }
    }
    CHECK(reached > 200);
    CHECK(apart > 200);  // both answers are tested
}

TEST_CASE("findPuzzles leaves reachable unknown without a start, and reachedFrom past its budget knows only what it reached") {
    std::mt19937 rng(1730);
    const Adjacency graph = support::randomGraph(rng, 30, 0.1);
    const auto noStart = solve(support::rulesOf(support::graphOf(graph)));
    REQUIRE(noStart.ok());
    PuzzleOptions all;
    all.count = 1u << 20;
    const auto puzzles = findPuzzles(*noStart, all);
    REQUIRE(!puzzles.empty());
    for (const Puzzle& p : puzzles) CHECK(!p.reachable.has_value());
    Setup setup;
    auto rules = Rules::make(support::graphOf(graph), support::graphOf(graph), setup);
    REQUIRE(rules.ok());
    const auto started = solve(*rules);
    REQUIRE(started.ok());
    // Every position of the game, asked with a budget too small and one large enough.
    std::vector<Position> every;
    for (std::size_t i = 0; i < started->stateCount(); ++i)
        if (rules->isPosition(started->position(i))) every.push_back(started->position(i));
    const auto full = reachedFrom(*started, setup.start(), every, 1u << 30);
    const auto cut = reachedFrom(*started, setup.start(), every, 10);
    REQUIRE(full.size() == every.size());
    REQUIRE(cut.size() == every.size());
    int unknown = 0, reached = 0, never = 0;
    for (std::size_t i = 0; i < every.size(); ++i) {
        REQUIRE(full[i].has_value());
        ++(*full[i] ? reached : never);
        if (!cut[i]) ++unknown;
        else CHECK(*cut[i] == *full[i]);  // what the cut search says is true: it reached it
    }
    CHECK(reached > 0);
    CHECK(never > 0);
    CHECK(unknown > 0);
    // The start itself is known at once, and a search stops once its targets are all reached.
    CHECK(reachedFrom(*started, setup.start(), {setup.start()}, 0).front() == std::optional<bool>(true));
}
