#pragma once
// The options of solve() and validate() as the core takes them: the rule
// options through the core's table (rule_options.hpp, by each row's type),
// the others (visited, format, ...) through options.cpp's kOptionTable.
// Adding a rule option: its row in the core's table and its schema entry.
#include <emscripten/val.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/grid.hpp"
#include "catmouse/import.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/solve.hpp"

namespace catmouse::wasm {

using emscripten::val;

// Every option the core takes, as given (left out: the default).
struct GameOptions {
    // The rule options (rule_options.hpp), read through the core's table:
    // the start, the variant, the graph's directed, a grid's jumps and turn limit.
    TextRules rules;
    std::string format = "auto";
    bool onlyApplicable = false;
    bool allowIsolated = false;
    std::uint64_t maxSeconds = kDefaultMaxSeconds;
    // A game's history: positions that are draws if reached again (Rules::withDraws).
    std::optional<std::vector<Position>> visited;
    // Not a game option: the package's createSolver({ threads }) for the
    // threaded module (wasm/src/threads.js); the core clamps it to the build's.
    int threads = 1;
    std::vector<std::string> given;  // the names given, in the table's order
    bool isGiven(const std::string& name) const;
};

// The options as the wrapper hands them over: a plain object holding only
// options the schema marks core, each already checked. A name the table
// has no row for is argument.unknown-option (a schema entry without its row).
Expected<GameOptions> readOptions(const val& options);

// The rules a text gave (a JSON game file), as an object of the same
// names, for parse(): the rows that write one back.
val rulesValue(const TextRules& rules);

// The variant the rules hold, from the rows of the variant's options:
// {holes (ascending), catOnHole, pass, directed}.
val variantValue(const Rules& rules);

// The core's rule options (rule_options.hpp) as plain objects: { name, type,
// default, min and max (a count), values, words, lineWords, flag,
// appliesToGraph, appliesToGrid, variant }, for tests/js/options.test.mjs to
// check the package's schema against.
val ruleOptionTable();

// The names of the table's rows, for tests/js/options.test.mjs to compare
// with the schema's core options.
val optionNames();

// The wrapper's memoryLimit (createSolver({ maxMemory })) as solve options.
SolveOptions withMemoryLimit(double memoryLimit);

}  // namespace catmouse::wasm
