#include "catmouse/graph.hpp"

#include <algorithm>
#include <string>

namespace catmouse {
namespace {

Error errorAt(const Places* places, int node, std::size_t entry, const char* code, std::string message) {
    if (places == nullptr || static_cast<std::size_t>(node) >= places->size() ||
        entry >= (*places)[static_cast<std::size_t>(node)].size()) {
        return Error{code, std::move(message)};
    }
    const Place place = (*places)[static_cast<std::size_t>(node)][entry];
    return Error{code, "line " + std::to_string(place.line) + ", column " + std::to_string(place.column) + ": " + message,
                 place.line, place.column};
}

std::optional<Error> checkSize(std::size_t n) {
    if (n == 0) {
        return Error{"graph.too-small", "the graph has no nodes: give at least 3 (the hole, the mouse and the cat), e.g. [[2],[2],[0,1]]"};
    }
    if (n < 3) {
        return Error{"graph.too-small", "the graph has " + std::to_string(n) +
                     (n == 1 ? " node" : " nodes") + "; a game needs at least 3 (the hole, the mouse and the cat)"};
    }
    if (n > static_cast<std::size_t>(kMaxNodes)) {
        return Error{"graph.too-large", "the graph has " + std::to_string(n) + " nodes; catmouse solves graphs of up to " +
                     std::to_string(kMaxNodes) + " nodes"};
    }
    return std::nullopt;
}

}  // namespace

std::optional<Error> Graph::checkNodeCount(std::size_t n) { return checkSize(n); }

Expected<Graph> Graph::fromAdjacency(const Adjacency& adjacency, const Places* places, Orientation orientation) {
    if (auto sizeError = checkSize(adjacency.size())) return *sizeError;
    const int n = static_cast<int>(adjacency.size());

    Rows rows;
    rows.offsets.assign(static_cast<std::size_t>(n) + 1, 0);
    std::vector<int> seenBy(static_cast<std::size_t>(n), -1);  // last node that listed each id
    for (int a = 0; a < n; ++a) {
        const auto& list = adjacency[static_cast<std::size_t>(a)];
        for (std::size_t i = 0; i < list.size(); ++i) {
            const int b = list[i];
            if (b < 0 || b >= n) {
                return errorAt(places, a, i, "graph.node-out-of-range",
                               "node " + std::to_string(a) + " lists " + std::to_string(b) + ", which is not a node of this " +
                                   std::to_string(n) + "-node graph (ids run from 0 to " + std::to_string(n - 1) + ")");
            }
            if (b == a) return errorAt(places, a, i, "graph.self-loop", "node " + std::to_string(a) + " lists itself: remove the self-loop");
            if (seenBy[static_cast<std::size_t>(b)] == a) {
                return errorAt(places, a, i, "graph.duplicate-edge", "node " + std::to_string(a) + " lists " + std::to_string(b) + " twice: remove one");
            }
            seenBy[static_cast<std::size_t>(b)] = a;
        }
        rows.offsets[static_cast<std::size_t>(a) + 1] = rows.offsets[static_cast<std::size_t>(a)] + static_cast<std::uint32_t>(list.size());
    }

    rows.targets.reserve(rows.offsets.back());
    for (const auto& list : adjacency) {
        const auto first = rows.targets.size();
        for (const int b : list) rows.targets.push_back(static_cast<NodeId>(b));  // checked in range above
        std::sort(rows.targets.begin() + static_cast<std::ptrdiff_t>(first), rows.targets.end());
    }
    Graph graph;
    graph.orientation_ = orientation;
    graph.rows_ = std::make_shared<const Rows>(std::move(rows));

    if (graph.directed()) return graph;
    for (int a = 0; a < n; ++a) {
        const auto& list = adjacency[static_cast<std::size_t>(a)];
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (!graph.adjacent(list[i], a)) {
                return errorAt(places, a, i, "graph.not-undirected",
                               "node " + std::to_string(a) + " lists " + std::to_string(list[i]) + ", but node " +
                                   std::to_string(list[i]) + " does not list " + std::to_string(a) +
                                   " (the graph must be undirected: add " + std::to_string(a) + " to node " +
                                   std::to_string(list[i]) + "'s list)");
            }
        }
    }
    return graph;
}

Expected<Graph> Graph::fromRows(std::vector<std::uint32_t> offsets, std::vector<NodeId> targets, Orientation orientation) {
    if (auto sizeError = checkSize(offsets.empty() ? 0 : offsets.size() - 1)) return *sizeError;
    Graph graph;
    graph.orientation_ = orientation;
    graph.rows_ = std::make_shared<const Rows>(Rows{std::move(offsets), std::move(targets)});
    return graph;
}

bool Graph::adjacent(int a, int b) const {
    const auto range = neighbours(a);
    return std::binary_search(range.begin(), range.end(), static_cast<std::uint32_t>(b));
}

Adjacency Graph::toAdjacency() const {
    Adjacency adjacency(static_cast<std::size_t>(nodeCount()));
    for (int a = 0; a < nodeCount(); ++a) {
        for (const auto b : neighbours(a)) adjacency[static_cast<std::size_t>(a)].push_back(static_cast<int>(b));
    }
    return adjacency;
}

}  // namespace catmouse
