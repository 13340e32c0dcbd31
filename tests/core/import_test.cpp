// Every import format: detection, the readers against strings from nauty's
// formats.txt and an encoder written here from the spec (bit strings of '0'
// and '1', nothing shared with the reader), the JSON game file, edge lists
// given both ways, and the errors with their places.
#include <algorithm>
#include <random>

#include "catmouse/import.hpp"
#include "catmouse/report.hpp"
#include "support.hpp"

using namespace catmouse;

namespace {

using Edges = std::vector<std::pair<int, int>>;

Adjacency adjacencyOf(int n, const Edges& edges) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    for (const auto& [a, b] : edges) {
        adjacency[static_cast<std::size_t>(a)].push_back(b);
        adjacency[static_cast<std::size_t>(b)].push_back(a);
    }
    for (auto& list : adjacency) std::sort(list.begin(), list.end());
    return adjacency;
}

// formats.txt, "Bit vectors" and "Small nonnegative integers", as written there.
std::string characters(std::string bits) {
    while (bits.size() % 6 != 0) bits += '0';
    std::string out;
    for (std::size_t i = 0; i < bits.size(); i += 6) out += static_cast<char>(63 + std::stoi(bits.substr(i, 6), nullptr, 2));
    return out;
}
std::string binary(long long value, int width) {
    std::string bits;
    for (int i = width - 1; i >= 0; --i) bits += ((value >> i) & 1) ? '1' : '0';
    return bits;
}
std::string sizeOf(int n) { return n <= 62 ? std::string(1, static_cast<char>(n + 63)) : "~" + characters(binary(n, 18)); }

std::string encodeGraph6(int n, const Edges& edges) {
    const Adjacency adjacency = adjacencyOf(n, edges);
    std::string bits;
    for (int j = 1; j < n; ++j) {
        for (int i = 0; i < j; ++i) {
            const auto& list = adjacency[static_cast<std::size_t>(j)];
            bits += std::binary_search(list.begin(), list.end(), i) ? '1' : '0';
        }
    }
    return sizeOf(n) + characters(bits);
}

// formats.txt's sparse6 encoding, edges (x <= v) sorted by v then x, with its padding rule.
std::string encodeSparse6(int n, Edges edges) {
    int k = 0;
    while ((1 << k) < n) ++k;
    if (k == 0) k = 1;
    for (auto& [a, b] : edges) {
        if (a > b) std::swap(a, b);
    }
    std::sort(edges.begin(), edges.end(), [](const auto& p, const auto& q) { return std::pair(p.second, p.first) < std::pair(q.second, q.first); });
    std::string bits;
    int v = 0;
    for (const auto& [x, to] : edges) {
        if (to == v) {
            bits += '0' + binary(x, k);
        } else if (to == v + 1) {
            bits += '1' + binary(x, k);
            v = to;
        } else {
            bits += '1' + binary(to, k) + '0' + binary(x, k);
            v = to;
        }
    }
    std::size_t pad = (6 - bits.size() % 6) % 6;
    if (k < 6 && n == (1 << k) && v == n - 2 && pad > static_cast<std::size_t>(k)) {
        bits += '0';
        --pad;
    }
    bits += std::string(pad, '1');
    std::string out = ":" + sizeOf(n);
    for (std::size_t i = 0; i < bits.size(); i += 6) out += static_cast<char>(63 + std::stoi(bits.substr(i, 6), nullptr, 2));
    return out;
}

Imported imported(const std::string& text, Format format = Format::Auto) {
    auto result = importGame(text, format);
    INFO(text);
    if (!result) FAIL(result.error().message);
    return *std::move(result);
}

Error importError(const std::string& text, Format format = Format::Auto, bool directed = false) {
    auto result = importGame(text, format, directed);
    INFO(text);
    REQUIRE_FALSE(result.ok());
    return result.error();
}

const Edges kPetersen = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {0, 4}, {0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}, {5, 7}, {7, 9}, {6, 9}, {6, 8}, {5, 8}};

}  // namespace

TEST_CASE("the format is recognised by how the text starts") {
    CHECK(imported("[[1,3],[0],[3],[0,2]]").format == Format::Adjacency);
    CHECK(imported("graph = [[1,3],[0],[3],[0,2]]").format == Format::Adjacency);
    CHECK(imported("0 1\n0 3\n2 3\n").format == Format::EdgeList);
    CHECK(imported("# a comment\n0 1\n0 3\n2 3\n").format == Format::EdgeList);
    CHECK(imported("IheA@GUAo").format == Format::Graph6);
    CHECK(imported(">>graph6<<IheA@GUAo\n").format == Format::Graph6);
    CHECK(imported(":Fa@x^").format == Format::Sparse6);
    CHECK(imported(">>sparse6<<:Fa@x^").format == Format::Sparse6);
    CHECK(imported("{\"graph\": [[1,3],[0],[3],[0,2]]}").format == Format::Json);
    CHECK(imported("\xEF\xBB\xBF  IheA@GUAo\n").format == Format::Graph6);
    CHECK(importError("  \n").code == "parse.empty");
}

TEST_CASE("format names, for --format and options.format") {
    for (const Format format : {Format::Auto, Format::Adjacency, Format::EdgeList, Format::Graph6, Format::Sparse6, Format::Json}) {
        CHECK(formatNamed(formatName(format)) == format);
    }
    CHECK(std::string(formatName(Format::EdgeList)) == "edges");
    CHECK_FALSE(formatNamed("dot").has_value());
}

TEST_CASE("graph6: the examples of formats.txt and the Petersen graph") {
    // formats.txt: n = 5 with edges 0-2, 0-4, 1-3, 3-4 is "DQc".
    CHECK(imported("DQc").graph.toAdjacency() == adjacencyOf(5, {{0, 2}, {0, 4}, {1, 3}, {3, 4}}));
    CHECK(encodeGraph6(5, {{0, 2}, {0, 4}, {1, 3}, {3, 4}}) == "DQc");
    const Graph petersen = imported("IheA@GUAo").graph;
    CHECK(petersen.nodeCount() == 10);
    CHECK(petersen.edgeCount() == 15);
    for (int node = 0; node < 10; ++node) CHECK(petersen.degree(node) == 3);
    CHECK(petersen.toAdjacency() == adjacencyOf(10, kPetersen));
    // formats.txt's sparse6 example graph, as graph6.
    CHECK(imported("Fw??G").graph.toAdjacency() == adjacencyOf(7, {{0, 1}, {0, 2}, {1, 2}, {5, 6}}));
}

TEST_CASE("sparse6: the examples of formats.txt, padding included") {
    CHECK(imported(":Fa@x^").graph.toAdjacency() == adjacencyOf(7, {{0, 1}, {0, 2}, {1, 2}, {5, 6}}));
    CHECK(encodeSparse6(7, {{0, 1}, {0, 2}, {1, 2}, {5, 6}}) == ":Fa@x^");
    // n = 4 = 2^k with the last edge at node n - 2: the padding starts with a 0
    // bit, or a reader would see a loop at node 3.
    CHECK(encodeSparse6(4, {{0, 2}, {1, 2}}) == ":CoJ");
    CHECK(imported(":CoJ").graph.toAdjacency() == adjacencyOf(4, {{0, 2}, {1, 2}}));
    CHECK(imported(":CcKI").graph.toAdjacency() == adjacencyOf(4, {{0, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}, {2, 3}}));
}

TEST_CASE("graph6 and sparse6 read what an independent encoder writes, on random graphs of many sizes") {
    std::mt19937 random(20261123);
    for (int n : {3, 4, 5, 7, 8, 9, 16, 17, 32, 33, 62, 63, 64, 100, 130, 300}) {
        for (int round = 0; round < 4; ++round) {
            const double density = std::uniform_real_distribution<double>(0.02, 0.9)(random);
            Edges edges;
            for (int a = 0; a < n; ++a) {
                for (int b = a + 1; b < n; ++b) {
                    if (std::bernoulli_distribution(density)(random)) edges.emplace_back(a, b);
                }
            }
            INFO("n = " << n << ", " << edges.size() << " edges");
            const auto expected = adjacencyOf(n, edges);
            CHECK(imported(encodeGraph6(n, edges)).graph.toAdjacency() == expected);
            CHECK(imported(encodeSparse6(n, edges)).graph.toAdjacency() == expected);
        }
    }
}

TEST_CASE("graph6 and sparse6 reading holds the graph's rows and 4 bytes a node, checked against a memory limit before allocating") {
    std::mt19937 random(20261126);
    for (const int n : {3, 40, 300}) {
        Edges edges;
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                if (std::bernoulli_distribution(0.3)(random)) edges.emplace_back(a, b);
            }
        }
        INFO("n = " << n << ", " << edges.size() << " edges");
        // The rows fromRows keeps, and the fill cursors beside them.
        const std::uint64_t need = Graph::rowBytes(static_cast<std::uint64_t>(n), 2 * edges.size()) + 4 * (static_cast<std::uint64_t>(n) + 1);
        for (const auto& text : {encodeGraph6(n, edges), encodeSparse6(n, edges)}) {
            const auto read = importGame(text, Format::Auto, false, need);
            REQUIRE(read.ok());
            CHECK(read->graph.heapBytes() == Graph::rowBytes(static_cast<std::uint64_t>(n), 2 * edges.size()));
            CHECK(read->graph.toAdjacency() == adjacencyOf(n, edges));
            const auto refused = importGame(text, Format::Auto, false, need - 1);
            REQUIRE_FALSE(refused.ok());
            CHECK(refused.error().code == "limits.memory");
            const std::string name = text[0] == ':' ? "sparse6" : "graph6";
            CHECK(refused.error().message.rfind("this " + name + " graph (" + std::to_string(n) + " nodes, " + std::to_string(edges.size()) +
                                                    " edges) needs about ",
                                                0) == 0);
            CHECK(refused.error().message.find("to read, more than the memory limit of ") != std::string::npos);
        }
    }
}

TEST_CASE("adjacency and edge lists are checked against a memory limit before their rows are allocated") {
    std::mt19937 random(20261127);
    for (const int n : {3, 40, 300}) {
        Edges edges;
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                if (std::bernoulli_distribution(0.3)(random)) edges.emplace_back(a, b);
            }
        }
        edges.emplace_back(0, n - 1);  // every id up to n - 1 given
        std::sort(edges.begin(), edges.end());
        edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
        const auto nodes = static_cast<std::uint64_t>(n), arcs = 2 * static_cast<std::uint64_t>(edges.size());
        const Adjacency adjacency = adjacencyOf(n, edges);
        std::string lists = "[", once, bothWays;
        for (const auto& list : adjacency) {
            lists += lists.size() == 1 ? "[" : ",[";
            for (std::size_t i = 0; i < list.size(); ++i) lists += (i == 0 ? "" : ",") + std::to_string(list[i]);
            lists += "]";
        }
        lists += "]";
        for (const auto& [a, b] : edges) {
            once += std::to_string(a) + " " + std::to_string(b) + "\n";
            bothWays += std::to_string(a) + " " + std::to_string(b) + "\n" + std::to_string(b) + " " + std::to_string(a) + "\n";
        }
        INFO("n = " << n << ", " << edges.size() << " edges");
        struct Case {
            std::string text;
            std::uint64_t need;  // the rows, and 4 bytes a node beside them
            const char* name;
            std::string size;  // what the message counts
        };
        const std::string edgeCount = std::to_string(edges.size()) + " edges";
        const Case cases[] = {
            {lists, Graph::rowBytes(nodes, arcs) + 4 * nodes, "adjacency list", edgeCount},
            {"{\"graph\": " + lists + "}", Graph::rowBytes(nodes, arcs) + 4 * nodes, "adjacency list", edgeCount},
            // Each line's edge at its first node beside the graph's rows.
            {once, Graph::rowBytes(nodes, arcs / 2) + Graph::rowBytes(nodes, arcs) + 4 * nodes, "edge list", edgeCount},
            // The lines' rows are the graph's, refused before the lines are matched.
            {bothWays, Graph::rowBytes(nodes, arcs) + 4 * nodes, "edge list", std::to_string(arcs) + " lines"},
        };
        for (const auto& [text, need, name, size] : cases) {
            INFO(text.substr(0, 40));
            const auto read = importGame(text, Format::Auto, false, need);
            REQUIRE(read.ok());
            CHECK(read->graph.toAdjacency() == adjacency);
            CHECK(read->graph.heapBytes() == Graph::rowBytes(nodes, arcs));
            const auto refused = importGame(text, Format::Auto, false, need - 1);
            REQUIRE_FALSE(refused.ok());
            CHECK(refused.error().code == "limits.memory");
            CHECK(refused.error().message.rfind(std::string("this ") + name + " (" + std::to_string(n) + " nodes, " + size + ") needs about ", 0) ==
                  0);
            CHECK(refused.error().message.find("to read, more than the memory limit of ") != std::string::npos);
        }
    }
}

TEST_CASE("sparse6: an edge given twice is named at its second listing, a loop at its place") {
    const auto twice = importError(encodeSparse6(5, {{0, 1}, {1, 2}, {1, 2}, {3, 4}}));
    CHECK(twice.code == "graph.duplicate-edge");
    CHECK(twice.message.find("gives the edge 1-2 twice") != std::string::npos);
    CHECK(twice.column > 2);
    const auto first = importError(encodeSparse6(5, {{2, 3}, {0, 1}, {0, 1}}));
    CHECK(first.message.find("gives the edge 0-1 twice") != std::string::npos);
}

TEST_CASE("graph6 and sparse6 errors say what is wrong and where") {
    const auto bad = importError("Ihe A@GUAo");
    CHECK(bad.code == "parse.bad-graph6");
    CHECK(bad.column == 5);
    const auto character = importError("Ihe\xC3\xA9@GUAo", Format::Graph6);
    CHECK(character.code == "parse.bad-graph6");
    CHECK(character.message == "line 1, column 4: graph6 uses only the characters ? to ~ (ASCII 63 to 126), but found '\xC3\xA9' (U+00E9)");
    const auto shortOne = importError("IheA@GUA");
    CHECK(shortOne.message == "line 1, column 9: a graph6 string for 10 nodes has 8 characters after its node count; this one has 7: it is cut short");
    const auto longOne = importError("IheA@GUAoo");
    CHECK(longOne.column == 10);
    CHECK(longOne.message.find("the characters from here on are extra") != std::string::npos);
    CHECK(importError("IheA@GUAp").message.find("sets bits past the last pair of nodes") != std::string::npos);
    CHECK(importError("&DI?AO?").message.find("digraph6") != std::string::npos);
    CHECK(importError(";Fa@x^").message.find("incremental sparse6") != std::string::npos);
    CHECK(importError("IheA@GUAo\nIheA@GUAo").message.find("line 2, column 1: one graph per input") == 0);
    CHECK(importError(":Fa@x^", Format::Graph6).message == "line 1, column 1: a string that starts with ':' is sparse6, not graph6");
    // Too many nodes is said from the header, before any decoding.
    const auto huge = importError("~FcW");  // '~' and 18 bits: 000111 100100 011000 = 31,000 nodes
    CHECK(huge.code == "graph.too-large");
    CHECK(huge.column == 1);
    CHECK(importError(":An").code == "graph.too-small");  // one edge, two nodes
    CHECK(importError(":BF").code == "graph.self-loop");  // 000 111: (b 0, x 0) joins node 0 to itself
}

TEST_CASE("edge lists: each edge once or once each way, a mix is read with a warning naming the line") {
    const auto once = imported("0 1\n0 3\n2 3\n");
    const auto both = imported("0 1\n1 0\n0 3\n3 0\n2 3\n3 2\n");
    CHECK(both.graph.toAdjacency() == once.graph.toAdjacency());
    CHECK(once.warnings.empty());
    CHECK(both.warnings.empty());
    // Mostly both ways: the edge listed one way only is named.
    const auto missing = imported("0 1\n1 0\n0 3\n3 0\n2 3\n");
    CHECK(missing.graph.toAdjacency() == once.graph.toAdjacency());
    REQUIRE(missing.warnings.size() == 1);
    CHECK(missing.warnings[0].code == "parse.mixed-directions");
    CHECK(missing.warnings[0].line == 5);
    CHECK(missing.warnings[0].message ==
          "line 5, column 1: 1 edge is listed one way only (the first on this line) while 2 are listed both ways; each line is read as an undirected edge");
    // Mostly once: the edge given again the other way round is named.
    const auto extra = imported("0 1\n0 3\n2 3\n3 0\n");
    REQUIRE(extra.warnings.size() == 1);
    CHECK(extra.warnings[0].line == 2);
    // The same direction twice, or a third time, is still a repeat.
    CHECK(importError("0 1\n1 2\n\n1 2\n").message == "line 4, column 1: the edge 1-2 is already given on line 2: remove one");
    CHECK(importError("0 1\n1 2\n2 1\n1-2\n").message == "line 4, column 1: the edge 1-2 is already given on line 2 and the other way round: remove one");
}

TEST_CASE("the JSON game file: graph and rules, fields in any order, value and line skipped") {
    const auto game = imported(R"({
  "catmouse": 1,
  "hole": 0, "first": "cat",
  "graph": [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]],
  "mouse": 3, "cat": 4,
  "value": {"winner": "mouse", "outcome": 1, "plies": 3},
  "line": [{"mouse": 3, "cat": 4, "turn": "cat"}, {"mouse": 3, "cat": 2, "turn": "mouse", "note": "a \"quoted\" ]"}]
})");
    CHECK(game.format == Format::Json);
    CHECK(game.graph.toAdjacency() == support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]").toAdjacency());
    CHECK(game.rules.mouse == 3);
    CHECK(game.rules.cat == 4);
    CHECK(game.rules.hole == 0);
    CHECK(game.rules.first == Player::Cat);
    const auto bare = imported(R"({"graph": [[1,3],[0],[3],[0,2]]})");
    CHECK_FALSE(bare.rules.mouse.has_value());
    CHECK_FALSE(bare.rules.first.has_value());
    // The caller's options win over the file's rules, which win over the defaults.
    const Setup setup = setupFrom(TextRules{std::nullopt, 5, std::nullopt, std::nullopt}, game.rules);
    CHECK(setup.mouse == 3);
    CHECK(setup.cat == 5);
    CHECK(setup.first == Player::Cat);
    CHECK(setupFrom({}, bare.rules).mouse == Setup{}.mouse);
}

TEST_CASE("the JSON game file's errors keep line and column") {
    const auto type = importError("{\n  \"graph\": [[1,3],[0],[3],[0,2]],\n  \"mouse\": \"one\"\n}");
    CHECK(type.code == "parse.bad-field");
    CHECK(type.message == "line 3, column 12: \"mouse\" must be a node id (a whole number from 0) but found '\"'");
    const auto unknown = importError("{\"graph\": [[1,3],[0],[3],[0,2]], \"mosue\": 1}");
    CHECK(unknown.code == "parse.bad-field");
    CHECK(unknown.column == 34);
    CHECK(importError("{\"mouse\": 1}").message.find("no \"graph\" field") != std::string::npos);
    CHECK(importError("{\"graph\": [[1,3],[0],[3],[0,2]], \"graph\": []}").message.find("given twice") != std::string::npos);
    CHECK(importError("{\"graph\": \"0 1\"}").code == "parse.bad-field");
    CHECK(importError("{\"graph\": [[1,3],[0],[3],[0,2]], \"first\": \"dog\"}").code == "parse.bad-field");
    CHECK(importError("{\"graph\": [[1,3],[0],[3],[0,2]], \"catmouse\": 2}").code == "parse.bad-field");
    CHECK(importError("{\"graph\": [[1,3],[0],[3],[0,2]], \"hole\": -1}").code == "parse.negative-id");
    // The graph's own errors keep their places in the whole file.
    const auto inside = importError("{\n  \"graph\": [[1,3],[0],[3 0,2]]\n}");
    CHECK(inside.code == "parse.unexpected-token");
    CHECK(inside.line == 2);
    CHECK(inside.column == 26);
    // Too few nodes: said at the graph's '[' (there was no place before).
    const auto small = importError("{\"catmouse\": 1,\n  \"graph\": [[1],[0]]}");
    CHECK(small.code == "graph.too-small");
    CHECK(small.line == 2);
    CHECK(small.column == 12);
    CHECK(small.message.rfind("line 2, column 12: the graph has 2 nodes", 0) == 0);
    CHECK(importError("{\"graph\": [[1],[0],[]], \"line\": [1, 2}").code == "parse.unexpected-token");
    CHECK(importError("{\"graph\": [[1],[0],[]]} x").code == "parse.unexpected-token");
    // Deep nesting in a skipped field is walked with a stack, not recursion.
    const std::string deep = std::string(200000, '[') + std::string(200000, ']');
    CHECK(imported("{\"graph\": [[1,2],[0],[0]], \"line\": " + deep + "}").graph.nodeCount() == 3);
}

TEST_CASE("edge lists with arcs: any -> makes a directed graph, plain lines are edges both ways, --directed reads every line as an arc") {
    const auto mixed = imported("# a -> in a comment is not an arc\n0 -> 1\n1 2\n2->3\n");
    CHECK(mixed.graph.directed());
    CHECK(mixed.graph.toAdjacency() == Adjacency{{1}, {2}, {1, 3}, {}});
    CHECK(mixed.warnings.empty());
    const auto commentOnly = imported("0 1 # 0 -> 1 would be an arc\n1 2\n");
    CHECK_FALSE(commentOnly.graph.directed());
    const auto directed = importGame("0 1\n1 2\n2 0\n", Format::Auto, true);
    REQUIRE(directed.ok());
    CHECK(directed->graph.directed());
    CHECK(directed->graph.toAdjacency() == Adjacency{{1}, {2}, {0}});
    CHECK(directed->graph.edgeCount() == 3);
    // An arc both ways is two arcs, not a repeat; the same arc twice is.
    CHECK(imported("0 -> 1\n1 -> 0\n1 2\n").graph.toAdjacency() == Adjacency{{1}, {0, 2}, {1}});
    const auto twice = importError("0 -> 1\n1 2\n0 -> 1\n");
    CHECK(twice.code == "graph.duplicate-edge");
    CHECK(twice.line == 3);
    CHECK(importError("0 1\n1 2\n1 2\n", Format::Auto, true).message == "line 3, column 1: the arc 1 -> 2 is already given on line 2: remove one");
    // A negative id after an arrow is still a negative id.
    CHECK(importError("0 -> -1\n").code == "parse.negative-id");
    // Adjacency lists: the directed option drops the undirected check.
    CHECK(importError("[[1],[2],[0]]").code == "graph.not-undirected");
    const auto cycle = importGame("[[1],[2],[0]]", Format::Auto, true);
    REQUIRE(cycle.ok());
    CHECK(cycle->graph.directed());
}

TEST_CASE("the JSON game file carries the variant, and gameJson writes it back: a round trip") {
    const auto game = imported(R"({"graph": [[1],[2,3],[0],[0]], "directed": true, "holes": [3, 0], "catOnHole": "guards",
                                  "pass": true, "mouse": 1, "cat": 2})");
    CHECK(game.graph.directed());
    CHECK(game.rules.holes == std::vector<int>{3, 0});
    CHECK(game.rules.catOnHole == CatOnHole::Guards);
    CHECK(game.rules.flags == GivenFlags{{"pass", true}});
    const Setup setup = setupFrom({}, game.rules);
    CHECK(setup.variant.holes == std::vector<int>{3, 0});
    CHECK(setup.hole == 0);
    // The caller's hole replaces the file's hole set (one part of the rules).
    TextRules given;
    given.hole = 2;
    CHECK(setupFrom(given, game.rules).variant.holes.empty());
    CHECK(setupFrom(given, game.rules).hole == 2);

    std::mt19937 rng(14);
    for (int i = 0; i < 60; ++i) {
        const int n = std::uniform_int_distribution<int>(3, 9)(rng);
        const bool isDirected = i % 2 == 0;
        Adjacency adjacency(static_cast<std::size_t>(n));
        for (int a = 0; a < n; ++a) {
            for (int b = 0; b < n; ++b) {
                if (a == b || std::bernoulli_distribution(0.3)(rng) == false) continue;
                if (isDirected) adjacency[static_cast<std::size_t>(a)].push_back(b);
                else if (a < b) {
                    adjacency[static_cast<std::size_t>(a)].push_back(b);
                    adjacency[static_cast<std::size_t>(b)].push_back(a);
                }
            }
        }
        auto graph = Graph::fromAdjacency(adjacency, nullptr, isDirected ? Orientation::Directed : Orientation::Undirected);
        REQUIRE(graph.ok());
        Setup written;
        written.mouse = std::uniform_int_distribution<int>(0, n - 1)(rng);
        written.cat = std::uniform_int_distribution<int>(0, n - 1)(rng);
        written.first = i % 3 == 0 ? Player::Cat : Player::Mouse;
        if (i % 4 == 0) written.variant.holes = {n - 1, 0};
        else written.hole = std::uniform_int_distribution<int>(0, n - 1)(rng);
        if (!written.variant.holes.empty()) written.hole = 0;
        written.variant.catOnHole = static_cast<CatOnHole>(i % 3);
        written.variant.pass = i % 5 == 0;
        const std::string text = gameJson(*graph, written);
        INFO(text);
        const auto read = importGame(text);
        REQUIRE(read.ok());
        CHECK(read->graph == *graph);
        const Setup back = setupFrom({}, read->rules);
        CHECK(back.mouse == written.mouse);
        CHECK(back.cat == written.cat);
        CHECK(back.hole == written.hole);
        CHECK(back.first == written.first);
        CHECK(back.variant == written.variant);
        CHECK(gameJson(read->graph, back) == text);
    }
    // LeetCode 913's game writes none of the variant fields.
    CHECK(gameJson(support::graphOf("[[1,3],[0],[3],[0,2]]"), Setup{}) ==
          R"({"catmouse":1,"graph":[[1,3],[0],[3],[0,2]],"mouse":1,"cat":2,"hole":0,"first":"mouse"})");
}

TEST_CASE("the JSON game file's variant errors have places") {
    CHECK(importError(R"({"graph": [[1,3],[0],[3],[0,2]], "holes": 3})").code == "parse.bad-field");
    CHECK(importError(R"({"graph": [[1,3],[0],[3],[0,2]], "holes": []})").code == "parse.bad-field");
    CHECK(importError(R"({"graph": [[1,3],[0],[3],[0,2]], "catOnHole": "eats"})").code == "parse.bad-field");
    CHECK(importError(R"({"graph": [[1,3],[0],[3],[0,2]], "pass": 1})").code == "parse.bad-field");
    const auto conflict = importError(R"({"holes": [0], "graph": [[1,3],[0],[3],[0,2]], "hole": 0})");
    CHECK(conflict.code == "rules.conflicting-options");
    CHECK(conflict.column == 48);  // the later field's name
    CHECK(conflict.options == std::vector<std::string>{"hole", "holes"});
    const auto range = importError(R"({"graph": [[1,3],[0],[3],[0,2]], "hole": 4})");
    CHECK(range.code == "rules.node-out-of-range");
    CHECK(range.column == 42);
}

TEST_CASE("LeetCode's copied example: its 'Input: graph =' line with the list, and its 'Output: N' line") {
    const Graph plain = support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
    const Imported input = imported("Input: graph = [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
    CHECK(input.format == Format::Adjacency);
    CHECK(input.graph.toAdjacency() == plain.toAdjacency());
    CHECK_FALSE(input.expectedOutput.has_value());
    const Imported answered = imported("Input: graph = [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\nOutput: 0\n");
    CHECK(answered.graph.toAdjacency() == plain.toAdjacency());
    CHECK(answered.expectedOutput == std::optional<int>(0));
    CHECK(imported("  Input:graph=[[1,3],[0],[3],[0,2]]\r\nOutput:1").expectedOutput == std::optional<int>(1));
    // Output: alone after a bare list is not LeetCode's example: refused as before.
    CHECK(importError("[[1,3],[0],[3],[0,2]]\nOutput: 1").code == "parse.unexpected-token");
    const Error bad = importError("Input: graph = [[1,3],[0],[3],[0,2]]\nOutput: 3");
    CHECK(bad.code == "parse.unexpected-token");
    CHECK(bad.line == 2);
    CHECK(importError("Input: [[1,3],[0],[3],[0,2]]").code == "parse.unexpected-token");
}
