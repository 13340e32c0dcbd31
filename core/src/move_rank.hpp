#pragma once
// How the side to move ranks its moves, shared by both games' queries
// (solution.cpp, two_cat_solution.cpp).
#include <cstdint>
#include <utility>

#include "catmouse/game.hpp"

namespace catmouse::detail {

// Sort key for a move, smaller is better for the side to move: wins by
// fewest plies, then draws, then losses by most plies.
inline std::pair<int, std::int64_t> moveRank(const Value& v, Player mover) {
    if (v.outcome == Outcome::Draw) return {1, 0};
    const auto plies = static_cast<std::int64_t>(*v.remoteness);
    return v.outcome == winFor(mover) ? std::make_pair(0, plies) : std::make_pair(2, -plies);
}

}  // namespace catmouse::detail
