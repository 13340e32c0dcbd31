// Graphs where the popular "draw after 2n turns" recursion is wrong: the cat
// has a forced win that takes more plies than the recursion looks at. Found by
// a random search over 10-node graphs with the reference solver.
#include "support.hpp"

using namespace catmouse;

namespace {

struct Regression {
    const char* graph;
    Value expected;
};

const Regression kRegressions[] = {
    {"[[8],[2,4,6,9],[1,7,8],[5,7,8,9],[1,6],[3,7,9],[1,4,7],[2,3,5,6],[0,2,3,9],[1,3,5,8]]", {Outcome::CatWins, 24u}},
    {"[[2],[6,8,9],[0,3,5],[2,5,6],[7,8,9],[2,3,6,7,9],[1,3,5],[4,5,8],[1,4,7],[1,4,5]]", {Outcome::CatWins, 22u}},
    {"[[8],[3,5,6],[3,4,5,7,9],[1,2,8],[2,5],[1,2,4],[1,7,8,9],[2,6,8],[0,3,6,7],[2,6]]", {Outcome::CatWins, 22u}},
    {"[[9],[5,6,7],[8],[5,6],[5,8],[1,3,4],[1,3,7],[1,6],[2,4],[0]]", {Outcome::CatWins, 20u}},
};

}  // namespace

TEST_CASE("2n-cutoff regressions: exact outcome and remoteness, where the cutoff says draw") {
    for (const auto& regression : kRegressions) {
        INFO(regression.graph);
        const auto graph = support::graphOf(regression.graph);
        const auto solution = support::solved(graph);
        const auto adjacency = graph.toAdjacency();
        CHECK(support::differenceFromReference(solution, adjacency).empty());
        CHECK(solution.valueAt(Setup{}.start()) == regression.expected);

        const int n = graph.nodeCount();
        CHECK(reference::cutoffSolve(adjacency, 2 * n) == static_cast<int>(Outcome::Draw));
        // The cutoff is wrong only because the win is longer than it looks:
        // given enough turns, the same recursion finds the cat's win.
        CHECK(reference::cutoffSolve(adjacency, static_cast<int>(*regression.expected.remoteness)) == 0);
        CHECK(reference::cutoffSolve(adjacency, static_cast<int>(*regression.expected.remoteness) + 1) ==
              static_cast<int>(Outcome::CatWins));

        const auto line = solution.line(Setup{}.start());
        REQUIRE(line.ok());
        CHECK(line->size() == *regression.expected.remoteness + 1);
        CHECK(line->back().mouse == line->back().cat);
    }
}
