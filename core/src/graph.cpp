#include "catmouse/graph.hpp"

#include <algorithm>
#include <string>

namespace catmouse {
namespace {

Error errorAt(Place place, const char* code, std::string message) {
    if (place.line == 0) return Error{code, std::move(message)};
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
    std::vector<std::uint32_t> offsets(adjacency.size() + 1, 0);
    for (std::size_t a = 0; a < adjacency.size(); ++a) offsets[a + 1] = offsets[a] + static_cast<std::uint32_t>(adjacency[a].size());
    std::vector<NodeId> targets;
    targets.reserve(offsets.back());
    // An id out of range (negative ones too) is kept as one that is out of
    // range for any graph; messages take the id from the lists themselves.
    const int n = static_cast<int>(adjacency.size());
    for (const auto& list : adjacency) {
        for (const int b : list) targets.push_back(b >= 0 && b < n ? static_cast<NodeId>(b) : NodeId{0xFFFF});
    }
    const auto find = [&](int node, const std::function<bool(std::size_t, int)>& match) {
        const auto& list = adjacency[static_cast<std::size_t>(node)];
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (!match(i, list[i])) continue;
            const bool placed = places != nullptr && static_cast<std::size_t>(node) < places->size() &&
                                i < (*places)[static_cast<std::size_t>(node)].size();
            return ListedEntry{list[i], placed ? (*places)[static_cast<std::size_t>(node)][i] : Place{}};
        }
        return ListedEntry{};
    };
    return fromListedRows(std::move(offsets), std::move(targets), orientation, find);
}

Expected<Graph> Graph::fromListedRows(std::vector<std::uint32_t> offsets, std::vector<NodeId> targets, Orientation orientation,
                                      const FindEntry& find) {
    if (auto sizeError = checkSize(offsets.empty() ? 0 : offsets.size() - 1)) return *sizeError;
    const int n = static_cast<int>(offsets.size()) - 1;
    const auto entryAt = [&](int node, std::size_t entry) {
        return find(node, [entry](std::size_t i, int) { return i == entry; });
    };
    {
        std::vector<int> seenBy(static_cast<std::size_t>(n), -1);  // last node that listed each id
        for (int a = 0; a < n; ++a) {
            const std::uint32_t first = offsets[static_cast<std::size_t>(a)];
            for (std::uint32_t k = first; k < offsets[static_cast<std::size_t>(a) + 1]; ++k) {
                const std::uint32_t b = targets[k];
                if (b >= static_cast<std::uint32_t>(n)) {
                    const auto entry = entryAt(a, k - first);
                    return errorAt(entry.place, "graph.node-out-of-range",
                                   "node " + std::to_string(a) + " lists " + std::to_string(entry.id) + ", which is not a node of this " +
                                       std::to_string(n) + "-node graph (ids run from 0 to " + std::to_string(n - 1) + ")");
                }
                if (b == static_cast<std::uint32_t>(a)) {
                    return errorAt(entryAt(a, k - first).place, "graph.self-loop", "node " + std::to_string(a) + " lists itself: remove the self-loop");
                }
                if (seenBy[b] == a) {
                    return errorAt(entryAt(a, k - first).place, "graph.duplicate-edge",
                                   "node " + std::to_string(a) + " lists " + std::to_string(b) + " twice: remove one");
                }
                seenBy[b] = a;
            }
        }
    }
    for (int a = 0; a < n; ++a) {
        std::sort(targets.begin() + offsets[static_cast<std::size_t>(a)], targets.begin() + offsets[static_cast<std::size_t>(a) + 1]);
    }
    Graph graph;
    graph.orientation_ = orientation;
    graph.rows_ = std::make_shared<const Rows>(Rows{std::move(offsets), std::move(targets)});

    if (graph.directed()) return graph;
    for (int a = 0; a < n; ++a) {
        const auto missing = [&graph, a](std::size_t, int b) { return !graph.adjacent(b, a); };
        const auto row = graph.neighbours(a);
        if (std::none_of(row.begin(), row.end(), [&](NodeId b) { return missing(0, static_cast<int>(b)); })) continue;
        // The first such entry in the order given, as the lists were read.
        const auto entry = find(a, missing);
        const std::string b = std::to_string(entry.id), self = std::to_string(a);
        return errorAt(entry.place, "graph.not-undirected",
                       "node " + self + " lists " + b + ", but node " + b + " does not list " + self +
                           " (the graph must be undirected: add " + self + " to node " + b + "'s list)");
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
