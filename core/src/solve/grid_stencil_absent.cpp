// The light wasm module's grid stencil: none. Method::Auto takes the stencil
// for a grid-shaped board of kGridStencilFrom nodes or more (boardForAuto);
// there the light module answers solver.needs-full (methodMissing, asked
// before the solve's checks are reported or its memory reserved), and the
// package's worker starts the full module and asks it again
// (wasm/src/worker-service.js), which solves it with the stencil once
// fetched; every smaller or other board is the light module's alone. Linked
// instead of grid_stencil.cpp and grid_stencil_turns.cpp (wasm/wasm.cmake).
#include "grid_board.hpp"
#include "methods.hpp"

namespace catmouse {
namespace {
Error needsFull() {
    return Error{"solver.needs-full", "this module has no grid stencil: the full module (catmouse-core.wasm) solves a grid of this size"};
}
}  // namespace

std::optional<Error> methodMissing(const Rules& rules, Method method) {
    if (method != Method::Auto || !detail::boardForAuto(rules)) return std::nullopt;
    return needsFull();
}

// (a caller that did not ask methodMissing first)
std::optional<Expected<Table>> solveGridStencilForAuto(const Rules& rules, int, const SolveControl&) {
    if (!detail::boardForAuto(rules)) return std::nullopt;
    return Expected<Table>(needsFull());
}

}  // namespace catmouse
