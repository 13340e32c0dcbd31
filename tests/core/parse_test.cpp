// Both text formats, and every parse or validation error with its exact message.
#include "support.hpp"

using namespace catmouse;

namespace {

Error parseError(const std::string& text) {
    const auto graph = parseGraph(text);
    REQUIRE_FALSE(graph.ok());
    return graph.error();
}

std::optional<Error> checkSetup(const std::string& text, const Setup& setup) {
    const auto rules = Rules::make(support::graphOf(text), setup);
    if (rules) return std::nullopt;
    return rules.error();
}

std::string rulesError(const std::string& text, const Setup& setup) {
    const auto error = checkSetup(text, setup);
    REQUIRE(error.has_value());
    return error->message;
}

}  // namespace

TEST_CASE("the JSON adjacency list and the edge list give the same graph") {
    const auto json = support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
    const auto spaced = support::graphOf("\n  [ [2, 5],\n    [3],\n\t[0,4,5],[1,4,5],[2,3],[0,2,3] ]\n");
    const auto edges = support::graphOf("# example 1\n0 2\n0-5\n1,3\n\n2 4\n2 - 5   # comment\n3 4\n3 , 5\r\n");
    CHECK(json.toAdjacency() == spaced.toAdjacency());
    CHECK(json.toAdjacency() == edges.toAdjacency());
    CHECK(json.edgeCount() == 7);
}

TEST_CASE("LeetCode's 'graph =' and its list are taken as pasted, with places counted in the pasted text") {
    const auto plain = support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]");
    CHECK(support::graphOf("graph = [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]").toAdjacency() == plain.toAdjacency());
    CHECK(support::graphOf("  graph=[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]];\n").toAdjacency() == plain.toAdjacency());
    const auto missing = parseError("graph [[1,3],[0],[3],[0,2]]");
    CHECK(missing.code == "parse.unexpected-token");
    CHECK(missing.message == "line 1, column 7: expected '=' after graph (as in graph = [[1,3],[0],[3],[0,2]]) but found '['");
    const auto inside = parseError("graph = [[1,3],[0],[3 0,2]]");
    CHECK(inside.column == 23);  // the column of the pasted text, prefix included
    CHECK(parseError("[[1,3],[0],[3],[0,2]];").message == "line 1, column 22: unexpected ';' after the end of the graph");
}

TEST_CASE("a UTF-8 byte-order mark and CRLF line ends are accepted") {
    CHECK(support::graphOf("\xEF\xBB\xBF[[1,3],[0],[3],[0,2]]").toAdjacency() == Adjacency{{1, 3}, {0}, {3}, {0, 2}});
    CHECK(support::graphOf("\xEF\xBB\xBF"
                           "0 1\r\n0 3\r\n2 3\r\n")
              .toAdjacency() == Adjacency{{1, 3}, {0}, {3}, {0, 2}});
    CHECK(support::graphOf("0 1\n1 - 2\n2-3\n").edgeCount() == 3);  // a dash is a separator unless it signs a number
}

TEST_CASE("an edge list's node count is its largest id plus one") {
    const auto graph = support::graphOf("0 1\n1 4\n");
    CHECK(graph.nodeCount() == 5);
    CHECK(graph.degree(2) == 0);
}

TEST_CASE("JSON syntax errors say line and column") {
    const auto e = parseError("[[2,5],[3 4]]");
    CHECK(e.message == "line 1, column 11: expected ',' or ']' but found '4'");
    CHECK(e.line == 1);
    CHECK(e.column == 11);

    CHECK(parseError("[[2,5],\n [3,]]").message == "line 2, column 5: expected a node id but found ']'");
    CHECK(parseError("[[1],[0] [2]]").message == "line 1, column 10: expected ',' or ']' but found '['");
    CHECK(parseError("[[1],[0],[").message == "line 1, column 11: expected a node id but found the end of the input");
    CHECK(parseError("[[1],[0,2],[1]] x").message == "line 1, column 17: unexpected 'x' after the end of the graph");
    CHECK(parseError("[[1],[-1]]").message == "line 1, column 7: node ids start at 0; found a negative number");
    CHECK(parseError("[[1.5],[0]]").message == "line 1, column 3: node ids are whole numbers; found a fraction or exponent");
    CHECK(parseError("[[1],[0],[99999999999]]").message == "line 1, column 11: this number is far too large to be a node id");
    CHECK(parseError("[1,[0]]").message == "line 1, column 2: expected '[' to start node 0's list but found '1'");
    CHECK(parseError("[[1],[0],[\"2\"]]").message == "line 1, column 11: expected a node id but found '\"'");
    // Columns count characters, not bytes; characters outside ASCII are named.
    CHECK(parseError("[[1],[0],[é]]").message == "line 1, column 11: expected a node id but found 'é' (U+00E9)");
    CHECK(parseError("[[1],[0],[\xC2\xA0]]").message ==
          "line 1, column 11: expected a node id but found the invisible character U+00A0");
    // Bytes that are not UTF-8 are refused before parsing (tests/core/hostile_test.cpp has the details).
    CHECK(parseError("[[1],[0],[\xFF]]").message ==
          "line 1, column 11 (byte offset 10): the text is not UTF-8 (0xFF cannot start a character); save it as UTF-8");
    CHECK(parseError("[[1],[0],[\xE2\x82]]").message ==
          "line 1, column 11 (byte offset 10): the text is not UTF-8 (0xE2 0x82 0x5D is not a character); save it as UTF-8");
}

TEST_CASE("graph validation errors name the nodes and the place") {
    CHECK(parseError("[[1],[0,2],[1,3],[2,5]]").message ==
          "line 1, column 21: node 3 lists 5, which is not a node of this 4-node graph (ids run from 0 to 3)");
    CHECK(parseError("[[1],[0,2],[2,1]]").message == "line 1, column 13: node 2 lists itself: remove the self-loop");
    CHECK(parseError("[[1,2],[0,2],[0,1],[1,1]]").message == "line 1, column 23: node 3 lists 1 twice: remove one");
    CHECK(parseError("[[2,5],[3],[0,4,5],[1,4],[2,3],[0,2,3]]").message ==
          "line 1, column 37: node 5 lists 3, but node 3 does not list 5 (the graph must be undirected: add 5 to node 3's list)");
}

TEST_CASE("graph validation without text positions") {
    const auto e = Graph::fromAdjacency({{1}, {0, 2}, {}});
    REQUIRE_FALSE(e.ok());
    CHECK(e.error().message == "node 1 lists 2, but node 2 does not list 1 (the graph must be undirected: add 1 to node 2's list)");
    CHECK(e.error().line == 0);
}

TEST_CASE("size errors: empty, too few nodes, too many") {
    CHECK(parseError("").message ==
          "the input is empty: type a JSON adjacency list like [[1,3],[0],[3],[0,2]] or an edge list with one edge per line, like 0 1");
    CHECK(parseError("  \n\t ").message.rfind("the input is empty", 0) == 0);
    CHECK(parseError("# only a comment\n").message.rfind("the edge list has no edges", 0) == 0);
    // The node count is the list's: said at its '[' (an edge list's is every line's: no place).
    CHECK(parseError("[]").message == "line 1, column 1: the graph has no nodes: give at least 3 (the hole, the mouse and the cat), e.g. [[2],[2],[0,1]]");
    CHECK(parseError("[[1],[0]]").message == "line 1, column 1: the graph has 2 nodes; a game needs at least 3 (the hole, the mouse and the cat)");
    CHECK(parseError("graph =\n  [[1],[0]]").line == 2);
    CHECK(parseError("graph =\n  [[1],[0]]").column == 3);
    CHECK(parseError("0 1").message == "the graph has 2 nodes; a game needs at least 3 (the hole, the mouse and the cat)");
    CHECK(parseError("0 30000").message == "line 1, column 3: node 30000 is beyond the largest id catmouse supports (29999)");
    std::string huge = "[";
    for (int i = 0; i <= kMaxNodes; ++i) huge += i ? ",[]" : "[]";
    CHECK(parseError(huge + "]").message == "line 1, column 90002: the graph has more than 30000 nodes; catmouse solves graphs of up to 30000 nodes");
}

TEST_CASE("edge list errors say line and column") {
    CHECK(parseError("0 1\n1 x\n").message == "line 2, column 3: expected a second node id but found 'x'");
    CHECK(parseError("0 1\n2\n").message == "line 2, column 2: an edge needs a second node id, like 2 1");
    CHECK(parseError("0 1\n1 2 3\n").message ==
          "line 2, column 5: expected the end of the line after the edge but found '3' (one edge per line)");
    CHECK(parseError("0 1\nfoo\n").message ==
          "line 2, column 1: expected a node id (an edge is two ids like 0 1, 0-1 or 0,1) but found 'f'");
    CHECK(parseError("0 1\n2 2\n").message == "line 2, column 1: node 2 is joined to itself: remove the self-loop");
    CHECK(parseError("0 1\n1 2\n\n1-2\n").message == "line 4, column 1: the edge 1-2 is already given on line 2: remove one");
    CHECK(support::graphOf("0 1\n1 2\n\n2-1\n").edgeCount() == 2);  // the other way round is the same edge (import_test.cpp)
    CHECK(parseError("0 1\n-1 2\n").message == "line 2, column 1: node ids start at 0; found a negative number");
    CHECK(parseError("0 1\n1 -2\n").message == "line 2, column 3: node ids start at 0; found a negative number");
}

TEST_CASE("rules errors") {
    const std::string g = "[[1,3],[0],[3],[0,2]]";
    CHECK(rulesError(g, Setup{1, 0, 0}) == "the cat cannot start on the hole (node 0): pick another cat start or hole");
    CHECK(rulesError(g, Setup{0, 2, 0}) == "the mouse cannot start on the hole (node 0): pick another mouse start or hole");
    CHECK(rulesError(g, Setup{2, 2, 0}) == "the mouse and the cat cannot start on the same node (2): pick different starts");
    CHECK(rulesError(g, Setup{7, 2, 0}) == "the mouse's start: node 7 is not a node of this 4-node graph (ids run from 0 to 3)");
    CHECK(rulesError(g, Setup{1, -1, 0}) == "the cat's start: node -1 is not a node of this 4-node graph (ids run from 0 to 3)");
    CHECK(rulesError(g, Setup{1, 2, 4}) == "the hole: node 4 is not a node of this 4-node graph (ids run from 0 to 3)");
    CHECK_FALSE(checkSetup(g, Setup{3, 1, 2, Player::Cat}).has_value());
    // Each names the options it is about, so a form can mark the right fields.
    const auto options = [&g](const Setup& setup) { return checkSetup(g, setup)->options; };
    using Names = std::vector<std::string>;
    CHECK(options(Setup{1, 0, 0}) == Names{"cat", "hole"});
    CHECK(options(Setup{0, 2, 0}) == Names{"mouse", "hole"});
    CHECK(options(Setup{2, 2, 0}) == Names{"mouse", "cat"});
    CHECK(options(Setup{7, 2, 0}) == Names{"mouse"});
    CHECK(options(Setup{1, -1, 0}) == Names{"cat"});
    CHECK(options(Setup{1, 2, 4}) == Names{"hole"});
    CHECK(parseGraph("[[1],[0]]").error().options.empty());
}

TEST_CASE("queries reject positions that do not exist") {
    const auto solution = support::solved(support::graphOf("[[1,3],[0],[3],[0,2]]"));
    CHECK(solution.value({4, 2, Player::Mouse}).error().message ==
          "the mouse's node 4 is not a node of this 4-node graph (ids run from 0 to 3)");
    CHECK(solution.moves({1, -2, Player::Cat}).error().message ==
          "the cat's node -2 is not a node of this 4-node graph (ids run from 0 to 3)");
    CHECK(solution.line({1, 0, Player::Cat}).error().message ==
          "the cat cannot stand on the hole (node 0), so this is not a position");
}
