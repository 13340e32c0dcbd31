#include "catmouse/game.hpp"

namespace catmouse {

const char* toString(Player p) { return p == Player::Mouse ? "mouse" : "cat"; }

const char* winnerName(Outcome o) {
    switch (o) {
        case Outcome::MouseWins: return "mouse";
        case Outcome::CatWins: return "cat";
        case Outcome::Draw: break;
    }
    return "draw";
}

}  // namespace catmouse
