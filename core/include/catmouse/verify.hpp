#pragma once
// An independent local check of a solved table: every decided position is
// justified by its moves with exactly the right remoteness, and no drawn
// position has a winning move or only losing ones. Such a table is the
// unique correct one (induction on remoteness), so this proves a solution.
// It asks the rules for moves and terminal positions, and nothing of how the
// table was solved.
#include <optional>
#include <string>

#include "catmouse/solution.hpp"

namespace catmouse {

// Empty when consistent; otherwise the first inconsistency found, in words.
std::optional<std::string> verify(const Solution& solution);

}  // namespace catmouse
