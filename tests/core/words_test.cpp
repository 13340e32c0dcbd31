// The words of the command line and the readers where they used to say
// something else (issue 22, point 10 of the Why): each case said the wrong
// thing, or nothing, before.
#include "support.hpp"

#include "catmouse/grid.hpp"
#include "catmouse/rule_options.hpp"
#include "cli.hpp"

using namespace catmouse;

namespace {

cli::Output runOn(const std::vector<std::string>& args, const std::string& input) {
    return cli::run(args, [&input](const std::string&, std::uint64_t) -> Expected<std::string> { return input; });
}

const std::string kGraph = "[[1,3],[0],[3],[0,2]]";
const std::string kGrid = R"(["M.C...F"], catJump = 1, mouseJump = 3)";

}  // namespace

TEST_CASE("a huge catJump in a grid's text is a jump length out of range, not a node id") {
    const auto grid = parseGrid(R"(grid = ["M.C...F"], catJump = 1000000000, mouseJump = 2)");
    REQUIRE_FALSE(grid);
    CHECK(grid.error().code == "grid.bad-jump");
    CHECK(grid.error().message == "line 1, column 31: catJump is 1000000000; a jump length must be from 1 to 8 cells (LeetCode's range)");
    const auto longer = parseGrid(R"(["M.C...F"], catJump = 1, mouseJump = 99999999999999999999999)");
    REQUIRE_FALSE(longer);
    CHECK(longer.error().message.find("mouseJump is larger than 8; a jump length") != std::string::npos);
}

TEST_CASE("the option --turn-limit says its range, the largest is taken") {
    const auto out = runOn({"solve", "--turn-limit", "2147483648"}, kGrid);
    CHECK(out.status == 2);
    CHECK(out.err == "catmouse: --turn-limit needs a whole number of plies from 0 to 2147483647, got '2147483648'\n");
    const auto largest = runOn({"solve", "--turn-limit", "2147483647", "--json"}, kGrid);
    CHECK(largest.status == 0);
    CHECK(largest.out.find("\"turns\":2147483647") != std::string::npos);
}

TEST_CASE("flags take =true and =false, and say what they take otherwise") {
    CHECK(runOn({"solve", "--pass=true"}, kGraph).out == runOn({"solve", "--pass"}, kGraph).out);
    CHECK(runOn({"solve", "--pass=false"}, kGraph).out == runOn({"solve"}, kGraph).out);
    CHECK(runOn({"solve", "--directed=false", "--json=true", "--allow-isolated=true"}, kGraph).status == 0);
    const auto bad = runOn({"solve", "--pass=yes"}, kGraph);
    CHECK(bad.status == 2);
    CHECK(bad.err == "catmouse: --pass is a flag: give it alone (--pass) or as --pass=true or --pass=false, not '--pass=yes'\n");
}

TEST_CASE("an option given twice is refused, naming it, instead of keeping one") {
    const auto twice = [](const std::vector<std::string>& args, const std::string& option) {
        const auto out = runOn(args, kGraph);
        CHECK(out.status == 2);
        CHECK(out.err == "catmouse: " + option + " is given twice: give it once\n");
    };
    twice({"solve", "--cat2", "3", "--cat2", "2"}, "--cat2");
    twice({"solve", "--holes", "0", "--holes=3"}, "--holes");
    twice({"solve", "--mouse", "1", "--mouse", "3"}, "--mouse");
    twice({"solve", "--pass", "--pass=false"}, "--pass");
}

TEST_CASE("a count's range in words has its unit, or none where the row has none") {
    RuleOption plies;
    plies.type = OptionType::Count;
    plies.min = 0;
    plies.max = 9;
    CHECK(countRange(plies) == "a whole number from 0 to 9");
    plies.unit = "plies";
    CHECK(countRange(plies) == "a whole number of plies from 0 to 9");
    const RuleOption* turnLimit = ruleOptionNamed("turnLimit");
    REQUIRE(turnLimit != nullptr);
    CHECK(countRange(*turnLimit) == "a whole number of plies from 0 to 2147483647");
}
