#pragma once
// Baseline (a): the classic retrograde solver, written the plain way a good
// LeetCode 913 solution is, extended with remoteness. Nothing here is tuned.
#include <vector>

#include "generators.hpp"

namespace bench {

struct BaselineTable {
    int n = 0;
    // Flat [mouse][cat][turn] arrays, turn 0 = mouse to move; 0 draw, 1 mouse wins, 2 cat wins.
    std::vector<int> result;
    std::vector<int> remoteness;
    int at(int mouse, int cat, int turn) const { return result[(static_cast<std::size_t>(mouse) * n + cat) * 2 + turn]; }
};

BaselineTable baselineSolve(const Adjacency& graph, int hole);

}  // namespace bench
