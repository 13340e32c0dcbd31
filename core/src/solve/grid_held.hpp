#pragma once
// Internal to the grid stencil: the held words (new positions held back
// from the table for a few levels, grid_stencil.cpp) and their sizes, which
// its memory estimate (grid_stencil_auto.cpp) counts too.
#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "grid_board.hpp"

namespace catmouse::detail {

// A held word: its new cells (a word of a set) and where they are, its tile
// * 2 + the set (who wins them); 10 bytes, about a byte a position (a
// grid's words get about 10 positions a level).
using HeldCells = Bits;
using HeldTile = std::uint16_t;
constexpr std::size_t kMostHeldTiles = std::size_t{1} << 15;
// The held words: n^2 / 2 bytes of them (a quarter of a byte per
// position), at least 64 a thread; and up to 64 levels of them, fewer on
// small boards (segments cost 16 bytes a node and level).
struct HeldSizes {
    std::size_t words;
    std::size_t levels;
};
inline HeldSizes heldSizes(std::size_t n, std::size_t tiles, std::size_t threads) {
    if (tiles > kMostHeldTiles) return {0, 1};  // over 1.3 million nodes: the table written at once
    return {std::max(64 * threads, n * n / 2 / (sizeof(HeldCells) + sizeof(HeldTile))), std::clamp<std::size_t>(n / 64, 2, 64)};
}

}  // namespace catmouse::detail
