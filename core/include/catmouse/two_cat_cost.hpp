#pragma once
// What a two-cat solve (two_cats.hpp) will cost, counted from the degrees
// before it starts: the work, the time it takes at a measured rate, and the
// limit on that time (SolveOptions::maxSeconds, limits.time).
//
// The walk sets up every entry, then expands each decided entry once: an
// entry the cats moved into (the mouse to move, cats on {x, y}) visits the
// |parents(x)| + |parents(y)| half-move positions before it (two_cats.cpp),
// each half-move position (mouse, x, u), once decided, its parents p <= u of
// x; an entry the mouse moved into visits |parents(mouse)|. Draws are never
// expanded, so counting every position as decided gives an upper bound
// that is exact when the game has no draws. On a complete graph about
// 2 n^2 (sum of degrees), n^4 (K400: 5 x 10^10 visits, minutes).
#include <cstdint>
#include <optional>

#include "catmouse/error.hpp"
#include "catmouse/rules.hpp"

namespace catmouse {

struct TwoCatWork {
    std::uint64_t entries = 0;       // table entries set up, n^2 (n + 1)
    std::uint64_t parentVisits = 0;  // parent entries looked at, every position counted as decided (saturates at 2^64 - 1)
};

// The work of solving two cats under these rules, in O(n) from the parents' counts.
TwoCatWork twoCatWork(const Rules& rules);

// The solve's time for that work, in seconds, at the rates measured on a
// 2-core x86-64 machine (BENCHMARKS.md, "Two cats: the cost up front"):
// natively, or in WebAssembly when the core is built for it (slower).
double twoCatSeconds(const TwoCatWork& work);

// Work in nanoseconds at those rates, the unit progress is counted in:
// steps are entries set up or expanded (the estimate counts two per entry).
double twoCatNanoseconds(std::uint64_t steps, std::uint64_t parentVisits);

// limits.time when twoCatSeconds of these rules passes maxSeconds (0: no
// limit); the message gives the estimate (time, work, memory) and says how
// to raise the limit.
std::optional<Error> checkTwoCatTime(const Rules& rules, std::uint64_t maxSeconds);

}  // namespace catmouse
