// The embind table: what the module hands JavaScript, each name written
// here once. The converters are convert.hpp, the options options.hpp, the
// games one_cat_game.hpp, two_cat_game.hpp and grid_board_game.hpp, the free
// functions calls.hpp. A call that runs out of memory returns limits.memory
// (Guarded); nothing is thrown across the boundary. What only the full
// module has (two cats, grids, table files, the command line) is bindings_full.cpp.
#include <emscripten/bind.h>

#include "calls.hpp"
#include "catmouse/graph.hpp"
#include "convert.hpp"
#include "one_cat_game.hpp"
#include "options.hpp"

EMSCRIPTEN_BINDINGS(catmouse) {
    using namespace catmouse::wasm;
    using emscripten::class_;
    using emscripten::function;

    class_<OneCatGame>("Game")
        .function("nodeCount", &OneCatGame::nodeCount)
        .function("hole", &OneCatGame::hole)
        .function("variant", &Guarded<&OneCatGame::variant>::call)
        .function("start", &Guarded<&OneCatGame::start>::call)
        .function("format", &OneCatGame::format)
        .function("warnings", &OneCatGame::warnings)
        .function("expectedOutput", &OneCatGame::expectedOutput)
        .function("adjacencyArrays", &Guarded<&OneCatGame::adjacencyArrays>::call)
        .function("value", &Guarded<&OneCatGame::value>::call)
        .function("moves", &Guarded<&OneCatGame::moves>::call)
        .function("line", &Guarded<&OneCatGame::line>::call)
        .function("ending", &Guarded<&OneCatGame::ending>::call)
        .function("lineFacts", &Guarded<&OneCatGame::lineFacts>::call)
        .function("lineWithFacts", &Guarded<&OneCatGame::lineWithFacts>::call)
        .function("puzzles", &Guarded<&OneCatGame::puzzles>::call)
        .function("decode", &Guarded<&OneCatGame::decode>::call)
        .function("releaseScratch", &OneCatGame::releaseScratch)
        .function("stateCount", &OneCatGame::stateCount)
        .function("tableFile", &Guarded<&OneCatGame::tableFile>::call);

    function("solveGame", &solveGame);
    function("checkGame", &checkGame);
    function("parseText", &parseText);
    function("optionNames", &optionNames);
    function("ruleOptionTable", &ruleOptionTable);
    function("nodeCountError", &nodeCountError);
    function("outcomeNames", &outcomeNames);
    function("formatTable", &formatTable);
    function("heapBytesInUse", &heapBytesInUse);
    class_<HeldBytes>("HeldBytes").function("size", &HeldBytes::size);
    function("holdBytesForTests", &holdBytesForTests, emscripten::allow_raw_pointers());
    emscripten::constant("maxNodes", catmouse::kMaxNodes);
}
