#pragma once
// The one home of the rules: every question about what may happen in a game
// (which moves the side to move has, whether a position is over and who won,
// what follows a move, whether a position or a start belongs to this game) is
// answered here and nowhere else. The solver, verify, the queries, the command
// line and the wasm bindings all ask this type.
//
// Variants (directed graphs, several holes, several cats) plug in here: they
// change what these functions answer, and the code that asks keeps working.
// The table's layout (2 n^2 positions, one per turn, mouse node and cat node)
// is the only other assumption, and it lives in table.hpp.
#include <optional>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/graph.hpp"

namespace catmouse {

// Why a position ends the game before anyone moves.
enum class Ending : std::uint8_t {
    None,         // it does not: the moves decide
    MouseInHole,  // the mouse wins
    Caught,       // the cat stands on the mouse: the cat wins
    Stuck,        // the side to move has no legal move and loses
};

class Rules {
public:
    // Rules for a whole table: the hole must be a node of the graph
    // (rules.node-out-of-range). No start is checked, and start() is empty.
    static Expected<Rules> make(Graph graph, int hole);
    // Rules for one game: also the starts, which must be distinct nodes of
    // the graph that the rules allow (see checkStart).
    static Expected<Rules> make(Graph graph, const Setup& setup);

    const Graph& graph() const { return graph_; }
    int nodeCount() const { return graph_.nodeCount(); }
    int hole() const { return hole_; }
    // The checked start, when made from a Setup.
    const std::optional<Position>& start() const { return start_; }

    // May `who` stand on, or move onto, node? The cat never enters the hole;
    // this is the only place that says so.
    bool mayEnter(Player who, int node) const { return who == Player::Mouse || node != hole_; }
    // Does the mouse win by reaching node?
    bool isHole(int node) const { return node == hole_; }

    // Is p a position of this game? Nodes must be in range (see checkPosition);
    // only the cat on the hole is not a position.
    bool isPosition(const Position& p) const { return mayEnter(Player::Cat, p.cat); }

    // The position after the side to move goes to node `to`.
    static Position after(const Position& p, int to) {
        return p.turn == Player::Mouse ? Position{to, p.cat, Player::Cat} : Position{p.mouse, to, Player::Mouse};
    }

    // The legal moves from p, in ascending node order: f(to, positionAfter).
    // None from a finished position.
    template <class F>
    void forEachMove(const Position& p, F&& f) const {
        if (isOver(p)) return;
        const int from = p.turn == Player::Mouse ? p.mouse : p.cat;
        for (const std::uint32_t node : graph_.neighbours(from)) {
            const int to = static_cast<int>(node);
            if (mayEnter(p.turn, to)) f(to, after(p, to));
        }
    }
    // How many moves `who` has from node, wherever the other player stands
    // (the solver's move counters start from it).
    int moveCount(Player who, int node) const;

    // Has the game ended at p before anyone moves: the mouse in the hole (the
    // mouse wins) or the cat on the mouse (the cat wins)? Checked in that order.
    bool isOver(const Position& p) const { return isHole(p.mouse) || p.mouse == p.cat; }
    // Why p ends the game (see Ending), in that order of precedence, and
    // the outcome that follows; empty when the moves decide. p must be a
    // position (isPosition).
    Ending ending(const Position& p) const;
    std::optional<Outcome> terminal(const Position& p) const;

    // An error naming the node ids if p is not a position of this game
    // (position.node-out-of-range, position.bad-turn, position.cat-on-hole).
    std::optional<Error> checkPosition(const Position& p) const;
    // An error naming the options if the game cannot start at p
    // (rules.node-out-of-range, rules.cat-on-hole, rules.mouse-on-hole,
    // rules.same-start).
    std::optional<Error> checkStart(const Position& p) const;

    // Does every node have an edge? LeetCode 913 promises it (1 <=
    // graph[i].length), and a node without one takes no part in a game unless
    // a token starts on it, stuck at once: it is nearly always a gap in the
    // ids (an edge list "0 1 / 1 5" makes nodes 2 to 4) or a slip. An error
    // graph.isolated-node naming them, or nothing. Every caller that takes
    // a person's input asks this (the command line, the wasm bindings) unless
    // told such nodes are meant (allowIsolated, --allow-isolated); the rules
    // themselves play on any graph.
    static std::optional<Error> checkIsolated(const Graph& graph);

private:
    Rules(Graph graph, int hole) : graph_(std::move(graph)), hole_(hole) {}
    Graph graph_;
    int hole_;
    std::optional<Position> start_;
};

}  // namespace catmouse
