#pragma once
// Internal: the state of the general solve (pull_push.cpp: the set-up and
// the levels' pulls and pushes; bit_solver_sets.cpp: the new positions into
// C, the frontier, and the table back in the graph's order).
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "bit_matrix.hpp"
#include "level_zero.hpp"
#include "methods.hpp"
#include "node_order.hpp"
#include "workers.hpp"

namespace catmouse::detail {

using Word = std::uint32_t;  // a level (remoteness)

// Set index o: 0 = won by the mouse, 1 = won by the cat (outcome code o + 1).
// The mover of side t wins in set t and loses in set 1 - t (kSides: level_zero.hpp).

// Rows x of side t that no move decides, asked of the rules once per node:
// [0] the mouse in a hole (decided at level 0), [1] the cat where it may not
// stand (not positions) or has won (decided at level 0).
std::array<std::vector<std::uint8_t>, kSides> settledRows(const Rules& rules, const NodeOrder& order);

// Rows x of side t with a position of the rules' draw set (Rules::withDraws):
// empty without one. Those positions are never decided: they stay draws.
std::array<std::vector<std::uint8_t>, kSides> drawnRows(const Rules& rules, const NodeOrder& order);

class BitSolver {
public:
    BitSolver(const Rules& rules, Method method, int threads)
        : n_(static_cast<std::size_t>(rules.nodeCount())),
          wordsPerRow_((n_ + 63) / 64),
          method_(method),
          threads_(std::max(1, threads)),
          order_(localOrder(rules)),
          moves_{Moves(rules.moveLists(Player::Mouse), rules.nodeCount(), order_),
                 Moves(rules.moveLists(Player::Cat), rules.nodeCount(), order_)},
          parents_{Moves(rules.parentLists(Player::Mouse), rules.nodeCount(), order_),
                   Moves(rules.parentLists(Player::Cat), rules.nodeCount(), order_)},
          settled_(settledRows(rules, order_)),
          drawn_(drawnRows(rules, order_)),
          rules_(rules),
          workers_(threads_) {}

    // Empty when control says stop.
    Expected<Table> run(const SolveControl& control);

private:
    using SetPair = std::array<BitMatrix, 2>;  // indexed by outcome set
    using TiledPair = std::array<TiledMatrix, 2>;
    SetPair makeSets() const { return {BitMatrix(n_, wordsPerRow_), BitMatrix(n_, wordsPerRow_)}; }
    TiledPair makeTiledSets() const { return {TiledMatrix(n_, wordsPerRow_), TiledMatrix(n_, wordsPerRow_)}; }

    void initialise();
    void decideAtZero(int side, std::size_t x, std::size_t z, int set);
    bool choosePull(int side);
    std::uint64_t pull(int side, Word level);
    std::uint64_t push(int side, Word level);
    void transposeNew(int side, Word level);
    void advance(Word level);
    void restoreOrder();

    word::Packed packed(int set, Word level) const {
        return detail::TableWords::decided(*table_, static_cast<Word>(set + 1), level);
    }
    // Row of the table holding (side, x, z): the mouse's row (table.hpp's order).
    word::Packed* tableRow(std::size_t turn, std::size_t mouse) { return detail::TableWords::row(*table_, turn * n_ + mouse); }

    const std::size_t n_;
    const std::size_t wordsPerRow_;
    const Method method_;
    const int threads_;
    const NodeOrder order_;  // the solver's ids (localOrder)
    const std::array<Moves, kSides> moves_;
    // Parents of each side (the rules' views of its moves when symmetric).
    const std::array<Moves, kSides> parents_;
    // Rows of side t that no move decides (settledRows).
    const std::array<std::vector<std::uint8_t>, kSides> settled_;
    // Rows of side t with a drawn position (drawnRows), and the question.
    const std::array<std::vector<std::uint8_t>, kSides> drawn_;
    bool isDrawn(int side, std::size_t x, std::size_t z) const {
        if (drawn_[side].empty() || !drawn_[side][x]) return false;
        const int mover = order_.original(x);
        const int other = order_.original(z);
        return rules_.isDrawn(side == 0 ? Position{mover, other, Player::Mouse} : Position{other, mover, Player::Cat});
    }
    // Bits of word i of row x of side t that are not drawn positions. A
    // row's last word has bits past node n - 1 (a pull's "open" has them
    // set; its children's rows keep them 0): they are no node, so they are
    // left as they are and never looked up (a renumbered grid's ids would
    // be read past their end).
    Bits undrawn(int side, std::size_t x, std::size_t i, Bits bits) const {
        if (drawn_[side].empty() || !drawn_[side][x]) return bits;
        for (Bits b = bits; b != 0; b &= b - 1) {
            const int k = lowestBit(b);
            const std::size_t z = i * 64 + static_cast<std::size_t>(k);
            if (z < n_ && isDrawn(side, x, z)) bits &= ~(Bits{1} << k);
        }
        return bits;
    }
    const Rules& rules_;
    Workers workers_;

    std::optional<Table> table_;
    // [side][set]: decided so far (P: a pull or push adds its new positions
    // at once; readers that need the sets as they stood before this level
    // mask this level's out with fresh_) and the same in C layout.
    std::array<TiledPair, kSides> byMover_{makeTiledSets(), makeTiledSets()};
    std::array<SetPair, kSides> byOther_{makeSets(), makeSets()};
    // [side]: the previous level's new positions (frontier, P) and this
    // level's (fresh, P), one set for both outcomes: their outcome is the
    // byMover_ set they are in.
    std::array<TiledMatrix, kSides> frontier_{TiledMatrix(n_, wordsPerRow_), TiledMatrix(n_, wordsPerRow_)};
    std::array<TiledMatrix, kSides> fresh_{TiledMatrix(n_, wordsPerRow_), TiledMatrix(n_, wordsPerRow_)};
    // Words of the frontier that may be nonzero; C rows changed at the previous level.
    std::array<Summary, kSides> frontierWords_{Summary(n_, wordsPerRow_), Summary(n_, wordsPerRow_)};
    std::array<std::vector<std::uint8_t>, kSides> changedRows_;
    std::array<std::vector<std::uint8_t>, kSides> nextChangedRows_;
    // Per thread and side: words of fresh_ written (a push writes P rows of
    // any thread, so each thread keeps its own, merged by advance()).
    std::vector<std::array<Summary, kSides>> nextWords_;
    std::array<std::uint64_t, kSides> frontierCount_{};
    std::array<std::uint64_t, kSides> nextCount_{};
    std::array<bool, kSides> pulled_{};
};

}  // namespace catmouse::detail
