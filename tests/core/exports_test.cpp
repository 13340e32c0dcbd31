// What an export writes reads back as the same game (issue 22, item 7): a
// grid's game file with its board, jumps and turn limit; a directed
// adjacency list that says so; a file's name deciding its format.
#include "support.hpp"

#include <map>

#include "catmouse/import.hpp"
#include "cli.hpp"

using namespace catmouse;

namespace {

// The command line reading `files` by name.
cli::Output runFiles(const std::vector<std::string>& args, const std::map<std::string, std::string>& files) {
    return cli::run(args, [&files](const std::string& path, std::uint64_t) -> Expected<std::string> {
        if (auto found = files.find(path); found != files.end()) return found->second;
        return Error{"io.read", "cannot read '" + path + "'"};
    });
}

const std::string kGridFile = R"({
  "catmouse": 1,
  "grid": [
    "M.C...F"
  ],
  "catJump": 1,
  "mouseJump": 3,
  "turnLimit": 7,
  "first": "cat",
  "value": {"winner": "cat", "outcome": 2, "plies": 8}
})";

}  // namespace

TEST_CASE("a grid's game file carries its board, jumps, turn limit and first mover") {
    const auto imported = importGame(kGridFile);
    REQUIRE(imported);
    CHECK(imported->format == Format::Json);
    REQUIRE(imported->grid);
    CHECK(imported->grid->rows == std::vector<std::string>{"M.C...F"});
    CHECK(imported->grid->jumps.cat == 1);
    CHECK(imported->grid->jumps.mouse == 3);
    CHECK(imported->turnLimit == 7);
    CHECK(imported->rules.first == Player::Cat);
    // The command line solves it as the grid text with the same jumps and rules.
    const auto fromFile = runFiles({"solve", "game.json", "--json"}, {{"game.json", kGridFile}});
    const auto fromGrid = runFiles({"solve", "grid.txt", "--json", "--turn-limit", "7", "--first", "cat"},
                                   {{"grid.txt", R"(grid = ["M.C...F"], catJump = 1, mouseJump = 3)"}});
    CHECK(fromFile.status == 0);
    CHECK(fromFile.err.empty());
    CHECK(fromFile.out == fromGrid.out);
    CHECK(fromFile.out.find("\"turns\":7") != std::string::npos);
    // The options still win over the file (as over a grid text's jumps).
    const auto overridden = runFiles({"solve", "game.json", "--json", "--turn-limit", "1000", "--first", "mouse", "--mouse-jump", "1"},
                                     {{"game.json", kGridFile}});
    const auto plain = runFiles({"solve", "grid.txt", "--json"}, {{"grid.txt", R"(grid = ["M.C...F"], catJump = 1, mouseJump = 1)"}});
    CHECK(overridden.out == plain.out);
}

TEST_CASE("a grid's game file refuses a graph's fields, and a graph's the grid's") {
    const auto refused = [](const std::string& text, const std::string& words) {
        const auto imported = importGame(text);
        REQUIRE_FALSE(imported);
        CHECK(imported.error().code == "parse.bad-field");
        CHECK(imported.error().message.find(words) != std::string::npos);
    };
    refused(R"({"grid": ["M.C...F"], "catJump": 1, "mouseJump": 3, "mouse": 1})", "the field \"mouse\" is for a graph's game file");
    refused(R"({"graph": [[1],[0]], "turnLimit": 5})", "the field \"turnLimit\" is for a grid's game file");
    refused(R"({"grid": ["M.C...F"], "turnLimit": 2147483648})", "from 0 to 2147483647");
    const auto directed = importGame(kGridFile, Format::Auto, true);
    REQUIRE_FALSE(directed);
    CHECK(directed.error().code == "rules.conflicting-options");
    const auto jump = importGame(R"({"grid": ["M.C...F"], "catJump": 9})");
    REQUIRE_FALSE(jump);
    CHECK(jump.error().code == "grid.bad-jump");
}

TEST_CASE("a directed adjacency list says so after its lists, and reads back directed") {
    const auto imported = importGame("graph = [[1],[2],[0]], directed = true");
    REQUIRE(imported);
    CHECK(imported->format == Format::Adjacency);
    CHECK(imported->graph.directed());
    CHECK(imported->graph.neighbours(0).size() == 1);
    const auto plain = importGame("[[1],[2],[0]], directed = false");
    REQUIRE_FALSE(plain);  // undirected, the lists do not mirror each other: the graph's own error
    const auto conflict = importGame("[[1],[0]], directed = false", Format::Auto, true);
    REQUIRE_FALSE(conflict);
    CHECK(conflict.error().code == "rules.conflicting-options");
    const auto comma = importGame("[[1],[0]],");
    REQUIRE_FALSE(comma);
    CHECK(comma.error().message == "line 1, column 10: unexpected ',' after the end of the graph (only directed = true may follow it)");
    const auto bad = importGame("[[1],[0]], directed = maybe");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().code == "parse.unexpected-token");
}

TEST_CASE("a file's name decides its format where --format does not: a 28-node graph6 starting with an open bracket") {
    CHECK(formatOfFileName("graph.g6") == Format::Graph6);
    CHECK(formatOfFileName("dir.v2/GRAPH.S6") == Format::Sparse6);
    CHECK(formatOfFileName("a.edges") == Format::EdgeList);
    CHECK(formatOfFileName("graph.json") == Format::Auto);
    CHECK(formatOfFileName("dir.g6/graph") == Format::Auto);
    // graph6 of the 28-node path 0-1-...-27, without the header a writer adds now.
    std::string bits(28 * 27 / 2, '0');
    for (int j = 1; j < 28; ++j) bits[static_cast<std::size_t>(j * (j - 1) / 2 + j - 1)] = '1';
    std::string g6(1, static_cast<char>(63 + 28));
    for (std::size_t i = 0; i < bits.size(); i += 6) {
        int v = 0;
        for (std::size_t k = 0; k < 6; ++k) v = v * 2 + (i + k < bits.size() && bits[i + k] == '1');
        g6 += static_cast<char>(63 + v);
    }
    REQUIRE(g6[0] == '[');
    const auto read = runFiles({"solve", "path.g6", "--mouse", "27", "--cat", "1"}, {{"path.g6", g6}});
    CHECK(read.status == 0);
    CHECK(read.err.empty());
    // The same bytes under another name are an adjacency list, refused.
    CHECK(runFiles({"solve", "path.txt", "--mouse", "27", "--cat", "1"}, {{"path.txt", g6}}).status == 2);
}
