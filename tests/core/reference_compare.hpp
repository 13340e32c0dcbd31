#pragma once
// A solved table against the reference solver (reference.hpp), position by
// position; shared by the Catch2 tests (support.hpp) and the solve fuzz
// target, so it includes no test framework.
#include <string>

#include "catmouse/solution.hpp"
#include "reference.hpp"

namespace reference {

// The first difference in words, or "" when they agree everywhere
// (including which entries are positions at all).
inline std::string differenceFrom(const catmouse::Solution& solution, const Game& game) {
    const auto table = referenceSolve(game);
    const int n = solution.nodeCount();
    for (int t = 0; t < 2; ++t) {
        for (int m = 0; m < n; ++m) {
            for (int c = 0; c < n; ++c) {
                const catmouse::Position p{m, c, static_cast<catmouse::Player>(t)};
                const std::string where = "mouse " + std::to_string(m) + ", cat " + std::to_string(c) + ", turn " + std::to_string(t);
                if (solution.rules().isPosition(p) != exists(game, c)) return where + ": not a position for one of them only";
                if (!exists(game, c)) {
                    if (solution.table().entry(solution.index(p)).outcome != catmouse::Table::kNotAPosition) {
                        return where + ": a non-position with an entry";
                    }
                    continue;
                }
                const auto ours = solution.valueAt(p);
                const auto& theirs = table[t][m][c];
                const int remoteness = ours.remoteness ? static_cast<int>(*ours.remoteness) : -1;
                if (static_cast<int>(ours.outcome) != theirs.outcome || remoteness != theirs.remoteness) {
                    return where + ": solver says " + std::to_string(static_cast<int>(ours.outcome)) + "/" +
                           std::to_string(remoteness) + ", reference says " + std::to_string(theirs.outcome) + "/" +
                           std::to_string(theirs.remoteness);
                }
            }
        }
    }
    return "";
}

inline std::string differenceFrom(const catmouse::Solution& solution, const Adjacency& adjacency) {
    Game game;
    game.mouseSteps = adjacency;
    game.catSteps = adjacency;
    game.holes = {solution.hole()};
    return differenceFrom(solution, game);
}

}  // namespace reference
