// The grid stencil's turns of a level, one row of positions at a time: the
// cat's (its children in the same row, a cell over), the mouse's (the same
// word of the rows of its moves), what they ask for ahead, and how a new word
// is recorded (grid_stencil.cpp has the method).
#include <array>
#include <type_traits>

#include "grid_stencil_solver.hpp"
#include "popcount.hpp"

namespace catmouse::detail {

// Word (mouse, tile) of side t changed (`cells` are its new positions): the
// cat to move in the same row, at this tile and at the next one over where a
// changed cell is on its edge, may change at the next level; a change of the
// cat-to-move side is read by the mouse's rows whose moves reach it.
void StencilSolver::changed(int side, std::size_t mouse, std::size_t tile, Bits cells) {
    if (side == 1) {
        mark(marksOf(nextMouseChildren_, mouse), tile);
        return;
    }
    Bits* const marks = marksOf(nextCatMarks_, mouse);
    mark(marks, tile);
    const auto edge = [&](Bits edgeCells, int toward) {
        const std::size_t t = board_.next[toward][tile];
        if ((cells & edgeCells) != 0 && t != kNoTile) mark(marks, t);
    };
    edge(kColumn0, kWest);
    edge(kColumn7, kEast);
    edge(kRow0, kNorth);
    edge(kRow7, kSouth);
}

Bits StencilSolver::undrawn(int side, std::size_t mouse, std::size_t tile, Bits bits) const {
    if (drawnRows_[side].empty() || !drawnRows_[side][mouse]) return bits;
    for (Bits b = bits; b != 0; b &= b - 1) {
        const int k = __builtin_ctzll(b);
        const int cat = board_.nodeOfSlot[tile * 64 + static_cast<std::size_t>(k)];
        if (rules_.isDrawn({static_cast<int>(mouse), cat, static_cast<Player>(side)})) bits &= ~(Bits{1} << k);
    }
    return bits;
}

// New positions of word (mouse, tile) of side t, won[set] by set's side, at
// `level`: into the sets and the table (held back while there is room).
void StencilSolver::record(int side, std::size_t mouse, std::size_t tile, const std::array<Bits, 2>& won, const Level& level,
                           Held& held) {
    const std::size_t first = board_.firstNode[tile];
    const bool room = held.end - held.next >= 2;
    for (std::size_t set = 0; set < 2; ++set) {
        const Bits bits = won[set];
        if (bits == 0) continue;
        sets(side, mouse)[2 * tile + set] |= bits;
        const word::Packed value = level.entry[set];
        if (room) {
            heldCells_[held.next] = bits;
            heldTiles_[held.next] = static_cast<HeldTile>(2 * tile + set);
            ++held.next;
        } else {
            writeCells(tableRow(static_cast<std::size_t>(side), mouse) + first, bits, value, board_.cellOffset);
        }
        if (!level.isLong) continue;
        for (Bits b = bits; b != 0; b &= b - 1) {
            const std::size_t cat = first + board_.cellOffset[static_cast<std::size_t>(__builtin_ctzll(b))];
            const Position p{static_cast<int>(mouse), static_cast<int>(cat), static_cast<Player>(side)};
            detail::TableWords::recordLong(*table_, table_->index(p), level.level);
        }
    }
}

// Where the held words of a table row at this level are (writeHeld reads them).
void StencilSolver::noteSegment(std::size_t side, std::size_t mouse, std::size_t begin, int part) {
    const Held& held = held_[static_cast<std::size_t>(part)];
    segments_[heldLevels_ * 2 * n_ + side * n_ + mouse] = {static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(held.next - begin)};
}

// Level k of the cat to move in row `mouse`, its marked words: the children
// are in this row at the next cells, read from the mouse-to-move sets, which
// no one writes in this phase (they hold level k - 1). Clears the row's marks.
std::uint64_t StencilSolver::catTurn(std::size_t mouse, const Level& level, int part) {
    std::uint64_t count = 0;
    Held& held = held_[static_cast<std::size_t>(part)];
    const std::size_t heldBefore = held.next;
    const Bits* const children = sets(0, mouse);
    const Bits* const mouseWon = children;
    const Bits* const catWon = children + 1;
    const Bits* const own = sets(1, mouse);
    Bits* const fresh = row(freshCats_, mouse);
    Bits* const changedNow = marksOf(nextMouseChildren_, mouse);
    std::fill_n(changedNow, marksPerRow_, Bits{0});  // the level before last's, read by then
    Bits* const marks = marksOf(catMarks_, mouse);
    forMarked(marks, [&](std::size_t t) {
        const Bits open = undrawn(1, mouse, t, board_.open[t] & ~(own[2 * t] | own[2 * t + 1]));
        if (open == 0) return;
        Bits win = 0;
        Bits loss = ~Bits{0};
        const auto step = [&](auto direction) {
            constexpr int d = decltype(direction)::value;
            const Bits cells = board_.moves[d][t];
            if (cells == 0) return;
            win |= cells & neighbours<d>(catWon, board_, t);
            loss &= ~cells | neighbours<d>(mouseWon, board_, t);
        };
        step(std::integral_constant<int, kEast>{});
        step(std::integral_constant<int, kWest>{});
        step(std::integral_constant<int, kSouth>{});
        step(std::integral_constant<int, kNorth>{});
        step(std::integral_constant<int, kStay>{});
        win &= open;
        loss &= open & ~win;
        if ((win | loss) == 0) return;
        record(1, mouse, t, {loss, win}, level, held);
        fresh[t] = win | loss;
        changed(1, mouse, t, win | loss);
        count += static_cast<std::uint64_t>(popcount(win | loss));
    });
    std::fill_n(marks, marksPerRow_, Bits{0});
    noteSegment(1, mouse, heldBefore, part);
    return count;
}

// The words a turn of row `mouse` will read first, asked for a few rows
// ahead: a row's turn reads a few words of each row it looks at, each a
// cache miss once the sets outgrow the last-level cache (grid 10,000: the
// mouse's turns took half the time, the cat's 0.9x). Called for rows of the
// calling thread's chunk, so the marks it reads are not written by another
// thread in this phase (the cat's marks are its row's; the mouse's, its
// moves' rows', are read-only in the mouse's turn).
void StencilSolver::prefetchCatTurn(std::size_t mouse) const {
    const Bits* const own = sets(1, mouse);
    const Bits* const children = sets(0, mouse);
    const Bits* const fresh = row(freshCats_, mouse);
    forMarked(marksOf(catMarks_, mouse), [&](std::size_t t) {
        __builtin_prefetch(own + 2 * t);
        __builtin_prefetch(children + 2 * t);
        for (const auto d : {kNorth, kSouth}) {
            if (board_.next[d][t] != kNoTile) __builtin_prefetch(children + 2 * board_.next[d][t]);
        }
        __builtin_prefetch(fresh + t, 1);
    });
}

// (Its loop over the tiles is mouseTurn's, written out in both: as one
// template taking a lambda, GCC 12 made the mouse's turns 1.8x slower.)
void StencilSolver::prefetchMouseTurn(std::size_t mouse) const {
    const NeighbourRange moves = rules_.moveLists(Player::Mouse).of(static_cast<int>(mouse));
    const Bits* const own = sets(0, mouse);
    for (std::size_t i = 0; i < marksPerRow_; ++i) {
        Bits tiles = 0;
        for (const NodeId y : moves) tiles |= marksOf(mouseChildren_, y)[i];
        for (; tiles != 0; tiles &= tiles - 1) {
            const std::size_t t = i * 64 + static_cast<std::size_t>(__builtin_ctzll(tiles));
            __builtin_prefetch(own + 2 * t);
            for (const NodeId y : moves) __builtin_prefetch(sets(1, y) + 2 * t);
        }
    }
}

// Level k of the mouse to move in row `mouse`: its words whose children (the
// same word of the rows of its moves) changed at level k - 1, read from the
// cat-to-move sets without this level's positions (freshCats_, where marked).
std::uint64_t StencilSolver::mouseTurn(std::size_t mouse, const Level& level, int part) {
    Held& held = held_[static_cast<std::size_t>(part)];
    const std::size_t heldBefore = held.next;
    const NeighbourRange moves = rules_.moveLists(Player::Mouse).of(static_cast<int>(mouse));
    if (moves.empty()) {  // decided at level 0
        noteSegment(0, mouse, heldBefore, part);
        return 0;
    }
    std::uint64_t count = 0;
    const Bits* const own = sets(0, mouse);
    for (std::size_t i = 0; i < marksPerRow_; ++i) {
        Bits tiles = 0;
        for (const NodeId y : moves) tiles |= marksOf(mouseChildren_, y)[i];
        for (; tiles != 0; tiles &= tiles - 1) {
            const std::size_t t = i * 64 + static_cast<std::size_t>(__builtin_ctzll(tiles));
            const Bits open = undrawn(0, mouse, t, board_.open[t] & ~(own[2 * t] | own[2 * t + 1]));
            if (open == 0) continue;
            Bits win = 0;
            Bits loss = ~Bits{0};
            const Bits tileBit = Bits{1} << (t % 64);
            for (const NodeId y : moves) {
                const Bits before = (marksOf(nextMouseChildren_, y)[i] & tileBit) != 0 ? ~row(freshCats_, y)[t] : ~Bits{0};
                const Bits* const pair = sets(1, y) + 2 * t;
                win |= pair[0] & before;
                loss &= pair[1] & before;
            }
            win &= open;
            loss &= open & ~win;
            if ((win | loss) == 0) continue;
            record(0, mouse, t, {win, loss}, level, held);
            changed(0, mouse, t, win | loss);
            count += static_cast<std::uint64_t>(popcount(win | loss));
        }
    }
    noteSegment(0, mouse, heldBefore, part);
    return count;
}

}  // namespace catmouse::detail
