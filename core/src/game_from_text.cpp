#include "catmouse/game_from_text.hpp"

#include <string>

#include "catmouse/rule_options.hpp"
#include "game_from_grid.hpp"
#include "given_options.hpp"

namespace catmouse {
namespace {

using detail::givenOutside;
using detail::namesOf;

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
    if (imported.grid) return detail::gridGame(std::move(imported), request);
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
