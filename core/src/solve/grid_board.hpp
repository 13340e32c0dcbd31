#pragma once
// Internal to the grid stencil (grid_stencil.cpp): the cat's board in tiles
// of 8 x 8 cells, a 64-bit word a tile, and the shifts that give a word of a
// tile's neighbours in one direction.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "../table_words.hpp"
#include "catmouse/rules.hpp"
#include "level_zero.hpp"

namespace catmouse::detail {

using Bits = std::uint64_t;

// A tile: kTileWidth columns by kTileHeight rows of cells, bit r * kTileWidth
// + k. 8 x 8 measured best: 16 x 4 was no faster, 32 x 2 slower (its words
// hold fewer of a level's positions).
constexpr std::size_t kTileWidth = 8;
constexpr std::size_t kTileHeight = 64 / kTileWidth;
constexpr Bits kFirstRow = (kTileWidth == 64 ? ~Bits{0} : (Bits{1} << kTileWidth) - 1);
constexpr Bits columnOf(std::size_t k) {
    Bits column = 0;
    for (std::size_t r = 0; r < kTileHeight; ++r) column |= Bits{1} << (r * kTileWidth + k);
    return column;
}
constexpr Bits kColumn0 = columnOf(0);
constexpr Bits kColumn7 = columnOf(kTileWidth - 1);
constexpr Bits kRow0 = kFirstRow;
constexpr Bits kRow7 = kFirstRow << (64 - kTileWidth);
constexpr std::size_t kNoTile = static_cast<std::size_t>(-1);

enum Direction { kEast,
                 kWest,
                 kSouth,
                 kNorth,
                 kStay,
                 kDirections };

// The cat's board: its width, its cells in tiles, and per tile the cells
// the cat may stand on and the cells with each move.
struct CatBoard {
    std::size_t width = 0;
    std::size_t across = 0;                    // tiles in a row of tiles
    std::size_t tiles = 0;                     // words in a row of positions
    std::vector<int> nodeOfSlot;               // slot (tile * 64 + bit): the graph's node, or -1
    std::vector<std::size_t> firstNode;        // per tile: the node of its bit 0
    std::array<std::size_t, 64> cellOffset{};  // bit 8 r + k of a tile: its node is firstNode + r * width + k
    std::vector<std::uint32_t> slotOfNode;
    std::vector<Bits> open;                            // per tile: cells the cat may stand on
    std::array<std::vector<Bits>, kDirections> moves;  // per tile: cells with that move
    std::array<std::vector<std::size_t>, 4> next;      // per tile: the tile east, west, south, north, or kNoTile
};

// The board when every cat move is a step east, west, south or north (or a
// stay) on cells numbered row by row for one width: the width is the one
// step that is not 0 or 1. Empty when the cat's moves are not such steps.
std::optional<CatBoard> catBoardOf(const Rules& rules);

// The board Method::Auto solves these rules on with the grid stencil
// (grid_stencil_auto.cpp): empty when it would not.
std::optional<CatBoard> boardForAuto(const Rules& rules);

// Tiles of a board of n nodes, `width` cells wide.
std::uint64_t tilesOf(std::uint64_t n, std::uint64_t width);

// Bit b of the result: the bit of row `row` (one set of a row of pairs of
// words, decided_'s layout) at the cell next to b's in direction D (0 past
// the board).
template <int D>
Bits neighbours(const Bits* row, const CatBoard& board, std::size_t tile) {
    const Bits here = row[2 * tile];
    if constexpr (D == kStay) {
        static_cast<void>(board);
        return here;
    } else {
        const std::size_t other = board.next[D][tile];
        const Bits there = other == kNoTile ? 0 : row[2 * other];
        if constexpr (D == kEast) return ((here >> 1) & ~kColumn7) | ((there << (kTileWidth - 1)) & kColumn7);
        if constexpr (D == kWest) return ((here << 1) & ~kColumn0) | ((there >> (kTileWidth - 1)) & kColumn0);
        if constexpr (kTileHeight == 1) return there;
        else if constexpr (D == kSouth) return (here >> kTileWidth) | (there << (64 - kTileWidth));
        else return (here << kTileWidth) | (there >> (64 - kTileWidth));
    }
}

// Writes `value` into the entries of a tile's cells (`tileEntries` points at
// the entry of its bit 0 in a table row): the one loop that turns a word of
// new positions into table entries, held or not.
inline void writeCells(word::Packed* tileEntries, Bits cells, word::Packed value, const std::array<std::size_t, 64>& cellOffset) {
    for (Bits b = cells; b != 0; b &= b - 1) tileEntries[cellOffset[static_cast<std::size_t>(__builtin_ctzll(b))]] = value;
}

}  // namespace catmouse::detail
