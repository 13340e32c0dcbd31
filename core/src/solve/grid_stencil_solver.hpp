#pragma once
// Internal to the grid stencil: its solver's state, shared by its two files
// (grid_stencil.cpp: the set-up, the levels and the write-back;
// grid_stencil_turns.cpp: a level's turns, row by row). See grid_stencil.cpp
// for the method.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "catmouse/uninitialised_allocator.hpp"
#include "grid_board.hpp"
#include "grid_held.hpp"
#include "methods.hpp"
#include "workers.hpp"

namespace catmouse::detail {

using Word = std::uint32_t;  // a level (remoteness)

// How many rows ahead a turn asks for the words it will read (grid 10,000:
// 1, 2, 4 and 8 rows measured alike, BENCHMARKS.md).
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

}  // namespace catmouse::detail
