#include "catmouse/verify.hpp"

#include <algorithm>
#include <string>

namespace catmouse {
namespace {

std::string describe(const Position& p) {
    return "position (mouse " + std::to_string(p.mouse) + ", cat " + std::to_string(p.cat) + ", " + toString(p.turn) +
           " to move)";
}

std::string describe(std::uint32_t code, std::uint32_t remoteness) {
    if (code == word::kNotAPosition) return "not a position";
    if (code == 0) return remoteness == 0 ? "a draw" : "a draw with a remoteness";
    return std::string(winnerName(static_cast<Outcome>(code))) + " wins in " + std::to_string(remoteness);
}

// The value a position must have given the stored values of its children,
// recomputed straight from the rules and the CSR graph.
std::uint32_t expectedWord(const Solution& solution, const Position& p) {
    const int hole = solution.hole();
    if (p.cat == hole) return word::make(word::kNotAPosition, 0);
    if (p.mouse == hole) return word::make(static_cast<std::uint32_t>(Outcome::MouseWins), 0);
    if (p.mouse == p.cat) return word::make(static_cast<std::uint32_t>(Outcome::CatWins), 0);

    const auto mine = static_cast<std::uint32_t>(winFor(p.turn));
    const auto theirs = static_cast<std::uint32_t>(winFor(opponent(p.turn)));
    std::uint32_t fastestWin = word::kLowMask;
    std::uint32_t slowestLoss = 0;
    bool anyMove = false;
    bool allLose = true;
    const bool mouseMoves = p.turn == Player::Mouse;
    for (const std::uint32_t to : solution.graph().neighbours(mouseMoves ? p.mouse : p.cat)) {
        const int node = static_cast<int>(to);
        if (!mouseMoves && node == hole) continue;
        anyMove = true;
        const Position child = mouseMoves ? Position{node, p.cat, Player::Cat} : Position{p.mouse, node, Player::Mouse};
        const std::uint32_t w = solution.words()[solution.index(child)];
        if (word::outcomeCode(w) == mine) fastestWin = std::min(fastestWin, word::low(w));
        if (word::outcomeCode(w) == theirs) slowestLoss = std::max(slowestLoss, word::low(w));
        else allLose = false;
    }
    if (!anyMove) return word::make(theirs, 0);
    if (fastestWin != word::kLowMask) return word::make(mine, fastestWin + 1);
    if (allLose) return word::make(theirs, slowestLoss + 1);
    return 0;
}

}  // namespace

std::optional<std::string> verify(const Solution& solution) {
    const auto n = static_cast<std::size_t>(solution.nodeCount());
    if (solution.words().size() != 2 * n * n) {
        return "the table has " + std::to_string(solution.words().size()) + " entries; a " + std::to_string(n) +
               "-node graph has " + std::to_string(2 * n * n) + " positions";
    }
    for (std::size_t s = 0; s < solution.words().size(); ++s) {
        const Position p = solution.position(s);
        const std::uint32_t stored = solution.words()[s];
        const std::uint32_t expected = expectedWord(solution, p);
        if (stored != expected) {
            return describe(p) + " is stored as " + describe(word::outcomeCode(stored), word::low(stored)) +
                   " but its moves make it " + describe(word::outcomeCode(expected), word::low(expected));
        }
    }
    return std::nullopt;
}

}  // namespace catmouse
