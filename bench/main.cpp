// catmouse_bench: solves generated graphs with catmouse::solve and with the
// classic baseline, checks that every position agrees, and prints a table.
//
//   catmouse_bench [--quick | --full] [--only NAME[:N][,...]] [--no-baseline]
//                  [--runs N] [--min-time SECONDS] [--max-time SECONDS] [--write-graphs DIR]
//                  [--methods pull,push] [--threads N] [--no-two-cats]
// Auto ("ours") always runs, on one thread and on --threads (default: all cores).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "baseline.hpp"
#include "catmouse/solver.hpp"
#include "generators.hpp"
#include "heap.hpp"
#include "targets.hpp"
#include "two_cat_targets.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct Case {
    std::string family;  // sparse | grid | dense
    int size;            // nodes (grid: side * side)
};

std::vector<Case> casesFor(const std::string& preset) {
    std::vector<Case> cases;
    const bool quick = preset == "quick";
    const bool full = preset == "full";
    std::vector<int> sparse = {50, 500, 1000, 2000, 5000};
    std::vector<int> grid = {7, 22, 32, 45, 71};  // 49 .. 5,041 nodes
    std::vector<int> dense = {50, 200, 500, 1000};
    if (quick) {
        sparse = {50, 500, 1000, 2000};
        grid = {7, 22, 32, 45};
        dense = {50, 200, 500};
    } else {
        sparse.push_back(10000);
        grid.push_back(100);
        dense.push_back(2000);
        if (full) dense.push_back(3000);
    }
    for (const int n : sparse) cases.push_back({"sparse", n});
    for (const int side : grid) cases.push_back({"grid", side * side});
    for (const int n : dense) cases.push_back({"dense", n});
    return cases;
}

bench::Adjacency generate(const Case& c) {
    if (c.family == "sparse") return bench::sparseGraph(c.size, 913u + static_cast<unsigned>(c.size));
    if (c.family == "grid") {
        int side = 1;
        while ((side + 1) * (side + 1) <= c.size) ++side;
        return bench::gridGraph(side);
    }
    return bench::denseGraph(c.size, 0.3, 913u + static_cast<unsigned>(c.size));
}

// One column of the table: a method of catmouse::solve on some threads.
struct MethodRun {
    std::string label;
    catmouse::Method method;
    int threads;
};

struct Run {
    double seconds = 0;    // fastest of the repetitions
    std::size_t peak = 0;  // peak heap bytes above what was live before the call
    int repetitions = 0;
};

// Runs `once` at least minRuns times and until minTime has passed, but not
// again once maxTime has passed; keeps the fastest run (first-touch page
// faults of a fresh table vary a lot from run to run on this machine).
// The peak is measured on the first run.
Run measure(double minTime, int minRuns, double maxTime, const std::function<void()>& once) {
    Run run;
    double spent = 0;
    do {
        const std::size_t before = bench::heap::live();
        bench::heap::resetPeak();
        const auto start = Clock::now();
        once();
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        if (run.repetitions == 0) {
            run.seconds = seconds;
            run.peak = bench::heap::peak() - before;
        }
        run.seconds = std::min(run.seconds, seconds);
        spent += seconds;
        ++run.repetitions;
    } while ((run.repetitions < minRuns || spent < minTime) && spent < maxTime);
    return run;
}

// Whether `threads` solves of `peak` bytes each fit in half of the memory free now.
bool independentSolvesFit(std::size_t peak, int threads) {
    const long pages = sysconf(_SC_AVPHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || pageSize <= 0) return false;
    return static_cast<double>(peak) * threads <= 0.5 * static_cast<double>(pages) * static_cast<double>(pageSize);
}

struct Scaling {
    double median = 0, least = 0, most = 0;
    int rounds = 0;
    double independent = 0;  // median; 0 when not measured
};

// Thread scaling, round by round: a one-thread solve, one on `threads`, and
// (where memory allows) `threads` one-thread solves at once in this process,
// each on a thread of its own. The first two give the speed-up. The third
// gives threads x one solve's time over the time of the solves at once: what
// this machine gives independent solves, a yardstick for a solver's threads
// (two vCPUs of a VM share the host's caches and memory, and the kernel's
// page faults; the solves at once share the graph, the allocator and the
// process's address-space lock, so whole processes may give a little more). Two columns timed
// minutes apart each meet their own noise (single-thread grid 5,041 ran 0.38 s
// and 0.63 s minutes apart on this VM); a round meets the same. Medians of 5
// rounds, then pairs of rounds up to 9 while less than maxTime has passed.
Scaling timeThreadRounds(double maxTime, const std::function<void(int)>& solveOn, int threads, bool independentFits) {
    std::vector<double> ratios;
    std::vector<double> independent;
    double spent = 0;
    const auto timed = [&](const std::function<void()>& work) {
        const auto start = Clock::now();
        work();
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        spent += seconds;
        return seconds;
    };
    const auto round = [&] {
        const double one = timed([&] { solveOn(1); });
        ratios.push_back(one / timed([&] { solveOn(threads); }));
        if (!independentFits) return;
        const double apart = timed([&] {
            std::vector<std::thread> others;
            for (int t = 1; t < threads; ++t) others.emplace_back([&] { solveOn(1); });
            solveOn(1);
            for (std::thread& other : others) other.join();
        });
        independent.push_back(threads * one / apart);
    };
    for (int i = 0; i < 5; ++i) round();
    while (ratios.size() < 9 && spent < maxTime) {
        round();
        round();
    }
    const auto median = [](std::vector<double>& values) {
        std::sort(values.begin(), values.end());
        return values.empty() ? 0.0 : values[values.size() / 2];
    };
    const double speedUp = median(ratios);
    return {speedUp, ratios.front(), ratios.back(), static_cast<int>(ratios.size()), median(independent)};
}

// The first position where the baseline disagrees with our table, in words.
std::optional<std::string> compare(const catmouse::Solution& ours, const bench::BaselineTable& theirs, int hole) {
    const int n = ours.nodeCount();
    const auto& table = ours.table();
    std::size_t differences = 0;
    std::string first;
    for (int turn = 0; turn < 2; ++turn) {
        for (int mouse = 0; mouse < n; ++mouse) {
            for (int cat = 0; cat < n; ++cat) {
                const std::size_t i = ours.index({mouse, cat, static_cast<catmouse::Player>(turn)});
                const std::size_t j = (static_cast<std::size_t>(mouse) * n + cat) * 2 + turn;
                // The baseline has no entry for the cat on the hole: ours says "not a position" there.
                int expectedOutcome = catmouse::Table::kNotAPosition;
                std::int32_t expectedRemoteness = -1;
                if (cat != hole) {
                    expectedOutcome = theirs.result[j];
                    expectedRemoteness = theirs.result[j] == 0 ? -1 : static_cast<std::int32_t>(theirs.remoteness[j]);
                }
                const bool same = table.outcomeCode(i) == expectedOutcome && table.remoteness(i) == expectedRemoteness;
                if (!same && differences++ == 0) {
                    std::ostringstream text;
                    text << "mouse " << mouse << ", cat " << cat << ", turn " << turn << ": ours "
                         << table.outcomeCode(i) << "/" << table.remoteness(i) << ", baseline "
                         << theirs.result[j] << "/" << theirs.remoteness[j];
                    first = text.str();
                }
            }
        }
    }
    if (differences == 0) return std::nullopt;
    return std::to_string(differences) + " positions differ; first: " + first;
}

std::string fixed(double value, int digits) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", digits, value);
    return text;
}

std::string seconds(double s) { return s < 0.01 ? fixed(s * 1000, 3) + " ms" : s < 10 ? fixed(s, 3) + " s"
                                                                                      : fixed(s, 2) + " s"; }

std::string withCommas(std::uint64_t value) {
    std::string digits = std::to_string(value);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(static_cast<std::size_t>(i), ",");
    return digits;
}

int usage(const char* message) {
    std::fprintf(stderr,
                 "catmouse_bench: %s\n"
                 "usage: catmouse_bench [--quick | --full] [--only NAME[:N][,...]] [--no-baseline]\n"
                 "                      [--runs N] [--min-time SECONDS] [--max-time SECONDS] [--write-graphs DIR]\n"
                 "                      [--methods pull,push] [--threads N] [--no-two-cats]\n",
                 message);
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    std::string preset = "default";
    if (const char* env = std::getenv("CATMOUSE_BENCH_SIZES")) preset = env;
    std::vector<std::string> only;
    bool baseline = true;
    // Each column's fastest of at least 2 s of solves, not 0.3 s: one build's grid 5,041 ran 0.25 to 0.37 s on
    // this VM within minutes, and a baseline's slow runs already span 20 s, so a short column met a noisy
    // window more often than a long one (BENCHMARKS.md, "Earlier runs of the whole bench": the Intel runs of 12:33, 13:14, 13:23).
    double minTime = 2;
    int minRuns = 3;
    double maxTime = 20;
    std::string writeDir;
    std::vector<std::string> methodNames = {"pull", "push"};
    int threads = 0;      // 0: all cores
    bool twoCats = true;  // issue 25's two-cat targets (--no-two-cats; --only two-cats alone)
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (arg == "--quick") preset = "quick";
        else if (arg == "--full") preset = "full";
        else if (arg == "--no-baseline") baseline = false;
        else if (arg == "--min-time") minTime = std::atof(value().c_str());
        else if (arg == "--runs") minRuns = std::atoi(value().c_str());
        else if (arg == "--max-time") maxTime = std::atof(value().c_str());
        else if (arg == "--write-graphs") writeDir = value();
        else if (arg == "--threads") threads = std::atoi(value().c_str());
        else if (arg == "--no-two-cats") twoCats = false;
        else if (arg == "--methods") {
            methodNames.clear();
            std::stringstream list(value());
            for (std::string item; std::getline(list, item, ',');) {
                if (item != "pull" && item != "push") return usage(("unknown method " + item).c_str());
                methodNames.push_back(item);
            }
        } else if (arg == "--only") {
            std::stringstream list(value());
            for (std::string item; std::getline(list, item, ',');) only.push_back(item);
        } else return usage(("unknown argument " + arg).c_str());
    }
    if (preset != "quick" && preset != "default" && preset != "full") return usage("sizes must be quick, default or full");

    std::vector<Case> cases = casesFor(preset);
    if (!only.empty()) {
        std::vector<Case> chosen;
        twoCats = twoCats && std::find(only.begin(), only.end(), "two-cats") != only.end();
        for (const auto& item : only) {
            if (item == "two-cats") continue;
            const auto colon = item.find(':');
            const std::string family = item.substr(0, colon);
            if (family != "sparse" && family != "grid" && family != "dense") return usage(("unknown graph " + family).c_str());
            if (colon != std::string::npos) {
                chosen.push_back({family, std::atoi(item.c_str() + colon + 1)});
            } else {
                for (const auto& c : cases)
                    if (c.family == family) chosen.push_back(c);
            }
        }
        cases = chosen;
    }

    const int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    if (threads <= 0) threads = cores;

    std::printf("catmouse benchmark: every position of each graph solved (hole = node 0); sizes: %s\n", preset.c_str());
    std::printf("time: fastest of repeated solves (at least %d runs and %.1f s, no new run after %.0f s), steady_clock\n",
                minRuns, minTime, maxTime);
    std::printf(
        "thread target: the median ratio of rounds of solves (one thread, then all cores, then as many one-thread solves at\n"
        "once: the machine's ceiling) from %s nodes up\n",
        withCommas(bench::kScalingFrom).c_str());
    std::printf(
        "methods (catmouse::solve, one thread unless said):\n"
        "      Pull / Push = the bit-parallel solve forced to one direction; ours = Auto (pull or push per level\n"
        "      and side), one thread; ours x%d = Auto on %d threads (%d cores here)\n",
        threads, threads, cores);
    std::printf(
        "memory: peak heap bytes allocated through operator new during the solve (counted by replaced\n"
        "        global operator new/delete in this binary), including the returned table, divided by states\n");
    std::printf(
        "decided: positions won by one side (the rest are draws or not positions); levels: largest remoteness + 1\n"
        "ns/(state*deg): ours' time / (states x average degree), flat when the cost grows as states x degree\n");
    std::printf(
        "baseline (a): classic queue solver (int result, int counter, int remoteness per state, std::queue of\n"
        "          (mouse, cat, turn)); every method's table is compared with the baseline and with ours\n\n");
    const std::vector<MethodRun> methods = [&] {
        std::vector<MethodRun> all;
        for (const auto& name : methodNames) {
            if (name == "pull") all.push_back({"Pull", catmouse::Method::Pull, 1});
            if (name == "push") all.push_back({"Push", catmouse::Method::Push, 1});
        }
        all.push_back({"ours", catmouse::Method::Auto, 1});
        if (threads > 1) all.push_back({"ours x" + std::to_string(threads), catmouse::Method::Auto, threads});
        return all;
    }();
    std::printf("| graph | n | edges | states | decided | levels |");
    if (baseline) std::printf(" baseline (a) | baseline B/state |");
    for (const auto& m : methods) std::printf(" %s |", m.label.c_str());
    std::printf(" ns/(state*deg) | ours B/state |");
    if (baseline) {
        for (const auto& m : methods) std::printf(" %s speed-up |", m.label.c_str());
    }
    std::printf("\n|---|--:|--:|--:|--:|--:|");
    if (baseline) std::printf("--:|--:|");
    for (std::size_t i = 0; i < methods.size(); ++i) std::printf("--:|");
    std::printf("--:|--:|");
    if (baseline) {
        for (std::size_t i = 0; i < methods.size(); ++i) std::printf("--:|");
    }
    std::printf("\n");
    std::fflush(stdout);

    int mismatches = 0;
    std::vector<bench::CaseResult> results;
    for (const auto& c : cases) {
        const auto adjacency = generate(c);
        const int n = static_cast<int>(adjacency.size());
        constexpr int hole = 0;
        if (!writeDir.empty()) {
            std::ofstream(writeDir + "/" + c.family + "-" + std::to_string(n) + ".txt") << bench::edgeList(adjacency);
        }
        auto parsed = catmouse::Graph::fromAdjacency(adjacency);
        if (!parsed) {
            std::fprintf(stderr, "%s %d: %s\n", c.family.c_str(), n, parsed.error().message.c_str());
            return 1;
        }
        const catmouse::Graph graph = *parsed;
        const double states = 2.0 * n * n;
        const double averageDegree = 2.0 * static_cast<double>(graph.edgeCount()) / n;

        // The baseline first, so each method's table can be compared with it
        // and then dropped (at 10,000 nodes a table is 800 MB).
        std::optional<bench::BaselineTable> theirs;
        Run base;
        if (baseline) {
            base = measure(minTime, minRuns, maxTime, [&] {
                theirs.reset();
                theirs.emplace(bench::baselineSolve(adjacency, hole));
            });
        }
        std::vector<Run> runs;
        std::optional<catmouse::Table> reference;  // the first method's table, for byte-for-byte checks
        std::uint32_t levels = 0;
        std::uint64_t decided = 0;
        for (const auto& m : methods) {
            std::optional<catmouse::Solution> ours;
            runs.push_back(measure(minTime, minRuns, maxTime, [&] {
                ours.reset();
                catmouse::SolveOptions options;
                options.method = m.method;
                options.threads = m.threads;
                // The rules are counted too (they share the graph's rows, which the caller holds already).
                auto solution = catmouse::solve(catmouse::Rules::make(graph, hole).value(), options);
                ours.emplace(std::move(solution).value());
            }));
            // The core's estimate (what memoryLimit is checked against) must cover what the solve took.
            const std::uint64_t estimate = catmouse::peakSolveBytes(graph, m.method, m.threads);
            if (runs.back().peak > estimate) {
                std::printf("\n\n*** %s on %s %d took %zu bytes at its peak, more than peakSolveBytes (%llu) ***\n\n",
                            m.label.c_str(), c.family.c_str(), n, runs.back().peak, static_cast<unsigned long long>(estimate));
                ++mismatches;
            }
            if (!reference) {
                reference = ours->table();
                for (std::size_t i = 0; i < ours->stateCount(); ++i) {
                    const std::int32_t remoteness = ours->table().remoteness(i);
                    if (remoteness >= 0) {
                        levels = std::max(levels, static_cast<std::uint32_t>(remoteness) + 1);
                        ++decided;
                    }
                }
                if (theirs) {
                    if (const auto difference = compare(*ours, *theirs, hole)) {
                        std::printf("\n\n*** MISMATCH on %s %d (%s vs baseline): %s ***\n\n", c.family.c_str(), n,
                                    m.label.c_str(), difference->c_str());
                        ++mismatches;
                    }
                }
            } else if (ours->table() != *reference) {
                std::printf("\n\n*** MISMATCH on %s %d: %s's table differs from %s's ***\n\n", c.family.c_str(), n,
                            m.label.c_str(), methods.front().label.c_str());
                ++mismatches;
            }
        }
        theirs.reset();
        const std::size_t oursIndex = static_cast<std::size_t>(
            std::find_if(methods.begin(), methods.end(), [](const MethodRun& m) { return m.label == "ours"; }) - methods.begin());
        const Run& mine = runs[oursIndex];

        std::printf("| %s | %s | %s | %s | %s | %s |", c.family.c_str(), withCommas(n).c_str(),
                    withCommas(graph.edgeCount()).c_str(), withCommas(static_cast<std::uint64_t>(states)).c_str(),
                    (fixed(100.0 * static_cast<double>(decided) / states, 0) + "%").c_str(), withCommas(levels).c_str());
        if (baseline) std::printf(" %s | %s |", seconds(base.seconds).c_str(), fixed(static_cast<double>(base.peak) / states, 2).c_str());
        for (const auto& r : runs) std::printf(" %s |", seconds(r.seconds).c_str());
        std::printf(" %s | %s |", fixed(mine.seconds * 1e9 / (states * averageDegree), 2).c_str(),
                    fixed(static_cast<double>(mine.peak) / states, 2).c_str());
        if (baseline) {
            for (const auto& r : runs) std::printf(" %s× |", fixed(base.seconds / r.seconds, 2).c_str());
        }
        std::printf("\n");
        std::fflush(stdout);
        const bool threaded = methods.back().threads > 1;
        Scaling scaling;
        if (threaded && n >= bench::kScalingFrom) {
            scaling = timeThreadRounds(
                maxTime, [&](int t) {
                    catmouse::SolveOptions options;
                    options.threads = t;
                    static_cast<void>(catmouse::solve(catmouse::Rules::make(graph, hole).value(), options).value());
                },
                methods.back().threads, independentSolvesFit(mine.peak, methods.back().threads));
        }
        results.push_back({c.family, n, baseline ? base.seconds / mine.seconds : 0, scaling.median, scaling.least, scaling.most,
                           scaling.rounds, scaling.independent, methods.back().threads, static_cast<double>(mine.peak) / states,
                           mine.seconds * 1e9 / (states * averageDegree)});
    }
    if (mismatches > 0) {
        std::printf("\n*** %d mismatch(es): the results above are not trustworthy ***\n", mismatches);
        return 1;
    }
    std::printf("\nall methods' tables are identical byte for byte%s\n",
                baseline ? ", and every position agrees with the baseline (outcome and remoteness)" : "");
    bench::printTargets(results);
    if (twoCats && !bench::runTwoCatTargets()) return 1;
    return 0;
}
