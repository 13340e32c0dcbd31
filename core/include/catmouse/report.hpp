#pragma once
// The JSON summary of a game that the CLIs print (native and npm alike).
#include <string>

#include "catmouse/byte_sink.hpp"

#include "catmouse/solution.hpp"

namespace catmouse {

// {"outcome":2,"winner":"cat","plies":22,"line":[{"mouse":1,"cat":2,"turn":"mouse"},...]}
// The start must be a valid position (see Rules::checkStart).
std::string reportJson(const Solution& solution, const Position& start);

// The whole table: {"nodes":n,"hole":h,"outcome":[...],"remoteness":[...]} in
// state-index order ((turn * n + mouse) * n + cat, turn 0 = mouse to move).
// Outcome 3 marks the non-positions with the cat on the hole; remoteness is
// -1 for draws and non-positions. A variant adds its fields after "hole" (the
// smallest hole) as the game file spells them: "directed", "holes",
// "catOnHole", "pass" (only those that differ from LeetCode 913's game).
// A move graph per player is not written (the table is still whole).
std::string tableJson(const Solution& solution);

// The same JSON, handed to the sink a piece at a time (never whole in
// memory); false when the sink refused a piece.
bool writeTableJson(const Solution& solution, const ByteSink& sink);

// The game file (import.hpp's json format) for a graph and setup: the start,
// the hole or hole set, and only the variant fields that differ from the
// default, so parseGameJson reads back the same graph and setup.
std::string gameJson(const Graph& graph, const Setup& setup);

}  // namespace catmouse
