// The level-by-level solve over bit sets, pulling or pushing per level.
//
// Positions, per side t (0: mouse to move, 1: cat to move), are pairs
// (x, z): x the mover's node, z the other player's node. For t = 0, x is the
// mouse and z the cat; for t = 1, x is the cat and z the mouse. A move takes
// (t, x, z) to (1 - t, z, y), y one of the mover's moves from x
// (Rules::moves), and a push walks back along Rules::parents. The rules are
// asked once per node and move before the levels start.
//
// Levels: a position first decided at level k has remoteness k. Level k is
// computed from the sets as they stood after level k - 1 (a win from a child
// won by the mover, a loss when every child is won by the opponent), so the
// order inside a level never matters, and threads cannot change the result.
//
// Every set is kept in two orientations, as bit matrices of n rows:
//  - P ("by mover"): row x, bit z. Pull writes here, one word = 64 positions.
//  - C ("by other"): row z, bit x. A side's pull reads the other side's C
//    rows (the children of row x are the other side's rows y, bit z), and a
//    side's push stays inside one C row (the parents of (1 - t, z, y) are
//    (t, x, z): the same z).
// P holds every position decided so far: a pull or push adds its new
// positions at once, and a reader that needs the sets as they stood before
// this level (a push testing the other side's children) masks this level's
// out. The frontier (positions decided at the previous level) and this
// level's new positions are one set each per side, in P layout (a push reads
// the frontier by the row it keeps local, the child's mover z); their outcome
// is the P set they are in. With the 16-bit table that makes 12 bit matrices
// and about 2.75 bytes per position at the peak (bitParallelPeakBytes). P is
// stored in tiles of 8 rows (TiledMatrix), C in plain rows (BitMatrix); x and
// z are the solver's node ids, a grid's cells along a Morton curve
// (localOrder), mapped to the graph's ids where the rules are asked and when
// the table is finished (restoreOrder, in bit_solver_sets.cpp).
//
// Per level and side, Method::Auto picks the cheaper of:
//  - pull: for each row x whose children rows changed at the previous level,
//    OR the children's "won by me" rows (some move wins) and AND their "won
//    by the opponent" rows (every move loses), 64 positions an instruction;
//    the new bits are then transposed 64 x 64 blocks at a time into C
//    (transposeNew, in bit_solver_sets.cpp).
//  - push: for each frontier child, visit its parents in one C row: a win
//    is set at once, a loss when every child of the parent is lost, read
//    from the P row of the children (a few bit tests in one cached row; no
//    counters to store or update). New bits go to P one column at a time.
// Pull costs about n^2 * degree / 64 per level, push frontier * degree: pull
// wins on dense graphs and large early levels, push on long thin tails.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <utility>
#include <vector>

#include "bit_solver.hpp"
#include "level_zero.hpp"
#include "methods.hpp"
#include "popcount.hpp"
#include "workers.hpp"

namespace catmouse {
namespace detail {

std::array<std::vector<std::uint8_t>, kSides> settledRows(const Rules& rules, const NodeOrder& order) {
    std::array<std::vector<std::uint8_t>, kSides> rows;
    for (std::size_t i = 0; i < static_cast<std::size_t>(rules.nodeCount()); ++i) {
        const int x = order.original(i);
        rows[0].push_back(rules.isHole(x) ? 1 : 0);
        rows[1].push_back(rules.mayEnter(Player::Cat, x) && !rules.catWinsOn(x) ? 0 : 1);
    }
    return rows;
}

std::array<std::vector<std::uint8_t>, kSides> drawnRows(const Rules& rules, const NodeOrder& order) {
    std::array<std::vector<std::uint8_t>, kSides> rows;
    if (rules.draws().empty()) return rows;
    for (auto& row : rows) row.assign(static_cast<std::size_t>(rules.nodeCount()), 0);
    for (const Position& p : rules.draws()) {
        const int side = static_cast<int>(p.turn);
        rows[static_cast<std::size_t>(side)][order.id(side == 0 ? p.mouse : p.cat)] = 1;
    }
    return rows;
}

void BitSolver::decideAtZero(int side, std::size_t x, std::size_t z, int set) {
    setBit(byMover_[side][set].row(x), z);
    setBit(byOther_[side][set].row(z), x);
    setBit(frontier_[side].row(x), z);
    frontierWords_[side].mark(x, z >> 6);
    changedRows_[side][z] = 1;
    ++frontierCount_[side];
    const std::size_t mouse = side == 0 ? x : z;
    const std::size_t cat = side == 0 ? z : x;
    tableRow(static_cast<std::size_t>(side), mouse)[cat] = packed(set, 0);
}

// Level 0: the cat where it may not stand is not a position; the rest is
// Rules::terminal's.
void BitSolver::initialise() {
    table_.emplace(detail::TableWords::makeUnwritten(static_cast<int>(n_)));
    // The first touch of the table and the sets (hundreds of MB: page faults
    // and the kernel's zeroing) split between the threads, by rows.
    forRanges(workers_, n_, 64, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t x = begin; x < end; ++x) {
            std::fill_n(tableRow(0, x), n_, word::Packed{0});
            std::fill_n(tableRow(1, x), n_, word::Packed{0});
        }
        for (int side = 0; side < kSides; ++side) {
            for (BitMatrix* matrix : {&byOther_[side][0], &byOther_[side][1]}) matrix->clearRows(begin, end);
            for (TiledMatrix* matrix : {&byMover_[side][0], &byMover_[side][1], &frontier_[side], &fresh_[side]}) {
                matrix->clearRows(begin, end);
            }
        }
    });
    for (int side = 0; side < kSides; ++side) {
        changedRows_[side].assign(n_, 0);
        nextChangedRows_[side].assign(n_, 0);
    }
    nextWords_.reserve(static_cast<std::size_t>(threads_));
    for (int t = 0; t < threads_; ++t) nextWords_.push_back({Summary(n_, wordsPerRow_), Summary(n_, wordsPerRow_)});
    std::vector<std::size_t> barredNodes;
    for (std::size_t c = 0; c < n_; ++c) {
        if (!rules_.mayEnter(Player::Cat, order_.original(c))) barredNodes.push_back(c);
    }
    const word::Packed notAPosition = word::make(word::kNotAPosition, 0);
    for (std::size_t m = 0; m < n_; ++m) {  // the cat where it may not stand, either side to move
        for (const std::size_t c : barredNodes) {
            tableRow(0, m)[c] = notAPosition;
            tableRow(1, m)[c] = notAPosition;
        }
    }

    // Level 0 (level_zero.hpp), in the solver's ids.
    detail::forEachEnding(rules_, [&](int side, int mouse, int cat, int set) {
        const std::size_t x = order_.id(side == 0 ? mouse : cat);
        const std::size_t z = order_.id(side == 0 ? cat : mouse);
        if (testBit(byMover_[side][0].row(x), z) || testBit(byMover_[side][1].row(x), z)) return;
        decideAtZero(side, x, z, set);
    });
}

// Pull side t when the frontier it would push costs clearly more than a pull.
// Costs in instructions, from callgrind on the bench graphs (grid 2,025,
// sparse 2,000, dense 500): a pushed child visits its parents at about 40
// each; a pulled row reads its children's rows (about 3 per word and child,
// win and loss together), and its words are transposed into C (about 30 per
// word). Instructions undercount the time of the pull's strided transposes,
// hence the margin of 8 (the fastest on grids: grid 5,041 took 1.19 s with a
// margin of 2, 1.03 s with 4, 0.90 s with 8; sparse 10,000 unchanged).
bool BitSolver::choosePull(int side) {
    if (method_ == Method::Pull) return true;
    if (method_ == Method::Push) return false;
    const int other = 1 - side;
    // Rows with a changed child row (the only ones a pull reads), and their
    // moves; counted on all threads (a grid asks this some 560 times).
    std::vector<std::array<std::uint64_t, 2>> counted(static_cast<std::size_t>(threads_), {0, 0});
    forRanges(workers_, n_, 64, [&](std::size_t begin, std::size_t end, int part) {
        std::array<std::uint64_t, 2>& mine = counted[static_cast<std::size_t>(part)];
        for (std::size_t x = begin; x < end; ++x) {
            const MoveRange ys = moves_[side].of(x);
            for (const std::uint32_t y : ys) {
                if (changedRows_[other][y]) {
                    mine[0] += 1;
                    mine[1] += ys.size();
                    break;
                }
            }
        }
    });
    double rows = 0;
    double reads = 0;
    for (const auto& c : counted) {
        rows += static_cast<double>(c[0]);
        reads += static_cast<double>(c[1]);
    }
    const double degree = static_cast<double>(moves_[side].total()) / static_cast<double>(n_);
    const double words = static_cast<double>(wordsPerRow_);
    const double pushCost = static_cast<double>(frontierCount_[other]) * degree * 40.0;
    const double pullCost = reads * words * 3.0 + rows * words * 30.0;
    return 8.0 * pullCost < pushCost;
}

// Rows of side t whose children changed at the previous level: every move
// of row x leads to a C row of the other side, and only a changed one can
// decide something new. The new positions go straight into P (only row x
// reads row x of this side's P in a pull) and into fresh_.
std::uint64_t BitSolver::pull(int side, Word level) {
    const int other = 1 - side;
    const BitMatrix& wins = byOther_[other][side];  // children won by this side's mover
    const BitMatrix& losses = byOther_[other][other];
    std::vector<std::uint64_t> counts(static_cast<std::size_t>(threads_), 0);
    forRanges(workers_, n_, TiledMatrix::kTileRows, [&](std::size_t begin, std::size_t end, int part) {
        std::vector<Bits> any(wordsPerRow_);
        std::vector<Bits> all(wordsPerRow_);
        std::uint64_t count = 0;
        for (std::size_t x = begin; x < end; ++x) {
            const MoveRange ys = moves_[side].of(x);
            if (ys.empty() || settled_[side][x]) continue;  // decided at level 0, or not positions
            bool changed = false;
            for (const std::uint32_t y : ys) changed |= changedRows_[other][y] != 0;
            if (!changed) continue;
            const std::uint32_t first = *ys.begin();
            std::copy_n(wins.row(first), wordsPerRow_, any.data());
            std::copy_n(losses.row(first), wordsPerRow_, all.data());
            for (const Node* y = ys.begin() + 1; y != ys.end(); ++y) {
                const Bits* w = wins.row(*y);
                const Bits* l = losses.row(*y);
                for (std::size_t i = 0; i < wordsPerRow_; ++i) {
                    any[i] |= w[i];
                    all[i] &= l[i];
                }
            }
            const auto wonByMe = byMover_[side][side].row(x);
            const auto wonByOther = byMover_[side][other].row(x);
            const auto fresh = fresh_[side].row(x);
            Summary& written = nextWords_[static_cast<std::size_t>(part)][side];
            for (std::size_t i = 0; i < wordsPerRow_; ++i) {
                const Bits open = undrawn(side, x, i, ~(wonByMe[i] | wonByOther[i]));
                const Bits win = any[i] & open;
                const Bits loss = all[i] & open & ~win;
                if ((win | loss) == 0) continue;
                wonByMe[i] |= win;
                wonByOther[i] |= loss;
                fresh[i] = win | loss;
                written.mark(x, i);
                if (side == 0) {
                    word::Packed* const row = tableRow(0, x) + i * 64;
                    const word::Packed wv = packed(side, level);
                    const word::Packed lv = packed(other, level);
                    for (Bits v = win; v != 0; v &= v - 1) row[lowestBit(v)] = wv;
                    for (Bits v = loss; v != 0; v &= v - 1) row[lowestBit(v)] = lv;
                }
                count += static_cast<std::uint64_t>(popcount(win) + popcount(loss));
            }
        }
        counts[static_cast<std::size_t>(part)] += count;  // a part may run several chunks
    });
    std::uint64_t total = 0;
    for (const auto c : counts) total += c;
    return total;
}

// Parents of the previous level's positions of the other side, one C row at
// a time; threads own 64-row stripes of z (chunks of them, taken in turn),
// so their column writes into P (bit z of row x) are in words zw of their
// own, and a P line (word zw of 8 rows: TiledMatrix) has one owner. (With P
// in plain rows, 64-row stripes put two threads' words in one line: a dense
// 2,000-node push took 0.047 s on two threads against 0.023 s on one, and
// stripes were 512 rows, ten chunks on a 5,041-node grid, too few to share
// a level's band of work between two threads.)
std::uint64_t BitSolver::push(int side, Word level) {
    const int other = 1 - side;
    // If the other side already has new positions this level, they are not
    // lost children yet: masked out with its fresh_ set.
    const bool otherMoved = nextCount_[other] != 0;
    const Moves& parents = parents_[side];
    std::vector<std::uint64_t> counts(static_cast<std::size_t>(threads_), 0);
    forRanges(workers_, n_, 64, [&](std::size_t begin, std::size_t end, int part) {
        Summary& written = nextWords_[static_cast<std::size_t>(part)][side];
        // Parents found not lost in this row: they cannot become lost later
        // in the level (the sets they are checked against do not change), so
        // each is checked once. Cleared word by word after the row.
        std::vector<Bits> refuted(wordsPerRow_, 0);
        std::vector<std::size_t> refutedWords;
        std::uint64_t count = 0;
        for (std::size_t z = begin; z < end; ++z) {
            if (!frontierWords_[other].any(z)) continue;
            const std::uint64_t before = count;
            Bits* const decided[2] = {byOther_[side][0].row(z), byOther_[side][1].row(z)};
            const auto isDecided = [&](std::size_t x) {
                return ((decided[0][x >> 6] | decided[1][x >> 6]) >> (x & 63)) & 1;
            };
            const auto lost = std::as_const(byMover_[other][other]).row(z);  // children won by the other side
            const auto lostNow = std::as_const(fresh_[other]).row(z);        // ... at this level: not yet
            const auto isLost = [&](std::size_t child) {
                return testBit(lost, child) && !(otherMoved && testBit(lostNow, child));
            };
            word::Packed* const sideOneRow = side == 1 ? tableRow(1, z) : nullptr;
            const auto decide = [&](std::size_t x, int set) {
                setBit(decided[set], x);
                const std::size_t zw = z >> 6;
                const Bits zBit = Bits{1} << (z & 63);
                byMover_[side][set].row(x)[zw] |= zBit;
                fresh_[side].row(x)[zw] |= zBit;
                written.mark(x, zw);
                if (side == 1) sideOneRow[x] = packed(set, level);
                else tableRow(0, x)[z] = packed(set, level);
                ++count;
            };
            const auto frontier = std::as_const(frontier_[other]).row(z);
            const auto wonByMe = std::as_const(byMover_[other][side]).row(z);
            const auto wonByOther = std::as_const(byMover_[other][other]).row(z);
            frontierWords_[other].forEach(z, [&](std::size_t w) {
                for (Bits b = frontier[w] & wonByMe[w]; b != 0; b &= b - 1) {
                    const std::size_t y = w * 64 + static_cast<std::size_t>(lowestBit(b));
                    for (const std::uint32_t x : parents.of(y)) {
                        if (!isDecided(x) && !isDrawn(side, x, z)) decide(x, side);
                    }
                }
                for (Bits b = frontier[w] & wonByOther[w]; b != 0; b &= b - 1) {
                    const std::size_t y = w * 64 + static_cast<std::size_t>(lowestBit(b));
                    for (const std::uint32_t x : parents.of(y)) {
                        if (isDecided(x) || testBit(refuted.data(), x) || isDrawn(side, x, z)) continue;
                        bool allLost = true;
                        for (const std::uint32_t child : moves_[side].of(x)) {
                            if (!isLost(child)) {
                                allLost = false;
                                break;
                            }
                        }
                        if (allLost) {
                            decide(x, other);
                        } else {
                            if (refuted[x >> 6] == 0) refutedWords.push_back(x >> 6);
                            setBit(refuted.data(), x);
                        }
                    }
                }
            });
            for (const std::size_t w : refutedWords) refuted[w] = 0;
            refutedWords.clear();
            if (count != before) nextChangedRows_[side][z] = 1;
        }
        counts[static_cast<std::size_t>(part)] += count;  // a part may run several chunks
    });
    std::uint64_t total = 0;
    for (const auto c : counts) total += c;
    return total;
}

Expected<Table> BitSolver::run(const SolveControl& control) {
    initialise();
    const std::uint64_t total = 2 * static_cast<std::uint64_t>(n_) * n_;
    std::uint64_t decided = frontierCount_[0] + frontierCount_[1];
    const auto keepGoing = [&]() { return control.keepGoing(decided, total); };
    if (!keepGoing()) {
        return cancelledError();
    }
    for (Word level = 1; frontierCount_[0] + frontierCount_[1] != 0; ++level) {
        // Pulls read the other side's C sets as they stood before this
        // level, so they run before any push writes into C.
        for (int side = 0; side < kSides; ++side) {
            pulled_[side] = choosePull(side);
            nextCount_[side] = 0;
        }
        for (int side = 0; side < kSides; ++side) {
            if (!pulled_[side]) continue;
            nextCount_[side] = pull(side, level);
            decided += nextCount_[side];
            if (!keepGoing()) {
                return cancelledError();
            }
        }
        for (int side = 0; side < kSides; ++side) {
            if (pulled_[side]) continue;
            nextCount_[side] = push(side, level);
            decided += nextCount_[side];
            if (!keepGoing()) {
                return cancelledError();
            }
        }
        for (int side = 0; side < kSides; ++side) {
            if (pulled_[side]) transposeNew(side, level);
        }
        if (detail::TableWords::isLong(*table_, level)) {
            // The long plane, checked against the limit before it is made.
            if (auto error = control.checkLongLines(*table_, detail::TableWords::longPlaneBytesToCome(*table_))) return *error;
            detail::TableWords::makeLongPlane(*table_);
        }
        advance(level);
        if (auto error = control.checkLongLines(*table_)) return *error;
    }
    if (!control.keepGoing(total, total)) {
        return cancelledError();
    }
    restoreOrder();
    detail::TableWords::sortEscapes(*table_);
    return *std::move(table_);
}

}  // namespace detail

// A thread per 64 rows at most: below that, starting threads costs more than the rows.
int threadsForRows(int nodeCount, int threads) {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
    static_cast<void>(nodeCount);
    static_cast<void>(threads);
    return 1;  // no threads in this build
#else
    return std::max(1, std::min(threads, (nodeCount + 63) / 64));
#endif
}

Expected<Table> solveBitParallel(const Rules& rules, Method method, int threads, const SolveControl& control) {
    if (method == Method::Auto) {
        if (auto table = solveGridStencilForAuto(rules, threads, control)) return *std::move(table);
    }
    detail::BitSolver solver(rules, method, threadsForRows(rules.nodeCount(), threads));
    return solver.run(control);
}

// What BitSolver holds at once: the table, 12 bit matrices, the summaries
// and flags, and each thread's scratch rows (the moves are the rules').
std::uint64_t bitParallelPeakBytes(const Graph& graph, int threads) {
    const auto t = static_cast<std::uint64_t>(threadsForRows(graph.nodeCount(), threads));
    const auto n = static_cast<std::uint64_t>(graph.nodeCount());
    const std::uint64_t wordsPerRow = (n + 63) / 64;
    const std::uint64_t matrix = n * wordsPerRow * sizeof(detail::Bits);
    const std::uint64_t summary = n * ((wordsPerRow + 63) / 64) * sizeof(detail::Bits);
    const std::uint64_t flags = 6 * n + (2 + 2 * t) * summary;
    const std::uint64_t scratch = t * (3 * wordsPerRow * sizeof(detail::Bits) + 2 * wordsPerRow * sizeof(std::size_t) + 64 * sizeof(detail::Bits));
    // What the sum above misses, measured by the bench's heap counter: vector headers, the
    // thread team, the rules' own per-node data (about 1 byte a node at 5,000 and 10,000 nodes).
    const std::uint64_t bookkeeping = 64 * 1024 + 16 * n;
    const std::uint64_t tiled = detail::TiledMatrix::bytes(n, wordsPerRow);  // P: whole tiles of rows
    // A grid's own numbering (localOrder): the order both ways, renumbered
    // copies of the rules' four move lists (at most the rules' own), and
    // restoreOrder's rows (two a thread), flags and cycle starts.
    const bool mayRenumber = n >= detail::kRenumberFrom && graph.arcCount() <= 8 * n;
    const std::uint64_t order = mayRenumber ? 2 * n * sizeof(NodeId) + rulesBytes(graph) + 2 * t * n * sizeof(word::Packed) +
                                                  n + n / 2 * sizeof(std::size_t)
                                            : 0;
    return tableBytes(graph.nodeCount()) + 4 * matrix + 8 * tiled + flags + scratch + order + bookkeeping;
}

}  // namespace catmouse
