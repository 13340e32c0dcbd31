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
// 2 n^2 (sum of degrees), n^4 (K400: 5 x 10^10 visits).
//
// A level the solve pulls (two_cat_pull.hpp) makes none of those visits:
// it costs at most n^2 (sum of the cats' degrees) / 16 word operations for
// the cats' side and (sum of the mouse's degrees) n (n + 1) / 128 for the
// mouse's, whatever it decides. Dense graphs are pulled from their first
// level, and their time is the table's entries and their levels, each
// counted as pulled in full: a complete graph takes 2 levels, a random
// dense one 5, but a clique with a tail of T nodes (or a barbell) about
// 2 T, one for each ply the mouse runs down the tail. The levels are
// counted from the graph's diameter D, 2 D + 2 + min(2 D, 6), as many as or
// more than every family measured took (BENCHMARKS.md, "Two cats: an
// estimate that bounds the time").
#include <cstdint>
#include <optional>

#include "catmouse/error.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/solve.hpp"

namespace catmouse {

struct TwoCatWork {
    std::uint64_t entries = 0;       // table entries set up, n^2 (n + 1)
    std::uint64_t parentVisits = 0;  // parent entries looked at, every position counted as decided (saturates at 2^64 - 1)
    std::uint64_t pullOps = 0;       // word operations of one level pulled in full, both sides; 0 when the method never pulls
    // Auto pulls the first level (its captures and escapes are thick,
    // twoCatThickLevel) and four pulled levels cost less than the visits: a
    // game pulled from its first level ends in a few (Pull, which pulls every
    // level however many, is estimated by its visits).
    bool pulledFromStart = false;
    std::uint64_t firstLevel = 0;  // the mouse-to-move entries the set-up decides (the first level)
    // The levels a game pulled from its first level is counted for: 2 D + 2 + min(2 D, 6), D the longest
    // shortest path of the cat's or the mouse's moves (0 when not pulled from its first level).
    std::uint64_t levels = 0;
};

// The work a two-cat solve did, in the estimate's units (two_cats.cpp
// counts it as it goes): what twoCatWork bounds and progress reports.
struct TwoCatWorkDone {
    std::uint64_t levels = 0;        // levels walked
    std::uint64_t pulledLevels = 0;  // of those, pulled (two_cat_pull.hpp)
    std::uint64_t expanded = 0;      // decided entries expanded, pushed or pulled
    std::uint64_t pushedVisits = 0;  // parent entries a pushed level looked at
    std::uint64_t pullOps = 0;       // word operations of the pulls, both sides, and of their loads and counters
};

// Whether a solve by this method may pull a level: Pull always, Auto on
// graphs of 128 nodes or more (below, a table fits in cache and the
// counters win), Push never.
bool twoCatMayPull(Method method, int nodeCount);

// The new mouse-to-move entries from which Auto pulls a level. A pull
// costs about n^3 deg / 16 word operations and pushing an entry visits
// about deg^2 parents, so n^3 / (16 deg) entries take about as many
// operations either way (a visit, a cache miss, costs more than a word
// operation: the pull pays sooner than that in time); on sparse graphs
// that is more than 2n^2, where each pushed entry's dozen visits are
// scattered cache misses and the pull pays from 2n^2 (BENCHMARKS.md,
// "Two cats: both sides pulled"). On dense graphs it is
// below the first level's captures (about 1.5 n^2), which are pulled too.
std::uint64_t twoCatThickLevel(const Rules& rules);

// The work of solving two cats under these rules by this method, in O(n)
// from the parents' counts.
TwoCatWork twoCatWork(const Rules& rules, Method method = Method::Auto);

// The solve's time for that work, in seconds, at the rates measured on a
// 2-core x86-64 machine (BENCHMARKS.md, "Two cats: the cost up front"),
// natively or in WebAssembly when the core is built for it (slower): every
// entry set up and expanded, and the visits, or where the game is pulled
// from its first level and a few pulled levels cost less, those levels.
double twoCatSeconds(const TwoCatWork& work);

// Work in nanoseconds at those rates, the unit progress is counted in:
// steps are entries set up or expanded (the estimate counts two per entry),
// parentVisits the parents pushed to, pullOps the pulls' word operations.
double twoCatNanoseconds(std::uint64_t steps, std::uint64_t parentVisits, std::uint64_t pullOps = 0);
// The work a solve did (TwoCatSolution::workDone) in those nanoseconds: its
// entries set up, the entries expanded, the visits pushed and the pulls'
// word operations. twoCatSeconds(twoCatWork) x 1e9 bounds it.
double twoCatNanoseconds(std::uint64_t entries, const TwoCatWorkDone& done);

// limits.time when twoCatSeconds of these rules, solved by this method,
// passes maxSeconds (0: no limit); the message gives the estimate (time,
// work, memory) and says how to raise the limit.
std::optional<Error> checkTwoCatTime(const Rules& rules, std::uint64_t maxSeconds, Method method = Method::Auto);
// The same for work already counted (twoCatWork of these rules).
std::optional<Error> checkTwoCatTime(const Rules& rules, const TwoCatWork& work, std::uint64_t maxSeconds);

}  // namespace catmouse
