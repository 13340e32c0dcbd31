#include "node_order.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <utility>

namespace catmouse::detail {

NodeOrder localOrder(const Rules& rules) {
    NodeOrder order;
    const int n = rules.nodeCount();
    if (n < kRenumberFrom) return order;
    const std::array<const NodeLists*, 2> lists{&rules.moveLists(Player::Mouse), &rules.moveLists(Player::Cat)};
    std::vector<int> differences;  // distinct |x - y| of the moves, ascending; a grid has a few
    constexpr std::size_t kMostDifferences = 16;
    for (const NodeLists* moves : lists) {
        std::size_t count = 0;
        for (int x = 0; x < n; ++x) {
            for (const Node y : moves->of(x)) {
                ++count;
                const int d = std::abs(static_cast<int>(y) - x);
                const auto at = std::lower_bound(differences.begin(), differences.end(), d);
                if (at != differences.end() && *at == d) continue;
                if (differences.size() == kMostDifferences) return order;
                differences.insert(at, d);
            }
        }
        if (count > 8 * static_cast<std::size_t>(n)) return order;  // not sparse: pulls, whatever the order
    }
    const auto isGrid = [&](int w) {
        bool column = false;
        for (const NodeLists* moves : lists) {
            for (int x = 0; x < n; ++x) {
                for (const Node y : moves->of(x)) {
                    if (y / w == x / w) continue;
                    if (y % w != x % w) return false;
                    column = true;
                }
            }
        }
        return column;
    };
    for (const int w : differences) {
        if (w < 2 || (n + w - 1) / w < 4) continue;  // four rows at least
        if (!isGrid(w)) continue;
        const auto spread = [](std::uint32_t v) {  // bit k of v to bit 2k
            std::uint64_t r = v;
            r = (r | (r << 16)) & 0x0000FFFF0000FFFFull;
            r = (r | (r << 8)) & 0x00FF00FF00FF00FFull;
            r = (r | (r << 4)) & 0x0F0F0F0F0F0F0F0Full;
            r = (r | (r << 2)) & 0x3333333333333333ull;
            r = (r | (r << 1)) & 0x5555555555555555ull;
            return r;
        };
        std::vector<std::pair<std::uint64_t, Node>> keys;
        keys.reserve(static_cast<std::size_t>(n));
        for (int x = 0; x < n; ++x) {
            const auto row = static_cast<std::uint32_t>(x / w);
            const auto column = static_cast<std::uint32_t>(x % w);
            keys.emplace_back(spread(column) | (spread(row) << 1), static_cast<Node>(x));
        }
        std::sort(keys.begin(), keys.end());
        order.node.resize(static_cast<std::size_t>(n));
        order.rank.resize(static_cast<std::size_t>(n));
        for (std::size_t i = 0; i < keys.size(); ++i) {
            order.node[i] = keys[i].second;
            order.rank[keys[i].second] = static_cast<Node>(i);
        }
        return order;
    }
    return order;
}

}  // namespace catmouse::detail
