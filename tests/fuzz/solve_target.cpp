// Bytes decoded into a graph and a hole, solved every way there is (a few
// ways per input, chosen by its first byte: solveChoice). Small graphs (3 to
// 12 nodes) are checked position by position against the independent
// reference solver (tests/core/reference.hpp) and through every query; wide ones
// (65 to 144 nodes, so 2 and 3 threads really split the rows) by verify and
// by the chosen methods and thread counts giving the same table.
// variantsTarget does the same for the rules' variants (directed graphs,
// several holes, the cat on a hole, passing, a move graph per player).
#include <algorithm>
#include <set>
#include <string>
#include <tuple>

#include "bytes.hpp"
#include "catmouse/solver.hpp"
#include "catmouse/table_file.hpp"
#include "catmouse/verify.hpp"
#include "checks.hpp"
#include "reference_compare.hpp"
#include "solve/methods.hpp"

namespace fuzz {
namespace {

using namespace catmouse;

std::string str(const Position& p) {
    return "(mouse " + std::to_string(p.mouse) + ", cat " + std::to_string(p.cat) + ", " + toString(p.turn) + " to move)";
}

std::string str(const Value& v) {
    return std::string(winnerName(v.outcome)) + (v.remoteness ? " in " + std::to_string(*v.remoteness) : "");
}

// The first byte, the size byte, picks the graph's size and which solves
// checkMethods compares with the one-thread Pull (solveChoice). Under 0xE0: a
// small graph of 3 + b % 10 nodes. From 0xE0 a wide one: bits 0-1 the base
// (1 a path, 2 a cycle, else empty), bits 2-4 the choice, and the next byte
// the size: 65 to 96 nodes, or 129 to 144 where the choice runs 3 threads (a
// thread per 64 rows, pull_push.cpp's threadsFor, so these are the smallest
// graphs that 2 and 3 threads really split; larger ones only cost time).
bool isWide(std::uint8_t size) { return size >= 0xE0; }
int wideChoice(std::uint8_t size) { return (size >> 2) & 7; }
int nodesFor(std::uint8_t size, Bytes& bytes) {
    if (!isWide(size)) return 3 + size % 10;
    const int choice = wideChoice(size);
    return choice >= 3 && choice <= 5 ? 129 + bytes.below(16) : 65 + bytes.below(32);
}

// Then the hole, then pairs of bytes as edges (self-loops and repeats skipped).
Adjacency decodeGraph(Bytes& bytes, int& hole, std::uint8_t& size) {
    size = bytes.byte();
    const bool wide = isWide(size);
    const int n = nodesFor(size, bytes);
    hole = bytes.below(n);
    Adjacency adjacency(static_cast<std::size_t>(n));
    std::set<std::pair<int, int>> edges;
    const auto join = [&](int a, int b) {
        if (a == b || !edges.insert({std::min(a, b), std::max(a, b)}).second) return;
        adjacency[static_cast<std::size_t>(a)].push_back(b);
        adjacency[static_cast<std::size_t>(b)].push_back(a);
    };
    const int base = wide ? size & 3 : 0;  // 1 path, 2 cycle
    for (int a = 0; base && a + 1 < n; ++a) join(a, a + 1);
    if (base == 2) join(n - 1, 0);
    while (!bytes.empty()) {
        const int a = bytes.below(n);
        join(a, bytes.below(n));
    }
    return adjacency;
}

Problem sameTable(const Table& table, const Table& expected, const std::string& name) {
    if (table == expected) return std::nullopt;
    if (table.size() != expected.size()) return name + ": a table of another size";
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (table.entry(i) != expected.entry(i)) return name + " differs from one-thread Pull at " + str(expected.position(i));
    }
    return name + ": same entries, other packing";
}

// A solve to compare with the one-thread Pull: a method on a thread count
// through the internal entry (which does not clamp threads to the cores), or
// through the public solve on one thread per core (`threads` 0).
struct Compared {
    Method method;
    int threads;
};

// Which solves an input compares, by its size byte (all of them across
// inputs, a few per input: a wide graph's solve under the sanitizers takes
// tens of milliseconds, many more when its threads wait on a busy machine).
// Below 65 nodes every thread count runs one thread, so small graphs run
// Auto and Push on one thread and the public solve of method (b / 10) % 3.
// A wide graph's choice: 0-2 Auto, Pull, Push on 2 threads; 3-5 the same on
// 3 threads; 6 the public solve on a thread per core, of method n % 3; 7
// (0xFC-0xFF: 0xFF is a favourite of the mutator, so the cheapest) Auto and
// Push on one thread.
std::vector<Compared> solveChoice(std::uint8_t size, int nodes) {
    const Method methods[] = {Method::Auto, Method::Pull, Method::Push};
    if (!isWide(size)) return {{Method::Auto, 1}, {Method::Push, 1}, {methods[size / 10 % 3], 0}};
    const int choice = wideChoice(size);
    if (choice < 6) return {{methods[choice % 3], 2 + choice / 3}};
    if (choice == 6) return {{methods[nodes % 3], 0}};
    return {{Method::Auto, 1}, {Method::Push, 1}};
}

// Each chosen solve gives the one-thread Pull's table, byte for byte.
Problem checkMethods(const Rules& rules, const Table& pull, std::uint8_t size) {
    const char* names[] = {"Auto", "Pull", "Push"};
    for (const Compared& compared : solveChoice(size, rules.nodeCount())) {
        const std::string name = names[static_cast<int>(compared.method)];
        if (compared.threads > 0) {
            const auto table = solveBitParallel(rules, compared.method, compared.threads, SolveControl{});
            const std::string what = name + " x" + std::to_string(compared.threads);
            if (!table) return what + " fails: " + describe(table.error());
            if (auto problem = sameTable(*table, pull, what)) return problem;
            continue;
        }
        SolveOptions options;
        options.method = compared.method;
        options.threads = 0;
        const auto solution = solve(rules, options);
        if (!solution) return "solve(" + name + ") fails: " + describe(solution.error());
        if (auto problem = sameTable(solution->table(), pull, "solve(" + name + ")")) return problem;
    }
    return std::nullopt;
}

bool legalMove(const Rules& rules, const Position& from, const Position& to) {
    bool found = false;
    rules.forEachMove(from, [&](int, const Position& next) { found = found || next == to; });
    return found;
}

// The queries at p: value, moves ranked best first for the side to move,
// and the line, which follows legal moves with the remoteness counting down
// to an end of the game, or (a draw) stays drawn and stops at its first repeat.
Problem checkQueries(const Solution& solution, const Position& p) {
    const Rules& rules = solution.rules();
    const auto value = solution.value(p);
    if (!value) return rules.isPosition(p) ? Problem("value" + str(p) + " fails: " + describe(value.error())) : std::nullopt;
    if (!rules.isPosition(p)) return "value" + str(p) + " answers for a non-position";

    const auto moves = solution.moves(p);
    if (!moves) return "moves" + str(p) + " fails";
    std::vector<int> legal;
    rules.forEachMove(p, [&](int to, const Position&) { legal.push_back(to); });
    std::vector<int> listed;
    const auto rank = [mover = p.turn](const Move& m) {
        const Value& v = m.value;
        if (v.outcome == Outcome::Draw) return std::make_tuple(1, 0L, m.to);
        const long plies = static_cast<long>(*v.remoteness);
        return v.outcome == winFor(mover) ? std::make_tuple(0, plies, m.to) : std::make_tuple(2, -plies, m.to);
    };
    for (std::size_t i = 0; i < moves->size(); ++i) {
        const Move& m = (*moves)[i];
        listed.push_back(m.to);
        if (!(m.value == solution.valueAt(Rules::after(p, m.to)))) return "moves" + str(p) + ": the move to " + std::to_string(m.to) + " has another value";
        if (i > 0 && !(rank((*moves)[i - 1]) < rank(m))) return "moves" + str(p) + " are not best first";
    }
    std::sort(listed.begin(), listed.end());
    if (listed != legal) return "moves" + str(p) + " are not the legal moves";

    const auto line = solution.line(p);
    if (!line || line->empty() || line->front() != p) return "line" + str(p) + " does not start at " + str(p);
    for (std::size_t i = 1; i < line->size(); ++i) {
        if (!legalMove(rules, (*line)[i - 1], (*line)[i])) return "line" + str(p) + " makes an illegal move at step " + std::to_string(i);
        const Value at = solution.valueAt((*line)[i]);
        if (at.outcome != value->outcome) return "line" + str(p) + " changes outcome at step " + std::to_string(i);
        if (value->remoteness && *at.remoteness + i != *value->remoteness) return "line" + str(p) + " loses time at step " + std::to_string(i);
    }
    if (value->remoteness) {
        if (line->size() != *value->remoteness + 1) return "line" + str(p) + " has " + std::to_string(line->size()) + " positions for " + str(*value);
        if (rules.terminal(line->back()) != value->outcome) return "line" + str(p) + " does not end in a " + str(*value);
    } else {
        std::set<std::size_t> seen;
        for (std::size_t i = 0; i + 1 < line->size(); ++i) {
            if (!seen.insert(solution.index((*line)[i])).second) return "drawn line" + str(p) + " repeats before its end";
        }
        if (!seen.count(solution.index(line->back()))) return "drawn line" + str(p) + " does not end at a repeat";
    }
    return std::nullopt;
}

// The variants target's input: the size byte as decodeGraph reads it, a
// byte of flags (bit 0 directed, bit 1 a move graph of the cat's own, bits
// 2-3 the cat-on-hole rule, bit 4 passing, bits 5-6 extra holes), the holes,
// then pairs of bytes as edges or arcs (triples with a first byte saying
// whose graph when the cat has its own). Repeats and self-loops are skipped.
struct VariantCase {
    reference::Game game;
    bool directed = false;
    Variant variant;
};

VariantCase decodeVariant(Bytes& bytes, std::uint8_t& size) {
    size = bytes.byte();
    const int n = nodesFor(size, bytes);
    const std::uint8_t flags = bytes.byte();
    VariantCase c;
    c.directed = flags & 1;
    const bool ownCat = flags & 2;
    c.variant.catOnHole = static_cast<CatOnHole>(((flags >> 2) & 3) % 3);
    c.variant.pass = flags & 16;
    const int holes = 1 + ((flags >> 5) & 3);
    for (int i = 0; i < holes; ++i) {
        const int h = bytes.below(n);
        if (std::find(c.variant.holes.begin(), c.variant.holes.end(), h) == c.variant.holes.end()) c.variant.holes.push_back(h);
    }
    std::sort(c.variant.holes.begin(), c.variant.holes.end());
    c.game.mouseSteps.assign(static_cast<std::size_t>(n), {});
    c.game.catSteps.assign(static_cast<std::size_t>(n), {});
    std::set<std::tuple<bool, int, int>> seen;
    const auto add = [&](bool cat, int a, int b) {
        if (a == b || !seen.insert({cat, a, b}).second) return;
        (cat ? c.game.catSteps : c.game.mouseSteps)[static_cast<std::size_t>(a)].push_back(b);
    };
    while (!bytes.empty()) {
        const bool cat = ownCat && (bytes.byte() & 1);
        const int a = bytes.below(n);
        const int b = bytes.below(n);
        add(cat, a, b);
        if (!c.directed) add(cat, b, a);
        if (!ownCat) {
            add(true, a, b);
            if (!c.directed) add(true, b, a);
        }
    }
    c.game.holes = c.variant.holes;
    c.game.catOnHole = static_cast<int>(c.variant.catOnHole);
    c.game.pass = c.variant.pass;
    return c;
}

}  // namespace

Problem variantsTarget(const std::uint8_t* data, std::size_t size) {
    Bytes bytes(data, size);
    std::uint8_t sizeByte = 0;
    const VariantCase c = decodeVariant(bytes, sizeByte);
    const Orientation orientation = c.directed ? Orientation::Directed : Orientation::Undirected;
    const auto mouseGraph = Graph::fromAdjacency(c.game.mouseSteps, nullptr, orientation);
    const auto catGraph = Graph::fromAdjacency(c.game.catSteps, nullptr, orientation);
    if (!mouseGraph || !catGraph) return "a decoded graph is refused";
    const auto rules = Rules::make(*mouseGraph, *catGraph, 0, c.variant);
    if (!rules) return "Rules::make refuses a decoded variant: " + describe(rules.error());

    SolveOptions options;
    options.method = Method::Pull;
    const auto solution = solve(*rules, options);
    if (!solution) return "Pull fails: " + describe(solution.error());
    if (auto problem = verify(*solution)) return "verify: " + *problem;
    const int n = rules->nodeCount();
    const bool small = n <= 12;
    if (small) {
        const std::string difference = reference::differenceFrom(*solution, c.game);
        if (!difference.empty()) return "against the reference: " + difference;
    }
    if (auto problem = checkMethods(*rules, solution->table(), sizeByte)) return problem;
    for (int t = 0; t < 2; ++t) {
        for (int m = 0; m < n; ++m) {
            for (int cat = 0; cat < n; ++cat) {
                if (!small && (m != 0 || cat >= 8)) continue;
                if (auto problem = checkQueries(*solution, {m, cat, static_cast<Player>(t)})) return problem;
            }
        }
    }
    return std::nullopt;
}

Problem solveTarget(const std::uint8_t* data, std::size_t size) {
    Bytes bytes(data, size);
    int hole = 0;
    std::uint8_t sizeByte = 0;
    const Adjacency adjacency = decodeGraph(bytes, hole, sizeByte);
    const auto graph = Graph::fromAdjacency(adjacency);
    if (!graph) return "a decoded graph is refused: " + describe(graph.error());
    if (auto problem = checkGraph(*graph)) return problem;
    const auto rules = Rules::make(*graph, hole);
    if (!rules) return "Rules::make refuses hole " + std::to_string(hole) + ": " + describe(rules.error());

    SolveOptions options;
    options.method = Method::Pull;
    const auto solution = solve(*rules, options);
    if (!solution) return "Pull fails: " + describe(solution.error());
    if (auto problem = verify(*solution)) return "verify: " + *problem;
    const bool small = !isWide(sizeByte);
    if (small) {
        const std::string difference = reference::differenceFrom(*solution, adjacency);
        if (!difference.empty()) return "against the reference: " + difference;
    }
    if (auto problem = checkMethods(*rules, solution->table(), sizeByte)) return problem;

    // The table file round trip: its reader checks every entry, as long as a
    // wide graph's solve, so wide graphs take it with choice 7 only.
    if (!isWide(sizeByte) || wideChoice(sizeByte) == 7) {
        const auto stored = readTableFile(writeTableFile(*solution));
        if (!stored) return "the table file does not read back: " + describe(stored.error());
        if (stored->hole != hole || stored->table != solution->table()) return "the table file reads back another table";
    }

    const int n = graph->nodeCount();
    for (int t = 0; t < 2; ++t) {
        for (int m = 0; m < n; ++m) {
            for (int c = 0; c < n; ++c) {
                // Every position of a small graph; in a wide one a few.
                if (!small && (m != 0 || c >= 8)) continue;
                if (auto problem = checkQueries(*solution, {m, c, static_cast<Player>(t)})) return problem;
            }
        }
    }
    return std::nullopt;
}

}  // namespace fuzz
