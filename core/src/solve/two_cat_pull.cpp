#include "two_cat_pull.hpp"

#include <algorithm>

#include "bit_matrix.hpp"

namespace catmouse {
namespace {

std::size_t wordsPerRow(std::size_t n) { return (n + 63) / 64; }

}  // namespace

TwoCatPull::TwoCatPull(const Rules& rules)
    : n_(static_cast<std::size_t>(rules.nodeCount())),
      w_(wordsPerRow(n_)),
      wins_(n_ * n_ * w_, 0),
      losses_(n_ * n_ * w_, 0),
      decided_(n_ * n_ * w_, 0),
      rows_(64 * w_ * w_, 0),
      columns_(64 * w_ * w_, 0),
      scratchRow_(w_, 0) {
    moves_.reserve(n_);
    moveMask_.assign(n_ * w_, 0);
    for (std::size_t x = 0; x < n_; ++x) {
        moves_.push_back(rules.moves(Player::Cat, static_cast<int>(x)));
        for (const std::uint32_t y : moves_.back()) moveMask_[x * w_ + y / 64] |= std::uint64_t{1} << (y % 64);
    }
}

std::uint64_t TwoCatPull::bytes(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    const std::uint64_t w = wordsPerRow(n);
    return (3 * n * n * w + 2 * 64 * w * w + w + n * w) * sizeof(std::uint64_t) + n * sizeof(NeighbourRange);
}

void TwoCatPull::load(const std::uint32_t* words, std::uint32_t outcomeShift) {
    // Row hi's bits lo <= hi are packed a word at a time in the table's order, then each matrix is made
    // symmetric with its transpose (two bits set an entry, scattered, took 0.2 s at 400 nodes).
    const std::size_t perMatrix = n_ * w_;
    std::fill(wins_.begin(), wins_.end(), 0);
    std::fill(losses_.begin(), losses_.end(), 0);
    std::fill(decided_.begin(), decided_.end(), 0);
    const auto symmetric = [this](std::uint64_t* m) {
        transpose(m, n_, columns_.data());
        for (std::size_t k = 0; k < n_ * w_; ++k) m[k] |= columns_[k];
    };
    const std::uint32_t* entry = words;
    for (std::size_t turn = 0; turn < 2; ++turn) {
        for (std::size_t mouse = 0; mouse < n_; ++mouse) {
            std::uint64_t* const wins = wins_.data() + mouse * perMatrix;
            std::uint64_t* const losses = losses_.data() + mouse * perMatrix;
            std::uint64_t* const done = decided_.data() + mouse * perMatrix;
            for (std::size_t hi = 0; hi < n_; ++hi) {
                for (std::size_t k = 0; k * 64 <= hi; ++k) {
                    const std::size_t count = std::min<std::size_t>(64, hi + 1 - k * 64);
                    std::uint64_t catsWon = 0;
                    std::uint64_t mouseWon = 0;
                    std::uint64_t decided = 0;
                    for (std::size_t b = 0; b < count; ++b) {
                        const std::uint32_t code = entry[b] >> outcomeShift;
                        catsWon |= std::uint64_t{code == 2} << b;
                        mouseWon |= std::uint64_t{code == 1} << b;
                        decided |= std::uint64_t{code != 0} << b;
                    }
                    entry += count;
                    if (turn == 0) {
                        wins[hi * w_ + k] = catsWon;
                        losses[hi * w_ + k] = mouseWon;
                    } else {
                        done[hi * w_ + k] = decided;
                    }
                }
            }
            if (turn == 0) {
                symmetric(wins);
                symmetric(losses);
            } else {
                symmetric(done);
            }
        }
    }
}

void TwoCatPull::combine(const std::uint64_t* source, std::uint64_t* out, bool any) const {
    for (std::size_t p = 0; p < n_; ++p) {
        if (!combineRow(source, p, out + p * w_, any)) std::fill(out + p * w_, out + (p + 1) * w_, 0);
    }
}

bool TwoCatPull::combineRow(const std::uint64_t* matrix, std::size_t p, std::uint64_t* out, bool any) const {
    const NeighbourRange from = moves_[p];
    if (from.size() == 0) return false;  // AND over no moves is not a loss: the counters never reach 0 there
    auto it = from.begin();
    const std::uint64_t* first = matrix + std::size_t{*it} * w_;
    std::copy(first, first + w_, out);
    for (++it; it != from.end(); ++it) {
        const std::uint64_t* const r = matrix + std::size_t{*it} * w_;
        if (any) {
            for (std::size_t k = 0; k < w_; ++k) out[k] |= r[k];
        } else {
            for (std::size_t k = 0; k < w_; ++k) out[k] &= r[k];
        }
    }
    return true;
}

void TwoCatPull::transpose(const std::uint64_t* in, std::size_t rows, std::uint64_t* out) const {
    std::uint64_t block[64];
    for (std::size_t bi = 0; bi < w_; ++bi) {
        for (std::size_t bj = 0; bj < w_; ++bj) {
            std::uint64_t any = 0;
            for (std::size_t r = 0; r < 64; ++r) {
                const std::size_t row = bi * 64 + r;
                block[r] = row < rows ? in[row * w_ + bj] : 0;
                any |= block[r];
            }
            if (any != 0) detail::transpose64(block);
            for (std::size_t r = 0; r < 64; ++r) out[(bj * 64 + r) * w_ + bi] = block[r];
        }
    }
}

TwoCatMousePull::TwoCatMousePull(const Rules& rules, std::size_t pairs)
    : n_(static_cast<std::size_t>(rules.nodeCount())),
      pairs_(pairs),
      w_((pairs + 63) / 64),
      mouseWon_(n_ * w_, 0),
      catsWon_(n_ * w_, 0),
      decided_(n_ * w_, 0) {
    moves_.reserve(n_);
    for (std::size_t m = 0; m < n_; ++m) moves_.push_back(rules.moves(Player::Mouse, static_cast<int>(m)));
}

std::uint64_t TwoCatMousePull::bytes(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    const std::uint64_t w = (n * (n + 1) / 2 + 63) / 64;
    return 3 * n * w * sizeof(std::uint64_t) + n * sizeof(NeighbourRange);
}

void TwoCatMousePull::load(const std::uint32_t* words, std::uint32_t outcomeShift) {
    std::fill(mouseWon_.begin(), mouseWon_.end(), 0);
    std::fill(catsWon_.begin(), catsWon_.end(), 0);
    std::fill(decided_.begin(), decided_.end(), 0);
    for (std::size_t turn = 0; turn < 2; ++turn) {
        for (std::size_t m = 0; m < n_; ++m) {
            const std::uint32_t* const row = words + (turn * n_ + m) * pairs_;
            for (std::size_t k = 0; k < w_; ++k) {
                const std::size_t count = std::min<std::size_t>(64, pairs_ - k * 64);
                std::uint64_t mouseWon = 0;
                std::uint64_t catsWon = 0;
                std::uint64_t decided = 0;
                for (std::size_t b = 0; b < count; ++b) {
                    const std::uint32_t code = row[k * 64 + b] >> outcomeShift;
                    mouseWon |= std::uint64_t{code == 1} << b;
                    catsWon |= std::uint64_t{code == 2} << b;
                    decided |= std::uint64_t{code != 0} << b;
                }
                if (turn == 0) {
                    decided_[m * w_ + k] = decided;
                } else {
                    mouseWon_[m * w_ + k] = mouseWon;
                    catsWon_[m * w_ + k] = catsWon;
                }
            }
        }
    }
}

}  // namespace catmouse
