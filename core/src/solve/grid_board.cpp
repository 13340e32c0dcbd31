// The cat's board of the grid stencil: which cells, tiles and moves a
// game's cat has when every move is a step on a grid (grid_board.hpp).
#include "grid_board.hpp"

namespace catmouse::detail {

// The board when every cat move is a step east, west, south or north (or a
// stay) on cells numbered row by row for one width: the width is the one
// step that is not 0 or 1.
std::optional<CatBoard> catBoardOf(const Rules& rules) {
    const auto n = static_cast<std::size_t>(rules.nodeCount());
    const NodeLists& moves = rules.moveLists(Player::Cat);
    std::size_t width = 0;
    for (std::size_t x = 0; x < n; ++x) {
        if (!rules.mayEnter(Player::Cat, static_cast<int>(x))) continue;
        for (const NodeId y : moves.of(static_cast<int>(x))) {
            const std::size_t step = y > x ? y - x : x - y;
            if (step <= 1) continue;
            if (width == 0) width = step;
            if (step != width) return std::nullopt;
        }
    }
    if (width < 2) return std::nullopt;
    CatBoard board;
    board.width = width;
    board.across = (width + kTileWidth - 1) / kTileWidth;
    const std::size_t down = ((n + width - 1) / width + kTileHeight - 1) / kTileHeight;
    board.tiles = board.across * down;
    board.nodeOfSlot.assign(board.tiles * 64, -1);
    board.slotOfNode.resize(n);
    board.open.assign(board.tiles, 0);
    for (auto& m : board.moves) m.assign(board.tiles, 0);
    for (auto& t : board.next) t.assign(board.tiles, kNoTile);
    board.firstNode.resize(board.tiles);
    for (std::size_t k = 0; k < 64; ++k) {
        board.cellOffset[k] = k / kTileWidth * width + k % kTileWidth;
    }
    for (std::size_t t = 0; t < board.tiles; ++t) board.firstNode[t] = t / board.across * kTileHeight * width + t % board.across * kTileWidth;
    for (std::size_t x = 0; x < n; ++x) {
        const std::size_t row = x / width;
        const std::size_t column = x % width;
        const std::size_t tile = row / kTileHeight * board.across + column / kTileWidth;
        const std::size_t bit = row % kTileHeight * kTileWidth + column % kTileWidth;
        board.slotOfNode[x] = static_cast<std::uint32_t>(tile * 64 + bit);
        board.nodeOfSlot[tile * 64 + bit] = static_cast<int>(x);
        if (!rules.mayEnter(Player::Cat, static_cast<int>(x))) continue;
        board.open[tile] |= Bits{1} << bit;
        for (const std::size_t y : moves.of(static_cast<int>(x))) {
            Direction d = kStay;
            if (y == x + 1) d = kEast;
            else if (y + 1 == x) d = kWest;
            else if (y == x + width) d = kSouth;
            else if (y + width == x) d = kNorth;
            if ((d == kEast || d == kWest) && y / width != row) return std::nullopt;  // a step off the row's end
            board.moves[d][tile] |= Bits{1} << bit;
        }
    }
    for (std::size_t t = 0; t < board.tiles; ++t) {
        const std::size_t row = t / board.across;
        const std::size_t column = t % board.across;
        if (column + 1 < board.across) board.next[kEast][t] = t + 1;
        if (column > 0) board.next[kWest][t] = t - 1;
        if (row + 1 < down) board.next[kSouth][t] = t + board.across;
        if (row > 0) board.next[kNorth][t] = t - board.across;
    }
    return board;
}

// Tiles of a board of n nodes, `width` cells wide.
std::uint64_t tilesOf(std::uint64_t n, std::uint64_t width) {
    return (width + kTileWidth - 1) / kTileWidth * (((n + width - 1) / width + kTileHeight - 1) / kTileHeight);
}

}  // namespace catmouse::detail
