#pragma once
// The rule options a request gives that a kind of game has no use for: what
// game_from_text.cpp (a grid's options for a graph) and game_from_grid.cpp
// (a graph's options for a grid) refuse.
#include <string>
#include <vector>

#include "catmouse/game_from_text.hpp"
#include "catmouse/rule_options.hpp"

namespace catmouse::detail {

// The rule options given that `applies` rejects, in the table's order.
template <class Applies>
std::vector<const RuleOption*> givenOutside(const TextRules& given, Applies applies) {
    std::vector<const RuleOption*> outside;
    for (const RuleOption& option : ruleOptions()) {
        if (!applies(option) && storedOption(option, given)) outside.push_back(&option);
    }
    return outside;
}

inline std::vector<std::string> namesOf(const std::vector<const RuleOption*>& options) {
    std::vector<std::string> names;
    for (const RuleOption* option : options) names.emplace_back(option->name);
    return names;
}

}  // namespace catmouse::detail
