#pragma once
// Reading a graph from text: the LeetCode JSON adjacency list
// ("[[2,5],[3],...]") or an edge list ("0 1", "0-1" or "0,1" per line).
#include <string_view>

#include "catmouse/error.hpp"
#include "catmouse/graph.hpp"

namespace catmouse {

// Picks the format by the first non-blank character: '[' means JSON.
Expected<Graph> parseGraph(std::string_view text);

Expected<Graph> parseAdjacencyJson(std::string_view text);
Expected<Graph> parseEdgeList(std::string_view text);

}  // namespace catmouse
