#include <algorithm>
#include <vector>

#include "bit_solver.hpp"
#include "popcount.hpp"

namespace catmouse::detail {

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

}  // namespace catmouse::detail
