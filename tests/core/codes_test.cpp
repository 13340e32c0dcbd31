// Every error code the core gives, each reached by the input that causes it,
// in a test named after the code. docs/errors.md lists every code; the last
// test checks that each is named by a test here or listed in
// kReachedElsewhere (with the test that reaches it), and no other.
// tests/js/codes.test.mjs checks that JavaScript receives them.
#include <algorithm>
#include <atomic>
#include <map>
#include <set>
#include <sstream>

#include "catmouse/import.hpp"
#include "catmouse/two_cats.hpp"
#include "cli.hpp"
#include "support.hpp"

using namespace catmouse;

namespace {

std::string parseCode(const std::string& text) {
    const auto graph = parseGraph(text);
    REQUIRE_FALSE(graph.ok());
    return graph.error().code;
}

std::string graphCode(const Adjacency& adjacency) {
    const auto graph = Graph::fromAdjacency(adjacency);
    REQUIRE_FALSE(graph.ok());
    return graph.error().code;
}

std::string setupCode(const Setup& setup) {
    const auto rules = Rules::make(support::graphOf("[[1,3],[0],[3],[0,2]]"), setup);
    REQUIRE_FALSE(rules.ok());
    return rules.error().code;
}

}  // namespace

TEST_CASE("parse.unexpected-token") {
    CHECK(parseCode("[[1,3],[0],[3 0,2]]") == "parse.unexpected-token");
    CHECK(parseCode("[[1],[0]] x") == "parse.unexpected-token");
    CHECK(parseCode("0 1\nfoo\n") == "parse.unexpected-token");
    CHECK(parseCode("0 1 2\n") == "parse.unexpected-token");
}

TEST_CASE("parse.bad-number") {
    CHECK(parseCode("[[1.5]]") == "parse.bad-number");
    CHECK(parseCode("[[12345678901]]") == "parse.bad-number");
}

TEST_CASE("parse.negative-id") {
    CHECK(parseCode("[[-1]]") == "parse.negative-id");
    CHECK(parseCode("0 1\n1 -2\n") == "parse.negative-id");
}

TEST_CASE("parse.empty") {
    CHECK(parseCode("  \n") == "parse.empty");
    CHECK(parseCode("# only a comment\n") == "parse.empty");
}

TEST_CASE("parse.bad-encoding") {
    CHECK(parseCode("0 1\n1 2 # caf\xE9\n") == "parse.bad-encoding");
    CHECK(parseCode("0 1\n1 2\xED\xA0\xBD\n2 3\n") == "parse.bad-encoding");
}

TEST_CASE("graph.node-out-of-range") { CHECK(graphCode({{1}, {0, 5}, {}}) == "graph.node-out-of-range"); }

TEST_CASE("graph.self-loop") {
    CHECK(graphCode({{0}, {}, {}}) == "graph.self-loop");
    CHECK(parseCode("0 1\n2 2\n") == "graph.self-loop");
}

TEST_CASE("graph.duplicate-edge") {
    CHECK(graphCode({{1, 1}, {0}, {}}) == "graph.duplicate-edge");
    CHECK(parseCode("0 1\n0 1\n") == "graph.duplicate-edge");
    CHECK(parseCode("0 1\n1 0\n0-1\n") == "graph.duplicate-edge");
}

TEST_CASE("parse.bad-graph6") {
    const auto imported = importGame("IheA@GUA");
    REQUIRE_FALSE(imported.ok());
    CHECK(imported.error().code == "parse.bad-graph6");
}

TEST_CASE("parse.bad-field") {
    const auto imported = importGame("{\"graph\": [[1,3],[0],[3],[0,2]], \"first\": 1}");
    REQUIRE_FALSE(imported.ok());
    CHECK(imported.error().code == "parse.bad-field");
}

TEST_CASE("parse.mixed-directions (a warning)") {
    const auto imported = importGame("0 1\n1 0\n1 2\n");
    REQUIRE(imported.ok());
    REQUIRE(imported->warnings.size() == 1);
    CHECK(imported->warnings[0].code == "parse.mixed-directions");
}

TEST_CASE("graph.not-undirected") {
    const auto graph = parseGraph("[[1],[],[0]]");
    REQUIRE_FALSE(graph.ok());
    CHECK(graph.error().code == "graph.not-undirected");
    CHECK(graph.error().line == 1);  // codes come with the place, as before
}

TEST_CASE("graph.too-small") {
    CHECK(graphCode({}) == "graph.too-small");
    CHECK(parseCode("[[1],[0]]") == "graph.too-small");
}

TEST_CASE("graph.too-large") {
    CHECK(graphCode(Adjacency(static_cast<std::size_t>(kMaxNodes) + 1)) == "graph.too-large");
    CHECK(parseCode("0 30000\n") == "graph.too-large");
    CHECK(parseCode("[[1],[0,30000]]") == "graph.too-large");
}

TEST_CASE("graph.isolated-node") {
    const auto error = Rules::checkIsolated(support::graphOf("0 1\n1 5\n0 5\n"));
    REQUIRE(error);
    CHECK(error->code == "graph.isolated-node");
    CHECK_FALSE(Rules::checkIsolated(support::graphOf("[[1,3],[0],[3],[0,2]]")));
    // A directed graph's dead end (an arc in, none out) has an edge; a node with neither has none.
    CHECK_FALSE(Rules::checkIsolated(support::graphOf("0 -> 1\n1 -> 2\n2 -> 0\n2 -> 3\n")));
    const auto lone = Graph::fromAdjacency({{1}, {2}, {0}, {}}, nullptr, Orientation::Directed);
    REQUIRE(lone);
    CHECK(Rules::checkIsolated(*lone));
    // Allowed, the same nodes are a warning with the same code.
    const auto warning = Rules::isolatedWarning(support::graphOf("0 1\n1 5\n0 5\n"));
    REQUIRE(warning);
    CHECK(warning->code == "graph.isolated-node");
    CHECK(warning->message.rfind("nodes 2, 3 and 4 have no edges", 0) == 0);
    CHECK(Rules::isolatedNodes(*lone) == std::vector<int>{3});
    CHECK_FALSE(Rules::isolatedWarning(support::graphOf("[[1,3],[0],[3],[0,2]]")));
}

TEST_CASE("rules.node-out-of-range") {
    CHECK(setupCode({1, 2, 4}) == "rules.node-out-of-range");
    CHECK(setupCode({7, 2, 0}) == "rules.node-out-of-range");
    CHECK(setupCode({1, -1, 0}) == "rules.node-out-of-range");
    const auto tableRules = Rules::make(support::graphOf("[[1,3],[0],[3],[0,2]]"), 9);
    REQUIRE_FALSE(tableRules.ok());
    CHECK(tableRules.error().code == "rules.node-out-of-range");
}

TEST_CASE("rules.cat-on-hole") {
    CHECK(setupCode({1, 0, 0}) == "rules.cat-on-hole");
    Setup guards{1, 3, 0, Player::Mouse, Variant().withHoles({0, 3}).withCatOnHole(CatOnHole::Guards)};
    CHECK(setupCode(guards) == "rules.cat-on-hole");  // a start on a hole, whatever the cat may do there
}

TEST_CASE("rules.node-out-of-range: a hole of the hole set") {
    Setup setup;
    setup.variant.holes = {0, 4};
    CHECK(setupCode(setup) == "rules.node-out-of-range");
    const auto imported = importGame(R"({"graph": [[1,3],[0],[3],[0,2]], "holes": [0, 9]})");
    REQUIRE_FALSE(imported.ok());
    CHECK(imported.error().code == "rules.node-out-of-range");
    CHECK(imported.error().column == 47);  // the 9
}

TEST_CASE("rules.duplicate-hole") {
    Setup setup;
    setup.variant.holes = {3, 0, 3};
    CHECK(setupCode(setup) == "rules.duplicate-hole");
}

TEST_CASE("rules.conflicting-options") {
    TextRules given;
    given.hole = 0;
    given.holes = std::vector<int>{0, 3};
    REQUIRE(conflictingOptions(given).has_value());
    CHECK(conflictingOptions(given)->code == "rules.conflicting-options");
    CHECK(conflictingOptions(given)->options == std::vector<std::string>{"hole", "holes"});
    const auto both = importGame(R"({"graph": [[1,3],[0],[3],[0,2]], "hole": 0, "holes": [0]})");
    REQUIRE_FALSE(both.ok());
    CHECK(both.error().code == "rules.conflicting-options");
    CHECK(both.error().line == 1);
    const auto graph6 = importGame("IheA@GUAo", Format::Auto, true);
    REQUIRE_FALSE(graph6.ok());
    CHECK(graph6.error().code == "rules.conflicting-options");
    CHECK(graph6.error().options == std::vector<std::string>{"directed", "format"});
    const auto file = importGame(R"({"graph": [[1,3],[0],[3],[0,2]], "directed": false})", Format::Auto, true);
    REQUIRE_FALSE(file.ok());
    CHECK(file.error().code == "rules.conflicting-options");
}

TEST_CASE("rules.move-graphs-differ") {
    const auto rules = Rules::make(support::graphOf("[[1,3],[0],[3],[0,2]]"), support::graphOf("[[1],[0,2],[1]]"), 0);
    REQUIRE_FALSE(rules.ok());
    CHECK(rules.error().code == "rules.move-graphs-differ");
}
TEST_CASE("rules.mouse-on-hole") { CHECK(setupCode({0, 2, 0}) == "rules.mouse-on-hole"); }
TEST_CASE("rules.same-start") { CHECK(setupCode({2, 2, 0}) == "rules.same-start"); }

TEST_CASE("rules.same-cat-start: two cats on one node (tests/core/two_cats_test.cpp has the rest)") {
    Setup setup{1, 2, 0};
    setup.cat2 = 2;
    CHECK(setupCode(setup) == "rules.same-cat-start");
}

TEST_CASE("rules.visited-two-cats: a draw set for two cats") {
    Setup setup{1, 2, 0};
    setup.cat2 = 3;
    const auto rules = Rules::make(support::graphOf("[[1,3],[0],[3],[0,2]]"), setup);
    REQUIRE(rules.ok());
    const auto drawn = rules->withDraws({{1, 2, Player::Mouse}});
    REQUIRE(drawn.ok());
    const auto refused = solveTwoCats(*drawn);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == "rules.visited-two-cats");
}

TEST_CASE("grid.two-cats: a second cat for a grid") {
    const auto out = cli::run({"solve", "--cat2", "1"}, [](const std::string&, std::uint64_t) -> Expected<std::string> {
        return std::string(R"(grid = ["M.C...F"], catJump = 1, mouseJump = 4)");
    });
    CHECK(out.status == 2);
    CHECK(out.err.find("a LeetCode 1728 grid has one cat") != std::string::npos);
}

TEST_CASE("position.node-out-of-range, position.cat-on-hole, position.bad-turn: from queries") {
    const auto solution = support::solved(support::graphOf("[[1,3],[0],[3],[0,2]]"));
    CHECK(solution.value({4, 2, Player::Mouse}).error().code == "position.node-out-of-range");
    CHECK(solution.moves({1, -2, Player::Cat}).error().code == "position.node-out-of-range");
    CHECK(solution.line({1, 0, Player::Cat}).error().code == "position.cat-on-hole");
    CHECK(solution.value({1, 2, static_cast<Player>(2)}).error().code == "position.bad-turn");
}

TEST_CASE("limits.time: two cats estimated past maxSeconds are refused before solving") {
    Adjacency complete(400);
    for (int a = 0; a < 400; ++a)
        for (int b = 0; b < 400; ++b)
            if (a != b) complete[static_cast<std::size_t>(a)].push_back(b);
    Setup setup{1, 2, 0};
    setup.cat2 = 3;
    const auto rules = Rules::make(support::graphOf(complete), setup);
    REQUIRE(rules.ok());
    // K400, seconds since its first level is pulled: under the default limit, over a lowered one.
    SolveOptions lowered;
    lowered.maxSeconds = 2;
    const auto refused = solveTwoCats(*rules, lowered);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == "limits.time");
}

TEST_CASE("limits.memory: a memory limit below the need is refused before solving") {
    const auto graph = support::graphOf("[[1,3],[0],[3],[0,2]]");
    SolveOptions options;
    options.memoryLimit = peakSolveBytes(support::rulesOf(graph)) - 1;
    const auto refused = catmouse::solve(support::rulesOf(graph), options);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == "limits.memory");
    // Sizes in units that show them (no more "1 MB ... more than the memory limit of 0 MB"):
    // the table's 88 bytes in bytes, the need rounded up and the limit down, so they differ.
    const std::string& message = refused.error().message;
    CHECK(message.rfind("this 4-node graph needs about ", 0) == 0);
    CHECK(message.find("(a table of " + std::to_string(tableBytes(4)) + " bytes)") != std::string::npos);
    CHECK(message.find(" 0 MB") == std::string::npos);
    const auto need = message.substr(30, message.find(" of memory") - 30);
    const auto limit = message.substr(message.find("memory limit of ") + 16);
    CHECK(need != limit);
    options.memoryLimit = peakSolveBytes(support::rulesOf(graph));
    CHECK(catmouse::solve(support::rulesOf(graph), options).ok());
}

TEST_CASE("limits.input: the command lines stop reading past --max-input, limits.memory: graph6 reading under a memory limit") {
    // The command line prints messages, not codes; this is the Error behind the message.
    CHECK(cli::inputTooLarge(1024).code == "limits.input");
    const auto out = cli::run({"solve", "--max-input", "4"}, [](const std::string&, std::uint64_t) -> Expected<std::string> {
        return std::string("[[1,3],[0],[3],[0,2]]");
    });
    CHECK(out.err.rfind("catmouse: " + cli::inputTooLarge(4).message, 0) == 0);
    const auto read = importGame("IheA@GUAo", Format::Auto, false, 40);  // 10 nodes, 15 edges: 44 + 60 + 44 bytes
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().code == "limits.memory");
}

TEST_CASE("cancelled: by progress or by the cancel flag") {
    const auto graph = support::graphOf("[[1,3],[0],[3],[0,2]]");
    SolveOptions byProgress;
    byProgress.progress = [](std::uint64_t, std::uint64_t) { return false; };
    CHECK(catmouse::solve(support::rulesOf(graph), byProgress).error().code == "cancelled");

    const std::atomic<bool> flag{true};
    SolveOptions byFlag;
    byFlag.cancel = &flag;
    CHECK(catmouse::solve(support::rulesOf(graph), byFlag).error().code == "cancelled");
}

TEST_CASE("cli.bad-argument: the command line prints its message") {
    // The command line prints messages, not codes; these are the Errors behind them.
    const auto out = cli::run({"solve", "--cat", "x"}, [](const std::string&, std::uint64_t) -> Expected<std::string> { return std::string(); });
    CHECK(out.err == "catmouse: --cat needs a node id (a whole number from 0), got 'x'\n");
}

namespace {

std::string gridCode(const std::string& text, const GridJumps& jumps = {}) {
    const auto grid = parseGrid(text);
    if (!grid) return grid.error().code;
    const auto game = GridGame::make(*grid, jumps);
    REQUIRE_FALSE(game.ok());
    return game.error().code;
}

}  // namespace

TEST_CASE("grid.not-rectangular") { CHECK(gridCode(R"(["####F","#C..","M...."])") == "grid.not-rectangular"); }

TEST_CASE("grid.bad-cell") { CHECK(gridCode(R"(["####F","#Cx..","M...."])") == "grid.bad-cell"); }

TEST_CASE("grid.repeated-piece") { CHECK(gridCode(R"(["####F","#C..C","M...."])") == "grid.repeated-piece"); }

TEST_CASE("grid.missing-piece") { CHECK(gridCode(R"(["####.","#C...","M...."])") == "grid.missing-piece"); }

TEST_CASE("grid.bad-jump") {
    CHECK(gridCode(R"(grid = ["M.C...F"], catJump = 9, mouseJump = 2)") == "grid.bad-jump");
    CHECK(gridCode(R"(["M.C...F"])", {1, 0}) == "grid.bad-jump");
}

TEST_CASE("grid.missing-jump") { CHECK(gridCode(R"(["M.C...F"])", {1, std::nullopt}) == "grid.missing-jump"); }

TEST_CASE("a grid's text imports as a grid game, whose board places the pieces") {
    // The core reads the grid; the bindings refuse the options a board decides
    // (wasm/bindings/check.cpp, checkedGrid: grid.placed-by-board, grid.option-for-graph).
    const auto imported = importGame(R"(grid = ["M.C...F"], catJump = 1, mouseJump = 4)");
    REQUIRE(imported.ok());
    CHECK(imported->grid.has_value());
}

namespace {

// Documented codes that no core call here gives, and where each is reached.
const std::map<std::string, std::string> kReachedElsewhere = {
    {"table.bad-file", "tests/core/table_file_test.cpp"},
    {"table.bad-checksum", "tests/core/table_file_test.cpp"},
    {"table.unsupported-variant", "tests/core/table_file_test.cpp"},
    {"table.unsupported-version", "tests/core/table_file_test.cpp"},
    {"io.read", "tests/core/cli_test.cpp (the command line's reading)"},
    // The bindings' and the package's own (tests/js/codes.test.mjs).
    {"grid.placed-by-board", "wasm/bindings.cpp"},
    {"grid.option-for-graph", "wasm/bindings.cpp"},
    {"argument.type", "the package"},
    {"argument.unknown-option", "the package"},
    {"export.not-representable", "the package"},
    {"game.disposed", "the package"},
    {"game.two-cats", "the package"},
    {"solver.disposed", "the package"},
    {"solver.aborted", "the package"},
    {"solver.unavailable", "the package"},
    {"solver.needs-full", "wasm/bindings/two_cat_absent.cpp and formats_absent.cpp, the light module (tests/js/lite-module.test.mjs)"},
    {"panel.unavailable", "the element (tests/web/lazy-panels.test.mjs)"},
    {"limits.value-map", "the package's worker"},
    {"worker.failed", "the package's worker"},
    {"worker.unavailable", "the package's worker"},
    {"worker.no-game", "the package's worker"},
    {"worker.bad-request", "the package's worker"},
};

// Whether a test name names `code`: as a word of its own, before ':', ',', ' ' or the end.
bool names(const std::string& name, const std::string& code) {
    for (auto at = name.find(code); at != std::string::npos; at = name.find(code, at + 1)) {
        const auto end = at + code.size();
        const bool starts = at == 0 || name[at - 1] == ' ' || name[at - 1] == ',';
        const bool ends = end == name.size() || name[end] == ':' || name[end] == ',' || name[end] == ' ';
        if (starts && ends) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("every code of docs/errors.md is named by a test here or listed as reached elsewhere, and no other") {
    std::set<std::string> documented;
    std::istringstream words(CATMOUSE_DOCUMENTED_CODES);
    for (std::string code; words >> code;) documented.insert(code);
    REQUIRE(documented.size() > 40);  // the list was read (58 codes today)
    std::vector<std::string> here;
    for (const auto& test : Catch::getRegistryHub().getTestCaseRegistry().getAllTests())
        if (std::string(test.lineInfo.file).find("codes_test.cpp") != std::string::npos) here.push_back(test.name);
    for (const auto& code : documented) {
        const bool named = std::any_of(here.begin(), here.end(), [&](const std::string& name) { return names(name, code); });
        const bool elsewhere = kReachedElsewhere.count(code) == 1;
        INFO(code);
        CHECK(named != elsewhere);  // one or the other, not both
    }
    for (const auto& [code, where] : kReachedElsewhere) {
        INFO(code << " (" << where << ")");
        CHECK(documented.count(code) == 1);
    }
}
