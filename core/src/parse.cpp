#include "catmouse/parse.hpp"

#include "text_encoding.hpp"

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <unordered_map>

namespace catmouse {
namespace {

constexpr const char* kFormatHint =
    "type a JSON adjacency list like [[1,3],[0],[3],[0,2]] or an edge list with one edge per line, like 0 1";

// The name LeetCode gives the input ("graph = [[2,5],[3],...]").
constexpr std::string_view kAssignedName = "graph";

// Largest id the parsers accept before validation rejects it for the graph at hand.
constexpr std::int64_t kIdLimit = 999999999;

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Reads text while tracking 1-based line and column; columns count code
// points, not bytes, so a caret under the text lands where a person looks.
class Cursor {
public:
    explicit Cursor(std::string_view text) : text_(text) {}

    bool atEnd() const { return pos_ >= text_.size(); }
    char peek() const { return atEnd() ? '\0' : text_[pos_]; }
    char peekNext() const { return pos_ + 1 >= text_.size() ? '\0' : text_[pos_ + 1]; }
    bool lookingAt(std::string_view word) const { return text_.substr(pos_, word.size()) == word; }
    Place place() const { return {line_, column_}; }

    void advance() {
        if (atEnd()) return;
        const char c = text_[pos_++];
        if (c == '\n') {
            ++line_;
            column_ = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++column_;
        }
    }
    void skipBlanks() {
        while (!atEnd() && isBlank(peek())) advance();
    }

    // What stands at the cursor, for messages: 'x', "the end of the input",
    // or U+00A0 for characters a person cannot tell apart by looking.
    std::string found() const {
        if (atEnd()) return "the end of the input";
        const auto c = static_cast<unsigned char>(peek());
        if (c == '\n') return "the end of the line";
        if (c < 0x20 || c == 0x7F) return "a control character";
        if (c < 0x80) return "'" + std::string(1, static_cast<char>(c)) + "'";
        const std::size_t length = c >= 0xF8 ? 0 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
        std::uint32_t codePoint = length == 4 ? c & 0x07u : length == 3 ? c & 0x0Fu : c & 0x1Fu;
        bool valid = length > 0 && pos_ + length <= text_.size();
        for (std::size_t i = 1; valid && i < length; ++i) {
            const auto next = static_cast<unsigned char>(text_[pos_ + i]);
            valid = (next & 0xC0) == 0x80;
            codePoint = (codePoint << 6) | (next & 0x3Fu);
        }
        if (!valid) return "a byte that is not UTF-8 text";
        const bool invisible = codePoint == 0xA0 || codePoint == 0xFEFF || (codePoint >= 0x2000 && codePoint <= 0x200F) ||
                               codePoint == 0x2028 || codePoint == 0x2029 || codePoint == 0x202F || codePoint == 0x3000;
        char name[16];
        std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(codePoint));
        return invisible ? std::string("the invisible character ") + name
                         : "'" + std::string(text_.substr(pos_, length)) + "' (" + name + ")";
    }

    Error error(const char* code, const std::string& what) const { return errorAt(place(), code, what); }
    static Error errorAt(Place at, const char* code, const std::string& what) {
        return Error{code, "line " + std::to_string(at.line) + ", column " + std::to_string(at.column) + ": " + what, at.line,
                     at.column};
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
};

// A whole number at the cursor; the cursor must be on a digit.
Expected<int> readId(Cursor& cursor) {
    const Place start = cursor.place();
    std::int64_t value = 0;
    while (isDigit(cursor.peek())) {
        value = value * 10 + (cursor.peek() - '0');
        if (value > kIdLimit) return Cursor::errorAt(start, "parse.bad-number", "this number is far too large to be a node id");
        cursor.advance();
    }
    if (cursor.peek() == '.' || cursor.peek() == 'e' || cursor.peek() == 'E') {
        return Cursor::errorAt(start, "parse.bad-number", "node ids are whole numbers; found a fraction or exponent");
    }
    return static_cast<int>(value);
}

// Reads "[item, item, ...]" from the '[' at the cursor through its ']'.
template <class ReadItem>
std::optional<Error> readList(Cursor& cursor, const ReadItem& readItem) {
    cursor.advance();
    cursor.skipBlanks();
    if (cursor.peek() == ']') {
        cursor.advance();
        return std::nullopt;
    }
    while (true) {
        if (auto error = readItem()) return error;
        cursor.skipBlanks();
        if (cursor.peek() == ']') {
            cursor.advance();
            return std::nullopt;
        }
        if (cursor.peek() != ',') return cursor.error("parse.unexpected-token", "expected ',' or ']' but found " + cursor.found());
        cursor.advance();
        cursor.skipBlanks();
    }
}

Error notAnId(const Cursor& cursor, const std::string& expected) {
    if (cursor.peek() == '-') return cursor.error("parse.negative-id", "node ids start at 0; found a negative number");
    return cursor.error("parse.unexpected-token", "expected " + expected + " but found " + cursor.found());
}

}  // namespace

Expected<Graph> parseAdjacencyJson(std::string_view text) {
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
    if (cursor.peek() != '[') return cursor.error("parse.unexpected-token", "expected '[' to start the adjacency list but found " + cursor.found());
    const auto readNodeId = [&]() -> std::optional<Error> {
        if (!isDigit(cursor.peek())) return notAnId(cursor, "a node id");
        places.back().push_back(cursor.place());
        const auto id = readId(cursor);
        if (!id) return id.error();
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
    if (auto error = readList(cursor, readNodeList)) return *error;
    cursor.skipBlanks();
    if (assigned && cursor.peek() == ';') {  // copied from code: graph = [...];
        cursor.advance();
        cursor.skipBlanks();
    }
    if (!cursor.atEnd()) return cursor.error("parse.unexpected-token", "unexpected " + cursor.found() + " after the end of the graph");
    return Graph::fromAdjacency(adjacency, &places);
}

Expected<Graph> parseEdgeList(std::string_view text) {
    Cursor cursor(text);
    Adjacency adjacency;
    Places places;
    std::unordered_map<std::uint64_t, int> edgeLines;  // (low, high) -> line it was first given on

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
        if (cursor.peek() == '-' || cursor.peek() == ',') {
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
        const auto key = (static_cast<std::uint64_t>(std::min(*a, *b)) << 32) | static_cast<std::uint64_t>(high);
        const auto [seen, fresh] = edgeLines.emplace(key, first.line);
        if (!fresh) {
            return Cursor::errorAt(first, "graph.duplicate-edge", "the edge " + std::to_string(*a) + "-" + std::to_string(*b) +
                                              " is already given on line " + std::to_string(seen->second) + ": remove one");
        }
        if (static_cast<std::size_t>(high) >= adjacency.size()) {
            adjacency.resize(static_cast<std::size_t>(high) + 1);
            places.resize(adjacency.size());
        }
        adjacency[static_cast<std::size_t>(*a)].push_back(*b);
        places[static_cast<std::size_t>(*a)].push_back(first);
        adjacency[static_cast<std::size_t>(*b)].push_back(*a);
        places[static_cast<std::size_t>(*b)].push_back(second);
    }
    if (edgeLines.empty()) return Error{"parse.empty", std::string("the edge list has no edges: ") + kFormatHint};
    return Graph::fromAdjacency(adjacency, &places);
}

Expected<Graph> parseGraph(std::string_view text) {
    // Editors on some systems start UTF-8 files with a byte-order mark; one means nothing here.
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) text.remove_prefix(kByteOrderMark.size());
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
        return Cursor::errorAt({1, 1}, "parse.unexpected-token", "a second byte-order mark (U+FEFF): only one may start the text");
    }
    if (auto error = checkUtf8(text)) return *error;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (isBlank(text[i])) continue;
        const bool json = text[i] == '[' || text.substr(i, kAssignedName.size()) == kAssignedName;
        return json ? parseAdjacencyJson(text) : parseEdgeList(text);
    }
    return Error{"parse.empty", std::string("the input is empty: ") + kFormatHint};
}

}  // namespace catmouse
