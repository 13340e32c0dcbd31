#pragma once
// What a line of positions (a game so far, as a board holds it) says by the
// rules: where a position first comes again (a draw by repetition) and where
// the game ended, how, and which cat did it. The board asks these once here
// instead of restating the rules in JavaScript.
#include <cstddef>
#include <optional>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/rules.hpp"

namespace catmouse {

// line[again] is the first position equal to an earlier one, line[first].
struct Repeat {
    std::size_t first = 0;
    std::size_t again = 0;
};

// Which cat ended a game: cat A (the one cat of a one-cat game) or cat B.
enum class EndingCat { A,
                       B };

// line[at] is the first position that ends the game (Rules::ending), with
// the outcome it gives and, when a cat did it (Caught, CatInHole), which
// cat: the one on the mouse or on a hole, cat A when both are.
struct LineEnd {
    std::size_t at = 0;
    Ending ending = Ending::None;
    Outcome outcome = Outcome::Draw;
    std::optional<EndingCat> cat;
};

struct LineFacts {
    std::optional<Repeat> repeat;
    std::optional<LineEnd> end;
};

// Each position is checked (Rules::checkPosition; the error says which
// index); whether each follows from the one before by a legal move is not:
// the facts are those of the positions as given. Both facts are reported
// even when one comes after the other (the game stopped at the earlier).
Expected<LineFacts> lineFacts(const Rules& rules, const std::vector<Position>& line);
Expected<LineFacts> lineFacts(const Rules& rules, const std::vector<TwoCatPosition>& line);

}  // namespace catmouse
