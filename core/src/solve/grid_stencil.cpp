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
// Here: the set-up, the levels and the write-back; the turns are in
// grid_stencil_turns.cpp, the solver's state in grid_stencil_solver.hpp.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <type_traits>
#include <vector>

#include "catmouse/uninitialised_allocator.hpp"
#include "grid_stencil_solver.hpp"
#include "level_zero.hpp"
#include "methods.hpp"
#include "popcount.hpp"
#include "workers.hpp"

namespace catmouse {
namespace detail {

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

namespace {

// Held words into a table row: each word's cells get its set's entry.
// (Not inlined: in writeHeld's loops GCC 12 kept the loop's pointers on the
// stack, 3 more loads a cell.)
[[gnu::noinline]] void writeWords(word::Packed* entries, const HeldCells* cells, const HeldTile* tiles, std::size_t count,
                                  const std::array<word::Packed, 2> values, const std::size_t* firstNode,
                                  const std::array<std::size_t, 64>& cellOffset) {
    for (std::size_t i = 0; i < count; ++i) writeCells(entries + firstNode[tiles[i] / 2], cells[i], values[tiles[i] % 2], cellOffset);
}

}  // namespace

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
                // Counted here, added once a chunk: the threads' counts share a line.
                std::uint64_t count = 0;
                for (std::size_t m = begin; m < end; ++m) {
                    if (m + kPrefetchRows < end) (this->*prefetch)(m + kPrefetchRows);
                    count += (this->*turn)(m, values, part);
                }
                counts[static_cast<std::size_t>(part)] += count;
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

}  // namespace detail

namespace {
std::optional<Expected<Table>> solveOn(std::optional<detail::CatBoard> board, const Rules& rules, int threads,
                                       const SolveControl& control) {
    if (!board) return std::nullopt;
    detail::StencilSolver solver(rules, *std::move(board), threadsForRows(rules.nodeCount(), threads));
    return solver.run(control);
}
}  // namespace

std::optional<Error> methodMissing(const Rules&, Method) { return std::nullopt; }

std::optional<Expected<Table>> solveGridStencil(const Rules& rules, int threads, const SolveControl& control) {
    return solveOn(detail::catBoardOf(rules), rules, threads, control);
}

std::optional<Expected<Table>> solveGridStencilForAuto(const Rules& rules, int threads, const SolveControl& control) {
    return solveOn(detail::boardForAuto(rules), rules, threads, control);
}

}  // namespace catmouse
