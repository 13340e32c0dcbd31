#pragma once
// Reading a graph from text: the LeetCode JSON adjacency list
// ("[[2,5],[3],...]") or an edge list ("0 1", "0-1" or "0,1" per line).
#include <string>
#include <string_view>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/graph.hpp"

namespace catmouse {

// Picks the format by the first non-blank character: '[' means JSON.
Expected<Graph> parseGraph(std::string_view text);

Expected<Graph> parseAdjacencyJson(std::string_view text);
// Something in the text worth saying that does not stop the graph from being
// read (an edge list that gives some edges both ways and others once).
// Codes are stable like Error's (docs/errors.md, "Warnings").
struct Warning {
    std::string code;
    std::string message;
    int line = 0;
    int column = 0;
};

// Each edge once ("0 1") or once each way ("0 1" and "1 0"); a mix of the
// two adds a parse.mixed-directions warning to *warnings when given.
Expected<Graph> parseEdgeList(std::string_view text, std::vector<Warning>* warnings = nullptr);

}  // namespace catmouse
