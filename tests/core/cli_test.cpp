// The command line in-process: arguments, input, JSON, exit status.
#include "support.hpp"

#include <set>

#include "catmouse/grid.hpp"
#include "catmouse/report.hpp"
#include "catmouse/solve_memory.hpp"
#include "catmouse/turn_limit.hpp"
#include "catmouse/two_cats.hpp"
#include "cli.hpp"

using namespace catmouse;

namespace {

cli::Output runWith(const std::vector<std::string>& args, const std::string& input) {
    return cli::run(args, [&input](const std::string& path, std::uint64_t) -> Expected<std::string> {
        if (path == "-" || path == "graph.txt") return input;
        return Error{"io.read", "cannot read '" + path + "': No such file or directory"};
    });
}

}  // namespace

TEST_CASE("solve prints one JSON object") {
    const auto out = runWith({"solve"}, "[[1,3],[0],[3],[0,2]]");
    CHECK(out.status == 0);
    CHECK(out.err.empty());
    CHECK(out.out ==
          "{\"outcome\":1,\"winner\":\"mouse\",\"plies\":1,\"line\":[{\"mouse\":1,\"cat\":2,\"turn\":\"mouse\"},"
          "{\"mouse\":0,\"cat\":2,\"turn\":\"cat\"}]}\n");
}

TEST_CASE("a draw has null plies") {
    const auto out = runWith({"solve", "-"}, "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
    CHECK(out.status == 0);
    CHECK(out.out.rfind("{\"outcome\":0,\"winner\":\"draw\",\"plies\":null,\"line\":[{\"mouse\":1,\"cat\":2,\"turn\":\"mouse\"}", 0) == 0);
}

TEST_CASE("rules options reach the solver") {
    // Path 0-1-2-3: the cat moving first from 2 catches the mouse on 1.
    const auto catFirst = runWith({"solve", "graph.txt", "--first", "cat"}, "0 1\n1 2\n2 3\n");
    CHECK(catFirst.out.rfind("{\"outcome\":2,\"winner\":\"cat\",\"plies\":1,", 0) == 0);
    const auto moved = runWith({"solve", "--mouse=3", "--cat", "1", "--hole=2"}, "0 1\n1 2\n2 3\n");
    CHECK(moved.out.rfind("{\"outcome\":1,\"winner\":\"mouse\",\"plies\":1,", 0) == 0);
}

TEST_CASE("the option --format names the format, a game file's rules apply unless an option overrides them, warnings go to stderr") {
    const std::string game = R"({"graph": [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]], "mouse": 3, "cat": 4, "first": "cat"})";
    const auto fromFile = runWith({"solve"}, game);
    CHECK(fromFile.status == 0);
    CHECK(fromFile.out.find("\"line\":[{\"mouse\":3,\"cat\":4,\"turn\":\"cat\"}") != std::string::npos);
    const auto overridden = runWith({"solve", "--mouse", "1"}, game);
    CHECK(overridden.out.find("\"line\":[{\"mouse\":1,\"cat\":4,\"turn\":\"cat\"}") != std::string::npos);
    CHECK(runWith({"solve", "--format", "graph6"}, "IheA@GUAo").status == 0);
    const auto wrong = runWith({"solve", "--format=graph6"}, "[[1,3],[0],[3],[0,2]]");
    CHECK(wrong.status == 2);
    CHECK(wrong.err.find("graph6") != std::string::npos);
    CHECK(runWith({"solve", "--format", "dot"}, "").err.rfind("catmouse: --format takes adjacency, edges, graph6, sparse6, json, grid or auto", 0) == 0);
    const auto mixed = runWith({"solve"}, "0 1\n1 0\n1 2\n");
    CHECK(mixed.status == 0);
    CHECK(mixed.err == "catmouse: warning: line 3, column 1: 1 edge is listed one way only (the first on this line) while 1 is listed both ways; each line is read as an undirected edge\n");
}

TEST_CASE("bad input: message on stderr, exit 2, nothing on stdout") {
    const auto check = [](const cli::Output& out, const std::string& message) {
        CHECK(out.status == 2);
        CHECK(out.out.empty());
        CHECK(out.err == "catmouse: " + message + "\n");
    };
    check(runWith({"solve"}, "[[1,3],[0],[3 0,2]]"), "line 1, column 15: expected ',' or ']' but found '0'");
    check(runWith({"solve"}, "[[1],[0,2],[1,3],[2,5]]"),
          "line 1, column 21: node 3 lists 5, which is not a node of this 4-node graph (ids run from 0 to 3)");
    check(runWith({"solve", "--cat", "0"}, "[[1,3],[0],[3],[0,2]]"),
          "the cat cannot start on the hole (node 0): pick another cat start or hole");
    check(runWith({"solve", "missing.json"}, ""), "cannot read 'missing.json': No such file or directory");
    check(runWith({"solve", "--mouse", "x"}, ""), "--mouse needs a node id (a whole number from 0), got 'x'");
    check(runWith({"solve", "--cat=-0"}, ""), "--cat needs a node id (a whole number from 0), got '-0'");
    check(runWith({"solve", "--hole", "+1"}, ""), "--hole needs a node id (a whole number from 0), got '+1'");
    check(runWith({"solve", "--first", "dog"}, ""), "--first takes 'mouse' or 'cat', got 'dog'");
    check(runWith({"solve", "--hole"}, ""), "--hole needs a value");
    check(runWith({"solve", "a", "b"}, ""), "give one input file, not 'a' and 'b'");
    check(runWith({"solve"}, ""),
          "the input is empty: give a JSON adjacency list like [[1,3],[0],[3],[0,2]], an edge list with one edge per line like 0 1, a "
          "graph6 or sparse6 string, or a catmouse game file ({\"graph\": ...})");
}

TEST_CASE("the option --allow-isolated keeps nodes without edges and still names them on stderr, as a warning") {
    const std::string gap = "0 1\n1 5\n0 5\n";
    const std::string named = "catmouse: warning: nodes 2, 3 and 4 have no edges: a token there cannot move (a gap in the node ids?)\n";
    for (const char* command : {"solve", "table"}) {
        const auto allowed = runWith({command, "--allow-isolated"}, gap);
        CHECK(allowed.status == 0);
        CHECK_FALSE(allowed.out.empty());
        CHECK(allowed.err == named);
    }
    // Every node has an edge: nothing to say.
    CHECK(runWith({"solve", "--allow-isolated"}, "0 1\n1 2\n2 0\n").err.empty());
    // Not allowed: the same nodes refuse the graph (the error, not the warning).
    CHECK(runWith({"solve"}, gap).err.rfind("catmouse: nodes 2, 3 and 4 have no edges", 0) == 0);
}

TEST_CASE("usage") {
    CHECK(runWith({}, "").status == 2);
    CHECK(runWith({"help"}, "").status == 0);
    CHECK(runWith({"--help"}, "").out.rfind("usage: catmouse solve", 0) == 0);
    const auto unknown = runWith({"play"}, "");
    CHECK(unknown.status == 2);
    CHECK(unknown.err.rfind("catmouse: unknown command 'play'", 0) == 0);
    CHECK(runWith({"solve", "--fast"}, "").err.rfind("catmouse: unknown option '--fast'", 0) == 0);
}

TEST_CASE("table prints every position in state-index order") {
    const auto out = runWith({"table", "--hole", "0"}, "[[1,3],[0],[3],[0,2]]");
    CHECK(out.status == 0);
    const auto solution = support::solved(support::graphOf("[[1,3],[0],[3],[0,2]]"));
    CHECK(out.out == tableJson(solution) + "\n");
    // Mouse to move on 1 with the cat on 2: index (0 * 4 + 1) * 4 + 2 = 6; mouse wins in 1.
    CHECK(out.out.rfind("{\"nodes\":4,\"hole\":0,\"outcome\":[3,1,1,1,3,2,1,", 0) == 0);
    CHECK(out.out.find("\"remoteness\":[-1,0,0,0,-1,0,1,") != std::string::npos);
    CHECK(runWith({"table", "--hole", "9"}, "[[1,3],[0],[3],[0,2]]").err ==
          "catmouse: the hole: node 9 is not a node of this 4-node graph (ids run from 0 to 3)\n");
}

TEST_CASE("a memory check can refuse a solve before it starts, one cat or two") {
    // The check sees the bytes the solve would hold: one cat's table or the two-cat one.
    std::vector<std::uint64_t> asked;
    const auto refuse = [&asked](const Rules& rules) -> std::optional<Error> {
        asked.push_back(solvePeakBytes(rules));
        return solveMemoryError(rules, "more than this test allows");
    };
    const auto read = [](const std::string&, std::uint64_t) -> Expected<std::string> { return std::string("[[1,3],[0],[3],[0,2]]"); };
    const auto one = cli::run({"solve"}, read, refuse);
    CHECK(one.status == 2);
    CHECK(one.out.empty());
    CHECK(one.err == "catmouse: " + memoryError(support::graphOf("[[1,3],[0],[3],[0,2]]"), "more than this test allows").message + "\n");
    const auto two = cli::run({"solve", "--mouse", "1", "--cat", "2", "--cat2", "3"}, read, refuse);
    CHECK(two.status == 2);
    CHECK(two.out.empty());
    CHECK(two.err.rfind("catmouse: two cats on this 4-node graph need about ", 0) == 0);
    CHECK(two.err.find("more than this test allows") != std::string::npos);
    const Graph graph = support::graphOf("[[1,3],[0],[3],[0,2]]");
    CHECK(asked == std::vector<std::uint64_t>{peakSolveBytes(support::rulesOf(graph)), twoCatPeakBytes(graph)});
    // The core's limits come first: more than 400 nodes never reaches the check.
    std::string ring = "[";
    for (int a = 0; a < 401; ++a) ring += (a ? ",[" : "[") + std::to_string((a + 400) % 401) + "," + std::to_string((a + 1) % 401) + "]";
    ring += "]";
    asked.clear();
    const auto big = cli::run(
        {"solve", "--mouse", "1", "--cat", "2", "--cat2", "3"}, [&ring](const std::string&, std::uint64_t) -> Expected<std::string> { return ring; },
        refuse);
    CHECK(big.status == 2);
    CHECK(big.err.find("two cats are solved on graphs of at most 400 nodes") != std::string::npos);
    CHECK(asked.empty());
}

// The grid game (LeetCode 1728): the exact value beside the turn limit's answer.
TEST_CASE("solve on a grid prints the exact value and the 1,000-turn answer") {
    const auto out = runWith({"solve"}, R"(grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2)");
    CHECK(out.status == 0);
    CHECK(out.err.empty());
    CHECK(out.out.find("exact game:  the mouse wins in 5 moves\n1,000-turn rule:  the mouse wins (LeetCode's answer: true)\n") !=
          std::string::npos);
    CHECK(out.out.find("line: mouse (2,0)->(2,2), ") != std::string::npos);
    const auto example = catmouse::solve(*GridGame::make(*parseGrid(R"(["####F","#C...","M...."])"), {1, 2})->rules());
    CHECK(out.out.find("the two answers agree at the start and at every position.\nThe slowest forced mouse win takes " +
                       std::to_string(longestMouseWin(*example)) + " moves.\n") != std::string::npos);
    // The rows alone, with the jumps as options; --json.
    const auto json = runWith({"solve", "--cat-jump", "1", "--mouse-jump=3", "--json"}, R"(["M.C...F"])");
    CHECK(json.status == 0);
    CHECK(json.out.rfind("{\"format\":\"grid\",\"rows\":1,\"columns\":7,\"catJump\":1,\"mouseJump\":3,"
                         "\"exact\":{\"outcome\":2,\"winner\":\"cat\",\"plies\":8},"
                         "\"turnLimit\":{\"turns\":1000,\"outcome\":2,\"winner\":\"cat\",\"mouseWins\":false},"
                         "\"line\":[{\"mouse\":[0,0],\"cat\":[0,2],\"turn\":\"mouse\"},",
                         0) == 0);
    CHECK(json.out.find("\"differences\":{\"count\":0,") != std::string::npos);
    // One row a line, named.
    CHECK(runWith({"solve", "--format", "grid", "--cat-jump", "1", "--mouse-jump", "4"}, "M.C...F\n").out.find("LeetCode's answer: true") !=
          std::string::npos);
}

TEST_CASE("solve on a grid lists where the turn limit changes the answer") {
    // LeetCode-Feedback issue 24500's maze: the mouse's forced win takes 75 moves.
    const std::string maze = "[\"C#......\",\"M..####.\",\"###.....\",\"....####\",\".####...\",\"......#.\",\"#######.\",\"F.......\"]\n1\n1\n";
    const auto solution = [&] {
        auto game = GridGame::make(*parseGrid(maze));
        return *catmouse::solve(*game->rules());
    }();
    const Value start = solution.valueAt(*solution.rules().start());
    REQUIRE(start.outcome == Outcome::MouseWins);
    const std::string plies = std::to_string(*start.remoteness);
    const std::string below = std::to_string(*start.remoteness - 1);
    const auto capped = runWith({"solve", "--turn-limit", below}, maze);
    CHECK(capped.status == 0);
    CHECK(capped.out.find("exact game:  the mouse wins in " + plies + " moves\n" + below + "-turn rule:  the cat wins (LeetCode's answer: false)\n") !=
          std::string::npos);
    CHECK(capped.out.find("the two answers differ at the start; of the positions in play they differ at ") != std::string::npos);
    CHECK(capped.out.find("  mouse (1,0), cat (0,0), mouse to move: exact the mouse wins in " + plies + " moves; under the turn rule the cat wins\n") !=
          std::string::npos);
    const auto json = runWith({"solve", "--turn-limit", below, "--json"}, maze);
    const auto found = turnLimitDifferences(solution, *start.remoteness - 1, *solution.rules().start(), 5);
    CHECK(json.out.find("\"turnLimit\":{\"turns\":" + below + ",\"outcome\":2,\"winner\":\"cat\",\"mouseWins\":false}") != std::string::npos);
    CHECK(json.out.find("\"differences\":{\"count\":" + std::to_string(found.count()) + ",\"draws\":" + std::to_string(found.draws) +
                        ",\"slowMouseWins\":" + std::to_string(found.slowMouseWins) + ",\"longestMouseWin\":" + plies +
                        ",\"examples\":[{\"mouse\":[1,0],\"cat\":[0,0],\"turn\":\"mouse\",\"exact\":{\"outcome\":1,\"winner\":\"mouse\",\"plies\":" +
                        plies + "},\"turnLimit\":{\"outcome\":2,\"winner\":\"cat\"}}") != std::string::npos);
    // Under LeetCode's 1,000 turns the answers agree at the start.
    CHECK(runWith({"solve"}, maze).out.find("1,000-turn rule:  the mouse wins (LeetCode's answer: true)") != std::string::npos);
    // Draws are the cat's under the limit: a board where the cat cannot reach the food nor the mouse.
    const auto walled = runWith({"solve"}, R"(grid = ["M.#..","..#C.","..#.F"], catJump = 1, mouseJump = 1)");
    CHECK(walled.out.find(" draws (the cat's under the turn rule) and 0 mouse wins in more than 1,000 moves. For example:\n") != std::string::npos);
    CHECK(walled.out.find(": exact a draw (with best play a position repeats); under the turn rule the cat wins\n") != std::string::npos);
}

TEST_CASE("grid input errors on the command line") {
    const auto check = [](const cli::Output& out, const std::string& message) {
        CHECK(out.status == 2);
        CHECK(out.out.empty());
        CHECK(out.err == "catmouse: " + message + "\n");
    };
    check(runWith({"solve"}, R"(["M.C...F"])"),
          "the grid game needs catJump (from 1 to 8): write , catJump = N after the grid, or give it as an option");
    check(runWith({"solve", "--cat-jump", "9", "--mouse-jump", "1"}, R"(["M.C...F"])"), "catJump is 9; it must be from 1 to 8 (LeetCode's range)");
    check(runWith({"solve", "--cat-jump", "x"}, R"(["M.C...F"])"), "--cat-jump needs a jump length, a whole number of cells from 1 to 8, got 'x'");
    check(runWith({"solve"}, R"(["M.C..","F"], catJump = 1, mouseJump = 1)"),
          "line 1, column 11: row 1 has 1 cell but row 0 has 5; a grid is a rectangle");
    check(runWith({"solve", "--cat", "3"}, R"(["M.C...F"], catJump = 1, mouseJump = 1)"),
          "a grid places the mouse, the cat and the food and has LeetCode 1728's rules: edit the grid instead of giving --mouse, --cat, --hole, "
          "--holes, --cat-on-hole or --pass");
    check(runWith({"solve", "--mouse-jump", "2"}, "[[1,3],[0],[3],[0,2]]"), "--mouse-jump is for a grid (LeetCode 1728), and this input is a graph");
    check(runWith({"solve", "--pass"}, R"(["M.C...F"], catJump = 1, mouseJump = 1)"),
          "a grid places the mouse, the cat and the food and has LeetCode 1728's rules: edit the grid instead of giving --mouse, --cat, --hole, "
          "--holes, --cat-on-hole or --pass");
    check(runWith({"table", "--binary"}, R"(["M.C...F"], catJump = 1, mouseJump = 1)"),
          "--binary cannot store a table with the cat winning on the food (a grid): the binary format has one hole the cat may not enter; write "
          "the JSON table instead");
    // The JSON table: node ids are the open cells in row order; the food (node 6) is the hole.
    CHECK(runWith({"table"}, R"(["M.C...F"], catJump = 1, mouseJump = 1)").out.rfind("{\"nodes\":7,\"hole\":6,", 0) == 0);
}

namespace {

// The start's value by the independent reference, as the CLI's JSON starts it.
std::string referenceStart(const reference::Game& game, const Position& start) {
    const auto table = reference::referenceSolve(game);
    const auto& e = table[static_cast<int>(start.turn)][start.mouse][start.cat];
    const char* winners[] = {"draw", "mouse", "cat"};
    return "{\"outcome\":" + std::to_string(e.outcome) + ",\"winner\":\"" + winners[e.outcome] +
           "\",\"plies\":" + (e.remoteness < 0 ? std::string("null") : std::to_string(e.remoteness)) + ",";
}

reference::Game gameOf(const Adjacency& steps, std::vector<int> holes, int catOnHole, bool pass) {
    reference::Game game;
    game.mouseSteps = steps;
    game.catSteps = steps;
    game.holes = std::move(holes);
    game.catOnHole = catOnHole;
    game.pass = pass;
    return game;
}

}  // namespace

TEST_CASE("variant options: --pass, --holes, --cat-on-hole reach the solver, the start's value is the reference's") {
    const std::string regression = "[[8],[2,4,6,9],[1,7,8],[5,7,8,9],[1,6],[3,7,9],[1,4,7],[2,3,5,6],[0,2,3,9],[1,3,5,8]]";
    const Adjacency graph = support::graphOf(regression).toAdjacency();
    const Position start = Setup{}.start();
    struct Run {
        std::vector<std::string> args;
        reference::Game game;
    };
    const std::vector<Run> runs = {
        {{"solve"}, gameOf(graph, {0}, 0, false)},
        {{"solve", "--pass"}, gameOf(graph, {0}, 0, true)},
        {{"solve", "--holes", "0,4"}, gameOf(graph, {0, 4}, 0, false)},
        {{"solve", "--holes=5,0", "--cat-on-hole", "guards"}, gameOf(graph, {0, 5}, 1, false)},
        {{"solve", "--cat-on-hole=wins"}, gameOf(graph, {0}, 2, false)},
        {{"solve", "--cat-on-hole", "guards", "--pass"}, gameOf(graph, {0}, 1, true)},
    };
    std::set<std::string> outcomes;
    for (const auto& run : runs) {
        const auto out = runWith(run.args, regression);
        INFO(out.err);
        REQUIRE(out.status == 0);
        CHECK(out.out.rfind(referenceStart(run.game, start), 0) == 0);
        outcomes.insert(out.out.substr(0, out.out.find(",\"line\"")));
    }
    CHECK(outcomes.size() >= 4);  // the options change the answer, not only the flags parsed
    // The default game: the cat wins in 24; passing lets the mouse stall it to a draw.
    CHECK(runWith({"solve"}, regression).out.rfind("{\"outcome\":2,\"winner\":\"cat\",\"plies\":24,", 0) == 0);
    CHECK(runWith({"solve", "--pass"}, regression).out.rfind("{\"outcome\":0,", 0) == 0);
}

TEST_CASE("arcs: an edge list with -> is directed (plain lines both ways), --directed reads every line or list as arcs") {
    // 1 -> 0 is one way: the mouse on 1 steps into the hole; from 0 nothing leads back.
    const std::string text = "1 -> 0\n1 2\n2 3\n3 -> 1\n";
    const auto out = runWith({"solve"}, text);
    REQUIRE(out.status == 0);
    CHECK(out.err.empty());
    CHECK(out.out.rfind("{\"outcome\":1,\"winner\":\"mouse\",\"plies\":1,", 0) == 0);
    // The same text as the reference reads it: arcs 1->0, 1->2, 2->1, 2->3, 3->2, 3->1.
    const Adjacency steps = {{}, {0, 2}, {1, 3}, {1, 2}};
    for (const std::string& first : {"mouse", "cat"}) {
        for (int mouse = 1; mouse < 4; ++mouse) {
            for (int cat = 1; cat < 4; ++cat) {
                if (cat == mouse) continue;
                const auto solved = runWith({"solve", "--mouse", std::to_string(mouse), "--cat", std::to_string(cat), "--first", first}, text);
                REQUIRE(solved.status == 0);
                const Position start{mouse, cat, first == "cat" ? Player::Cat : Player::Mouse};
                CHECK(solved.out.rfind(referenceStart(gameOf(steps, {0}, 0, false), start), 0) == 0);
            }
        }
    }
    // --directed: "0 1" is the arc 0 -> 1 only, and an adjacency list's lists are arcs.
    const auto path = runWith({"table", "--directed"}, "0 1\n1 2\n2 3\n");
    const auto pathAsArcs = runWith({"table"}, "0 -> 1\n1 -> 2\n2 -> 3\n");
    REQUIRE(path.status == 0);
    CHECK(path.out.find("\"directed\":true") != std::string::npos);
    CHECK(path.out == pathAsArcs.out);
    CHECK(runWith({"table", "--directed"}, "[[1],[2],[3],[]]").out == pathAsArcs.out);
    CHECK(runWith({"table"}, "0 1\n1 2\n2 3\n").out != pathAsArcs.out);
}

TEST_CASE("variant tables: the JSON table names the variant, --binary refuses what its format cannot hold") {
    const std::string graph = "[[1,3],[0,2],[1,3],[0,2]]";
    const auto out = runWith({"table", "--holes", "0,2", "--cat-on-hole", "wins", "--pass"}, graph);
    REQUIRE(out.status == 0);
    CHECK(out.out.rfind("{\"nodes\":4,\"hole\":0,\"holes\":[0,2],\"catOnHole\":\"wins\",\"pass\":true,\"outcome\":[", 0) == 0);
    Setup setup;
    setup.variant = Variant().withHoles({0, 2}).withCatOnHole(CatOnHole::Wins).withPass(true);
    auto rules = Rules::make(support::graphOf(graph), 0, setup.variant);
    REQUIRE(rules.ok());
    const auto solution = catmouse::solve(*rules);
    REQUIRE(solution.ok());
    CHECK(out.out == tableJson(*solution) + "\n");
    const auto binary = runWith({"table", "--binary", "--holes", "0,2"}, graph);
    CHECK(binary.status == 2);
    CHECK(binary.err.find("--binary") != std::string::npos);
    CHECK(binary.err.find("--holes") != std::string::npos);
    CHECK(runWith({"table", "--binary", "--pass"}, graph).status == 0);
}

TEST_CASE("variant options: bad values and contradictions are refused, naming the options") {
    const auto check = [](const cli::Output& out, const std::string& message) {
        CHECK(out.status == 2);
        CHECK(out.out.empty());
        CHECK(out.err == "catmouse: " + message + "\n");
    };
    const std::string graph = "[[1,3],[0,2],[1,3],[0,2]]";
    check(runWith({"solve", "--hole", "0", "--holes", "0,2"}, graph),
          "the options hole and holes both say where the holes are: give one (holes for several)");
    check(runWith({"solve", "--holes", "0,,2"}, graph), "--holes needs node ids separated by commas, like 0,5; got '0,,2'");
    check(runWith({"solve", "--holes", "0,9"}, graph), "a hole: node 9 is not a node of this 4-node graph (ids run from 0 to 3)");
    check(runWith({"solve", "--holes", "0,1"}, graph), "the mouse cannot start on a hole (node 1): pick another mouse start or hole");
    check(runWith({"solve", "--holes", "3,2", "--cat-on-hole", "guards"}, graph),
          "the cat cannot start on a hole (node 2): pick another cat start or hole");
    check(runWith({"solve", "--holes", "0,3,0"}, graph), "node 0 is in the hole set twice: list each hole once");
    check(runWith({"solve", "--cat-on-hole", "eats"}, graph), "--cat-on-hole takes barred, guards or wins, got 'eats'");
    check(runWith({"solve", "--directed"}, "IheA@GUAo"),
          "the option directed cannot be used with the format graph6: graph6 holds undirected graphs only (give an adjacency list or an edge list "
          "with arcs)");
    check(runWith({"solve", "--directed"}, R"({"graph": [[1,3],[0,2],[1,3],[0,2]], "directed": false})"),
          "line 1, column 50: the option directed contradicts this file's \"directed\": false: drop one");
    check(runWith({"solve"}, "0 -> 1\n1 2\n2 -> 1\n"),
          "line 3, column 1: the arc 2 -> 1 is already given on line 2 (a line without -> gives an edge both ways): remove one");
    check(runWith({"solve"}, "0 -> 1\n1 -> 1\n"), "line 2, column 1: node 1 is joined to itself: remove the self-loop");
    CHECK(runWith({"--help"}, "").out.find("--cat-on-hole") != std::string::npos);
}

TEST_CASE("the input is read up to --max-input (default 256 MB) and refused past it, saying how to raise it") {
    std::vector<std::uint64_t> asked;
    const auto reader = [&asked](const std::string& text) {
        return [&asked, text](const std::string&, std::uint64_t limit) -> Expected<std::string> {
            asked.push_back(limit);
            return text;  // a reader that ignores the limit: run() refuses past it all the same
        };
    };
    const std::string example = "[[1,3],[0],[3],[0,2]]";
    CHECK(cli::run({"solve"}, reader(example)).status == 0);
    CHECK(asked.back() == cli::kDefaultInputLimit);
    CHECK(cli::kDefaultInputLimit == 256u << 20);
    CHECK(cli::run({"solve", "--max-input", std::to_string(example.size())}, reader(example)).status == 0);
    const auto over = cli::run({"solve", "--max-input=20"}, reader(example));
    CHECK(asked.back() == 20);
    CHECK(over.status == 2);
    CHECK(over.out.empty());
    CHECK(over.err.rfind("catmouse: the input is larger than 20 bytes, the input limit (--max-input, 256 MB unless given;", 0) == 0);
    CHECK(over.err.find("give a larger one, like --max-input 1G") != std::string::npos);
    CHECK(cli::inputTooLarge(20).code == "limits.input");
    // Sizes: bytes, or K, M, G (binary units).
    cli::run({"solve", "--max-input", "3k"}, reader(example));
    CHECK(asked.back() == 3072);
    cli::run({"table", "--max-input", "2G"}, reader(example));
    CHECK(asked.back() == (std::uint64_t{2} << 30));
    for (const std::string bad : {"0", "-5", "1.5M", "12X", "", "99999999999999"}) {
        CHECK(cli::run({"solve", "--max-input", bad}, reader(example)).err.rfind("catmouse: --max-input needs a size in bytes", 0) == 0);
    }
    // A reader that stops at the limit says so with the same error.
    const auto stopped = cli::run({"solve"}, [](const std::string&, std::uint64_t limit) -> Expected<std::string> { return cli::inputTooLarge(limit); });
    CHECK(stopped.err.rfind("catmouse: the input is larger than 256 MB", 0) == 0);
}

TEST_CASE("solve says whether LeetCode's Output: line matches the solve") {
    const std::string example = "Input: graph = [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\n";
    const auto plain = runWith({"solve"}, "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
    const auto matches = runWith({"solve"}, example + "Output: 0\n");
    CHECK(matches.status == 0);
    CHECK(matches.out == plain.out);
    CHECK(matches.err == "catmouse: LeetCode's Output: 0 matches the solve\n");
    const auto differs = runWith({"solve"}, example + "Output: 1\n");
    CHECK(differs.status == 0);
    CHECK(differs.err == "catmouse: LeetCode's Output: 1 does not match the solve, which says 0\n");
    CHECK(runWith({"solve"}, example).err.empty());
}
