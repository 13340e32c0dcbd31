// The turn limit's answer from the exact table (see turn_limit.hpp).
#include "catmouse/turn_limit.hpp"

namespace catmouse {

Outcome withinTurns(const Value& exact, int turnLimit) {
    const bool inTime = exact.outcome == Outcome::MouseWins && exact.remoteness && *exact.remoteness <= static_cast<std::uint32_t>(turnLimit);
    return inTime ? Outcome::MouseWins : Outcome::CatWins;
}

TurnLimitDifferences turnLimitDifferences(const Solution& solution, int turnLimit, const Position& first, std::size_t examples) {
    TurnLimitDifferences found;
    const Rules& rules = solution.rules();
    const auto differs = [&](const Position& p, Value& value) {
        if (!rules.isPosition(p) || rules.isOver(p)) return false;
        value = solution.valueAt(p);
        return value.outcome != withinTurns(value, turnLimit);
    };
    Value value;
    if (examples > 0 && differs(first, value)) found.examples.push_back(first);
    for (std::size_t i = 0; i < solution.stateCount(); ++i) {
        const Position p = solution.position(i);
        if (!differs(p, value)) continue;
        ++(value.outcome == Outcome::Draw ? found.draws : found.slowMouseWins);
        if (found.examples.size() < examples && p != first) found.examples.push_back(p);
    }
    return found;
}

std::uint32_t longestMouseWin(const Solution& solution) {
    std::uint32_t longest = 0;
    for (std::size_t i = 0; i < solution.stateCount(); ++i) {
        const Position p = solution.position(i);
        if (!solution.rules().isPosition(p)) continue;
        const Value value = solution.valueAt(p);
        if (value.outcome == Outcome::MouseWins && *value.remoteness > longest) longest = *value.remoteness;
    }
    return longest;
}

}  // namespace catmouse
