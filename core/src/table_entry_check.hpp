#pragma once
// What a solved table of the one-hole game can hold: the binary table
// reader (table_file.cpp) refuses the first entry that breaks one of these,
// with its index, its position and what is wrong. Each rule follows from the
// recurrence verify() checks, for every game the format holds (one hole the
// cat may not enter; directed or not, passing or not), so no table the solver
// writes is refused; docs/table-format.md lists them. Per entry, as read:
//
//  1. The cat on the hole is not a position (outcome 3), and only it is.
//  2. A draw or a non-position has remoteness 0.
//  3. A position over before any move holds its ending: the mouse on the cat
//     is a cat win in 0, the mouse on the hole a mouse win in 0.
//  4. Any other win in 0 is a stuck side to move, which loses; whether a
//     player is stuck depends on its node alone (its moves ignore where the
//     other stands), so one node is stuck in all its positions or in none.
//  5. A mouse win ends on the mouse's move into the hole or beside a stuck
//     cat: an odd number of plies away with the mouse to move, even with the
//     cat to move.
//  6. A remoteness is below the number of positions (a line never repeats).
// And once every entry is in:
//  7. A win in r > 0 moves to a position of the same outcome, the other side
//     to move, in r - 1: that entry must exist.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catmouse/table.hpp"

namespace catmouse::detail {

class TableEntryCheck {
public:
    TableEntryCheck(int nodeCount, int hole);

    // Rules 1 to 6 for the next entry, entries coming in index order from 0.
    // Says what is wrong, the index first, or nothing.
    std::optional<std::string> add(const Table::Entry& entry);

    // Rule 7, over the table the entries went into (every one added).
    std::optional<std::string> finish(const Table& table) const;

private:
    std::string where(std::size_t index) const;

    std::size_t n_;
    std::size_t hole_;
    std::uint64_t positions_;
    // The next entry's index and position, counted rather than divided out:
    // the checks run once per entry of files of up to 1.8 billion.
    std::size_t index_ = 0;
    std::size_t turn_ = 0;
    std::size_t mouse_ = 0;
    std::size_t cat_ = 0;
    // Per turn and mover node: the first entry of a game still in play
    // (index + 1; 0 when none yet) and whether it said the mover is stuck.
    std::vector<std::size_t> firstInPlay_[2];
    std::vector<bool> stuck_[2];
    // Per winner (mouse, cat) and turn: the remotenesses seen, for rule 7.
    std::vector<bool> seen_[2][2];
};

}  // namespace catmouse::detail
