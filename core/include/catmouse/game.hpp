#pragma once
// The vocabulary of the game: players, outcomes, positions, values and the
// setup a game starts from. The rules themselves live in rules.hpp.
#include <cstdint>
#include <optional>
#include <string>

namespace catmouse {

enum class Player : std::uint8_t { Mouse = 0, Cat = 1 };

// Codes follow LeetCode 913: 0 draw, 1 mouse wins, 2 cat wins.
enum class Outcome : std::uint8_t { Draw = 0, MouseWins = 1, CatWins = 2 };

constexpr Player opponent(Player p) { return p == Player::Mouse ? Player::Cat : Player::Mouse; }
constexpr Outcome winFor(Player p) { return p == Player::Mouse ? Outcome::MouseWins : Outcome::CatWins; }

const char* toString(Player p);   // "mouse" | "cat"
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

// Value of a position: who wins with best play, and in how many plies
// (single moves) the game ends when the winner hurries and the loser delays.
struct Value {
    Outcome outcome = Outcome::Draw;
    std::optional<std::uint32_t> remoteness;  // empty for a draw
    friend bool operator==(const Value& a, const Value& b) {
        return a.outcome == b.outcome && a.remoteness == b.remoteness;
    }
};

// The choices a game is set up with: where the mouse and the cat start, the
// hole, and who moves first. Plain numbers, unchecked: Rules::make checks
// them against a graph.
struct Setup {
    int mouse = 1;
    int cat = 2;
    int hole = 0;
    Player first = Player::Mouse;
    Position start() const { return {mouse, cat, first}; }
};

}  // namespace catmouse
