#include "catmouse/solver.hpp"

#include <string>
#include <utility>

namespace catmouse {
namespace {

// How many frontier entries to expand between progress reports inside one level.
constexpr std::size_t kProgressStride = std::size_t{1} << 20;

std::uint32_t code(Outcome o) { return static_cast<std::uint32_t>(o); }

// Moves the side to move has from (mouse, cat): the mouse may go anywhere
// adjacent; the cat anywhere adjacent but the hole.
std::uint32_t moveCount(const Graph& graph, int hole, int mouse, int cat, Player turn) {
    if (turn == Player::Mouse) return static_cast<std::uint32_t>(graph.degree(mouse));
    return static_cast<std::uint32_t>(graph.degree(cat)) - (graph.adjacent(cat, hole) ? 1u : 0u);
}

}  // namespace

std::uint64_t tableBytes(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    return 2 * n * n * sizeof(std::uint32_t);
}

Expected<Solution> solve(Graph graph, int hole, const ProgressFn& progress) {
    const int n = graph.nodeCount();
    const auto nn = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    const std::size_t total = 2 * nn;
    std::vector<std::uint32_t> words(total);
    std::vector<std::uint32_t> frontier;
    std::vector<std::uint32_t> next;

    for (std::size_t s = 0; s < total; ++s) {
        const auto turn = static_cast<Player>(s / nn);
        const int mouse = static_cast<int>((s / static_cast<std::size_t>(n)) % static_cast<std::size_t>(n));
        const int cat = static_cast<int>(s % static_cast<std::size_t>(n));
        if (cat == hole) {
            words[s] = word::make(word::kNotAPosition, 0);
            continue;
        }
        std::uint32_t decided = 0;
        if (mouse == hole) {
            decided = code(Outcome::MouseWins);
        } else if (mouse == cat) {
            decided = code(Outcome::CatWins);
        } else {
            const auto moves = moveCount(graph, hole, mouse, cat, turn);
            if (moves > 0) {
                words[s] = word::make(0, moves);
                continue;
            }
            decided = code(winFor(opponent(turn)));  // a player who cannot move loses
        }
        words[s] = word::make(decided, 0);
        frontier.push_back(static_cast<std::uint32_t>(s));
    }

    std::uint64_t decidedCount = frontier.size();
    std::uint64_t reported = 0;
    const std::uint64_t reportEvery = total / 1000 + 1;
    const auto report = [&]() {
        if (!progress || decidedCount - reported < reportEvery) return true;
        reported = decidedCount;
        return progress(decidedCount, total);
    };
    const Error cancelled{"the solve was cancelled"};

    // Breadth-first from the decided positions, one remoteness level at a
    // time: a position decided while expanding level r has remoteness r+1.
    // A win is found from its fastest losing child (first seen), a loss when
    // its slowest child is expanded (last seen), so levels give exact values.
    for (std::uint32_t remoteness = 1; !frontier.empty(); ++remoteness) {
        for (std::size_t i = 0; i < frontier.size(); ++i) {
            const std::size_t s = frontier[i];
            const std::uint32_t outcome = word::outcomeCode(words[s]);
            const auto turn = static_cast<Player>(s / nn);
            const std::size_t mouse = (s / static_cast<std::size_t>(n)) % static_cast<std::size_t>(n);
            const std::size_t cat = s % static_cast<std::size_t>(n);
            // The move into s was made by the other side; its parents differ
            // from s in that side's node.
            const Player mover = opponent(turn);
            const std::uint32_t moverWins = code(winFor(mover));
            const auto parentsVia = mover == Player::Cat ? graph.neighbours(static_cast<int>(cat))
                                                         : graph.neighbours(static_cast<int>(mouse));
            const std::size_t base = mover == Player::Cat ? nn + mouse * static_cast<std::size_t>(n) : cat;
            const std::size_t stride = mover == Player::Cat ? 1 : static_cast<std::size_t>(n);
            for (const std::uint32_t from : parentsVia) {
                if (mover == Player::Cat && static_cast<int>(from) == hole) continue;
                const std::size_t parent = base + from * stride;
                const std::uint32_t w = words[parent];
                if (word::outcomeCode(w) != 0) continue;
                if (outcome == moverWins) {
                    words[parent] = word::make(moverWins, remoteness);
                } else if (word::low(w) == 1) {
                    words[parent] = word::make(outcome, remoteness);
                } else {
                    words[parent] = w - 1;
                    continue;
                }
                next.push_back(static_cast<std::uint32_t>(parent));
                ++decidedCount;
            }
            if ((i + 1) % kProgressStride == 0 && !report()) return cancelled;
        }
        if (!report()) return cancelled;
        std::swap(frontier, next);
        next.clear();
    }

    for (auto& w : words) {
        if (word::outcomeCode(w) == 0) w = 0;  // drop leftover counters: a draw has no remoteness
    }
    if (progress && !progress(total, total)) return cancelled;
    return Solution(std::move(graph), hole, std::move(words));
}

}  // namespace catmouse
