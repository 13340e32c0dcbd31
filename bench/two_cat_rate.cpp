// The rates the two-cat time estimate uses (core/src/solve/two_cat_cost.cpp):
// solves two cats on complete, dense random, sparse random and ring graphs
// and prints, per graph, the entries, the parent visits (estimated and
// done) and the CPU seconds, the numbers BENCHMARKS.md ("Two cats: the cost
// up front") fits its two rates to. Usage: catmouse_two_cat_rate [NAME N]...
// with NAME complete, dense, sparse or ring (no arguments: the fitted set).
// A graph too slow to finish is timed in part: NAME N --for S
// solves it for S CPU seconds and prints the parent visits a second its
// progress reports show between the end of the set-up and the stop.
// --method push|pull (first) solves by that method instead of Auto, and
// the estimate is that method's.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <string>
#include <utility>
#include <vector>

#include "catmouse/graph.hpp"
#include "catmouse/two_cat_cost.hpp"
#include "catmouse/two_cats.hpp"
#include "generators.hpp"

namespace {

using Adjacency = std::vector<std::vector<int>>;

// NAME N, or a family with its sizes: circulant:N:K (node a joined to a +- 1 .. K), ringcliques:C:K (C cliques of
// K nodes in a ring, one edge between neighbours), cliquetail:K:T (K_K and a path of T nodes from its node K - 1),
// barbell:K:T (two K_K joined by a path of T nodes), random:N:D (each node joined to D / 2 random others: degree
// about D).
Adjacency graphNamed(const std::string& spec, int size) {
    std::vector<int> parts;
    std::string name = spec;
    if (const auto colon = spec.find(':'); colon != std::string::npos) {
        name = spec.substr(0, colon);
        for (std::size_t at = colon; at != std::string::npos; at = spec.find(':', at + 1)) parts.push_back(std::stoi(spec.substr(at + 1)));
    }
    const auto part = [&parts, size](std::size_t i) { return i < parts.size() ? parts[i] : size; };
    int n = size;
    if (name == "ringcliques") n = part(0) * part(1);
    if (name == "cliquetail") n = part(0) + part(1);
    if (name == "barbell") n = 2 * part(0) + part(1);
    if (name == "circulant" || name == "random") n = part(0);
    Adjacency adjacency(static_cast<std::size_t>(n));
    const auto edge = [&adjacency](int a, int b) {
        if (a == b) return;
        adjacency[static_cast<std::size_t>(a)].push_back(b);
        adjacency[static_cast<std::size_t>(b)].push_back(a);
    };
    const auto clique = [&edge](int from, int k) {
        for (int a = from; a < from + k; ++a)
            for (int b = a + 1; b < from + k; ++b) edge(a, b);
    };
    bench::Rng rng(913);
    if (name == "ring") {
        for (int a = 0; a < n; ++a) edge(a, (a + 1) % n);
    } else if (name == "circulant") {
        for (int a = 0; a < n; ++a)
            for (int k = 1; k <= part(1); ++k) edge(a, (a + k) % n);
    } else if (name == "ringcliques") {
        const int k = part(1);
        for (int c = 0; c < part(0); ++c) {
            clique(c * k, k);
            edge(c * k + k - 1, (c * k + k) % n);
        }
    } else if (name == "cliquetail") {
        clique(0, part(0));
        for (int a = part(0) - 1; a + 1 < n; ++a) edge(a, a + 1);
    } else if (name == "barbell") {
        clique(0, part(0));
        clique(part(0) + part(1), part(0));
        for (int a = part(0) - 1; a < part(0) + part(1); ++a) edge(a, a + 1);
    } else if (name == "random") {
        for (int a = 0; a < n; ++a) {
            edge(a, (a + 1) % n);  // connected
            for (int k = 1; k < part(1) / 2; ++k) edge(a, static_cast<int>(rng.below(static_cast<std::uint32_t>(n))));
        }
    } else if (name == "sparse") {
        // A random tree plus as many random edges again (repeats dropped below).
        for (int a = 1; a < n; ++a) edge(a, static_cast<int>(rng.below(static_cast<std::uint32_t>(a))));
        for (int k = 1; k < n; ++k) {
            const int a = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
            const int b = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
            if (a != b) edge(a, b);
        }
    } else {
        const bool complete = name == "complete";
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                if (complete || b == a + 1 || rng.chance(1u << 31)) edge(a, b);
            }
        }
    }
    for (auto& row : adjacency) {
        std::sort(row.begin(), row.end());
        row.erase(std::unique(row.begin(), row.end()), row.end());
    }
    return adjacency;
}

double cpuSeconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

}  // namespace

// Parent visits a second over the first `seconds` of the walk, read from
// progress (the work done against itself plus the estimate's bound on the
// rest, two_cats.cpp): early in a long solve that is about the estimate, so
// the share's rise times the estimate is about the work done, nearly all of
// it parent visits on a dense graph (an under-count later on, as the bound
// left shrinks).
int timeInPart(const catmouse::Rules& rules, double seconds) {
    const catmouse::TwoCatWork work = catmouse::twoCatWork(rules);
    const double estimateNs = catmouse::twoCatNanoseconds(2 * work.entries, work.parentVisits);
    const double setUpNs = catmouse::twoCatNanoseconds(work.entries, 0);
    const double start = cpuSeconds();
    double fromTime = -1;
    double fromShare = 0;
    double lastTime = 0;
    double lastShare = 0;
    catmouse::SolveOptions options;
    options.maxSeconds = 0;
    options.progress = [&](std::uint64_t decided, std::uint64_t total) {
        const double now = cpuSeconds() - start;
        const double share = static_cast<double>(decided) / static_cast<double>(total);
        if (fromTime < 0 && share * estimateNs > 2 * setUpNs) {
            fromTime = now;
            fromShare = share;
        }
        lastTime = now;
        lastShare = share;
        return now < seconds;
    };
    static_cast<void>(catmouse::solveTwoCats(rules, options));
    const double visits = (lastShare - fromShare) * estimateNs / catmouse::twoCatNanoseconds(0, 1);
    std::printf("in part: %.0f parent visits in %.1f CPU s of the walk (after %.1f s): %.3g a second, %.2f ns each; estimated %.0f s in all\n", visits,
                lastTime - fromTime, fromTime, visits / (lastTime - fromTime), (lastTime - fromTime) / visits * 1e9, catmouse::twoCatSeconds(work));
    return 0;
}

catmouse::Method methodNamed(const std::string& name) {
    if (name == "push") return catmouse::Method::Push;
    if (name == "pull") return catmouse::Method::Pull;
    return catmouse::Method::Auto;
}

int main(int argc, char** argv) {
    std::vector<std::pair<std::string, int>> runs;
    catmouse::Method method = catmouse::Method::Auto;
    if (argc >= 3 && std::string(argv[1]) == "--method") {
        method = methodNamed(argv[2]);
        argv += 2;
        argc -= 2;
    }
    if (argc == 5 && std::string(argv[3]) == "--for") {
        auto graph = catmouse::Graph::fromAdjacency(graphNamed(argv[1], std::stoi(argv[2])));
        catmouse::Setup setup;
        setup.cat2 = 3;
        auto rules = catmouse::Rules::make(*std::move(graph), setup);
        return timeInPart(*rules, std::stod(argv[4]));
    }
    for (int i = 1; i + 1 < argc; i += 2) runs.emplace_back(argv[i], std::stoi(argv[i + 1]));
    if (runs.empty()) runs = {{"complete", 60}, {"complete", 100}, {"dense", 100}, {"dense", 140}, {"sparse", 200}, {"sparse", 300}, {"ring", 300}};
    std::printf("graph n entries visits_estimated visits_done levels levels_bound pulled pushed_visits pull_ops cpu_s estimated_s ratio work_ratio\n");
    for (const auto& [name, n] : runs) {
        auto graph = catmouse::Graph::fromAdjacency(graphNamed(name, n));
        if (!graph) return std::fprintf(stderr, "%s\n", graph.error().message.c_str()), 1;
        catmouse::Setup setup;
        setup.mouse = 1;
        setup.cat = 2;
        setup.cat2 = 3;
        setup.hole = 0;
        auto rules = catmouse::Rules::make(*std::move(graph), setup);
        if (!rules) return std::fprintf(stderr, "%s\n", rules.error().message.c_str()), 1;
        const catmouse::TwoCatWork work = catmouse::twoCatWork(*rules, method);
        catmouse::SolveOptions options;
        options.maxSeconds = 0;
        options.method = method;
        const double before = cpuSeconds();
        const auto solution = catmouse::solveTwoCats(*rules, options);
        const double spent = cpuSeconds() - before;
        if (!solution) return std::fprintf(stderr, "%s\n", solution.error().message.c_str()), 1;
        const catmouse::TwoCatWorkDone& done = solution->workDone();
        std::printf("%s %d %llu %llu %llu %llu %llu %llu %llu %llu %.2f %.2f %.2f %.2f\n", name.c_str(), solution->nodeCount(),
                    static_cast<unsigned long long>(work.entries), static_cast<unsigned long long>(work.parentVisits),
                    static_cast<unsigned long long>(solution->parentVisits()), static_cast<unsigned long long>(done.levels),
                    static_cast<unsigned long long>(work.levels), static_cast<unsigned long long>(done.pulledLevels), static_cast<unsigned long long>(done.pushedVisits),
                    static_cast<unsigned long long>(done.pullOps), spent, catmouse::twoCatSeconds(work), catmouse::twoCatSeconds(work) / spent,
                    catmouse::twoCatSeconds(work) * 1e9 / catmouse::twoCatNanoseconds(work.entries, done));
        std::fflush(stdout);
    }
}
