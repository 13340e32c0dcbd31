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
// remoteness. The positions are decided level by level: one bit set holds
// the entries decided at this level, another those decided at the next,
// and a level's entries are expanded in the order of the table, so each
// mouse node's entries, and their parents, are walked together (a queue in
// the order they were decided jumped about the table: its cache misses were
// most of the time). Nothing grows during the solve.
//
// Level r + 1 comes from expanding level r's positions: a parent whose mover
// wins with this child is a win in r + 1 (the first level that finds it is
// the fastest win); a parent whose last unrefuted move this was is a loss in
// r + 1 (its slowest). What is never decided is a draw.
//
// The cats' joint move is walked as two half-moves: from {a, b}, a <= b,
// the cat on a moves first, to x, which gives a half-move position
// (mouse, x moved, b still to move), n^3 of them, ordered; then the cat on
// b moves, to y, giving the mouse's turn on {x, y}. Both half-moves are
// the cats' choice, so the best joint move is the best first half-move
// followed by its best second one: a win by min over x of min over y, a
// loss by max of max, the same values and remoteness as the joint move
// (half-moves are not plies: a half-move position takes its child's level
// and its cats' parent that level + 1). Expanding a decided entry of the
// mouse's turn then visits |parents(x)| + |parents(y)| half-move positions,
// and each decided half-move position its parents p <= b, instead of the
// |parents(x)| x |parents(y)| joint parents: about 2 n^2 (sum of degrees)
// visits in all, not n (sum of degrees)^2 / 2. A half-move position needs
// only its counter (its second cat's moves not yet known to lose) while
// undecided, and is expanded at once when decided (its value is the child's
// that decided it): 2 bytes each, no queue.
//
// On the thick levels (a few million entries each, levels 1 to 18 of a
// sparse 400) both sides are pulled instead, a word at a time
// (two_cat_pull.hpp): for the cats, per mouse node, its decided pairs as
// n x n bit matrices, their entries decided by OR (AND) of rows over their
// moves and a transpose; for the mouse, per mouse node, the decided pairs
// as a row of bits, OR (AND) of the rows of its moves. The pulls keep no
// counters, so the first thin level after gives them back from the bits
// (counters()); choosePull says which levels.
#include <algorithm>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include "../byte_size.hpp"
#include "catmouse/two_cat_cost.hpp"
#include "catmouse/two_cats.hpp"
#include "methods.hpp"
#include "two_cat_pull.hpp"

namespace catmouse {
namespace {

using Word = std::uint32_t;
constexpr Word kShift = TwoCatSolution::kOutcomeShift;

std::uint64_t positionsOf(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    return 2 * n * TwoCatSolution::pairCount(nodeCount);
}

// The half-move positions (mouse, cat moved, cat to move): n^3.
std::uint64_t halfMoveCount(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    return n * n * n;
}

// The entries decided at one level: a bit each, and a bit per 64 of those
// words, set when any of them is, so a thin level (a long game has a
// hundred of them) is read in a few pages, not the whole set.
struct LevelSet {
    explicit LevelSet(std::size_t size) : bits((size + 63) / 64, 0), summary((bits.size() + 63) / 64, 0) {}
    void mark(std::size_t i) {
        bits[i / 64] |= std::uint64_t{1} << (i % 64);
        summary[i / 4096] |= std::uint64_t{1} << (i / 64 % 64);
    }
    static std::uint64_t bytes(std::uint64_t size) { return ((size + 63) / 64 + (size + 4095) / 4096) * sizeof(std::uint64_t); }
    std::vector<std::uint64_t> bits;
    std::vector<std::uint64_t> summary;
};

// The table (a word an entry), the two level bit sets, the half-move
// positions' counters and the pulls' bits: about 4.25 n^3 + (1 or 2) n^3 +
// 8 (3 n^2 ceil(n / 64) + 3 n ceil(n (n + 1) / 128)) bytes.
std::uint64_t twoCatSolveBytes(int nodeCount, std::uint64_t counterBytes) {
    const std::uint64_t entries = positionsOf(nodeCount);
    return entries * sizeof(Word) + 2 * LevelSet::bytes(entries) + halfMoveCount(nodeCount) * counterBytes + TwoCatPull::bytes(nodeCount) +
           TwoCatMousePull::bytes(nodeCount);
}

// Pull both sides at this level (two_cat_pull.hpp)? Auto does, where it
// may (twoCatMayPull), from the first level whose new mouse-to-move
// entries are thick (twoCatThickLevel, two_cat_cost.hpp) until neither it
// nor the level before is: the levels alternate thick and thin (the
// mouse's entries are decided every other level), and each switch reads
// the whole table (load()) or gives the counters back.
bool choosePull(Method method, std::size_t n, std::uint64_t thick, std::uint64_t freshMouseTurn, std::uint64_t lastMouseTurn, bool pulling) {
    if (method == Method::Pull) return true;
    if (!twoCatMayPull(method, static_cast<int>(n))) return false;
    return freshMouseTurn >= thick || (pulling && lastMouseTurn >= thick);
}

// The most moves a cat has from a node: the half-move counters' range.
std::size_t maxCatMoves(const Rules& rules) {
    std::size_t most = 0;
    for (int x = 0; x < rules.nodeCount(); ++x) most = std::max(most, rules.moves(Player::Cat, x).size());
    return most;
}

// Bytes a half-move counter takes: one when a cat has fewer than 255 moves
// from every node (the graph's degree, plus staying with passing), else two.
std::uint64_t halfCounterBytes(const Graph& graph) {
    std::size_t most = 0;
    for (int x = 0; x < graph.nodeCount(); ++x) most = std::max(most, graph.neighbours(x).size());
    return most + 1 < 255 ? 1 : 2;
}

// Progress as the share of the work: the work done, in the estimate's
// nanoseconds (two_cat_cost.hpp: the set-up of every entry, then each
// expanded entry, the parents pushed to and the pulls' word operations, as
// the solve made them), against itself plus the estimate's bound on what
// is left: the entries not yet set up or expanded, and the visits of the
// entries not yet expanded (the estimate's count less those made or spared
// by a pull), or for a game pulled from its first level the levels not yet
// pulled, each in full. Counting decided positions would not move: a dense
// graph decides most of them in the first levels and spends its time
// expanding them. The share starts as the work done against the estimate
// and rises to 1 as the bound left falls to nothing, so a solve that takes
// less than its bound (most do: draws are never expanded, a pulled level
// rarely pulls every node) is not stuck short of the end; a clique with a
// long tail, whose levels cost the same each, rises evenly.
class WorkProgress {
public:
    WorkProgress(SolveControl control, std::uint64_t total, const TwoCatWork& estimate)
        : control_(std::move(control)),
          total_(total),
          estimate_(estimate),
          step_(std::min(kReportEvery, twoCatSeconds(estimate) * 1e9 / kReportsAtLeast)) {}
    // steps: entries set up, then entries expanded (total + k); pushed:
    // parents pushed to; pullOps: the pulls' word operations; counted: the
    // visits of the entries expanded, pushed or pulled (what the estimate's
    // visits count); levels: the levels walked. Asks the callback each step_
    // of work: often enough to move and to cancel, rarely enough to cost
    // nothing.
    bool keepGoing(std::uint64_t steps, std::uint64_t pushed, std::uint64_t pullOps, std::uint64_t counted, std::uint64_t levels) {
        const double done = twoCatNanoseconds(steps, pushed, pullOps);
        if (done < next_) return true;
        next_ = done + step_;
        const std::uint64_t allSteps = 2 * estimate_.entries;
        const double left = twoCatNanoseconds(allSteps - std::min(steps, allSteps), 0, 0) +
                            (estimate_.pulledFromStart
                                 ? static_cast<double>(estimate_.levels - std::min(levels, estimate_.levels)) *
                                       twoCatNanoseconds(0, 0, estimate_.pullOps)
                                 : twoCatNanoseconds(0, estimate_.parentVisits - std::min(counted, estimate_.parentVisits), 0));
        const double share = done + left > 0 ? done / (done + left) : 1.0;
        // Short of total until finish(): a share of 1 would say the solve is done.
        const auto decided = std::min(total_ > 0 ? total_ - 1 : 0, static_cast<std::uint64_t>(share * static_cast<double>(total_)));
        reported_ = std::max(reported_, decided);
        return control_.keepGoing(reported_, total_);
    }
    bool finish() const { return control_.keepGoing(total_, total_); }

private:
    static constexpr double kReportEvery = 20e6;    // nanoseconds: 20 ms
    static constexpr double kReportsAtLeast = 256;  // a small game's bar moves too
    SolveControl control_;
    std::uint64_t total_;
    TwoCatWork estimate_;
    double step_;
    double next_ = 0;
    std::uint64_t reported_ = 0;
};

}  // namespace

std::uint64_t twoCatPeakBytes(const Graph& graph) {
    const auto n = static_cast<std::uint64_t>(graph.nodeCount());
    // The walk's pair arithmetic: each pair's nodes, and per node a triangular
    // number, its two parent lists' ends and the set-up's facts.
    const std::uint64_t pairBytes = TwoCatSolution::pairCount(graph.nodeCount()) * 2 * sizeof(std::uint32_t) +
                                    n * (sizeof(std::size_t) + 2 * sizeof(NeighbourRange) + 2 + sizeof(Word));
    return twoCatSolveBytes(graph.nodeCount(), halfCounterBytes(graph)) + rulesBytes(graph) + pairBytes;
}

Error twoCatMemoryError(const Graph& graph, const std::string& what) {
    return Error{"limits.memory", "two cats on this " + std::to_string(graph.nodeCount()) + "-node graph need about " +
                                      describeBytes(twoCatPeakBytes(graph), Rounding::Up) + " of memory to solve (" +
                                      std::to_string(positionsOf(graph.nodeCount())) + " positions, n^2 (n + 1): cats A and B swapped share one), " + what};
}

std::optional<Error> checkTwoCatLimits(const Graph& graph, std::uint64_t memoryLimit) {
    // The node limit in nodes alone: a graph of 401 nodes may need fewer MB
    // than the densest of 400 (the counters' width follows the degrees), so
    // MB beside MB read as a contradiction.
    if (graph.nodeCount() > kTwoCatNodeLimit) {
        return Error{"limits.memory", "two cats are solved on graphs of at most " + std::to_string(kTwoCatNodeLimit) + " nodes, and this one has " +
                                          std::to_string(graph.nodeCount()) + " (" + std::to_string(positionsOf(graph.nodeCount())) +
                                          " positions, n^2 (n + 1)): solve it with one cat, or use a graph of at most 400 nodes"};
    }
    if (memoryLimit != 0 && twoCatPeakBytes(graph) > memoryLimit) {
        return twoCatMemoryError(graph, "more than the memory limit of " + describeBytes(memoryLimit, Rounding::Down));
    }
    return std::nullopt;
}

namespace {

// One solve's table and what its set-up and its walk share: the level sets,
// the pulls' matrices, each node's cat moves and the pair arithmetic.
struct TwoCatState {
    TwoCatState(const Rules& r, const SolveOptions& options, const TwoCatWork& work)
        : rules(r),
          method(options.method),
          n(static_cast<std::size_t>(r.nodeCount())),
          pairs(TwoCatSolution::pairCount(r.nodeCount())),
          total(positionsOf(r.nodeCount())),
          progress{SolveControl{options.progress, options.cancel}, total, work},
          words(total, 0),
          fresh(total),
          next(total),
          catMoves(n) {
        for (std::size_t x = 0; x < n; ++x) catMoves[x] = static_cast<Word>(rules.moveCount(Player::Cat, static_cast<int>(x)));
        // The pull's matrices (two_cat_pull.hpp), when it may be chosen, take the entries decided in the
        // set-up: then its first level reads only the levels since, not the whole table (TwoCatPull::load).
        if (twoCatMayPull(method, rules.nodeCount())) {
            pull.emplace(rules);
            mousePull.emplace(rules, pairs);
        }
    }

    // The pull's matrices hold each entry the set-up decides.
    void hold(int mouse, int lo, int hi, Player turn, Word code) {
        if (!pull) return;
        const auto m = static_cast<std::size_t>(mouse);
        const bool won = code == static_cast<Word>(Outcome::MouseWins) || code == static_cast<Word>(Outcome::CatWins);
        const std::size_t pair = static_cast<std::size_t>(hi) * static_cast<std::size_t>(hi + 1) / 2 + static_cast<std::size_t>(lo);
        if (turn == Player::Cat) {
            pull->markDecided(m, static_cast<std::uint32_t>(lo), static_cast<std::uint32_t>(hi));
            if (won) mousePull->addCatTurn(m, pair, code == static_cast<Word>(Outcome::MouseWins));
        } else {
            mousePull->markMouseTurn(m, pair);
            if (won) pull->addMouseTurn(m, static_cast<std::uint32_t>(lo), static_cast<std::uint32_t>(hi), code == static_cast<Word>(Outcome::CatWins));
        }
    }

    // Pair arithmetic for the walk: hi (hi + 1) / 2 per node, and each pair's
    // nodes; and the pulls' word operations (two_cat_pull.hpp): the cats' side
    // of one mouse node, wins or losses, 2 n (sum of the cats' degrees) / 64;
    // the mouse's side of a level, (sum of the mouse's degrees) x pairs / 64.
    void prepareWalk() {
        triangle.resize(n);
        pairOf.reserve(pairs);
        for (std::uint32_t hi = 0; hi < n; ++hi) {
            triangle[hi] = std::size_t{hi} * (hi + 1) / 2;
            for (std::uint32_t lo = 0; lo <= hi; ++lo) pairOf.emplace_back(lo, hi);
        }
        std::uint64_t catMovesSum = 0;
        for (std::size_t x = 0; x < n; ++x) {
            catMovesSum += catMoves[x];
            mouseMovesSum += rules.moveCount(Player::Mouse, static_cast<int>(x));
        }
        catPullOps = 2 * n * catMovesSum / 64;
        mousePullOps = mouseMovesSum * ((pairs + 63) / 64);
    }

    const Rules& rules;
    const Method method;
    const std::size_t n;
    const std::size_t pairs;
    const std::size_t total;
    WorkProgress progress;
    std::vector<Word> words;
    // Entries decided at this level, and at the next.
    LevelSet fresh;
    LevelSet next;
    std::vector<Word> catMoves;  // each node's moves of a cat
    std::optional<TwoCatPull> pull;
    std::optional<TwoCatMousePull> mousePull;
    std::uint64_t freshMouseTurn = 0;  // mouse-to-move entries decided at this level: what the pull is chosen by
    std::vector<std::size_t> triangle;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pairOf;
    std::uint64_t mouseMovesSum = 0;
    std::uint64_t catPullOps = 0;
    std::uint64_t mousePullOps = 0;
    std::uint64_t visits = 0;  // parent entries looked at: what twoCatWork bounds
    TwoCatWorkDone done;       // the work as the estimate counts it (two_cat_cost.hpp)
};

// The set-up, in the table's order (two_cats.hpp, TwoCatSolution::index),
// asks progress once per row of pairs (it reports each step of work). The
// rules' one-node facts behind isPosition, isOver and the move counts, asked
// once a node: an entry they show no ending for (no capture, no hole, a move
// to make) needs no terminal(); any other asks terminal(), which decides.
// False when cancelled.
bool setUp(TwoCatState& state) {
    const Rules& rules = state.rules;
    const std::size_t n = state.n;
    std::vector<std::uint8_t> catStands(n);
    std::vector<std::uint8_t> catEnds(n);
    for (std::size_t x = 0; x < n; ++x) {
        catStands[x] = rules.mayEnter(Player::Cat, static_cast<int>(x)) ? 1 : 0;
        catEnds[x] = rules.catWinsOn(static_cast<int>(x)) ? 1 : 0;
    }
    const std::vector<Word>& catMoves = state.catMoves;
    std::size_t i = 0;
    for (const Player turn : {Player::Mouse, Player::Cat}) {
        for (int mouse = 0; mouse < static_cast<int>(n); ++mouse) {
            if (!state.progress.keepGoing(i, 0, 0, 0, 0)) return false;
            const bool mouseEnds = rules.isHole(mouse);
            const auto mouseMoves = static_cast<Word>(rules.moveCount(Player::Mouse, mouse));
            for (int hi = 0; hi < static_cast<int>(n); ++hi) {
                const auto h = static_cast<std::size_t>(hi);
                for (int lo = 0; lo <= hi; ++lo, ++i) {
                    const auto l = static_cast<std::size_t>(lo);
                    if (catStands[l] == 0 || catStands[h] == 0) {  // rules.isPosition
                        state.words[i] = Word{TwoCatSolution::kNotAPosition} << kShift;
                        state.hold(mouse, lo, hi, turn, TwoCatSolution::kNotAPosition);
                        continue;
                    }
                    // The counter of an undecided entry: the mouse's moves, or the first cat's half-moves
                    // (the cat on the lower node); and whether rules.moveCount(p) is 0.
                    const Word moves = turn == Player::Mouse ? mouseMoves : catMoves[l];
                    const bool stuck = turn == Player::Mouse ? mouseMoves == 0 : catMoves[l] == 0 || catMoves[h] == 0;
                    const bool quiet = mouse != lo && mouse != hi && !mouseEnds && catEnds[l] == 0 && catEnds[h] == 0 && !stuck;
                    if (quiet) {
                        state.words[i] = moves;
                    } else if (const auto outcome = rules.terminal(TwoCatPosition{mouse, lo, hi, turn})) {
                        state.words[i] = static_cast<Word>(*outcome) << kShift;  // remoteness 0
                        state.fresh.mark(i);
                        state.freshMouseTurn += turn == Player::Mouse ? 1 : 0;
                        state.hold(mouse, lo, hi, turn, static_cast<Word>(*outcome));
                    } else {
                        state.words[i] = moves;
                    }
                }
            }
        }
    }
    return true;
}

// Marks an entry decided at the next level.
[[gnu::always_inline]] inline void markNext(std::uint64_t* nextBits, std::uint64_t* nextSummary, std::size_t at) {
    nextBits[at / 64] |= std::uint64_t{1} << (at % 64);
    nextSummary[at / 4096] |= std::uint64_t{1} << (at / 64 % 64);
}

// The walk, level by level, with the half-move positions' counters in bytes
// when every cat has fewer than 255 moves (half the memory, and the rows of
// a mouse node stay in cache longer), else in 16 bits.
template <class Counter>
class TwoCatWalk {
public:
    explicit TwoCatWalk(TwoCatState& state) : s_(state), n_(state.n), pairs_(state.pairs), stale_(n_, 0), pullNew_(n_, 0) {
        // Each half-move position's counter: the moves of the cat still to move.
        std::vector<Counter> firstRow(n_);
        for (std::size_t u = 0; u < n_; ++u) firstRow[u] = static_cast<Counter>(state.catMoves[u]);
        half_.resize(halfMoveCount(state.rules.nodeCount()));
        for (std::size_t row = 0; row < n_ * n_; ++row) std::copy(firstRow.begin(), firstRow.end(), half_.begin() + static_cast<std::ptrdiff_t>(row * n_));
        // Each node's parent lists, looked up once.
        mouseParents_.reserve(n_);
        catParents_.reserve(n_);
        for (std::size_t x = 0; x < n_; ++x) {
            mouseParents_.push_back(state.rules.parents(Player::Mouse, static_cast<int>(x)));
            catParents_.push_back(state.rules.parents(Player::Cat, static_cast<int>(x)));
        }
        if (state.pull) heldThrough_ = 0;
    }

    // False when cancelled.
    bool run() {
        const std::uint64_t thick = twoCatThickLevel(s_.rules);
        std::uint64_t lastMouseTurn = 0;  // the level before's freshMouseTurn
        bool more = true;
        for (Word level = 0; more; ++level) {
            const bool pullNow = choosePull(s_.method, n_, thick, s_.freshMouseTurn, lastMouseTurn, pulling_);
            if (pullNow && !pulling_) startPulling(level);
            if (!pullNow && pulling_) stopPulling();
            pulling_ = pullNow;
            ++s_.done.levels;
            s_.done.pulledLevels += pulling_ ? 1 : 0;
            Level next;
            if (!expand(level, next)) return false;
            if (pulling_ && !pullLevel(level, next)) return false;
            lastMouseTurn = std::exchange(s_.freshMouseTurn, next.mouseTurn);
            more = next.more;
            std::swap(s_.fresh, s_.next);  // next is all clear: each word was cleared as it was read
        }
        s_.visits = visits_;
        s_.done.expanded = expanded_;
        s_.done.pushedVisits = visits_ - pulledVisits_;
        return true;
    }

private:
    static constexpr Counter kDecided = std::numeric_limits<Counter>::max();  // above any counter

    // What a level decides for the next: whether anything, and how many mouse-to-move entries.
    struct Level {
        bool more = false;
        std::uint64_t mouseTurn = 0;
    };

    // Progress counts the work done (the visits pushed, the pulls' operations) and the visits counted.
    bool keepGoing(std::uint64_t visits, std::uint64_t pulledVisits, std::uint64_t expanded) {
        return s_.progress.keepGoing(s_.total + expanded, visits - pulledVisits, s_.done.pullOps, visits, s_.done.levels);
    }

    // The matrices miss at most this level's entries (the walk adds them), or are read anew.
    void startPulling(Word level) {
        if (heldThrough_ && *heldThrough_ + 1 >= level) return;
        s_.pull->load(s_.words.data(), kShift);
        s_.mousePull->load(s_.words.data(), kShift);
        s_.done.pullOps += s_.total;
    }

    // Back to the counters: give back the mouse's, and the cats' of the mouse nodes the pulls moved.
    void stopPulling() {
        Word* const wordsAt = s_.words.data();
        s_.mousePull->counters([&](std::size_t m, std::size_t pair, std::uint32_t count) {
            wordsAt[m * pairs_ + pair] = count;
            s_.done.pullOps += s_.mouseMovesSum / n_ + 1;
        });
        for (std::size_t m = 0; m < n_; ++m) {
            if (std::exchange(stale_[m], 0) == 0) continue;
            Word* const catWords = wordsAt + (n_ + m) * pairs_;
            Counter* const halfRows = half_.data() + m * n_ * n_;
            s_.done.pullOps += s_.catPullOps / 2;
            s_.pull->counters(
                m,
                [&](std::uint32_t p, std::uint32_t q, std::uint32_t count) {
                    catWords[s_.triangle[q] + p] = count;
                    s_.done.pullOps += s_.catMoves[p] + 1;
                },
                [&](std::uint32_t x, std::uint32_t q, std::uint32_t count) {
                    halfRows[x * n_ + q] = static_cast<Counter>(count);
                    s_.done.pullOps += s_.catMoves[q] + 1;
                });
        }
    }

    // The parents a level's entries decide, written for the next level. A
    // local of expand(), so that its pointers and counts stay in registers.
    struct Push {
        Word* words;
        std::uint64_t* nextBits;
        std::uint64_t* nextSummary;
        std::size_t catTurnStart;
        bool more = false;
        std::uint64_t mouseTurn = 0;
        // A parent whose mover wins with the child is decided at once; else this was one of its moves.
        // Inlined into the hot loop whatever the compiler estimates (GCC and Clang, so em++ too).
        [[gnu::always_inline]] void visit(std::size_t parent, bool moverWins, Word decided) {
            Word& w = words[parent];
            if ((w >> kShift) != 0) return;  // decided already, or not a position
            if (moverWins || --w == 0) {
                w = decided;
                mouseTurn += parent < catTurnStart ? 1 : 0;
                markNext(nextBits, nextSummary, parent);
                more = true;
            }
        }
    };

    // An entry decided at this level, its parts without TwoCatSolution::position's square root.
    struct Child {
        std::size_t mouse;
        std::uint32_t lo;
        std::uint32_t hi;
        std::size_t pair;
        Word code;
        Word decided;  // its parents' word when it decides them: its outcome, one level further
    };

    // Expands each entry decided at this level, in the table's order. On a
    // pulled level the pulls take the entries instead. The loop reads and
    // writes through locals, not the members: a byte counter's store may
    // alias any memory the compiler cannot see is private, and it reloaded
    // them after each one. False when cancelled.
    bool expand(Word level, Level& next) {
        Counter* const halfAt = half_.data();
        const std::pair<std::uint32_t, std::uint32_t>* const pairAt = s_.pairOf.data();
        const NeighbourRange* const mouseParents = mouseParents_.data();
        std::uint64_t* const freshBits = s_.fresh.bits.data();
        const std::size_t n = n_;
        const std::size_t pairs = pairs_;
        const bool pulling = pulling_;
        Push push{s_.words.data(), s_.next.bits.data(), s_.next.summary.data(), n * pairs};
        std::uint64_t visits = visits_;
        std::uint64_t pulledVisits = pulledVisits_;  // of those, the ones a pull made instead (counted, not made)
        std::uint64_t expanded = expanded_;          // decided entries expanded
        std::size_t row = 0;                         // the child's turn * n + mouse, followed upward
        std::size_t rowStart = 0;                    // row * pairs: no division per child
        for (std::size_t group = 0; group < s_.fresh.summary.size(); ++group) {
            for (std::uint64_t used = std::exchange(s_.fresh.summary[group], 0); used != 0; used &= used - 1) {
                const std::size_t bitWord = group * 64 + static_cast<std::size_t>(__builtin_ctzll(used));
                if (!keepGoing(visits, pulledVisits, expanded)) return false;
                for (std::uint64_t bits = std::exchange(freshBits[bitWord], 0); bits != 0; bits &= bits - 1) {
                    ++expanded;
                    const std::size_t at = bitWord * 64 + static_cast<std::size_t>(__builtin_ctzll(bits));
                    while (at >= rowStart + pairs) {
                        ++row;
                        rowStart += pairs;
                    }
                    const std::size_t pair = at - rowStart;
                    const Word code = push.words[at] >> kShift;
                    const auto [lo, hi] = pairAt[pair];
                    const Child child{row < n ? row : row - n, lo, hi, pair, code, (code << kShift) | (level + 1)};
                    if (row >= n) {
                        // The mouse moved here (cats to move): one parent per node it came from; the cats' pair is this one.
                        const NeighbourRange from = mouseParents[child.mouse];
                        visits += from.size();
                        const bool mouseWins = code == static_cast<Word>(Outcome::MouseWins);
                        if (pulling) {  // both sides pulled at the level's end
                            s_.pull->markDecided(child.mouse, lo, hi);
                            s_.mousePull->addCatTurn(child.mouse, pair, mouseWins);
                            pulledVisits += from.size();
                            continue;
                        }
                        for (const std::uint32_t node : from) push.visit(node * pairs + pair, mouseWins, child.decided);
                    } else if (pulling) {
                        const std::uint64_t counted = catsMovedPulled(child);
                        visits += counted;
                        pulledVisits += counted;
                    } else {
                        visits += catsMoved(child, halfAt, push);
                    }
                }
            }
        }
        visits_ = visits;
        pulledVisits_ = pulledVisits;
        expanded_ = expanded;
        next.more = push.more;
        next.mouseTurn = push.mouseTurn;
        return true;
    }

    // The cats moved here, the second of them from u onto `last`, the first
    // already on `moved` (see the top): the half-move position (mouse, moved,
    // u). Decided, it takes this child's value and is expanded at once: its
    // parents are the cats on {p, u}, p a parent of `moved` with p <= u (the
    // lower cat moves first; parent rows are ascending). The visits made.
    [[gnu::always_inline]] std::uint64_t catsMoved(const Child& child, Counter* const halfAt, Push& push) const {
        const std::size_t n = n_;
        const NeighbourRange* const catParents = catParents_.data();
        const std::size_t* const triangleAt = s_.triangle.data();
        const bool catsWin = child.code == static_cast<Word>(Outcome::CatWins);
        const std::size_t base = (n + child.mouse) * pairs_;
        std::uint64_t visits = 0;
        const auto visitHalf = [&](std::uint32_t moved, std::uint32_t last) {
            const NeighbourRange from = catParents[last];
            visits += from.size();
            Counter* const halfRow = halfAt + (child.mouse * n + moved) * n;
            const NeighbourRange firstFrom = catParents[moved];
            for (const std::uint32_t u : from) {
                Counter& c = halfRow[u];
                if (c == kDecided) continue;
                if (!catsWin && --c != 0) continue;
                c = kDecided;
                const std::size_t rowOfU = base + triangleAt[u];
                for (const std::uint32_t p : firstFrom) {
                    if (p > u) break;
                    ++visits;
                    push.visit(rowOfU + p, catsWin, child.decided);
                }
            }
        };
        visitHalf(child.lo, child.hi);
        if (child.lo != child.hi) visitHalf(child.hi, child.lo);
        return visits;
    }

    // On a pulled level the pulls take a cats-moved entry: the visits it counts, not made.
    std::uint64_t catsMovedPulled(const Child& child) {
        const bool catsWin = child.code == static_cast<Word>(Outcome::CatWins);
        s_.mousePull->markMouseTurn(child.mouse, child.pair);
        s_.pull->addMouseTurn(child.mouse, child.lo, child.hi, catsWin);
        pullNew_[child.mouse] |= catsWin ? 1 : 2;
        return catParents_[child.lo].size() + (child.lo != child.hi ? catParents_[child.hi].size() : 0);
    }

    // A pulled level's end: the mouse's side for the whole table, then the
    // cats' side of each mouse node with new entries this level (1 the cats'
    // wins, 2 the mouse's). False when cancelled.
    bool pullLevel(Word level, Level& next) {
        heldThrough_ = level;
        s_.done.pullOps += s_.mousePullOps;
        const Word decidedNext = level + 1;
        Word* const wordsAt = s_.words.data();
        std::uint64_t* const nextBits = s_.next.bits.data();
        std::uint64_t* const nextSummary = s_.next.summary.data();
        s_.mousePull->pull([&](std::size_t m, std::size_t pair, bool mouseWins) {
            const std::size_t parent = m * pairs_ + pair;
            const Outcome outcome = mouseWins ? Outcome::MouseWins : Outcome::CatWins;
            wordsAt[parent] = (static_cast<Word>(outcome) << kShift) | decidedNext;
            markNext(nextBits, nextSummary, parent);
            next.more = true;
            ++next.mouseTurn;
        });
        for (std::size_t m = 0; m < n_; ++m) {
            const std::uint8_t kinds = std::exchange(pullNew_[m], 0);
            if (kinds == 0) continue;
            s_.done.pullOps += kinds == 3 ? 2 * s_.catPullOps : s_.catPullOps;  // wins, losses or both
            if (!keepGoing(visits_, pulledVisits_, expanded_)) return false;
            stale_[m] = 1;
            const std::size_t rowStartOfM = (n_ + m) * pairs_;
            s_.pull->pull(m, (kinds & 1) != 0, (kinds & 2) != 0, [&](std::uint32_t lo, std::uint32_t hi, bool catsWin) {
                const std::size_t parent = rowStartOfM + s_.triangle[hi] + lo;
                const Outcome outcome = catsWin ? Outcome::CatWins : Outcome::MouseWins;
                wordsAt[parent] = (static_cast<Word>(outcome) << kShift) | decidedNext;
                markNext(nextBits, nextSummary, parent);
                next.more = true;
            });
        }
        return true;
    }

    TwoCatState& s_;
    const std::size_t n_;
    const std::size_t pairs_;
    std::vector<Counter> half_;
    std::vector<NeighbourRange> mouseParents_;
    std::vector<NeighbourRange> catParents_;
    // The cats' side pulled (two_cat_pull.hpp) on the levels that decide many mouse-to-move entries:
    // whether each mouse node's counters went stale under a pull, its new entries this level, and
    // the last level whose entries the pull holds all of.
    std::vector<std::uint8_t> stale_;
    std::vector<std::uint8_t> pullNew_;
    std::optional<Word> heldThrough_;
    bool pulling_ = false;
    std::uint64_t visits_ = 0;
    std::uint64_t pulledVisits_ = 0;
    std::uint64_t expanded_ = 0;
};

}  // namespace

Expected<TwoCatSolution> solveTwoCats(Rules rules, const SolveOptions& options) {
    // A draw set holds one-cat positions; two cats' histories are not kept.
    if (!rules.draws().empty()) {
        return Error{"rules.visited-two-cats", "visited positions (a game's history) are for the one-cat game only", 0, 0, {"visited", "cat2"}};
    }
    if (auto error = checkTwoCatLimits(rules.graph(), options.memoryLimit)) return *error;
    const TwoCatWork work = twoCatWork(rules, options.method);
    if (auto error = checkTwoCatTime(rules, work, options.maxSeconds)) return *error;
    TwoCatState state(rules, options, work);
    if (!setUp(state)) return cancelledError();
    state.prepareWalk();
    const bool finished = maxCatMoves(rules) < 255 ? TwoCatWalk<std::uint8_t>(state).run() : TwoCatWalk<std::uint16_t>(state).run();
    if (!finished || !state.progress.finish()) return cancelledError();
    // Undecided positions are draws: clear their counters.
    for (Word& w : state.words) {
        if ((w >> kShift) == 0) w = 0;
    }
    const std::uint64_t visits = state.visits;
    const TwoCatWorkDone done = state.done;
    std::vector<Word> words = std::move(state.words);
    return TwoCatSolution(std::move(rules), std::move(words), visits, done);
}

}  // namespace catmouse
