#include "two_cat_game.hpp"

#include "catmouse/line_facts.hpp"
#include "convert.hpp"
#include "options.hpp"

namespace catmouse::wasm {

val TwoCatGame::variant() const { return variantValue(solution_.rules()); }
val TwoCatGame::start() const { return positionValue(*solution_.rules().twoCatStart()); }
val TwoCatGame::adjacencyArrays() const { return adjacencyArraysValue(solution_.rules().graph()); }

val TwoCatGame::value(val position) const {
    const auto v = solution_.value(twoCatPositionOf(position));
    return v ? valueValue(*v) : errorValue(v.error());
}

val TwoCatGame::moves(val position) const {
    const TwoCatPosition p = twoCatPositionOf(position);
    const auto moves = solution_.moves(p);
    if (!moves) return errorValue(moves.error());
    val list = val::array();
    for (const TwoCatMove& move : *moves) {
        val entry = val::object();
        entry.set("to", p.turn == Player::Mouse ? move.to.mouse : move.to.cat);
        if (p.turn == Player::Cat) entry.set("to2", move.to.cat2);
        Value mover = move.value;  // counted from the mover's side, as OneCatGame::moves says
        if (mover.remoteness) mover.remoteness = *mover.remoteness + 1;
        list.call<void>("push", valueValue(mover, entry));
    }
    return list;
}

val TwoCatGame::line(val position) const {
    const auto line = solution_.line(twoCatPositionOf(position));
    if (!line) return errorValue(line.error());
    val list = val::array();
    for (const TwoCatPosition& p : *line) list.call<void>("push", positionValue(p));
    return list;
}

val TwoCatGame::ending(val position) const {
    const TwoCatPosition p = twoCatPositionOf(position);
    if (auto error = solution_.rules().checkPosition(p)) return errorValue(*error);
    return endingValue(solution_.rules().ending(p));
}

val TwoCatGame::lineWithFacts(val position) const {
    return lineWithFactsValue(solution_.rules(), solution_.line(twoCatPositionOf(position)));
}

val TwoCatGame::lineFacts(val positions) const {
    const auto facts = catmouse::lineFacts(solution_.rules(), twoCatPositionsOf(positions));
    return facts ? lineFactsValue(*facts) : errorValue(facts.error());
}

}  // namespace catmouse::wasm
