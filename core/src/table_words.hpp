#pragma once
// The packed form of a Table, private to the core: only the table itself, its
// file format and the solve methods (core/src/solve/) include this.
//
// One 16-bit entry per position, in blocks of whole rows (a row: the n
// entries of one turn and mouse node). The top two bits hold the outcome code
// (0 undecided/draw, 1 mouse wins, 2 cat wins, 3 not a position: the cat on
// the hole); the low 14 bits the remoteness of a decided position. A game
// with a remoteness of 16,383 or more (only graphs with thousands of levels,
// such as a path of 8,000 nodes, have one) gets a long plane: a byte per
// entry, so that remoteness = low + 16,383 * byte, up to 4,194,047 plies (a
// list of escapes, sorted by index, would cost 16 bytes per long entry: most
// of a path's). A remoteness beyond that is stored as 16,383 (kEscape) and
// its true value in the table's escapes.
#include <cstdint>
#include <utility>
#include <vector>

#include "catmouse/table.hpp"

namespace catmouse {

namespace word {
using Packed = std::uint16_t;
constexpr unsigned kOutcomeShift = 14;
constexpr std::uint32_t kLowMask = (1u << kOutcomeShift) - 1;
constexpr std::uint32_t kEscape = kLowMask;  // the low bits of an entry whose remoteness is an escape
constexpr std::uint32_t kNotAPosition = Table::kNotAPosition;
constexpr std::uint32_t outcomeCode(Packed w) { return static_cast<std::uint32_t>(w) >> kOutcomeShift; }
constexpr std::uint32_t low(Packed w) { return w & kLowMask; }
constexpr Packed make(std::uint32_t code, std::uint32_t lowBits) {
    return static_cast<Packed>((code << kOutcomeShift) | lowBits);
}
}  // namespace word

namespace detail {

// Asks Linux to back a large, not yet touched buffer with 2 MB pages: a solve
// touches every page of its table, and with 4 KB pages the first-touch page
// faults alone cost about as much as the whole level loop (50,000 faults for
// a 5,000-node graph), and the row-by-row sweeps miss the TLB more. Only
// speed depends on it; elsewhere (wasm, other systems) it does nothing.
void adviseHugePages(void* data, std::size_t bytes);

// Entries per block of a table: about 16 MB, rounded down to whole rows.
std::size_t tableBlockEntries(int nodeCount);

struct TableWords {
    // A table of undecided entries, to be filled in by a solve.
    static Table make(int nodeCount) { return Table(nodeCount, true); }
    // The same with its entries unwritten: the caller writes every one.
    static Table makeUnwritten(int nodeCount) { return Table(nodeCount, false); }
    // The n packed entries of row r = turn * n + mouse (a row lies in one block).
    static word::Packed* row(Table& table, std::size_t r) {
        const auto n = static_cast<std::size_t>(table.nodeCount_);
        const std::size_t first = r * n;
        return table.blocks_[first / table.blockEntries_].data() + first % table.blockEntries_;
    }
    // The packed entry for a decided position at remoteness `level`: its low
    // bits (then, for a long level, recordLong must follow).
    static word::Packed decided(const Table& table, std::uint32_t code, std::uint32_t level) {
        return word::make(code, table.lowBits(level));
    }
    static bool isLong(const Table& table, std::uint32_t level) { return level >= table.inlineLimit_; }
    // Bytes the table must still allocate before its first long entry (the
    // long plane), 0 once it has one: the solve checks them against its limit.
    static std::uint64_t longPlaneBytesToCome(const Table& table) {
        return table.hasLongPlane() ? 0 : Table::longPlaneBytes(table.nodeCount_);
    }
    static void makeLongPlane(Table& table) { table.makeLongPlane(); }
    // Records the rest of a long entry's remoteness (makeLongPlane first): its
    // plane byte, or an escape; escapes must come in ascending order of
    // index, or sortEscapes() must be called before the table is used.
    static void recordLong(Table& table, std::size_t index, std::uint32_t level);
    static void sortEscapes(Table& table);

    // Tests only: entries with a remoteness at or above `limit` (1 ..
    // kEscape) are escaped in tables made from now on, so small graphs
    // exercise the escapes. Returns the previous limit.
    static std::uint32_t setInlineLimitForTests(std::uint32_t limit);
    // Tests only: the long plane holds remoteness below inline limit * levels
    // (2 .. 256) in tables made from now on; beyond, escapes. Returns the previous.
    static std::uint32_t setLongLevelsForTests(std::uint32_t levels);
};

}  // namespace detail

}  // namespace catmouse
