// nauty's graph6 and sparse6 formats (Brendan McKay's formats.txt): six
// bits a character, each character 63 + its bits, so '?' to '~'. One graph
// per input, after an optional ">>graph6<<" or ">>sparse6<<" header.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "byte_size.hpp"
#include "catmouse/import.hpp"
#include "reading.hpp"

namespace catmouse {
namespace {

using namespace reading;

constexpr int kFirst = 63;  // '?': the character of six zero bits
constexpr int kLast = 126;  // '~'

// The characters of the graph (all ASCII, so the column of character i is
// start.column + i) and where they start.
struct Word {
    std::string_view chars;
    Place start;

    Place at(std::size_t i) const { return {start.line, start.column + static_cast<int>(i)}; }
    int bits(std::size_t i) const { return chars[i] - kFirst; }
    Error error(std::size_t i, const char* code, const std::string& what) const { return Cursor::errorAt(at(i), code, what); }
};

// The optional header, then one word of the graph, and nothing after it.
// lead is ':' for sparse6, '\0' for graph6.
Expected<Word> readWord(std::string_view text, std::string_view header, const char* name, char lead) {
    Cursor cursor(text);
    cursor.skipBlanks();
    if (cursor.lookingAt(header)) {
        for (std::size_t i = 0; i < header.size(); ++i) cursor.advance();
        cursor.skipBlanks();
    }
    if (cursor.atEnd()) return cursor.error("parse.empty", std::string("there is no ") + name + " graph here");
    const char c = cursor.peek();
    if (c == '&') return cursor.error("parse.bad-graph6", "this is digraph6 (it starts with '&'), which describes a directed graph; the game is played on undirected graphs");
    if (c == ';') return cursor.error("parse.bad-graph6", "this is incremental sparse6 (it starts with ';'), a change to an earlier graph: give the graph itself");
    if (c == ':' && lead != ':') return cursor.error("parse.bad-graph6", "a string that starts with ':' is sparse6, not graph6");
    if (lead == ':' && c != ':') return cursor.error("parse.bad-graph6", "sparse6 starts with ':' but found " + cursor.found());
    const Place start = cursor.place();
    const std::size_t from = cursor.offset();
    std::size_t end = from + (lead != '\0' ? 1 : 0);
    while (end < text.size() && !isBlank(text[end])) {
        const auto ch = static_cast<unsigned char>(text[end]);
        if (ch < kFirst || ch > kLast) {
            cursor.skipAscii(end - from);
            return cursor.error("parse.bad-graph6", std::string(name) + " uses only the characters ? to ~ (ASCII 63 to 126), but found " + cursor.found());
        }
        ++end;
    }
    cursor.skipAscii(end - from);
    const std::string_view chars = text.substr(from, end - from);
    cursor.skipBlanks();
    if (!cursor.atEnd()) return cursor.error("parse.bad-graph6", std::string("one graph per input: this is a second ") + name + " graph or stray text");
    return Word{chars, start};
}

struct Size {
    int nodes;
    std::size_t next;  // the index of the first character after N(n)
};

// N(n): one character up to 62 nodes, '~' and 3 more up to 258,047, "~~" and 6 more beyond.
Expected<Size> readSize(const Word& word, std::size_t at, const char* name) {
    if (at >= word.chars.size()) return word.error(at, "parse.bad-graph6", std::string("the ") + name + " string ends before its node count");
    std::size_t digits = 0;
    std::size_t first = at;
    if (word.bits(at) < kLast - kFirst) return Size{word.bits(at), at + 1};
    if (at + 1 < word.chars.size() && word.bits(at + 1) == kLast - kFirst) {
        digits = 6;
        first = at + 2;
    } else {
        digits = 3;
        first = at + 1;
    }
    if (first + digits > word.chars.size()) {
        return word.error(word.chars.size(), "parse.bad-graph6",
                          std::string("the ") + name + " string ends inside its node count (" + std::to_string(digits + first - at) + " characters from '~')");
    }
    std::int64_t n = 0;
    for (std::size_t i = 0; i < digits; ++i) n = (n << 6) | word.bits(first + i);
    if (n > kMaxNodes) {
        return word.error(at, "graph.too-large",
                          std::string("this ") + name + " string is for " + std::to_string(n) + " nodes; catmouse solves graphs of up to " +
                              std::to_string(kMaxNodes) + " nodes");
    }
    return Size{static_cast<int>(n), first + digits};
}

// Rows filled once: the degrees are counted in a first pass over the
// edges, the rows allocated at their final size (after the memory check),
// then filled in a second pass. Lists of lists with a place per entry cost
// about 200 bytes per input byte; this costs the graph itself (4 bytes per
// edge) and 4 bytes per node.
class RowBuilder {
public:
    explicit RowBuilder(int n) : offsets_(static_cast<std::size_t>(n) + 1, 0) {}

    void count(int a, int b) {
        ++offsets_[static_cast<std::size_t>(a) + 1];
        ++offsets_[static_cast<std::size_t>(b) + 1];
    }
    std::uint64_t arcs() const {
        std::uint64_t total = 0;
        for (const auto degree : offsets_) total += degree;
        return total;
    }
    int nodes() const { return static_cast<int>(offsets_.size()) - 1; }
    // The rows and the fill cursors, at their peak.
    std::uint64_t peakBytes() const { return Graph::rowBytes(offsets_.size() - 1, arcs()) + offsets_.size() * sizeof(std::uint32_t); }

    // After the counting pass: degrees become offsets, the targets are allocated.
    void allocate() {
        for (std::size_t i = 1; i < offsets_.size(); ++i) offsets_[i] += offsets_[i - 1];
        targets_.resize(offsets_.back());
        next_.assign(offsets_.begin(), offsets_.end() - 1);
    }
    void add(int a, int b) {
        targets_[next_[static_cast<std::size_t>(a)]++] = static_cast<NodeId>(b);
        targets_[next_[static_cast<std::size_t>(b)]++] = static_cast<NodeId>(a);
    }
    // Sorts each row (sparse6 lists edges in any order) and returns the
    // first pair listed twice, if any.
    std::optional<std::pair<int, int>> sortRows() {
        for (int a = 0; a < nodes(); ++a) {
            const auto first = targets_.begin() + offsets_[static_cast<std::size_t>(a)];
            const auto last = targets_.begin() + offsets_[static_cast<std::size_t>(a) + 1];
            std::sort(first, last);
            const auto repeat = std::adjacent_find(first, last);
            if (repeat != last) return std::pair<int, int>{std::min<int>(a, *repeat), std::max<int>(a, *repeat)};
        }
        return std::nullopt;
    }
    Expected<Graph> graph() && {
        next_ = {};
        return Graph::fromRows(std::move(offsets_), std::move(targets_));
    }

private:
    std::vector<std::uint32_t> offsets_;  // degrees, then offsets
    std::vector<NodeId> targets_;
    std::vector<std::uint32_t> next_;  // where each row's next entry goes
};

Error readingMemoryError(const char* name, const RowBuilder& rows, std::uint64_t memoryLimit) {
    return Error{"limits.memory", "this " + std::string(name) + " graph (" + std::to_string(rows.nodes()) + " nodes, " +
                                      std::to_string(rows.arcs() / 2) + " edges) needs about " + describeBytes(rows.peakBytes(), Rounding::Up) +
                                      " to read, more than the memory limit of " + describeBytes(memoryLimit, Rounding::Down)};
}

// Calls edge(i, j, q) for each set bit of a graph6 body (i < j, in the
// order of the bits, q the character's index in the body). Only the set
// bits are visited (most characters of a sparse graph are '?'): bit p is the
// pair (i, j) with column j starting at j(j - 1)/2.
template <class Edge>
void forEachGraph6Edge(const Word& word, std::size_t from, std::size_t length, const Edge& edge) {
    std::uint64_t column = 0;
    int j = 1;
    for (std::size_t q = 0; q < length; ++q) {
        const int six = word.bits(from + q);
        for (int b = 0; six != 0 && b < 6; ++b) {
            if (((six >> (5 - b)) & 1) == 0) continue;
            const std::uint64_t p = q * 6 + static_cast<std::uint64_t>(b);
            while (column + static_cast<std::uint64_t>(j) <= p) column += static_cast<std::uint64_t>(j++);
            edge(static_cast<int>(p - column), j, q);
        }
    }
}

}  // namespace

Expected<Graph> parseGraph6(std::string_view text, std::uint64_t memoryLimit) {
    const auto word = readWord(text, ">>graph6<<", "graph6", '\0');
    if (!word) return word.error();
    const auto size = readSize(*word, 0, "graph6");
    if (!size) return size.error();
    const int n = size->nodes;
    // The upper triangle, column by column: (0,1), (0,2), (1,2), (0,3), ...
    const std::uint64_t bits = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n > 0 ? n - 1 : 0) / 2;
    const std::size_t need = static_cast<std::size_t>((bits + 5) / 6);
    const std::size_t have = word->chars.size() - size->next;
    if (have != need) {
        const std::string what = "a graph6 string for " + std::to_string(n) + " nodes has " + std::to_string(need) +
                                 " characters after its node count; this one has " + std::to_string(have);
        if (have < need) return word->error(word->chars.size(), "parse.bad-graph6", what + ": it is cut short");
        return word->error(size->next + need, "parse.bad-graph6", what + ": the characters from here on are extra");
    }
    const int padding = static_cast<int>(need * 6 - bits);
    if (need > 0 && (word->bits(word->chars.size() - 1) & ((1 << padding) - 1)) != 0) {
        return word->error(word->chars.size() - 1, "parse.bad-graph6",
                           "this last character sets bits past the last pair of nodes: the string is damaged or not for " + std::to_string(n) + " nodes");
    }
    // Each bit is one edge (i < j, the pairs in column order), so every row
    // comes out ascending without a sort, with no repeats or loops.
    RowBuilder rows(n);
    forEachGraph6Edge(*word, size->next, need, [&rows](int i, int j, std::size_t) { rows.count(i, j); });
    if (memoryLimit != 0 && rows.peakBytes() > memoryLimit) return readingMemoryError("graph6", rows, memoryLimit);
    rows.allocate();
    forEachGraph6Edge(*word, size->next, need, [&rows](int i, int j, std::size_t) { rows.add(i, j); });
    return std::move(rows).graph();
}

Expected<Graph> parseSparse6(std::string_view text, std::uint64_t memoryLimit) {
    const auto word = readWord(text, ">>sparse6<<", "sparse6", ':');
    if (!word) return word.error();
    const auto size = readSize(*word, 1, "sparse6");
    if (!size) return size.error();
    const int n = size->nodes;
    int k = 1;  // bits of a node id: enough for n - 1
    while ((1 << k) < n) ++k;
    const std::size_t totalBits = (word->chars.size() - size->next) * 6;
    const auto bitAt = [&](std::size_t i) { return (word->bits(size->next + i / 6) >> (5 - i % 6)) & 1; };
    // Calls edge(x, v, character) for each edge x-v (x <= v) in the order
    // given; stops early when edge returns an error.
    // Pairs (b, x): b = 1 moves to the next node; x > v jumps to x; else x-v is an edge.
    // Padding (1 bits, or a 0 then 1 bits) ends the list by pointing past the last node.
    const auto forEachEdge = [&](const auto& edge) -> std::optional<Error> {
        int v = 0;
        for (std::size_t pos = 0; pos + 1 + static_cast<std::size_t>(k) <= totalBits;) {
            const std::size_t character = size->next + pos / 6;
            const int b = bitAt(pos);
            int x = 0;
            for (int i = 1; i <= k; ++i) x = (x << 1) | bitAt(pos + static_cast<std::size_t>(i));
            pos += 1 + static_cast<std::size_t>(k);
            if (b == 1) ++v;
            if (x >= n || v >= n) break;
            if (x > v) {
                v = x;
                continue;
            }
            if (auto error = edge(x, v, character)) return error;
        }
        return std::nullopt;
    };
    RowBuilder rows(n);
    const auto counted = forEachEdge([&](int x, int v, std::size_t character) -> std::optional<Error> {
        if (x == v) {
            return word->error(character, "graph.self-loop", "the sparse6 string joins node " + std::to_string(v) + " to itself: the game needs a graph without loops");
        }
        rows.count(x, v);
        return std::nullopt;
    });
    if (counted) return *counted;
    if (memoryLimit != 0 && rows.peakBytes() > memoryLimit) return readingMemoryError("sparse6", rows, memoryLimit);
    rows.allocate();
    forEachEdge([&rows](int x, int v, std::size_t) -> std::optional<Error> {
        rows.add(x, v);
        return std::nullopt;
    });
    if (const auto repeated = rows.sortRows()) {
        // Rare: walk the edges again for the place of the second listing.
        int seen = 0;
        std::size_t at = 0;
        forEachEdge([&](int x, int v, std::size_t character) -> std::optional<Error> {
            if (x == repeated->first && v == repeated->second && ++seen == 2) {
                at = character;
                return Error{};  // found: stops the walk
            }
            return std::nullopt;
        });
        return word->error(at, "graph.duplicate-edge",
                           "the sparse6 string gives the edge " + std::to_string(repeated->first) + "-" + std::to_string(repeated->second) +
                               " twice: the game needs a simple graph");
    }
    return std::move(rows).graph();
}

}  // namespace catmouse
