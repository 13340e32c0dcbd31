// The cost of a two-cat solve before it starts (two_cat_cost.hpp).
#include "catmouse/two_cat_cost.hpp"

#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include "../byte_size.hpp"
#include "../rough_text.hpp"
#include "catmouse/two_cats.hpp"

namespace catmouse {
namespace {

// Nanoseconds per step (an entry set up, or expanded) and per parent
// visited, fitted to solves on this project's 2-core x86-64 machine under
// load (BENCHMARKS.md, "Two cats: the cost up front"): a visit is cheaper
// where the parents lie together in the table (a complete graph, 1.0 to
// 1.3 ns) than on a random graph. A pull's word operation, fitted to the
// same solves when the first level was pulled too (BENCHMARKS.md, "Two
// cats: the first level pulled"); the levels a game pulled from its first
// level takes are counted from its diameter (levelsBound below).
// WebAssembly in Node took 1.7 times as long on a complete graph, 1.3 on
// a sparse one.
#ifdef __EMSCRIPTEN__
constexpr double kStepNanoseconds = 48;
constexpr double kVisitNanoseconds = 4.8;
constexpr double kPullNanoseconds = 0.8;
constexpr const char* kWhere = "in WebAssembly";
#else
constexpr double kStepNanoseconds = 30;
constexpr double kVisitNanoseconds = 3;
constexpr double kPullNanoseconds = 0.5;
constexpr const char* kWhere = "natively";
#endif

constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();

std::uint64_t times(std::uint64_t a, std::uint64_t b) {
    std::uint64_t product = 0;
    return __builtin_mul_overflow(a, b, &product) ? kSaturated : product;
}

std::uint64_t plus(std::uint64_t a, std::uint64_t b) { return a > kSaturated - b ? kSaturated : a + b; }

// The longest shortest path along one player's moves between nodes it may
// stand on (paths that cannot be walked do not count), by a breadth-first
// search from each over rows of bits (a step ORs the rows of the frontier's
// nodes): n^2 ceil(n / 64) word operations, about a million on K400.
std::uint64_t longestPath(const Rules& rules, Player who) {
    const auto n = static_cast<std::size_t>(rules.nodeCount());
    const std::size_t w = (n + 63) / 64;
    std::vector<std::uint64_t> rows(n * w, 0);
    std::vector<std::uint64_t> standing(w, 0);
    for (std::size_t x = 0; x < n; ++x) {
        if (!rules.mayEnter(who, static_cast<int>(x))) continue;
        standing[x / 64] |= std::uint64_t{1} << (x % 64);
        for (const std::uint32_t y : rules.moves(who, static_cast<int>(x))) rows[x * w + y / 64] |= std::uint64_t{1} << (y % 64);
    }
    std::vector<std::uint64_t> seen(w);
    std::vector<std::uint64_t> frontier(w);
    std::vector<std::uint64_t> next(w);
    std::uint64_t longest = 0;
    for (std::size_t from = 0; from < n; ++from) {
        if ((standing[from / 64] >> (from % 64) & 1) == 0) continue;
        std::fill(seen.begin(), seen.end(), 0);
        std::fill(frontier.begin(), frontier.end(), 0);
        seen[from / 64] = frontier[from / 64] = std::uint64_t{1} << (from % 64);
        for (std::uint64_t distance = 1;; ++distance) {
            std::fill(next.begin(), next.end(), 0);
            for (std::size_t k = 0; k < w; ++k) {
                for (std::uint64_t bits = frontier[k]; bits != 0; bits &= bits - 1) {
                    const std::uint64_t* const row = rows.data() + (k * 64 + static_cast<std::size_t>(__builtin_ctzll(bits))) * w;
                    for (std::size_t j = 0; j < w; ++j) next[j] |= row[j];
                }
            }
            bool any = false;
            for (std::size_t j = 0; j < w; ++j) {
                next[j] &= ~seen[j];
                seen[j] |= next[j];
                any = any || next[j] != 0;
            }
            if (!any) break;
            longest = std::max(longest, distance);
            std::swap(frontier, next);
        }
    }
    return longest;
}

// The levels a game pulled from its first level is counted for: 2 D + 2
// + min(2 D, 6), D the longer of the two players' longest shortest paths.
// Measured (BENCHMARKS.md, "Two cats: an estimate that bounds the time"):
// a complete graph takes 2 levels (D = 1), a random one of degree 24 on
// 300 or 400 nodes 11 (D = 3), a ring of 10 cliques of 40 nodes 37 (D =
// 19), a clique with a tail of T nodes 2 T + 2 (D = T + 1), a barbell
// joined by T nodes 2 T + 7 (D = T + 3): short games take a few levels
// more than 2 D + 2, long ones about 2 D. A ring takes 4 D, but is never
// pulled from its first level (its visits are counted instead).
std::uint64_t levelsBound(const Rules& rules) {
    const std::uint64_t longest = std::max(longestPath(rules, Player::Cat), longestPath(rules, Player::Mouse));
    return 2 * longest + 2 + std::min<std::uint64_t>(2 * longest, 6);
}

}  // namespace

bool twoCatMayPull(Method method, int nodeCount) { return method == Method::Pull || (method == Method::Auto && nodeCount >= 128); }

std::uint64_t twoCatThickLevel(const Rules& rules) {
    const auto n = static_cast<std::uint64_t>(rules.nodeCount());
    std::uint64_t catNodes = 0;
    std::uint64_t catParents = 0;
    for (int x = 0; x < rules.nodeCount(); ++x) {
        if (!rules.mayEnter(Player::Cat, x)) continue;
        ++catNodes;
        catParents += rules.parents(Player::Cat, x).size();
    }
    const std::uint64_t even = 2 * n * n;
    if (catParents == 0) return even;
    // n^3 / (16 deg), deg = catParents / catNodes.
    return std::min(even, std::max<std::uint64_t>(1, times(times(n * n, n), catNodes) / (16 * catParents)));
}

TwoCatWork twoCatWork(const Rules& rules, Method method) {
    const int nodes = rules.nodeCount();
    const auto n = static_cast<std::uint64_t>(nodes);
    std::uint64_t mouseParents = 0;  // sum over nodes of |parents(mouse)|
    std::uint64_t catNodes = 0;      // nodes a cat may stand on
    std::uint64_t catParents = 0;    // sum over them of |parents(cat)|
    // secondFrom[p]: the nodes u >= p a cat may stand on and move from, the
    // half-move positions (mouse, x, u) whose expansion reaches a parent p of x.
    std::vector<std::uint64_t> secondFrom(n + 1, 0);
    for (int u = nodes - 1; u >= 0; --u) {
        const bool counts = rules.mayEnter(Player::Cat, u) && !rules.moves(Player::Cat, u).empty();
        secondFrom[static_cast<std::size_t>(u)] = secondFrom[static_cast<std::size_t>(u) + 1] + (counts ? 1 : 0);
    }
    std::uint64_t halfParents = 0;  // per mouse node: each half-move position's parents p <= u
    for (int x = 0; x < nodes; ++x) {
        mouseParents += rules.parents(Player::Mouse, x).size();
        if (!rules.mayEnter(Player::Cat, x)) continue;  // not a position: never expanded
        const auto from = rules.parents(Player::Cat, x);
        ++catNodes;
        catParents += from.size();
        for (const std::uint32_t p : from) halfParents += secondFrom[p];
    }
    // The mouse to move, cats on {lo, hi}: |parents(hi)| + |parents(lo)|
    // half-move positions (one list when lo == hi), C S over the pairs.
    const std::uint64_t catsMoved = times(n, plus(times(catNodes, catParents), halfParents));
    // The cats to move: |parents(mouse)| per mouse node, for each pair of cats.
    const std::uint64_t mouseMoved = times(catNodes * (catNodes + 1) / 2, mouseParents);
    // A pulled level: per mouse node, B = W's rows ORed (and ANDed) over each cat's moves, twice, n deg n / 64
    // words each, for wins and for losses: n^2 (sum of degrees) / 16 in all; and per mouse node the rows of
    // its moves' pairs ORed and ANDed, (sum of the mouse's degrees) n (n + 1) / 128 (two_cat_pull.hpp).
    const std::uint64_t pairWords = (n * (n + 1) / 2 + 63) / 64;
    const std::uint64_t pullOps = twoCatMayPull(method, nodes) ? plus(times(n * n, catParents) / 16, times(mouseParents, pairWords)) : 0;
    // The first level's mouse-to-move entries, as the set-up decides them (two_cats.cpp): every pair of cat
    // nodes where the mouse is on a hole or cannot move, else the pairs with a cat on the mouse's node or on
    // a hole it wins on.
    std::uint64_t catEnds = 0;  // cat nodes whose cat wins there
    for (int x = 0; x < nodes; ++x) catEnds += rules.mayEnter(Player::Cat, x) && rules.catWinsOn(x) ? 1 : 0;
    const auto pairsOf = [](std::uint64_t k) { return k * (k + 1) / 2; };
    std::uint64_t firstLevel = 0;
    for (int m = 0; m < nodes; ++m) {
        if (rules.isHole(m) || rules.moveCount(Player::Mouse, m) == 0) {
            firstLevel += pairsOf(catNodes);
            continue;
        }
        const std::uint64_t ends = catEnds + (rules.mayEnter(Player::Cat, m) && !rules.catWinsOn(m) ? 1 : 0);
        firstLevel += pairsOf(catNodes) - pairsOf(catNodes - ends);
    }
    // Pulled from the first level (Auto only: Pull pulls every level, however many) where the pulls of its
    // levels, counted from its diameter (levelsBound: a breadth-first search from each node, asked only
    // here), cost less than the visits.
    const std::uint64_t visits = plus(catsMoved, mouseMoved);
    const bool pullsFirst = method == Method::Auto && pullOps != 0 && twoCatThickLevel(rules) <= firstLevel;
    const std::uint64_t levels = pullsFirst ? levelsBound(rules) : 0;
    const bool pulledFromStart = pullsFirst && twoCatNanoseconds(0, 0, times(levels, pullOps)) < twoCatNanoseconds(0, visits);
    return {n * n * (n + 1), visits, pullOps, pulledFromStart, firstLevel, pulledFromStart ? levels : 0};
}

double twoCatNanoseconds(std::uint64_t steps, std::uint64_t parentVisits, std::uint64_t pullOps) {
    return static_cast<double>(steps) * kStepNanoseconds + static_cast<double>(parentVisits) * kVisitNanoseconds +
           static_cast<double>(pullOps) * kPullNanoseconds;
}

double twoCatNanoseconds(std::uint64_t entries, const TwoCatWorkDone& done) {
    return twoCatNanoseconds(entries + done.expanded, done.pushedVisits, done.pullOps);
}

double twoCatSeconds(const TwoCatWork& work) {
    const double walk = work.pulledFromStart ? twoCatNanoseconds(0, 0, times(work.levels, work.pullOps)) : twoCatNanoseconds(0, work.parentVisits);
    return (twoCatNanoseconds(2 * work.entries, 0) + walk) / 1e9;
}

std::optional<Error> checkTwoCatTime(const Rules& rules, std::uint64_t maxSeconds, Method method) {
    if (maxSeconds == 0) return std::nullopt;
    return checkTwoCatTime(rules, twoCatWork(rules, method), maxSeconds);
}

std::optional<Error> checkTwoCatTime(const Rules& rules, const TwoCatWork& work, std::uint64_t maxSeconds) {
    if (maxSeconds == 0) return std::nullopt;
    const double seconds = twoCatSeconds(work);
    if (seconds <= static_cast<double>(maxSeconds)) return std::nullopt;
    const std::string walk = work.pulledFromStart ? "up to " + std::to_string(work.levels) + " levels pulled a word at a time, " +
                                                        describeCount(times(work.levels, work.pullOps)) + " word operations"
                                                  : "up to " + describeCount(work.parentVisits) + " parent positions looked at, the cats' half-moves";
    return Error{"limits.time", "two cats on this " + std::to_string(rules.nodeCount()) + "-node graph would take " + describeSeconds(seconds) +
                                    " to solve " + kWhere + " (estimated from the degrees: " + describeCount(work.entries) +
                                    " entries set up and expanded, and " + walk + ") and about " +
                                    describeBytes(twoCatPeakBytes(rules.graph()), Rounding::Up) + " of memory, more than the time limit of " +
                                    std::to_string(maxSeconds) + " s: raise maxSeconds (--max-seconds N on the command line; 0 for no limit) to solve it anyway"};
}

}  // namespace catmouse
