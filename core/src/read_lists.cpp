// Adjacency lists read in two passes over the text: the first checks the
// syntax and counts each node's entries, the second (after the memory check)
// fills rows allocated once at their final size. Lists of lists with a
// place per entry cost 3.5-10 bytes per input byte (7-29 times the rows);
// this costs the graph's rows (2 bytes an entry, 4 a node) and at most 12
// bytes a node beside them.
#include <functional>
#include <string>

#include "byte_size.hpp"
#include "reading.hpp"

namespace catmouse::reading {
namespace {

// Reads the list at the cursor, calling sink.node() at each node's '[' and
// sink.entry(id, place) for each id. Reading stops at the first id or list
// that no graph catmouse takes can hold, before the rest of the text
// (which may be tens of megabytes).
template <class Sink>
std::optional<Error> readAdjacencyList(Cursor& cursor, Sink& sink) {
    if (cursor.peek() != '[') return cursor.error("parse.unexpected-token", "expected '[' to start the adjacency list but found " + cursor.found());
    int node = -1;
    std::size_t listed = 0;  // entries of the current node so far
    const auto readNodeId = [&]() -> std::optional<Error> {
        if (!isDigit(cursor.peek())) return notAnId(cursor, "a node id");
        const Place at = cursor.place();
        if (listed >= static_cast<std::size_t>(kMaxNodes - 1)) {
            return Cursor::errorAt(at, "graph.too-large", "node " + std::to_string(node) + " lists more than " + std::to_string(kMaxNodes - 1) + " neighbours, more than a node of a graph catmouse solves (up to " + std::to_string(kMaxNodes) + " nodes) can have");
        }
        const auto id = readId(cursor);
        if (!id) return id.error();
        if (*id >= kMaxNodes) {
            return Cursor::errorAt(at, "graph.too-large", "node " + std::to_string(*id) + " is beyond the largest id catmouse supports (" + std::to_string(kMaxNodes - 1) + ")");
        }
        ++listed;
        return sink.entry(*id, at);
    };
    const auto readNodeList = [&]() -> std::optional<Error> {
        if (node + 1 >= kMaxNodes) {
            return cursor.error("graph.too-large", "the graph has more than " + std::to_string(kMaxNodes) +
                                                       " nodes; catmouse solves graphs of up to " + std::to_string(kMaxNodes) + " nodes");
        }
        if (cursor.peek() != '[') return notAnId(cursor, "'[' to start node " + std::to_string(node + 1) + "'s list");
        ++node;
        listed = 0;
        sink.node();
        return readList(cursor, readNodeId);
    };
    return readList(cursor, readNodeList);
}

struct Counter {
    std::vector<std::uint32_t>& degrees;
    void node() { degrees.push_back(0); }
    std::optional<Error> entry(int, Place) {
        ++degrees.back();
        return std::nullopt;
    }
};

struct Filler {
    std::vector<NodeId>& targets;
    void node() {}
    std::optional<Error> entry(int id, Place) {
        targets.push_back(static_cast<NodeId>(id));  // below kMaxNodes: checked by the scan
        return std::nullopt;
    }
};

// Stops at the first entry of `target`'s list that match(index, id) holds for.
struct Finder {
    Finder(int target, const std::function<bool(std::size_t, int)>& match) : target(target), match(match) {}
    int target;
    const std::function<bool(std::size_t, int)>& match;
    int node_ = -1;
    std::size_t index = 0;
    std::optional<Graph::ListedEntry> found;
    void node() {
        ++node_;
        index = 0;
    }
    std::optional<Error> entry(int id, Place at) {
        if (node_ == target && match(index, id)) {
            found = Graph::ListedEntry{id, at};
            return Error{};  // found: stop reading
        }
        ++index;
        return std::nullopt;
    }
};

}  // namespace

std::optional<Error> scanAdjacencyList(Cursor& cursor, AdjacencyScan& scan) {
    scan.start = cursor;
    scan.degrees.assign(1, 0);
    Counter counter{scan.degrees};
    return readAdjacencyList(cursor, counter);
}

Error listMemoryError(const std::string& what, std::uint64_t nodes, const std::string& size, std::uint64_t need, std::uint64_t memoryLimit) {
    return Error{"limits.memory", what + " (" + std::to_string(nodes) + " nodes, " + size + ") needs about " + describeBytes(need, Rounding::Up) +
                                      " to read, more than the memory limit of " + describeBytes(memoryLimit, Rounding::Down)};
}

std::string edgesOf(std::uint64_t arcs, Orientation orientation) {
    return orientation == Orientation::Directed ? std::to_string(arcs) + " arcs" : std::to_string(arcs / 2) + " edges";
}

Expected<Graph> buildAdjacencyList(AdjacencyScan scan, Orientation orientation, std::uint64_t memoryLimit) {
    auto offsets = std::move(scan.degrees);
    offsets.shrink_to_fit();
    for (std::size_t i = 1; i < offsets.size(); ++i) offsets[i] += offsets[i - 1];
    const std::uint64_t nodes = offsets.size() - 1, arcs = offsets.back();
    // The rows, and fromListedRows' int a node for repeats.
    const std::uint64_t need = Graph::rowBytes(nodes, arcs) + nodes * sizeof(int);
    if (memoryLimit != 0 && need > memoryLimit) return listMemoryError("this adjacency list", nodes, edgesOf(arcs, orientation), need, memoryLimit);
    std::vector<NodeId> targets;
    targets.reserve(arcs);
    Filler filler{targets};
    Cursor again = scan.start;
    readAdjacencyList(again, filler);  // read once already: no error
    const Cursor start = scan.start;
    const auto find = [&start](int node, const std::function<bool(std::size_t, int)>& match) {
        Finder finder(node, match);
        Cursor cursor = start;
        readAdjacencyList(cursor, finder);
        return finder.found.value_or(Graph::ListedEntry{});
    };
    return Graph::fromListedRows(std::move(offsets), std::move(targets), orientation, find);
}

}  // namespace catmouse::reading
