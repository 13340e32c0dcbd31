#include "one_cat_game.hpp"

#include "catmouse/line_facts.hpp"
#include "catmouse/puzzles.hpp"
#include "convert.hpp"
#include "options.hpp"

namespace catmouse::wasm {

val OneCatGame::variant() const { return variantValue(solution_.rules()); }
val OneCatGame::start() const { return positionValue(*solution_.rules().start()); }
val OneCatGame::adjacencyArrays() const { return adjacencyArraysValue(solution_.graph()); }

val OneCatGame::value(val position) const {
    const auto v = solution_.value(positionOf(position));
    return v ? valueValue(*v) : errorValue(v.error());
}

val OneCatGame::moves(val position) const {
    const auto moves = solution_.moves(positionOf(position));
    if (!moves) return errorValue(moves.error());
    val list = val::array();
    // A move's plies count from the mover's side (what a person reads in a
    // move list): the remoteness of the position after it, + 1, so the best
    // move says what value() of this position says.
    for (const Move& move : *moves) {
        val entry = val::object();
        entry.set("to", move.to);
        Value mover = move.value;
        if (mover.remoteness) mover.remoteness = *mover.remoteness + 1;
        list.call<void>("push", valueValue(mover, entry));
    }
    return list;
}

val OneCatGame::line(val position) const {
    const auto line = solution_.line(positionOf(position));
    if (!line) return errorValue(line.error());
    val list = val::array();
    for (const Position& p : *line) list.call<void>("push", positionValue(p));
    return list;
}

val OneCatGame::ending(val position) const {
    const Position p = positionOf(position);
    if (auto error = solution_.rules().checkPosition(p)) return errorValue(*error);
    return endingValue(solution_.rules().ending(p));
}

val OneCatGame::lineFacts(val positions) const {
    const auto facts = catmouse::lineFacts(solution_.rules(), positionsOf(positions));
    return facts ? lineFactsValue(*facts) : errorValue(facts.error());
}

val OneCatGame::lineWithFacts(val position) const { return lineWithFactsValue(solution_.rules(), solution_.line(positionOf(position))); }

val OneCatGame::puzzles(int count, val side) const {
    PuzzleOptions options;
    options.count = static_cast<std::size_t>(std::max(0, count));
    if (side.isString()) options.side = side.as<std::string>() == "cat" ? Player::Cat : Player::Mouse;
    val list = val::array();
    for (const Puzzle& puzzle : findPuzzles(solution_, options)) {
        val entry = val::object();
        entry.set("position", positionValue(puzzle.position));
        entry.set("answer", puzzle.answer);
        valueValue(puzzle.value, entry);
        entry.set("tempting", puzzle.tempting);
        entry.set("depth", static_cast<double>(puzzle.depth));
        entry.set("difficulty", static_cast<double>(puzzle.difficulty()));
        entry.set("reachable", puzzle.reachable ? val(*puzzle.reachable) : val::null());
        list.call<void>("push", entry);
    }
    return list;
}

}  // namespace catmouse::wasm
