#include "catmouse/solver.hpp"

#include <algorithm>
#include <string>
#include <unordered_set>
#include <utility>

namespace catmouse {
namespace {

// Sort key for a move, smaller is better for the side to move: wins by
// fewest plies, then draws, then losses by most plies.
std::pair<int, std::int64_t> rank(const Value& v, Player mover) {
    if (v.outcome == Outcome::Draw) return {1, 0};
    const auto plies = static_cast<std::int64_t>(*v.remoteness);
    return v.outcome == winFor(mover) ? std::make_pair(0, plies) : std::make_pair(2, -plies);
}

}  // namespace

Solution::Solution(Graph graph, int hole, std::vector<std::uint32_t> words)
    : graph_(std::move(graph)), hole_(hole), words_(std::move(words)) {}

Position Solution::position(std::size_t index) const {
    const auto n = static_cast<std::size_t>(nodeCount());
    return {static_cast<int>((index / n) % n), static_cast<int>(index % n), static_cast<Player>(index / (n * n))};
}

std::optional<Error> Solution::checkPosition(const Position& p) const {
    const int n = nodeCount();
    for (const auto& [who, node] : {std::pair<const char*, int>{"mouse", p.mouse}, {"cat", p.cat}}) {
        if (node < 0 || node >= n) {
            return Error{std::string("the ") + who + "'s node " + std::to_string(node) + " is not a node of this " +
                         std::to_string(n) + "-node graph (ids run from 0 to " + std::to_string(n - 1) + ")"};
        }
    }
    if (p.turn != Player::Mouse && p.turn != Player::Cat) return Error{"the side to move must be the mouse or the cat"};
    if (p.cat == hole_) {
        return Error{"the cat cannot stand on the hole (node " + std::to_string(hole_) + "), so this is not a position"};
    }
    return std::nullopt;
}

Value Solution::valueAt(const Position& p) const {
    const std::uint32_t w = words_[index(p)];
    const auto outcome = static_cast<Outcome>(word::outcomeCode(w));
    if (outcome == Outcome::Draw) return {};
    return {outcome, word::low(w)};
}

std::vector<Move> Solution::movesAt(const Position& p) const {
    std::vector<Move> moves;
    if (isTerminal(p)) return moves;
    const bool mouseMoves = p.turn == Player::Mouse;
    for (const std::uint32_t to : graph_.neighbours(mouseMoves ? p.mouse : p.cat)) {
        const int node = static_cast<int>(to);
        if (!mouseMoves && node == hole_) continue;
        const Position child = mouseMoves ? Position{node, p.cat, Player::Cat} : Position{p.mouse, node, Player::Mouse};
        moves.push_back({node, valueAt(child)});
    }
    // Neighbours are ascending, so a stable sort leaves ties by lowest id.
    std::stable_sort(moves.begin(), moves.end(), [mover = p.turn](const Move& a, const Move& b) {
        return rank(a.value, mover) < rank(b.value, mover);
    });
    return moves;
}

Expected<Value> Solution::value(const Position& p) const {
    if (auto error = checkPosition(p)) return *error;
    return valueAt(p);
}

Expected<std::vector<Move>> Solution::moves(const Position& p) const {
    if (auto error = checkPosition(p)) return *error;
    return movesAt(p);
}

Expected<std::vector<Position>> Solution::line(const Position& start) const {
    if (auto error = checkPosition(start)) return *error;
    std::vector<Position> positions{start};
    std::unordered_set<std::size_t> seen{index(start)};
    for (Position at = start;;) {
        const auto moves = movesAt(at);
        if (moves.empty()) break;
        const int to = moves.front().to;
        at = at.turn == Player::Mouse ? Position{to, at.cat, Player::Cat} : Position{at.mouse, to, Player::Mouse};
        positions.push_back(at);
        if (!seen.insert(index(at)).second) break;  // only a drawn line can repeat
    }
    return positions;
}

}  // namespace catmouse
