#include "catmouse/line_facts.hpp"

#include <cstdint>
#include <string>
#include <unordered_map>

namespace catmouse {
namespace {

std::uint64_t keyOf(const Position& p, std::uint64_t n) {
    return ((p.turn == Player::Cat ? n : 0) + static_cast<std::uint64_t>(p.mouse)) * n + static_cast<std::uint64_t>(p.cat);
}
// The cats are not swapped here: a repeat is of the position itself.
std::uint64_t keyOf(const TwoCatPosition& p, std::uint64_t n) {
    return keyOf(Position{p.mouse, p.cat, p.turn}, n) * n + static_cast<std::uint64_t>(p.cat2);
}

std::optional<EndingCat> catOf(const Rules&, const Position&, Ending ending) {
    if (ending == Ending::Caught || ending == Ending::CatInHole) return EndingCat::A;
    return std::nullopt;
}
std::optional<EndingCat> catOf(const Rules& rules, const TwoCatPosition& p, Ending ending) {
    if (ending == Ending::Caught) return p.mouse == p.cat ? EndingCat::A : EndingCat::B;
    if (ending == Ending::CatInHole) return rules.catWinsOn(p.cat) ? EndingCat::A : EndingCat::B;
    return std::nullopt;
}

template <class P>
Expected<LineFacts> factsOf(const Rules& rules, const std::vector<P>& line) {
    const auto n = static_cast<std::uint64_t>(rules.nodeCount());
    LineFacts facts;
    std::unordered_map<std::uint64_t, std::size_t> seen;
    seen.reserve(line.size());
    for (std::size_t i = 0; i < line.size(); ++i) {
        const P& p = line[i];
        if (auto error = rules.checkPosition(p)) {
            error->message = "position " + std::to_string(i) + " of the line: " + error->message;
            return *error;
        }
        if (!facts.repeat) {
            const auto [at, fresh] = seen.emplace(keyOf(p, n), i);
            if (!fresh) facts.repeat = Repeat{at->second, i};
        }
        if (!facts.end) {
            const Ending ending = rules.ending(p);
            if (ending != Ending::None) facts.end = LineEnd{i, ending, *rules.terminal(p), catOf(rules, p, ending)};
        }
    }
    return facts;
}

}  // namespace

Expected<LineFacts> lineFacts(const Rules& rules, const std::vector<Position>& line) { return factsOf(rules, line); }
Expected<LineFacts> lineFacts(const Rules& rules, const std::vector<TwoCatPosition>& line) { return factsOf(rules, line); }

}  // namespace catmouse
