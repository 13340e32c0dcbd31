// Issue 42 items 2 and 9: every number a header or a file gives is
// multiplied in 64 bits before anything is sized from it. These run natively
// and in wasm32 (ctest of build/wasm), where a product in size_t wraps past
// 4 GB: the fuzz corpus replays the same inputs only for "no crash", these
// pin the answers.
#include "catmouse/import.hpp"
#include "support.hpp"

using namespace catmouse;

namespace {

Error importError(const std::string& text, std::uint64_t memoryLimit = 0) {
    const auto read = importGame(text, Format::Auto, false, memoryLimit);
    REQUIRE_FALSE(read.ok());
    return read.error();
}

}  // namespace

TEST_CASE("graph6 and sparse6 headers naming 2^36 - 1 nodes are refused by their count, at the count") {
    const auto graph6 = importError("~~~~~~~~\n");
    CHECK(graph6.code == "graph.too-large");
    CHECK(graph6.message == "line 1, column 1: this graph6 string is for 68719476735 nodes; catmouse solves graphs of up to 30000 nodes");
    const auto sparse6 = importError(":~~~~~~~~\n");
    CHECK(sparse6.code == "graph.too-large");
    CHECK(sparse6.message == "line 1, column 2: this sparse6 string is for 68719476735 nodes; catmouse solves graphs of up to 30000 nodes");
}

TEST_CASE("a graph6 header for 30,000 nodes with its body cut short: the body's length counted in 64 bits, nothing allocated") {
    // 30000 x 29999 / 2 bits = 449,985,000 bits: 74,997,500 characters of six bits.
    const auto cut = importError("~FSo??\n");
    CHECK(cut.code == "parse.bad-graph6");
    CHECK(cut.message ==
          "line 1, column 7: a graph6 string for 30000 nodes has 74997500 characters after its node count; this one has 2: it is cut short");
    // Under a small memory limit the same header is refused for its length first, never sized.
    CHECK(importError("~FSo??\n", 1 << 20).code == "parse.bad-graph6");
}

TEST_CASE("a sparse6 header for 30,000 nodes with one edge: read in full, then every isolated node named as the problem") {
    const auto read = importGame(":~FSoA\n");
    REQUIRE(read.ok());
    CHECK(read->graph.nodeCount() == 30000);
    // Under a limit below its rows and cursors (4 bytes a node), refused before they are allocated.
    const auto refused = importError(":~FSoA\n", 100000);
    CHECK(refused.code == "limits.memory");
    CHECK(refused.message.find("more than the memory limit of ") != std::string::npos);
}

TEST_CASE("game files with node ids past 32 and 64 bits are refused at the id, as too large for a node id") {
    const auto past32 = importError(R"({"catmouse": 1, "graph": [[4294967296],[0]], "mouse": 1, "cat": 0})");
    CHECK(past32.code == "parse.bad-number");
    CHECK(past32.message == "line 1, column 28: this number is far too large to be a node id");
    const auto past64 = importError(R"({"catmouse": 1, "graph": [[1,2],[0,2],[0,1]], "mouse": 4294967297, "cat": 1, "cat2": 18446744073709551617, "hole": 0})");
    CHECK(past64.code == "parse.bad-number");
    CHECK(past64.message == "line 1, column 56: this number is far too large to be a node id");  // the mouse's, the first
    const auto cat2 = importError(R"({"catmouse": 1, "graph": [[1,2],[0,2],[0,1]], "mouse": 1, "cat": 2, "cat2": 18446744073709551617, "hole": 0})");
    CHECK(cat2.code == "parse.bad-number");
    CHECK(cat2.message == "line 1, column 77: this number is far too large to be a node id");
}
