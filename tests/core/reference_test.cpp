// Every position's outcome and remoteness against the sweeping reference:
// all graphs on 3 to 6 labelled nodes, and hundreds of random graphs.
#include "support.hpp"

using namespace catmouse;

TEST_CASE("every graph with up to 6 nodes matches the reference, position by position") {
    for (int n = 3; n <= 6; ++n) {
        const unsigned pairs = static_cast<unsigned>(n * (n - 1) / 2);
        for (unsigned mask = 0; mask < (1u << pairs); ++mask) {
            const auto adjacency = support::graphFromMask(n, mask);
            const auto solution = support::solve(support::graphOf(adjacency), 0);
            REQUIRE(solution.ok());
            const auto problem = verify(*solution);
            const auto difference = support::differenceFromReference(*solution, adjacency);
            if (problem || !difference.empty()) {
                FAIL("n " << n << ", edge mask " << mask << ": " << (problem ? *problem : difference));
            }
        }
    }
}

TEST_CASE("random graphs up to 50 nodes match the reference, position by position") {
    std::mt19937 rng(913);
    std::uniform_int_distribution<int> size(3, 50);
    std::uniform_real_distribution<double> density(0.03, 0.5);
    for (int i = 0; i < 300; ++i) {
        const int n = size(rng);
        const int hole = std::uniform_int_distribution<int>(0, n - 1)(rng);
        const auto adjacency = support::randomGraph(rng, n, density(rng));
        const auto solution = support::solved(support::graphOf(adjacency), hole);
        const auto difference = support::differenceFromReference(solution, adjacency);
        if (!difference.empty()) FAIL("graph " << i << " (" << n << " nodes, hole " << hole << "): " << difference);
    }
}
