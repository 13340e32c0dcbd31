#pragma once
// The vocabulary of the game: players, outcomes, positions, values and the
// setup a game starts from. The rules themselves live in rules.hpp.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace catmouse {

enum class Player : std::uint8_t { Mouse = 0,
                                   Cat = 1 };

// Codes follow LeetCode 913: 0 draw, 1 mouse wins, 2 cat wins.
enum class Outcome : std::uint8_t { Draw = 0,
                                    MouseWins = 1,
                                    CatWins = 2 };

constexpr Player opponent(Player p) { return p == Player::Mouse ? Player::Cat : Player::Mouse; }
constexpr Outcome winFor(Player p) { return p == Player::Mouse ? Outcome::MouseWins : Outcome::CatWins; }

const char* toString(Player p);     // "mouse" | "cat"
const char* winnerName(Outcome o);  // "draw" | "mouse" | "cat"

struct Position {
    int mouse = 1;
    int cat = 2;
    Player turn = Player::Mouse;
    friend bool operator==(const Position& a, const Position& b) {
        return a.mouse == b.mouse && a.cat == b.cat && a.turn == b.turn;
    }
    friend bool operator!=(const Position& a, const Position& b) { return !(a == b); }
};

// A position of the two-cat game (rules.hpp, "Two cats"): the mouse, cat A
// (the setup's `cat`), cat B (`cat2`) and the side to move; Player::Cat means
// both cats move.
struct TwoCatPosition {
    int mouse = 1;
    int cat = 2;
    int cat2 = 3;
    Player turn = Player::Mouse;
    friend bool operator==(const TwoCatPosition& a, const TwoCatPosition& b) {
        return a.mouse == b.mouse && a.cat == b.cat && a.cat2 == b.cat2 && a.turn == b.turn;
    }
    friend bool operator!=(const TwoCatPosition& a, const TwoCatPosition& b) { return !(a == b); }
};

// Value of a position: who wins with best play, and in how many plies
// (single moves) the game ends when the winner hurries and the loser delays.
struct Value {
    Outcome outcome = Outcome::Draw;
    std::optional<std::uint32_t> remoteness;  // empty for a draw
    friend bool operator==(const Value& a, const Value& b) {
        return a.outcome == b.outcome && a.remoteness == b.remoteness;
    }
};

// What happens when the cat comes to a hole (rules.hpp says it once, in
// full): Barred, LeetCode 913's rule, it may not; Guards, it may stand there
// and a mouse that comes onto it is caught as anywhere; Wins, reaching a
// hole wins for the cat (LeetCode 1728: "if the cat reaches the food first").
enum class CatOnHole : std::uint8_t { Barred = 0,
                                      Guards = 1,
                                      Wins = 2 };

// "barred" | "guards" | "wins": the names the CLI, the game file and the
// package use; empty for a name that is none of them.
const char* catOnHoleName(CatOnHole rule);
std::optional<CatOnHole> catOnHoleNamed(const std::string& name);

// The variant of the game, as data (the default is LeetCode 913's game).
// Whether the graph is directed, and a move graph per player, belong to the
// graphs Rules is made from, not to this. Built by name, never by position
// (a field added in the middle would change what the others mean):
// Variant().withHoles({0, 5}).withPass(true). An on/off rule is a bool
// field here, its row of the rule options (rule_options.hpp, whose
// flagField the readers, writers and isDefault and == go through) and what
// Rules does with it.
struct Variant {
    // User-provided, so Variant is not an aggregate: Variant{a, b, c} does not compile.
    Variant() {}
    // The hole set; empty means the one hole of Setup::hole (or the hole
    // given to Rules::make). Rules keeps it sorted.
    std::vector<int> holes;
    CatOnHole catOnHole = CatOnHole::Barred;
    // Either player may stay where it is: a move to its own node.
    bool pass = false;

    Variant withHoles(std::vector<int> nodes) const {
        Variant v = *this;
        v.holes = std::move(nodes);
        return v;
    }
    Variant withCatOnHole(CatOnHole rule) const {
        Variant v = *this;
        v.catOnHole = rule;
        return v;
    }
    Variant withPass(bool on) const {
        Variant v = *this;
        v.pass = on;
        return v;
    }
    // No hole set given, the cat barred from holes, every on/off rule off (game.cpp).
    bool isDefault() const;
    // The same rules but for the hole set.
    bool sameRules(const Variant& other) const;
    friend bool operator==(const Variant& a, const Variant& b) { return a.holes == b.holes && a.sameRules(b); }
};

// The choices a game is set up with: where the mouse and the cat start, the
// hole, who moves first, and the variant. Plain numbers, unchecked:
// Rules::make checks them against a graph.
struct Setup {
    int mouse = 1;
    int cat = 2;
    int hole = 0;
    Player first = Player::Mouse;
    Variant variant = {};
    // Cat B's start: set, the game has two cats (rules.hpp, "Two cats").
    std::optional<int> cat2;
    Position start() const { return {mouse, cat, first}; }
    TwoCatPosition twoCatStart() const { return {mouse, cat, cat2.value_or(-1), first}; }
};

}  // namespace catmouse
