#pragma once
// The two sides of a two-cat level pulled a word at a time (two_cats.cpp
// chooses it on the thick levels). The cats' side (TwoCatPull): per mouse
// node, the mouse-to-move entries decided as the cats' wins (W) and as the
// mouse's (L) are n x n bit matrices over the cats' nodes (symmetric: a
// pair sets both bits). The cats to move on {p, q} win when some joint move
// reaches W: B[p] = OR of W[x] over the moves x of p, then the same over
// the moves of q of B's transpose: M W M^T, again symmetric, so it reads
// the entries with p <= q off the rows. They lose when every joint move reaches L: the same with AND. This
// is the half-move walk's result (two_cats.cpp, the top) for a whole mouse
// node in about 4 n deg n / 64 word operations and two transposes, where
// the counters visit each entry's parents one by one; it is redone from the
// whole matrices, so it pays only where a level decides many entries.
//
// The counters are not kept while pulling: counters() gives them back, from
// the matrices, for a mouse node whose entries a pull decided, before a
// level is pushed again.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "catmouse/rules.hpp"

namespace catmouse {

class TwoCatPull {
public:
    explicit TwoCatPull(const Rules& rules);
    // Bytes it holds for an n-node graph: three n x n bit matrices per mouse node and two scratch ones.
    static std::uint64_t bytes(int nodeCount);

    // Reads every decided entry of the table (two_cats.hpp's layout): the
    // mouse-to-move ones into W and L, the cats-to-move ones as decided.
    void load(const std::uint32_t* words, std::uint32_t outcomeShift);
    // A mouse-to-move entry of `mouse` decided: the cats on lo and hi.
    void addMouseTurn(std::size_t mouse, std::uint32_t lo, std::uint32_t hi, bool catsWin) {
        std::uint64_t* const m = (catsWin ? wins_ : losses_).data() + mouse * n_ * w_;
        m[lo * w_ + hi / 64] |= std::uint64_t{1} << (hi % 64);
        m[hi * w_ + lo / 64] |= std::uint64_t{1} << (lo % 64);
    }

    // A cats-to-move entry of `mouse` decided (or not a position): the cats on lo and hi.
    void markDecided(std::size_t mouse, std::uint32_t lo, std::uint32_t hi) {
        std::uint64_t* const m = decided_.data() + mouse * n_ * w_;
        m[lo * w_ + hi / 64] |= std::uint64_t{1} << (hi % 64);
        m[hi * w_ + lo / 64] |= std::uint64_t{1} << (lo % 64);
    }

    // Decides the cats-to-move entries of `mouse` that W and L now decide
    // and were not yet: decide(lo, hi, catsWin) for each, lo <= hi. Wins
    // and losses only when asked (a level with no new entry of that kind
    // adds none).
    template <class F>
    void pull(std::size_t mouse, bool wins, bool losses, F&& decide) {
        if (wins) pullOne(mouse, true, decide);
        if (losses) pullOne(mouse, false, decide);
    }

    // The counters the half-move walk would hold now for `mouse`: for each
    // undecided cats-to-move entry {p, q}, p <= q, entry(p, q, count) with
    // its first half-moves not yet lost, and half(x, q, count) once for each
    // of those (the cat from p on x, the one on q to move) with its moves
    // not yet lost. Half-move positions whose parents are all decided are
    // left as they are: the walk only reaches decided entries from them.
    template <class Entry, class Half>
    void counters(std::size_t mouse, Entry&& entry, Half&& half) {
        // Locals: half() stores bytes, which may alias anything the compiler cannot see is private.
        const std::size_t n = n_;
        const std::size_t w = w_;
        const NeighbourRange* const moves = moves_.data();
        const std::uint64_t* const moveMask = moveMask_.data();
        const std::uint64_t* const loss = losses_.data() + mouse * n * w;
        const std::uint64_t* const done = decided_.data() + mouse * n * w;
        // Bit x of lost[q]: the half-move (x, q to move) is lost, every move y of q reaching L(x, y) (L is
        // symmetric: the AND of L's rows y).
        const std::uint64_t* const lost = rows_.data();
        combine(loss, rows_.data(), false);
        std::uint64_t* const need = scratchRow_.data();  // the half-moves of column q an undecided entry has
        // By q, then p <= q: the table's order (two_cats.hpp), so the entries are written in a row.
        for (std::uint32_t q = 0; q < n; ++q) {
            const NeighbourRange fromQ = moves[q];
            const std::uint64_t* const lostQ = lost + q * w;
            std::fill(need, need + w, 0);
            for (std::size_t k = 0; k <= q / 64; ++k) {
                std::uint64_t open = ~done[q * w + k];
                if (k == q / 64) open &= ~(~std::uint64_t{1} << (q % 64));  // p <= q
                for (; open != 0; open &= open - 1) {
                    const auto p = static_cast<std::uint32_t>(k * 64 + static_cast<std::size_t>(__builtin_ctzll(open)));
                    const NeighbourRange fromP = moves[p];
                    if (fromQ.empty()) {  // the cat on q cannot move: no half-move is ever decided
                        entry(p, q, static_cast<std::uint32_t>(fromP.size()));
                        continue;
                    }
                    std::uint32_t notLost = 0;
                    for (const std::uint32_t x : fromP) notLost += static_cast<std::uint32_t>(~lostQ[x / 64] >> (x % 64) & 1);
                    for (std::size_t j = 0; j < w; ++j) need[j] |= moveMask[p * w + j];
                    entry(p, q, notLost);
                }
            }
            if (fromQ.empty()) continue;
            for (std::size_t j = 0; j < w; ++j) {
                for (std::uint64_t open = need[j] & ~lostQ[j]; open != 0; open &= open - 1) {
                    const std::size_t x = j * 64 + static_cast<std::size_t>(__builtin_ctzll(open));
                    // Bit by bit over q's moves: without -mpopcnt a popcount is a libgcc call (5 % of the solve).
                    std::uint32_t left = 0;
                    for (const std::uint32_t y : fromQ) left += static_cast<std::uint32_t>(~loss[x * w + y / 64] >> (y % 64) & 1);
                    half(static_cast<std::uint32_t>(x), q, left);
                }
            }
        }
    }

private:
    template <class F>
    void pullOne(std::size_t mouse, bool catsWin, F& decide) {
        const std::uint64_t* const source = (catsWin ? wins_ : losses_).data() + mouse * n_ * w_;
        std::uint64_t* const done = decided_.data() + mouse * n_ * w_;
        combine(source, rows_.data(), catsWin);
        transpose(rows_.data(), n_, columns_.data());
        std::vector<std::uint64_t>& row = scratchRow_;
        for (std::uint32_t p = 0; p < n_; ++p) {
            if (!combineRow(columns_.data(), p, row.data(), catsWin)) continue;
            // Entries p <= q only: the words from p's on, p's word from bit p.
            for (std::size_t k = p / 64; k < w_; ++k) {
                std::uint64_t fresh = row[k] & ~done[p * w_ + k];
                if (k == p / 64) fresh &= ~std::uint64_t{0} << (p % 64);
                if (fresh == 0) continue;
                done[p * w_ + k] |= fresh;
                for (; fresh != 0; fresh &= fresh - 1) {
                    const auto q = static_cast<std::uint32_t>(k * 64 + static_cast<std::size_t>(__builtin_ctzll(fresh)));
                    done[q * w_ + p / 64] |= std::uint64_t{1} << (p % 64);
                    decide(p, q, catsWin);
                }
            }
        }
    }
    // out[p] = OR (AND) of source[x] over the cats' moves x of p, for every p.
    void combine(const std::uint64_t* source, std::uint64_t* out, bool any) const;
    // out = OR (AND) of matrix[x] over the moves x of p; false when p has none.
    bool combineRow(const std::uint64_t* matrix, std::size_t p, std::uint64_t* out, bool any) const;
    // out (64 w_ rows) = the first `rows` rows of in transposed (the rest taken as 0).
    void transpose(const std::uint64_t* in, std::size_t rows, std::uint64_t* out) const;

    std::size_t n_;
    std::size_t w_;  // words a row: n / 64 rounded up
    std::vector<NeighbourRange> moves_;
    std::vector<std::uint64_t> moveMask_;  // row x: the cats' moves from x, as bits
    std::vector<std::uint64_t> wins_;      // per mouse node, n rows of w_ words
    std::vector<std::uint64_t> losses_;    // the same
    std::vector<std::uint64_t> decided_;   // per mouse node: the cats-to-move entries decided, both bits of a pair
    std::vector<std::uint64_t> rows_;      // 64 w_ rows: the first half-moves combined (rows past n stay 0)
    std::vector<std::uint64_t> columns_;   // rows_ transposed
    std::vector<std::uint64_t> scratchRow_;
};

// The mouse's side of a level pulled the same way: a mouse-to-move entry
// (m, pair) wins when some move m to k reaches a cats-to-move entry (k,
// pair) the mouse wins, and loses when every one reaches a cats' win; per
// mouse node k, the pairs decided each way are a row of bits, and each
// mouse node's new entries are an OR (AND) of the rows of its moves. Its
// counters are given back by counters(), as TwoCatPull's.
class TwoCatMousePull {
public:
    TwoCatMousePull(const Rules& rules, std::size_t pairs);
    // Bytes it holds for an n-node graph: three rows of pairs bits per mouse node and a scratch row.
    static std::uint64_t bytes(int nodeCount);

    // Reads every decided entry of the table (two_cats.hpp's layout).
    void load(const std::uint32_t* words, std::uint32_t outcomeShift);
    // A cats-to-move entry (mouse, pair) decided.
    void addCatTurn(std::size_t mouse, std::size_t pair, bool mouseWins) {
        (mouseWins ? mouseWon_ : catsWon_)[mouse * w_ + pair / 64] |= std::uint64_t{1} << (pair % 64);
    }
    // A mouse-to-move entry (mouse, pair) decided, or not a position.
    void markMouseTurn(std::size_t mouse, std::size_t pair) { decided_[mouse * w_ + pair / 64] |= std::uint64_t{1} << (pair % 64); }

    // decide(mouse, pair, mouseWins) for each mouse-to-move entry the rows now decide that was not yet.
    template <class F>
    void pull(F&& decide) {
        for (std::size_t m = 0; m < n_; ++m) {
            const NeighbourRange to = moves_[m];
            if (to.empty()) continue;  // no move: the counter never reaches 0
            std::uint64_t* const done = decided_.data() + m * w_;
            for (std::size_t k = 0; k < w_; ++k) {
                std::uint64_t wins = 0;
                std::uint64_t losses = ~std::uint64_t{0};
                for (const std::uint32_t next : to) {
                    wins |= mouseWon_[next * w_ + k];
                    losses &= catsWon_[next * w_ + k];
                }
                std::uint64_t fresh = (wins | losses) & ~done[k];
                if (fresh == 0) continue;
                done[k] |= fresh;
                for (; fresh != 0; fresh &= fresh - 1) {
                    const auto bit = static_cast<std::size_t>(__builtin_ctzll(fresh));
                    decide(m, k * 64 + bit, ((wins >> bit) & 1) != 0);
                }
            }
        }
    }

    // entry(mouse, pair, count) for each undecided mouse-to-move entry: its moves not yet known to lose.
    template <class Entry>
    void counters(Entry&& entry) const {
        for (std::size_t m = 0; m < n_; ++m) {
            const NeighbourRange to = moves_[m];
            const std::uint64_t* const done = decided_.data() + m * w_;
            for (std::size_t k = 0; k < w_; ++k) {
                std::uint64_t open = ~done[k];
                if (k == w_ - 1 && pairs_ % 64 != 0) open &= ~(~std::uint64_t{0} << (pairs_ % 64));
                for (; open != 0; open &= open - 1) {
                    const auto bit = static_cast<std::size_t>(__builtin_ctzll(open));
                    std::uint32_t left = 0;
                    for (const std::uint32_t next : to) left += static_cast<std::uint32_t>(~catsWon_[next * w_ + k] >> bit & 1);
                    entry(m, k * 64 + bit, left);
                }
            }
        }
    }

private:
    std::size_t n_;
    std::size_t pairs_;
    std::size_t w_;  // words a row: pairs / 64 rounded up
    std::vector<NeighbourRange> moves_;
    std::vector<std::uint64_t> mouseWon_;  // row k: the cats-to-move entries (k, pair) the mouse wins
    std::vector<std::uint64_t> catsWon_;   // the same, the cats' wins
    std::vector<std::uint64_t> decided_;   // row m: the mouse-to-move entries (m, pair) decided
};

}  // namespace catmouse
