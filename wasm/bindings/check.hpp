#pragma once
// Everything solve() would refuse before it starts: the input read, the
// options as they apply to the kind of game the core finds, the rules, and
// the memory a solve needs.
#include <emscripten/val.h>

#include <cstdint>
#include <optional>

#include "catmouse/grid.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/solve.hpp"
#include "catmouse/turn_limit.hpp"
#include "one_cat_game.hpp"
#include "options.hpp"

namespace catmouse::wasm {

struct Checked {
    Rules rules;
    ReadAs read;
    std::optional<GridGame> grid = std::nullopt;  // a LeetCode 1728 grid's board
    int turnLimit = kLeetCodeTurnLimit;
};

// input: text (UTF-8 bytes) or an adjacency list the wrapper checked; the
// game is the core's gameFromText (game_from_text.hpp), which also decides,
// from the core's table of rule options, which options apply to a grid and
// to a graph. scope ({ notForGrid, notForGraph }, the schema's lists) is no
// longer read; it stays in the module's calls, whose shape the package and
// tests/js/options.test.mjs use.
// options.onlyApplicable (a form that gives every option, as the element's
// attributes): the options that do not apply are left out instead of refused.
Expected<Checked> checkedGame(const val& input, const GameOptions& options, const val& scope, std::uint64_t memoryLimit);

// The core's limits with the caller's cap first, then the memory the solve
// needs reserved up front (a message instead of an abort mid-solve).
std::optional<Error> reserveMemory(const Rules& rules, const SolveOptions& options);

}  // namespace catmouse::wasm
