// A draw set (Rules::withDraws: the positions a game has visited, which the
// repetition rule makes draws if reached again) is honoured by every solve
// method and thread count and by verify(), as the independent reference
// (reference.hpp, Game::visited) states it: every graph on 4 nodes with
// random draw sets, and random bigger games.
#include "support.hpp"

#include "catmouse/verify.hpp"
#include "solve/methods.hpp"

using namespace catmouse;

namespace {

// Up to `count` random positions of the game (the cat where it may stand).
std::vector<Position> randomDraws(std::mt19937& rng, const Rules& rules, int count) {
    std::vector<Position> draws;
    std::uniform_int_distribution<int> node(0, rules.nodeCount() - 1);
    for (int i = 0; i < count; ++i) {
        const Position p{node(rng), node(rng), i % 2 == 0 ? Player::Mouse : Player::Cat};
        if (rules.isPosition(p)) draws.push_back(p);
    }
    return draws;
}

// "" when every method and thread count agrees with the reference and verify().
std::string check(const Adjacency& graph, const Variant& variant, const std::vector<Position>& draws, const std::vector<int>& threads) {
    auto base = Rules::make(support::graphOf(graph), 0, variant);
    if (!base) return base.error().message;
    auto rules = base->withDraws(draws);
    if (!rules) return rules.error().message;
    reference::Game game;
    game.mouseSteps = graph;
    game.catSteps = graph;
    game.holes = rules->holes();
    game.catOnHole = static_cast<int>(variant.catOnHole);
    game.pass = variant.pass;
    for (const Position& p : draws) game.visited.push_back({static_cast<int>(p.turn), p.mouse, p.cat});
    const auto solution = solve(*rules);
    if (!solution) return solution.error().message;
    const std::string difference = reference::differenceFrom(*solution, game);
    if (!difference.empty()) return "vs reference: " + difference;
    if (const auto problem = verify(*solution)) return "verify: " + *problem;
    for (const Method method : {Method::Auto, Method::Pull, Method::Push}) {
        for (const int t : threads) {
            const auto table = solveBitParallel(*rules, method, t, SolveControl{});
            if (!table || !(*table == solution->table())) {
                return "method " + std::to_string(static_cast<int>(method)) + " x" + std::to_string(t) + " differs";
            }
        }
    }
    return "";
}

}  // namespace

TEST_CASE("visited: every graph on 4 nodes, random draw sets, every method, as the reference") {
    std::mt19937 rng(24);
    const int n = 4;
    for (unsigned mask = 0; mask < 64; ++mask) {
        const Adjacency graph = support::graphFromMask(n, mask);
        for (const Variant& variant : {Variant().withHoles({0}), Variant().withHoles({0}).withCatOnHole(CatOnHole::Guards).withPass(true),
                                       Variant().withHoles({0, 3}).withCatOnHole(CatOnHole::Wins)}) {
            for (int round = 0; round < 4; ++round) {
                const auto base = Rules::make(support::graphOf(graph), 0, variant);
                REQUIRE(base.ok());
                const auto draws = randomDraws(rng, *base, 1 + round * 3);
                const std::string problem = check(graph, variant, draws, {1});
                INFO("mask " << mask << ", round " << round);
                if (!problem.empty()) FAIL(problem);
            }
        }
    }
}

TEST_CASE("visited: random games of 65 to 200 nodes with random draw sets, on several threads") {
    std::mt19937 rng(2024);
    for (int i = 0; i < 12; ++i) {
        const int n = std::uniform_int_distribution<int>(65, 200)(rng);
        const Adjacency graph = support::randomGraph(rng, n, (i % 2 == 0 ? 2.5 : 6.0) / n);
        const Variant variant = Variant().withHoles({0}).withCatOnHole(static_cast<CatOnHole>(i % 3)).withPass(i % 4 == 3);
        const auto base = Rules::make(support::graphOf(graph), 0, variant);
        REQUIRE(base.ok());
        const auto draws = randomDraws(rng, *base, 1 + i * 20);
        INFO(i << ": " << n << " nodes, " << draws.size() << " drawn positions");
        const std::string problem = check(graph, variant, draws, {1, 2, 3});
        if (!problem.empty()) FAIL(problem);
    }
}

// Grids of 256 nodes or more are solved in the solver's own numbering (a
// Morton curve of the cells, pull_push.cpp's localOrder): the draw set and
// the rules' questions are asked in the graph's ids, the table put back.
TEST_CASE("visited: a 17 x 16 grid (renumbered by the solver) with random draw sets, two variants, on 1 and 2 threads") {
    Adjacency graph(17 * 16);
    for (int r = 0; r < 16; ++r) {
        for (int c = 0; c < 17; ++c) {
            const int a = r * 17 + c;
            if (c + 1 < 17) {
                graph[a].push_back(a + 1);
                graph[a + 1].push_back(a);
            }
            if (r + 1 < 16) {
                graph[a].push_back(a + 17);
                graph[a + 17].push_back(a);
            }
        }
    }
    std::mt19937 rng(272);
    for (const Variant& variant : {Variant().withHoles({0}), Variant().withHoles({0, 200}).withCatOnHole(CatOnHole::Wins).withPass(true)}) {
        const auto base = Rules::make(support::graphOf(graph), 0, variant);
        REQUIRE(base.ok());
        const auto draws = randomDraws(rng, *base, 200);
        const std::string problem = check(graph, variant, draws, {1, 2});
        if (!problem.empty()) FAIL(problem);
    }
}

TEST_CASE("visited: the issue's game: after the mouse's 1 to 4 and back, the cat's only reply repeats the start") {
    const auto graph = support::graphOf("[[6],[4],[9],[5],[6,1,8],[3,6,7],[0,4,5],[5],[4],[2]]");
    const auto rules = Rules::make(graph, Setup{1, 2, 0});
    REQUIRE(rules.ok());
    const auto fresh = solve(*rules);
    REQUIRE(fresh.ok());
    // The line before the cat's reply: start (1, 2, mouse), (4, 2, cat), (4, 9, mouse); now (1, 9, cat).
    const auto given = rules->withDraws({{1, 2, Player::Mouse}, {4, 2, Player::Cat}, {4, 9, Player::Mouse}});
    REQUIRE(given.ok());
    const auto history = solve(*given);
    REQUIRE(history.ok());
    const auto moves = history->moves({1, 9, Player::Cat});
    REQUIRE(moves.ok());
    REQUIRE(moves->size() == 1);  // 9 -> 2 only, back to the start
    CHECK(fresh->valueAt({1, 9, Player::Cat}).outcome == Outcome::MouseWins);
    CHECK(history->valueAt({1, 9, Player::Cat}).outcome == Outcome::Draw);
}

TEST_CASE("visited: a draw set must hold positions of the game") {
    const auto rules = Rules::make(support::graphOf("[[1,3],[0],[3],[0,2]]"), 0);
    REQUIRE(rules.ok());
    const auto outside = rules->withDraws({{1, 7, Player::Mouse}});
    REQUIRE_FALSE(outside.ok());
    CHECK(outside.error().code == "position.node-out-of-range");
    CHECK(outside.error().options == std::vector<std::string>{"visited"});
    const auto onHole = rules->withDraws({{1, 0, Player::Cat}});
    REQUIRE_FALSE(onHole.ok());
    CHECK(onHole.error().code == "position.cat-on-hole");
    const auto repeated = rules->withDraws({{1, 2, Player::Cat}, {1, 2, Player::Cat}});
    REQUIRE(repeated.ok());
    CHECK(repeated->draws().size() == 1);
}
