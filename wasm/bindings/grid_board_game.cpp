#include "grid_board_game.hpp"

#include <memory>

#include "catmouse/grid_report.hpp"
#include "catmouse/turn_limit.hpp"
#include "convert.hpp"
#include "solved_game.hpp"

namespace catmouse::wasm {

val GridBoardGame::grid() const {
    const GridGame& game = grid_;
    val info = val::object();
    info.set("rows", game.rowCount());
    info.set("columns", game.columnCount());
    val board = val::array();
    for (const auto& row : game.grid().rows) board.call<void>("push", row);
    info.set("board", board);
    val cells = val::array();
    for (int row = 0; row < game.rowCount(); ++row) {
        for (int column = 0; column < game.columnCount(); ++column) {
            if (game.nodeAt(row, column) < 0) continue;
            val place = val::object();
            place.set("row", row);
            place.set("col", column);
            cells.call<void>("push", place);
        }
    }
    info.set("cells", cells);  // in node order: nodes number the open cells row by row
    info.set("food", game.food());
    info.set("mouse", game.mouse());
    info.set("cat", game.cat());
    info.set("catJump", game.catJump());
    info.set("mouseJump", game.mouseJump());
    return info;
}

val GridBoardGame::turnLimit() const {
    const Outcome limited = withinTurns(solution().valueAt(*solution().rules().start()), turnLimit_);
    val info = val::object();
    info.set("turns", turnLimit_);
    info.set("outcome", static_cast<int>(limited));
    info.set("winner", std::string(winnerName(limited)));
    info.set("mouseWins", limited == Outcome::MouseWins);
    return info;
}

val GridBoardGame::differences() const {
    const Solution& solved = solution();
    const auto found = turnLimitDifferences(solved, turnLimit_, *solved.rules().start(), kGridReportExamples);
    val info = val::object();
    info.set("count", static_cast<double>(found.count()));
    info.set("draws", static_cast<double>(found.draws));
    info.set("slowMouseWins", static_cast<double>(found.slowMouseWins));
    info.set("longestMouseWin", static_cast<double>(longestMouseWin(solved)));
    val examples = val::array();
    for (const Position& p : found.examples) {
        const Value value = solved.valueAt(p);
        val example = positionValue(p);
        val exact = valueValue(value);
        exact.set("winner", std::string(winnerName(value.outcome)));
        example.set("exact", exact);
        const Outcome limited = withinTurns(value, turnLimit_);
        val under = val::object();
        under.set("outcome", static_cast<int>(limited));
        under.set("winner", std::string(winnerName(limited)));
        example.set("turnLimit", under);
        examples.call<void>("push", example);
    }
    info.set("examples", examples);
    return info;
}

val solvedGrid(Solution solution, ReadAs read, GridGame grid, int turnLimit) {
    return gameValue(val(std::make_unique<GridBoardGame>(std::move(solution), std::move(read), std::move(grid), turnLimit)), "grid");
}

}  // namespace catmouse::wasm
