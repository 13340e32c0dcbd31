// Hostile text for the parser (issue 13): byte-order marks, bad UTF-8 and
// encoded UTF-16 surrogates give an error with a code and a place, never a
// crash or a quietly different graph.
#include <cmath>
#include <cstdio>
#include "cli.hpp"
#include "support.hpp"

using namespace catmouse;

using support::parseError;

namespace {

const std::string kBom = "\xEF\xBB\xBF";

}  // namespace

TEST_CASE("one leading byte-order mark is taken, a second is an error at its place") {
    CHECK(support::graphOf(kBom + "[[1,3],[0],[3],[0,2]]").nodeCount() == 4);
    const auto twice = parseError(kBom + kBom + "[[1,3],[0],[3],[0,2]]");
    CHECK(twice.code == "parse.unexpected-token");
    CHECK(twice.message == "line 1, column 1: a second byte-order mark (U+FEFF): only one may start the text");
    CHECK((twice.line == 1 && twice.column == 1));
}

TEST_CASE("100,000 byte-order marks are one error, not a stack overflow") {
    std::string text;
    for (int i = 0; i < 100000; ++i) text += kBom;
    text += "0 1\n1 2\n";
    const auto error = parseError(text);
    CHECK(error.code == "parse.unexpected-token");
    CHECK((error.line == 1 && error.column == 1));
}

TEST_CASE("text that is not UTF-8 is refused with the byte offset, line and column, even in a comment") {
    const auto stray = parseError("0 1\n1 2 # caf\xE9\n2 3\n");
    CHECK(stray.code == "parse.bad-encoding");
    CHECK(stray.message == "line 2, column 10 (byte offset 13): the text is not UTF-8 (0xE9 0x0A is not a character); save it as UTF-8");
    CHECK((stray.line == 2 && stray.column == 10));
    CHECK(parseError("[[1],[0,2],[1]]\xFF").message ==
          "line 1, column 16 (byte offset 15): the text is not UTF-8 (0xFF cannot start a character); save it as UTF-8");
    // Cut short: a lead byte with too few continuation bytes after it.
    CHECK(parseError("0 1\n\xE2\x82").message ==
          "line 2, column 1 (byte offset 4): the text is not UTF-8 (it ends in the middle of a character: 0xE2 0x82); save it as UTF-8");
    // Overlong forms and code points beyond U+10FFFF are not UTF-8 either.
    CHECK(parseError("\xC0\xAF").code == "parse.bad-encoding");
    CHECK(parseError("\xF4\x90\x80\x80").code == "parse.bad-encoding");
    CHECK(parseError("\xE0\x80\xAF").code == "parse.bad-encoding");
}

TEST_CASE("an encoded UTF-16 surrogate (a lone one from a JavaScript string) is named as such") {
    // ED A0 BD: U+D83D, the first half of a surrogate pair, as WTF-8 writes it.
    const auto lone = parseError("0 1\n1 2\xED\xA0\xBD\n2 3\n");
    CHECK(lone.code == "parse.bad-encoding");
    CHECK(lone.message ==
          "line 2, column 4 (byte offset 7): U+D83D is half of a UTF-16 surrogate pair, not a character (a string cut "
          "in the middle of an emoji, say): remove it");
    // Nothing after it is lost: the error is the answer, not a graph without the edge 2-3.
    CHECK((lone.line == 2 && lone.column == 4));
}

TEST_CASE("valid UTF-8 outside ASCII still reaches the parser's own messages") {
    CHECK(parseError("[[1],[0],[é]]").code == "parse.unexpected-token");
    CHECK(support::graphOf("# graphe à trois nœuds 🐭\n0 1\n1 2\n").nodeCount() == 3);
}

TEST_CASE("the CLI writes a table in pieces and stops at the first failed write") {
    const auto read = [](const std::string&, std::uint64_t) -> Expected<std::string> { return std::string("[[1,3],[0],[3],[0,2]]"); };
    std::string out;
    int pieces = 0;
    const auto ok = cli::runStreaming({"table"}, read, [&](std::string_view bytes) {
        out.append(bytes);
        ++pieces;
        return std::string();
    });
    CHECK(ok.status == 0);
    CHECK(ok.out.empty());
    CHECK(out == cli::run({"table"}, read).out);
    CHECK(pieces >= 1);
    for (const auto& args : std::vector<std::vector<std::string>>{{"table"}, {"table", "--binary"}, {"solve"}, {"--help"}}) {
        int calls = 0;
        const auto full = cli::runStreaming(args, read, [&calls](std::string_view) {
            ++calls;
            return std::string("No space left on device");
        });
        CHECK(full.status == 2);
        CHECK(full.err == "catmouse: cannot write the result to standard output: No space left on device\n");
        CHECK(calls == 1);
    }
}

TEST_CASE("memory sizes in messages have units that show them: a limit under 1 MiB is not '0 MB'") {
    const auto graph = support::graphOf("0 1\n1 2\n2 599\n");  // 600 nodes: a table of about 1.4 MiB
    SolveOptions options;
    options.memoryLimit = 1000000;
    const auto refused = catmouse::solve(support::rulesOf(graph), options);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == "limits.memory");
    const std::string& message = refused.error().message;
    CHECK(message.find("more than the memory limit of 976 KB") != std::string::npos);
    CHECK(message.find(" 0 MB") == std::string::npos);
    // Over a MiB, tenths of a MB, rounded up from the table's exact size.
    const double tableMiB = static_cast<double>(tableBytes(600)) / (1024.0 * 1024.0);
    char expected[32];
    std::snprintf(expected, sizeof expected, "a table of %.1f MB", std::ceil(tableMiB * 10) / 10);
    CHECK(message.find(expected) != std::string::npos);
    options.memoryLimit = 512;
    const auto tiny = catmouse::solve(support::rulesOf(graph), options);
    REQUIRE_FALSE(tiny.ok());
    CHECK(tiny.error().message.find("more than the memory limit of 512 bytes") != std::string::npos);
}

TEST_CASE("a huge adjacency list is refused at the first id or list no graph catmouse takes can hold, not after reading it all") {
    // 30 MB: a graph, then an id beyond the limit, then millions more ids.
    // The reader stops at that id (the error's place says where it stopped:
    // the reader returns at its first error); 0.1.0 read every id first and
    // then said graph.node-out-of-range.
    std::string text = "[[1,3],[0],[3],[0,2,30000";
    const std::size_t stop = text.size() - 5 + 1;
    text.reserve(30'000'000);
    while (text.size() < 30'000'000) text += ",30001";
    text += "]]";
    const auto beyond = parseError(text);
    CHECK(beyond.code == "graph.too-large");
    CHECK((beyond.line == 1 && beyond.column == static_cast<int>(stop)));
    CHECK(beyond.message == "line 1, column " + std::to_string(stop) + ": node 30000 is beyond the largest id catmouse supports (29999)");

    // One node listing more ids than a node of a 30,000-node graph can have:
    // refused at the 30,000th, not after the 5 million that follow.
    std::string row = "[[1";
    for (int i = 1; i < 5'000'000; ++i) row += ",1";
    row += "],[0]]";
    const auto tooMany = parseError(row);
    CHECK(tooMany.code == "graph.too-large");
    CHECK(tooMany.column == 3 + 2 * (kMaxNodes - 1));
}
