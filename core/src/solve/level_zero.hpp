#pragma once
// Level 0 of a one-cat solve, shared by its methods: the positions that
// Rules::terminal ends, found through their candidates only (not all n^2
// pairs): the mouse in a hole, the cat on the mouse, the cat on a hole it
// wins by, a side that cannot move. Rules::terminal decides each (its
// precedence). The cat where it may not stand is not a position: skipped.
#include "catmouse/rules.hpp"

namespace catmouse::detail {

// Sides: 0 the mouse to move, 1 the cat; sets: 0 won by the mouse, 1 by the cat.
constexpr int kSides = 2;

// Calls decide(side, mouse, cat, set) for each ending, side 0 the mouse to
// move and 1 the cat, set 0 won by the mouse and 1 by the cat, in the
// graph's ids. A position may come more than once: the caller skips one it
// has decided.
template <class Decide>
void forEachEnding(const Rules& rules, const Decide& decide) {
    const int n = rules.nodeCount();
    const auto consider = [&](int side, int mouse, int cat) {
        if (!rules.mayEnter(Player::Cat, cat)) return;
        const auto outcome = rules.terminal({mouse, cat, static_cast<Player>(side)});
        if (outcome) decide(side, mouse, cat, static_cast<int>(*outcome) - 1);
    };
    for (int h = 0; h < n; ++h) {  // the mouse is in a hole
        if (!rules.isHole(h)) continue;
        for (int c = 0; c < n; ++c) {
            consider(0, h, c);
            consider(1, h, c);
        }
    }
    for (int c = 0; c < n; ++c) {  // the cat is on the mouse
        consider(0, c, c);
        consider(1, c, c);
    }
    for (int c = 0; c < n; ++c) {  // the cat has won on a hole
        if (!rules.catWinsOn(c)) continue;
        for (int m = 0; m < n; ++m) {
            consider(0, m, c);
            consider(1, m, c);
        }
    }
    for (int m = 0; m < n; ++m) {  // a mouse that cannot move loses
        if (!rules.moveLists(Player::Mouse).of(m).empty()) continue;
        for (int c = 0; c < n; ++c) consider(0, m, c);
    }
    for (int c = 0; c < n; ++c) {  // a cat that cannot move loses
        if (!rules.moveLists(Player::Cat).of(c).empty()) continue;
        for (int m = 0; m < n; ++m) consider(1, m, c);
    }
}

}  // namespace catmouse::detail
