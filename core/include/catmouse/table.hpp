#pragma once
// The solved values of every position of one game: 2 n^2 entries in
// state-index order (turn * n + mouse) * n + cat, turn 0 = the mouse to move.
// How an entry is packed into memory is this type's own business (see
// core/src/table_words.hpp); everyone else reads decoded entries.
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "catmouse/game.hpp"
#include "catmouse/uninitialised_allocator.hpp"

namespace catmouse {

namespace detail {
struct TableWords;  // the solve methods' access to the packed words
}

class Table {
public:
    // Outcome codes of an entry: LeetCode's 0 draw, 1 mouse wins, 2 cat wins,
    // and 3 for the entries that are not positions (the cat on the hole).
    static constexpr int kNotAPosition = 3;

    // One entry, decoded. remoteness is the plies to the end for a decided
    // position; 0 for draws and non-positions in a solved table.
    struct Entry {
        int outcome = 0;
        std::uint32_t remoteness = 0;
        friend bool operator==(const Entry& a, const Entry& b) {
            return a.outcome == b.outcome && a.remoteness == b.remoteness;
        }
        friend bool operator!=(const Entry& a, const Entry& b) { return !(a == b); }
    };

    int nodeCount() const { return nodeCount_; }
    std::size_t size() const { return size_; }

    std::size_t index(const Position& p) const {
        const auto n = static_cast<std::size_t>(nodeCount_);
        return (static_cast<std::size_t>(p.turn) * n + static_cast<std::size_t>(p.mouse)) * n + static_cast<std::size_t>(p.cat);
    }
    Position position(std::size_t index) const;

    Entry entry(std::size_t index) const;
    // The outcome code (0-3) and the remoteness, or -1 for draws and
    // non-positions: the form the JSON table and the npm package give.
    int outcomeCode(std::size_t index) const;
    std::int32_t remoteness(std::size_t index) const;
    // The value of a position (index must be one).
    Value value(std::size_t index) const;

    // Decodes entries [first, first + count) into the two arrays, one pass.
    void decode(std::size_t first, std::size_t count, std::uint8_t* outcomes, std::int32_t* remoteness) const;

    // Overwrites one entry: for tools and tests that build or alter tables
    // (verify's tests corrupt tables this way). remoteness must fit 30 bits.
    void set(std::size_t index, const Entry& entry);

    // How the entries are held: separate blocks of whole rows (no block
    // reaches 2 GB, which wasm32's malloc cannot give); for a game with lines
    // longer than the 16-bit packing holds, a byte more per entry (the long
    // plane), and beyond what that holds too, a list (the escapes).
    std::size_t blockCount() const { return blocks_.size(); }
    bool hasLongPlane() const { return !long_.empty(); }
    std::size_t escapeCount() const { return escapes_.size(); }
    // Bytes the escape list holds (its capacity), beyond the entries.
    std::uint64_t escapeBytes() const { return escapes_.capacity() * sizeof(escapes_[0]); }
    // Bytes held beyond the entries: the long plane and the escapes.
    std::uint64_t longLineBytes() const;
    // Bytes the long plane of a table of n nodes takes (1 per entry, in blocks).
    static std::uint64_t longPlaneBytes(int nodeCount);

    friend bool operator==(const Table& a, const Table& b) { return a.equals(b); }
    friend bool operator!=(const Table& a, const Table& b) { return !(a == b); }

private:
    friend struct detail::TableWords;
    // A table of undecided entries (all zero), or with its entries unwritten
    // (a solve that writes every entry itself).
    Table(int nodeCount, bool zeroed);
    std::uint16_t packed(std::size_t index) const { return blocks_[index / blockEntries_][index % blockEntries_]; }
    std::uint32_t remotenessOf(std::size_t index, std::uint16_t packed) const;
    bool equals(const Table& other) const;
    // The long plane's byte of an entry (0 when there is no plane).
    std::uint8_t longByte(std::size_t index) const;
    // A remoteness as the packing holds it: the packed word's low bits, the
    // long plane's byte (remoteness = low + inlineLimit_ * byte), or an escape.
    bool inPlane(std::uint32_t remoteness) const {
        return remoteness < std::uint64_t{inlineLimit_} * longLevels_;
    }
    std::uint32_t lowBits(std::uint32_t remoteness) const;
    void makeLongPlane();

    int nodeCount_;
    std::size_t size_;
    std::size_t blockEntries_;   // entries per block: a whole number of rows of n
    std::uint32_t inlineLimit_;  // a remoteness at or above this needs the long plane
    std::uint32_t longLevels_;   // the plane holds remoteness below inlineLimit_ * longLevels_; beyond: escapes
    std::vector<std::vector<std::uint16_t, detail::UninitialisedAllocator<std::uint16_t>>> blocks_;
    std::vector<std::vector<std::uint8_t>> long_;                   // empty, or one per block: remoteness / inlineLimit_
    std::vector<std::pair<std::uint64_t, std::uint32_t>> escapes_;  // (index, remoteness), by index
};

}  // namespace catmouse
