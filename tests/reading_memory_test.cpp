// What reading a graph holds at its peak, counted by replacing the global
// operator new (so this is its own binary, native only): graph6 and sparse6
// hold the graph's rows and a little more, not lists of lists with a place
// per entry (about 200 bytes per input byte before, 1.7 GB for K10000).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>

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
