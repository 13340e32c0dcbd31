// The command line in-process: arguments, input, JSON, exit status.
#include "support.hpp"

#include "catmouse/report.hpp"
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
    CHECK(runWith({"solve", "--format", "dot"}, "").err.rfind("catmouse: --format takes adjacency, edges, graph6, sparse6, json or auto", 0) == 0);
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
