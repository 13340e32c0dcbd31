#pragma once
// A solved game as the package receives it, and the two-cat solve and the
// grid's game, which only the full module has: the light module
// (catmouse-core-lite.wasm, everything but the two-cat solve, the grid game,
// table files, the command line and the readers of other formats than the
// JSON adjacency list) links two_cat_absent.cpp instead of two_cat_solve.cpp,
// grid_absent.cpp instead of grid_board_game.cpp, and formats_absent.cpp.
#include <emscripten/val.h>

#include <string>

#include <cstdint>
#include <optional>

#include "catmouse/grid.hpp"
#include "catmouse/solution.hpp"
#include "catmouse/solve.hpp"
#include "check.hpp"
#include "options.hpp"

namespace catmouse::wasm {

using emscripten::val;

// {game, kind}: the handle JavaScript must delete() and "graph", "twoCats" or "grid".
inline val gameValue(val handle, const char* kind) {
    val result = val::object();
    result.set("game", handle);
    result.set("kind", std::string(kind));
    return result;
}

// {game, kind: "twoCats"} or {error}; in the light module always the error
// solver.needs-full, on which the package starts the full module and asks again.
val solvedTwoCats(Checked game, const SolveOptions& options);
// What a two-cat solve refuses before it starts (the node and memory limits,
// then the time), or nothing; in the light module always solver.needs-full.
std::optional<Error> twoCatRefusal(const Rules& rules, const GameOptions& options, std::uint64_t memoryLimit);

// {game, kind: "grid"}: a LeetCode 1728 grid's solved game (GridBoardGame);
// in the light module, which reads no grid, the error solver.needs-full.
val solvedGrid(Solution solution, ReadAs read, GridGame grid, int turnLimit);

}  // namespace catmouse::wasm
