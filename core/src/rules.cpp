#include "catmouse/rules.hpp"

#include <string>
#include <vector>

namespace catmouse {
namespace {

std::string outsideGraph(int node, int n) {
    return "node " + std::to_string(node) + " is not a node of this " + std::to_string(n) + "-node graph (ids run from 0 to " +
           std::to_string(n - 1) + ")";
}

bool inRange(int node, int n) { return node >= 0 && node < n; }

}  // namespace

Expected<Rules> Rules::make(Graph graph, int hole) {
    const int n = graph.nodeCount();
    if (!inRange(hole, n)) return Error{"rules.node-out-of-range", "the hole: " + outsideGraph(hole, n), 0, 0, {"hole"}};
    return Rules(std::move(graph), hole);
}

Expected<Rules> Rules::make(Graph graph, const Setup& setup) {
    auto rules = make(std::move(graph), setup.hole);
    if (!rules) return rules;
    if (auto error = rules->checkStart(setup.start())) return *error;
    Rules checked = *std::move(rules);
    checked.start_ = setup.start();
    return checked;
}

std::optional<Error> Rules::checkIsolated(const Graph& graph) {
    constexpr std::size_t kNamed = 10;  // ids named in the message; the rest are counted
    std::vector<int> isolated;
    for (int node = 0; node < graph.nodeCount(); ++node) {
        if (graph.degree(node) == 0) isolated.push_back(node);
    }
    if (isolated.empty()) return std::nullopt;
    std::string ids;
    for (std::size_t i = 0; i < isolated.size() && i < kNamed; ++i) {
        if (i > 0) ids += i + 1 == isolated.size() ? " and " : ", ";
        ids += std::to_string(isolated[i]);
    }
    if (isolated.size() > kNamed) ids += " and " + std::to_string(isolated.size() - kNamed) + " more";
    const bool one = isolated.size() == 1;
    return Error{"graph.isolated-node", std::string(one ? "node " : "nodes ") + ids + (one ? " has" : " have") +
                                            " no edges (a gap in the node ids?): every node needs one, as in LeetCode 913; "
                                            "to keep nodes without edges, pass allowIsolated: true (--allow-isolated on the command line)"};
}

int Rules::moveCount(Player who, int node) const {
    int count = 0;
    for (const std::uint32_t to : graph_.neighbours(node)) count += mayEnter(who, static_cast<int>(to)) ? 1 : 0;
    return count;
}

Ending Rules::ending(const Position& p) const {
    if (isHole(p.mouse)) return Ending::MouseInHole;
    if (p.mouse == p.cat) return Ending::Caught;
    if (moveCount(p.turn, p.turn == Player::Mouse ? p.mouse : p.cat) == 0) return Ending::Stuck;
    return Ending::None;
}

std::optional<Outcome> Rules::terminal(const Position& p) const {
    switch (ending(p)) {
        case Ending::MouseInHole: return Outcome::MouseWins;
        case Ending::Caught: return Outcome::CatWins;
        case Ending::Stuck: return winFor(opponent(p.turn));
        case Ending::None: break;
    }
    return std::nullopt;
}

std::optional<Error> Rules::checkPosition(const Position& p) const {
    const int n = nodeCount();
    if (!inRange(p.mouse, n)) return Error{"position.node-out-of-range", "the mouse's " + outsideGraph(p.mouse, n)};
    if (!inRange(p.cat, n)) return Error{"position.node-out-of-range", "the cat's " + outsideGraph(p.cat, n)};
    if (p.turn != Player::Mouse && p.turn != Player::Cat) {
        return Error{"position.bad-turn", "the side to move must be the mouse or the cat"};
    }
    if (!isPosition(p)) {
        return Error{"position.cat-on-hole",
                     "the cat cannot stand on the hole (node " + std::to_string(hole_) + "), so this is not a position"};
    }
    return std::nullopt;
}

std::optional<Error> Rules::checkStart(const Position& p) const {
    const int n = nodeCount();
    if (!inRange(p.mouse, n)) {
        return Error{"rules.node-out-of-range", "the mouse's start: " + outsideGraph(p.mouse, n), 0, 0, {"mouse"}};
    }
    if (!inRange(p.cat, n)) return Error{"rules.node-out-of-range", "the cat's start: " + outsideGraph(p.cat, n), 0, 0, {"cat"}};
    if (!mayEnter(Player::Cat, p.cat)) {
        return Error{"rules.cat-on-hole",
                     "the cat cannot start on the hole (node " + std::to_string(hole_) + "): pick another cat start or hole",
                     0, 0, {"cat", "hole"}};
    }
    // A start that is already over would be a game without a move.
    if (isHole(p.mouse)) {
        return Error{"rules.mouse-on-hole",
                     "the mouse cannot start on the hole (node " + std::to_string(hole_) + "): pick another mouse start or hole",
                     0, 0, {"mouse", "hole"}};
    }
    if (p.mouse == p.cat) {
        return Error{"rules.same-start",
                     "the mouse and the cat cannot start on the same node (" + std::to_string(p.cat) + "): pick different starts",
                     0, 0, {"mouse", "cat"}};
    }
    return std::nullopt;
}

}  // namespace catmouse
