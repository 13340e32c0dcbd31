// What reading a graph holds at its peak, counted by replacing the global
// operator new (so this is its own binary, native only): every reader holds
// the graph's rows and a little more, not lists of lists with a place per
// entry (graph6: about 200 bytes per input byte before, 1.7 GB for K10000).
#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "catmouse/import.hpp"

namespace {

// Bytes allocated now and the most at once since reset. Each block carries
// its size in front, so delete knows what to take off.
std::atomic<std::size_t> inUse{0};
std::atomic<std::size_t> peak{0};
constexpr std::size_t kHeader = alignof(std::max_align_t);

void* allocate(std::size_t size) {
    auto* block = static_cast<unsigned char*>(std::malloc(size + kHeader));
    if (block == nullptr) throw std::bad_alloc();
    *reinterpret_cast<std::size_t*>(block) = size;
    const std::size_t now = inUse += size;
    for (std::size_t seen = peak; now > seen && !peak.compare_exchange_weak(seen, now);) {
    }
    return block + kHeader;
}

void release(void* pointer) {
    if (pointer == nullptr) return;
    auto* block = static_cast<unsigned char*>(pointer) - kHeader;
    inUse -= *reinterpret_cast<std::size_t*>(block);
    std::free(block);
}

// The bytes a read holds beyond what was held before it, at its peak.
template <class Read>
std::size_t peakOf(const Read& read) {
    const std::size_t before = inUse;
    peak = before;
    read();
    return peak - before;
}

// K_n in graph6: N(n), then every bit of the upper triangle set.
std::string completeGraph6(int n) {
    std::string text = n <= 62 ? std::string(1, static_cast<char>(63 + n))
                               : std::string{'~', static_cast<char>(63 + ((n >> 12) & 63)), static_cast<char>(63 + ((n >> 6) & 63)),
                                             static_cast<char>(63 + (n & 63))};
    const std::size_t bits = static_cast<std::size_t>(n) * static_cast<std::size_t>(n - 1) / 2;
    text.append(bits / 6, '~');
    if (bits % 6 != 0) text += static_cast<char>(63 + (((1 << (bits % 6)) - 1) << (6 - bits % 6)));
    return text;
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void operator delete(void* pointer) noexcept { release(pointer); }
void operator delete[](void* pointer) noexcept { release(pointer); }
void operator delete(void* pointer, std::size_t) noexcept { release(pointer); }
void operator delete[](void* pointer, std::size_t) noexcept { release(pointer); }
// The nothrow forms too (Catch2 uses them): AddressSanitizer supplies its own
// otherwise, whose blocks the deletes above would misread.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return allocate(size);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
void operator delete(void* pointer, const std::nothrow_t&) noexcept { release(pointer); }
void operator delete[](void* pointer, const std::nothrow_t&) noexcept { release(pointer); }

TEST_CASE("graph6 reading holds the graph's rows and 4 bytes a node at its peak, whatever the density") {
    for (const int n : {100, 1000, 2000}) {
        const std::string text = completeGraph6(n);
        const std::uint64_t edges = static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n - 1) / 2;
        const std::uint64_t rows = catmouse::Graph::rowBytes(static_cast<std::uint64_t>(n), 2 * edges);
        std::uint64_t kept = 0;
        const std::size_t held = peakOf([&] {
            const auto read = catmouse::importGame(text);
            REQUIRE(read.ok());
            kept = read->graph.heapBytes();
        });
        INFO("K" << n << ": " << text.size() << " bytes of text, " << held << " bytes held at the peak");
        CHECK(kept == rows);
        // The rows, the fill cursors and the shared pointer's block: a few bytes a node beyond the graph.
        CHECK(held <= rows + 8 * (static_cast<std::uint64_t>(n) + 1) + 256);
        // Per input byte: 6 pair bits, at most 4 bytes each (an edge is two 2-byte entries), and the per-node part.
        CHECK(held <= 24 * text.size() + 8 * (static_cast<std::uint64_t>(n) + 1) + 256);
    }
}

namespace {

// K_n as a JSON adjacency list, and a sparse graph (a cycle with chords) of n nodes.
std::string completeAdjacency(int n) {
    std::string text = "[";
    for (int a = 0; a < n; ++a) {
        text += a == 0 ? "[" : ",[";
        bool first = true;
        for (int b = 0; b < n; ++b) {
            if (b == a) continue;
            text += (first ? "" : ",") + std::to_string(b);
            first = false;
        }
        text += "]";
    }
    return text + "]";
}

// The sparse graph's edges: a cycle, and a chord from every third node halfway round.
std::vector<std::pair<int, int>> sparseEdges(int n) {
    std::vector<std::pair<int, int>> edges;
    for (int a = 0; a < n; ++a) edges.emplace_back(a, (a + 1) % n);
    for (int a = 0; a < n / 2; a += 3) edges.emplace_back(a, a + n / 2);
    return edges;
}

std::string sparseAdjacency(int n) {
    std::vector<std::vector<int>> lists(static_cast<std::size_t>(n));
    for (const auto& [a, b] : sparseEdges(n)) {
        lists[static_cast<std::size_t>(a)].push_back(b);
        lists[static_cast<std::size_t>(b)].push_back(a);
    }
    std::string text = "[";
    for (const auto& list : lists) {
        text += text.size() == 1 ? "[" : ",[";
        for (std::size_t i = 0; i < list.size(); ++i) text += (i == 0 ? "" : ",") + std::to_string(list[i]);
        text += "]";
    }
    return text + "]";
}

// Edge lines "a b" (or "a -> b"), once, or once each way.
std::string edgeList(const std::vector<std::pair<int, int>>& edges, const char* separator, bool bothWays) {
    std::string text;
    for (const auto& [a, b] : edges) {
        text += std::to_string(a) + separator + std::to_string(b) + "\n";
        if (bothWays) text += std::to_string(b) + separator + std::to_string(a) + "\n";
    }
    return text;
}

std::vector<std::pair<int, int>> completeEdges(int n) {
    std::vector<std::pair<int, int>> edges;
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) edges.emplace_back(a, b);
    }
    return edges;
}

struct Read {
    std::size_t held = 0;    // bytes held at the peak
    std::uint64_t rows = 0;  // the graph's bytes
    std::uint64_t nodes = 0;
};

Read readList(const std::string& text) {
    Read read;
    read.held = peakOf([&] {
        const auto imported = catmouse::importGame(text);
        REQUIRE(imported.ok());
        read.rows = imported->graph.heapBytes();
        read.nodes = static_cast<std::uint64_t>(imported->graph.nodeCount());
        CHECK(read.rows == catmouse::Graph::rowBytes(read.nodes, imported->graph.arcCount()));
    });
    return read;
}

}  // namespace

// Lists of lists with a place per entry held 3.5-10 bytes per input byte
// (K1000 as an adjacency list: 14.3 MB for rows of 2.0 MB).
TEST_CASE("adjacency-list reading holds the graph's rows and 12 bytes a node at its peak, dense or sparse") {
    for (const auto& text : {completeAdjacency(1000), sparseAdjacency(20000), "{\"graph\": " + completeAdjacency(300) + "}"}) {
        const Read read = readList(text);
        INFO(read.nodes << " nodes: " << text.size() << " bytes of text, " << read.rows << " bytes of rows, " << read.held << " held at the peak");
        // The rows, the counts as they grow (12 bytes a node while a vector
        // doubles), the repeat check's int a node, and the shared block.
        CHECK(read.held <= read.rows + 12 * (read.nodes + 1) + 256);
        // Every node takes 3 bytes of text ("[],"), every entry 2 ("1,") for its 2 bytes of rows.
        CHECK(read.held <= 5 * text.size() + 256);
    }
}

TEST_CASE("edge-list reading holds the graph's rows, the lines' rows for edges given once, and 12 bytes a node") {
    const auto dense = completeEdges(600), sparse = sparseEdges(20000);
    for (const auto* edges : {&dense, &sparse}) {
        // Each edge once: the lines' rows (2 bytes a line) beside the graph's.
        const std::string once = edgeList(*edges, " ", false);
        const Read readOnce = readList(once);
        INFO("once: " << readOnce.nodes << " nodes, " << once.size() << " bytes of text, " << readOnce.rows << " bytes of rows, "
                      << readOnce.held << " held");
        CHECK(readOnce.held <= readOnce.rows + 2 * edges->size() + 12 * (readOnce.nodes + 1) + 256);
        CHECK(readOnce.held <= 3 * once.size() + 12 * (readOnce.nodes + 1) + 256);
        // Once each way, or as arcs: the lines' rows are the graph's.
        for (const auto& text : {edgeList(*edges, " ", true), edgeList(*edges, " -> ", false)}) {
            const Read read = readList(text);
            INFO(read.nodes << " nodes, " << text.size() << " bytes of text, " << read.rows << " bytes of rows, " << read.held << " held");
            CHECK(read.held <= read.rows + 12 * (read.nodes + 1) + 256);
            CHECK(read.held <= 3 * text.size() + 12 * (read.nodes + 1) + 256);
        }
    }
}

// An edge list with an error is read again to name the first error (a
// repeat before a bad line is named first): that reading holds the rows
// too, so it is checked against the limit like the first. Past it, the bad
// line's own error is given, or limits.memory for a repeat.
TEST_CASE("an edge list's error is named within the memory limit") {
    const auto edges = sparseEdges(20000);
    const std::string badLine = edgeList(edges, " ", false) + "7 x\n";
    const std::string repeat = edgeList(edges, " ", false) + "0 1\n";
    const std::uint64_t limit = 64 * 1024;  // far below the rows (about 200 KB)
    std::string code;
    const std::size_t heldBad = peakOf([&] {
        const auto imported = catmouse::importGame(badLine, catmouse::Format::Auto, false, limit);
        REQUIRE_FALSE(imported.ok());
        code = imported.error().code;
    });
    CHECK(code == "parse.unexpected-token");
    const std::size_t heldRepeat = peakOf([&] {
        const auto imported = catmouse::importGame(repeat, catmouse::Format::Auto, false, limit);
        REQUIRE_FALSE(imported.ok());
        code = imported.error().code;
    });
    CHECK(code == "limits.memory");
    // The counts (4 bytes a node, doubling) and the error's text; no rows.
    CHECK(heldBad <= 12 * 20001 + 4096);
    CHECK(heldRepeat <= 12 * 20001 + 4096);
    // Without the limit, each is named as before.
    CHECK(catmouse::importGame(repeat).error().code == "graph.duplicate-edge");
    CHECK(catmouse::importGame(badLine).error().code == "parse.unexpected-token");
}
