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

TEST_CASE("the cat never enters the hole; the mouse may") {
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
    CHECK(rules.terminal({0, 1, Player::Cat}) == Outcome::MouseWins);   // the mouse in the hole
    CHECK(rules.terminal({1, 1, Player::Mouse}) == Outcome::CatWins);   // the cat on the mouse
    CHECK(rules.terminal({1, 2, Player::Cat}) == Outcome::MouseWins);   // the cat stuck: its only neighbour is the hole
    CHECK(rules.terminal({2, 2, Player::Cat}) == Outcome::CatWins);     // caught before being stuck counts
    CHECK_FALSE(rules.terminal({1, 3, Player::Mouse}).has_value());
    CHECK(rules.ending({0, 1, Player::Cat}) == Ending::MouseInHole);
    CHECK(rules.ending({1, 1, Player::Mouse}) == Ending::Caught);
    CHECK(rules.ending({1, 2, Player::Cat}) == Ending::Stuck);
    CHECK(rules.ending({1, 3, Player::Mouse}) == Ending::None);
    CHECK(movesFrom(rules, {0, 3, Player::Cat}).empty());  // no moves once the game is over
}

TEST_CASE("a whole-table rules has no start; a game's rules hold the checked one") {
    const auto graph = support::graphOf(kGraph);
    CHECK_FALSE(support::rulesOf(graph, 1).start().has_value());
    const auto game = Rules::make(graph, Setup{3, 1, 0, Player::Cat});
    REQUIRE(game.ok());
    CHECK(game->start() == Position{3, 1, Player::Cat});
}
