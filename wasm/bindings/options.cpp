#include "options.hpp"

#include <algorithm>
#include <iterator>

#include "catmouse/rule_options.hpp"
#include "convert.hpp"

namespace catmouse::wasm {
namespace {

// One option that is not a rule of the game (those are read through the
// core's table, rule_options.hpp): how its (checked) value sets GameOptions.
struct OptionRow {
    const char* name;
    void (*read)(const val& value, GameOptions& into);
};

// The rows by hand, in the schema's order (wasm/src/options.js), after the
// core's rule options.
constexpr OptionRow kOptionTable[] = {
    // Checked against the game once it is read (check.cpp, withVisited).
    {"visited", [](const val& v, GameOptions& o) { o.visited = positionsOf(v); }},
    {"onlyApplicable", [](const val& v, GameOptions& o) { o.onlyApplicable = v.as<bool>(); }},
    {"allowIsolated", [](const val& v, GameOptions& o) { o.allowIsolated = v.as<bool>(); }},
    {"format", [](const val& v, GameOptions& o) { o.format = v.as<std::string>(); }},
    {"maxSeconds", [](const val& v, GameOptions& o) { o.maxSeconds = static_cast<std::uint64_t>(v.as<double>()); }},
    {"threads", [](const val& v, GameOptions& o) { o.threads = v.as<int>(); }},
};

// A rule option's value (the wrapper checked it against the schema, which
// tests/js/options.test.mjs checks against the table), as its row's type says.
OptionValue ruleValue(const RuleOption& rule, const val& v) {
    OptionValue value;
    switch (rule.type) {
        case OptionType::Boolean: value.on = v.as<bool>(); break;
        case OptionType::Nodes: value.nodes = emscripten::vecFromJSArray<int>(v); break;
        case OptionType::Choice: value.number = static_cast<long long>(choiceIndex(rule, v.as<std::string>()).value_or(0)); break;
        case OptionType::Node:
        case OptionType::Count: value.number = v.as<int>(); break;
    }
    return value;
}

val jsonValue(std::string_view json) { return val::global("JSON").call<val>("parse", std::string(json)); }

val stringsValue(const Phrases& strings) {
    val array = val::array();
    for (const auto s : strings) array.call<void>("push", std::string(s));
    return array;
}

}  // namespace

bool GameOptions::isGiven(const std::string& name) const { return std::find(given.begin(), given.end(), name) != given.end(); }

Expected<GameOptions> readOptions(const val& options) {
    const auto names = emscripten::vecFromJSArray<std::string>(val::global("Object").call<val>("keys", options));
    for (const auto& name : names) {
        const bool known = ruleOptionNamed(name) ||
                           std::any_of(std::begin(kOptionTable), std::end(kOptionTable), [&name](const OptionRow& row) { return name == row.name; });
        if (!known) {
            return Error{"argument.unknown-option", "the core has no option '" + name + "' (wasm/bindings/options.cpp reads each option of the schema)"};
        }
    }
    GameOptions read;
    for (const RuleOption& rule : ruleOptions()) {
        const val value = options[std::string(rule.name)];
        if (value.isUndefined()) continue;
        storeOption(rule, read.rules, ruleValue(rule, value));
        read.given.emplace_back(rule.name);
    }
    for (const OptionRow& row : kOptionTable) {
        const val value = options[row.name];
        if (value.isUndefined()) continue;
        row.read(value, read);
        read.given.emplace_back(row.name);
    }
    return read;
}

// A rule option's value as the package has it: 3, [0, 5], "cat", true.
val ruleValueOf(const RuleOption& rule, const OptionValue& value) { return jsonValue(optionValueJson(rule, value)); }

val rulesValue(const TextRules& rules) {
    val v = val::object();
    // A text's rules hold neither directed (the graph does) nor a grid's jumps and turn limit (the grid does).
    for (const RuleOption& rule : ruleOptions()) {
        if (const auto value = storedOption(rule, rules)) v.set(std::string(rule.name), ruleValueOf(rule, *value));
    }
    return v;
}

val variantValue(const Rules& rules) {
    val v = val::object();
    for (const RuleOption& rule : ruleOptions()) {
        if (rule.variant) v.set(std::string(rule.name), ruleValueOf(rule, variantOption(rule, rules)));
    }
    return v;
}

val optionNames() {
    val names = val::array();
    for (const RuleOption& rule : ruleOptions()) names.call<void>("push", std::string(rule.name));
    for (const OptionRow& row : kOptionTable) names.call<void>("push", std::string(row.name));
    return names;
}

val ruleOptionTable() {
    val rows = val::array();
    for (const RuleOption& rule : ruleOptions()) {
        val row = val::object();
        row.set("name", std::string(rule.name));
        row.set("type", std::string(optionTypeName(rule.type)));
        row.set("default", rule.defaultJson.empty() ? val::undefined() : jsonValue(rule.defaultJson));
        if (rule.type == OptionType::Count) {
            row.set("min", static_cast<double>(rule.min));
            row.set("max", static_cast<double>(rule.max));
            // A grid's jump: its range is checked with the board (grid.bad-jump), not as the option is read.
            row.set("checkedWithBoard", rule.gridJump);
        }
        row.set("values", rule.values.empty() ? val::null() : stringsValue(rule.values));
        // The rule in words: a boolean's phrase, or a choice's by value.
        val words = val::null();
        if (rule.type == OptionType::Boolean && !rule.words.empty()) words = val(std::string(rule.words[0]));
        if (rule.type == OptionType::Choice && !rule.words.empty()) {
            words = val::object();
            for (std::size_t i = 0; i < rule.values.size(); ++i) words.set(std::string(rule.values[i]), std::string(rule.words[i]));
        }
        row.set("words", words);
        row.set("lineWords", rule.lineWords.empty() ? val::null() : val(std::string(rule.lineWords)));
        row.set("flag", std::string(rule.flag));
        row.set("appliesToGraph", rule.appliesToGraph);
        row.set("appliesToGrid", rule.appliesToGrid);
        row.set("variant", rule.variant);
        rows.call<void>("push", row);
    }
    return rows;
}

SolveOptions withMemoryLimit(double memoryLimit) {
    SolveOptions options;
    // The wrapper passes a whole number from 1 to 2^53 - 1 or 0 (no limit); anything else
    // must not reach the cast, whose result would be undefined.
    options.memoryLimit = memoryLimit >= 1 && memoryLimit < 9007199254740992.0 ? static_cast<std::uint64_t>(memoryLimit) : 0;
    // The time limit is the game's (maxSeconds; the command line's --max-seconds, checked by the command line).
    options.maxSeconds = 0;
    return options;
}

}  // namespace catmouse::wasm
