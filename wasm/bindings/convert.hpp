#pragma once
// Converters between JavaScript values and the core's types, and the error
// values every binding returns: {error: {code, message, line?, column?,
// options?}}, which the JavaScript wrapper turns into a CatMouseError.
// Nothing is thrown across the boundary: running out of memory in a call is
// caught here (orOutOfMemory, Guarded) and returned as limits.memory.
#include <emscripten/val.h>

#include <new>
#include <string>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/import.hpp"
#include "catmouse/line_facts.hpp"
#include "catmouse/rules.hpp"

namespace catmouse::wasm {

using emscripten::val;

// {code, message, line?, column?}: what an error and a warning both say.
val placedDetails(const std::string& code, const std::string& message, int line, int column);
// {code, message, line?, column?, options?}: what CatMouseError is made from.
val errorDetails(const Error& error);
// {error: details}: a query's result when it has no value.
val errorValue(const Error& error);
val warningsValue(const std::vector<Warning>& warnings);

// limits.memory, saying how far the heap grew. Running out of memory: malloc
// found no more heap to grow into (ABORTING_MALLOC=0), new threw
// std::bad_alloc, and unwinding freed what the call held (native wasm
// exceptions, wasm/wasm.cmake). The instance stays usable.
Error outOfMemoryError();

// A binding's body, with running out of memory as its {error} value.
template <class Call>
val orOutOfMemory(Call&& call) {
    try {
        return call();
    } catch (const std::bad_alloc&) {
        return errorValue(outOfMemoryError());
    }
}

// A method bound through orOutOfMemory: Guarded<&OneCatGame::value>::call.
template <auto method>
struct Guarded;
template <class C, class... Args, val (C::*method)(Args...) const>
struct Guarded<method> {
    static val call(const C& self, Args... args) {
        return orOutOfMemory([&] { return (self.*method)(args...); });
    }
};
template <class C, class... Args, val (C::*method)(Args...)>
struct Guarded<method> {
    static val call(C& self, Args... args) {
        return orOutOfMemory([&] { return (self.*method)(args...); });
    }
};

val nodesValue(const std::vector<int>& nodes);
// The graph (the mouse's moves) as sorted adjacency lists.
val adjacencyValue(const Graph& graph);
// The same lists flat, as two Int32Arrays copied out of wasm memory:
// {offsets, targets}, node a's neighbours targets[offsets[a] .. offsets[a + 1]).
val adjacencyArraysValue(const Graph& graph);
val positionValue(const Position& p);
val positionValue(const TwoCatPosition& p);
// {outcome, plies} set on v (plies null for a draw).
val valueValue(const Value& value, val v = val::object());
// "hole", "caught", "stuck", "cat-in-hole" or null, for either game.
val endingValue(Ending ending);
// {repeat: {first, again} | null, end: {at, ending, outcome, winner, endingCat} | null}.
val lineFactsValue(const LineFacts& facts);
// A line the core made and the rules' facts of it (line_facts.hpp): {line,
// facts}, or {error}. One call, so the line is not handed back to be asked about.
template <class P>
val lineWithFactsValue(const Rules& rules, const Expected<std::vector<P>>& line) {
    if (!line) return errorValue(line.error());
    const auto facts = catmouse::lineFacts(rules, *line);
    if (!facts) return errorValue(facts.error());
    val list = val::array();
    for (const P& p : *line) list.call<void>("push", positionValue(p));
    val answer = val::object();
    answer.set("line", list);
    answer.set("facts", lineFactsValue(*facts));
    return answer;
}

// A position as the wrapper hands it over: a fresh object it checked
// ({mouse, cat, turn}, and cat2 for two cats), so reading it runs no caller code.
Position positionOf(const val& position);
TwoCatPosition twoCatPositionOf(const val& position);
// An array of such positions.
std::vector<Position> positionsOf(const val& line);
std::vector<TwoCatPosition> twoCatPositionsOf(const val& line);

// Text as the wrapper hands it over: UTF-8 bytes in a Uint8Array
// (wasm/src/text-bytes.js says why not a string).
bool isBytes(const val& value);
std::string bytesOf(const val& bytes);

}  // namespace catmouse::wasm
