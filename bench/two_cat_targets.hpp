#pragma once
// Issue 25's two-cat targets (item 3), from solves timed in this run:
// dense 200 under 30 s on one thread, and sparse 400 at least 3x faster
// than the joint-move walk the half-move split replaced (14.8 CPU s when
// recorded, BENCHMARKS.md "Two cats"), which this run times too.
namespace bench {

// Solves the two graphs (the graphs of bench/two-cats.mjs), checks the
// half-move table against the joint-move walk's on sparse 400, and prints
// each target as met or MISSED with its figures. False on a mismatch.
bool runTwoCatTargets();

}  // namespace bench
