// The full module's own entries: the two-cat game, the grid's game, table
// files and the command line. The light module (catmouse-core-lite.wasm) leaves this file
// out; the package starts the full one when it is asked for them.
#include <emscripten/bind.h>

#include "calls.hpp"
#include "convert.hpp"
#include "grid_board_game.hpp"
#include "stored_table.hpp"
#include "two_cat_game.hpp"

EMSCRIPTEN_BINDINGS(catmouse_full) {
    using namespace catmouse::wasm;
    using emscripten::base;
    using emscripten::class_;
    using emscripten::function;

    class_<GridBoardGame, base<OneCatGame>>("GridGame")
        .function("grid", &Guarded<&GridBoardGame::grid>::call)
        .function("turnLimit", &Guarded<&GridBoardGame::turnLimit>::call)
        .function("differences", &Guarded<&GridBoardGame::differences>::call);

    class_<TwoCatGame>("TwoCatGame")
        .function("nodeCount", &TwoCatGame::nodeCount)
        .function("hole", &TwoCatGame::hole)
        .function("variant", &Guarded<&TwoCatGame::variant>::call)
        .function("start", &Guarded<&TwoCatGame::start>::call)
        .function("format", &TwoCatGame::format)
        .function("warnings", &TwoCatGame::warnings)
        .function("expectedOutput", &TwoCatGame::expectedOutput)
        .function("adjacencyArrays", &Guarded<&TwoCatGame::adjacencyArrays>::call)
        .function("value", &Guarded<&TwoCatGame::value>::call)
        .function("moves", &Guarded<&TwoCatGame::moves>::call)
        .function("line", &Guarded<&TwoCatGame::line>::call)
        .function("ending", &Guarded<&TwoCatGame::ending>::call)
        .function("lineFacts", &Guarded<&TwoCatGame::lineFacts>::call)
        .function("lineWithFacts", &Guarded<&TwoCatGame::lineWithFacts>::call);
    class_<StoredGameTable>("StoredGameTable")
        .function("nodeCount", &StoredGameTable::nodeCount)
        .function("hole", &StoredGameTable::hole)
        .function("stateCount", &StoredGameTable::stateCount)
        .function("decode", &Guarded<&StoredGameTable::decode>::call)
        .function("releaseScratch", &StoredGameTable::releaseScratch);
    function("readTable", &readTable);
    function("runCli", &runCli);
}
