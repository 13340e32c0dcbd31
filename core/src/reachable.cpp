#include "catmouse/reachable.hpp"

namespace catmouse {

std::optional<std::vector<bool>> reachableFrom(const Solution& solution, const Position& start, std::uint64_t maxMovesLooked) {
    const Rules& rules = solution.rules();
    if (rules.checkPosition(start)) return std::nullopt;
    std::vector<bool> seen(solution.stateCount(), false);
    // Depth first, each position pushed once: the stack never holds more
    // positions than moves looked at, which the budget bounds.
    std::vector<Position> stack{start};
    seen[solution.index(start)] = true;
    std::uint64_t looked = 0;
    while (!stack.empty()) {
        const Position p = stack.back();
        stack.pop_back();
        bool over = false;
        rules.forEachMove(p, [&](int, const Position& next) {
            if (++looked > maxMovesLooked) over = true;
            const std::size_t at = solution.index(next);
            if (over || seen[at]) return;
            seen[at] = true;
            stack.push_back(next);
        });
        if (over) return std::nullopt;
    }
    return seen;
}

}  // namespace catmouse
