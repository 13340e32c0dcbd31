#pragma once
// What a game's solve needs, one cat or two, asked before anything is
// allocated: the one question the command lines and the bindings ask to check
// a limit or reserve the memory, whichever table (solve.hpp, two_cats.hpp)
// the game's rules call for.
#include <cstdint>
#include <optional>
#include <string>

#include "catmouse/error.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/solve.hpp"

namespace catmouse {

// Bytes the solve of these rules holds at its peak: peakSolveBytes, or
// twoCatPeakBytes when the rules have a second cat's start.
std::uint64_t solvePeakBytes(const Rules& rules, const SolveOptions& options = {});
// limits.memory when the solve is over options.memoryLimit (checkMemoryLimit)
// or, for two cats, over the node limit too (checkTwoCatLimits); then for
// two cats limits.time when the estimate is over options.maxSeconds
// (checkTwoCatTime, two_cat_cost.hpp).
std::optional<Error> checkSolveLimits(const Rules& rules, const SolveOptions& options = {});
// limits.memory naming the megabytes the solve needs and `what` it is more
// than (memoryError, twoCatMemoryError).
Error solveMemoryError(const Rules& rules, const std::string& what);

}  // namespace catmouse
