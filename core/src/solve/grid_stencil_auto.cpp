// The grid stencil's side of Method::Auto: the board it takes a game on, and
// its peak memory (grid_stencil.cpp's allocations, counted), which the solve
// checks against a memory limit before anything is allocated.
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

#include "grid_board.hpp"
#include "grid_held.hpp"
#include "methods.hpp"

namespace catmouse {
namespace {

using detail::Bits;
using detail::CatBoard;
using detail::HeldCells;
using detail::HeldSizes;
using detail::HeldTile;
using detail::tilesOf;

// Auto's choice: 256 nodes or more, on a board whose tiles have at most
// half as many cells again as it has nodes (a board 9 cells wide, or 2
// rows high, would be mostly padding: more memory than the general solve).
bool tilesFit(std::uint64_t n, std::uint64_t width) { return 2 * tilesOf(n, width) * 64 <= 3 * n; }
}  // namespace

std::optional<detail::CatBoard> detail::boardForAuto(const Rules& rules) {
    if (rules.nodeCount() < kGridStencilFrom) return std::nullopt;
    auto board = detail::catBoardOf(rules);
    if (!board || !tilesFit(static_cast<std::uint64_t>(rules.nodeCount()), board->width)) return std::nullopt;
    return board;
}

namespace {

// What StencilSolver holds at once for a board `width` cells wide: the
// table, 5 matrices, the marks, the held entries and their segments, the
// board, the drawn rows and its bookkeeping (the moves are the rules').
std::uint64_t stencilPeakBytes(std::uint64_t n, std::uint64_t width, std::uint64_t threads) {
    const std::uint64_t tiles = tilesOf(n, width);
    const std::uint64_t matrices = 5 * n * tiles * sizeof(Bits);
    const std::uint64_t marks = 4 * n * ((tiles + 63) / 64) * sizeof(Bits);
    const HeldSizes held = detail::heldSizes(n, tiles, threads);
    const std::uint64_t heldBytes =
        held.words * (sizeof(HeldCells) + sizeof(HeldTile)) + held.levels * (2 * n * sizeof(std::uint64_t) + 4) + threads * 64;
    const std::uint64_t board = tiles * 64 * sizeof(int) + n * sizeof(std::uint32_t) + tiles * 11 * sizeof(Bits);
    const std::uint64_t rows = 2 * n + n * sizeof(int);    // drawn rows; level 0's list of barred nodes
    const std::uint64_t bookkeeping = 64 * 1024 + 16 * n;  // vector headers, the thread team
    return tableBytes(static_cast<int>(n)) + matrices + marks + heldBytes + board + rows + bookkeeping;
}

}  // namespace

std::optional<std::uint64_t> gridStencilPeakBytes(const Rules& rules, int threads) {
    const auto board = detail::boardForAuto(rules);
    if (!board) return std::nullopt;
    return stencilPeakBytes(static_cast<std::uint64_t>(rules.nodeCount()), board->width,
                            static_cast<std::uint64_t>(threadsForRows(rules.nodeCount(), threads)));
}

// Any rules of the graph step on a subset of its arcs (and stay, when
// passing), so their board's width, if any, is one of the graph's steps.
std::uint64_t gridStencilPeakBound(const Graph& graph, int threads) {
    const int n = graph.nodeCount();
    if (n < kGridStencilFrom) return 0;
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(n), 0);
    std::uint64_t most = 0;
    const auto t = static_cast<std::uint64_t>(threadsForRows(n, threads));
    for (int x = 0; x < n; ++x) {
        for (const NodeId y : graph.neighbours(x)) {
            const auto step = static_cast<std::size_t>(std::abs(static_cast<int>(y) - x));
            if (step < 2 || seen[step]) continue;
            seen[step] = 1;
            if (!tilesFit(static_cast<std::uint64_t>(n), step)) continue;
            most = std::max(most, stencilPeakBytes(static_cast<std::uint64_t>(n), step, t));
        }
    }
    return most;
}

}  // namespace catmouse
