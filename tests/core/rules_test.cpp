// The rules type answers every rules question: moves, terminal positions,
// what follows a move, which positions and starts belong to the game.
#include "support.hpp"

using namespace catmouse;

namespace {

// Node 0 is the hole; node 3 touches it, node 2 touches only it.
const char* const kGraph = "[[2,3],[3],[0],[0,1]]";

std::vector<int> movesFrom(const Rules& rules, const Position& p) {
    std::vector<int> moves;
    rules.forEachMove(p, [&](int to, const Position& next) {
        CHECK(next == Rules::after(p, to));
        moves.push_back(to);
    });
    return moves;
}

}  // namespace

TEST_CASE("the cat never enters the hole, the mouse may") {
    const auto rules = support::rulesOf(support::graphOf(kGraph), 0);
    CHECK(movesFrom(rules, {3, 1, Player::Mouse}) == std::vector<int>{0, 1});
    CHECK(movesFrom(rules, {1, 3, Player::Cat}) == std::vector<int>{1});
    CHECK(rules.moveCount(Player::Mouse, 3) == 2);
    CHECK(rules.moveCount(Player::Cat, 3) == 1);
    CHECK(rules.moveCount(Player::Cat, 2) == 0);
    CHECK_FALSE(rules.mayEnter(Player::Cat, 0));
    CHECK(rules.mayEnter(Player::Mouse, 0));
    CHECK_FALSE(rules.isPosition({1, 0, Player::Mouse}));
    CHECK(rules.isPosition({0, 1, Player::Cat}));
}

TEST_CASE("a move hands the turn over") {
    CHECK(Rules::after({1, 2, Player::Mouse}, 3) == Position{3, 2, Player::Cat});
    CHECK(Rules::after({1, 2, Player::Cat}, 3) == Position{1, 3, Player::Mouse});
}

TEST_CASE("terminal positions, in order of precedence") {
    const auto rules = support::rulesOf(support::graphOf(kGraph), 0);
    CHECK(rules.terminal({0, 1, Player::Cat}) == Outcome::MouseWins);  // the mouse in the hole
    CHECK(rules.terminal({1, 1, Player::Mouse}) == Outcome::CatWins);  // the cat on the mouse
    CHECK(rules.terminal({1, 2, Player::Cat}) == Outcome::MouseWins);  // the cat stuck: its only neighbour is the hole
    CHECK(rules.terminal({2, 2, Player::Cat}) == Outcome::CatWins);    // caught before being stuck counts
    CHECK_FALSE(rules.terminal({1, 3, Player::Mouse}).has_value());
    CHECK(rules.ending({0, 1, Player::Cat}) == Ending::MouseInHole);
    CHECK(rules.ending({1, 1, Player::Mouse}) == Ending::Caught);
    CHECK(rules.ending({1, 2, Player::Cat}) == Ending::Stuck);
    CHECK(rules.ending({1, 3, Player::Mouse}) == Ending::None);
    CHECK(movesFrom(rules, {0, 3, Player::Cat}).empty());  // no moves once the game is over
}

TEST_CASE("a whole-table rules has no start, a game's rules hold the checked one") {
    const auto graph = support::graphOf(kGraph);
    CHECK_FALSE(support::rulesOf(graph, 1).start().has_value());
    const auto game = Rules::make(graph, Setup{3, 1, 0, Player::Cat});
    REQUIRE(game.ok());
    CHECK(game->start() == Position{3, 1, Player::Cat});
}

namespace {

Rules variantRules(const Adjacency& adjacency, Orientation orientation, Variant variant) {
    auto graph = Graph::fromAdjacency(adjacency, nullptr, orientation);
    REQUIRE(graph.ok());
    auto rules = Rules::make(*std::move(graph), 0, std::move(variant));
    REQUIRE(rules.ok());
    return *std::move(rules);
}

std::vector<int> listOf(NeighbourRange range) { return std::vector<int>(range.begin(), range.end()); }

}  // namespace

TEST_CASE("variants: the cat on a hole is barred, guards or wins, precedence as rules.hpp states it") {
    const Adjacency graph = support::graphOf(kGraph).toAdjacency();
    const auto guards = variantRules(graph, Orientation::Undirected, Variant().withCatOnHole(CatOnHole::Guards));
    CHECK(guards.holes() == std::vector<int>{0});
    CHECK(guards.mayEnter(Player::Cat, 0));
    CHECK(guards.isPosition({1, 0, Player::Mouse}));
    CHECK(movesFrom(guards, {1, 3, Player::Cat}) == std::vector<int>{0, 1});
    CHECK(guards.ending({0, 0, Player::Cat}) == Ending::Caught);      // the mouse coming onto the cat on the hole is caught
    CHECK_FALSE(guards.terminal({1, 0, Player::Mouse}).has_value());  // a guarding cat has not won
    const auto wins = variantRules(graph, Orientation::Undirected, Variant().withCatOnHole(CatOnHole::Wins));
    CHECK(wins.ending({1, 0, Player::Mouse}) == Ending::CatInHole);
    CHECK(wins.terminal({1, 0, Player::Mouse}) == Outcome::CatWins);
    CHECK(wins.ending({0, 0, Player::Mouse}) == Ending::Caught);
    CHECK(wins.moveCount(Player::Cat, 2) == 1);  // no longer stuck: it may step onto the hole
    CHECK_FALSE(wins.isDefaultGame());
    CHECK(support::rulesOf(support::graphOf(kGraph), 0).isDefaultGame());
}

TEST_CASE("variants: several holes, passing, directed moves and their parents") {
    // Arcs 1 -> 2, 2 -> 3, 3 -> 1, 3 -> 0; holes 0 and 2.
    const auto rules = variantRules({{}, {2}, {3}, {0, 1}}, Orientation::Directed, Variant().withHoles({2, 0}).withPass(true));
    CHECK(rules.holes() == std::vector<int>{0, 2});  // sorted
    CHECK(rules.hole() == 0);
    CHECK(rules.isHole(2));
    CHECK_FALSE(rules.symmetric());
    // Passing adds the node itself, in ascending order; the cat never enters a hole, nor stays on one.
    CHECK(listOf(rules.moves(Player::Mouse, 3)) == std::vector<int>{0, 1, 3});
    CHECK(listOf(rules.moves(Player::Cat, 3)) == std::vector<int>{1, 3});
    CHECK(listOf(rules.moves(Player::Cat, 1)) == std::vector<int>{1});
    CHECK(listOf(rules.moves(Player::Mouse, 0)) == std::vector<int>{0});
    // Parents: where a move to the node comes from (standing nodes only).
    CHECK(listOf(rules.parents(Player::Mouse, 1)) == std::vector<int>{1, 3});
    CHECK(listOf(rules.parents(Player::Mouse, 3)) == std::vector<int>{2, 3});
    CHECK(listOf(rules.parents(Player::Cat, 3)) == std::vector<int>{3});  // 2 -> 3, but the cat never stands on 2
    CHECK(listOf(rules.parents(Player::Cat, 1)) == std::vector<int>{1, 3});
    // The mouse on either hole wins; a start on either is refused.
    CHECK(rules.terminal({2, 1, Player::Cat}) == Outcome::MouseWins);
    CHECK_FALSE(rules.checkStart({1, 3, Player::Mouse}).has_value());
    REQUIRE(rules.checkStart({2, 3, Player::Mouse}).has_value());
    CHECK(rules.checkStart({2, 3, Player::Mouse})->code == "rules.mouse-on-hole");
    CHECK(rules.checkStart({2, 3, Player::Mouse})->options == std::vector<std::string>{"mouse", "holes"});
}

TEST_CASE("variants: a move graph per player") {
    const auto mouse = support::graphOf("[[1],[0,2],[1,3],[2]]");            // a path
    const auto cat = support::graphOf("[[1,2,3],[0,2,3],[0,1,3],[0,1,2]]");  // complete
    auto rules = Rules::make(mouse, cat, 0);
    REQUIRE(rules.ok());
    CHECK(rules->graph() == mouse);
    CHECK(rules->graph(Player::Cat) == cat);
    CHECK(listOf(rules->moves(Player::Mouse, 1)) == std::vector<int>{0, 2});
    CHECK(listOf(rules->moves(Player::Cat, 1)) == std::vector<int>{2, 3});
    CHECK_FALSE(rules->isDefaultGame());
    auto same = Rules::make(mouse, mouse, 0);
    REQUIRE(same.ok());
    CHECK(same->isDefaultGame());  // one graph given twice is the default game
}
