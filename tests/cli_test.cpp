// The command line in-process: arguments, input, JSON, exit status.
#include "support.hpp"

#include "catmouse/grid.hpp"
#include "catmouse/report.hpp"
#include "catmouse/turn_limit.hpp"
#include "cli.hpp"

using namespace catmouse;

namespace {

cli::Output runWith(const std::vector<std::string>& args, const std::string& input) {
    return cli::run(args, [&input](const std::string& path) -> Expected<std::string> {
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

TEST_CASE("the option --format names the format; a game file's rules apply unless an option overrides them; warnings go to stderr") {
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

TEST_CASE("a memory check can refuse a solve before it starts") {
    const auto refuse = [](const Graph& graph) -> std::optional<Error> {
        return Error{"limits.memory", "no room for " + std::to_string(graph.nodeCount()) + " nodes"};
    };
    const auto out = cli::run({"solve"}, [](const std::string&) -> Expected<std::string> { return std::string("[[1,3],[0],[3],[0,2]]"); }, refuse);
    CHECK(out.status == 2);
    CHECK(out.out.empty());
    CHECK(out.err == "catmouse: no room for 4 nodes\n");
}

// The grid game (LeetCode 1728): the exact value beside the turn limit's answer.
TEST_CASE("solve on a grid prints the exact value and the 1,000-turn answer") {
    const auto out = runWith({"solve"}, R"(grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2)");
    CHECK(out.status == 0);
    CHECK(out.err.empty());
    CHECK(out.out.find("exact game:  the mouse wins in 5 moves\n1,000-turn rule:  the mouse wins (LeetCode's answer: true)\n") !=
          std::string::npos);
    CHECK(out.out.find("line: mouse (2,0)->(2,2), ") != std::string::npos);
    CHECK(out.out.find("the two answers agree at the start and at every position.\n") != std::string::npos);
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
    check(runWith({"solve", "--cat-jump", "x"}, R"(["M.C...F"])"), "--cat-jump needs a whole number, got 'x'");
    check(runWith({"solve"}, R"(["M.C..","F"], catJump = 1, mouseJump = 1)"),
          "line 1, column 11: row 1 has 1 cell but row 0 has 5; a grid is a rectangle");
    check(runWith({"solve", "--cat", "3"}, R"(["M.C...F"], catJump = 1, mouseJump = 1)"),
          "the grid places the mouse, the cat and the food: edit the grid instead of --mouse, --cat or --hole");
    check(runWith({"solve", "--mouse-jump", "2"}, "[[1,3],[0],[3],[0,2]]"), "--mouse-jump is for a grid (LeetCode 1728), and this input is a graph");
}
