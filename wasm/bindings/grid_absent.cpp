// The light module's grid game: none. It reads JSON adjacency lists only
// (formats_absent.cpp), so no text gives it a grid; were one to, the
// package's worker would start the full module on solver.needs-full and ask
// it again (wasm/src/worker-service.js).
#include "convert.hpp"
#include "solved_game.hpp"

namespace catmouse::wasm {

val solvedGrid(Solution, ReadAs, GridGame, int) {
    return errorValue(Error{"solver.needs-full", "this module has no grid game: the full module (catmouse-core.wasm) solves LeetCode 1728 grids"});
}

}  // namespace catmouse::wasm
