// Reading LeetCode 1728 boards: the text forms, the nodes and jumps they
// make, and each error with its code and place.
#include <algorithm>

#include "catmouse/grid.hpp"
#include "catmouse/import.hpp"
#include "grid_reference.hpp"
#include "support.hpp"

using namespace catmouse;

namespace {

Grid gridOf(const std::string& text, bool rowsPerLine = false) {
    auto grid = parseGrid(text, rowsPerLine);
    if (!grid) FAIL(grid.error().message);
    return *grid;
}

Error gridError(const std::string& text, bool rowsPerLine = false) {
    const auto grid = parseGrid(text, rowsPerLine);
    REQUIRE_FALSE(grid.ok());
    return grid.error();
}

void checkError(const Error& error, const std::string& code, int line, int column) {
    INFO(error.message);
    CHECK(error.code == code);
    CHECK(error.line == line);
    CHECK(error.column == column);
}

}  // namespace

TEST_CASE("grid: LeetCode's forms all read the same board and jumps") {
    const std::vector<std::string> rows{"####F", "#C...", "M...."};
    for (const std::string text : {R"(grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2)",
                                   R"(grid = ["####F","#C...","M...."], mouseJump = 2, catJump = 1;)",
                                   "[\"####F\",\"#C...\",\"M....\"]\n1\n2\n", "  [ \"####F\" , \"#C...\",\n \"M....\" ] 1 2"}) {
        INFO(text);
        const auto grid = gridOf(text);
        CHECK(grid.rows == rows);
        CHECK(grid.jumps.cat == 1);
        CHECK(grid.jumps.mouse == 2);
        const auto imported = importGame(text);
        REQUIRE(imported.ok());
        CHECK(imported->format == Format::Grid);
        REQUIRE(imported->grid.has_value());
        CHECK(imported->grid->rows == rows);
    }
    const auto alone = gridOf(R"(["####F","#C...","M...."])");
    CHECK(alone.rows == rows);
    CHECK_FALSE(alone.jumps.cat.has_value());
    CHECK_FALSE(alone.jumps.mouse.has_value());
    // One row a line, only when the format is named (a '#' line is an edge list's comment otherwise).
    CHECK(gridOf("\n####F  \n#C...\r\nM....\n\n", true).rows == rows);
    const auto named = importGame("####F\n#C...\nM....\n", Format::Grid);
    REQUIRE(named.ok());
    CHECK(named->grid->rows == rows);
    CHECK_FALSE(importGame("####F\n#C...\nM....\n").ok());
    CHECK(formatName(Format::Grid) == std::string("grid"));
    CHECK(formatNamed("grid") == Format::Grid);
    // Adjacency lists are still adjacency lists.
    CHECK(importGame("[[1,3],[0],[3],[0,2]]")->format == Format::Adjacency);
    CHECK(importGame("graph = [[1,3],[0],[3],[0,2]]")->format == Format::Adjacency);
}

TEST_CASE("grid: nodes are the open cells row by row, jumps stop at walls and edges") {
    auto game = GridGame::make(gridOf(R"(["####F","#C...","M...."])"), {1, 2});
    REQUIRE(game.ok());
    CHECK(game->nodeCount() == 10);
    CHECK(game->food() == 0);
    CHECK(game->cat() == 1);
    CHECK(game->mouse() == 5);
    CHECK(game->cell(5) == Cell{2, 0});
    CHECK(game->cellName(5) == "(2,0)");
    CHECK(game->nodeAt(0, 0) == -1);
    CHECK(game->nodeAt(1, 4) == 4);
    CHECK(game->nodeAt(3, 0) == -1);
    // Every node's jumps against the reference's, cell by cell.
    const grid_reference::Board board{game->grid().rows, 1, 2};
    for (const Player who : {Player::Mouse, Player::Cat}) {
        const auto moves = game->moves(who);
        for (int node = 0; node < game->nodeCount(); ++node) {
            const Cell at = game->cell(node);
            std::vector<int> ours;
            for (const int to : moves[node]) ours.push_back(game->cell(to).row * board.width() + game->cell(to).column);
            auto theirs = grid_reference::jumpsFrom(board, at.row * board.width() + at.column, game->jump(who));
            theirs.erase(theirs.begin());  // staying: the rules' pass, not a jump
            std::sort(ours.begin(), ours.end());
            std::sort(theirs.begin(), theirs.end());
            CHECK(ours == theirs);
        }
    }
    // The jumps given override the text's.
    auto given = GridGame::make(gridOf(R"(grid = ["M.C...F"], catJump = 1, mouseJump = 4)"), {std::nullopt, 3});
    REQUIRE(given.ok());
    CHECK(given->catJump() == 1);
    CHECK(given->mouseJump() == 3);
}

TEST_CASE("grid: larger than LeetCode's 8 x 8 is read") {
    std::string text = "[";
    for (int r = 0; r < 12; ++r) text += std::string(r ? "," : "") + "\"" + (r == 0 ? "CMF" + std::string(9, '.') : std::string(12, '.')) + "\"";
    text += "], catJump = 2, mouseJump = 3";
    const auto game = GridGame::make(gridOf(text));
    REQUIRE(game.ok());
    CHECK(game->nodeCount() == 144);
}

TEST_CASE("grid errors: code, line and column") {
    checkError(gridError(R"(["####F","#C..","M...."])"), "grid.not-rectangular", 1, 11);
    checkError(gridError("[\"##F\",\n \"\"]"), "grid.not-rectangular", 2, 3);
    checkError(gridError(R"(["##F","#Cx","M.."])"), "grid.bad-cell", 1, 11);
    checkError(gridError(R"(["##F","#C.","M.C"])"), "grid.repeated-piece", 1, 17);
    CHECK(gridError(R"(["##F","#C.","M.C"])").message == "line 1, column 17: a second cat ('C'); the first is at (1,1), and a grid has one cat, one mouse and one food");
    checkError(gridError(R"(["##F","#C.","..."])"), "grid.missing-piece", 1, 19);
    CHECK(gridError(R"(["##F","#C.","..."])").message == "line 1, column 19: the grid has no mouse ('M'); a grid has one cat, one mouse and one food");
    checkError(gridError(R"(grid = ["M.C...F"], catJump = 0, mouseJump = 4)"), "grid.bad-jump", 1, 31);
    checkError(gridError(R"(grid = ["M.C...F"], catJump = 1, mouseJump = 9)"), "grid.bad-jump", 1, 46);
    checkError(gridError("[\"M.C...F\"]\n-1\n2"), "grid.bad-jump", 2, 1);
    checkError(gridError(R"(grid = ["M.C...F"], catJump = 1, catJump = 2)"), "parse.bad-field", 1, 34);
    checkError(gridError(R"(grid = ["M.C...F"], dogJump = 1)"), "parse.unexpected-token", 1, 21);
    checkError(gridError("[\"M.C...F\"]\n1\n2\n3"), "parse.unexpected-token", 4, 1);
    checkError(gridError("grid = [\"M.C...F\n\"]"), "parse.unexpected-token", 1, 17);
    checkError(gridError("grid [\"M.C...F\"]"), "parse.unexpected-token", 1, 6);
    checkError(gridError("[]"), "parse.empty", 1, 2);
    checkError(gridError("##F\n#C.\nM.x\n", true), "grid.bad-cell", 3, 3);
    checkError(gridError("##F\n#C\nM..\n", true), "grid.not-rectangular", 2, 1);
    // Through importGame, detected.
    const auto imported = importGame(R"(["####F","#C..","M...."])");
    REQUIRE_FALSE(imported.ok());
    CHECK(imported.error().code == "grid.not-rectangular");
}

TEST_CASE("grid: the jumps must be there and in LeetCode's range, naming the option") {
    const auto missing = GridGame::make(gridOf(R"(["M.C...F"])"), {1, std::nullopt});
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().code == "grid.missing-jump");
    CHECK(missing.error().options == std::vector<std::string>{"mouseJump"});
    const auto outOfRange = GridGame::make(gridOf(R"(["M.C...F"])"), {9, 1});
    REQUIRE_FALSE(outOfRange.ok());
    CHECK(outOfRange.error().code == "grid.bad-jump");
    CHECK(outOfRange.error().options == std::vector<std::string>{"catJump"});
}

TEST_CASE("grid: more open cells than the node limit is refused while reading") {
    std::string text = "[";
    for (int r = 0; r < 200; ++r) text += std::string(r ? "," : "") + "\"" + (r == 0 ? "CMF" + std::string(197, '.') : std::string(200, '.')) + "\"";
    text += "]";
    CHECK(gridError(text).code == "graph.too-large");
}

TEST_CASE("grid: more cells than kMaxGridCells, walls included, is refused while reading, at the cell past it") {
    // 20 MB of one-cell rows (835 MB held before): refused at the row past 2048 x 2048 cells.
    std::string text = "M\nC\nF\n";
    while (text.size() < 20'000'000) text += "#\n";
    const auto refused = parseGrid(text, true);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == "graph.too-large");
    CHECK(refused.error().line == kMaxGridCells + 1);
    CHECK(refused.error().message.find("more than 4194304 cells (rows x columns, walls included)") != std::string::npos);
    // One wide row of walls, and a board just inside the limit, read.
    CHECK(parseGrid("[\"MCF" + std::string(kMaxGridCells, '#') + "\"]").error().column == kMaxGridCells + 3);
    std::string square = "[\"MCF" + std::string(2045, '#') + "\"";
    for (int row = 1; row < 2048; ++row) square += ",\"" + std::string(2048, '#') + "\"";
    CHECK(parseGrid(square + "]").ok());
}
