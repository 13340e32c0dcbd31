#pragma once
// Independent references for the tests, deliberately written another way
// than the solver: plain nested vectors, no CSR, no queue, no bit packing.
//
// referenceSolve sweeps every position in rounds until a round decides
// nothing (Jacobi-style value iteration). Round k decides exactly the
// positions whose remoteness is k, so the round number is the remoteness.
// It knows every variant (directed steps, several holes, the cat on a hole,
// passing, a step list per player) from the rules as stated in rules.hpp,
// with its own code.
//
// cutoffSolve is the widely copied memoised recursion that calls the game a
// draw after a fixed number of turns; the tests use it to show where it fails.
#include <vector>

namespace reference {

using Adjacency = std::vector<std::vector<int>>;

struct Entry {
    int outcome = 0;      // 0 draw, 1 mouse wins, 2 cat wins
    int remoteness = -1;  // -1 for a draw
};

// table[turn][mouse][cat], turn 0 = mouse to move, 1 = cat to move.
// Positions that do not exist (the cat on a hole it is barred from) are
// left as draws; exists() tells them apart.
using Table = std::vector<std::vector<std::vector<Entry>>>;

// A game with its variant, spelled out plainly: each player's list of the
// nodes it can step to from each node (an undirected edge is listed at both
// ends, an arc at its tail), the holes, what a cat on a hole means, and
// whether a player may stay put. Written from the rules' text, not from
// catmouse::Rules.
struct Game {
    Adjacency mouseSteps;
    Adjacency catSteps;
    std::vector<int> holes{0};
    int catOnHole = 0;  // 0 barred from holes, 1 guards them, 2 wins on them
    bool pass = false;
    // Positions {turn, mouse, cat} already visited: reaching one again ends
    // the game in a draw (the repetition rule), unless the game ended there
    // anyway (caught, in a hole, stuck).
    std::vector<std::vector<int>> visited;
};

template <class T>
inline bool contains(const std::vector<T>& list, const T& x) {
    for (const T& v : list) {
        if (v == x) return true;
    }
    return false;
}

inline bool exists(const Game& game, int cat) { return !(game.catOnHole == 0 && contains(game.holes, cat)); }

inline Table referenceSolve(const Game& game) {
    const int n = static_cast<int>(game.mouseSteps.size());
    Table table(2, std::vector<std::vector<Entry>>(n, std::vector<Entry>(n)));
    std::vector<std::vector<std::vector<int>>> round(2, std::vector<std::vector<int>>(n, std::vector<int>(n, -1)));

    // Calls visit(turn, mouse, cat) for each position a move leads to, and
    // says how many there are. (It allocates nothing: under the sanitizers a
    // list of children per call took most of the tests' time.)
    auto forEachMove = [&](int turn, int mouse, int cat, auto&& visit) {
        const int from = turn == 0 ? mouse : cat;
        int count = 0;
        auto step = [&](int to) {
            if (turn == 0) {
                visit(1, to, cat);
                ++count;
            } else if (exists(game, to)) {
                visit(0, mouse, to);
                ++count;
            }
        };
        for (int to : turn == 0 ? game.mouseSteps[from] : game.catSteps[from]) step(to);
        if (game.pass) step(from);
        return count;
    };
    auto noMove = [&](int turn, int mouse, int cat) { return forEachMove(turn, mouse, cat, [](int, int, int) {}) == 0; };

    for (int t = 0; t < 2; ++t) {
        for (int m = 0; m < n; ++m) {
            for (int c = 0; c < n; ++c) {
                if (!exists(game, c)) continue;
                Entry e;
                if (m == c) e = {2, 0};
                else if (contains(game.holes, m)) e = {1, 0};
                else if (game.catOnHole == 2 && contains(game.holes, c)) e = {2, 0};
                else if (noMove(t, m, c)) e = {t == 0 ? 2 : 1, 0};
                else if (contains(game.visited, {t, m, c})) e = {0, -1};  // a repetition: a known draw
                else continue;
                table[t][m][c] = e;
                round[t][m][c] = 0;
            }
        }
    }

    for (int k = 1;; ++k) {
        bool changed = false;
        for (int t = 0; t < 2; ++t) {
            const int mine = t == 0 ? 1 : 2;
            for (int m = 0; m < n; ++m) {
                for (int c = 0; c < n; ++c) {
                    if (!exists(game, c) || round[t][m][c] >= 0) continue;
                    bool win = false;
                    bool allLose = true;
                    forEachMove(t, m, c, [&](int ct, int cm, int cc) {
                        const int r = round[ct][cm][cc];
                        const bool known = r >= 0 && r < k;  // decided in an earlier round
                        if (known && table[ct][cm][cc].outcome == mine) win = true;
                        if (!known || table[ct][cm][cc].outcome != 3 - mine) allLose = false;
                    });
                    if (win || allLose) {
                        table[t][m][c] = {win ? mine : 3 - mine, k};
                        round[t][m][c] = k;
                        changed = true;
                    }
                }
            }
        }
        if (!changed) break;
    }
    return table;
}

// LeetCode 913's game: one undirected graph for both, one hole.
inline Table referenceSolve(const Adjacency& graph, int hole) {
    Game game;
    game.mouseSteps = graph;
    game.catSteps = graph;
    game.holes = {hole};
    return referenceSolve(game);
}

// The popular recursion: dp over (turn count, mouse, cat); at the cutoff, draw.
inline int cutoffSolve(const Adjacency& graph, int turnLimit, int mouse = 1, int cat = 2, int hole = 0) {
    const int n = static_cast<int>(graph.size());
    std::vector<std::vector<std::vector<int>>> memo(turnLimit + 1, std::vector<std::vector<int>>(n, std::vector<int>(n, -1)));
    auto f = [&](auto&& self, int t, int m, int c) -> int {
        if (t >= turnLimit) return 0;
        if (m == hole) return 1;
        if (m == c) return 2;
        int& slot = memo[t][m][c];
        if (slot >= 0) return slot;
        const bool mouseTurn = t % 2 == 0;
        const int mine = mouseTurn ? 1 : 2;
        bool anyDraw = false;
        bool anyMove = false;
        int result = -1;
        for (int to : graph[mouseTurn ? m : c]) {
            if (!mouseTurn && to == hole) continue;
            anyMove = true;
            const int r = mouseTurn ? self(self, t + 1, to, c) : self(self, t + 1, m, to);
            if (r == mine) {
                result = mine;
                break;
            }
            if (r == 0) anyDraw = true;
        }
        if (result < 0) result = !anyMove ? 3 - mine : anyDraw ? 0
                                                               : 3 - mine;
        return slot = result;
    };
    return f(f, 0, mouse, cat);
}

}  // namespace reference
