#include "table_entry_check.hpp"

#include <algorithm>

namespace catmouse::detail {
namespace {

constexpr int kMouseWins = static_cast<int>(Outcome::MouseWins);
constexpr int kCatWins = static_cast<int>(Outcome::CatWins);

std::string describe(const Table::Entry& e) {
    if (e.outcome == Table::kNotAPosition) return "outcome 3 (not a position)";
    const std::string r = std::to_string(e.remoteness);
    if (e.outcome == 0) return e.remoteness == 0 ? "a draw" : "a draw with remoteness " + r;
    return std::string(e.outcome == kMouseWins ? "mouse" : "cat") + " wins in " + r;
}

const char* mover(std::size_t turn) { return turn == 0 ? "the mouse" : "the cat"; }

}  // namespace

TableEntryCheck::TableEntryCheck(int nodeCount, int hole)
    : n_(static_cast<std::size_t>(nodeCount)),
      hole_(static_cast<std::size_t>(hole)),
      positions_(2 * static_cast<std::uint64_t>(n_) * (n_ - 1)),  // all but the cat on the hole
      firstInPlay_{std::vector<std::size_t>(n_), std::vector<std::size_t>(n_)},
      stuck_{std::vector<bool>(n_), std::vector<bool>(n_)} {}

std::string TableEntryCheck::where(std::size_t index) const {
    const std::size_t turn = index / (n_ * n_);
    return "entry " + std::to_string(index) + " (mouse " + std::to_string(index / n_ % n_) + ", cat " +
           std::to_string(index % n_) + ", " + mover(turn) + " to move)";
}

std::optional<std::string> TableEntryCheck::add(const Table::Entry& e) {
    const std::size_t index = index_;
    const std::size_t turn = turn_;
    const std::size_t mouse = mouse_;
    const std::size_t cat = cat_;
    ++index_;
    if (++cat_ == n_) {
        cat_ = 0;
        if (++mouse_ == n_) {
            mouse_ = 0;
            ++turn_;
        }
    }
    const bool decided = e.outcome == kMouseWins || e.outcome == kCatWins;
    const auto wrong = [&](const std::string& why) { return where(index) + " holds " + describe(e) + ", but " + why; };

    if (cat == hole_) {  // rule 1
        if (e.outcome != Table::kNotAPosition) return wrong("the cat on the hole is not a position (outcome 3)");
    } else if (e.outcome == Table::kNotAPosition) {
        return wrong("only the cat on the hole is not a position");
    }
    if (!decided && e.remoteness != 0) return wrong("only a win has a remoteness");  // rule 2
    if (e.outcome == Table::kNotAPosition) return std::nullopt;
    if (decided) {
        if (e.remoteness >= positions_) {  // rule 6
            return wrong("a line to the end passes no position twice, and the game has " + std::to_string(positions_) +
                         " positions");
        }
        std::vector<bool>& seen = seen_[e.outcome - 1][turn];
        if (e.remoteness >= seen.size()) seen.resize(e.remoteness + 1);
        seen[e.remoteness] = true;
    }

    if (mouse == cat) {  // rule 3
        return e.outcome == kCatWins && e.remoteness == 0 ? std::nullopt
                                                          : std::optional(wrong("the mouse is on the cat: cat wins in 0"));
    }
    if (mouse == hole_) {
        return e.outcome == kMouseWins && e.remoteness == 0
                   ? std::nullopt
                   : std::optional(wrong("the mouse is on the hole: mouse wins in 0"));
    }

    // Rule 4: the game is in play here, so a win in 0 is the mover stuck.
    const int loser = turn == 0 ? kCatWins : kMouseWins;  // the outcome when the mover loses
    const bool stuck = decided && e.remoteness == 0;      // a draw is in play and can move
    if (stuck && e.outcome != loser) return wrong(std::string(mover(turn)) + " to move only ends the game by being stuck, and loses");
    const std::size_t node = turn == 0 ? mouse : cat;
    std::size_t& first = firstInPlay_[turn][node];
    if (first == 0) {
        first = index + 1;
        stuck_[turn][node] = stuck;
    } else if (stuck_[turn][node] != stuck) {
        return wrong(where(first - 1) + " has " + mover(turn) + " on node " + std::to_string(node) +
                     (stuck ? " able to move" : " stuck") + ", and its moves do not depend on the other's node");
    }

    // Rule 5.
    if (e.outcome == kMouseWins && e.remoteness > 0 && (turn + e.remoteness) % 2 == 0) {
        return wrong("a mouse win ends on the mouse's move: an odd number of plies away with the mouse to move, even with the cat");
    }
    return std::nullopt;
}

std::optional<std::string> TableEntryCheck::finish(const Table& table) const {
    // Decoded a chunk at a time: Table::entry per index would divide twice for each.
    constexpr std::size_t kChunk = 1 << 14;
    std::vector<std::uint8_t> outcomes(kChunk);
    std::vector<std::int32_t> remoteness(kChunk);
    for (std::size_t first = 0; first < table.size(); first += kChunk) {
        const std::size_t count = std::min(kChunk, table.size() - first);
        table.decode(first, count, outcomes.data(), remoteness.data());
        for (std::size_t k = 0; k < count; ++k) {
            if ((outcomes[k] != kMouseWins && outcomes[k] != kCatWins) || remoteness[k] <= 0) continue;
            const auto r = static_cast<std::uint32_t>(remoteness[k]);
            const std::size_t i = first + k;
            const std::size_t other = i < n_ * n_ ? 1 : 0;
            const std::vector<bool>& next = seen_[outcomes[k] - 1][other];
            if (r - 1 >= next.size() || !next[r - 1]) {
                const Table::Entry e{outcomes[k], r};
                return where(i) + " holds " + describe(e) + ", but no entry with " + mover(other) + " to move holds " +
                       describe({e.outcome, r - 1}) + ", where its best line goes next";
            }
        }
    }
    return std::nullopt;
}

}  // namespace catmouse::detail
