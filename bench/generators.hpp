#pragma once
// Benchmark graphs, generated with a fixed, portable random stream
// (splitmix64, no <random> distributions, whose output differs between
// standard libraries), so the same name and size give the same graph on every
// platform, and a JavaScript harness can rebuild or read the same graphs.
#include <cstdint>
#include <string>
#include <vector>

namespace bench {

using Adjacency = std::vector<std::vector<int>>;

class Rng {
public:
    explicit Rng(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Uniform in [0, bound), by rejection: exact, and the same everywhere.
    std::uint32_t below(std::uint32_t bound) {
        const std::uint64_t limit = (std::uint64_t{1} << 32) - ((std::uint64_t{1} << 32) % bound);
        for (;;) {
            const std::uint64_t x = next() >> 32;
            if (x < limit) return static_cast<std::uint32_t>(x % bound);
        }
    }
    // True with probability numerator / 2^32.
    bool chance(std::uint32_t numerator) { return (next() >> 32) < numerator; }

private:
    std::uint64_t state_;
};

// A random spanning tree (each node joins a uniformly chosen earlier one)
// plus n extra distinct random edges, then node ids shuffled so that ids say
// nothing about the structure: about 2n edges, average degree about 4.
Adjacency sparseGraph(int n, std::uint64_t seed);

// A side x side square grid, ids row by row; node 0 (the hole) is a corner.
Adjacency gridGraph(int side);

// Every pair joined with probability p (Erdos-Renyi G(n, p)).
Adjacency denseGraph(int n, double p, std::uint64_t seed);

// "0 1" lines, the edge-list input format of the catmouse CLI.
std::string edgeList(const Adjacency& adjacency);

}  // namespace bench
