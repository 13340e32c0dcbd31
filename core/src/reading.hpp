#pragma once
// Reading text for the parsers (parse.cpp, parse_graph6.cpp, parse_json.cpp, import.cpp):
// a cursor that counts lines and columns, and the readers they share, so
// every format's errors name the place the same way.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/graph.hpp"
#include "text_encoding.hpp"

namespace catmouse::reading {

// Largest id the parsers accept before validation rejects it for the graph at hand.
constexpr std::int64_t kIdLimit = 999999999;

// Where a place is, as messages start: "line 2, column 5: ".
inline std::string placed(Place at, const std::string& what) {
    return "line " + std::to_string(at.line) + ", column " + std::to_string(at.column) + ": " + what;
}

inline bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool startsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }
// The text from its first character that is not blank (empty if none is).
inline std::string_view fromFirstNonBlank(std::string_view text) {
    std::size_t first = 0;
    while (first < text.size() && isBlank(text[first])) ++first;
    return text.substr(first);
}

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
    std::size_t offset() const { return pos_; }

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
    // Steps over `length` bytes known to be ASCII without a line end (a
    // graph6 word): one jump instead of a byte at a time.
    void skipAscii(std::size_t length) {
        pos_ = std::min(pos_ + length, text_.size());
        column_ += static_cast<int>(length);
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
        const std::size_t length = c >= 0xF8 ? 0 : c >= 0xF0 ? 4
                                               : c >= 0xE0   ? 3
                                               : c >= 0xC0   ? 2
                                                             : 0;
        std::uint32_t codePoint = length == 4 ? c & 0x07u : length == 3 ? c & 0x0Fu
                                                                        : c & 0x1Fu;
        bool valid = length > 0 && pos_ + length <= text_.size();
        for (std::size_t i = 1; valid && i < length; ++i) {
            const auto next = static_cast<unsigned char>(text_[pos_ + i]);
            valid = (next & 0xC0) == 0x80;
            codePoint = (codePoint << 6) | (next & 0x3Fu);
        }
        if (!valid) return "a byte that is not UTF-8 text";
        const bool invisible = codePoint == 0xA0 || codePoint == 0xFEFF || (codePoint >= 0x2000 && codePoint <= 0x200F) ||
                               codePoint == 0x2028 || codePoint == 0x2029 || codePoint == 0x202F || codePoint == 0x3000;
        const std::string name = hexName("U+", codePoint, 4);
        return invisible ? std::string("the invisible character ") + name
                         : "'" + std::string(text_.substr(pos_, length)) + "' (" + name + ")";
    }

    Error error(const char* code, const std::string& what) const { return errorAt(place(), code, what); }
    static Error errorAt(Place at, const char* code, const std::string& what, std::vector<std::string> options = {}) {
        return Error{code, placed(at, what), at.line, at.column, std::move(options)};
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
};

// An error of the graph's node count (graph.too-small, graph.too-large)
// placed at the graph's first '[' in the text, so an editor can show where;
// any other error stays as it is.
inline Error atGraph(Error error, Place graph) {
    const bool count = error.code == "graph.too-small" || error.code == "graph.too-large";
    if (!count || error.line != 0 || graph.line == 0) return error;
    return Cursor::errorAt(graph, error.code.c_str(), error.message, std::move(error.options));
}

// A whole number at the cursor; the cursor must be on a digit.
inline Expected<int> readId(Cursor& cursor) {
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

// A whole number at the cursor (on a digit) that is not a node id (a jump, a
// turn limit): its caller says the range, so a large one is read (held at
// kLargeWhole) rather than refused as "far too large to be a node id".
constexpr std::int64_t kLargeWhole = std::int64_t{1} << 40;
inline Expected<std::int64_t> readWhole(Cursor& cursor) {
    const Place start = cursor.place();
    std::int64_t value = 0;
    while (isDigit(cursor.peek())) {
        value = std::min(value * 10 + (cursor.peek() - '0'), kLargeWhole);
        cursor.advance();
    }
    if (cursor.peek() == '.' || cursor.peek() == 'e' || cursor.peek() == 'E') {
        return Cursor::errorAt(start, "parse.bad-number", "this must be a whole number; found a fraction or exponent");
    }
    return value;
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

inline Error notAnId(const Cursor& cursor, const std::string& expected) {
    if (cursor.peek() == '-') return cursor.error("parse.negative-id", "node ids start at 0; found a negative number");
    return cursor.error("parse.unexpected-token", "expected " + expected + " but found " + cursor.found());
}

// An adjacency list "[[1,3],[0],...]" read in two passes (read_lists.cpp,
// for parse.cpp and the JSON game's "graph"): scanAdjacencyList checks the
// syntax from the '[' at the cursor through its ']' and counts each list's
// entries; buildAdjacencyList checks the size against memoryLimit (0: none),
// then rereads the text into the rows. No place is kept per entry: an
// error's place is found by reading the text again.
struct AdjacencyScan {
    Cursor start{std::string_view()};       // at the list's '['
    std::vector<std::uint32_t> degrees{0};  // 0, then each node's entry count
};
std::optional<Error> scanAdjacencyList(Cursor& cursor, AdjacencyScan& scan);
Expected<Graph> buildAdjacencyList(AdjacencyScan scan, Orientation orientation, std::uint64_t memoryLimit);
// The limits.memory error of a list reader: "this adjacency list (5 nodes,
// 4 edges) needs about ..." (what: "this adjacency list", size: "4 edges").
Error listMemoryError(const std::string& what, std::uint64_t nodes, const std::string& size, std::uint64_t need, std::uint64_t memoryLimit);
// "4 edges", or "4 arcs" for a directed graph, of a graph with `arcs` row entries.
std::string edgesOf(std::uint64_t arcs, Orientation orientation);

// A grid's rows ["####F", ...] from the '[' at the cursor through its ']',
// checked as parseGrid checks them (parse_grid.cpp; a game file's "grid" too).
Expected<std::vector<std::string>> readGridRows(Cursor& cursor);
// A jump at the cursor (a digit or '-'), from kMinJump to kMaxJump (grid.bad-jump).
Expected<int> readGridJump(Cursor& cursor, const char* name);

}  // namespace catmouse::reading
