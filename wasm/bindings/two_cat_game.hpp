#pragma once
// A solved two-cat game (two_cats.hpp): the same queries as OneCatGame with
// positions that carry cat2. Its table (n^2 (n + 1) entries) stays in the
// core: there is no decode or table file.
#include <emscripten/val.h>

#include "catmouse/two_cats.hpp"
#include "one_cat_game.hpp"

namespace catmouse::wasm {

class TwoCatGame {
public:
    TwoCatGame(TwoCatSolution solution, ReadAs read) : solution_(std::move(solution)), read_(std::move(read)) {}

    int nodeCount() const { return solution_.nodeCount(); }
    int hole() const { return solution_.rules().hole(); }
    val variant() const;
    // {mouse, cat, cat2, turn}.
    val start() const;
    val format() const { return read_.format; }
    val warnings() const { return read_.warnings; }
    val expectedOutput() const { return read_.expectedOutput; }
    // The graph flat: {offsets, targets} (adjacencyArraysValue).
    val adjacencyArrays() const;

    val value(val position) const;
    // Each move as {to, outcome, plies}, and on the cats' turn to2, cat B's node (to is cat A's).
    val moves(val position) const;
    val line(val position) const;
    val ending(val position) const;
    // The repeat and the ending of a line, with the cat that ended it (line_facts.hpp).
    val lineFacts(val positions) const;
    // The line from a position with its facts: {line, facts}.
    val lineWithFacts(val position) const;

private:
    TwoCatSolution solution_;
    ReadAs read_;
};

}  // namespace catmouse::wasm
