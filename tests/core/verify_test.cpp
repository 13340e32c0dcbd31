// verify() accepts solved tables and rejects every kind of corruption.
#include "support.hpp"

using namespace catmouse;

namespace {

using Entry = Table::Entry;

Solution corrupted(const Solution& solution, std::size_t index, Entry entry) {
    auto table = solution.table();
    table.set(index, entry);
    return Solution(solution.rules(), std::move(table));
}

Entry plus(Entry e, int plies) { return {e.outcome, static_cast<std::uint32_t>(static_cast<int>(e.remoteness) + plies)}; }

}  // namespace

TEST_CASE("verify accepts solved tables") {
    std::mt19937 rng(7);
    for (int i = 0; i < 50; ++i) {
        const auto solution = support::solve(support::graphOf(support::randomGraph(rng, 12, 0.3)), 0);
        REQUIRE(solution.ok());
        CHECK_FALSE(verify(*solution).has_value());
    }
}

TEST_CASE("verify rejects corrupted tables") {
    const auto solution =
        support::solved(support::graphOf("[[8],[2,4,6,9],[1,7,8],[5,7,8,9],[1,6],[3,7,9],[1,4,7],[2,3,5,6],[0,2,3,9],[1,3,5,8]]"));
    const std::size_t start = solution.index(Setup{}.start());  // cat wins in 24

    SECTION("a remoteness off by one either way") {
        const auto e = solution.table().entry(start);
        CHECK(verify(corrupted(solution, start, plus(e, 1))).has_value());
        CHECK(verify(corrupted(solution, start, plus(e, -1))).has_value());
    }
    SECTION("a flipped outcome") {
        const auto e = solution.table().entry(start);
        CHECK(verify(corrupted(solution, start, {1, e.remoteness})).has_value());
    }
    SECTION("a decided position called a draw") {
        CHECK(verify(corrupted(solution, start, {0, 0})).has_value());
    }
    SECTION("a terminal position with a remoteness") {
        const std::size_t caught = solution.index({3, 3, Player::Mouse});
        CHECK(verify(corrupted(solution, caught, {2, 1})).has_value());
    }
    SECTION("a real position marked as not a position, and the reverse") {
        CHECK(verify(corrupted(solution, start, {Table::kNotAPosition, 0})).has_value());
        CHECK(verify(corrupted(solution, solution.index({1, 0, Player::Mouse}), {0, 0})).has_value());
    }
    SECTION("every single-entry change to a small table is caught") {
        const auto small = support::solved(support::graphOf("[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"));
        for (std::size_t s = 0; s < small.stateCount(); ++s) {
            const auto e = small.table().entry(s);
            for (const Entry other : {plus(e, 1), Entry{e.outcome ^ 1, e.remoteness}, Entry{e.outcome ^ 2, e.remoteness}}) {
                INFO("state " << s);
                CHECK(verify(corrupted(small, s, other)).has_value());
            }
        }
    }
    SECTION("the message names the position") {
        const auto problem = verify(corrupted(solution, start, plus(solution.table().entry(start), 2)));
        REQUIRE(problem.has_value());
        CHECK(*problem == "position (mouse 1, cat 2, mouse to move) is stored as cat wins in 26 but its moves make it cat wins in 24");
    }
}
