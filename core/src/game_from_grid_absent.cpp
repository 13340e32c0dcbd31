// The light wasm module's grid game: none. It reads JSON adjacency lists
// only (wasm/bindings/formats_absent.cpp), so no text gives it a grid; were
// one to, the package's worker would start the full module on
// solver.needs-full and ask it again. Linked instead of game_from_grid.cpp
// (wasm/wasm.cmake).
#include "game_from_grid.hpp"

namespace catmouse::detail {

Expected<TextGame> gridGame(Imported, const GameRequest&) {
    return Error{"solver.needs-full", "this module has no grid game: the full module (catmouse-core.wasm) solves LeetCode 1728 grids"};
}

}  // namespace catmouse::detail
