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
// the table is finished (restoreOrder).
//
// Per level and side, Method::Auto picks the cheaper of:
//  - pull: for each row x whose children rows changed at the previous level,
//    OR the children's "won by me" rows (some move wins) and AND their "won
//    by the opponent" rows (every move loses), 64 positions an instruction;
//    the new bits are then transposed 64 x 64 blocks at a time into C.
//  - push: for each frontier child, visit its parents in one C row: a win
//    is set at once, a loss when every child of the parent is lost, read
//    from the P row of the children (a few bit tests in one cached row; no
//    counters to store or update). New bits go to P one column at a time.
// Pull costs about n^2 * degree / 64 per level, push frontier * degree: pull
// wins on dense graphs and large early levels, push on long thin tails.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <optional>
#include <utility>
#include <vector>

#include "catmouse/uninitialised_allocator.hpp"
#include "level_zero.hpp"
#include "methods.hpp"
#include "popcount.hpp"
#include "workers.hpp"

namespace catmouse {
namespace {

using detail::forRanges;
using detail::popcount;
using detail::Workers;

using Bits = std::uint64_t;
using Word = std::uint32_t;  // a level (remoteness)

// Set index o: 0 = won by the mouse, 1 = won by the cat (outcome code o + 1).
// The mover of side t wins in set t and loses in set 1 - t.
constexpr int kSides = 2;

int lowestBit(Bits b) { return __builtin_ctzll(b); }
// Row is a word pointer or a TiledMatrix row.
template <class Row>
bool testBit(const Row& row, std::size_t i) {
    return (row[i >> 6] >> (i & 63)) & 1;
}
template <class Row>
void setBit(const Row& row, std::size_t i) {
    row[i >> 6] |= Bits{1} << (i & 63);
}

// 2 MB pages for the table and the bit matrices (adviseHugePages).
template <class Vector>
void adviseHuge(Vector& v) {
    detail::adviseHugePages(v.data(), v.capacity() * sizeof(v[0]));
}

// n rows of n bits, each row padded to whole words (padding bits stay 0).
class BitMatrix {
public:
    BitMatrix(std::size_t rows, std::size_t wordsPerRow) : wordsPerRow_(wordsPerRow) {
        bits_.reserve(rows * wordsPerRow);
        adviseHuge(bits_);                 // 16 of these: 50 MB at 5,000 nodes, 12,000 first-touch faults with 4 KB pages
        bits_.resize(rows * wordsPerRow);  // unwritten: BitSolver::initialise zeroes the rows
    }
    Bits* row(std::size_t r) { return bits_.data() + r * wordsPerRow_; }
    const Bits* row(std::size_t r) const { return bits_.data() + r * wordsPerRow_; }
    void clearRows(std::size_t begin, std::size_t end) { std::fill(row(begin), row(end), Bits{0}); }
    void swap(BitMatrix& other) noexcept { bits_.swap(other.bits_); }

private:
    std::size_t wordsPerRow_;
    std::vector<Bits, detail::UninitialisedAllocator<Bits>> bits_;
};

// The P layout (rows by the mover's node x), in tiles of kTileRows rows:
// word i of rows 8t .. 8t + 7 fill one 64-byte line. A push writes P one
// column at a time (bit z of each parent row x), and a grid's parents x of
// one frontier row are neighbours of each other (x +- 1 fall in one tile),
// so a line takes several of those writes instead of one; transposeNew reads
// word zw of 64 rows from 8 lines instead of 64. Pulls read C, not P, by
// whole rows, so C keeps plain rows (BitMatrix).
class TiledMatrix {
public:
    static constexpr std::size_t kTileRows = 8;
    // Word i of one row: kTileRows words from word i - 1.
    template <class Word>
    class Row {
    public:
        explicit Row(Word* first) : first_(first) {}
        Word& operator[](std::size_t i) const { return first_[i * kTileRows]; }

    private:
        Word* first_;
    };

    TiledMatrix(std::size_t rows, std::size_t wordsPerRow)
        : wordsPerRow_(wordsPerRow), tiles_((rows + kTileRows - 1) / kTileRows) {
        bits_.reserve(tiles_ * kTileRows * wordsPerRow);
        adviseHuge(bits_);
        bits_.resize(tiles_ * kTileRows * wordsPerRow);  // unwritten: BitSolver::initialise zeroes the rows
    }
    Row<Bits> row(std::size_t r) { return Row<Bits>(bits_.data() + start(r)); }
    Row<const Bits> row(std::size_t r) const { return Row<const Bits>(bits_.data() + start(r)); }
    // Rows [begin, end), begin a multiple of kTileRows, end one or the last row.
    void clearRows(std::size_t begin, std::size_t end) {
        const std::size_t tileWords = kTileRows * wordsPerRow_;
        std::fill(bits_.data() + begin / kTileRows * tileWords,
                  bits_.data() + std::min(tiles_, (end + kTileRows - 1) / kTileRows) * tileWords, Bits{0});
    }
    void swap(TiledMatrix& other) noexcept { bits_.swap(other.bits_); }
    // Bytes for `rows` rows: whole tiles.
    static std::uint64_t bytes(std::uint64_t rows, std::uint64_t wordsPerRow) {
        return (rows + kTileRows - 1) / kTileRows * kTileRows * wordsPerRow * sizeof(Bits);
    }

private:
    std::size_t start(std::size_t r) const { return (r / kTileRows) * kTileRows * wordsPerRow_ + r % kTileRows; }
    std::size_t wordsPerRow_;
    std::size_t tiles_;
    std::vector<Bits, detail::UninitialisedAllocator<Bits>> bits_;
};

// Which words of each row of a BitMatrix may be nonzero: bit w of row x's
// summary stands for word w of row x. A thin level touches a few words of
// each row, and walking the summary skips the rest (on a 10,000-node grid a
// level has some 20 positions in each 157-word row).
class Summary {
public:
    Summary(std::size_t rows, std::size_t wordsPerRow) : perRow_((wordsPerRow + 63) / 64), bits_(rows * perRow_) {}
    Bits* row(std::size_t r) { return bits_.data() + r * perRow_; }
    const Bits* row(std::size_t r) const { return bits_.data() + r * perRow_; }
    void mark(std::size_t r, std::size_t w) { row(r)[w >> 6] |= Bits{1} << (w & 63); }
    std::size_t perRow() const { return perRow_; }
    // Calls f(w) for each marked word of row r.
    template <class F>
    void forEach(std::size_t r, const F& f) const {
        const Bits* s = row(r);
        for (std::size_t i = 0; i < perRow_; ++i) {
            for (Bits b = s[i]; b != 0; b &= b - 1) f(i * 64 + static_cast<std::size_t>(__builtin_ctzll(b)));
        }
    }
    bool any(std::size_t r) const {
        const Bits* s = row(r);
        for (std::size_t i = 0; i < perRow_; ++i) {
            if (s[i] != 0) return true;
        }
        return false;
    }

private:
    std::size_t perRow_;
    std::vector<Bits> bits_;
};

// One step of the 64 x 64 transpose: swaps the j-wide sub-blocks off the diagonal.
template <unsigned J>
void transposeStep(Bits* a, Bits mask) {
    for (unsigned k = 0; k < 64; k = ((k | J) + 1) & ~J) {
        const Bits t = ((a[k] >> J) ^ a[k | J]) & mask;
        a[k] ^= t << J;
        a[k | J] ^= t;
    }
}

// Transposes a 64 x 64 bit block in place: bit j of a[i] goes to bit i of a[j].
// Constant strides per step let the compiler unroll and vectorise each one.
void transpose64(Bits* a) {
    transposeStep<32>(a, 0x00000000FFFFFFFFull);
    transposeStep<16>(a, 0x0000FFFF0000FFFFull);
    transposeStep<8>(a, 0x00FF00FF00FF00FFull);
    transposeStep<4>(a, 0x0F0F0F0F0F0F0F0Full);
    transposeStep<2>(a, 0x3333333333333333ull);
    transposeStep<1>(a, 0x5555555555555555ull);
}

// The rules' move lists (16-bit node ids, NodeId), viewed, not copied: on a
// dense graph the adjacency is a large share of the solve's memory (a dense
// 1,000-node graph has 300,000 moves for 2,000,000 positions), and the rules
// already keep it once, the cat's moves as the graph's rows past the holes.
using Node = NodeId;
using MoveRange = NeighbourRange;

// The solver's own numbering of the nodes, for locality: node[i] is the
// graph's node of the solver's id i, rank its inverse; empty when the ids
// are the graph's. Every bit set and the table are kept in the solver's ids
// and the table is put back in the graph's order at the end
// (BitSolver::restoreOrder), so only speed depends on it.
struct NodeOrder {
    std::vector<Node> node;
    std::vector<Node> rank;
    bool identity() const { return node.empty(); }
    int original(std::size_t id) const { return identity() ? static_cast<int>(id) : static_cast<int>(node[id]); }
    std::size_t id(int original) const {
        return identity() ? static_cast<std::size_t>(original) : static_cast<std::size_t>(rank[static_cast<std::size_t>(original)]);
    }
};

// Grids numbered row by row (the bench's, a maze's, the grid game's: every
// move of either player stays in its row or in its column for some row
// width w) get their nodes renumbered along a Morton (Z-order) curve of
// their cells: 64 consecutive ids are then an 8 x 8 square of cells instead
// of two thirds of a row, so the positions one level decides (for a fixed
// cat, a band of mouse cells) fall in a few words of each bit row instead of
// one word per cell, and a push's column writes into P's tiles share lines.
// Grid 5,041: about 0.8x the time (BENCHMARKS.md). Any other graph keeps
// its ids (random sparse graphs have no order to find; dense ones pull).
constexpr int kRenumberFrom = 256;  // nodes: below, the sets fit the caches

NodeOrder localOrder(const Rules& rules) {
    NodeOrder order;
    const int n = rules.nodeCount();
    if (n < kRenumberFrom) return order;
    const std::array<const NodeLists*, 2> lists{&rules.moveLists(Player::Mouse), &rules.moveLists(Player::Cat)};
    std::vector<int> differences;  // distinct |x - y| of the moves, ascending; a grid has a few
    constexpr std::size_t kMostDifferences = 16;
    for (const NodeLists* moves : lists) {
        std::size_t count = 0;
        for (int x = 0; x < n; ++x) {
            for (const Node y : moves->of(x)) {
                ++count;
                const int d = std::abs(static_cast<int>(y) - x);
                const auto at = std::lower_bound(differences.begin(), differences.end(), d);
                if (at != differences.end() && *at == d) continue;
                if (differences.size() == kMostDifferences) return order;
                differences.insert(at, d);
            }
        }
        if (count > 8 * static_cast<std::size_t>(n)) return order;  // not sparse: pulls, whatever the order
    }
    const auto isGrid = [&](int w) {
        bool column = false;
        for (const NodeLists* moves : lists) {
            for (int x = 0; x < n; ++x) {
                for (const Node y : moves->of(x)) {
                    if (y / w == x / w) continue;
                    if (y % w != x % w) return false;
                    column = true;
                }
            }
        }
        return column;
    };
    for (const int w : differences) {
        if (w < 2 || (n + w - 1) / w < 4) continue;  // four rows at least
        if (!isGrid(w)) continue;
        const auto spread = [](std::uint32_t v) {  // bit k of v to bit 2k
            std::uint64_t r = v;
            r = (r | (r << 16)) & 0x0000FFFF0000FFFFull;
            r = (r | (r << 8)) & 0x00FF00FF00FF00FFull;
            r = (r | (r << 4)) & 0x0F0F0F0F0F0F0F0Full;
            r = (r | (r << 2)) & 0x3333333333333333ull;
            r = (r | (r << 1)) & 0x5555555555555555ull;
            return r;
        };
        std::vector<std::pair<std::uint64_t, Node>> keys;
        keys.reserve(static_cast<std::size_t>(n));
        for (int x = 0; x < n; ++x) {
            const auto row = static_cast<std::uint32_t>(x / w);
            const auto column = static_cast<std::uint32_t>(x % w);
            keys.emplace_back(spread(column) | (spread(row) << 1), static_cast<Node>(x));
        }
        std::sort(keys.begin(), keys.end());
        order.node.resize(static_cast<std::size_t>(n));
        order.rank.resize(static_cast<std::size_t>(n));
        for (std::size_t i = 0; i < keys.size(); ++i) {
            order.node[i] = keys[i].second;
            order.rank[keys[i].second] = static_cast<Node>(i);
        }
        return order;
    }
    return order;
}

// One side's moves (Rules::moves: (t, x, z) moves to (1 - t, z, y) exactly
// when y is in moves(t, x)) or parents (Rules::parents: the x with y in
// moves(t, x) that the mover may stand on), and how many there are, in the
// solver's ids: the rules' lists viewed, or renumbered copies of them.
class Moves {
public:
    Moves(const NodeLists& lists, int nodeCount, const NodeOrder& order) : lists_(&lists) {
        if (order.identity()) {
            for (int x = 0; x < nodeCount; ++x) total_ += lists.of(x).size();
            return;
        }
        offsets_.reserve(static_cast<std::size_t>(nodeCount) + 1);
        offsets_.push_back(0);
        for (std::size_t i = 0; i < static_cast<std::size_t>(nodeCount); ++i) {
            for (const Node y : lists.of(order.node[i])) targets_.push_back(order.rank[y]);
            offsets_.push_back(static_cast<std::uint32_t>(targets_.size()));
        }
        total_ = targets_.size();
    }
    MoveRange of(std::size_t x) const {
        if (offsets_.empty()) return lists_->of(static_cast<int>(x));
        return {targets_.data() + offsets_[x], targets_.data() + offsets_[x + 1]};
    }
    std::size_t total() const { return total_; }

private:
    const NodeLists* lists_;
    std::vector<std::uint32_t> offsets_;  // the renumbered copy, if any
    std::vector<Node> targets_;
    std::size_t total_ = 0;
};

// Rows x of side t that no move decides, asked of the rules once per node:
// [0] the mouse in a hole (decided at level 0), [1] the cat where it may not
// stand (not positions) or has won (decided at level 0).
std::array<std::vector<std::uint8_t>, kSides> settledRows(const Rules& rules, const NodeOrder& order) {
    std::array<std::vector<std::uint8_t>, kSides> rows;
    for (std::size_t i = 0; i < static_cast<std::size_t>(rules.nodeCount()); ++i) {
        const int x = order.original(i);
        rows[0].push_back(rules.isHole(x) ? 1 : 0);
        rows[1].push_back(rules.mayEnter(Player::Cat, x) && !rules.catWinsOn(x) ? 0 : 1);
    }
    return rows;
}

// Rows x of side t with a position of the rules' draw set (Rules::withDraws):
// empty without one. Those positions are never decided: they stay draws.
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

class BitSolver {
public:
    BitSolver(const Rules& rules, Method method, int threads)
        : n_(static_cast<std::size_t>(rules.nodeCount())),
          wordsPerRow_((n_ + 63) / 64),
          method_(method),
          threads_(std::max(1, threads)),
          order_(localOrder(rules)),
          moves_{Moves(rules.moveLists(Player::Mouse), rules.nodeCount(), order_),
                 Moves(rules.moveLists(Player::Cat), rules.nodeCount(), order_)},
          parents_{Moves(rules.parentLists(Player::Mouse), rules.nodeCount(), order_),
                   Moves(rules.parentLists(Player::Cat), rules.nodeCount(), order_)},
          settled_(settledRows(rules, order_)),
          drawn_(drawnRows(rules, order_)),
          rules_(rules),
          workers_(threads_) {}

    // Empty when control says stop.
    Expected<Table> run(const SolveControl& control);

private:
    using SetPair = std::array<BitMatrix, 2>;  // indexed by outcome set
    using TiledPair = std::array<TiledMatrix, 2>;
    SetPair makeSets() const { return {BitMatrix(n_, wordsPerRow_), BitMatrix(n_, wordsPerRow_)}; }
    TiledPair makeTiledSets() const { return {TiledMatrix(n_, wordsPerRow_), TiledMatrix(n_, wordsPerRow_)}; }

    void initialise();
    void decideAtZero(int side, std::size_t x, std::size_t z, int set);
    bool choosePull(int side);
    std::uint64_t pull(int side, Word level);
    std::uint64_t push(int side, Word level);
    void transposeNew(int side, Word level);
    void advance(Word level);
    void restoreOrder();

    word::Packed packed(int set, Word level) const {
        return detail::TableWords::decided(*table_, static_cast<Word>(set + 1), level);
    }
    // Row of the table holding (side, x, z): the mouse's row (table.hpp's order).
    word::Packed* tableRow(std::size_t turn, std::size_t mouse) { return detail::TableWords::row(*table_, turn * n_ + mouse); }

    const std::size_t n_;
    const std::size_t wordsPerRow_;
    const Method method_;
    const int threads_;
    const NodeOrder order_;  // the solver's ids (localOrder)
    const std::array<Moves, kSides> moves_;
    // Parents of each side (the rules' views of its moves when symmetric).
    const std::array<Moves, kSides> parents_;
    // Rows of side t that no move decides (settledRows).
    const std::array<std::vector<std::uint8_t>, kSides> settled_;
    // Rows of side t with a drawn position (drawnRows), and the question.
    const std::array<std::vector<std::uint8_t>, kSides> drawn_;
    bool isDrawn(int side, std::size_t x, std::size_t z) const {
        if (drawn_[side].empty() || !drawn_[side][x]) return false;
        const int mover = order_.original(x);
        const int other = order_.original(z);
        return rules_.isDrawn(side == 0 ? Position{mover, other, Player::Mouse} : Position{other, mover, Player::Cat});
    }
    // Bits of word i of row x of side t that are not drawn positions. A
    // row's last word has bits past node n - 1 (a pull's "open" has them
    // set; its children's rows keep them 0): they are no node, so they are
    // left as they are and never looked up (a renumbered grid's ids would
    // be read past their end).
    Bits undrawn(int side, std::size_t x, std::size_t i, Bits bits) const {
        if (drawn_[side].empty() || !drawn_[side][x]) return bits;
        for (Bits b = bits; b != 0; b &= b - 1) {
            const int k = lowestBit(b);
            const std::size_t z = i * 64 + static_cast<std::size_t>(k);
            if (z < n_ && isDrawn(side, x, z)) bits &= ~(Bits{1} << k);
        }
        return bits;
    }
    const Rules& rules_;
    Workers workers_;

    std::optional<Table> table_;
    // [side][set]: decided so far (P: a pull or push adds its new positions
    // at once; readers that need the sets as they stood before this level
    // mask this level's out with fresh_) and the same in C layout.
    std::array<TiledPair, kSides> byMover_{makeTiledSets(), makeTiledSets()};
    std::array<SetPair, kSides> byOther_{makeSets(), makeSets()};
    // [side]: the previous level's new positions (frontier, P) and this
    // level's (fresh, P), one set for both outcomes: their outcome is the
    // byMover_ set they are in.
    std::array<TiledMatrix, kSides> frontier_{TiledMatrix(n_, wordsPerRow_), TiledMatrix(n_, wordsPerRow_)};
    std::array<TiledMatrix, kSides> fresh_{TiledMatrix(n_, wordsPerRow_), TiledMatrix(n_, wordsPerRow_)};
    // Words of the frontier that may be nonzero; C rows changed at the previous level.
    std::array<Summary, kSides> frontierWords_{Summary(n_, wordsPerRow_), Summary(n_, wordsPerRow_)};
    std::array<std::vector<std::uint8_t>, kSides> changedRows_;
    std::array<std::vector<std::uint8_t>, kSides> nextChangedRows_;
    // Per thread and side: words of fresh_ written (a push writes P rows of
    // any thread, so each thread keeps its own, merged by advance()).
    std::vector<std::array<Summary, kSides>> nextWords_;
    std::array<std::uint64_t, kSides> frontierCount_{};
    std::array<std::uint64_t, kSides> nextCount_{};
    std::array<bool, kSides> pulled_{};
};

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
// hence the margin of 8 (the fastest on grids; see CHANGELOG.md).
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

// After a pull of side t: its new bits (fresh_, P) go into C, and the
// cat-to-move half of the table is written from the C side (row by row). A
// block of 64 rows x 64 columns with a few bits is scattered bit by bit; a
// fuller one is transposed as a whole. Threads own columns of words (rows of C).
void BitSolver::transposeNew(int side, Word level) {
    const std::size_t perRow = nextWords_.front()[side].perRow();
    // For each block of 64 rows, the words zw written in some row of it: once
    // here, not in every chunk below.
    std::vector<Bits> written(wordsPerRow_ * perRow, 0);
    for (std::size_t x = 0; x < n_; ++x) {
        Bits* const columns = written.data() + (x >> 6) * perRow;
        for (const auto& perThread : nextWords_) {
            const Bits* r = perThread[side].row(x);
            for (std::size_t i = 0; i < perRow; ++i) columns[i] |= r[i];
        }
    }
    forRanges(workers_, wordsPerRow_, 1, [&](std::size_t begin, std::size_t end, int) {
        Bits blocks[2][64];
        // Rows of C (words zw) outside, its words xw inside: the 64 C rows
        // of one zw take their bits word after word, eight words to a line,
        // instead of a line per row for each xw in turn.
        for (std::size_t zw = begin; zw < end; ++zw) {
            for (std::size_t xw = 0; xw < wordsPerRow_; ++xw) {
                if (((written[xw * perRow + (zw >> 6)] >> (zw & 63)) & 1) == 0) continue;
                const std::size_t rowsHere = std::min<std::size_t>(64, n_ - xw * 64);
                // The block's rows with new bits in word zw (fresh_ holds
                // only this level's, and each of them is in exactly one
                // outcome set), split by outcome: two words of P a row, the
                // same whatever the number of threads (the per-thread
                // summaries cost a line a thread and row).
                Bits rows = 0;
                std::array<int, 2> bits{0, 0};
                for (std::size_t k = 0; k < rowsHere; ++k) {
                    const std::size_t x = xw * 64 + k;
                    const Bits fresh = fresh_[side].row(x)[zw];
                    if (fresh == 0) continue;
                    rows |= Bits{1} << k;
                    blocks[0][k] = fresh & byMover_[side][0].row(x)[zw];
                    blocks[1][k] = fresh & ~blocks[0][k];
                    bits[0] += popcount(blocks[0][k]);
                    bits[1] += popcount(blocks[1][k]);
                }
                for (int set = 0; set < 2; ++set) {
                    if (bits[set] == 0) continue;
                    Bits* const block = blocks[set];
                    const word::Packed value = packed(set, level);
                    BitMatrix& target = byOther_[side][set];
                    const auto put = [&](std::size_t z, Bits xs) {  // column word xw of C row z
                        target.row(z)[xw] |= xs;
                        nextChangedRows_[side][z] = 1;
                        if (side != 1) return;
                        word::Packed* const row = tableRow(1, z) + xw * 64;
                        for (Bits v = xs; v != 0; v &= v - 1) row[lowestBit(v)] = value;
                    };
                    if (bits[set] <= 48) {  // scattering a bit costs about a fiftieth of a whole transpose
                        for (Bits r = rows; r != 0; r &= r - 1) {
                            const std::size_t k = static_cast<std::size_t>(lowestBit(r));
                            for (Bits v = block[k]; v != 0; v &= v - 1) {
                                put(zw * 64 + static_cast<std::size_t>(lowestBit(v)), Bits{1} << k);
                            }
                        }
                        continue;
                    }
                    for (std::size_t k = 0; k < 64; ++k) {  // zero where not written (set only when transposed)
                        if (((rows >> k) & 1) == 0) block[k] = 0;
                    }
                    transpose64(block);
                    for (std::size_t j = 0; j < 64 && zw * 64 + j < n_; ++j) {
                        if (block[j] != 0) put(zw * 64 + j, block[j]);
                    }
                }
            }
        }
    });
}

// The level's new positions become the frontier: a long level's entries get
// the rest of their remoteness (the long plane, or escapes), the
// old frontier's words are cleared (only those the summary lists) and its
// storage reused for the next level. (Their table entries were written when
// they were decided: the mouse-to-move half by pull and push, the
// cat-to-move half by push and transposeNew: writing them here would read
// each word from memory again.)
void BitSolver::advance(Word level) {
    forRanges(workers_, n_, TiledMatrix::kTileRows, [&](std::size_t begin, std::size_t end, int) {
        for (int side = 0; side < kSides; ++side) {
            Summary& summary = frontierWords_[side];
            for (std::size_t x = begin; x < end; ++x) {
                summary.forEach(x, [&](std::size_t w) { frontier_[side].row(x)[w] = 0; });
                Bits* s = summary.row(x);
                for (std::size_t i = 0; i < summary.perRow(); ++i) {
                    Bits merged = 0;
                    for (auto& perThread : nextWords_) {
                        merged |= perThread[side].row(x)[i];
                        perThread[side].row(x)[i] = 0;
                    }
                    s[i] = merged;
                }
            }
        }
    });
    for (int side = 0; side < kSides; ++side) {
        if (detail::TableWords::isLong(*table_, level)) {  // thousands of levels: rare (escapes are sorted later)
            for (std::size_t x = 0; x < n_; ++x) {
                frontierWords_[side].forEach(x, [&](std::size_t w) {
                    for (Bits v = fresh_[side].row(x)[w]; v != 0; v &= v - 1) {
                        const std::size_t z = w * 64 + static_cast<std::size_t>(lowestBit(v));
                        // The long plane and the escapes are indexed in the graph's order.
                        const Position p{order_.original(side == 0 ? x : z), order_.original(side == 0 ? z : x),
                                         static_cast<Player>(side)};
                        detail::TableWords::recordLong(*table_, table_->index(p), level);
                    }
                });
            }
        }
        frontier_[side].swap(fresh_[side]);
        changedRows_[side].swap(nextChangedRows_[side]);
        std::fill(nextChangedRows_[side].begin(), nextChangedRows_[side].end(), std::uint8_t{0});
        frontierCount_[side] = nextCount_[side];
    }
}

// The table from the solver's ids back to the graph's (localOrder): each
// row's entries, then the rows, cycle by cycle, in place.
void BitSolver::restoreOrder() {
    if (order_.identity()) return;
    forRanges(workers_, 2 * n_, 1, [&](std::size_t begin, std::size_t end, int) {
        std::vector<word::Packed> entries(n_);
        for (std::size_t r = begin; r < end; ++r) {
            word::Packed* const row = detail::TableWords::row(*table_, r);
            std::copy_n(row, n_, entries.data());
            for (std::size_t i = 0; i < n_; ++i) row[order_.node[i]] = entries[i];
        }
    });
    // One row of each cycle of the rows' permutation, then the cycles (of
    // both halves of the table) moved on all threads: no two share a row.
    std::vector<std::size_t> starts;
    std::vector<std::uint8_t> seen(n_, 0);
    for (std::size_t start = 0; start < n_; ++start) {
        if (seen[start] || order_.node[start] == start) continue;
        starts.push_back(start);
        for (std::size_t i = start; !seen[i]; i = order_.node[i]) seen[i] = 1;
    }
    forRanges(workers_, 2 * starts.size(), 1, [&](std::size_t begin, std::size_t end, int) {
        std::vector<word::Packed> carried(n_);
        std::vector<word::Packed> displaced(n_);
        for (std::size_t k = begin; k < end; ++k) {
            const std::size_t turn = k / starts.size();
            const std::size_t start = starts[k % starts.size()];
            std::copy_n(tableRow(turn, start), n_, carried.data());
            std::size_t i = start;
            do {  // row i's entries (carried) go to row node[i], whose own go next
                const std::size_t target = order_.node[i];
                word::Packed* const row = tableRow(turn, target);
                std::copy_n(row, n_, displaced.data());
                std::copy_n(carried.data(), n_, row);
                carried.swap(displaced);
                i = target;
            } while (i != start);
        }
    });
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

}  // namespace

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
    BitSolver solver(rules, method, threadsForRows(rules.nodeCount(), threads));
    return solver.run(control);
}

// What BitSolver holds at once: the table, 12 bit matrices, the summaries
// and flags, and each thread's scratch rows (the moves are the rules').
std::uint64_t bitParallelPeakBytes(const Graph& graph, int threads) {
    const auto t = static_cast<std::uint64_t>(threadsForRows(graph.nodeCount(), threads));
    const auto n = static_cast<std::uint64_t>(graph.nodeCount());
    const std::uint64_t wordsPerRow = (n + 63) / 64;
    const std::uint64_t matrix = n * wordsPerRow * sizeof(Bits);
    const std::uint64_t summary = n * ((wordsPerRow + 63) / 64) * sizeof(Bits);
    const std::uint64_t flags = 6 * n + (2 + 2 * t) * summary;
    const std::uint64_t scratch = t * (3 * wordsPerRow * sizeof(Bits) + 2 * wordsPerRow * sizeof(std::size_t) + 64 * sizeof(Bits));
    // What the sum above misses, measured by the bench's heap counter: vector headers, the
    // thread team, the rules' own per-node data (about 1 byte a node at 5,000 and 10,000 nodes).
    const std::uint64_t bookkeeping = 64 * 1024 + 16 * n;
    const std::uint64_t tiled = TiledMatrix::bytes(n, wordsPerRow);  // P: whole tiles of rows
    // A grid's own numbering (localOrder): the order both ways, renumbered
    // copies of the rules' four move lists (at most the rules' own), and
    // restoreOrder's rows (two a thread), flags and cycle starts.
    const bool mayRenumber = n >= kRenumberFrom && graph.arcCount() <= 8 * n;
    const std::uint64_t order = mayRenumber ? 2 * n * sizeof(Node) + rulesBytes(graph) + 2 * t * n * sizeof(word::Packed) +
                                                  n + n / 2 * sizeof(std::size_t)
                                            : 0;
    return tableBytes(graph.nodeCount()) + 4 * matrix + 8 * tiled + flags + scratch + order + bookkeeping;
}

}  // namespace catmouse
