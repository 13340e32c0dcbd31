// gameFromText (game_from_text.hpp): the game from text and options, as the
// command line and the wasm bindings both get it. Each case states what the
// text and the options mean on its own, not by asking another caller.
#include "catmouse/game_from_text.hpp"

#include <algorithm>

#include "support.hpp"

using namespace catmouse;

namespace {

// LeetCode 913's example 2 as an edge list: 0-1, 1-2, 2-3, 3-0 (a square).
constexpr const char* kSquare = "0 1\n1 2\n2 3\n3 0\n";
constexpr const char* kGrid = R"(grid = ["M.C...F"], catJump = 1, mouseJump = 2)";

Error errorOf(std::string_view text, const GameRequest& request) {
    const auto game = gameFromText(text, request);
    REQUIRE_FALSE(game.ok());
    return game.error();
}

}  // namespace

TEST_CASE("gameFromText: an error in the text has its code and its place") {
    const Error error = errorOf("[[1],[0,]", {});
    CHECK(error.code == "parse.unexpected-token");
    CHECK(error.line == 1);
    CHECK(error.column == 9);
    // A game file's hole out of range, at the hole's value.
    const Error hole = errorOf("{\"graph\": [[1,2],[0,2],[0,1]],\n \"hole\": 5}", {});
    CHECK(hole.code == "rules.node-out-of-range");
    CHECK(hole.line == 2);
    CHECK(hole.column == 10);
    CHECK(hole.options == std::vector<std::string>{"hole"});
}

TEST_CASE("gameFromText: an error in the options has its code and the options concerned") {
    GameRequest request;
    request.given.hole = 0;
    request.given.holes = std::vector<int>{0, 2};
    const Error both = errorOf(kSquare, request);
    CHECK(both.code == "rules.conflicting-options");
    CHECK(both.options == std::vector<std::string>{"hole", "holes"});
    GameRequest sameNode;
    sameNode.given.mouse = 2;
    CHECK(errorOf(kSquare, sameNode).code == "rules.same-start");
    // Nodes without edges: refused, or allowed and named as a warning.
    CHECK(errorOf("[[1],[0],[]]", {}).code == "graph.isolated-node");
    GameRequest allowed;
    allowed.allowIsolated = true;
    const auto lone = gameFromText("[[1],[0],[]]", allowed);
    REQUIRE(lone.ok());
    REQUIRE(lone->warnings.size() == 1);
    CHECK(lone->warnings[0].code == "graph.isolated-node");
}

TEST_CASE("gameFromText: a graph with options, which win over the game file's rules") {
    GameRequest request;
    request.given.cat = 3;
    request.given.holes = std::vector<int>{2, 0};
    request.given.flags["pass"] = true;
    request.given.first = Player::Cat;
    const auto game = gameFromText(R"({"graph": [[1,3],[0,2],[1,3],[0,2]], "mouse": 1, "cat": 2, "catOnHole": "guards"})", request);
    REQUIRE(game.ok());
    CHECK(game->format == Format::Json);
    CHECK_FALSE(game->grid.has_value());
    CHECK(game->rules.nodeCount() == 4);
    // The file's mouse stays; the cat, the first mover and the holes are the options'.
    CHECK(*game->rules.start() == Position{1, 3, Player::Cat});
    CHECK(game->rules.holes() == std::vector<int>{0, 2});
    // The file's catOnHole stays; passing is the option's: a player's own node is one of its moves.
    CHECK(game->rules.variant().catOnHole == CatOnHole::Guards);
    CHECK(game->rules.variant().pass);
    const auto moves = game->rules.moves(Player::Mouse, 1);
    CHECK(std::count(moves.begin(), moves.end(), NodeId{1}) == 1);
    // directed: the square's edges become arcs 0->1, 1->2, 2->3, 3->0, so node 1 moves only to 2.
    GameRequest directed;
    directed.given.directed = true;
    const auto arcs = gameFromText(kSquare, directed);
    REQUIRE(arcs.ok());
    const auto out = arcs->rules.moves(Player::Mouse, 1);
    CHECK(std::vector<int>(out.begin(), out.end()) == std::vector<int>{2});
}

TEST_CASE("gameFromText: a grid is its board's game, with the jumps and turn limit given") {
    GameRequest request;
    request.given.turnLimit = 40;
    request.given.jumps.mouse = 3;
    const auto game = gameFromText(kGrid, request);
    REQUIRE(game.ok());
    REQUIRE(game->grid.has_value());
    CHECK(game->format == Format::Grid);
    CHECK(game->turnLimit == 40);
    // Seven open cells in a row: the mouse at 0, the cat at 2, the food (the hole) at 6.
    CHECK(game->rules.nodeCount() == 7);
    CHECK(*game->rules.start() == Position{0, 2, Player::Mouse});
    CHECK(game->rules.holes() == std::vector<int>{6});
    // The mouse jumps up to 3 cells (the option's), the cat 1 (the text's).
    CHECK(game->rules.moves(Player::Mouse, 0).size() == 4);  // stays, or 1, 2 or 3 cells east
    CHECK(gameFromText(kGrid, {})->turnLimit == kLeetCodeTurnLimit);
}

TEST_CASE("gameFromText: the options a grid or a graph has no use for, refused in the caller's words or left out") {
    GameRequest mouse;
    mouse.given.mouse = 1;
    mouse.given.flags["pass"] = false;
    const Error placed = errorOf(kGrid, mouse);
    CHECK(placed.code == "grid.placed-by-board");
    CHECK(placed.options == std::vector<std::string>{"mouse", "pass"});
    mouse.voice = OptionVoice::CommandLine;
    const Error flag = errorOf(kGrid, mouse);
    CHECK(flag.code == "cli.bad-argument");
    CHECK(flag.message ==
          "a grid places the mouse, the cat and the food and has LeetCode 1728's rules: edit the grid instead of giving --mouse, --cat, --hole, "
          "--holes, --cat-on-hole or --pass");
    mouse.voice = OptionVoice::Package;
    mouse.onlyApplicable = true;
    CHECK(gameFromText(kGrid, mouse).ok());
    GameRequest cat2;
    cat2.given.cat2 = 3;
    CHECK(errorOf(kGrid, cat2).code == "grid.two-cats");
    GameRequest jump;
    jump.given.jumps.cat = 2;
    const Error forGrid = errorOf(kSquare, jump);
    CHECK(forGrid.code == "grid.option-for-graph");
    CHECK(forGrid.options == std::vector<std::string>{"catJump"});
    jump.voice = OptionVoice::CommandLine;
    CHECK(errorOf(kSquare, jump).message == "--cat-jump is for a grid (LeetCode 1728), and this input is a graph");
    jump.onlyApplicable = true;
    CHECK(gameFromText(kSquare, jump).ok());
    // A form that gives directed for every text: a grid reads undirected.
    GameRequest directed;
    directed.given.directed = true;
    CHECK(errorOf(kGrid, directed).code == "rules.conflicting-options");
    directed.onlyApplicable = true;
    CHECK(gameFromText(kGrid, directed).ok());
}

TEST_CASE("gameFromText: the whole table is one cat's, from the holes and the variant alone") {
    GameRequest table;
    table.wholeTable = true;
    table.given.mouse = 0;  // the start is not the table's: the mouse on the hole is no refusal here
    const auto game = gameFromText(kSquare, table);
    REQUIRE(game.ok());
    CHECK_FALSE(game->rules.start().has_value());
    table.given.cat2 = 3;
    CHECK(errorOf(kSquare, table).code == "cli.bad-argument");
}
