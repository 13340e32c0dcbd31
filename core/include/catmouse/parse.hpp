#pragma once
// Reading a graph from text: the LeetCode JSON adjacency list
// ("[[2,5],[3],...]") or an edge list ("0 1", "0-1" or "0,1" per line).
#include <cstdint>
#include <string>
#include <optional>
#include <string_view>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/graph.hpp"

namespace catmouse {

// Picks the format by the first non-blank character: '[' means JSON.
Expected<Graph> parseGraph(std::string_view text);

// Directed: each node's list is the arcs leaving it (no list need mirror another).
// memoryLimit (bytes, 0: none) is checked against the rows and 4 bytes a
// node before they are allocated (limits.memory).
// LeetCode's copy of an example reads too: "Input: graph = [[2,5],...]",
// and an "Output: 0" line after it (0, 1 or 2), which goes to
// *expectedOutput when given.
Expected<Graph> parseAdjacencyJson(std::string_view text, Orientation orientation = Orientation::Undirected, std::uint64_t memoryLimit = 0,
                                   std::optional<int>* expectedOutput = nullptr);
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
//
// Arcs: a line "0 -> 1" (or "0->1") is an arc from 0 to 1, and a text with
// any arc is a directed graph, in which a plain line "0 1" is an edge both
// ways: the two arcs 0 -> 1 and 1 -> 0 (one-way streets among two-way
// ones). An arc given twice, by two lines or by a plain line and an arc
// line, is graph.duplicate-edge at the later line. With `directed` every
// line is an arc, "0 1" too (as directed edge-list files are written).
//
// memoryLimit as for parseAdjacencyJson.
Expected<Graph> parseEdgeList(std::string_view text, std::vector<Warning>* warnings = nullptr, bool directed = false,
                              std::uint64_t memoryLimit = 0);

}  // namespace catmouse
