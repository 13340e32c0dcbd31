// The level-by-level solve for games whose cat moves on a grid: every cat
// move goes one cell east, west, south or north on a board numbered row by
// row (or stays, when passing), whatever the mouse's moves are: the bench's
// grids, and mazes whose walls are missing edges between such cells.
//
// Why a method of its own: on a grid every level is thin (hundreds of
// levels, a few positions in each 64-bit word), and the general solve
// (pull_push.cpp) pushes them one position at a time, re-reading a parent's
// children for each lost child: about 260 instructions per decided position
// (BENCHMARKS.md). Here every level is pulled, but only in the words that a
// change at the level before can reach, and a word's 64 positions are
// decided together:
//  - Positions (side, m, c): rows by the mouse's node m (the graph's ids),
//    a row's bits by the cat's cell, in tiles of 8 x 8 cells (bit 8 r + k of
//    a word is the cell in row r, column k of its tile; tiles row by row).
//  - The cat to move at (m, c) has its children in the same row m, at the
//    cells next to c: a word of them is the row's word shifted by 1 (east,
//    west) or 8 (south, north), with a bit or a row taken from the next tile
//    over. "Some move wins" is an OR of those words, each masked by the
//    cells that have that move; "every move loses" an AND.
//  - The mouse to move at (m, c) has its children at the same cat cell in
//    the rows of its moves: an OR and an AND of whole words, as in a pull.
//  - Level k computes only the words that a change at level k - 1 can
//    reach: the cat's words of a changed mouse-to-move word's row (the next
//    tile too where a changed cell is on its edge), and the mouse's words
//    whose moves' rows changed there. It runs as two row-local phases, the
//    cat's turn and then the mouse's (which masks out this level's
//    cat-to-move positions), so no thread writes another's row.
//  - The new words are held back for up to 64 levels and written into the
//    table row by row (the table's lines then take several levels' entries
//    at once).
// A position first decided at level k has remoteness k, as in pull_push.cpp,
// and the table is the same, byte for byte (tests/core/methods_test.cpp).
#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <type_traits>
#include <vector>

#include "catmouse/uninitialised_allocator.hpp"
#include "grid_board.hpp"
#include "grid_held.hpp"
#include "level_zero.hpp"
#include "methods.hpp"
#include "popcount.hpp"
#include "workers.hpp"

namespace catmouse {
namespace {

using detail::Bits;
using detail::CatBoard;
using detail::forRanges;
using detail::HeldCells;
using detail::HeldSizes;
using detail::heldSizes;
using detail::HeldTile;
using detail::kColumn0;
using detail::kColumn7;
using detail::kEast;
using detail::kNorth;
using detail::kNoTile;
using detail::kRow0;
using detail::kRow7;
using detail::kSides;
using detail::kSouth;
using detail::kStay;
using detail::kWest;
using detail::neighbours;
using detail::popcount;
using detail::Workers;
using detail::writeCells;
using Word = std::uint32_t;  // a level (remoteness)

// How many rows ahead a turn asks for the words it will read (grid 10,000:
// 1, 2 and 4 rows measured alike, BENCHMARKS.md).
constexpr std::size_t kPrefetchRows = 2;

class StencilSolver {
public:
    StencilSolver(const Rules& rules, CatBoard board, int threads)
        : rules_(rules),
          board_(std::move(board)),
          n_(static_cast<std::size_t>(rules.nodeCount())),
          tiles_(board_.tiles),
          marksPerRow_((tiles_ + 63) / 64),
          workers_(threads) {}

    Expected<Table> run(const SolveControl& control);

private:
    using Matrix = std::vector<Bits, detail::UninitialisedAllocator<Bits>>;
    Matrix matrix(std::size_t wordsPerTile = 1) const {
        Matrix m;
        m.reserve(n_ * tiles_ * wordsPerTile);
        detail::adviseHugePages(m.data(), m.capacity() * sizeof(Bits));
        m.resize(n_ * tiles_ * wordsPerTile);
        return m;
    }
    Bits* sets(int side, std::size_t mouse) { return decided_[side].data() + mouse * 2 * tiles_; }
    const Bits* sets(int side, std::size_t mouse) const { return decided_[side].data() + mouse * 2 * tiles_; }
    Bits* row(Matrix& m, std::size_t mouse) { return m.data() + mouse * tiles_; }
    const Bits* row(const Matrix& m, std::size_t mouse) const { return m.data() + mouse * tiles_; }
    word::Packed* tableRow(std::size_t side, std::size_t mouse) { return detail::TableWords::row(*table_, side * n_ + mouse); }
    word::Packed packed(int set, Word level) const {
        return detail::TableWords::decided(*table_, static_cast<Word>(set + 1), level);
    }

    void initialise();
    static void mark(Bits* marks, std::size_t tile) { marks[tile / 64] |= Bits{1} << (tile % 64); }
    Bits* marksOf(std::vector<Bits>& marks, std::size_t mouse) { return marks.data() + mouse * marksPerRow_; }
    const Bits* marksOf(const std::vector<Bits>& marks, std::size_t mouse) const { return marks.data() + mouse * marksPerRow_; }
    void changed(int side, std::size_t mouse, std::size_t tile, Bits cells);
    // Calls f(tile) for each tile marked in a row's marks.
    template <class F>
    void forMarked(const Bits* marks, const F& f) const {
        for (std::size_t i = 0; i < marksPerRow_; ++i) {
            for (Bits b = marks[i]; b != 0; b &= b - 1) f(i * 64 + static_cast<std::size_t>(__builtin_ctzll(b)));
        }
    }
    Bits undrawn(int side, std::size_t mouse, std::size_t tile, Bits bits) const;
    // What a level writes: its level, its entries by set (TableWords::decided) and whether it is long.
    struct Level {
        Word level;
        std::array<word::Packed, 2> entry;
        bool isLong;
    };
    // A thread's region of the held entries: [begin, end), used up to `next`
    // (a line of its own: each thread moves its `next` all the time).
    struct alignas(64) Held {
        std::size_t begin = 0;
        std::size_t next = 0;
        std::size_t end = 0;
        std::size_t levelStart = 0;  // `next` when this level began
    };
    struct Segment {  // where a table row's entries of one held level are
        std::uint32_t begin;
        std::uint32_t count;
    };
    void record(int side, std::size_t mouse, std::size_t tile, const std::array<Bits, 2>& won, const Level& level, Held& held);
    void noteSegment(std::size_t side, std::size_t mouse, std::size_t begin, int part);
    void writeHeld();
    std::uint64_t catTurn(std::size_t mouse, const Level& level, int part);
    std::uint64_t mouseTurn(std::size_t mouse, const Level& level, int part);
    void prefetchCatTurn(std::size_t mouse) const;
    void prefetchMouseTurn(std::size_t mouse) const;

    const Rules& rules_;
    const CatBoard board_;
    const std::size_t n_;
    const std::size_t tiles_;
    const std::size_t marksPerRow_;
    Workers workers_;
    std::optional<Table> table_;
    // decided_[side]: word 2 t + set of row m is tile t's positions won by
    // set's side (the two sets of a tile in one line: a reader needs both).
    // freshCats_: the cat-to-move positions decided at this level, in the
    // words marked in nextMouseChildren_ (a word's value is meaningless
    // unless marked: never cleared).
    std::array<Matrix, kSides> decided_{matrix(2), matrix(2)};
    Matrix freshCats_ = matrix();
    // Marks, a bit per tile, rows padded to whole words (a thread's rows are
    // its own): the cat-to-move words to compute at this level and at the
    // next (catMarks_), and the cat-to-move words changed at the level
    // before and at this one (mouseChildren_: a mouse row's words to compute
    // are those of the rows of its moves).
    std::vector<Bits> catMarks_;
    std::vector<Bits> nextCatMarks_;
    std::vector<Bits> mouseChildren_;
    std::vector<Bits> nextMouseChildren_;
    std::array<std::vector<std::uint8_t>, kSides> drawnRows_;
    std::uint64_t decidedAtZero_ = 0;
    // The table's entries of the last few levels, held back and written row
    // by row (writeHeld): a level writes a few entries into most lines of the
    // table (the band of positions it decides, in every row), each a cache
    // miss, and the bands of consecutive levels lie side by side, so the
    // entries of several levels share their lines (grid 10,000: about 0.8x
    // the time). The held words (heldCells_, heldTiles_) have a region per
    // thread, appended in order; segments_[l * 2n + side * n + mouse] says
    // where the words of held level l and that table row are, heldValues_[l]
    // its entries. Held as words, not entries: a word's cells are written
    // out once, into the table (about 0.9x the time of grid 5,041). A
    // thread whose region is full writes the rest of the level straight into
    // the table; the held levels are written when a region might not hold
    // the next level or heldLevelsMost_ levels are held.
    std::vector<HeldCells, detail::UninitialisedAllocator<HeldCells>> heldCells_;
    std::vector<HeldTile, detail::UninitialisedAllocator<HeldTile>> heldTiles_;
    std::vector<std::array<word::Packed, 2>> heldValues_;
    std::vector<Held> held_;
    std::vector<Segment> segments_;
    std::size_t heldLevels_ = 0;
    std::size_t heldLevelsMost_ = 0;
};

// Word (mouse, tile) of side t changed (`cells` are its new positions): the
// cat to move in the same row, at this tile and at the next one over where a
// changed cell is on its edge, may change at the next level; a change of the
// cat-to-move side is read by the mouse's rows whose moves reach it.
void StencilSolver::changed(int side, std::size_t mouse, std::size_t tile, Bits cells) {
    if (side == 1) {
        mark(marksOf(nextMouseChildren_, mouse), tile);
        return;
    }
    Bits* const marks = marksOf(nextCatMarks_, mouse);
    mark(marks, tile);
    const auto edge = [&](Bits edgeCells, int toward) {
        const std::size_t t = board_.next[toward][tile];
        if ((cells & edgeCells) != 0 && t != kNoTile) mark(marks, t);
    };
    edge(kColumn0, kWest);
    edge(kColumn7, kEast);
    edge(kRow0, kNorth);
    edge(kRow7, kSouth);
}

Bits StencilSolver::undrawn(int side, std::size_t mouse, std::size_t tile, Bits bits) const {
    if (drawnRows_[side].empty() || !drawnRows_[side][mouse]) return bits;
    for (Bits b = bits; b != 0; b &= b - 1) {
        const int k = __builtin_ctzll(b);
        const int cat = board_.nodeOfSlot[tile * 64 + static_cast<std::size_t>(k)];
        if (rules_.isDrawn({static_cast<int>(mouse), cat, static_cast<Player>(side)})) bits &= ~(Bits{1} << k);
    }
    return bits;
}

void StencilSolver::initialise() {
    table_.emplace(detail::TableWords::makeUnwritten(static_cast<int>(n_)));
    const HeldSizes sizes = heldSizes(n_, tiles_, workers_.size());
    heldCells_.resize(sizes.words);  // written before read: a region up to its `next`
    heldTiles_.resize(sizes.words);
    held_.resize(static_cast<std::size_t>(workers_.size()));
    for (std::size_t part = 0; part < held_.size(); ++part) {
        held_[part].begin = held_[part].next = held_[part].levelStart = part * sizes.words / held_.size();
        held_[part].end = (part + 1) * sizes.words / held_.size();
    }
    heldLevelsMost_ = sizes.levels;
    heldValues_.resize(sizes.levels);
    segments_.resize(sizes.levels * 2 * n_);
    for (std::vector<Bits>* marks : {&catMarks_, &nextCatMarks_, &mouseChildren_, &nextMouseChildren_}) {
        marks->assign(n_ * marksPerRow_, 0);
    }
    std::vector<int> barred;
    for (std::size_t c = 0; c < n_; ++c) {
        if (!rules_.mayEnter(Player::Cat, static_cast<int>(c))) barred.push_back(static_cast<int>(c));
    }
    const word::Packed notAPosition = word::make(word::kNotAPosition, 0);
    // The first touch of the table and the sets split between the threads, by rows.
    forRanges(workers_, n_, 64, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t m = begin; m < end; ++m) {
            for (std::size_t side = 0; side < kSides; ++side) {
                word::Packed* const entries = tableRow(side, m);
                std::fill_n(entries, n_, word::Packed{0});
                for (const int c : barred) entries[c] = notAPosition;  // the cat where it may not stand
                std::fill_n(sets(side, m), 2 * tiles_, Bits{0});
            }
        }
    });
    if (!rules_.draws().empty()) {
        for (auto& rows : drawnRows_) rows.assign(n_, 0);
        for (const Position& p : rules_.draws()) drawnRows_[static_cast<int>(p.turn)][static_cast<std::size_t>(p.mouse)] = 1;
    }
    detail::forEachEnding(rules_, [&](int side, int mouse, int cat, int set) {
        const std::uint32_t slot = board_.slotOfNode[static_cast<std::size_t>(cat)];
        Bits* const pair = sets(side, static_cast<std::size_t>(mouse)) + 2 * (slot / 64);
        const Bits bit = Bits{1} << (slot % 64);
        if (((pair[0] | pair[1]) & bit) != 0) return;
        pair[set] |= bit;
        ++decidedAtZero_;
        tableRow(static_cast<std::size_t>(side), static_cast<std::size_t>(mouse))[cat] = packed(set, 0);
    });
    for (int side = 0; side < kSides; ++side) {
        for (std::size_t m = 0; m < n_; ++m) {
            for (std::size_t t = 0; t < tiles_; ++t) {
                const Bits cells = sets(side, m)[2 * t] | sets(side, m)[2 * t + 1];
                if (cells != 0) changed(side, m, t, cells);
            }
        }
    }
    catMarks_.swap(nextCatMarks_);
    mouseChildren_.swap(nextMouseChildren_);
}

// New positions of word (mouse, tile) of side t, won[set] by set's side, at
// `level`: into the sets and the table (held back while there is room).
void StencilSolver::record(int side, std::size_t mouse, std::size_t tile, const std::array<Bits, 2>& won, const Level& level,
                           Held& held) {
    const std::size_t first = board_.firstNode[tile];
    const bool room = held.end - held.next >= 2;
    for (std::size_t set = 0; set < 2; ++set) {
        const Bits bits = won[set];
        if (bits == 0) continue;
        sets(side, mouse)[2 * tile + set] |= bits;
        const word::Packed value = level.entry[set];
        if (room) {
            heldCells_[held.next] = bits;
            heldTiles_[held.next] = static_cast<HeldTile>(2 * tile + set);
            ++held.next;
        } else {
            writeCells(tableRow(static_cast<std::size_t>(side), mouse) + first, bits, value, board_.cellOffset);
        }
        if (!level.isLong) continue;
        for (Bits b = bits; b != 0; b &= b - 1) {
            const std::size_t cat = first + board_.cellOffset[static_cast<std::size_t>(__builtin_ctzll(b))];
            const Position p{static_cast<int>(mouse), static_cast<int>(cat), static_cast<Player>(side)};
            detail::TableWords::recordLong(*table_, table_->index(p), level.level);
        }
    }
}

void StencilSolver::noteSegment(std::size_t side, std::size_t mouse, std::size_t begin, int part) {
    const Held& held = held_[static_cast<std::size_t>(part)];
    segments_[heldLevels_ * 2 * n_ + side * n_ + mouse] = {static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(held.next - begin)};
}

// Held words into a table row: each word's cells get its set's entry.
// (Not inlined: in writeHeld's loops GCC 12 kept the loop's pointers on the
// stack, 3 more loads a cell.)
[[gnu::noinline]] void writeWords(word::Packed* entries, const HeldCells* cells, const HeldTile* tiles, std::size_t count,
                                  const std::array<word::Packed, 2> values, const std::size_t* firstNode,
                                  const std::array<std::size_t, 64>& cellOffset) {
    for (std::size_t i = 0; i < count; ++i) writeCells(entries + firstNode[tiles[i] / 2], cells[i], values[tiles[i] % 2], cellOffset);
}

// The held words into the table, row by row on all threads.
void StencilSolver::writeHeld() {
    if (heldLevels_ == 0) return;
    forRanges(workers_, 2 * n_, 1, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t r = begin; r < end; ++r) {
            word::Packed* const entries = detail::TableWords::row(*table_, r);
            for (std::size_t l = 0; l < heldLevels_; ++l) {
                const Segment& segment = segments_[l * 2 * n_ + r];
                writeWords(entries, heldCells_.data() + segment.begin, heldTiles_.data() + segment.begin, segment.count,
                           heldValues_[l], board_.firstNode.data(), board_.cellOffset);
            }
        }
    });
    for (Held& held : held_) held.next = held.levelStart = held.begin;
    heldLevels_ = 0;
}

// Level k of the cat to move in row `mouse`, its marked words: the children
// are in this row at the next cells, read from the mouse-to-move sets, which
// no one writes in this phase (they hold level k - 1). Clears the row's marks.
std::uint64_t StencilSolver::catTurn(std::size_t mouse, const Level& level, int part) {
    std::uint64_t count = 0;
    Held& held = held_[static_cast<std::size_t>(part)];
    const std::size_t heldBefore = held.next;
    const Bits* const children = sets(0, mouse);
    const Bits* const mouseWon = children;
    const Bits* const catWon = children + 1;
    const Bits* const own = sets(1, mouse);
    Bits* const fresh = row(freshCats_, mouse);
    Bits* const changedNow = marksOf(nextMouseChildren_, mouse);
    std::fill_n(changedNow, marksPerRow_, Bits{0});  // the level before last's, read by then
    Bits* const marks = marksOf(catMarks_, mouse);
    forMarked(marks, [&](std::size_t t) {
        const Bits open = undrawn(1, mouse, t, board_.open[t] & ~(own[2 * t] | own[2 * t + 1]));
        if (open == 0) return;
        Bits win = 0;
        Bits loss = ~Bits{0};
        const auto step = [&](auto direction) {
            constexpr int d = decltype(direction)::value;
            const Bits cells = board_.moves[d][t];
            if (cells == 0) return;
            win |= cells & neighbours<d>(catWon, board_, t);
            loss &= ~cells | neighbours<d>(mouseWon, board_, t);
        };
        step(std::integral_constant<int, kEast>{});
        step(std::integral_constant<int, kWest>{});
        step(std::integral_constant<int, kSouth>{});
        step(std::integral_constant<int, kNorth>{});
        step(std::integral_constant<int, kStay>{});
        win &= open;
        loss &= open & ~win;
        if ((win | loss) == 0) return;
        record(1, mouse, t, {loss, win}, level, held);
        fresh[t] = win | loss;
        changed(1, mouse, t, win | loss);
        count += static_cast<std::uint64_t>(popcount(win | loss));
    });
    std::fill_n(marks, marksPerRow_, Bits{0});
    noteSegment(1, mouse, heldBefore, part);
    return count;
}

// The words a turn of row `mouse` will read first, asked for a few rows
// ahead: a row's turn reads a few words of each row it looks at, each a
// cache miss once the sets outgrow the last-level cache (grid 10,000: the
// mouse's turns took half the time, the cat's 0.9x). Called for rows of the
// calling thread's chunk, so the marks it reads are not written by another
// thread in this phase (the cat's marks are its row's; the mouse's, its
// moves' rows', are read-only in the mouse's turn).
void StencilSolver::prefetchCatTurn(std::size_t mouse) const {
    const Bits* const own = sets(1, mouse);
    const Bits* const children = sets(0, mouse);
    const Bits* const fresh = row(freshCats_, mouse);
    forMarked(marksOf(catMarks_, mouse), [&](std::size_t t) {
        __builtin_prefetch(own + 2 * t);
        __builtin_prefetch(children + 2 * t);
        for (const auto d : {kNorth, kSouth}) {
            if (board_.next[d][t] != kNoTile) __builtin_prefetch(children + 2 * board_.next[d][t]);
        }
        __builtin_prefetch(fresh + t, 1);
    });
}

// (Its loop over the tiles is mouseTurn's, written out in both: as one
// template taking a lambda, GCC 12 made the mouse's turns 1.8x slower.)
void StencilSolver::prefetchMouseTurn(std::size_t mouse) const {
    const NeighbourRange moves = rules_.moveLists(Player::Mouse).of(static_cast<int>(mouse));
    const Bits* const own = sets(0, mouse);
    for (std::size_t i = 0; i < marksPerRow_; ++i) {
        Bits tiles = 0;
        for (const NodeId y : moves) tiles |= marksOf(mouseChildren_, y)[i];
        for (; tiles != 0; tiles &= tiles - 1) {
            const std::size_t t = i * 64 + static_cast<std::size_t>(__builtin_ctzll(tiles));
            __builtin_prefetch(own + 2 * t);
            for (const NodeId y : moves) __builtin_prefetch(sets(1, y) + 2 * t);
        }
    }
}

// Level k of the mouse to move in row `mouse`: its words whose children (the
// same word of the rows of its moves) changed at level k - 1, read from the
// cat-to-move sets without this level's positions (freshCats_, where marked).
std::uint64_t StencilSolver::mouseTurn(std::size_t mouse, const Level& level, int part) {
    Held& held = held_[static_cast<std::size_t>(part)];
    const std::size_t heldBefore = held.next;
    const NeighbourRange moves = rules_.moveLists(Player::Mouse).of(static_cast<int>(mouse));
    if (moves.empty()) {  // decided at level 0
        noteSegment(0, mouse, heldBefore, part);
        return 0;
    }
    std::uint64_t count = 0;
    const Bits* const own = sets(0, mouse);
    for (std::size_t i = 0; i < marksPerRow_; ++i) {
        Bits tiles = 0;
        for (const NodeId y : moves) tiles |= marksOf(mouseChildren_, y)[i];
        for (; tiles != 0; tiles &= tiles - 1) {
            const std::size_t t = i * 64 + static_cast<std::size_t>(__builtin_ctzll(tiles));
            const Bits open = undrawn(0, mouse, t, board_.open[t] & ~(own[2 * t] | own[2 * t + 1]));
            if (open == 0) continue;
            Bits win = 0;
            Bits loss = ~Bits{0};
            const Bits tileBit = Bits{1} << (t % 64);
            for (const NodeId y : moves) {
                const Bits before = (marksOf(nextMouseChildren_, y)[i] & tileBit) != 0 ? ~row(freshCats_, y)[t] : ~Bits{0};
                const Bits* const pair = sets(1, y) + 2 * t;
                win |= pair[0] & before;
                loss &= pair[1] & before;
            }
            win &= open;
            loss &= open & ~win;
            if ((win | loss) == 0) continue;
            record(0, mouse, t, {win, loss}, level, held);
            changed(0, mouse, t, win | loss);
            count += static_cast<std::uint64_t>(popcount(win | loss));
        }
    }
    noteSegment(0, mouse, heldBefore, part);
    return count;
}

Expected<Table> StencilSolver::run(const SolveControl& control) {
    initialise();
    const std::uint64_t total = 2 * static_cast<std::uint64_t>(n_) * n_;
    std::uint64_t decided = decidedAtZero_;
    if (!control.keepGoing(decided, total)) return cancelledError();
    std::vector<std::uint64_t> counts(static_cast<std::size_t>(workers_.size()), 0);
    for (Word level = 1;; ++level) {
        const Level values{level, {packed(0, level), packed(1, level)}, detail::TableWords::isLong(*table_, level)};
        const bool longLevel = values.isLong;
        if (longLevel) {
            // The long plane, checked against the limit before it is made;
            // its escapes are a list, so such a level runs on one thread.
            if (auto error = control.checkLongLines(*table_, detail::TableWords::longPlaneBytesToCome(*table_))) return *error;
            detail::TableWords::makeLongPlane(*table_);
        }
        // The cat's turn first (it reads the mouse-to-move sets, which only
        // the mouse's turn writes), then the mouse's (it masks this level's
        // cat-to-move positions out).
        std::fill(counts.begin(), counts.end(), 0);
        for (const auto turn : {&StencilSolver::catTurn, &StencilSolver::mouseTurn}) {
            const auto rows = [&](std::size_t begin, std::size_t end, int part) {
                const auto prefetch = turn == &StencilSolver::catTurn ? &StencilSolver::prefetchCatTurn : &StencilSolver::prefetchMouseTurn;
                for (std::size_t m = begin; m < end; ++m) {
                    if (m + kPrefetchRows < end) (this->*prefetch)(m + kPrefetchRows);
                    counts[static_cast<std::size_t>(part)] += (this->*turn)(m, values, part);
                }
            };
            if (longLevel) rows(0, n_, 0);
            else forRanges(workers_, n_, 1, rows);
        }
        std::uint64_t count = 0;
        for (const auto c : counts) count += c;
        if (longLevel) {
            if (auto error = control.checkLongLines(*table_)) return *error;
        }
        catMarks_.swap(nextCatMarks_);
        mouseChildren_.swap(nextMouseChildren_);
        heldValues_[heldLevels_++] = values.entry;
        // Written when the next level might not fit (a level's entries grow slowly from one to the next).
        bool full = heldLevels_ == heldLevelsMost_;
        for (Held& held : held_) {
            full |= held.end - held.next < 2 * (held.next - held.levelStart);
            held.levelStart = held.next;
        }
        if (full || count == 0) writeHeld();
        if (count == 0) break;
        decided += count;
        if (!control.keepGoing(decided, total)) return cancelledError();
    }
    if (!control.keepGoing(total, total)) return cancelledError();
    detail::TableWords::sortEscapes(*table_);
    return *std::move(table_);
}

}  // namespace

namespace {
std::optional<Expected<Table>> solveOn(std::optional<CatBoard> board, const Rules& rules, int threads, const SolveControl& control) {
    if (!board) return std::nullopt;
    StencilSolver solver(rules, *std::move(board), threadsForRows(rules.nodeCount(), threads));
    return solver.run(control);
}
}  // namespace

std::optional<Expected<Table>> solveGridStencil(const Rules& rules, int threads, const SolveControl& control) {
    return solveOn(detail::catBoardOf(rules), rules, threads, control);
}

std::optional<Expected<Table>> solveGridStencilForAuto(const Rules& rules, int threads, const SolveControl& control) {
    return solveOn(detail::boardForAuto(rules), rules, threads, control);
}

}  // namespace catmouse
