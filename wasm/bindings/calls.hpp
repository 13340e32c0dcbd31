#pragma once
// The module's free functions (solve, check, parse, read a table, the
// command line) and the test-only memory holder. None throws: errors come
// back as values (convert.hpp).
#include <emscripten/val.h>

#include <cstddef>
#include <memory>

#include "stored_table.hpp"

namespace catmouse::wasm {

using emscripten::val;

// {game, kind} ("graph", "twoCats" or "grid"; the game a OneCatGame,
// TwoCatGame or GridBoardGame handle that JavaScript must delete()), or {error}.
// checked(): called once the checks checkGame makes have passed, before
// anything is reserved (or undefined); false from it stops the solve.
val solveGame(val input, val options, val scope, double memoryLimit, val progress, val checked);
// null, or the details of the error solve() would give, without solving.
val checkGame(val input, val options, val scope, double memoryLimit);
// {format, directed, graph, rules, grid, warnings} of a text, or {error}: reading only.
val parseText(const val& text, const std::string& format, bool directed, double memoryLimit);
// {table} (a StoredGameTable handle to delete()) or {error}.
val readTable(val bytes, double memoryLimit);
// The command line; see calls.cpp.
val runCli(val args, val read, val write, double memoryLimit);
// null, or the error the core gives for a graph of n nodes by their number alone.
val nodeCountError(double n);

// The core's names, for tests/js to check the package's one list of each
// against: the outcome codes' names (winnerName, by code) and each format
// with its words ({ name, words }, import.hpp formats()).
val outcomeNames();
val formatTable();
// Bytes malloc has handed out and not had back.
double heapBytesInUse();

// Memory held until delete(), for the tests of running out of memory
// (tests/js/memory.test.mjs): they fill the heap this way instead of solving
// gigabytes of games. Not part of the package's API.
class HeldBytes {
public:
    // Not written to: the pages stay untouched, so the test costs no real memory.
    explicit HeldBytes(std::size_t bytes) : bytes_(new char[bytes]), size_(bytes) {}
    double size() const { return static_cast<double>(size_); }

private:
    std::unique_ptr<char[]> bytes_;
    std::size_t size_;
};
// null when the heap cannot give that much.
HeldBytes* holdBytesForTests(double bytes);

}  // namespace catmouse::wasm
