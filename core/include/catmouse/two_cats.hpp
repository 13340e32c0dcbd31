#pragma once
// The two-cat game (rules.hpp, "Two cats"): its solved table and the
// questions asked of it, beside the one-cat Solution rather than inside it.
// The one-cat table packs 2 n^2 entries for speed (table.hpp); this one holds
// one 32-bit word per position with the cats as an unordered pair (cats A
// and B swapped have one value: the rules treat them alike), n^2 (n + 1)
// words, and is solved by a level-by-level retrograde walk that asks Rules
// for the moves and their parents, the cats' joint move split into two
// half-moves (two_cats.cpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/solve.hpp"
#include "catmouse/two_cat_cost.hpp"

namespace catmouse {

struct TwoCatMove {
    TwoCatPosition to;  // the position the move leads to
    Value value;        // its value
};

class TwoCatSolution {
public:
    // Outcome codes of an entry, as Table's: 0 draw, 1 mouse, 2 cats, 3 not a position.
    static constexpr int kNotAPosition = 3;

    TwoCatSolution(Rules rules, std::vector<std::uint32_t> words, std::uint64_t parentVisits = 0, TwoCatWorkDone workDone = {})
        : rules_(std::move(rules)), words_(std::move(words)), parentVisits_(parentVisits), workDone_(workDone) {}

    const Rules& rules() const { return rules_; }
    int nodeCount() const { return rules_.nodeCount(); }
    std::size_t stateCount() const { return words_.size(); }
    // The parent entries the solve looked at: the work twoCatWork (two_cat_cost.hpp) bounds.
    std::uint64_t parentVisits() const { return parentVisits_; }
    // The work the solve did, as the estimate counts it (twoCatWork bounds it, twoCatNanoseconds).
    const TwoCatWorkDone& workDone() const { return workDone_; }
    // The unordered pairs {a, b} of an n-node graph, a == b included.
    static std::size_t pairCount(int nodeCount) {
        const auto n = static_cast<std::size_t>(nodeCount);
        return n * (n + 1) / 2;
    }
    // The entry of p and of p with the cats swapped: (turn * n + mouse) *
    // pairCount + hi (hi + 1) / 2 + lo, lo <= hi the cats' nodes, turn 0 =
    // the mouse to move.
    std::size_t index(const TwoCatPosition& p) const;
    // The position of an entry with cat <= cat2 (the other is its swap).
    TwoCatPosition position(std::size_t index) const;

    // The entry's outcome code (0-3) and remoteness (-1 for draws and non-positions).
    int outcomeCode(std::size_t index) const { return static_cast<int>(words_[index] >> kOutcomeShift); }
    std::int32_t remoteness(std::size_t index) const;
    Value valueAt(const TwoCatPosition& p) const;

    // Checked queries: an error (position.*) for a position not of this game.
    Expected<Value> value(const TwoCatPosition& p) const;
    // Legal moves, best first for the side to move, as Solution::moves:
    // wins by fewest plies, then draws, then losses by most plies; ties by
    // the order of Rules::forEachMove (cat A's node, then cat B's).
    Expected<std::vector<TwoCatMove>> moves(const TwoCatPosition& p) const;
    // The optimal line from start; a drawn line stops at its first repeat.
    Expected<std::vector<TwoCatPosition>> line(const TwoCatPosition& start) const;
    std::vector<TwoCatMove> movesAt(const TwoCatPosition& p) const;

    // Word layout: outcome code in the top 2 bits, remoteness in the low 30.
    static constexpr std::uint32_t kOutcomeShift = 30;
    static constexpr std::uint32_t kLowMask = (std::uint32_t{1} << kOutcomeShift) - 1;

private:
    Rules rules_;
    std::vector<std::uint32_t> words_;
    std::uint64_t parentVisits_;
    TwoCatWorkDone workDone_;
};

// The most nodes a two-cat game may have: n^2 (n + 1) entries of 4 bytes,
// a quarter byte of level bits each, n^3 half-move counters of 1 byte (2
// when a cat has 254 moves or more) and the pulls' bits (three n x n bit
// matrices per mouse node and three rows of n (n + 1) / 2 bits) during the
// solve (twoCatPeakBytes): about 5.9 n^3 bytes (6.9 n^3 on graphs that
// dense), 360 to 422 MB at 400 nodes, which fits native machines and WebAssembly's
// 4 GB alike. Time is
// estimated before the solve and refused past SolveOptions::maxSeconds
// (two_cat_cost.hpp): natively about 3 to 4 s of CPU on a sparse graph of
// 400 nodes, about 5 s on a complete one and 7 s on a ring (BENCHMARKS.md,
// "Two cats").
constexpr int kTwoCatNodeLimit = 400;

// Bytes a two-cat solve holds at its peak: the table (4 bytes an entry),
// two bit sets of the levels' entries, the half-move counters (n^3, a byte
// each when every node has fewer than 254 edges, else two), the pulls' bits
// (counted whether or not a level pulls), the rules' lists and the
// walk's table of pairs (8 bytes a pair of nodes).
std::uint64_t twoCatPeakBytes(const Graph& graph);
// limits.memory when the graph has more than kTwoCatNodeLimit nodes, or
// needs more than memoryLimit bytes (0: no limit), naming the megabytes.
std::optional<Error> checkTwoCatLimits(const Graph& graph, std::uint64_t memoryLimit);
// limits.memory for a two-cat solve over `what` ("more than WebAssembly can have here").
Error twoCatMemoryError(const Graph& graph, const std::string& what);

// Solves every two-cat position exactly (no turn cutoff). options.method
// says how the cats' side of a level is walked: Auto pulls the thick levels
// of graphs of 128 nodes or more and pushes the rest (two_cats.cpp), Pull
// pulls every level, Push pushes every level; the table is the same.
// threads is not used; progress, cancel and memoryLimit are, as for solve()
// (progress as the share of the estimated work, solve.hpp), and maxSeconds
// (two_cat_cost.hpp). Fails only when cancelled, or over the limits
// (limits.memory, limits.time), checked before anything is allocated.
Expected<TwoCatSolution> solveTwoCats(Rules rules, const SolveOptions& options = {});

// {"outcome":2,"winner":"cat","plies":3,"line":[{"mouse":1,"cat":2,"cat2":3,"turn":"mouse"},...]}
// The start must be a valid two-cat position.
std::string twoCatReportJson(const TwoCatSolution& solution, const TwoCatPosition& start);

}  // namespace catmouse
