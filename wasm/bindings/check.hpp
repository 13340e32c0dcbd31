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

// input: text (UTF-8 bytes) or an adjacency list the wrapper checked.
// scope: { notForGrid, notForGraph }, the names of the options that do not
// apply to a grid and to a graph (the schema's appliesToGrid/appliesToGraph).
// options.onlyApplicable (a form that gives every option, as the element's
// attributes): those options are left out instead, the core deciding from
// the text which kind of game it is (no JavaScript guess at the format).
Expected<Checked> checkedGame(const val& input, const GameOptions& options, const val& scope, std::uint64_t memoryLimit);

// The core's limits with the caller's cap first, then the memory the solve
// needs reserved up front (a message instead of an abort mid-solve).
std::optional<Error> reserveMemory(const Rules& rules, const SolveOptions& options);

}  // namespace catmouse::wasm
