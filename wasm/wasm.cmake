# The WebAssembly module, built under emcmake (Debian's Emscripten 3.1.6).
# Output: catmouse-core.mjs (ES module factory) and catmouse-core.wasm; with
# CATMOUSE_WASM_THREADS (its own build directory, build/wasm-threads) the
# threaded module catmouse-core-threads.mjs, .wasm and .worker.js instead.
option(CATMOUSE_WASM_THREADS "Build the threaded wasm module (Emscripten pthreads)" OFF)

# SIMD128 for the solver's row loops (pull's OR/AND over 64-bit words become
# v128 operations). PUBLIC, so the em++-built tests run the same code. Every
# engine the package and page target has it: Chrome/Edge 91, Firefox 89,
# Safari 16.4, Node 16.4 and later.
target_compile_options(catmouse_core PUBLIC -msimd128)
# Native wasm exceptions, so that running out of memory anywhere (a
# std::bad_alloc from malloc returning null, ABORTING_MALLOC=0 below) unwinds
# to the binding that was called, which frees what the call held and returns
# limits.memory, instead of an abort that kills the instance. Nothing is
# thrown across the boundary (wasm/bindings/convert.hpp catches). Every engine the package
# targets has them: Chrome 95, Firefox 100, Safari 15.2, Node 17.
target_compile_options(catmouse_core PUBLIC -fwasm-exceptions)
target_link_options(catmouse_core PUBLIC -fwasm-exceptions)
# Threads: every object of the module is built with -pthread (shared memory,
# atomics). A solve runs on the calling thread and the pool's workers,
# started with the module (a worker made later could not start while the
# solve waits for it): one per core, at most 8 threads in all.
if(CATMOUSE_WASM_THREADS)
  target_compile_options(catmouse_core PUBLIC -pthread)
  target_link_options(catmouse_core PUBLIC -pthread)
  target_compile_definitions(catmouse_core PUBLIC CATMOUSE_POOL_MAX=8)
endif()
# Size: the solver's hot loops keep -O3 (-Os there makes a solve four to
# five times slower, BENCHMARKS.md); everything else in the module (parsers,
# reports, the CLI, the bindings, the table file, the two-cat and grid
# set-up) runs once per request and is compiled for size.
set(CATMOUSE_WASM_COLD_OPT "-Oz" CACHE STRING "The optimisation level of the module's code outside the solver's loops")
set(CATMOUSE_WASM_HOT_SOURCES
  core/src/solve/solve.cpp core/src/solve/pull_push.cpp core/src/solve/bit_solver_sets.cpp
  core/src/solve/node_order.cpp core/src/solve/grid_stencil.cpp core/src/solve/grid_stencil_turns.cpp
  core/src/solve/grid_board.cpp core/src/solve/grid_stencil_auto.cpp core/src/solve/workers.cpp
  core/src/solve/two_cats.cpp core/src/solve/two_cat_pull.cpp core/src/solve/two_cat_cost.cpp
  core/src/solution.cpp core/src/two_cat_solution.cpp core/src/table.cpp
  core/src/graph.cpp core/src/rules.cpp core/src/turn_limit.cpp core/src/puzzles.cpp
  core/src/parse.cpp core/src/read_lists.cpp core/src/text_encoding.cpp core/src/reachable.cpp)
if(CATMOUSE_WASM_COLD_OPT)
  get_target_property(catmouse_core_sources catmouse_core SOURCES)
  foreach(source IN LISTS catmouse_core_sources)
    if(NOT source IN_LIST CATMOUSE_WASM_HOT_SOURCES)
      set_property(SOURCE ${source} APPEND PROPERTY COMPILE_OPTIONS ${CATMOUSE_WASM_COLD_OPT})
    endif()
  endforeach()
  set_property(SOURCE core/cli/cli.cpp APPEND PROPERTY COMPILE_OPTIONS ${CATMOUSE_WASM_COLD_OPT})
endif()
# wasm/bindings/: the embind table (bindings.cpp), the converters, the
# options table, the game classes and the free functions, one file each,
# compiled once for both modules.
add_library(catmouse_bindings OBJECT
  wasm/bindings/bindings.cpp
  wasm/bindings/convert.cpp
  wasm/bindings/options.cpp
  wasm/bindings/check.cpp
  wasm/bindings/calls.cpp
  wasm/bindings/one_cat_game.cpp)
target_link_libraries(catmouse_bindings PUBLIC catmouse_core)
target_include_directories(catmouse_bindings PUBLIC wasm/bindings)
if(CATMOUSE_WASM_COLD_OPT)
  target_compile_options(catmouse_bindings PRIVATE ${CATMOUSE_WASM_COLD_OPT})
endif()
# The full module: the bindings and what only it has (the two-cat game, the
# grid's game, table files read and written, the command line: bindings_full.cpp).
add_executable(catmouse_wasm
  wasm/bindings/bindings_full.cpp
  wasm/bindings/grid_board_game.cpp
  wasm/bindings/one_cat_table_file.cpp
  wasm/bindings/full_calls.cpp
  wasm/bindings/two_cat_game.cpp
  wasm/bindings/two_cat_solve.cpp)
target_link_libraries(catmouse_wasm PRIVATE catmouse_bindings catmouse_cli)
if(CATMOUSE_WASM_COLD_OPT)
  target_compile_options(catmouse_wasm PRIVATE ${CATMOUSE_WASM_COLD_OPT})
endif()
if(CATMOUSE_WASM_THREADS)
  set_target_properties(catmouse_wasm PROPERTIES OUTPUT_NAME "catmouse-core-threads" SUFFIX ".mjs")
  target_link_options(catmouse_wasm PRIVATE
    # The package says how many (wasm/src/threads.js: the solve's threads
    # less the calling one, at most CATMOUSE_POOL_MAX - 1).
    "-sPTHREAD_POOL_SIZE=Math.min(7,Math.max(1,Module['threadPool']|0))"
    -Wno-pthreads-mem-growth)
else()
  set_target_properties(catmouse_wasm PROPERTIES OUTPUT_NAME "catmouse-core" SUFFIX ".mjs")
  # The light module, catmouse-core-lite.wasm: everything but the two-cat
  # solve, the grid game, table files, the command line, the readers of every format
  # but the JSON adjacency list (formats_absent.cpp) and the grid stencil
  # (grid_stencil_absent.cpp): half the bytes (BENCHMARKS.md). It asks
  # only imports the full module's glue gives and gives every export it
  # reads, renamed to the full module's names (scripts/light-module.mjs), so
  # catmouse-core.mjs runs either (tests/js/lite-module.test.mjs); its own
  # .mjs is not shipped. The browser worker starts it first and the
  # full module on first need (wasm/src/worker-thread.js).
  add_executable(catmouse_wasm_lite wasm/bindings/two_cat_absent.cpp wasm/bindings/grid_absent.cpp wasm/bindings/table_file_absent.cpp
    wasm/bindings/formats_absent.cpp core/src/solve/grid_stencil_absent.cpp
    core/src/game_from_grid_absent.cpp)
  # Its reader of adjacency lists and the graph's and rules' set-up compiled
  # for size: 12 KB fewer over the wire; reading 2.3 times slower (a
  # 30,000-node list of 400 KB: 5 to 11 ms), a solve's set-up within a few
  # per cent (BENCHMARKS.md). The full module keeps -O3. Object files are
  # always linked, and an archive member only for a symbol still undefined,
  # so the core library's copies of these files are not.
  add_library(catmouse_lite_cold OBJECT core/src/parse.cpp core/src/read_lists.cpp core/src/graph.cpp core/src/rules.cpp)
  target_link_libraries(catmouse_lite_cold PUBLIC catmouse_core)
  target_compile_options(catmouse_lite_cold PRIVATE -Wall -Wextra -Wpedantic ${CATMOUSE_WASM_COLD_OPT})
  target_link_libraries(catmouse_wasm_lite PRIVATE catmouse_lite_cold catmouse_bindings)
  if(CATMOUSE_WASM_COLD_OPT)
    target_compile_options(catmouse_wasm_lite PRIVATE ${CATMOUSE_WASM_COLD_OPT})
  endif()
  set_target_properties(catmouse_wasm_lite PROPERTIES OUTPUT_NAME "catmouse-core-lite" SUFFIX ".mjs")
endif()
# The link's optimisation level (binaryen's passes): -O3; BENCHMARKS.md, "One board over the wire",
# has what -Os and -Oz give (CATMOUSE_WASM_OPT=-Oz with CMAKE_CXX_FLAGS_RELEASE="-Oz -DNDEBUG").
set(CATMOUSE_WASM_OPT "-O3" CACHE STRING "The wasm link's optimisation level")
set(CATMOUSE_WASM_LINK_OPTIONS
  --bind
  ${CATMOUSE_WASM_OPT}
  -sMODULARIZE=1
  -sEXPORT_ES6=1
  -sEXPORT_NAME=createCatMouseModule
  -sENVIRONMENT=web,worker
  -sDYNAMIC_EXECUTION=0
  -sALLOW_MEMORY_GROWTH=1
  -sMAXIMUM_MEMORY=4GB
  -sABORTING_MALLOC=0
  -sFILESYSTEM=0
  -sINCOMING_MODULE_JS_API=[wasmBinary,locateFile,instantiateWasm,print,printErr])
target_link_options(catmouse_wasm PRIVATE ${CATMOUSE_WASM_LINK_OPTIONS})
if(TARGET catmouse_wasm_lite)
  target_link_options(catmouse_wasm_lite PRIVATE ${CATMOUSE_WASM_LINK_OPTIONS})
endif()
