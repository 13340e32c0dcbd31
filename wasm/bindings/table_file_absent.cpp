// The light module's table file: none (one_cat_table_file.cpp is the full
// module's). The browser's worker never asks for one; a program that starts
// the light module itself gets solver.needs-full.
#include "convert.hpp"
#include "one_cat_game.hpp"

namespace catmouse::wasm {

val OneCatGame::tableFile(double) const {
    return errorValue(Error{"solver.needs-full", "this module writes no table file: the full module (catmouse-core.wasm) does"});
}

}  // namespace catmouse::wasm
