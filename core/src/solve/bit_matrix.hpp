#pragma once
// Internal: the bit sets of the general solve (bit_solver.hpp): n x n bit
// matrices in plain rows (BitMatrix) or in tiles of 8 rows (TiledMatrix), a
// summary of their written words (Summary), and a 64 x 64 bit transpose (the
// two-cat pull's too).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "../table_words.hpp"
#include "catmouse/uninitialised_allocator.hpp"

namespace catmouse::detail {

using Bits = std::uint64_t;

inline int lowestBit(Bits b) { return __builtin_ctzll(b); }
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
    adviseHugePages(v.data(), v.capacity() * sizeof(v[0]));
}

// n rows of n bits, each row padded to whole words (padding bits stay 0).
class BitMatrix {
public:
    BitMatrix(std::size_t rows, std::size_t wordsPerRow) : wordsPerRow_(wordsPerRow) {
        bits_.reserve(rows * wordsPerRow);
        adviseHuge(bits_);                 // 12 matrices in all: 38 MB at 5,000 nodes, 9,300 first-touch faults with 4 KB pages
        bits_.resize(rows * wordsPerRow);  // unwritten: BitSolver::initialise zeroes the rows
    }
    Bits* row(std::size_t r) { return bits_.data() + r * wordsPerRow_; }
    const Bits* row(std::size_t r) const { return bits_.data() + r * wordsPerRow_; }
    void clearRows(std::size_t begin, std::size_t end) { std::fill(row(begin), row(end), Bits{0}); }
    void swap(BitMatrix& other) noexcept { bits_.swap(other.bits_); }

private:
    std::size_t wordsPerRow_;
    std::vector<Bits, UninitialisedAllocator<Bits>> bits_;
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
    std::vector<Bits, UninitialisedAllocator<Bits>> bits_;
};

// Which words of each row of a bit matrix may be nonzero: bit w of row x's
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
inline void transpose64(Bits* a) {
    transposeStep<32>(a, 0x00000000FFFFFFFFull);
    transposeStep<16>(a, 0x0000FFFF0000FFFFull);
    transposeStep<8>(a, 0x00FF00FF00FF00FFull);
    transposeStep<4>(a, 0x0F0F0F0F0F0F0F0Full);
    transposeStep<2>(a, 0x3333333333333333ull);
    transposeStep<1>(a, 0x5555555555555555ull);
}

}  // namespace catmouse::detail
