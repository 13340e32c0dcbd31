// Optimal lines and move lists, checked against the reference table.
#include "catmouse/line_facts.hpp"
#include "support.hpp"

using namespace catmouse;

namespace {

bool isLegalMove(const Graph& graph, int hole, const Position& from, const Position& to) {
    if (from.turn == Player::Mouse) {
        return to.turn == Player::Cat && to.cat == from.cat && graph.adjacent(from.mouse, to.mouse);
    }
    return to.turn == Player::Mouse && to.mouse == from.mouse && to.cat != hole && graph.adjacent(from.cat, to.cat);
}

// Checks one line from start; returns "" when it is legal, optimal and ends as its value says.
std::string lineProblem(const Solution& solution, const reference::Table& table, const Position& start) {
    const auto line = solution.line(start);
    if (!line) return line.error().message;
    const auto& ref = [&table](const Position& p) { return table[static_cast<int>(p.turn)][p.mouse][p.cat]; };
    const auto startValue = ref(start);
    for (std::size_t i = 0; i + 1 < line->size(); ++i) {
        const Position from = (*line)[i];
        const Position to = (*line)[i + 1];
        if (!isLegalMove(solution.graph(), solution.hole(), from, to)) return "illegal move at step " + std::to_string(i);
        // The move taken is the first of the best-first list, so ties go to the lowest id.
        const int taken = from.turn == Player::Mouse ? to.mouse : to.cat;
        if (taken != solution.movesAt(from).front().to) return "not the first of the best moves at step " + std::to_string(i);
        if (ref(to).outcome != startValue.outcome) return "the outcome changes at step " + std::to_string(i);
        if (startValue.outcome != 0 && ref(to).remoteness != ref(from).remoteness - 1) {
            return "a move that is not optimal at step " + std::to_string(i);
        }
    }
    const Position end = line->back();
    if (startValue.outcome == 0) {
        const auto first = std::find(line->begin(), line->end(), end);
        if (first == line->end() - 1) return "a drawn line that does not end on a repeated position";
        if (std::find(first + 1, line->end() - 1, end) != line->end() - 1) return "a drawn line that repeats twice";
    } else {
        if (line->size() != static_cast<std::size_t>(startValue.remoteness) + 1) return "the line's length is not the remoteness";
        const bool over = end.mouse == solution.hole() || end.mouse == end.cat || solution.movesAt(end).empty();
        if (!over) return "a decided line that stops before the end";
        const auto winner = end.mouse == solution.hole() ? 1 : end.mouse == end.cat ? 2
                                                                                    : (end.turn == Player::Mouse ? 2 : 1);
        if (winner != startValue.outcome) return "the line ends with the wrong winner";
    }
    return "";
}

}  // namespace

TEST_CASE("lines from every start: legal, optimal, and ending as the outcome says") {
    std::mt19937 rng(2024);
    for (int i = 0; i < 60; ++i) {
        const int n = std::uniform_int_distribution<int>(3, 14)(rng);
        const auto adjacency = support::randomGraph(rng, n, std::uniform_real_distribution<double>(0.15, 0.6)(rng));
        const auto solution = support::solved(support::graphOf(adjacency));
        const auto table = reference::referenceSolve(adjacency, 0);
        for (std::size_t s = 0; s < solution.stateCount(); ++s) {
            const Position p = solution.position(s);
            if (p.cat == 0) continue;
            const auto problem = lineProblem(solution, table, p);
            if (!problem.empty()) FAIL("graph " << i << ", start index " << s << ": " << problem);
        }
    }
}

TEST_CASE("moves are best first for the side to move, ties by lowest id") {
    std::mt19937 rng(99);
    for (int i = 0; i < 40; ++i) {
        const auto solution = support::solved(support::graphOf(support::randomGraph(rng, 10, 0.4)));
        for (std::size_t s = 0; s < solution.stateCount(); ++s) {
            const Position p = solution.position(s);
            if (p.cat == 0) continue;
            const auto moves = solution.movesAt(p);
            const auto score = [&](const Move& m) {
                // Lower is better: win fast < draw < lose slowly.
                if (m.value.outcome == Outcome::Draw) return std::make_tuple(1, 0L, m.to);
                const long r = static_cast<long>(*m.value.remoteness);
                return m.value.outcome == winFor(p.turn) ? std::make_tuple(0, r, m.to) : std::make_tuple(2, -r, m.to);
            };
            for (std::size_t k = 0; k + 1 < moves.size(); ++k) REQUIRE(score(moves[k]) < score(moves[k + 1]));
            const std::size_t expected = solution.rules().isOver(p) ? 0
                                         : p.turn == Player::Mouse
                                             ? static_cast<std::size_t>(solution.graph().degree(p.mouse))
                                             : static_cast<std::size_t>(solution.graph().degree(p.cat)) -
                                                   (solution.graph().adjacent(p.cat, 0) ? 1 : 0);
            REQUIRE(moves.size() == expected);
        }
    }
}

TEST_CASE("a drawn line ends on its first repeated position") {
    const auto solution = support::solved(support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"));
    const auto line = solution.line(Setup{}.start());
    REQUIRE(line.ok());
    // The mouse shuttles 1-3 and the cat 2-4... the line is whatever the
    // lowest-id draw moves give; it must close a cycle exactly once.
    const Position end = line->back();
    CHECK(std::count(line->begin(), line->end(), end) == 2);
    for (const auto& p : *line) CHECK(solution.valueAt(p).outcome == Outcome::Draw);
}

TEST_CASE("lineFacts: an optimal line repeats exactly when drawn, and a decided one ends at its last position with its value") {
    std::mt19937 rng(913);
    for (int i = 0; i < 30; ++i) {
        const auto solution = support::solved(support::graphOf(support::randomGraph(rng, 9, 0.35)));
        for (std::size_t s = 0; s < solution.stateCount(); s += 7) {
            const Position p = solution.position(s);
            if (!solution.rules().isPosition(p)) continue;
            const auto line = *solution.line(p);
            const auto facts = lineFacts(solution.rules(), line);
            REQUIRE(facts.ok());
            const Value value = solution.valueAt(p);
            const std::size_t last = line.size() - 1;
            if (value.outcome == Outcome::Draw) {
                REQUIRE(facts->repeat.has_value());
                CHECK(facts->repeat->again == last);
                CHECK(line[facts->repeat->first] == line[last]);
                CHECK(!facts->end);
            } else {
                CHECK(!facts->repeat);
                REQUIRE(facts->end.has_value());
                CHECK(facts->end->at == last);
                CHECK(facts->end->outcome == value.outcome);
                CHECK(facts->end->ending == solution.rules().ending(line[last]));
            }
        }
    }
}

TEST_CASE("lineFacts: which cat ended a two-cat game, cat A when both did, a position not of the game is named by its index") {
    Setup setup;
    setup.cat2 = 4;
    const auto rules = *Rules::make(support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"), setup);
    const auto caught = [&rules](int cat, int cat2) {
        return lineFacts(rules, std::vector<TwoCatPosition>{{1, 2, 4, Player::Mouse}, {3, cat, cat2, Player::Mouse}})->end;
    };
    REQUIRE(caught(3, 3).has_value());
    CHECK(caught(3, 3)->at == 1);
    CHECK(caught(3, 3)->ending == Ending::Caught);
    CHECK(caught(3, 3)->cat == EndingCat::A);
    CHECK(caught(4, 3)->cat == EndingCat::B);
    const auto bad = lineFacts(rules, std::vector<Position>{{1, 2, Player::Mouse}, {1, 9, Player::Cat}});
    REQUIRE(!bad.ok());
    CHECK(bad.error().code == "position.node-out-of-range");
    CHECK(bad.error().message.find("position 1 of the line") != std::string::npos);
}
