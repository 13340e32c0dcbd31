#include "catmouse/puzzles.hpp"

#include "catmouse/reachable.hpp"

#include <algorithm>
#include <numeric>

namespace catmouse {
namespace {

// What a value is worth to the side to move: 2 a win, 1 a draw, 0 a loss.
int worth(const Value& value, Player mover) {
    if (value.outcome == Outcome::Draw) return 1;
    return value.outcome == winFor(mover) ? 2 : 0;
}

// The puzzle at p, if it is one.
std::optional<Puzzle> puzzleAt(const Solution& solution, const Position& p, std::uint64_t& looked) {
    const Value value = solution.valueAt(p);
    const int have = worth(value, p.turn);
    if (have == 0) return std::nullopt;  // a lost position keeps nothing
    std::optional<int> answer;
    int tempting = 0;
    std::uint32_t slowestLoss = 0;
    bool two = false;
    solution.rules().forEachMove(p, [&](int to, const Position& next) {
        ++looked;
        const Value after = solution.valueAt(next);
        if (worth(after, p.turn) == have) {
            two = two || answer.has_value();
            answer = to;
            return;
        }
        ++tempting;
        if (after.remoteness) slowestLoss = std::max(slowestLoss, *after.remoteness);
    });
    if (two || !answer || tempting == 0) return std::nullopt;
    const std::uint32_t depth = value.remoteness ? *value.remoteness : slowestLoss + 1;
    return Puzzle{p, *answer, value, tempting, depth};
}

// Each puzzle's reachable, from the rules' start (left empty without one,
// or for a puzzle the search did not reach within its budget).
void markReachable(const Solution& solution, const PuzzleOptions& options, std::vector<Puzzle>& found) {
    const auto& start = solution.rules().start();
    if (!start || found.empty()) return;
    std::vector<Position> targets;
    targets.reserve(found.size());
    for (const Puzzle& puzzle : found) targets.push_back(puzzle.position);
    const auto reached = reachedFrom(solution, *start, targets, options.maxMovesLooked);
    for (std::size_t i = 0; i < found.size(); ++i) found[i].reachable = reached[i];
}

}  // namespace

std::vector<Puzzle> findPuzzles(const Solution& solution, const PuzzleOptions& options) {
    const std::size_t size = solution.stateCount();
    std::vector<Puzzle> found;
    if (size == 0 || options.count == 0) return found;
    // Every index once, in a fixed scattered order (a step coprime to the
    // size), so that a budget cut samples the whole game, not its first rows.
    std::size_t step = size > 2 ? static_cast<std::size_t>(size * 0.6180339887) | 1 : 1;
    while (std::gcd(step, size) != 1) step += 2;
    std::uint64_t looked = 0;
    for (std::size_t i = 0, at = 0; i < size && looked < options.maxMovesLooked; ++i, at = (at + step) % size) {
        const Position p = solution.position(at);
        if (!solution.rules().isPosition(p) || (options.side && p.turn != *options.side)) continue;
        if (solution.rules().terminal(p)) continue;
        if (auto puzzle = puzzleAt(solution, p, looked)) found.push_back(*puzzle);
    }
    std::sort(found.begin(), found.end(), [&solution](const Puzzle& a, const Puzzle& b) {
        if (a.difficulty() != b.difficulty()) return a.difficulty() < b.difficulty();
        return solution.index(a.position) < solution.index(b.position);
    });
    // The puzzles given only: the search for them stops once it has reached them all.
    if (found.size() <= options.count) {
        markReachable(solution, options, found);
        return found;
    }
    // Spread evenly from the easiest to the hardest.
    std::vector<Puzzle> spread;
    spread.reserve(options.count);
    for (std::size_t k = 0; k < options.count; ++k) {
        const std::size_t at = options.count == 1 ? 0 : k * (found.size() - 1) / (options.count - 1);
        spread.push_back(found[at]);
    }
    markReachable(solution, options, spread);
    return spread;
}

}  // namespace catmouse
