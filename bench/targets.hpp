#pragma once
// Issue 11's targets, checked against the run that just printed its table:
// each says met or missed with this run's numbers, and a missed one says
// what limits it (the measurements behind that are in BENCHMARKS.md).
#include <string>
#include <vector>

namespace bench {

// Issue 25's thread target applies from this size up; smaller graphs are not timed in pairs.
constexpr int kScalingFrom = 5000;

// One graph's figures from this run (ours = Auto).
struct CaseResult {
    std::string family;  // sparse | grid | dense
    int nodes = 0;
    double speedUp = 0;  // baseline (a) time / ours one thread; 0 without the baseline
    // One thread's time over all threads', the median of rounds of both (and
    // the least and most of them); 0 with one thread or under kScalingFrom nodes.
    double scaling = 0;
    double scalingLeast = 0;
    double scalingMost = 0;
    int scalingRounds = 0;
    // Threads x one solve's time over that of as many one-thread solves at
    // once in this process (a yardstick for the solver's threads); 0 if not measured.
    double independent = 0;
    int threads = 1;           // the "all cores" run's threads
    double bytesPerState = 0;  // ours' peak heap / states
    double nsPerStateDegree = 0;
};

void printTargets(const std::vector<CaseResult>& results);

}  // namespace bench
