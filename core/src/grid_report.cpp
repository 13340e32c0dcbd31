// The grid game's reports (grid_report.hpp); the numbers come from the
// solution and turn_limit.hpp, the words and cells from here.
#include "catmouse/grid_report.hpp"

#include "catmouse/turn_limit.hpp"

namespace catmouse {
namespace {

// 1234567 -> "1,234,567", as the rest of catmouse's messages write counts.
std::string grouped(std::uint64_t value) {
    std::string digits = std::to_string(value);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(static_cast<std::size_t>(i), ",");
    return digits;
}

std::string counted(std::uint64_t count, const char* one, const char* many) { return grouped(count) + " " + (count == 1 ? one : many); }

std::string plies(std::uint32_t count) { return counted(count, "move", "moves"); }

std::string exactWords(const Value& value) {
    if (value.outcome == Outcome::Draw) return "a draw (with best play a position repeats)";
    return std::string("the ") + winnerName(value.outcome) + " wins in " + plies(*value.remoteness);
}

std::string cellJson(const GridGame& game, int node) {
    const Cell cell = game.cell(node);
    return "[" + std::to_string(cell.row) + "," + std::to_string(cell.column) + "]";
}

std::string positionJson(const GridGame& game, const Position& p) {
    return "\"mouse\":" + cellJson(game, p.mouse) + ",\"cat\":" + cellJson(game, p.cat) + ",\"turn\":\"" + toString(p.turn) + "\"";
}

std::string valueJson(const Value& value) {
    return "{\"outcome\":" + std::to_string(static_cast<int>(value.outcome)) + ",\"winner\":\"" + winnerName(value.outcome) +
           "\",\"plies\":" + (value.remoteness ? std::to_string(*value.remoteness) : std::string("null")) + "}";
}

std::string limitedJson(Outcome outcome) {
    return "{\"outcome\":" + std::to_string(static_cast<int>(outcome)) + ",\"winner\":\"" + winnerName(outcome) + "\"}";
}

std::string positionWords(const GridGame& game, const Position& p) {
    return "mouse " + game.cellName(p.mouse) + ", cat " + game.cellName(p.cat) + ", " + toString(p.turn) + " to move";
}

// "mouse (2,0)->(2,2)" or "cat stays at (1,1)": the ply from a to b.
std::string plyWords(const GridGame& game, const Position& a, const Position& b) {
    const int from = a.turn == Player::Mouse ? a.mouse : a.cat;
    const int to = a.turn == Player::Mouse ? b.mouse : b.cat;
    if (from == to) return std::string(toString(a.turn)) + " stays at " + game.cellName(from);
    return std::string(toString(a.turn)) + " " + game.cellName(from) + "->" + game.cellName(to);
}

}  // namespace

std::string gridReportText(const GridGame& game, const Solution& solution, int turnLimit) {
    const Position start = *solution.rules().start();
    const Value exact = solution.valueAt(start);
    const Outcome limited = withinTurns(exact, turnLimit);
    const std::string limitName = grouped(static_cast<std::uint64_t>(turnLimit)) + "-turn rule";
    std::string text = "grid " + std::to_string(game.rowCount()) + " x " + std::to_string(game.columnCount()) + " (" +
                       std::to_string(game.nodeCount()) + " open cells), catJump " + std::to_string(game.catJump()) + ", mouseJump " +
                       std::to_string(game.mouseJump()) + "; cells are (row,column) from 0\n";
    for (const auto& row : game.grid().rows) text += "  " + row + "\n";
    text += "exact game:  " + exactWords(exact) + "\n";
    text += limitName + ":  the " + winnerName(limited) + " wins (LeetCode's answer: " +
            (limited == Outcome::MouseWins ? "true" : "false") + ")\n";
    const auto line = solution.line(start).value();
    text += "line:";
    for (std::size_t i = 1; i < line.size(); ++i) text += (i == 1 ? " " : ", ") + plyWords(game, line[i - 1], line[i]);
    if (line.size() == 1) text += " (over before a move)";
    text += exact.outcome == Outcome::Draw ? " (the position repeats)\n" : "\n";

    const auto found = turnLimitDifferences(solution, turnLimit, start, kGridReportExamples);
    text += exact.outcome == limited ? "the two answers agree at the start" : "the two answers differ at the start";
    const std::uint32_t longest = longestMouseWin(solution);
    const std::string slowest = longest == 0 ? "The mouse can force a win from no position.\n"
                                             : "The slowest forced mouse win takes " + plies(longest) + ".\n";
    if (found.count() == 0) return text + " and at every position.\n" + slowest;
    text += "; of the positions in play they differ at " + counted(found.count(), "position", "positions") + ": " +
            counted(found.draws, "draw", "draws") + " (the cat's under the turn rule) and " +
            counted(found.slowMouseWins, "mouse win", "mouse wins") + " in more than " + plies(static_cast<std::uint32_t>(turnLimit)) +
            ". For example:\n";
    for (const Position& p : found.examples) {
        const Value value = solution.valueAt(p);
        text += "  " + positionWords(game, p) + ": exact " + exactWords(value) + "; under the turn rule the cat wins\n";
    }
    return text + slowest;
}

std::string gridReportJson(const GridGame& game, const Solution& solution, int turnLimit) {
    const Position start = *solution.rules().start();
    const Value exact = solution.valueAt(start);
    const Outcome limited = withinTurns(exact, turnLimit);
    std::string json = "{\"format\":\"grid\",\"rows\":" + std::to_string(game.rowCount()) + ",\"columns\":" +
                       std::to_string(game.columnCount()) + ",\"catJump\":" + std::to_string(game.catJump()) + ",\"mouseJump\":" +
                       std::to_string(game.mouseJump()) + ",\"exact\":" + valueJson(exact) + ",\"turnLimit\":{\"turns\":" +
                       std::to_string(turnLimit) + ",\"outcome\":" + std::to_string(static_cast<int>(limited)) + ",\"winner\":\"" +
                       winnerName(limited) + "\",\"mouseWins\":" + (limited == Outcome::MouseWins ? "true" : "false") + "},\"line\":[";
    const auto line = solution.line(start).value();
    for (std::size_t i = 0; i < line.size(); ++i) json += (i ? ",{" : "{") + positionJson(game, line[i]) + "}";
    const auto found = turnLimitDifferences(solution, turnLimit, start, kGridReportExamples);
    json += "],\"differences\":{\"count\":" + std::to_string(found.count()) + ",\"draws\":" + std::to_string(found.draws) +
            ",\"slowMouseWins\":" + std::to_string(found.slowMouseWins) + ",\"longestMouseWin\":" +
            std::to_string(longestMouseWin(solution)) + ",\"examples\":[";
    for (std::size_t i = 0; i < found.examples.size(); ++i) {
        const Position& p = found.examples[i];
        const Value value = solution.valueAt(p);
        json += (i ? ",{" : "{") + positionJson(game, p) + ",\"exact\":" + valueJson(value) +
                ",\"turnLimit\":" + limitedJson(withinTurns(value, turnLimit)) + "}";
    }
    return json + "]}}";
}

}  // namespace catmouse
