#pragma once
// The one home of the rules: every question about what may happen in a game
// (which moves the side to move has, which moves lead to a node, whether a
// position is over and who won, what follows a move, whether a position or a
// start belongs to this game) is answered here and nowhere else. The solver,
// verify, the queries, the command line and the wasm bindings all ask this type.
//
// The game. Two players, the mouse and the cat, stand on nodes of a graph and
// move in turn. Each player moves along its own move graph (by default both
// use the same one): along an edge, or for a directed graph along an arc from
// tail to head, and with Variant::pass also to its own node (staying put; the
// position still changes, as the turn does). A player with no legal move
// loses. The variant (game.hpp, Variant) is data here, not a fork elsewhere:
//
//  - holes: a set of nodes (default {Setup::hole}, LeetCode 913's node 0).
//    The mouse wins by standing on one.
//  - catOnHole: Barred (the default): the cat may never enter or stand on a
//    hole, and a cat on a hole is not a position. Guards: the cat may enter
//    holes and stand there; a mouse that comes onto the cat is caught, on a
//    hole as anywhere. Wins: the cat may enter holes, and a cat on a hole has
//    won (LeetCode 1728: "if the cat reaches the food first, the cat wins").
//
// Precedence, when a position is over before anyone moves (Rules::ending):
//   1. Caught: the mouse and the cat on one node: the cat wins (on a hole too).
//   2. MouseInHole: the mouse on a hole: the mouse wins.
//   3. CatInHole: with CatOnHole::Wins, the cat on a hole: the cat wins.
//   4. Stuck: the side to move has no legal move and loses.
// (2 before 3 only matters for a position with both on different holes, which
// no game reaches: whoever came first ended it.)
//   5. Drawn: a position of the draw set (withDraws) is over, a draw. A game
//      ends in a draw when a position repeats, so the values of a game with
//      a history are those of the same game with the positions it visited
//      as drawn endings (one cat only: two cats refuse a draw set).
//
// Two cats (cops and robbers with one robber; Setup::cat2 gives cat B's
// start, TwoCatPosition a position, two_cats.hpp the solve). The mouse moves
// as above. On the cats' turn BOTH cats move, each along its own move
// (moves(Player::Cat, node): the cat's move graph, holes as catOnHole says,
// staying only with Variant::pass), so the cats have |moves(a)| x |moves(b)|
// joint moves and none when either cat has none. The two cats may share a
// node. The endings, in the same precedence: Caught when either cat stands
// on the mouse; MouseInHole; CatInHole when either cat is on a hole with
// CatOnHole::Wins; Stuck. Repetition is a draw, as with one cat. Starts: cat
// B obeys cat A's start rules (a node, not on a hole, not on the mouse) and
// may not start on cat A (rules.same-cat-start). The grid game has one cat.
//
// The table's layout (2 n^2 positions, one per turn, mouse node and cat node)
// is the only other assumption, and it lives in table.hpp.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/graph.hpp"
#include "catmouse/parse.hpp"

namespace catmouse {

// Why a position ends the game before anyone moves, in order of precedence.
enum class Ending : std::uint8_t {
    None,         // it does not: the moves decide
    MouseInHole,  // the mouse wins
    Caught,       // the cat stands on the mouse: the cat wins
    Stuck,        // the side to move has no legal move and loses
    CatInHole,    // CatOnHole::Wins and the cat on a hole: the cat wins
};

// Node lists in compressed rows, one row per node (a player's moves, or the
// nodes a move comes from). A view: the rows live in a Graph or in the
// rules' own storage, which Rules shares between its copies. A row may
// start past its offset (starts_): the cat's moves are then the graph's rows
// without the holes at their front, and a dense graph's adjacency is not
// copied for the cat (0.6 bytes per position at density 0.3).
class NodeLists {
public:
    NeighbourRange of(int node) const {
        return {targets_ + starts_[static_cast<std::size_t>(node)], targets_ + offsets_[static_cast<std::size_t>(node) + 1]};
    }

private:
    friend class Rules;
    // Rows [starts[x], offsets[x + 1]) of targets; starts defaults to offsets.
    void view(const std::uint32_t* offsets, const NodeId* targets, const std::uint32_t* starts = nullptr) {
        offsets_ = offsets;
        targets_ = targets;
        starts_ = starts == nullptr ? offsets : starts;
    }
    const std::uint32_t* offsets_ = nullptr;
    const std::uint32_t* starts_ = nullptr;
    const NodeId* targets_ = nullptr;
    std::vector<std::uint32_t> ownOffsets_;
    std::vector<std::uint32_t> ownStarts_;
    std::vector<NodeId> ownTargets_;
};

class Rules {
public:
    // Rules for a whole table: the holes must be distinct nodes of the graph
    // (rules.node-out-of-range, rules.duplicate-hole). variant.holes, when not
    // empty, is the hole set and `hole` is not used. No start is checked, and
    // start() is empty.
    static Expected<Rules> make(Graph graph, int hole, Variant variant = {});
    // The same with a move graph per player (the grid game: the mouse and
    // the cat jump different lengths). Both must have the same nodes
    // (rules.move-graphs-differ); graph() is the mouse's.
    static Expected<Rules> make(Graph mouseGraph, Graph catGraph, int hole, Variant variant = {});
    // Rules for one game: also the starts (setup.variant is the variant),
    // which must be distinct nodes of the graph that the rules allow (see
    // checkStart).
    static Expected<Rules> make(Graph graph, const Setup& setup);
    static Expected<Rules> make(Graph mouseGraph, Graph catGraph, const Setup& setup);

    // The board: the mouse's move graph (the only one, unless made with two).
    const Graph& graph() const { return data_->graphs.front(); }
    const Graph& graph(Player who) const { return data_->graphs[who == Player::Cat ? data_->graphs.size() - 1 : 0]; }
    int nodeCount() const { return graph().nodeCount(); }
    // Bytes these rules keep on the heap (shared by their copies): the move
    // graphs and the lists built from them.
    std::uint64_t heapBytes() const;
    // The smallest hole (the hole, for a game with one).
    int hole() const { return variant().holes.front(); }
    // The holes, ascending.
    const std::vector<int>& holes() const { return variant().holes; }
    // The variant, its hole set filled in.
    const Variant& variant() const { return data_->variant; }
    // LeetCode 913's game: one undirected graph for both, one hole, the cat
    // barred from it, no passing.
    bool isDefaultGame() const { return data_->defaultGame; }
    // The checked start, when made from a Setup.
    const std::optional<Position>& start() const { return start_; }

    // The same rules with `draws` as drawn endings (precedence 5 above): each
    // must be a position of this game (checkPosition's errors, the option
    // "visited"); repeats are kept once. Replaces any earlier draw set.
    Expected<Rules> withDraws(std::vector<Position> draws) const;
    // The draw set, sorted by turn, mouse, cat.
    const std::vector<Position>& draws() const { return draws_; }
    // Is p in the draw set?
    bool isDrawn(const Position& p) const;

    // Does the mouse win by reaching node?
    bool isHole(int node) const { return data_->holeFlags[static_cast<std::size_t>(node)] != 0; }
    // May `who` stand on, or move onto, node? Only the cat on a hole with
    // CatOnHole::Barred may not; this is the only place that says so.
    bool mayEnter(Player who, int node) const {
        return who == Player::Mouse || variant().catOnHole != CatOnHole::Barred || !isHole(node);
    }
    // Does the cat win by standing on node (CatOnHole::Wins and a hole)?
    bool catWinsOn(int node) const { return variant().catOnHole == CatOnHole::Wins && isHole(node); }

    // Is p a position of this game? Nodes must be in range (see checkPosition);
    // only the cat where it may not stand is not a position.
    bool isPosition(const Position& p) const { return mayEnter(Player::Cat, p.cat); }

    // The position after the side to move goes to node `to`.
    static Position after(const Position& p, int to) {
        return p.turn == Player::Mouse ? Position{to, p.cat, Player::Cat} : Position{p.mouse, to, Player::Mouse};
    }

    // The nodes `who` may move to from node, ascending, wherever the other
    // player stands: its move graph's neighbours it may enter, and node
    // itself with Variant::pass.
    NeighbourRange moves(Player who, int node) const { return data_->moves[static_cast<int>(who)].of(node); }
    // The nodes `who` may stand on from which a move takes it to node,
    // ascending (the retrograde walk's parents): x is here exactly when
    // mayEnter(who, x) and node is in moves(who, x). node must be one that
    // `who` may stand on (mayEnter): a retrograde walk only asks those.
    NeighbourRange parents(Player who, int node) const { return data_->parents[static_cast<int>(who)].of(node); }
    // All rows of moves(who, .) or parents(who, .), for a solver that walks
    // them without copying (they live as long as any copy of these rules).
    const NodeLists& moveLists(Player who) const { return data_->moves[static_cast<int>(who)]; }
    const NodeLists& parentLists(Player who) const { return data_->parents[static_cast<int>(who)]; }
    // Are both move graphs undirected? Then parents(who, y) == moves(who, y)
    // for every y `who` may stand on (passing keeps this), the rules keep
    // one list for both, and so may a solver.
    bool symmetric() const { return data_->symmetric; }

    // The legal moves from p, in ascending node order: f(to, positionAfter).
    // None from a finished position.
    template <class F>
    void forEachMove(const Position& p, F&& f) const {
        if (isOver(p)) return;
        for (const std::uint32_t node : moves(p.turn, p.turn == Player::Mouse ? p.mouse : p.cat)) {
            const int to = static_cast<int>(node);
            f(to, after(p, to));
        }
    }
    // How many moves `who` has from node, wherever the other player stands
    // (the solver's move counters start from it).
    int moveCount(Player who, int node) const { return static_cast<int>(moves(who, node).size()); }

    // Has the game ended at p before anyone moves (Caught, MouseInHole,
    // CatInHole or Drawn; see the precedence above)?
    bool isOver(const Position& p) const {
        return p.mouse == p.cat || isHole(p.mouse) || catWinsOn(p.cat) || (!draws_.empty() && isDrawn(p));
    }
    // Why p ends the game (see Ending and the precedence above), and the
    // outcome that follows; empty when the moves decide. p must be a
    // position (isPosition). A drawn position of the draw set has no Ending
    // (None) and terminal() says Outcome::Draw.
    Ending ending(const Position& p) const;
    std::optional<Outcome> terminal(const Position& p) const;

    // An error naming the node ids if p is not a position of this game
    // (position.node-out-of-range, position.bad-turn, position.cat-on-hole).
    std::optional<Error> checkPosition(const Position& p) const;
    // An error naming the options if the game cannot start at p
    // (rules.node-out-of-range, rules.cat-on-hole, rules.mouse-on-hole,
    // rules.same-start). Neither player may start on a hole, whatever
    // catOnHole says: a start on a hole is a game already over or a cat
    // guarding from move 0, and both are refused.
    std::optional<Error> checkStart(const Position& p) const;

    // ---- Two cats (see "Two cats" above). ----
    // Is p a position: both cats where a cat may stand (nodes in range)?
    bool isPosition(const TwoCatPosition& p) const { return mayEnter(Player::Cat, p.cat) && mayEnter(Player::Cat, p.cat2); }
    bool isOver(const TwoCatPosition& p) const {
        return p.mouse == p.cat || p.mouse == p.cat2 || isHole(p.mouse) || catWinsOn(p.cat) || catWinsOn(p.cat2);
    }
    // How many moves the side to move has: the mouse's, or the cats' joint ones.
    std::uint64_t moveCount(const TwoCatPosition& p) const {
        if (p.turn == Player::Mouse) return moves(Player::Mouse, p.mouse).size();
        return static_cast<std::uint64_t>(moves(Player::Cat, p.cat).size()) * moves(Player::Cat, p.cat2).size();
    }
    Ending ending(const TwoCatPosition& p) const;
    std::optional<Outcome> terminal(const TwoCatPosition& p) const;
    // The legal moves from p, f(positionAfter): the mouse's in ascending node
    // order, or the cats' joint moves ordered by cat A's node, then cat B's.
    // None from a finished position.
    template <class F>
    void forEachMove(const TwoCatPosition& p, F&& f) const {
        if (isOver(p)) return;
        if (p.turn == Player::Mouse) {
            for (const std::uint32_t to : moves(Player::Mouse, p.mouse)) f(TwoCatPosition{static_cast<int>(to), p.cat, p.cat2, Player::Cat});
            return;
        }
        for (const std::uint32_t a : moves(Player::Cat, p.cat)) {
            for (const std::uint32_t b : moves(Player::Cat, p.cat2)) f(TwoCatPosition{p.mouse, static_cast<int>(a), static_cast<int>(b), Player::Mouse});
        }
    }
    // The positions one move before p (the retrograde walk's parents),
    // finished or not: the mouse moved to p.mouse, or both cats moved.
    template <class F>
    void forEachParent(const TwoCatPosition& p, F&& f) const {
        if (p.turn == Player::Cat) {
            for (const std::uint32_t from : parents(Player::Mouse, p.mouse)) f(TwoCatPosition{static_cast<int>(from), p.cat, p.cat2, Player::Mouse});
            return;
        }
        for (const std::uint32_t a : parents(Player::Cat, p.cat)) {
            for (const std::uint32_t b : parents(Player::Cat, p.cat2)) f(TwoCatPosition{p.mouse, static_cast<int>(a), static_cast<int>(b), Player::Cat});
        }
    }
    // As checkPosition and checkStart for one cat; cat B's errors name the
    // option "cat2", and two cats on one node at the start are
    // rules.same-cat-start.
    std::optional<Error> checkPosition(const TwoCatPosition& p) const;
    std::optional<Error> checkStart(const TwoCatPosition& p) const;
    // The checked two-cat start, when made from a Setup with cat2.
    const std::optional<TwoCatPosition>& twoCatStart() const { return twoCatStart_; }

    // Does every node have an edge? LeetCode 913 promises it (1 <=
    // graph[i].length), and a node without one takes no part in a game unless
    // a token starts on it, stuck at once: it is nearly always a gap in the
    // ids (an edge list "0 1 / 1 5" makes nodes 2 to 4) or a slip. An error
    // graph.isolated-node naming them, or nothing. Every caller that takes
    // a person's input asks this (the command line, the wasm bindings) unless
    // told such nodes are meant (allowIsolated, --allow-isolated); the rules
    // themselves play on any graph.
    static std::optional<Error> checkIsolated(const Graph& graph);
    // The same nodes as a warning (code graph.isolated-node) for callers told
    // they are meant: a board drawn by hand starts with bare nodes, and its
    // page still says which have no edges. Nothing when every node has one.
    static std::optional<Warning> isolatedWarning(const Graph& graph);
    // The nodes no edge or arc touches, ascending.
    static std::vector<int> isolatedNodes(const Graph& graph);

private:
    // Built once and shared by copies (NodeLists point into it).
    struct Data {
        std::vector<Graph> graphs;  // [0] the mouse's, [1] the cat's if it has its own
        Variant variant;
        std::vector<std::uint8_t> holeFlags;
        NodeLists moves[2];    // [Player]
        NodeLists parents[2];  // [Player]; views of moves when symmetric
        bool symmetric = false;
        bool defaultGame = false;
    };
    explicit Rules(std::shared_ptr<const Data> data) : data_(std::move(data)) {}
    static Expected<Rules> build(std::vector<Graph> graphs, int hole, Variant variant);
    // checkStart's questions of one cat (the one, or cat B): its node, not a
    // hole, not the mouse's; `name` says it in messages ("the cat", "cat B"),
    // `option` is the option that sets it ("cat", "cat2").
    std::optional<Error> checkCatStart(int mouse, int cat, const std::string& name, const std::string& option) const;
    // The rules with the setup's start checked and kept.
    static Expected<Rules> withStart(Expected<Rules> rules, const Setup& setup);

    std::shared_ptr<const Data> data_;
    std::optional<Position> start_;
    std::optional<TwoCatPosition> twoCatStart_;
    std::vector<Position> draws_;  // sorted, see withDraws
};

}  // namespace catmouse
