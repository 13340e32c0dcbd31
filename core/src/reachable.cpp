#include "catmouse/reachable.hpp"

#include <algorithm>

namespace catmouse {

std::vector<std::optional<bool>> reachedFrom(const Solution& solution, const Position& start, const std::vector<Position>& targets,
                                             std::uint64_t maxMovesLooked) {
    std::vector<std::optional<bool>> answers(targets.size());
    const Rules& rules = solution.rules();
    if (targets.empty() || rules.checkPosition(start)) return answers;
    // The targets' state indices, sorted and once each: how many are still to find.
    std::vector<std::size_t> wanted;
    wanted.reserve(targets.size());
    for (const Position& p : targets) wanted.push_back(solution.index(p));
    std::sort(wanted.begin(), wanted.end());
    wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
    std::size_t left = wanted.size();
    std::vector<bool> seen(solution.stateCount(), false);
    const auto reach = [&](std::size_t at) {
        seen[at] = true;
        if (std::binary_search(wanted.begin(), wanted.end(), at)) --left;
    };
    // Depth first, each position pushed once: the stack never holds more
    // positions than moves looked at, which the budget bounds.
    std::vector<Position> stack{start};
    reach(solution.index(start));
    std::uint64_t looked = 0;
    bool whole = true;  // the search ran to its end: what it did not reach, the start never reaches
    while (!stack.empty() && left > 0) {
        const Position p = stack.back();
        stack.pop_back();
        rules.forEachMove(p, [&](int, const Position& next) {
            if (!whole || ++looked > maxMovesLooked) {
                whole = false;
                return;
            }
            const std::size_t at = solution.index(next);
            if (seen[at]) return;
            reach(at);
            stack.push_back(next);
        });
        if (!whole) break;
    }
    for (std::size_t i = 0; i < targets.size(); ++i) {
        if (seen[solution.index(targets[i])]) answers[i] = true;
        else if (whole) answers[i] = false;
    }
    return answers;
}

}  // namespace catmouse
