#include "targets.hpp"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>

namespace bench {
namespace {

// The sizes issue 11 sets its targets at.
bool targetSize(const CaseResult& r) {
    if (r.family == "sparse") return r.nodes == 5000 || r.nodes == 10000;
    if (r.family == "grid") return r.nodes == 5041 || r.nodes == 10000;
    return r.nodes == 1000 || r.nodes == 2000;
}

std::string number(double value, int digits) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", digits, value);
    return text;
}

std::string name(const CaseResult& r) { return r.family + " " + std::to_string(r.nodes); }

// "met" / "missed" for one target over the cases it applies to, each case's
// figure beside it, and for a miss the reason.
void report(const std::string& target, const std::vector<const CaseResult*>& cases,
            const std::function<double(const CaseResult&)>& figure, const std::function<bool(double)>& meets,
            const std::string& unit, const std::string& whyMissed,
            const std::function<std::string(const CaseResult&)>& detail = {}) {
    if (cases.empty()) return;
    bool all = true;
    std::string figures;
    for (const CaseResult* r : cases) {
        const double value = figure(*r);
        const bool met = meets(value);
        all = all && met;
        figures += (figures.empty() ? "" : ", ") + name(*r) + " " + number(value, 2) + unit + (detail ? detail(*r) : "") +
                   (met ? "" : " (missed)");
    }
    std::printf("- %s: %s: %s\n", target.c_str(), all ? "met" : "MISSED", figures.c_str());
    if (!all) std::printf("    what limits it: %s\n", whyMissed.c_str());
}

}  // namespace

void printTargets(const std::vector<CaseResult>& results) {
    std::vector<const CaseResult*> fastFamilies, grids, all, threaded;
    for (const CaseResult& r : results) {
        if (!targetSize(r)) continue;
        all.push_back(&r);
        if (r.speedUp > 0) (r.family == "grid" ? grids : fastFamilies).push_back(&r);
        if (r.scaling > 0 && r.nodes >= kScalingFrom) threaded.push_back(&r);  // issue 25: graphs of 5,000 nodes or more
    }
    if (all.empty()) return;
    std::printf(
        "\ntargets of issues 11 and 25, from this run (sizes: sparse 5,000 and 10,000, grid 5,041 and 10,000, dense 1,000 and 2,000;\n"
        "one run scatters 10 to 30%% on a shared VM, so read a miss near the line with BENCHMARKS.md, \"Where it stands\"):\n");
    const auto speedUp = [](const CaseResult& r) { return r.speedUp; };
    report(
        "one thread >= 15x baseline (a) on sparse and dense", fastFamilies, speedUp, [](double v) { return v >= 15; }, "x",
        "not expected (the quiet runs in BENCHMARKS.md are 19x to 197x): rerun on a quieter machine.");
    // Issue 25 raised the grid line from issue 11's 6x to 8x.
    report(
        "one thread >= 8x baseline (a) on grids", grids, speedUp, [](double v) { return v >= 8; }, "x",
        "the grid stencil (grid_stencil.cpp) decides a level's positions a word at a time; about a third\n"
        "    of a grid 5,041 solve each is the cats' turns, the mice's turns, and the write-back of the held\n"
        "    words into the table (about 2 ns a cell, however many levels it holds); on grid 10,000 the first\n"
        "    touch of 580 MB is 0.1 to 0.3 s more. Sweeps of 8 levels (temporal blocking) halved the turns'\n"
        "    L2 misses and 5 % fewer instructions did not speed it up. Runs of one build scatter by 20 %\n"
        "    on this VM (BENCHMARKS.md, \"Grids: a stencil solve\").");
    if (!threaded.empty()) {
        const std::string threads = std::to_string(threaded.front()->threads);
        report(
            "all cores (" + threads +
                ") >= 1.8x one thread, 5,000 nodes or more (median of rounds, one thread then all, least to most;\n"
                "  and the machine's ceiling: " +
                threads + " x one solve's time over " + threads + " one-thread solves at once)",
            threaded, [](const CaseResult& r) { return r.scaling; }, [](double v) { return v >= 1.8; }, "x",
            "each thread's work slows when the other runs; the ceiling beside each figure (where memory allowed\n"
            "    it) is as many independent one-thread solves at once, in this process, in the same run. In the\n"
            "    solves, both threads are busy through 97 to 99 % of the time inside phases, their shares within 1\n"
            "    to 2 %; the time outside phases is 1 to 3 %. Rounds a second apart spread from 0.9x to 2.3x on\n"
            "    this guest, so a median below its ceiling is within that spread. BENCHMARKS.md, \"The machine's\n"
            "    ceiling\" and \"Threads in pairs\".",
            [](const CaseResult& r) {
                std::string text = " (" + std::to_string(r.scalingRounds) + " rounds, " + number(r.scalingLeast, 2) + "-" +
                                   number(r.scalingMost, 2);
                if (r.independent > 0) text += "; ceiling " + number(r.independent, 2) + "x";
                return text + ")";
            });
    }
    report(
        "peak memory <= 3 B/state (the table and the rules included)", all,
        [](const CaseResult& r) { return r.bytesPerState; }, [](double v) { return v <= 3.0; }, " B",
        "not expected (2.64 to 2.79 since the graph's rows are shared, not copied, by the rules, and grids take\n"
        "    the stencil): the table is 2 and the 12 bit matrices 0.75 B/state. BENCHMARKS.md, \"Memory\".");
    // Flat cost: per family, ns/(state x degree) at the largest target size against the smallest size >= 1,000.
    std::printf("- ns/(state*deg) from 1,000 nodes up (roughly flat is the target; no pass/fail line):");
    for (const char* family : {"sparse", "grid", "dense"}) {
        std::vector<const CaseResult*> sizes;
        for (const CaseResult& r : results) {
            if (r.family == family && r.nodes >= 1000) sizes.push_back(&r);
        }
        if (sizes.size() < 2) continue;
        std::sort(sizes.begin(), sizes.end(), [](const CaseResult* a, const CaseResult* b) { return a->nodes < b->nodes; });
        std::printf(" %s", family);
        for (const CaseResult* r : sizes) std::printf(" %s", number(r->nsPerStateDegree, 2).c_str());
        std::printf(" (%d to %d nodes);", sizes.front()->nodes, sizes.back()->nodes);
    }
    std::printf("\n");
}

}  // namespace bench
