#pragma once
// The set bits of a word, for the solve methods. Without -mpopcnt,
// __builtin_popcountll is a library call; this is inline.
#include <cstdint>

namespace catmouse::detail {

inline int popcount(std::uint64_t b) {
    b -= (b >> 1) & 0x5555555555555555ull;
    b = (b & 0x3333333333333333ull) + ((b >> 2) & 0x3333333333333333ull);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>((b * 0x0101010101010101ull) >> 56);
}

}  // namespace catmouse::detail
