#pragma once
// The packed form of a Table, private to the core: only the table itself and
// the solve methods (core/src/solve/) include this.
//
// One 32-bit word per position. The top two bits hold the outcome code
// (0 undecided/draw, 1 mouse wins, 2 cat wins, 3 not a position: the cat on
// the hole). The low 30 bits hold, while undecided, how many moves remain
// unrefuted, and once decided, the remoteness. Counter and remoteness are
// never needed at once, which is what keeps the table at 4 bytes a state.
#include <cstdint>
#include <utility>
#include <vector>

#include "catmouse/table.hpp"

namespace catmouse {

namespace word {
constexpr std::uint32_t kOutcomeShift = 30;
constexpr std::uint32_t kLowMask = (1u << kOutcomeShift) - 1;
constexpr std::uint32_t kNotAPosition = Table::kNotAPosition;
constexpr std::uint32_t outcomeCode(std::uint32_t w) { return w >> kOutcomeShift; }
constexpr std::uint32_t low(std::uint32_t w) { return w & kLowMask; }
constexpr std::uint32_t make(std::uint32_t code, std::uint32_t lowBits) { return (code << kOutcomeShift) | lowBits; }
}  // namespace word

namespace detail {
struct TableWords {
    // words must hold 2 n^2 finished entries: draws and non-positions with
    // low bits 0 (no counters left).
    static Table make(int nodeCount, std::vector<std::uint32_t> words) { return Table(nodeCount, std::move(words)); }
};
}  // namespace detail

}  // namespace catmouse
