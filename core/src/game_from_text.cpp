#include "catmouse/game_from_text.hpp"

#include <string>

#include "catmouse/rule_options.hpp"

namespace catmouse {
namespace {

// The rule options given that `applies` rejects, in the table's order.
template <class Applies>
std::vector<const RuleOption*> givenOutside(const TextRules& given, Applies applies) {
    std::vector<const RuleOption*> outside;
    for (const RuleOption& option : ruleOptions()) {
        if (!applies(option) && storedOption(option, given)) outside.push_back(&option);
    }
    return outside;
}

std::vector<std::string> namesOf(const std::vector<const RuleOption*>& options) {
    std::vector<std::string> names;
    for (const RuleOption* option : options) names.emplace_back(option->name);
    return names;
}

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

// A grid's game: its board with the jumps given (or the text's), and the first mover given (or the text's).
Expected<TextGame> gridGame(Imported imported, const GameRequest& request) {
    if (auto refused = gridRefusal(request)) return *refused;
    auto game = GridGame::make(*std::move(imported.grid), request.given.jumps);
    if (!game) return game.error();
    auto rules = game->rules(request.given.first.value_or(imported.rules.first.value_or(Player::Mouse)));
    if (!rules) return rules.error();
    const int turnLimit = request.given.turnLimit.value_or(imported.turnLimit.value_or(kLeetCodeTurnLimit));
    return TextGame{*std::move(rules), imported.format, std::move(imported.warnings), imported.expectedOutput, *std::move(game), turnLimit};
}

// A grid's options given for a graph.
std::optional<Error> graphRefusal(const GameRequest& request) {
    if (request.onlyApplicable) return std::nullopt;
    const auto gridOnly = givenOutside(request.given, [](const RuleOption& o) { return o.appliesToGraph; });
    if (gridOnly.empty()) return std::nullopt;
    if (request.voice == OptionVoice::CommandLine) {
        return Error{"cli.bad-argument", std::string(gridOnly.front()->flag) + " is for a grid (LeetCode 1728), and this input is a graph"};
    }
    return Error{"grid.option-for-graph", "the option " + std::string(gridOnly.front()->name) + " is for a LeetCode 1728 grid, and this input is a graph",
                 0, 0, namesOf(gridOnly)};
}

}  // namespace

Expected<TextGame> gameFromImported(Imported imported, const GameRequest& request) {
    if (auto conflict = conflictingOptions(request.given)) return *conflict;
    if (imported.grid) return gridGame(std::move(imported), request);
    if (auto refused = graphRefusal(request)) return *refused;
    std::vector<Warning> warnings = std::move(imported.warnings);
    if (!request.allowIsolated) {
        if (auto error = Rules::checkIsolated(imported.graph)) return *error;
    } else if (auto lone = Rules::isolatedWarning(imported.graph)) {
        // Allowed, still named: a gap in the ids is rarely meant.
        warnings.push_back(*std::move(lone));
    }
    const Setup setup = setupFrom(request.given, imported.rules);
    if (request.wholeTable && setup.cat2) {
        return Error{"cli.bad-argument", "the table command writes the one-cat table; a second cat (cat2) is for solve", 0, 0, {"cat2"}};
    }
    // A table covers every start, so only the holes and the variant must be right for it.
    auto rules = request.wholeTable ? Rules::make(std::move(imported.graph), setup.hole, setup.variant) : Rules::make(std::move(imported.graph), setup);
    if (!rules) return rules.error();
    return TextGame{*std::move(rules), imported.format, std::move(warnings), imported.expectedOutput, std::nullopt, kLeetCodeTurnLimit};
}

Expected<TextGame> gameFromText(std::string_view text, const GameRequest& request) {
    if (auto conflict = conflictingOptions(request.given)) return *conflict;
    const bool directed = request.given.directed.value_or(false);
    auto imported = importGame(text, request.format, directed, request.memoryLimit);
    // A grid refuses directed (rules.conflicting-options); left out, it reads.
    if (!imported && request.onlyApplicable && directed) {
        if (auto undirected = importGame(text, request.format, false, request.memoryLimit); undirected && undirected->grid) imported = std::move(undirected);
    }
    if (!imported) return imported.error();
    return gameFromImported(*std::move(imported), request);
}

}  // namespace catmouse
