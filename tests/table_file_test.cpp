// The binary table format: a written table reads back identical, and damaged
// or foreign files are refused with their codes.
#include "catmouse/table_file.hpp"
#include "cli.hpp"
#include "support.hpp"

using namespace catmouse;

namespace {

const char* const kRegression = "[[8],[2,4,6,9],[1,7,8],[5,7,8,9],[1,6],[3,7,9],[1,4,7],[2,3,5,6],[0,2,3,9],[1,3,5,8]]";

std::string fileCode(const std::string& bytes) {
    const auto stored = readTableFile(bytes);
    REQUIRE_FALSE(stored.ok());
    return stored.error().code;
}

}  // namespace

TEST_CASE("a table written to the binary format reads back identical") {
    const auto solution = support::solved(support::graphOf(kRegression), 3);
    const std::string bytes = writeTableFile(solution);
    CHECK(bytes.size() == 24 + 4 * solution.stateCount());
    CHECK(bytes.substr(0, 8) == std::string("CMTABLE\0", 8));
    const auto stored = readTableFile(bytes);
    REQUIRE(stored.ok());
    CHECK(stored->hole == 3);
    CHECK(stored->table == solution.table());
}

TEST_CASE("table.bad-file and table.unsupported-version") {
    const auto solution = support::solved(support::graphOf(kRegression));
    const std::string bytes = writeTableFile(solution);
    CHECK(fileCode("") == "table.bad-file");
    CHECK(fileCode("{\"nodes\":10}" + std::string(20, ' ')) == "table.bad-file");
    CHECK(fileCode(bytes.substr(0, bytes.size() - 1)) == "table.bad-file");  // cut short
    std::string newer = bytes;
    newer[8] = 2;
    CHECK(fileCode(newer) == "table.unsupported-version");
    std::string badHole = bytes;
    badHole[16] = 10;
    CHECK(fileCode(badHole) == "table.bad-file");
    // Example 1 of LeetCode 913 is a draw from its start (state 6).
    const auto drawn = support::solved(support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"));
    const std::size_t start = drawn.index(Setup{}.start());
    REQUIRE(drawn.table().outcomeCode(start) == 0);
    std::string drawWithRemoteness = writeTableFile(drawn);
    CHECK(readTableFile(drawWithRemoteness).ok());
    drawWithRemoteness[24 + 4 * start] = 5;
    CHECK(fileCode(drawWithRemoteness) == "table.bad-file");
}

TEST_CASE("catmouse table --binary writes the format") {
    const auto out = cli::run({"table", "--binary", "--hole", "3"}, [](const std::string&, std::uint64_t) -> Expected<std::string> {
        return std::string(kRegression);
    });
    REQUIRE(out.status == 0);
    const auto stored = readTableFile(out.out);
    REQUIRE(stored.ok());
    CHECK(stored->table == support::solved(support::graphOf(kRegression), 3).table());
    CHECK(cli::run({"solve", "--binary"}, [](const std::string&, std::uint64_t) -> Expected<std::string> { return std::string(); }).err ==
          "catmouse: --binary is for the table command\n");
}
