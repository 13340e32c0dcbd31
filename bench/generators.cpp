#include "generators.hpp"

#include <algorithm>
#include <numeric>
#include <set>
#include <utility>

namespace bench {

Adjacency sparseGraph(int n, std::uint64_t seed) {
    Rng rng(seed);
    std::vector<int> label(static_cast<std::size_t>(n));
    std::iota(label.begin(), label.end(), 0);
    for (int i = n - 1; i > 0; --i) std::swap(label[i], label[rng.below(static_cast<std::uint32_t>(i + 1))]);

    std::set<std::pair<int, int>> edges;
    const auto add = [&](int a, int b) {
        if (a == b) return false;
        return edges.insert({std::min(a, b), std::max(a, b)}).second;
    };
    for (int i = 1; i < n; ++i) add(label[i], label[rng.below(static_cast<std::uint32_t>(i))]);
    for (int extra = 0; extra < n;) {
        if (add(static_cast<int>(rng.below(static_cast<std::uint32_t>(n))), static_cast<int>(rng.below(static_cast<std::uint32_t>(n))))) {
            ++extra;
        }
    }
    Adjacency adjacency(static_cast<std::size_t>(n));
    for (const auto& [a, b] : edges) {
        adjacency[a].push_back(b);
        adjacency[b].push_back(a);
    }
    return adjacency;
}

Adjacency gridGraph(int side) {
    Adjacency adjacency(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
    for (int r = 0; r < side; ++r) {
        for (int c = 0; c < side; ++c) {
            const int id = r * side + c;
            if (r > 0) adjacency[id].push_back(id - side);
            if (c > 0) adjacency[id].push_back(id - 1);
            if (c + 1 < side) adjacency[id].push_back(id + 1);
            if (r + 1 < side) adjacency[id].push_back(id + side);
        }
    }
    return adjacency;
}

Adjacency denseGraph(int n, double p, std::uint64_t seed) {
    Rng rng(seed);
    const auto numerator = static_cast<std::uint32_t>(p * 4294967296.0);
    Adjacency adjacency(static_cast<std::size_t>(n));
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            if (rng.chance(numerator)) {
                adjacency[a].push_back(b);
                adjacency[b].push_back(a);
            }
        }
    }
    return adjacency;
}

std::string edgeList(const Adjacency& adjacency) {
    std::string text;
    for (std::size_t a = 0; a < adjacency.size(); ++a) {
        for (const int b : adjacency[a]) {
            if (static_cast<std::size_t>(b) > a) text += std::to_string(a) + " " + std::to_string(b) + "\n";
        }
    }
    return text;
}

}  // namespace bench
