#include <memory>
#include <utility>

#include "catmouse/two_cat_cost.hpp"
#include "catmouse/two_cats.hpp"
#include "convert.hpp"
#include "solved_game.hpp"
#include "two_cat_game.hpp"

namespace catmouse::wasm {

val solvedTwoCats(Checked game, const SolveOptions& options) {
    auto solved = solveTwoCats(std::move(game.rules), options);
    if (!solved) return errorValue(solved.error());
    return gameValue(val(std::make_unique<TwoCatGame>(*std::move(solved), std::move(game.read))), "twoCats");
}

std::optional<Error> twoCatRefusal(const Rules& rules, const GameOptions& options, std::uint64_t memoryLimit) {
    if (auto large = checkTwoCatLimits(rules.graph(), memoryLimit)) return large;
    return checkTwoCatTime(rules, options.maxSeconds);
}

}  // namespace catmouse::wasm
