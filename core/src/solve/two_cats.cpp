// The two-cat solve: a level-by-level retrograde walk over the two-cat
// positions (mouse, cat A, cat B, turn), asking Rules for moves and parents.
//
// Cats A and B are interchangeable to the rules (rules.hpp, "Two cats": both
// move along the cat's moves, either catches, either wins on a hole; only the
// start and the words name them), so (mouse, a, b, turn) and (mouse, b, a,
// turn) have one value and one remoteness, and the table keeps one entry for
// both: the unordered pair {a, b} (two_cats.hpp, TwoCatSolution::index),
// n^2 (n + 1) entries instead of 2 n^3.
//
// Each entry has one 32-bit word: the outcome code in the top two bits, and
// in the low 30 bits, while undecided, how many of its moves are not yet
// known to lose for the side to move (a counter), and once decided, its
// remoteness. The positions are decided in breadth-first order by remoteness
// into one array (`order`), which each enters once, so nothing grows during
// the solve: 8 bytes an entry at the peak.
//
// Level r + 1 comes from expanding level r's positions: a parent whose mover
// wins with this child is a win in r + 1 (the first level that finds it is
// the fastest win); a parent whose last unrefuted move this was is a loss in
// r + 1 (its slowest). What is never decided is a draw.
//
// Counting the cats' moves on pairs: from {a, b} with a != b the counter is
// the ordered joint moves, |moves(a)| x |moves(b)| (cat A's x, cat B's y), and
// a decided child {x, y} takes one off for each ordered pair (p, q), p a
// parent of x and q of y, that is {a, b}: exactly the joint moves from (a, b)
// that land on {x, y}. From {a, a} the joint moves (x, y) and (y, x) are one
// child, so the counter is the unordered pairs of a's moves, d (d + 1) / 2,
// and (a, a) turns up once per child. For a child {x, x} only the pairs
// p <= q are walked, so a parent pair is not counted twice.
#include <algorithm>
#include <string>
#include <utility>

#include "../byte_size.hpp"
#include "catmouse/two_cat_cost.hpp"
#include "catmouse/two_cats.hpp"
#include "methods.hpp"

namespace catmouse {
namespace {

using Word = std::uint32_t;
constexpr Word kShift = TwoCatSolution::kOutcomeShift;

std::uint64_t positionsOf(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    return 2 * n * TwoCatSolution::pairCount(nodeCount);
}

// The counter of an undecided position: its moves, the cats' counted as above.
Word movesToRefute(const Rules& rules, const TwoCatPosition& p) {
    if (p.turn == Player::Mouse) return static_cast<Word>(rules.moveCount(p));
    const auto a = static_cast<Word>(rules.moveCount(Player::Cat, p.cat));
    if (p.cat != p.cat2) return a * static_cast<Word>(rules.moveCount(Player::Cat, p.cat2));  // at most n^2, far below 2^30
    return a * (a + 1) / 2;
}

// Progress as the share of the estimated work done (two_cat_cost.hpp), in
// the estimate's nanoseconds: the set-up of every entry, then each
// expanded entry and its parents. Counting decided positions would not
// move: a dense graph decides most of them in the first levels and spends
// its hours expanding them. The estimate counts every position as decided,
// so with draws the share ends short of 1 and finish() reports the rest.
class WorkProgress {
public:
    WorkProgress(SolveControl control, std::uint64_t total, const TwoCatWork& estimate)
        : control_(std::move(control)),
          total_(total),
          estimate_(twoCatNanoseconds(2 * estimate.entries, estimate.parentVisits)),
          step_(std::min(kReportEvery, estimate_ / kReportsAtLeast)) {}
    // steps: entries set up, then entries expanded (total + k); visits:
    // parents looked at. Asks the callback each step_ of estimated work:
    // often enough to move and to cancel, rarely enough to cost nothing.
    bool keepGoing(std::uint64_t steps, std::uint64_t visits) {
        const double done = twoCatNanoseconds(steps, visits);
        if (done < next_) return true;
        next_ = done + step_;
        const double share = estimate_ > 0 ? std::min(1.0, done / estimate_) : 1.0;
        // Short of total until finish(): a share of 1 would say the solve is done.
        const auto decided = std::min(total_ > 0 ? total_ - 1 : 0, static_cast<std::uint64_t>(share * static_cast<double>(total_)));
        reported_ = std::max(reported_, decided);
        return control_.keepGoing(reported_, total_);
    }
    bool finish() const { return control_.keepGoing(total_, total_); }

private:
    static constexpr double kReportEvery = 20e6;  // nanoseconds: 20 ms
    static constexpr double kReportsAtLeast = 256;  // a small game's bar moves too
    SolveControl control_;
    std::uint64_t total_;
    double estimate_;
    double step_;
    double next_ = 0;
    std::uint64_t reported_ = 0;
};

}  // namespace

std::uint64_t twoCatPeakBytes(const Graph& graph) {
    const auto n = static_cast<std::uint64_t>(graph.nodeCount());
    // The walk's pair arithmetic: each pair's nodes, and a triangular number per node.
    const std::uint64_t pairBytes = TwoCatSolution::pairCount(graph.nodeCount()) * 2 * sizeof(std::uint32_t) + n * sizeof(std::size_t);
    return positionsOf(graph.nodeCount()) * 2 * sizeof(Word) + rulesBytes(graph) + pairBytes;
}

Error twoCatMemoryError(const Graph& graph, const std::string& what) {
    return Error{"limits.memory", "two cats on this " + std::to_string(graph.nodeCount()) + "-node graph need about " +
                                      describeBytes(twoCatPeakBytes(graph), Rounding::Up) + " of memory to solve (" +
                                      std::to_string(positionsOf(graph.nodeCount())) + " positions, n^2 (n + 1): cats A and B swapped share one), " + what};
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
    // A draw set holds one-cat positions; two cats' histories are not kept.
    if (!rules.draws().empty()) {
        return Error{"rules.visited-two-cats", "visited positions (a game's history) are for the one-cat game only", 0, 0, {"visited", "cat2"}};
    }
    if (auto error = checkTwoCatLimits(rules.graph(), options.memoryLimit)) return *error;
    if (auto error = checkTwoCatTime(rules, options.maxSeconds)) return *error;
    const std::size_t total = positionsOf(rules.nodeCount());
    WorkProgress progress{SolveControl{options.progress, options.cancel}, total, twoCatWork(rules)};
    // An empty solution only to share its index arithmetic with the queries.
    const TwoCatSolution layout(rules, {});
    std::vector<Word> words(total, 0);
    std::vector<std::uint32_t> order;
    order.reserve(total);

    // The set-up asks progress every 2^16 entries (it reports each step of work).
    constexpr std::size_t kSetUpEvery = std::size_t{1} << 16;
    for (std::size_t i = 0; i < total; ++i) {
        if (i % kSetUpEvery == 0 && !progress.keepGoing(i, 0)) return cancelledError();
        const TwoCatPosition p = layout.position(i);
        if (!rules.isPosition(p)) {
            words[i] = Word{TwoCatSolution::kNotAPosition} << kShift;
            continue;
        }
        if (const auto outcome = rules.terminal(p)) {
            words[i] = static_cast<Word>(*outcome) << kShift;  // remoteness 0
            order.push_back(static_cast<std::uint32_t>(i));
        } else {
            words[i] = movesToRefute(rules, p);
        }
    }

    // Pair arithmetic for the walk: hi (hi + 1) / 2 per node, and each pair's nodes.
    const auto n = static_cast<std::size_t>(rules.nodeCount());
    const std::size_t pairs = TwoCatSolution::pairCount(rules.nodeCount());
    std::vector<std::size_t> triangle(n);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pairOf;
    pairOf.reserve(pairs);
    for (std::uint32_t hi = 0; hi < n; ++hi) {
        triangle[hi] = std::size_t{hi} * (hi + 1) / 2;
        for (std::uint32_t lo = 0; lo <= hi; ++lo) pairOf.emplace_back(lo, hi);
    }

    std::size_t levelBegin = 0;
    std::uint64_t visits = 0;  // parent entries looked at: what twoCatWork bounds
    for (Word level = 0; levelBegin < order.size(); ++level) {
        const std::size_t levelEnd = order.size();
        for (std::size_t k = levelBegin; k < levelEnd; ++k) {
            if (!progress.keepGoing(total + k, visits)) return cancelledError();
            const std::uint32_t child = order[k];
            const Word code = words[child] >> kShift;
            const auto visit = [&](std::size_t parent, Player mover) {
                Word& w = words[parent];
                if ((w >> kShift) != 0) return;  // decided already, or not a position
                if (code == static_cast<Word>(winFor(mover)) || --w == 0) {
                    w = (code << kShift) | (level + 1);
                    order.push_back(static_cast<std::uint32_t>(parent));
                }
            };
            // The entry's parts without TwoCatSolution::position's square root: its pair from the table above.
            const std::size_t rest = child / pairs;
            const auto [lo, hi] = pairOf[child % pairs];
            const auto mouse = static_cast<int>(rest % n);
            if (rest >= n) {
                // The mouse moved here (cats to move): one parent per node it came from; the cats' pair is this one.
                const auto from = rules.parents(Player::Mouse, mouse);
                visits += from.size();
                for (const std::uint32_t node : from) visit(node * pairs + child % pairs, Player::Mouse);
                continue;
            }
            // Both cats moved here: cat A came from p to lo, cat B from q to hi (see the top).
            const std::size_t base = (n + static_cast<std::size_t>(mouse)) * pairs;
            const auto fromLo = rules.parents(Player::Cat, static_cast<int>(lo));
            const auto fromHi = rules.parents(Player::Cat, static_cast<int>(hi));
            visits += std::uint64_t{fromLo.size()} * fromHi.size();
            for (const std::uint32_t p : fromLo) {
                for (const std::uint32_t q : fromHi) {
                    if (q < p) {
                        if (lo != hi) visit(base + triangle[p] + q, Player::Cat);
                    } else {
                        visit(base + triangle[q] + p, Player::Cat);
                    }
                }
            }
        }
        levelBegin = levelEnd;
    }
    if (!progress.finish()) return cancelledError();
    // Undecided positions are draws: clear their counters.
    for (Word& w : words) {
        if ((w >> kShift) == 0) w = 0;
    }
    std::vector<std::uint32_t>().swap(order);
    return TwoCatSolution(std::move(rules), std::move(words), visits);
}

}  // namespace catmouse
