#include <algorithm>
#include <cmath>
#include <unordered_set>
#include <utility>

#include "catmouse/two_cats.hpp"
#include "move_rank.hpp"

namespace catmouse {
using detail::moveRank;

std::size_t TwoCatSolution::index(const TwoCatPosition& p) const {
    const auto n = static_cast<std::size_t>(nodeCount());
    const auto lo = static_cast<std::size_t>(std::min(p.cat, p.cat2));
    const auto hi = static_cast<std::size_t>(std::max(p.cat, p.cat2));
    return (static_cast<std::size_t>(p.turn) * n + static_cast<std::size_t>(p.mouse)) * pairCount(nodeCount()) + hi * (hi + 1) / 2 + lo;
}

TwoCatPosition TwoCatSolution::position(std::size_t index) const {
    const auto n = static_cast<std::size_t>(nodeCount());
    const std::size_t pairs = pairCount(nodeCount());
    std::size_t pair = index % pairs;
    index /= pairs;
    // hi is the largest with hi (hi + 1) / 2 <= pair: a square root, then corrected for rounding.
    auto hi = static_cast<std::size_t>((std::sqrt(8.0 * static_cast<double>(pair) + 1.0) - 1.0) / 2.0);
    while (hi * (hi + 1) / 2 > pair) --hi;
    while ((hi + 1) * (hi + 2) / 2 <= pair) ++hi;
    pair -= hi * (hi + 1) / 2;
    TwoCatPosition p;
    p.cat = static_cast<int>(pair);
    p.cat2 = static_cast<int>(hi);
    p.mouse = static_cast<int>(index % n);
    p.turn = index / n == 0 ? Player::Mouse : Player::Cat;
    return p;
}

std::int32_t TwoCatSolution::remoteness(std::size_t index) const {
    const int code = outcomeCode(index);
    if (code == 0 || code == kNotAPosition) return -1;
    return static_cast<std::int32_t>(words_[index] & kLowMask);
}

Value TwoCatSolution::valueAt(const TwoCatPosition& p) const {
    const std::size_t i = index(p);
    const int code = outcomeCode(i);
    if (code == 0 || code == kNotAPosition) return {};
    return {static_cast<Outcome>(code), words_[i] & kLowMask};
}

Expected<Value> TwoCatSolution::value(const TwoCatPosition& p) const {
    if (auto error = rules_.checkPosition(p)) return *error;
    return valueAt(p);
}

std::vector<TwoCatMove> TwoCatSolution::movesAt(const TwoCatPosition& p) const {
    std::vector<TwoCatMove> moves;
    rules_.forEachMove(p, [&](const TwoCatPosition& next) { moves.push_back({next, valueAt(next)}); });
    // Moves come in the rules' order, so a stable sort leaves ties that way.
    std::stable_sort(moves.begin(), moves.end(), [mover = p.turn](const TwoCatMove& a, const TwoCatMove& b) {
        return moveRank(a.value, mover) < moveRank(b.value, mover);
    });
    return moves;
}

Expected<std::vector<TwoCatMove>> TwoCatSolution::moves(const TwoCatPosition& p) const {
    if (auto error = rules_.checkPosition(p)) return *error;
    return movesAt(p);
}

Expected<std::vector<TwoCatPosition>> TwoCatSolution::line(const TwoCatPosition& start) const {
    if (auto error = rules_.checkPosition(start)) return *error;
    // A repeat is of the position itself: the cats swapped are another position.
    const auto n = static_cast<std::size_t>(nodeCount());
    const auto key = [n](const TwoCatPosition& p) {
        return ((static_cast<std::size_t>(p.turn) * n + static_cast<std::size_t>(p.mouse)) * n + static_cast<std::size_t>(p.cat)) * n +
               static_cast<std::size_t>(p.cat2);
    };
    std::vector<TwoCatPosition> positions{start};
    std::unordered_set<std::size_t> seen{key(start)};
    for (TwoCatPosition at = start;;) {
        const auto moves = movesAt(at);
        if (moves.empty()) break;
        at = moves.front().to;
        positions.push_back(at);
        if (!seen.insert(key(at)).second) break;  // only a drawn line can repeat
    }
    return positions;
}

std::string twoCatReportJson(const TwoCatSolution& solution, const TwoCatPosition& start) {
    const Value value = solution.valueAt(start);
    std::string json = "{\"outcome\":" + std::to_string(static_cast<int>(value.outcome)) + ",\"winner\":\"" +
                       winnerName(value.outcome) + "\",\"plies\":" +
                       (value.remoteness ? std::to_string(*value.remoteness) : std::string("null")) + ",\"line\":[";
    const auto line = solution.line(start);  // kept: the loop below must not outlive it
    bool first = true;
    for (const TwoCatPosition& p : line.value()) {
        json += first ? "" : ",";
        first = false;
        json += "{\"mouse\":" + std::to_string(p.mouse) + ",\"cat\":" + std::to_string(p.cat) + ",\"cat2\":" +
                std::to_string(p.cat2) + ",\"turn\":\"" + toString(p.turn) + "\"}";
    }
    return json + "]}";
}

}  // namespace catmouse
