#include "catmouse/verify.hpp"

#include <algorithm>
#include <limits>
#include <string>

namespace catmouse {
namespace {

using Entry = Table::Entry;

std::string describe(const Position& p) {
    return "position (mouse " + std::to_string(p.mouse) + ", cat " + std::to_string(p.cat) + ", " + toString(p.turn) +
           " to move)";
}

std::string describe(const Entry& e) {
    if (e.outcome == Table::kNotAPosition) return "not a position";
    if (e.outcome == 0) return e.remoteness == 0 ? "a draw" : "a draw with a remoteness";
    return std::string(winnerName(static_cast<Outcome>(e.outcome))) + " wins in " + std::to_string(e.remoteness);
}

// The entry a position must have given the stored entries of its children,
// recomputed from the rules.
Entry expectedEntry(const Solution& solution, const Position& p) {
    const Rules& rules = solution.rules();
    const Table& table = solution.table();
    if (!rules.isPosition(p)) return {Table::kNotAPosition, 0};
    if (const auto outcome = rules.terminal(p)) return {static_cast<int>(*outcome), 0};

    const int mine = static_cast<int>(winFor(p.turn));
    const int theirs = static_cast<int>(winFor(opponent(p.turn)));
    std::uint32_t fastestWin = std::numeric_limits<std::uint32_t>::max();
    std::uint32_t slowestLoss = 0;
    bool allLose = true;
    rules.forEachMove(p, [&](int, const Position& child) {
        const Entry e = table.entry(table.index(child));
        if (e.outcome == mine) fastestWin = std::min(fastestWin, e.remoteness);
        if (e.outcome == theirs) slowestLoss = std::max(slowestLoss, e.remoteness);
        else allLose = false;
    });
    if (fastestWin != std::numeric_limits<std::uint32_t>::max()) return {mine, fastestWin + 1};
    if (allLose) return {theirs, slowestLoss + 1};
    return {0, 0};
}

}  // namespace

std::optional<std::string> verify(const Solution& solution) {
    const auto n = static_cast<std::size_t>(solution.nodeCount());
    const Table& table = solution.table();
    if (table.size() != 2 * n * n) {
        return "the table has " + std::to_string(table.size()) + " entries; a " + std::to_string(n) + "-node graph has " +
               std::to_string(2 * n * n) + " positions";
    }
    for (std::size_t s = 0; s < table.size(); ++s) {
        const Position p = table.position(s);
        const Entry stored = table.entry(s);
        const Entry expected = expectedEntry(solution, p);
        if (stored != expected) {
            return describe(p) + " is stored as " + describe(stored) + " but its moves make it " + describe(expected);
        }
    }
    return std::nullopt;
}

}  // namespace catmouse
