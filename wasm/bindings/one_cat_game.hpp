#pragma once
// A solved one-cat game (the rules and the full table) as JavaScript asks it:
// positions come in as the wrapper's checked objects, values go out as
// plain objects, a position not of this game as {error}.
#include <emscripten/val.h>

#include "catmouse/solution.hpp"
#include "table_decoder.hpp"

namespace catmouse::wasm {

using emscripten::val;

// What reading the input said, for any game: the format the text was read
// as ("edges", ...; null for arrays), the reader's warnings, and the answer a
// pasted LeetCode example states ("Output: 0"; null without one).
struct ReadAs {
    val format = val::null();
    val warnings = val::array();
    val expectedOutput = val::null();
};

class OneCatGame {
public:
    OneCatGame(Solution solution, ReadAs read) : solution_(std::move(solution)), read_(std::move(read)) {}

    int nodeCount() const { return solution_.nodeCount(); }
    int hole() const { return solution_.hole(); }
    val variant() const;
    // The start it was solved from (the caller's options, the text's rules, the defaults).
    val start() const;
    val format() const { return read_.format; }
    val warnings() const { return read_.warnings; }
    val expectedOutput() const { return read_.expectedOutput; }
    // The graph flat: {offsets, targets} (adjacencyArraysValue).
    val adjacencyArrays() const;

    val value(val position) const;
    // Each move as {to, outcome, plies}; plies count from the mover's side.
    val moves(val position) const;
    val line(val position) const;
    // Why the position ends the game ("hole", "caught", "stuck", "cat-in-hole") or null.
    val ending(val position) const;
    // The repeat and the ending of a line of positions (line_facts.hpp).
    val lineFacts(val positions) const;
    // The line from a position with its facts: {line, facts}.
    val lineWithFacts(val position) const;
    // The quiz's puzzles (puzzles.hpp): count (a whole number the wrapper
    // checked), side ('mouse', 'cat' or undefined for both).
    val puzzles(int count, val side) const;

    // Entries [first, first + count), decoded by the core (see TableDecoder).
    val decode(double first, double count) { return decoder_.decode(solution_.table(), first, count); }
    void releaseScratch() { decoder_.release(); }
    double stateCount() const { return static_cast<double>(solution_.stateCount()); }
    // The table in the binary format (table_file.hpp), as a Uint8Array copy,
    // or {error} for a variant the format cannot hold (one_cat_table_file.cpp;
    // the light module answers solver.needs-full: table_file_absent.cpp).
    val tableFile(double memoryLimit) const;

protected:
    const Solution& solution() const { return solution_; }

private:
    Solution solution_;
    ReadAs read_;
    TableDecoder decoder_;
};

}  // namespace catmouse::wasm
