// LeetCode 913's two examples, with their exact values and lines.
#include "support.hpp"

using namespace catmouse;

TEST_CASE("LeetCode example 1 is a draw") {
    const auto solution = support::solved(support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"));
    const auto value = solution.valueAt(Setup{}.start());
    CHECK(value.outcome == Outcome::Draw);
    CHECK_FALSE(value.remoteness.has_value());
}

TEST_CASE("LeetCode example 2 is a mouse win") {
    const auto solution = support::solved(support::graphOf("[[1,3],[0],[3],[0,2]]"));
    const auto value = solution.valueAt(Setup{}.start());
    CHECK(value.outcome == Outcome::MouseWins);
    // The mouse on node 1 steps straight into the hole.
    CHECK(value.remoteness == 1u);
    const auto line = solution.line(Setup{}.start());
    REQUIRE(line.ok());
    REQUIRE(line->size() == 2);
    CHECK((*line)[1] == Position{0, 2, Player::Cat});
}

TEST_CASE("rules options change the answer: cat first, other starts, another hole") {
    // A path 0-1-2-3: the mouse on 1 beside the hole wins at once if it moves first;
    // if the cat moves first from 2 it catches the mouse on 1.
    const auto graph = support::graphOf("0 1\n1 2\n2 3\n");
    const auto solution = support::solved(graph);
    CHECK(solution.valueAt({1, 2, Player::Mouse}) == Value{Outcome::MouseWins, 1u});
    CHECK(solution.valueAt({1, 2, Player::Cat}) == Value{Outcome::CatWins, 1u});

    // With the hole at 3 instead, the mouse on 2 steps into it; the mouse on 0
    // must step to 1, next to the cat on 2, and is caught.
    const auto holeAtThree = support::solved(graph, 3);
    CHECK(holeAtThree.valueAt({2, 0, Player::Mouse}) == Value{Outcome::MouseWins, 1u});
    CHECK(holeAtThree.valueAt({0, 2, Player::Mouse}) == Value{Outcome::CatWins, 2u});
}

TEST_CASE("a player with no legal move loses at once") {
    // Node 3 is isolated; the cat on 2 has only the hole next to it.
    const auto solution = support::solved(support::graphOf("[[1,2],[0],[0],[]]"));
    // The mouse to move on the isolated node 3 cannot move: the cat wins with no plies.
    CHECK(solution.valueAt({3, 2, Player::Mouse}) == Value{Outcome::CatWins, 0u});
    CHECK(solution.movesAt({3, 2, Player::Mouse}).empty());
    // The cat to move on 2 (only neighbour: the hole) cannot move: the mouse wins.
    CHECK(solution.valueAt({3, 2, Player::Cat}) == Value{Outcome::MouseWins, 0u});
    const auto line = solution.line({3, 2, Player::Cat});
    REQUIRE(line.ok());
    CHECK(line->size() == 1);
}
