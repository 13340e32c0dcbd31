// The light wasm module's grid stencil: none. Method::Auto takes the stencil
// for a grid-shaped board of kGridStencilFrom nodes or more (boardForAuto);
// there the light module answers solver.needs-full, and the package's worker
// starts the full module and asks it again (wasm/src/worker-service.js), so
// such a board is solved as fast as before, and every smaller or other
// board by the light module alone. Linked instead of grid_stencil.cpp and
// grid_stencil_turns.cpp (wasm/wasm.cmake), which are a fifth of the code a
// board of a few nodes fetches.
#include "grid_board.hpp"
#include "methods.hpp"

namespace catmouse {

std::optional<Expected<Table>> solveGridStencilForAuto(const Rules& rules, int, const SolveControl&) {
    if (!detail::boardForAuto(rules)) return std::nullopt;
    return Expected<Table>(Error{"solver.needs-full",
                                 "this module has no grid stencil: the full module (catmouse-core.wasm) solves a "
                                 "grid of this size"});
}

}  // namespace catmouse
