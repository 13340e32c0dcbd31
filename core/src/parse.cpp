#include "catmouse/parse.hpp"

#include "reading.hpp"
#include "text_encoding.hpp"

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <unordered_map>

namespace catmouse {
namespace {

using namespace reading;

constexpr const char* kFormatHint =
    "type a JSON adjacency list like [[1,3],[0],[3],[0,2]] or an edge list with one edge per line, like 0 1";

// The name LeetCode gives the input ("graph = [[2,5],[3],...]").
constexpr std::string_view kAssignedName = "graph";
constexpr std::string_view kDirectedName = "directed";

// An edge list that gives some edges once and others once each way: the
// undirected graph is the same either way (every line joins its two nodes),
// so this is a warning, not an error; it names the first line of the kind
// that is rarer, the likely slip (a reverse forgotten, or one pasted twice).
template <class Listings>
std::optional<Warning> mixedDirections(const Listings& listings) {
    std::size_t bothWays = 0;
    Place firstOnce{0, 0}, firstBoth{0, 0};
    const auto earlier = [](Place a, Place b) { return b.line == 0 || a.line < b.line; };
    for (const auto& [key, listing] : listings) {
        if (listing.bothWays) {
            ++bothWays;
            if (earlier(listing.first, firstBoth)) firstBoth = listing.first;
        } else if (earlier(listing.first, firstOnce)) {
            firstOnce = listing.first;
        }
    }
    const std::size_t once = listings.size() - bothWays;
    if (bothWays == 0 || once == 0) return std::nullopt;
    const bool mostlyBoth = bothWays >= once;
    const Place at = mostlyBoth ? firstOnce : firstBoth;
    const std::string what =
        mostlyBoth ? std::to_string(once) + (once == 1 ? " edge is" : " edges are") + " listed one way only (the first on this line) while " +
                         std::to_string(bothWays) + (bothWays == 1 ? " is" : " are") + " listed both ways"
                   : std::to_string(bothWays) + (bothWays == 1 ? " edge is" : " edges are") +
                         " listed both ways (the first given on this line) while " + std::to_string(once) +
                         (once == 1 ? " is" : " are") + " listed once";
    return Warning{"parse.mixed-directions", placed(at, what + "; each line is read as an undirected edge"), at.line, at.column};
}

// Does an edge list give any arc ("->" outside a comment)? Then the whole
// text is a directed graph, decided before its first line is read.
bool hasArc(std::string_view text) {
    bool comment = false;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == '\n') comment = false;
        else if (text[i] == '#') comment = true;
        else if (!comment && text[i] == '-' && text[i + 1] == '>') return true;
    }
    return false;
}

}  // namespace

namespace reading {

std::optional<Error> readAdjacencyList(Cursor& cursor, Adjacency& adjacency, Places& places) {
    if (cursor.peek() != '[') return cursor.error("parse.unexpected-token", "expected '[' to start the adjacency list but found " + cursor.found());
    // Reading stops at the first id or list that no graph catmouse takes can
    // hold, before the rest of the text (which may be tens of megabytes).
    const auto readNodeId = [&]() -> std::optional<Error> {
        if (!isDigit(cursor.peek())) return notAnId(cursor, "a node id");
        const Place at = cursor.place();
        const int node = static_cast<int>(adjacency.size()) - 1;
        if (adjacency.back().size() >= static_cast<std::size_t>(kMaxNodes - 1)) {
            return Cursor::errorAt(at, "graph.too-large", "node " + std::to_string(node) + " lists more than " + std::to_string(kMaxNodes - 1) +
                                                              " neighbours, more than a node of a graph catmouse solves (up to " +
                                                              std::to_string(kMaxNodes) + " nodes) can have");
        }
        const auto id = readId(cursor);
        if (!id) return id.error();
        if (*id >= kMaxNodes) {
            return Cursor::errorAt(at, "graph.too-large", "node " + std::to_string(*id) + " is beyond the largest id catmouse supports (" +
                                                              std::to_string(kMaxNodes - 1) + ")");
        }
        places.back().push_back(at);
        adjacency.back().push_back(*id);
        return std::nullopt;
    };
    const auto readNodeList = [&]() -> std::optional<Error> {
        const int node = static_cast<int>(adjacency.size());
        if (node >= kMaxNodes) {
            return cursor.error("graph.too-large", "the graph has more than " + std::to_string(kMaxNodes) +
                                " nodes; catmouse solves graphs of up to " + std::to_string(kMaxNodes) + " nodes");
        }
        if (cursor.peek() != '[') return notAnId(cursor, "'[' to start node " + std::to_string(node) + "'s list");
        adjacency.emplace_back();
        places.emplace_back();
        return readList(cursor, readNodeId);
    };
    return readList(cursor, readNodeList);
}

}  // namespace reading

Expected<Graph> parseAdjacencyJson(std::string_view text, Orientation orientation) {
    Cursor cursor(text);
    Adjacency adjacency;
    Places places;
    cursor.skipBlanks();
    // LeetCode shows its input as "graph = [[2,5],[3],...]": take it as pasted.
    const bool assigned = cursor.lookingAt(kAssignedName);
    if (assigned) {
        for (std::size_t i = 0; i < kAssignedName.size(); ++i) cursor.advance();
        cursor.skipBlanks();
        if (cursor.peek() != '=') return cursor.error("parse.unexpected-token", "expected '=' after graph (as in graph = [[1,3],[0],[3],[0,2]]) but found " + cursor.found());
        cursor.advance();
        cursor.skipBlanks();
    }
    if (auto error = readAdjacencyList(cursor, adjacency, places)) return *error;
    cursor.skipBlanks();
    // ", directed = true": what an export of a directed graph says after its
    // lists, so the text reads back directed without the option (the grid's
    // ", catJump = 1" style).
    if (cursor.peek() == ',') {
        const Place comma = cursor.place();
        cursor.advance();
        cursor.skipBlanks();
        const Place at = cursor.place();
        if (!cursor.lookingAt(kDirectedName)) {
            return Cursor::errorAt(comma, "parse.unexpected-token", "unexpected ',' after the end of the graph (only directed = true may follow it)");
        }
        for (std::size_t i = 0; i < kDirectedName.size(); ++i) cursor.advance();
        cursor.skipBlanks();
        if (cursor.peek() != '=') return cursor.error("parse.unexpected-token", "expected '=' after directed (as in directed = true) but found " + cursor.found());
        cursor.advance();
        cursor.skipBlanks();
        const bool yes = cursor.lookingAt("true");
        if (!yes && !cursor.lookingAt("false")) return cursor.error("parse.unexpected-token", "directed must be true or false but found " + cursor.found());
        for (int i = yes ? 4 : 5; i > 0; --i) cursor.advance();
        if (!yes && orientation == Orientation::Directed) {
            return Cursor::errorAt(at, "rules.conflicting-options", "the option directed contradicts this text's directed = false: drop one",
                                   {"directed", "format"});
        }
        if (yes) orientation = Orientation::Directed;
        cursor.skipBlanks();
    }
    if (assigned && cursor.peek() == ';') {  // copied from code: graph = [...];
        cursor.advance();
        cursor.skipBlanks();
    }
    if (!cursor.atEnd()) return cursor.error("parse.unexpected-token", "unexpected " + cursor.found() + " after the end of the graph");
    return Graph::fromAdjacency(adjacency, &places, orientation);
}

Expected<Graph> parseEdgeList(std::string_view text, std::vector<Warning>* warnings, bool directed) {
    const bool arcs = directed || hasArc(text);
    // (tail, head) -> the line the arc was first given on, for a directed graph.
    std::unordered_map<std::uint64_t, Place> arcLines;
    Cursor cursor(text);
    Adjacency adjacency;
    Places places;
    // (low, high) -> how the pair was given: an edge may be listed once or
    // once each way ("0 1" and "1 0", as tools that write directed pairs do).
    struct Listing {
        Place first;   // the line it was first given on
        bool forward;  // first given low-high
        bool bothWays = false;
    };
    std::unordered_map<std::uint64_t, Listing> edgeLines;

    const auto skipSpaces = [&cursor] {
        while (cursor.peek() == ' ' || cursor.peek() == '\t' || cursor.peek() == '\r') cursor.advance();
    };
    const auto atLineEnd = [&cursor] { return cursor.atEnd() || cursor.peek() == '\n' || cursor.peek() == '#'; };
    const auto skipRestOfLine = [&cursor] {
        while (!cursor.atEnd() && cursor.peek() != '\n') cursor.advance();
        cursor.advance();
    };

    while (!cursor.atEnd()) {
        skipSpaces();
        if (atLineEnd()) {
            skipRestOfLine();
            continue;
        }
        const Place first = cursor.place();
        if (!isDigit(cursor.peek())) {
            return notAnId(cursor, "a node id (an edge is two ids like 0 1, 0-1 or 0,1)");
        }
        const auto a = readId(cursor);
        if (!a) return a.error();
        const Place afterFirst = cursor.place();
        skipSpaces();
        // "0 -1" is a negative id, not the edge 0-1: a dash after a space
        // with a digit straight after it is a sign.
        const bool spaced = cursor.place().column != afterFirst.column;
        if (cursor.peek() == '-' && spaced && isDigit(cursor.peekNext())) {
            return cursor.error("parse.negative-id", "node ids start at 0; found a negative number");
        }
        const bool arcLine = cursor.peek() == '-' && cursor.peekNext() == '>';
        if (arcLine) {
            cursor.advance();
            cursor.advance();
            skipSpaces();
        } else if (cursor.peek() == '-' || cursor.peek() == ',') {
            cursor.advance();
            skipSpaces();
        } else if (atLineEnd()) {
            return cursor.error("parse.unexpected-token", "an edge needs a second node id, like " + std::to_string(*a) + " 1");
        }
        const Place second = cursor.place();
        if (!isDigit(cursor.peek())) return notAnId(cursor, "a second node id");
        const auto b = readId(cursor);
        if (!b) return b.error();
        skipSpaces();
        if (!atLineEnd()) return cursor.error("parse.unexpected-token", "expected the end of the line after the edge but found " + cursor.found() + " (one edge per line)");
        skipRestOfLine();

        if (*a == *b) {
            return Cursor::errorAt(first, "graph.self-loop", "node " + std::to_string(*a) + " is joined to itself: remove the self-loop");
        }
        const int high = std::max(*a, *b);
        if (high >= kMaxNodes) {
            return Cursor::errorAt(*a == high ? first : second, "graph.too-large",
                                   "node " + std::to_string(high) + " is beyond the largest id catmouse supports (" +
                                       std::to_string(kMaxNodes - 1) + ")");
        }
        if (static_cast<std::size_t>(high) >= adjacency.size()) {
            adjacency.resize(static_cast<std::size_t>(high) + 1);
            places.resize(adjacency.size());
        }
        if (arcs) {
            const auto addArc = [&](int tail, int head, Place headPlace) -> std::optional<Error> {
                const auto arcKey = (static_cast<std::uint64_t>(tail) << 32) | static_cast<std::uint64_t>(head);
                const auto [seen, fresh] = arcLines.emplace(arcKey, first);
                if (!fresh) {
                    return Cursor::errorAt(first, "graph.duplicate-edge",
                                           "the arc " + std::to_string(tail) + " -> " + std::to_string(head) +
                                               " is already given on line " + std::to_string(seen->second.line) +
                                               (directed ? "" : " (a line without -> gives an edge both ways)") + ": remove one");
                }
                adjacency[static_cast<std::size_t>(tail)].push_back(head);
                places[static_cast<std::size_t>(tail)].push_back(headPlace);
                return std::nullopt;
            };
            if (auto error = addArc(*a, *b, second)) return *error;
            if (!arcLine && !directed) {
                if (auto error = addArc(*b, *a, first)) return *error;
            }
            continue;
        }
        const auto key = (static_cast<std::uint64_t>(std::min(*a, *b)) << 32) | static_cast<std::uint64_t>(high);
        const bool forward = *a < *b;
        const auto [seen, fresh] = edgeLines.emplace(key, Listing{first, forward});
        if (!fresh) {
            Listing& listing = seen->second;
            if (listing.bothWays || listing.forward == forward) {
                return Cursor::errorAt(first, "graph.duplicate-edge",
                                       "the edge " + std::to_string(*a) + "-" + std::to_string(*b) + " is already given on line " +
                                           std::to_string(listing.first.line) + (listing.bothWays ? " and the other way round" : "") +
                                           ": remove one");
            }
            listing.bothWays = true;  // the same edge the other way round: nothing new to add
            continue;
        }
        adjacency[static_cast<std::size_t>(*a)].push_back(*b);
        places[static_cast<std::size_t>(*a)].push_back(first);
        adjacency[static_cast<std::size_t>(*b)].push_back(*a);
        places[static_cast<std::size_t>(*b)].push_back(second);
    }
    if (edgeLines.empty() && arcLines.empty()) return Error{"parse.empty", std::string("the edge list has no edges: ") + kFormatHint};
    if (arcs) return Graph::fromAdjacency(adjacency, &places, Orientation::Directed);
    if (warnings != nullptr) {
        if (auto mixed = mixedDirections(edgeLines)) warnings->push_back(*std::move(mixed));
    }
    return Graph::fromAdjacency(adjacency, &places);
}

Expected<Graph> parseGraph(std::string_view text) {
    if (auto error = readyText(text)) return *error;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (isBlank(text[i])) continue;
        const bool json = text[i] == '[' || text.substr(i, kAssignedName.size()) == kAssignedName;
        return json ? parseAdjacencyJson(text) : parseEdgeList(text);
    }
    return Error{"parse.empty", std::string("the input is empty: ") + kFormatHint};
}

}  // namespace catmouse
