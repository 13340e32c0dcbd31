// The binary table format: a written table reads back identical, version 1
// files (no checksum) still read, and damaged, impossible or foreign files
// are refused with their codes; an impossible entry with its index.
#include "catmouse/table_file.hpp"
#include "cli.hpp"
#include "crc32.hpp"
#include "support.hpp"

using namespace catmouse;

namespace {

const char* const kRegression = "[[8],[2,4,6,9],[1,7,8],[5,7,8,9],[1,6],[3,7,9],[1,4,7],[2,3,5,6],[0,2,3,9],[1,3,5,8]]";
// Example 1 of LeetCode 913: 6 nodes, 72 positions, draws and wins of both sides.
const char* const kExample1 = "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]";

// Example 1's table as catmouse 0.2.0 wrote it (`catmouse table --binary`, format version 1, no checksum).
const char* const kExample1Version1 =
    "434d5441424c450001000000060000000000000000000000000000c00000004000000040"
    "000000400000004000000040000000c00000008000000000010000800200008002000080"
    "000000c00100004000000080010000400100004001000040000000c00300004004000080"
    "000000800300004000000000000000c00300004000000000030000400000008002000080"
    "000000c00100004001000040010000400100004000000080000000c00000004000000040"
    "000000400000004000000040000000c00000008003000080010000800200008002000080"
    "000000c00200004000000080020000400100008001000080000000c00100008000000000"
    "000000800100008001000080000000c00400004001000080010000800000008000000000"
    "000000c00200004001000080010000800200004000000080";

std::string fromHex(const std::string& hex) {
    std::string bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2) bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
    return bytes;
}

std::uint32_t u32At(const std::string& bytes, std::size_t at) {
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
    return v;
}

void putU32At(std::string& bytes, std::size_t at, std::uint32_t v) {
    for (std::size_t i = 0; i < 4; ++i) bytes[at + i] = static_cast<char>((v >> (8 * i)) & 0xFFu);
}

// A version 2 file changed on purpose: its checksum made to match again, so
// the reader looks past it at what the bytes say.
void resum(std::string& bytes) {
    putU32At(bytes, bytes.size() - 4, detail::Crc32::of(std::string_view(bytes).substr(0, bytes.size() - 4)));
}

std::string withEntry(std::string bytes, std::size_t index, std::uint32_t outcome, std::uint32_t remoteness) {
    putU32At(bytes, 24 + 4 * index, outcome << 30 | remoteness);
    if (u32At(bytes, 8) >= 2) resum(bytes);
    return bytes;
}

Error refusal(const std::string& bytes) {
    const auto stored = readTableFile(bytes);
    REQUIRE_FALSE(stored.ok());
    return stored.error();
}

std::string fileCode(const std::string& bytes) { return refusal(bytes).code; }

// The digraph on n nodes whose arcs are the set bits of mask over the n(n-1) ordered pairs.
Adjacency digraphFromMask(int n, unsigned mask) {
    Adjacency adjacency(static_cast<std::size_t>(n));
    int bit = 0;
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            if (a == b) continue;
            if (mask & (1u << bit)) adjacency[static_cast<std::size_t>(a)].push_back(b);
            ++bit;
        }
    }
    return adjacency;
}

// "" when the solved table of every hole, with and without passing, reads back identical.
std::string roundTripProblem(const Graph& mouseGraph, const Graph& catGraph) {
    for (int hole = 0; hole < mouseGraph.nodeCount(); ++hole) {
        for (const bool pass : {false, true}) {
            Variant variant;
            variant.pass = pass;
            auto rules = Rules::make(mouseGraph, catGraph, hole, variant);
            if (!rules) return rules.error().message;
            const auto solution = solve(*std::move(rules));
            if (!solution) return solution.error().message;
            const auto stored = readTableFile(writeTableFile(*solution));
            const std::string which = "hole " + std::to_string(hole) + (pass ? ", pass: " : ": ");
            if (!stored) return which + stored.error().message;
            if (stored->table != solution->table()) return which + "another table read back";
        }
    }
    return "";
}

}  // namespace

TEST_CASE("CRC-32 is the one of zip and PNG") {
    CHECK(detail::Crc32::of("123456789") == 0xCBF43926u);
    CHECK(detail::Crc32::of("") == 0u);
    detail::Crc32 pieces;  // fed in pieces, as the writer does
    pieces.add("1234");
    pieces.add("");
    pieces.add("56789");
    CHECK(pieces.value() == 0xCBF43926u);
    // Eight bytes a step and the tail a byte at a time: against the definition, a bit at a time.
    const auto bitwise = [](std::string_view bytes) {
        std::uint32_t crc = 0xFFFFFFFFu;
        for (const char c : bytes) {
            crc ^= static_cast<unsigned char>(c);
            for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
        }
        return ~crc;
    };
    std::mt19937 rng(32);
    std::string bytes;
    for (int length = 0; length < 70; ++length) {
        CHECK(detail::Crc32::of(bytes) == bitwise(bytes));
        bytes.push_back(static_cast<char>(rng()));
    }
}

TEST_CASE("a table written to the binary format reads back identical") {
    const auto solution = support::solved(support::graphOf(kRegression), 3);
    const std::string bytes = writeTableFile(solution);
    CHECK(bytes.size() == 24 + 4 * solution.stateCount() + 4);
    CHECK(bytes.substr(0, 8) == std::string("CMTABLE\0", 8));
    CHECK(u32At(bytes, 8) == 2);
    CHECK(u32At(bytes, bytes.size() - 4) == detail::Crc32::of(std::string_view(bytes).substr(0, bytes.size() - 4)));
    const auto stored = readTableFile(bytes);
    REQUIRE(stored.ok());
    CHECK(stored->hole == 3);
    CHECK(stored->table == solution.table());
}

TEST_CASE("table.bad-file, table.bad-checksum and table.unsupported-version") {
    const auto solution = support::solved(support::graphOf(kRegression));
    const std::string bytes = writeTableFile(solution);
    CHECK(fileCode("") == "table.bad-file");
    CHECK(fileCode("{\"nodes\":10}" + std::string(20, ' ')) == "table.bad-file");
    CHECK(fileCode(bytes.substr(0, bytes.size() - 1)) == "table.bad-file");  // cut short
    CHECK(fileCode(bytes.substr(0, bytes.size() - 4)) == "table.bad-file");  // a version 2 file without its checksum
    for (const char version : {0, 3, 9}) {
        std::string other = bytes;
        other[8] = version;
        CHECK(fileCode(other) == "table.unsupported-version");
    }
    std::string badHole = bytes;
    badHole[16] = 10;
    CHECK(fileCode(badHole) == "table.bad-file");
    std::string otherHole = bytes;  // a hole inside the graph: only the checksum tells
    otherHole[16] = 4;
    CHECK(fileCode(otherHole) == "table.bad-checksum");
    std::string badSum = bytes;
    badSum[bytes.size() - 1] ^= 0x40;
    const Error damaged = refusal(badSum);
    CHECK(damaged.code == "table.bad-checksum");
    CHECK(damaged.message.find("damaged") != std::string::npos);
    std::string reserved = bytes;  // summed again: the reserved field itself is refused
    reserved[22] = 1;
    resum(reserved);
    const Error reservedError = refusal(reserved);
    CHECK(reservedError.code == "table.bad-file");
    CHECK(reservedError.message.find("reserved field (bytes 20 to 23) is 65536, not 0") != std::string::npos);
    // Example 1 of LeetCode 913 is a draw from its start (state 6).
    const auto drawn = support::solved(support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"));
    const std::size_t start = drawn.index(Setup{}.start());
    REQUIRE(drawn.table().outcomeCode(start) == 0);
    std::string drawWithRemoteness = writeTableFile(drawn);
    CHECK(readTableFile(drawWithRemoteness).ok());
    drawWithRemoteness[24 + 4 * start] = 5;
    resum(drawWithRemoteness);
    CHECK(fileCode(drawWithRemoteness) == "table.bad-file");
}

// Issue 42, item 2: in wasm32 a size_t wraps at 4 GiB. A header naming
// 23,171 nodes (2 n^2 entries of 4 bytes: 4,295,161,956 bytes) wrapped to
// 194,660 bytes, so a file of that size passed the check and the reader
// allocated 2 GB and read past its end; a 100-byte file naming 30,000 nodes
// was told the wrong size. The sizes are 64-bit now, here and natively.
TEST_CASE("a header whose size passes 4 GiB is refused with its true size, in wasm32 too") {
    const std::string written = writeTableFile(support::solved(support::graphOf(kRegression)));
    const auto header = [&](std::uint32_t nodes, std::size_t size) {
        std::string bytes = written.substr(0, 24);
        bytes.resize(size, '\0');
        putU32At(bytes, 12, nodes);
        putU32At(bytes, 16, 0);
        return bytes;
    };
    const Error wrapped = refusal(header(23171, 194660));
    CHECK(wrapped.code == "table.bad-file");
    CHECK(wrapped.message.find("has 4295161956 bytes, this file 194660") != std::string::npos);
    const Error small = refusal(header(30000, 100));
    CHECK(small.code == "table.bad-file");
    CHECK(small.message.find("has 7200000028 bytes, this file 100") != std::string::npos);
}

TEST_CASE("version 1 files, written before the checksum, still read") {
    const std::string old = fromHex(kExample1Version1);
    REQUIRE(old.size() == 24 + 4 * 72);
    const auto stored = readTableFile(old);
    REQUIRE(stored.ok());
    CHECK(stored->hole == 0);
    const auto solution = support::solved(support::graphOf(kExample1));
    CHECK(stored->table == solution.table());
    // Version 2 holds the same header and entries, then their CRC-32.
    const std::string current = writeTableFile(solution);
    CHECK(current.substr(12, 24 + 4 * 72 - 12) == old.substr(12));
    // Version 1 has no checksum to lean on: its entries and reserved field are checked as version 2's.
    std::string reserved = old;
    reserved[20] = 7;
    CHECK(fileCode(reserved) == "table.bad-file");
    CHECK(refusal(withEntry(old, 0, 1, 0)).message.find("entry 0 (mouse 0, cat 0, the mouse to move)") != std::string::npos);
    CHECK(fileCode(old + std::string(4, '\0')) == "table.bad-file");  // version 1 with a trailer is cut wrong
}

TEST_CASE("every single-bit flip of a written table is refused (issue 22: 68.6 % read back as other tables)") {
    const auto solution = support::solved(support::graphOf(kExample1));
    REQUIRE(solution.stateCount() == 72);
    const std::string bytes = writeTableFile(solution);
    REQUIRE(readTableFile(bytes).ok());
    std::size_t accepted = 0;
    std::string firstAccepted;
    std::size_t badChecksum = 0;
    for (std::size_t bit = 0; bit < 8 * bytes.size(); ++bit) {
        std::string flipped = bytes;
        flipped[bit / 8] = static_cast<char>(flipped[bit / 8] ^ (1 << (bit % 8)));
        const auto stored = readTableFile(flipped);
        if (stored.ok()) {
            if (accepted++ == 0) firstAccepted = "byte " + std::to_string(bit / 8) + " bit " + std::to_string(bit % 8);
            continue;
        }
        CHECK(stored.error().code.rfind("table.", 0) == 0);
        // Past the header's version, node count and hole, only the checksum can tell.
        if (bit / 8 >= 20) badChecksum += stored.error().code == "table.bad-checksum";
    }
    INFO("first flip read back as a table: " << firstAccepted);
    CHECK(accepted == 0);
    CHECK(badChecksum == 8 * (bytes.size() - 20));
}

TEST_CASE("every impossible entry is refused with its index and what is wrong") {
    // Example 1, hole 0; index (turn * 6 + mouse) * 6 + cat. Entry 8 (mouse 1,
    // cat 2) is a draw, 9 (mouse 1, cat 3) a cat win in 1, 13 (mouse 2, cat 1)
    // a mouse win in 1 and 49 the same with the cat to move a mouse win in 2,
    // 7 (mouse 1, cat 1) caught, 1 (mouse 0, cat 1) the mouse in the hole, 0
    // the cat on the hole.
    const auto solution = support::solved(support::graphOf(kExample1));
    const Table& table = solution.table();
    REQUIRE(table.entry(8) == Table::Entry{0, 0});
    REQUIRE(table.entry(9) == Table::Entry{2, 1});
    REQUIRE(table.entry(13) == Table::Entry{1, 1});
    REQUIRE(table.entry(49) == Table::Entry{1, 2});
    REQUIRE(table.entry(7) == Table::Entry{2, 0});
    REQUIRE(table.entry(1) == Table::Entry{1, 0});
    REQUIRE(table.entry(0) == Table::Entry{3, 0});
    struct Case {
        std::size_t index;
        std::uint32_t outcome;
        std::uint32_t remoteness;
        const char* says;  // what the message must say past the entry's index
    };
    const std::vector<Case> cases = {
        {0, 1, 0, "holds mouse wins in 0, but the cat on the hole is not a position"},
        {0, 0, 0, "holds a draw, but the cat on the hole is not a position"},
        {13, 3, 0, "holds outcome 3 (not a position), but only the cat on the hole is not a position"},
        {0, 3, 2, "holds outcome 3 (not a position), but only a win has a remoteness"},
        {8, 0, 5, "holds a draw with remoteness 5, but only a win has a remoteness"},
        {13, 1, 1073741823, "holds mouse wins in 1073741823, but a line to the end passes no position twice, and the game has 60 positions"},
        {7, 1, 0, "holds mouse wins in 0, but the mouse is on the cat: cat wins in 0"},
        {7, 2, 3, "holds cat wins in 3, but the mouse is on the cat: cat wins in 0"},
        {7, 0, 0, "holds a draw, but the mouse is on the cat: cat wins in 0"},
        {1, 1, 2, "holds mouse wins in 2, but the mouse is on the hole: mouse wins in 0"},
        {1, 2, 0, "holds cat wins in 0, but the mouse is on the hole: mouse wins in 0"},
        {13, 1, 0, "holds mouse wins in 0, but the mouse to move only ends the game by being stuck, and loses"},
        {13, 1, 2, "holds mouse wins in 2, but a mouse win ends on the mouse's move"},
        {49, 1, 3, "holds mouse wins in 3, but a mouse win ends on the mouse's move"},
        {13, 1, 9, "holds mouse wins in 9, but no entry with the cat to move holds mouse wins in 8"},
        {9, 2, 7, "holds cat wins in 7, but no entry with the cat to move holds cat wins in 6"},
    };
    const std::string v1 = fromHex(kExample1Version1);
    for (const std::string& file : {writeTableFile(solution), v1}) {
        for (const Case& c : cases) {
            const std::string where = "entry " + std::to_string(c.index) + " (mouse " + std::to_string(c.index / 6 % 6) +
                                      ", cat " + std::to_string(c.index % 6) + ", the " + (c.index < 36 ? "mouse" : "cat") +
                                      " to move) ";
            INFO("version " << u32At(file, 8) << ", entry " << c.index << " as " << c.outcome << "/" << c.remoteness);
            const Error error = refusal(withEntry(file, c.index, c.outcome, c.remoteness));
            CHECK(error.code == "table.bad-file");
            INFO(error.message);
            CHECK(error.message.rfind("not a catmouse table file: " + where + c.says, 0) == 0);
        }
        // A node's mover is stuck in all its positions or in none: the mouse
        // said stuck on node 1 at entry 8 is contradicted by entry 9.
        const Error stuck = refusal(withEntry(file, 8, 2, 0));
        CHECK(stuck.code == "table.bad-file");
        CHECK(stuck.message ==
              "not a catmouse table file: entry 9 (mouse 1, cat 3, the mouse to move) holds cat wins in 1, but entry 8 "
              "(mouse 1, cat 2, the mouse to move) has the mouse on node 1 stuck, and its moves do not depend on the other's node");
    }
}

TEST_CASE("every table the solver writes for a game the format holds reads back") {
    // Every digraph on 3 and 4 nodes (sinks make stuck players), every
    // undirected graph on 5, every pair of move digraphs on 3 (the cat's own
    // graph), each with every hole and with and without passing.
    for (int n = 3; n <= 4; ++n) {
        for (unsigned mask = 0; mask < (1u << (n * (n - 1))); ++mask) {
            const auto graph = Graph::fromAdjacency(digraphFromMask(n, mask), nullptr, Orientation::Directed);
            REQUIRE(graph.ok());
            const std::string problem = roundTripProblem(*graph, *graph);
            if (!problem.empty()) FAIL("digraph " << n << " nodes, mask " << mask << ": " << problem);
        }
    }
    for (unsigned mask = 0; mask < (1u << 10); ++mask) {
        const auto graph = support::graphOf(support::graphFromMask(5, mask));
        const std::string problem = roundTripProblem(graph, graph);
        if (!problem.empty()) FAIL("graph on 5 nodes, mask " << mask << ": " << problem);
    }
    for (unsigned mouseMask = 0; mouseMask < 64; ++mouseMask) {
        for (unsigned catMask = 0; catMask < 64; ++catMask) {
            const auto mouseGraph = Graph::fromAdjacency(digraphFromMask(3, mouseMask), nullptr, Orientation::Directed);
            const auto catGraph = Graph::fromAdjacency(digraphFromMask(3, catMask), nullptr, Orientation::Directed);
            const std::string problem = roundTripProblem(*mouseGraph, *catGraph);
            if (!problem.empty()) FAIL("move digraphs " << mouseMask << ", " << catMask << ": " << problem);
        }
    }
    // Longer games: random graphs of 40 to 120 nodes, remoteness in the dozens.
    std::mt19937 rng(913);
    for (int i = 0; i < 12; ++i) {
        const int n = std::uniform_int_distribution<int>(40, 120)(rng);
        const auto graph = support::graphOf(support::randomGraph(rng, n, 2.5 / n));
        const auto solution = support::solve(graph, i % n);
        REQUIRE(solution.ok());
        const auto stored = readTableFile(writeTableFile(*solution));
        if (!stored) FAIL(n << " nodes: " << stored.error().message);
        CHECK(stored->table == solution->table());
    }
}

TEST_CASE("table.unsupported-variant: the format holds one hole the cat may not enter") {
    // A writer that wrote these would make files the reader refuses (the cat on a hole as a position, or a
    // second hole's cat as a non-position elsewhere), as the package's tableFile() did for grids.
    const Graph graph = support::graphOf(kExample1);
    for (const Variant& variant : {Variant().withHoles({0, 4}), Variant().withHoles({0}).withCatOnHole(CatOnHole::Guards),
                                   Variant().withHoles({0}).withCatOnHole(CatOnHole::Wins).withPass(true)}) {
        const auto rules = Rules::make(graph, 0, variant);
        REQUIRE(rules.ok());
        const auto refusal = tableFileRefuses(*rules);
        REQUIRE(refusal.has_value());
        CHECK(refusal->code == "table.unsupported-variant");
        CHECK(refusal->message.find(variant.holes.size() > 1 ? "several holes" : "a cat that may stand on its hole") !=
              std::string::npos);
        const auto solution = solve(*rules);
        REQUIRE(solution.ok());
        CHECK_FALSE(readTableFile(writeTableFile(*solution)).ok());  // why the writers must ask
    }
    for (const bool pass : {false, true}) {
        const auto rules = Rules::make(graph, 3, Variant().withPass(pass));
        REQUIRE(rules.ok());
        CHECK_FALSE(tableFileRefuses(*rules).has_value());
    }
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
