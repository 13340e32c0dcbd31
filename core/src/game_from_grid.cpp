#include "game_from_grid.hpp"

#include <string>

#include "catmouse/grid.hpp"
#include "catmouse/rule_options.hpp"
#include "given_options.hpp"

namespace catmouse::detail {
namespace {

// A grid's board places the pieces and its rules are LeetCode 1728's: the
// options it has no use for, given, are refused (cat2 on its own: a grid has one cat).
std::optional<Error> gridRefusal(const GameRequest& request) {
    const bool commandLine = request.voice == OptionVoice::CommandLine;
    if (request.given.cat2) {
        return Error{"grid.two-cats",
                     commandLine ? "a LeetCode 1728 grid has one cat, placed by the board: --cat2 is for a graph"
                                 : "a LeetCode 1728 grid has one cat, placed by its board: the option cat2 is for a graph",
                     0,
                     0,
                     {"cat2"}};
    }
    if (commandLine) {
        // The flags a grid refuses, from the table: all but --cat2 (above) and
        // --directed (read with the text, which a grid refuses: rules.conflicting-options).
        const auto placedRule = [](const RuleOption& o) { return !o.appliesToGrid && o.name != "cat2" && o.name != "directed"; };
        if (givenOutside(request.given, [&](const RuleOption& o) { return !placedRule(o); }).empty()) return std::nullopt;
        std::string flags;
        std::vector<std::string_view> listed;
        for (const RuleOption& option : ruleOptions()) {
            if (placedRule(option)) listed.push_back(option.flag);
        }
        for (std::size_t i = 0; i < listed.size(); ++i) flags += std::string(i == 0 ? "" : i + 1 == listed.size() ? " or "
                                                                                                                  : ", ") +
                                                                 std::string(listed[i]);
        return Error{"cli.bad-argument", "a grid places the mouse, the cat and the food and has LeetCode 1728's rules: edit the grid instead of giving " + flags};
    }
    if (request.onlyApplicable) return std::nullopt;
    const auto placed = givenOutside(request.given, [](const RuleOption& o) { return o.appliesToGrid; });
    if (placed.empty()) return std::nullopt;
    return Error{"grid.placed-by-board",
                 "a grid places the mouse, the cat and the food (the hole) on its board, and its rules are LeetCode 1728's (the cat wins on the food, "
                 "either player may stay, every move goes both ways): the option " +
                     std::string(placed.front()->name) + " does not apply to a grid (edit the grid instead)",
                 0, 0, namesOf(placed)};
}

}  // namespace

Expected<TextGame> gridGame(Imported imported, const GameRequest& request) {
    if (auto refused = gridRefusal(request)) return *refused;
    auto game = GridGame::make(*std::move(imported.grid), request.given.jumps);
    if (!game) return game.error();
    auto rules = game->rules(request.given.first.value_or(imported.rules.first.value_or(Player::Mouse)));
    if (!rules) return rules.error();
    const int turnLimit = request.given.turnLimit.value_or(imported.turnLimit.value_or(kLeetCodeTurnLimit));
    return TextGame{*std::move(rules), imported.format, std::move(imported.warnings), imported.expectedOutput, *std::move(game), turnLimit};
}

}  // namespace catmouse::detail
