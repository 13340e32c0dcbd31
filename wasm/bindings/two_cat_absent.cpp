// The light module's two-cat solve: none. The package's worker starts the
// full module on solver.needs-full and asks it again (wasm/src/worker-service.js).
#include "convert.hpp"
#include "solved_game.hpp"

namespace catmouse::wasm {
namespace {
Error needsFull() {
    return Error{"solver.needs-full", "this module has no two-cat solve: the full module (catmouse-core.wasm) solves two cats"};
}
}  // namespace

val solvedTwoCats(Checked, const SolveOptions&) { return errorValue(needsFull()); }

std::optional<Error> twoCatRefusal(const Rules&, const GameOptions&, std::uint64_t) { return needsFull(); }

}  // namespace catmouse::wasm
