// The two-cat solve: a level-by-level retrograde walk over the 2 n^3
// positions (mouse, cat A, cat B, turn), asking Rules for moves and parents.
//
// Each position has one 32-bit word (two_cats.hpp): the outcome code in the
// top two bits, and in the low 30 bits, while undecided, how many of its
// moves are not yet known to lose for the side to move (a counter), and once
// decided, its remoteness. The positions are decided in breadth-first order
// by remoteness into one array (`order`), which each position enters once,
// so nothing grows during the solve: 8 bytes a position at the peak.
//
// Level r + 1 comes from expanding level r's positions: a parent whose mover
// wins with this child is a win in r + 1 (the first level that finds it is
// the fastest win); a parent whose last unrefuted move this was is a loss in
// r + 1 (its slowest). What is never decided is a draw.
#include <algorithm>
#include <string>

#include "../byte_size.hpp"
#include "catmouse/two_cats.hpp"
#include "methods.hpp"

namespace catmouse {
namespace {

using Word = std::uint32_t;
constexpr Word kShift = TwoCatSolution::kOutcomeShift;
constexpr Word kLow = TwoCatSolution::kLowMask;

std::uint64_t positionsOf(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    return 2 * n * n * n;
}

}  // namespace

std::uint64_t twoCatPeakBytes(const Graph& graph) {
    return positionsOf(graph.nodeCount()) * 2 * sizeof(Word) + rulesBytes(graph);
}

Error twoCatMemoryError(const Graph& graph, const std::string& what) {
    return Error{"limits.memory", "two cats on this " + std::to_string(graph.nodeCount()) + "-node graph need about " +
                                      describeBytes(twoCatPeakBytes(graph), Rounding::Up) + " of memory to solve (" +
                                      std::to_string(positionsOf(graph.nodeCount())) + " positions, 2 n^3), " + what};
}

std::optional<Error> checkTwoCatLimits(const Graph& graph, std::uint64_t memoryLimit) {
    if (graph.nodeCount() > kTwoCatNodeLimit) {
        return twoCatMemoryError(graph, "more than two cats may have: the limit is " + std::to_string(kTwoCatNodeLimit) +
                                            " nodes (about " + describeBytes(positionsOf(kTwoCatNodeLimit) * 2 * sizeof(Word), Rounding::Up) + ")");
    }
    if (memoryLimit != 0 && twoCatPeakBytes(graph) > memoryLimit) {
        return twoCatMemoryError(graph, "more than the memory limit of " + describeBytes(memoryLimit, Rounding::Down));
    }
    return std::nullopt;
}

Expected<TwoCatSolution> solveTwoCats(Rules rules, const SolveOptions& options) {
    if (auto error = checkTwoCatLimits(rules.graph(), options.memoryLimit)) return *error;
    const SolveControl control{options.progress, options.cancel};
    const std::size_t total = positionsOf(rules.nodeCount());
    // An empty solution only to share its index arithmetic with the queries.
    const TwoCatSolution layout(rules, {});
    std::vector<Word> words(total, 0);
    std::vector<std::uint32_t> order;
    order.reserve(total);

    // Progress counts the entries that are not positions as decided, so it
    // reaches total when nothing is left but draws.
    constexpr std::size_t kReportEvery = std::size_t{1} << 20;
    std::size_t notPositions = 0;
    for (std::size_t i = 0; i < total; ++i) {
        if (i % kReportEvery == 0 && !control.keepGoing(0, total)) return cancelledError();
        const TwoCatPosition p = layout.position(i);
        if (!rules.isPosition(p)) {
            words[i] = Word{TwoCatSolution::kNotAPosition} << kShift;
            ++notPositions;
            continue;
        }
        if (const auto outcome = rules.terminal(p)) {
            words[i] = static_cast<Word>(*outcome) << kShift;  // remoteness 0
            order.push_back(static_cast<std::uint32_t>(i));
        } else {
            words[i] = static_cast<Word>(rules.moveCount(p));  // at most n^2, far below 2^30
        }
    }

    std::size_t levelBegin = 0;
    std::size_t expanded = 0;
    for (Word level = 0; levelBegin < order.size(); ++level) {
        const std::size_t levelEnd = order.size();
        for (std::size_t k = levelBegin; k < levelEnd; ++k) {
            if (++expanded % kReportEvery == 0 && !control.keepGoing(notPositions + order.size(), total)) return cancelledError();
            const std::uint32_t child = order[k];
            const Word code = words[child] >> kShift;
            rules.forEachParent(layout.position(child), [&](const TwoCatPosition& parent) {
                const std::size_t pi = layout.index(parent);
                Word& w = words[pi];
                if ((w >> kShift) != 0) return;  // decided already, or not a position
                if (code == static_cast<Word>(winFor(parent.turn))) {
                    w = (code << kShift) | (level + 1);
                    order.push_back(static_cast<std::uint32_t>(pi));
                } else if (--w == 0) {
                    w = (code << kShift) | (level + 1);
                    order.push_back(static_cast<std::uint32_t>(pi));
                }
            });
        }
        levelBegin = levelEnd;
        if (!control.keepGoing(notPositions + order.size(), total)) return cancelledError();
    }
    // Undecided positions are draws: clear their counters.
    for (Word& w : words) {
        if ((w >> kShift) == 0) w = 0;
    }
    std::vector<std::uint32_t>().swap(order);
    static_cast<void>(kLow);
    return TwoCatSolution(std::move(rules), std::move(words));
}

}  // namespace catmouse
