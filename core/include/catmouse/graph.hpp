#pragma once
// A graph in compressed sparse row form: one offsets array and one targets
// array, so a neighbour scan walks contiguous memory. Undirected (each edge
// listed at both ends) or directed (each arc listed at its tail only:
// neighbours are the heads of the arcs leaving a node).
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "catmouse/error.hpp"

namespace catmouse {

using Adjacency = std::vector<std::vector<int>>;

// Where each entry of an adjacency list stood in the text it came from, so
// validation errors can point at it. Optional: arrays built in code have none.
struct Place {
    int line = 0;
    int column = 0;
};
using Places = std::vector<std::vector<Place>>;

// The most nodes a graph may have: 1.8 x 10^9 positions, about 5 GB to
// solve natively (the solve packs node ids in 16 bits). WebAssembly's 4 GB
// hold up to about 26,000 nodes; the package refuses larger graphs with the
// memory they need (limits.memory).
constexpr int kMaxNodes = 30000;

// A node id as the neighbour lists store it: 16 bits, since kMaxNodes is
// below 65,536. The lists are the one copy of the adjacency that the rules
// and the solve view (a dense 1,000-node graph has 300,000 of them for
// 2,000,000 positions, so their width shows in the bytes per position).
using NodeId = std::uint16_t;
static_assert(kMaxNodes <= 65536, "neighbour lists keep node ids in 16 bits");

class NeighbourRange {
public:
    NeighbourRange(const NodeId* first, const NodeId* last) : first_(first), last_(last) {}
    const NodeId* begin() const { return first_; }
    const NodeId* end() const { return last_; }
    std::size_t size() const { return static_cast<std::size_t>(last_ - first_); }
    bool empty() const { return first_ == last_; }

private:
    const NodeId* first_;
    const NodeId* last_;
};

enum class Orientation : std::uint8_t { Undirected,
                                        Directed };

// A value type: copies share the rows, which never change after
// fromAdjacency (so Rules, a solve and the caller hold one adjacency between
// them; on a dense graph it is a tenth of the solve's memory).
class Graph {
public:
    // Validates (no self-loops, no repeats, ids in range, size limits, and
    // for an undirected graph that every edge is listed at both ends) and
    // stores neighbours sorted ascending. A directed graph's lists are the
    // arcs leaving each node.
    static Expected<Graph> fromAdjacency(const Adjacency& adjacency, const Places* places = nullptr,
                                         Orientation orientation = Orientation::Undirected);
    // For readers that count the degrees first and fill the rows once
    // (graph6, sparse6), instead of holding lists of lists: offsets (n + 1,
    // from 0) and targets as built, each row ascending without repeats or
    // self-loops, an undirected graph's edges listed at both ends. The
    // caller guarantees all that; only the node count is checked here.
    static Expected<Graph> fromRows(std::vector<std::uint32_t> offsets, std::vector<NodeId> targets,
                                    Orientation orientation = Orientation::Undirected);
    // An entry of a list as its text gave it: the id, and its place (line 0
    // when unknown).
    struct ListedEntry {
        int id = 0;
        Place place;
    };
    // The first entry of node's list, in the order given, for which
    // match(index, id) holds (one is known to).
    using FindEntry = std::function<ListedEntry(int node, const std::function<bool(std::size_t, int)>& match)>;
    // fromAdjacency's checks and messages on rows as a reader listed them
    // (offsets n + 1 from 0, each row in the order given), sorted in place:
    // a reader need not keep a place per entry, since find (an error path,
    // which may rescan the text) names the offending one.
    static Expected<Graph> fromListedRows(std::vector<std::uint32_t> offsets, std::vector<NodeId> targets, Orientation orientation,
                                          const FindEntry& find);
    // The bytes rows of n nodes and `arcs` neighbour entries take (heapBytes
    // of the graph fromRows makes), so a reader can check a limit before it
    // allocates them.
    static std::uint64_t rowBytes(std::uint64_t nodes, std::uint64_t arcs) {
        return (nodes + 1) * sizeof(std::uint32_t) + arcs * sizeof(NodeId);
    }
    // fromAdjacency's size check alone (graph.too-small, graph.too-large), so
    // a caller holding n lists elsewhere (JavaScript arrays) can refuse them
    // before converting any.
    static std::optional<Error> checkNodeCount(std::size_t n);

    // A move copies the shared rows' pointer instead of taking it: a
    // moved-from Graph is still the same graph, never one with no rows that
    // every query would dereference.
    Graph(const Graph&) = default;
    Graph(Graph&& other) noexcept : Graph(static_cast<const Graph&>(other)) {}
    Graph& operator=(const Graph&) = default;
    Graph& operator=(Graph&& other) noexcept { return *this = static_cast<const Graph&>(other); }
    ~Graph() = default;

    int nodeCount() const { return static_cast<int>(rows_->offsets.size()) - 1; }
    NeighbourRange neighbours(int node) const {
        return {rows_->targets.data() + rows_->offsets[node], rows_->targets.data() + rows_->offsets[node + 1]};
    }
    // The rows themselves (nodeCount() + 1 offsets into the targets), for
    // views that share them (Rules' move lists).
    const std::uint32_t* rowOffsets() const { return rows_->offsets.data(); }
    const NodeId* rowTargets() const { return rows_->targets.data(); }
    int degree(int node) const { return static_cast<int>(rows_->offsets[node + 1] - rows_->offsets[node]); }
    // Is there an edge a-b, or for a directed graph an arc a -> b?
    bool adjacent(int a, int b) const;
    bool directed() const { return orientation_ == Orientation::Directed; }
    Orientation orientation() const { return orientation_; }
    // Edges of an undirected graph, arcs of a directed one.
    std::size_t edgeCount() const { return directed() ? arcCount() : arcCount() / 2; }
    // Entries of all neighbour lists: twice the edges, or the arcs.
    std::size_t arcCount() const { return rows_->targets.size(); }
    Adjacency toAdjacency() const;
    // Bytes the rows take on the heap (once, however many copies share them).
    std::uint64_t heapBytes() const {
        return rows_->offsets.capacity() * sizeof(std::uint32_t) + rows_->targets.capacity() * sizeof(NodeId);
    }
    friend bool operator==(const Graph& a, const Graph& b) {
        return a.orientation_ == b.orientation_ && a.rows_->offsets == b.rows_->offsets && a.rows_->targets == b.rows_->targets;
    }
    friend bool operator!=(const Graph& a, const Graph& b) { return !(a == b); }

private:
    struct Rows {
        std::vector<std::uint32_t> offsets;
        std::vector<NodeId> targets;
    };
    Graph() = default;
    std::shared_ptr<const Rows> rows_;
    Orientation orientation_ = Orientation::Undirected;
};

}  // namespace catmouse
