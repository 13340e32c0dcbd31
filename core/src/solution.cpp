#include "catmouse/solution.hpp"

#include <algorithm>
#include <unordered_set>
#include <utility>

#include "move_rank.hpp"

namespace catmouse {
using detail::moveRank;

std::vector<Move> Solution::movesAt(const Position& p) const {
    std::vector<Move> moves;
    rules_.forEachMove(p, [&](int to, const Position& next) { moves.push_back({to, valueAt(next)}); });
    // Moves come in ascending node order, so a stable sort leaves ties by lowest id.
    std::stable_sort(moves.begin(), moves.end(), [mover = p.turn](const Move& a, const Move& b) {
        return moveRank(a.value, mover) < moveRank(b.value, mover);
    });
    return moves;
}

Expected<Value> Solution::value(const Position& p) const {
    if (auto error = rules_.checkPosition(p)) return *error;
    return valueAt(p);
}

Expected<std::vector<Move>> Solution::moves(const Position& p) const {
    if (auto error = rules_.checkPosition(p)) return *error;
    return movesAt(p);
}

Expected<std::vector<Position>> Solution::line(const Position& start) const {
    if (auto error = rules_.checkPosition(start)) return *error;
    std::vector<Position> positions{start};
    std::unordered_set<std::size_t> seen{index(start)};
    for (Position at = start;;) {
        const auto moves = movesAt(at);
        if (moves.empty()) break;
        at = Rules::after(at, moves.front().to);
        positions.push_back(at);
        if (!seen.insert(index(at)).second) break;  // only a drawn line can repeat
    }
    return positions;
}

}  // namespace catmouse
