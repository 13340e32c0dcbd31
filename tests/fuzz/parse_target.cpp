// Arbitrary bytes as graph text. Every parser either gives a graph that keeps
// Graph's promises and survives a round trip through both formats, or an error
// with a parse./graph. code and a place inside the text; a graph from
// parseGraph is the graph of the format it picked; importGame (every format,
// detected or named) keeps the same promises, and what it detects is what it
// reads when that format is named.
#include <algorithm>
#include <string>
#include <string_view>

#include "catmouse/import.hpp"
#include "catmouse/parse.hpp"
#include "checks.hpp"

namespace fuzz {
namespace {

using catmouse::Adjacency;
using catmouse::Expected;
using catmouse::Graph;

std::string jsonOf(const Adjacency& adjacency) {
    std::string text = "[";
    for (std::size_t a = 0; a < adjacency.size(); ++a) {
        text += a ? ",[" : "[";
        for (std::size_t i = 0; i < adjacency[a].size(); ++i) text += (i ? "," : "") + std::to_string(adjacency[a][i]);
        text += "]";
    }
    return text + "]";
}

// Each edge once (undirected), or each arc as "tail -> head" (directed).
std::string edgeListOf(const Adjacency& adjacency, bool directed) {
    std::string text;
    for (std::size_t a = 0; a < adjacency.size(); ++a) {
        for (const int b : adjacency[a]) {
            if (directed) text += std::to_string(a) + " -> " + std::to_string(b) + "\n";
            else if (static_cast<std::size_t>(b) > a) text += std::to_string(a) + " " + std::to_string(b) + "\n";
        }
    }
    return text;
}

// The graph written out in each format reads back the same, with its
// orientation (an edge list cannot say there are isolated nodes after its
// largest id).
Problem checkRoundTrip(const Graph& graph) {
    const Adjacency adjacency = graph.toAdjacency();
    const auto json = catmouse::parseAdjacencyJson(jsonOf(adjacency), graph.orientation());
    if (!json) return "its JSON form does not parse: " + describe(json.error());
    if (json->toAdjacency() != adjacency || json->directed() != graph.directed()) return "its JSON form parses to another graph";
    // Up to the largest id any edge or arc names (in a directed graph that
    // may be a head whose own list is empty).
    std::size_t named = 0;
    for (std::size_t a = 0; a < adjacency.size(); ++a) {
        for (const int b : adjacency[a]) named = std::max({named, a + 1, static_cast<std::size_t>(b) + 1});
    }
    const Adjacency trimmed(adjacency.begin(), adjacency.begin() + static_cast<std::ptrdiff_t>(named));
    if (trimmed.size() < 3) return std::nullopt;
    const auto edges = catmouse::parseEdgeList(edgeListOf(adjacency, graph.directed()));
    if (!edges) return "its edge list does not parse: " + describe(edges.error());
    if (edges->toAdjacency() != trimmed || edges->directed() != graph.directed()) return "its edge list parses to another graph";
    return std::nullopt;
}

// `grids`: the reader may read a LeetCode 1728 grid, whose errors are grid.*.
Problem checkResult(const char* parser, const Expected<Graph>& result, std::string_view text, bool grids = false) {
    const auto family = [&](const std::string& code) {
        if (code.rfind("graph.", 0) == 0) return "graph.";
        // The rules codes a game file's reading itself gives, each at its place (docs/errors.md): "hole"
        // beside "holes" or "directed": false against the option, and a hole that is not a node.
        const bool gameFile = std::string_view(parser).rfind("importGame", 0) == 0;
        if (gameFile && (code == "rules.conflicting-options" || code == "rules.node-out-of-range")) return "rules.";
        return grids && code.rfind("grid.", 0) == 0 ? "grid." : "parse.";
    };
    Problem problem = result ? checkGraph(*result) : checkError(result.error(), family(result.error().code), text);
    if (!problem && result) problem = checkRoundTrip(*result);
    if (problem) return std::string(parser) + ": " + *problem;
    return std::nullopt;
}

bool sameGraph(const Expected<Graph>& a, const Expected<Graph>& b) {
    return a && b && a->directed() == b->directed() && a->toAdjacency() == b->toAdjacency();
}

Expected<Graph> graphOf(const Expected<catmouse::Imported>& imported) {
    if (!imported) return imported.error();
    return imported->graph;
}

// importGame with the format detected, then with each format named.
Problem checkImport(std::string_view text) {
    using catmouse::Format;
    const auto detected = catmouse::importGame(text, Format::Auto);
    if (auto problem = checkResult("importGame", graphOf(detected), text, true)) return problem;
    for (const auto format : {Format::Adjacency, Format::EdgeList, Format::Graph6, Format::Sparse6, Format::Json, Format::Grid}) {
        const auto named = catmouse::importGame(text, format);
        const std::string what = std::string("importGame as ") + catmouse::formatName(format);
        if (auto problem = checkResult(what.c_str(), graphOf(named), text, format == Format::Grid)) return problem;
        if (detected && detected->format == format && !sameGraph(graphOf(detected), graphOf(named))) {
            return what + " gives another graph than the detected format";
        }
    }
    return std::nullopt;
}

}  // namespace

Problem parseTarget(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto any = catmouse::parseGraph(text);
    if (auto problem = checkResult("parseGraph", any, text)) return problem;

    // parseGraph skips one byte-order mark (what editors write), then picks a
    // format: a graph it gives is that format's graph for the text after it
    // (it may refuse more up front, such as text that is not UTF-8).
    std::string_view body = text;
    if (startsWith(body, "\xEF\xBB\xBF")) body.remove_prefix(3);
    const auto json = catmouse::parseAdjacencyJson(body);
    const auto edges = catmouse::parseEdgeList(body);
    if (auto problem = checkResult("parseAdjacencyJson", json, body)) return problem;
    if (auto problem = checkResult("parseEdgeList", edges, body)) return problem;
    if (any && !sameGraph(any, json) && !sameGraph(any, edges)) return "parseGraph gives a graph neither format gives for the text";
    return checkImport(text);
}

}  // namespace fuzz
