// Reading a LeetCode 1728 board (see grid.hpp for the forms), left to right,
// stopping at the first error with its line and column.
#include <array>

#include "catmouse/grid.hpp"
#include "reading.hpp"
#include "text_encoding.hpp"

namespace catmouse {
namespace {

using namespace reading;

constexpr std::string_view kAssignedName = "grid";
constexpr const char* kCells = "'#' (wall), '.' (floor), 'C' (cat), 'M' (mouse) or 'F' (food)";

struct Piece {
    char letter;
    const char* name;
};
constexpr std::array<Piece, 3> kPieces = {{{'C', "cat"}, {'M', "mouse"}, {'F', "food"}}};

bool isCell(char c) { return c == '#' || c == '.' || c == 'C' || c == 'M' || c == 'F'; }

// Checks each row as it is read: the characters, the width, one of each piece.
// The cells are kept in one string (a byte a cell) until the board is whole,
// so a board refused for its size never held a string per row.
class Board {
public:
    // Called with the cursor on the row's first character; reads up to (not
    // including) a character for which `ends` is true.
    template <class Ends>
    std::optional<Error> readRow(Cursor& cursor, const Ends& ends) {
        const Place start = cursor.place();
        const int row = static_cast<int>(rowCount_);
        const std::size_t first = cells_.size();
        while (!cursor.atEnd() && !ends(cursor.peek())) {
            const char c = cursor.peek();
            if (!isCell(c)) return cursor.error("grid.bad-cell", "a grid cell is " + std::string(kCells) + "; found " + cursor.found());
            for (std::size_t p = 0; p < kPieces.size(); ++p) {
                if (c != kPieces[p].letter) continue;
                if (seen_[p]) {
                    return cursor.error("grid.repeated-piece", std::string("a second ") + kPieces[p].name + " ('" + c + "'); the first is at (" +
                                                                   std::to_string(where_[p].row) + "," + std::to_string(where_[p].column) +
                                                                   "), and a grid has one cat, one mouse and one food");
                }
                seen_[p] = true;
                where_[p] = {row, static_cast<int>(cells_.size() - first)};
            }
            if (cells_.size() >= static_cast<std::size_t>(kMaxGridCells)) {
                return cursor.error("graph.too-large", "the grid has more than " + std::to_string(kMaxGridCells) +
                                                           " cells (rows x columns, walls included); catmouse reads boards of up to " +
                                                           std::to_string(kMaxGridCells) + " cells, such as 2048 x 2048");
            }
            open_ += c != '#';
            if (open_ > kMaxNodes) {
                return cursor.error("graph.too-large", "the grid has more than " + std::to_string(kMaxNodes) +
                                                           " open cells; catmouse solves games of up to " + std::to_string(kMaxNodes) + " nodes");
            }
            cells_ += c;
            cursor.advance();
        }
        const std::size_t width = cells_.size() - first;
        if (width == 0) return Cursor::errorAt(start, "grid.not-rectangular", "row " + std::to_string(row) + " is empty; every row of a grid has a cell or more");
        if (rowCount_ > 0 && width != width_) {
            return Cursor::errorAt(start, "grid.not-rectangular",
                                   "row " + std::to_string(row) + " has " + std::to_string(width) + (width == 1 ? " cell" : " cells") +
                                       " but row 0 has " + std::to_string(width_) + "; a grid is a rectangle");
        }
        width_ = width;
        ++rowCount_;
        return std::nullopt;
    }

    // After the last row: the piece that is missing, if any, placed at `end`.
    std::optional<Error> finish(Place end) const {
        if (rowCount_ == 0) return Cursor::errorAt(end, "parse.empty", "the grid has no rows");
        for (std::size_t p = 0; p < kPieces.size(); ++p) {
            if (!seen_[p]) {
                return Cursor::errorAt(end, "grid.missing-piece",
                                       std::string("the grid has no ") + kPieces[p].name + " ('" + kPieces[p].letter +
                                           "'); a grid has one cat, one mouse and one food");
            }
        }
        return std::nullopt;
    }

    std::vector<std::string> rows() const {
        std::vector<std::string> rows;
        rows.reserve(rowCount_);
        for (std::size_t r = 0; r < rowCount_; ++r) rows.push_back(cells_.substr(r * width_, width_));
        return rows;
    }

private:
    std::string cells_;  // row after row
    std::size_t width_ = 0;
    std::size_t rowCount_ = 0;
    std::array<bool, 3> seen_{};
    std::array<Cell, 3> where_{};
    int open_ = 0;
};

// A jump at the cursor (which is on a digit or '-'), checked against LeetCode's range.
Expected<int> readJump(Cursor& cursor, const char* name) {
    const Place start = cursor.place();
    const bool negative = cursor.peek() == '-';
    if (negative) cursor.advance();
    if (!isDigit(cursor.peek())) return cursor.error("parse.unexpected-token", std::string("expected a number for ") + name + " but found " + cursor.found());
    // A jump's own words for a large one, not a node id's.
    const auto value = readWhole(cursor);
    if (!value) return value.error();
    if (negative || *value < kMinJump || *value > kMaxJump) {
        const std::string shown = *value >= kLargeWhole ? "larger than " + std::to_string(kMaxJump) : std::string(negative ? "-" : "") + std::to_string(*value);
        return Cursor::errorAt(start, "grid.bad-jump",
                               std::string(name) + " is " + shown + "; a jump length must be from " + std::to_string(kMinJump) + " to " +
                                   std::to_string(kMaxJump) + " cells (LeetCode's range)");
    }
    return static_cast<int>(*value);
}

void skipWord(Cursor& cursor, std::string_view word) {
    for (std::size_t i = 0; i < word.size(); ++i) cursor.advance();
}

// ["row", "row", ...] from the '[' at the cursor through its ']'.
std::optional<Error> readRowArray(Cursor& cursor, Board& board) {
    const auto readRowString = [&]() -> std::optional<Error> {
        if (cursor.peek() != '"') return cursor.error("parse.unexpected-token", "expected '\"' to start a grid row but found " + cursor.found());
        cursor.advance();
        if (auto error = board.readRow(cursor, [](char c) { return c == '"' || c == '\n'; })) return error;
        if (cursor.peek() != '"') return cursor.error("parse.unexpected-token", "expected '\"' to close the grid row but found " + cursor.found());
        cursor.advance();
        return std::nullopt;
    };
    return readList(cursor, readRowString);
}

// After the rows: ", catJump = 1, mouseJump = 2" (names in any order) or
// LeetCode's test-case lines "1\n2" (catJump, then mouseJump).
std::optional<Error> readJumps(Cursor& cursor, GridJumps& jumps, bool assigned) {
    int bare = 0;
    while (true) {
        cursor.skipBlanks();
        if (cursor.peek() == ',') {
            cursor.advance();
            cursor.skipBlanks();
        }
        if (cursor.atEnd() || (assigned && cursor.peek() == ';')) break;
        const Place start = cursor.place();
        if (isDigit(cursor.peek()) || cursor.peek() == '-') {
            if (bare == 2) return cursor.error("parse.unexpected-token", "unexpected " + cursor.found() + " after catJump and mouseJump");
            const char* name = bare == 0 ? "catJump" : "mouseJump";
            auto& slot = bare == 0 ? jumps.cat : jumps.mouse;
            if (slot) return Cursor::errorAt(start, "parse.bad-field", std::string(name) + " is given twice");
            const auto value = readJump(cursor, name);
            if (!value) return value.error();
            slot = *value;
            ++bare;
            continue;
        }
        const bool isCat = cursor.lookingAt("catJump");
        if (!isCat && !cursor.lookingAt("mouseJump")) {
            return cursor.error("parse.unexpected-token", "expected catJump = N or mouseJump = N after the grid but found " + cursor.found());
        }
        const char* name = isCat ? "catJump" : "mouseJump";
        skipWord(cursor, name);
        auto& slot = isCat ? jumps.cat : jumps.mouse;
        if (slot) return Cursor::errorAt(start, "parse.bad-field", std::string(name) + " is given twice");
        cursor.skipBlanks();
        if (cursor.peek() != '=') return cursor.error("parse.unexpected-token", std::string("expected '=' after ") + name + " but found " + cursor.found());
        cursor.advance();
        cursor.skipBlanks();
        const auto value = readJump(cursor, name);
        if (!value) return value.error();
        slot = *value;
    }
    if (assigned && cursor.peek() == ';') {
        cursor.advance();
        cursor.skipBlanks();
    }
    if (!cursor.atEnd()) return cursor.error("parse.unexpected-token", "unexpected " + cursor.found() + " after the end of the grid");
    return std::nullopt;
}

// One row a line; blank lines before and after are skipped, trailing blanks too.
Expected<Grid> readRowsPerLine(Cursor& cursor) {
    Board board;
    cursor.skipBlanks();
    Place end = cursor.place();
    while (!cursor.atEnd()) {
        if (auto error = board.readRow(cursor, [](char c) { return isBlank(c); })) return *error;
        end = cursor.place();
        while (cursor.peek() == ' ' || cursor.peek() == '\t' || cursor.peek() == '\r') cursor.advance();
        if (!cursor.atEnd() && cursor.peek() != '\n') return cursor.error("grid.bad-cell", "a grid cell is " + std::string(kCells) + "; found " + cursor.found());
        cursor.skipBlanks();
    }
    if (auto error = board.finish(end)) return *error;
    return Grid{board.rows(), {}};
}

}  // namespace

namespace reading {

Expected<std::vector<std::string>> readGridRows(Cursor& cursor) {
    Board board;
    if (auto error = readRowArray(cursor, board)) return *error;
    const Place end{cursor.place().line, cursor.place().column - 1};
    if (auto error = board.finish(end)) return *error;
    return std::move(board).rows();
}

Expected<int> readGridJump(Cursor& cursor, const char* name) { return readJump(cursor, name); }

}  // namespace reading

Expected<Grid> parseGrid(std::string_view text, bool rowsPerLine) {
    if (auto error = readyText(text)) return *error;
    Cursor cursor(text);
    if (rowsPerLine) return readRowsPerLine(cursor);
    cursor.skipBlanks();
    if (cursor.atEnd()) return cursor.error("parse.empty", "the input is empty: give a grid like [\"####F\",\"#C...\",\"M....\"]");
    const bool assigned = cursor.lookingAt(kAssignedName);
    if (assigned) {
        skipWord(cursor, kAssignedName);
        cursor.skipBlanks();
        if (cursor.peek() != '=') return cursor.error("parse.unexpected-token", "expected '=' after grid (as in grid = [\"####F\",\"#C...\",\"M....\"]) but found " + cursor.found());
        cursor.advance();
        cursor.skipBlanks();
    }
    if (cursor.peek() != '[') return cursor.error("parse.unexpected-token", "expected '[' to start the grid's rows but found " + cursor.found());
    Board board;
    if (auto error = readRowArray(cursor, board)) return *error;
    // The ']' just read: a missing piece is named there.
    const Place end{cursor.place().line, cursor.place().column - 1};
    if (auto error = board.finish(end)) return *error;
    Grid grid{board.rows(), {}};
    if (auto error = readJumps(cursor, grid.jumps, assigned)) return *error;
    return grid;
}

}  // namespace catmouse
