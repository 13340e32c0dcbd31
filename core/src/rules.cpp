#include "catmouse/rules.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace catmouse {
namespace {

std::string outsideGraph(int node, int n) {
    return "node " + std::to_string(node) + " is not a node of this " + std::to_string(n) + "-node graph (ids run from 0 to " +
           std::to_string(n - 1) + ")";
}

bool inRange(int node, int n) { return node >= 0 && node < n; }

std::string holeWords(const std::vector<int>& holes) { return holes.size() == 1 ? "the hole" : "a hole"; }

}  // namespace

namespace {

// The hole set: variant.holes when given, else {hole}; each a node, no repeats.
std::optional<Error> checkHoles(Variant& variant, int hole, int n) {
    const bool many = !variant.holes.empty();
    if (!many) variant.holes = {hole};
    for (const int h : variant.holes) {
        if (!inRange(h, n)) {
            return Error{"rules.node-out-of-range", (many ? "a hole: " : "the hole: ") + outsideGraph(h, n), 0, 0, {many ? "holes" : "hole"}};
        }
    }
    std::sort(variant.holes.begin(), variant.holes.end());
    const auto repeat = std::adjacent_find(variant.holes.begin(), variant.holes.end());
    if (repeat != variant.holes.end()) {
        return Error{"rules.duplicate-hole", "node " + std::to_string(*repeat) + " is in the hole set twice: list each hole once", 0, 0, {"holes"}};
    }
    return std::nullopt;
}

}  // namespace

// Each player's moves (a view of its graph's rows when the nodes it may not
// enter come first in them, else a copy without those), then its parents by one pass over the moves: a counting sort
// by target, which keeps every parent row ascending. Symmetric rules keep
// no parents of their own.
namespace {

// Rows of node ids, as NodeLists keeps them when it does not view the graph's.
struct OwnRows {
    std::vector<std::uint32_t> offsets;
    std::vector<std::uint32_t> starts;
    std::vector<NodeId> targets;
};

// Without passing, a player's moves are its graph's rows less the nodes it
// may not enter. When those come first in every row (the hole is node 0, or
// the holes are the lowest ids), the rows can be viewed from past them.
bool barredComeFirst(const Rules& view, Player who, int n, bool pass) {
    if (pass) return false;
    const Graph& graph = view.graph(who);
    for (int x = 0; x < n; ++x) {
        bool entered = false;
        for (const std::uint32_t y : graph.neighbours(x)) {
            const bool may = view.mayEnter(who, static_cast<int>(y));
            if (!may && entered) return false;
            entered = entered || may;
        }
    }
    return true;
}

// Each row's start past the nodes at its front the player may not enter
// (empty when it may enter every node: the graph's rows as they are).
std::vector<std::uint32_t> startsPastBarred(const Rules& view, Player who, int n) {
    bool all = true;
    for (int x = 0; x < n && all; ++x) all = view.mayEnter(who, x);
    if (all) return {};
    const Graph& graph = view.graph(who);
    const std::uint32_t* offsets = graph.rowOffsets();
    std::vector<std::uint32_t> starts(static_cast<std::size_t>(n));
    for (int x = 0; x < n; ++x) {
        std::uint32_t start = offsets[x];
        for (const std::uint32_t y : graph.neighbours(x)) {
            if (view.mayEnter(who, static_cast<int>(y))) break;
            ++start;
        }
        starts[static_cast<std::size_t>(x)] = start;
    }
    return starts;
}

// The rows copied without the nodes the player may not enter, and with
// passing its own node in its sorted place where it may stay.
OwnRows copiedMoves(const Rules& view, Player who, int n, bool pass) {
    const Graph& graph = view.graph(who);
    OwnRows rows;
    rows.offsets.assign(static_cast<std::size_t>(n) + 1, 0);
    rows.targets.reserve(graph.arcCount() + (pass ? static_cast<std::size_t>(n) : 0));
    for (int x = 0; x < n; ++x) {
        const bool stays = pass && view.mayEnter(who, x);
        bool placed = false;
        for (const std::uint32_t y : graph.neighbours(x)) {
            if (stays && !placed && y > static_cast<std::uint32_t>(x)) {
                rows.targets.push_back(static_cast<NodeId>(x));
                placed = true;
            }
            if (view.mayEnter(who, static_cast<int>(y))) rows.targets.push_back(static_cast<NodeId>(y));
        }
        if (stays && !placed) rows.targets.push_back(static_cast<NodeId>(x));
        rows.offsets[static_cast<std::size_t>(x) + 1] = static_cast<std::uint32_t>(rows.targets.size());
    }
    rows.targets.shrink_to_fit();
    return rows;
}

// Each node's parents for the player: the nodes it may stand on whose moves
// lead there, each row sorted.
OwnRows parentRows(const Rules& view, const NodeLists& moves, Player who, int n) {
    OwnRows rows;
    std::vector<std::uint32_t>& offsets = rows.offsets;
    offsets.assign(static_cast<std::size_t>(n) + 1, 0);
    for (int x = 0; x < n; ++x) {
        if (!view.mayEnter(who, x)) continue;
        for (const std::uint32_t y : moves.of(x)) ++offsets[y + 1];
    }
    for (std::size_t y = 0; y < static_cast<std::size_t>(n); ++y) offsets[y + 1] += offsets[y];
    rows.targets.assign(offsets.back(), 0);
    std::vector<std::uint32_t> next(offsets.begin(), offsets.end() - 1);
    for (int x = 0; x < n; ++x) {  // ascending x, so each row comes out sorted
        if (!view.mayEnter(who, x)) continue;
        for (const std::uint32_t y : moves.of(x)) rows.targets[next[y]++] = static_cast<NodeId>(x);
    }
    return rows;
}

}  // namespace

Expected<Rules> Rules::build(std::vector<Graph> graphs, int hole, Variant variant) {
    const int n = graphs.front().nodeCount();
    if (graphs.back().nodeCount() != n) {
        return Error{"rules.move-graphs-differ", "the mouse's move graph has " + std::to_string(n) + " nodes and the cat's " +
                                                     std::to_string(graphs.back().nodeCount()) + ": both must have the same nodes"};
    }
    if (auto error = checkHoles(variant, hole, n)) return *error;

    auto data = std::make_shared<Data>();
    data->graphs = std::move(graphs);
    data->variant = std::move(variant);
    data->holeFlags.assign(static_cast<std::size_t>(n), 0);
    for (const int h : data->variant.holes) data->holeFlags[static_cast<std::size_t>(h)] = 1;
    data->symmetric = !data->graphs.front().directed() && !data->graphs.back().directed();
    const Rules view(data);  // mayEnter for the lists below

    for (const Player who : {Player::Mouse, Player::Cat}) {
        const int w = static_cast<int>(who);
        const Graph& graph = view.graph(who);
        NodeLists& moves = data->moves[w];
        if (barredComeFirst(view, who, n, data->variant.pass)) {
            moves.ownStarts_ = startsPastBarred(view, who, n);
            moves.view(graph.rowOffsets(), graph.rowTargets(), moves.ownStarts_.empty() ? nullptr : moves.ownStarts_.data());
        } else {
            OwnRows rows = copiedMoves(view, who, n, data->variant.pass);
            moves.ownOffsets_ = std::move(rows.offsets);
            moves.ownTargets_ = std::move(rows.targets);
            moves.view(moves.ownOffsets_.data(), moves.ownTargets_.data());
        }
        NodeLists& parents = data->parents[w];
        if (data->symmetric) {
            parents.view(moves.offsets_, moves.targets_, moves.starts_);
            continue;
        }
        OwnRows rows = parentRows(view, moves, who, n);
        parents.ownOffsets_ = std::move(rows.offsets);
        parents.ownTargets_ = std::move(rows.targets);
        parents.view(parents.ownOffsets_.data(), parents.ownTargets_.data());
    }
    const Variant& v = data->variant;
    data->defaultGame = data->symmetric && v.holes.size() == 1 && v.sameRules(Variant()) && data->graphs.size() == 1;
    return Rules(std::move(data));
}

Expected<Rules> Rules::make(Graph mouseGraph, Graph catGraph, int hole, Variant variant) {
    std::vector<Graph> graphs;
    graphs.push_back(std::move(mouseGraph));
    if (catGraph != graphs.front()) graphs.push_back(std::move(catGraph));
    return build(std::move(graphs), hole, std::move(variant));
}

std::uint64_t Rules::heapBytes() const {
    const auto ownBytes = [](const NodeLists& lists) {
        return (lists.ownOffsets_.capacity() + lists.ownStarts_.capacity()) * sizeof(std::uint32_t) +
               lists.ownTargets_.capacity() * sizeof(NodeId);
    };
    std::uint64_t bytes = sizeof(Data) + data_->graphs.capacity() * sizeof(Graph) + data_->holeFlags.capacity() +
                          data_->variant.holes.capacity() * sizeof(int);
    for (const Graph& graph : data_->graphs) bytes += graph.heapBytes();
    for (int w = 0; w < 2; ++w) bytes += ownBytes(data_->moves[w]) + ownBytes(data_->parents[w]);
    return bytes;
}

Expected<Rules> Rules::make(Graph graph, int hole, Variant variant) {
    std::vector<Graph> graphs;
    graphs.push_back(std::move(graph));
    return build(std::move(graphs), hole, std::move(variant));
}

Expected<Rules> Rules::withStart(Expected<Rules> rules, const Setup& setup) {
    if (!rules) return rules;
    if (auto error = rules->checkStart(setup.start())) return *error;
    if (setup.cat2) {
        if (auto error = rules->checkStart(setup.twoCatStart())) return *error;
    }
    Rules checked = *std::move(rules);
    checked.start_ = setup.start();
    if (setup.cat2) checked.twoCatStart_ = setup.twoCatStart();
    return checked;
}

Expected<Rules> Rules::make(Graph mouseGraph, Graph catGraph, const Setup& setup) {
    return withStart(make(std::move(mouseGraph), std::move(catGraph), setup.hole, setup.variant), setup);
}

Expected<Rules> Rules::make(Graph graph, const Setup& setup) {
    return withStart(make(std::move(graph), setup.hole, setup.variant), setup);
}

// A node is isolated when no edge or arc touches it: in a directed graph a
// node that arcs only enter is not a gap in the ids.
std::vector<int> Rules::isolatedNodes(const Graph& graph) {
    std::vector<bool> touched(static_cast<std::size_t>(graph.nodeCount()), false);
    for (int node = 0; node < graph.nodeCount(); ++node) {
        if (graph.degree(node) > 0) touched[static_cast<std::size_t>(node)] = true;
        for (const std::uint32_t to : graph.neighbours(node)) touched[to] = true;
    }
    std::vector<int> isolated;
    for (int node = 0; node < graph.nodeCount(); ++node) {
        if (!touched[static_cast<std::size_t>(node)]) isolated.push_back(node);
    }
    return isolated;
}

namespace {

// "node 3 has" | "nodes 2, 3 and 4 have" (the first ten, then how many more).
std::string isolatedSubject(const std::vector<int>& isolated) {
    constexpr std::size_t kNamed = 10;  // ids named in the message; the rest are counted
    std::string ids;
    for (std::size_t i = 0; i < isolated.size() && i < kNamed; ++i) {
        if (i > 0) ids += i + 1 == isolated.size() ? " and " : ", ";
        ids += std::to_string(isolated[i]);
    }
    if (isolated.size() > kNamed) ids += " and " + std::to_string(isolated.size() - kNamed) + " more";
    const bool one = isolated.size() == 1;
    return std::string(one ? "node " : "nodes ") + ids + (one ? " has" : " have");
}

}  // namespace

std::optional<Error> Rules::checkIsolated(const Graph& graph) {
    const auto isolated = isolatedNodes(graph);
    if (isolated.empty()) return std::nullopt;
    return Error{"graph.isolated-node", isolatedSubject(isolated) +
                                            " no edges (a gap in the node ids?): every node needs one, as in LeetCode 913; "
                                            "to keep nodes without edges, pass allowIsolated: true (--allow-isolated on the command line)"};
}

std::optional<Warning> Rules::isolatedWarning(const Graph& graph) {
    const auto isolated = isolatedNodes(graph);
    if (isolated.empty()) return std::nullopt;
    return Warning{"graph.isolated-node", isolatedSubject(isolated) + " no edges: a token there cannot move (a gap in the node ids?)"};
}

Ending Rules::ending(const Position& p) const {
    if (p.mouse == p.cat) return Ending::Caught;
    if (isHole(p.mouse)) return Ending::MouseInHole;
    if (catWinsOn(p.cat)) return Ending::CatInHole;
    if (moveCount(p.turn, p.turn == Player::Mouse ? p.mouse : p.cat) == 0) return Ending::Stuck;
    return Ending::None;
}

namespace {
// Who an ending makes the winner, with `turn` to move: the same for one cat or two.
std::optional<Outcome> outcomeOf(Ending ending, Player turn) {
    switch (ending) {
        case Ending::MouseInHole: return Outcome::MouseWins;
        case Ending::Caught:
        case Ending::CatInHole: return Outcome::CatWins;
        case Ending::Stuck: return winFor(opponent(turn));
        case Ending::None: break;
    }
    return std::nullopt;
}
}  // namespace

std::optional<Outcome> Rules::terminal(const Position& p) const {
    const auto outcome = outcomeOf(ending(p), p.turn);
    if (!outcome && !draws_.empty() && isDrawn(p)) return Outcome::Draw;  // the real endings come first
    return outcome;
}

namespace {
bool drawOrder(const Position& a, const Position& b) {
    if (a.turn != b.turn) return a.turn < b.turn;
    return a.mouse != b.mouse ? a.mouse < b.mouse : a.cat < b.cat;
}
}  // namespace

bool Rules::isDrawn(const Position& p) const { return std::binary_search(draws_.begin(), draws_.end(), p, drawOrder); }

Expected<Rules> Rules::withDraws(std::vector<Position> draws) const {
    for (const Position& p : draws) {
        if (auto error = checkPosition(p)) {
            error->message = "visited: " + error->message;
            error->options = {"visited"};
            return *error;
        }
    }
    std::sort(draws.begin(), draws.end(), drawOrder);
    draws.erase(std::unique(draws.begin(), draws.end()), draws.end());
    Rules copy = *this;
    copy.draws_ = std::move(draws);
    return copy;
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
                     "the cat cannot stand on " + holeWords(holes()) + " (node " + std::to_string(p.cat) + "), so this is not a position"};
    }
    return std::nullopt;
}

std::optional<Error> Rules::checkStart(const Position& p) const {
    const int n = nodeCount();
    if (!inRange(p.mouse, n)) {
        return Error{"rules.node-out-of-range", "the mouse's start: " + outsideGraph(p.mouse, n), 0, 0, {"mouse"}};
    }
    // A start that is already over would be a game without a move.
    if (isHole(p.mouse)) {
        return Error{"rules.mouse-on-hole",
                     "the mouse cannot start on " + holeWords(holes()) + " (node " + std::to_string(p.mouse) + "): pick another mouse start or hole",
                     0,
                     0,
                     {"mouse", holes().size() == 1 ? "hole" : "holes"}};
    }
    return checkCatStart(p.mouse, p.cat, "the cat", "cat");
}

// Every cat's start, the one cat's and each of two: a node, not a hole, not the mouse's node.
std::optional<Error> Rules::checkCatStart(int mouse, int cat, const std::string& name, const std::string& option) const {
    const int n = nodeCount();
    if (!inRange(cat, n)) return Error{"rules.node-out-of-range", name + "'s start: " + outsideGraph(cat, n), 0, 0, {option}};
    if (isHole(cat)) {
        return Error{"rules.cat-on-hole",
                     name + " cannot start on " + holeWords(holes()) + " (node " + std::to_string(cat) + "): pick another " + option +
                         " start or hole",
                     0,
                     0,
                     {option, holes().size() == 1 ? "hole" : "holes"}};
    }
    if (mouse == cat) {
        return Error{"rules.same-start", "the mouse and " + name + " cannot start on the same node (" + std::to_string(cat) + "): pick different starts", 0, 0, {"mouse", option}};
    }
    return std::nullopt;
}

Ending Rules::ending(const TwoCatPosition& p) const {
    if (p.mouse == p.cat || p.mouse == p.cat2) return Ending::Caught;
    if (isHole(p.mouse)) return Ending::MouseInHole;
    if (catWinsOn(p.cat) || catWinsOn(p.cat2)) return Ending::CatInHole;
    if (moveCount(p) == 0) return Ending::Stuck;
    return Ending::None;
}

std::optional<Outcome> Rules::terminal(const TwoCatPosition& p) const { return outcomeOf(ending(p), p.turn); }

std::optional<Error> Rules::checkPosition(const TwoCatPosition& p) const {
    if (auto error = checkPosition(Position{p.mouse, p.cat, p.turn})) return error;
    const int n = nodeCount();
    if (!inRange(p.cat2, n)) return Error{"position.node-out-of-range", "cat B's " + outsideGraph(p.cat2, n)};
    if (!isPosition(p)) {
        return Error{"position.cat-on-hole",
                     "cat B cannot stand on " + holeWords(holes()) + " (node " + std::to_string(p.cat2) + "), so this is not a position"};
    }
    return std::nullopt;
}

// Cat A is checked as the one cat; then cat B the same way, and apart from cat A.
std::optional<Error> Rules::checkStart(const TwoCatPosition& p) const {
    if (auto error = checkStart(Position{p.mouse, p.cat, p.turn})) return error;
    if (auto error = checkCatStart(p.mouse, p.cat2, "cat B", "cat2")) return error;
    if (p.cat == p.cat2) {
        return Error{"rules.same-cat-start",
                     "cat A and cat B cannot start on the same node (" + std::to_string(p.cat2) + "): pick different starts",
                     0,
                     0,
                     {"cat", "cat2"}};
    }
    return std::nullopt;
}

}  // namespace catmouse
