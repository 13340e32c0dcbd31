#include "baseline.hpp"

#include <queue>
#include <tuple>

namespace bench {

// One int per state for the result, one for the remaining-move counter, one
// for the remoteness, and a std::queue of (mouse, cat, turn) tuples. The
// queue is first in, first out, so states leave it in order of remoteness:
// a win is decided by its fastest winning child, a loss by its slowest child.
BaselineTable baselineSolve(const Adjacency& graph, int hole) {
    const int n = static_cast<int>(graph.size());
    const std::size_t states = static_cast<std::size_t>(n) * n * 2;
    const auto id = [n](int mouse, int cat, int turn) { return (static_cast<std::size_t>(mouse) * n + cat) * 2 + turn; };

    BaselineTable table;
    table.n = n;
    table.result.assign(states, 0);
    table.remoteness.assign(states, 0);
    std::vector<int> degree(states, 0);
    auto& result = table.result;
    auto& remoteness = table.remoteness;

    for (int mouse = 0; mouse < n; ++mouse) {
        for (int cat = 0; cat < n; ++cat) {
            degree[id(mouse, cat, 0)] = static_cast<int>(graph[mouse].size());
            degree[id(mouse, cat, 1)] = static_cast<int>(graph[cat].size());
        }
    }
    for (const int next : graph[hole]) {  // the cat may not enter the hole
        for (int mouse = 0; mouse < n; ++mouse) --degree[id(mouse, next, 1)];
    }

    std::queue<std::tuple<int, int, int>> queue;
    for (int cat = 0; cat < n; ++cat) {
        if (cat == hole) continue;
        for (int turn = 0; turn < 2; ++turn) {
            result[id(hole, cat, turn)] = 1;
            queue.emplace(hole, cat, turn);
            result[id(cat, cat, turn)] = 2;
            queue.emplace(cat, cat, turn);
        }
    }
    for (int mouse = 0; mouse < n; ++mouse) {  // a player who cannot move loses
        for (int cat = 0; cat < n; ++cat) {
            if (cat == hole || mouse == hole || mouse == cat) continue;
            for (int turn = 0; turn < 2; ++turn) {
                if (degree[id(mouse, cat, turn)] == 0) {
                    result[id(mouse, cat, turn)] = turn == 0 ? 2 : 1;
                    queue.emplace(mouse, cat, turn);
                }
            }
        }
    }

    while (!queue.empty()) {
        const auto [mouse, cat, turn] = queue.front();
        queue.pop();
        const int value = result[id(mouse, cat, turn)];
        const int plies = remoteness[id(mouse, cat, turn)] + 1;
        const int prevTurn = 1 - turn;
        const int prevWins = prevTurn == 0 ? 1 : 2;
        for (const int prev : graph[prevTurn == 0 ? mouse : cat]) {
            if (prevTurn == 1 && prev == hole) continue;
            const int prevMouse = prevTurn == 0 ? prev : mouse;
            const int prevCat = prevTurn == 1 ? prev : cat;
            const std::size_t parent = id(prevMouse, prevCat, prevTurn);
            if (result[parent] != 0) continue;
            if (value == prevWins || --degree[parent] == 0) {
                result[parent] = value;
                remoteness[parent] = plies;
                queue.emplace(prevMouse, prevCat, prevTurn);
            }
        }
    }
    return table;
}

}  // namespace bench
