// Which table a game's rules call for, as memory (solve_memory.hpp).
#include "catmouse/solve_memory.hpp"

#include "catmouse/two_cat_cost.hpp"
#include "catmouse/two_cats.hpp"

namespace catmouse {

std::uint64_t solvePeakBytes(const Rules& rules, const SolveOptions& options) {
    if (rules.twoCatStart()) return twoCatPeakBytes(rules.graph());
    return peakSolveBytes(rules, options.method, options.threads);
}

std::optional<Error> checkSolveLimits(const Rules& rules, const SolveOptions& options) {
    if (rules.twoCatStart()) {
        if (auto error = checkTwoCatLimits(rules.graph(), options.memoryLimit)) return error;
        return checkTwoCatTime(rules, options.maxSeconds, options.method);
    }
    return checkMemoryLimit(rules, options);
}

Error solveMemoryError(const Rules& rules, const std::string& what) {
    return rules.twoCatStart() ? twoCatMemoryError(rules.graph(), what) : memoryError(rules.graph(), what);
}

}  // namespace catmouse
