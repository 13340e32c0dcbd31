#pragma once
// A solved table against the reference solver (reference.hpp), position by
// position; shared by the Catch2 tests (support.hpp) and the solve fuzz
// target, so it includes no test framework.
#include <string>

#include "catmouse/solution.hpp"
#include "reference.hpp"

namespace reference {

// The first difference in words, or "" when they agree everywhere.
inline std::string differenceFrom(const catmouse::Solution& solution, const Adjacency& adjacency) {
    const auto table = referenceSolve(adjacency, solution.hole());
    const int n = solution.nodeCount();
    for (int t = 0; t < 2; ++t) {
        for (int m = 0; m < n; ++m) {
            for (int c = 0; c < n; ++c) {
                if (c == solution.hole()) continue;
                const catmouse::Position p{m, c, static_cast<catmouse::Player>(t)};
                const auto ours = solution.valueAt(p);
                const auto& theirs = table[t][m][c];
                const int remoteness = ours.remoteness ? static_cast<int>(*ours.remoteness) : -1;
                if (static_cast<int>(ours.outcome) != theirs.outcome || remoteness != theirs.remoteness) {
                    return "mouse " + std::to_string(m) + ", cat " + std::to_string(c) + ", turn " + std::to_string(t) +
                           ": solver says " + std::to_string(static_cast<int>(ours.outcome)) + "/" +
                           std::to_string(remoteness) + ", reference says " + std::to_string(theirs.outcome) + "/" +
                           std::to_string(theirs.remoteness);
                }
            }
        }
    }
    return "";
}

}  // namespace reference
