#include <string>

#include "catmouse/solver.hpp"

namespace catmouse {
namespace {

Error outsideGraph(const std::string& who, int node, int n, const char* option) {
    return Error{who + " node " + std::to_string(node) + " is not a node of this " + std::to_string(n) +
                     "-node graph (ids run from 0 to " + std::to_string(n - 1) + ")",
                 0, 0, {option}};
}

}  // namespace

std::optional<Error> checkHole(const Graph& graph, int hole) {
    if (hole < 0 || hole >= graph.nodeCount()) return outsideGraph("the hole:", hole, graph.nodeCount(), "hole");
    return std::nullopt;
}

std::optional<Error> checkRules(const Graph& graph, const Rules& rules) {
    const int n = graph.nodeCount();
    if (auto error = checkHole(graph, rules.hole)) return error;
    if (rules.mouse < 0 || rules.mouse >= n) return outsideGraph("the mouse's start:", rules.mouse, n, "mouse");
    if (rules.cat < 0 || rules.cat >= n) return outsideGraph("the cat's start:", rules.cat, n, "cat");
    if (rules.cat == rules.hole) {
        return Error{"the cat cannot start on the hole (node " + std::to_string(rules.hole) + "): pick another cat start or hole",
                     0, 0, {"cat", "hole"}};
    }
    if (rules.mouse == rules.hole) {
        return Error{"the mouse cannot start on the hole (node " + std::to_string(rules.hole) +
                     "): pick another mouse start or hole",
                     0, 0, {"mouse", "hole"}};
    }
    if (rules.mouse == rules.cat) {
        return Error{"the mouse and the cat cannot start on the same node (" + std::to_string(rules.cat) +
                     "): pick different starts",
                     0, 0, {"mouse", "cat"}};
    }
    return std::nullopt;
}

}  // namespace catmouse
