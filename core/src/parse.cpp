#include "catmouse/parse.hpp"

#include "reading.hpp"
#include "text_encoding.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>

namespace catmouse {
namespace {

using namespace reading;

constexpr const char* kFormatHint =
    "type a JSON adjacency list like [[1,3],[0],[3],[0,2]] or an edge list with one edge per line, like 0 1";

// The name LeetCode gives the input ("graph = [[2,5],[3],...]").
constexpr std::string_view kAssignedName = "graph";
// LeetCode's example lines around it ("Input: graph = [...]", "Output: 0").
constexpr std::string_view kInputName = "Input:";
constexpr std::string_view kOutputName = "Output:";
constexpr std::string_view kDirectedName = "directed";

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

// One line of an edge list: "a b", "a-b", "a,b", or the arc "a -> b".
struct EdgeLine {
    int a;
    int b;
    bool arc;
    Place first;   // of a
    Place second;  // of b
};

// Calls visit(line) for each edge line in order, stopping at the first
// error: a line's syntax, a self-loop, an id too large, or visit's own.
template <class Visit>
std::optional<Error> forEachEdgeLine(std::string_view text, const Visit& visit) {
    Cursor cursor(text);
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
        if (auto error = visit(EdgeLine{*a, *b, arcLine, first, second})) return error;
    }
    return std::nullopt;
}

// Rows filled once, at the size a counting pass found: offsets n + 1 from
// 0, then each row in any order until sorted.
struct Rows {
    std::vector<std::uint32_t> offsets;
    std::vector<NodeId> targets;

    std::uint64_t nodes() const { return offsets.size() - 1; }
    // Turns counts (offsets[a + 1] = a's entries) into offsets and
    // allocates the targets; returns where each row's next entry goes.
    std::vector<std::uint32_t> allocate() {
        for (std::size_t i = 1; i < offsets.size(); ++i) offsets[i] += offsets[i - 1];
        targets.resize(offsets.back());
        return {offsets.begin(), offsets.end() - 1};
    }
    NeighbourRange row(int a) const {
        return {targets.data() + offsets[static_cast<std::size_t>(a)], targets.data() + offsets[static_cast<std::size_t>(a) + 1]};
    }
    bool has(int a, int b) const {
        const auto range = row(a);
        return std::binary_search(range.begin(), range.end(), static_cast<NodeId>(b));
    }
    // Sorts every row; is any entry repeated within its row?
    bool sortFindsRepeat() {
        bool repeat = false;
        for (std::size_t a = 0; a + 1 < offsets.size(); ++a) {
            const auto first = targets.begin() + offsets[a], last = targets.begin() + offsets[a + 1];
            std::sort(first, last);
            repeat = repeat || std::adjacent_find(first, last) != last;
        }
        return repeat;
    }
};

// A plain line of a directed text is an edge both ways: two arcs.
bool alsoBack(const EdgeLine& edge, bool arcs, bool directed) { return arcs && !edge.arc && !directed; }

// The rows of the lines (each line's edge at its first node, or the arcs)
// before the first error, if any, with their entries counted.
struct Counted {
    Rows rows{{0}, {}};
    std::uint64_t lines = 0;
    std::optional<Error> error;
};

Counted countRows(std::string_view text, bool arcs, bool directed) {
    Counted counted;
    auto& offsets = counted.rows.offsets;
    counted.error = forEachEdgeLine(text, [&](const EdgeLine& edge) -> std::optional<Error> {
        const auto high = static_cast<std::size_t>(std::max(edge.a, edge.b));
        if (high + 2 > offsets.size()) offsets.resize(high + 2, 0);
        ++offsets[static_cast<std::size_t>(edge.a) + 1];
        if (alsoBack(edge, arcs, directed)) ++offsets[static_cast<std::size_t>(edge.b) + 1];
        ++counted.lines;
        return std::nullopt;
    });
    offsets.shrink_to_fit();
    return counted;
}

// Allocates the counted rows, fills them from the same lines and sorts them;
// is any entry repeated within its row?
bool fillRows(std::string_view text, Rows& rows, bool arcs, bool directed) {
    auto next = rows.allocate();
    forEachEdgeLine(text, [&](const EdgeLine& edge) -> std::optional<Error> {  // stops where counting stopped
        rows.targets[next[static_cast<std::size_t>(edge.a)]++] = static_cast<NodeId>(edge.b);
        if (alsoBack(edge, arcs, directed)) rows.targets[next[static_cast<std::size_t>(edge.b)]++] = static_cast<NodeId>(edge.a);
        return std::nullopt;
    });
    next = {};
    return rows.sortFindsRepeat();
}

// The first error of an edge list known to have one (a line's, or a
// repeat), named as a reader holding every line would: a repeat at its
// later line, with the line it repeats. Lines are read again with the
// sorted rows and a byte of state per entry; the line a repeat first
// stood on is found by one more reading.
// Past memoryLimit the repeats cannot be looked for: the line's own error
// (the count's) is given if there is one, else limits.memory.
Error firstEdgeListError(std::string_view text, bool arcs, bool directed, std::uint64_t memoryLimit) {
    Counted counted = countRows(text, arcs, directed);
    Rows& rows = counted.rows;
    std::uint64_t listed = 0;
    for (const auto entries : rows.offsets) listed += entries;
    // The rows, the fill cursors and a byte of state per entry.
    const std::uint64_t need = Graph::rowBytes(rows.nodes(), listed) + rows.nodes() * sizeof(std::uint32_t) + listed;
    if (memoryLimit != 0 && need > memoryLimit) {
        if (counted.error) return *counted.error;
        return listMemoryError("this edge list", rows.nodes(), std::to_string(counted.lines) + (counted.lines == 1 ? " line" : " lines"), need, memoryLimit);
    }
    fillRows(text, rows, arcs, directed);
    std::vector<std::uint8_t> state(rows.targets.size(), 0);
    const auto slot = [&rows](int a, int b) -> std::optional<std::size_t> {
        const auto range = rows.row(a);
        const auto at = std::lower_bound(range.begin(), range.end(), static_cast<NodeId>(b));
        if (at == range.end() || *at != b) return std::nullopt;
        return static_cast<std::size_t>(at - rows.targets.data());
    };
    const auto firstLine = [text](const auto& gives) {
        int line = 0;
        forEachEdgeLine(text, [&](const EdgeLine& edge) -> std::optional<Error> {
            if (!gives(edge)) return std::nullopt;
            line = edge.first.line;
            return Error{};  // found: stop reading
        });
        return line;
    };
    // Stops at the first repeat, else at the line's error the count stopped at.
    return *forEachEdgeLine(text, [&](const EdgeLine& edge) -> std::optional<Error> {
        if (arcs) {
            const auto addArc = [&](int tail, int head) -> std::optional<Error> {
                std::uint8_t& seen = state[*slot(tail, head)];
                if (seen == 0) {
                    seen = 1;
                    return std::nullopt;
                }
                const int line = firstLine([&](const EdgeLine& given) {
                    return (given.a == tail && given.b == head) || (alsoBack(given, arcs, directed) && given.a == head && given.b == tail);
                });
                return Cursor::errorAt(edge.first, "graph.duplicate-edge",
                                       "the arc " + std::to_string(tail) + " -> " + std::to_string(head) + " is already given on line " +
                                           std::to_string(line) + (directed ? "" : " (a line without -> gives an edge both ways)") + ": remove one");
            };
            if (auto error = addArc(edge.a, edge.b)) return error;
            if (alsoBack(edge, arcs, directed)) return addArc(edge.b, edge.a);
            return std::nullopt;
        }
        const int low = std::min(edge.a, edge.b), high = std::max(edge.a, edge.b);
        const bool forward = edge.a < edge.b;
        // 0: not yet given; 1: given low-high; 2: given high-low; 3: both ways.
        std::uint8_t& seen = state[*(slot(low, high) ? slot(low, high) : slot(high, low))];
        if (seen == 0) {
            seen = forward ? 1 : 2;
            return std::nullopt;
        }
        if (seen == 3 || (seen == 1) == forward) {
            const int line = firstLine([&](const EdgeLine& given) { return std::min(given.a, given.b) == low && std::max(given.a, given.b) == high; });
            return Cursor::errorAt(edge.first, "graph.duplicate-edge",
                                   "the edge " + std::to_string(edge.a) + "-" + std::to_string(edge.b) + " is already given on line " +
                                       std::to_string(line) + (seen == 3 ? " and the other way round" : "") + ": remove one");
        }
        seen = 3;
        return std::nullopt;
    });
}

// An edge list that gives some edges once and others once each way: the
// undirected graph is the same either way (every line joins its two nodes),
// so this is a warning, not an error; it names the first line of the kind
// that is rarer, the likely slip (a reverse forgotten, or one pasted twice).
// `given` holds each line's edge at its first node.
std::optional<Warning> mixedDirections(std::string_view text, const Rows& given, std::uint64_t once, std::uint64_t bothWays) {
    if (bothWays == 0 || once == 0) return std::nullopt;
    Place firstOnce, firstBoth;
    forEachEdgeLine(text, [&](const EdgeLine& edge) -> std::optional<Error> {
        Place& first = given.has(edge.b, edge.a) ? firstBoth : firstOnce;
        if (first.line == 0) first = edge.first;
        return std::nullopt;
    });
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

// The undirected graph of `given` (each line's edge at its first node,
// rows sorted without repeats): every edge at both ends, an edge given
// both ways once.
Expected<Graph> undirectedGraph(std::string_view text, Rows given, std::vector<Warning>* warnings, std::uint64_t memoryLimit) {
    const int n = static_cast<int>(given.nodes());
    Rows rows{std::vector<std::uint32_t>(given.offsets.size(), 0), {}};
    std::uint64_t once = 0, bothWays = 0;
    for (int a = 0; a < n; ++a) {
        for (const int b : given.row(a)) {
            const bool back = given.has(b, a);
            (back ? bothWays : once) += 1;
            if (back && a > b) continue;  // counted at b
            ++rows.offsets[static_cast<std::size_t>(a) + 1];
            ++rows.offsets[static_cast<std::size_t>(b) + 1];
        }
    }
    bothWays /= 2;
    // Every edge given both ways: the lines' rows are the graph's already.
    if (once == 0) return Graph::fromRows(std::move(given.offsets), std::move(given.targets));
    const std::uint64_t arcs = 2 * (once + bothWays);
    // Both rows and the fill cursors at once.
    const std::uint64_t need = Graph::rowBytes(given.nodes(), given.targets.size()) + Graph::rowBytes(given.nodes(), arcs) +
                               given.nodes() * sizeof(std::uint32_t);
    if (memoryLimit != 0 && need > memoryLimit) return listMemoryError("this edge list", given.nodes(), edgesOf(arcs, Orientation::Undirected), need, memoryLimit);
    auto next = rows.allocate();
    for (int a = 0; a < n; ++a) {
        for (const int b : given.row(a)) {
            if (given.has(b, a) && a > b) continue;
            rows.targets[next[static_cast<std::size_t>(a)]++] = static_cast<NodeId>(b);
            rows.targets[next[static_cast<std::size_t>(b)]++] = static_cast<NodeId>(a);
        }
    }
    next = {};
    rows.sortFindsRepeat();  // none: given had none, and each pair was added once
    if (warnings != nullptr) {
        if (auto mixed = mixedDirections(text, given, once, bothWays)) warnings->push_back(*std::move(mixed));
    }
    given = {};
    return Graph::fromRows(std::move(rows.offsets), std::move(rows.targets));
}

}  // namespace

Expected<Graph> parseAdjacencyJson(std::string_view text, Orientation orientation, std::uint64_t memoryLimit,
                                   std::optional<int>* expectedOutput) {
    Cursor cursor(text);
    AdjacencyScan scan;
    cursor.skipBlanks();
    // LeetCode's examples copy as "Input: graph = [...]" and "Output: 0".
    const bool example = cursor.lookingAt(kInputName);
    if (example) {
        for (std::size_t i = 0; i < kInputName.size(); ++i) cursor.advance();
        cursor.skipBlanks();
        if (!cursor.lookingAt(kAssignedName)) return cursor.error("parse.unexpected-token", "expected graph = [...] after Input: (as LeetCode writes it) but found " + cursor.found());
    }
    // LeetCode shows its input as "graph = [[2,5],[3],...]": take it as pasted.
    const bool assigned = cursor.lookingAt(kAssignedName);
    if (assigned) {
        for (std::size_t i = 0; i < kAssignedName.size(); ++i) cursor.advance();
        cursor.skipBlanks();
        if (cursor.peek() != '=') return cursor.error("parse.unexpected-token", "expected '=' after graph (as in graph = [[1,3],[0],[3],[0,2]]) but found " + cursor.found());
        cursor.advance();
        cursor.skipBlanks();
    }
    const Place listPlace = cursor.place();
    if (auto error = scanAdjacencyList(cursor, scan)) return *error;
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
    if (example && cursor.lookingAt(kOutputName)) {
        for (std::size_t i = 0; i < kOutputName.size(); ++i) cursor.advance();
        cursor.skipBlanks();
        const char digit = cursor.peek();
        if (digit < '0' || digit > '2') return cursor.error("parse.unexpected-token", "Output: must be 0, 1 or 2 (a draw, the mouse wins, the cat wins) but found " + cursor.found());
        cursor.advance();
        if (expectedOutput != nullptr) *expectedOutput = digit - '0';
        cursor.skipBlanks();
    }
    if (!cursor.atEnd()) return cursor.error("parse.unexpected-token", "unexpected " + cursor.found() + " after the end of the graph");
    auto graph = buildAdjacencyList(std::move(scan), orientation, memoryLimit);
    if (!graph) return atGraph(graph.error(), listPlace);
    return graph;
}

Expected<Graph> parseEdgeList(std::string_view text, std::vector<Warning>* warnings, bool directed, std::uint64_t memoryLimit) {
    const bool arcs = directed || hasArc(text);
    // Two passes: count each row's entries, then (after the memory check)
    // fill rows allocated once. In a directed graph the rows are the arcs;
    // in an undirected one each line's edge at its first node, from which
    // undirectedGraph makes the graph. A map of every edge to its line
    // would cost 40 bytes and more an edge: repeats are found by sorting
    // the rows, and only then named by firstEdgeListError.
    Counted counted = countRows(text, arcs, directed);
    if (counted.error) {
        counted = Counted{};  // firstEdgeListError counts again: not twice at once
        return firstEdgeListError(text, arcs, directed, memoryLimit);
    }
    if (counted.lines == 0) return Error{"parse.empty", std::string("the edge list has no edges: ") + kFormatHint};
    Rows& given = counted.rows;
    std::uint64_t listed = 0;
    for (const auto entries : given.offsets) listed += entries;
    const Orientation orientation = arcs ? Orientation::Directed : Orientation::Undirected;
    // The rows and the fill cursors. Before the edges given both ways are
    // matched, an undirected graph's size is known in lines only.
    const std::uint64_t need = Graph::rowBytes(given.nodes(), listed) + given.nodes() * sizeof(std::uint32_t);
    if (memoryLimit != 0 && need > memoryLimit) {
        const std::string size = arcs ? edgesOf(listed, orientation) : std::to_string(counted.lines) + (counted.lines == 1 ? " line" : " lines");
        return listMemoryError("this edge list", given.nodes(), size, need, memoryLimit);
    }
    if (fillRows(text, given, arcs, directed)) return firstEdgeListError(text, arcs, directed, memoryLimit);
    if (arcs) return Graph::fromRows(std::move(given.offsets), std::move(given.targets), Orientation::Directed);
    return undirectedGraph(text, std::move(given), warnings, memoryLimit);
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
