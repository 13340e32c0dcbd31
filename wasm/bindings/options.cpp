#include "options.hpp"

#include <algorithm>
#include <iterator>

#include "catmouse/rule_options.hpp"
#include "convert.hpp"

namespace catmouse::wasm {
namespace {

int intOf(const val& v) { return v.as<int>(); }
Player turnOf(const val& v) { return v.as<std::string>() == "cat" ? Player::Cat : Player::Mouse; }

// One option: how its (checked) value sets GameOptions; for a rule a game
// file can give too, how TextRules' value is written back for parse(); for
// a variant, how the game's rules say it (game.variant).
struct OptionRow {
    const char* name;
    void (*read)(const val& value, GameOptions& into);
    void (*write)(const TextRules& rules, val& into) = nullptr;
    void (*variant)(const Rules& rules, val& into) = nullptr;
    // A variant's on/off rule, read and written by its rule option instead.
    const RuleOption* flag = nullptr;
};

// The rows by hand; a variant's on/off rule (pass) needs none: it is read
// and written through its rule option's flagField (flagRow). Taken in the
// order of the core's rule options, then this table's (the schema's order,
// wasm/src/options.js), so errors name the first given option as before.
constexpr OptionRow kOptionTable[] = {
    {"mouse", [](const val& v, GameOptions& o) { o.rules.mouse = intOf(v); },
     [](const TextRules& r, val& v) { if (r.mouse) v.set("mouse", *r.mouse); }},
    {"cat", [](const val& v, GameOptions& o) { o.rules.cat = intOf(v); },
     [](const TextRules& r, val& v) { if (r.cat) v.set("cat", *r.cat); }},
    {"cat2", [](const val& v, GameOptions& o) { o.rules.cat2 = intOf(v); },
     [](const TextRules& r, val& v) { if (r.cat2) v.set("cat2", *r.cat2); }},
    {"hole", [](const val& v, GameOptions& o) { o.rules.hole = intOf(v); },
     [](const TextRules& r, val& v) { if (r.hole) v.set("hole", *r.hole); }},
    {"first", [](const val& v, GameOptions& o) { o.rules.first = turnOf(v); },
     [](const TextRules& r, val& v) { if (r.first) v.set("first", std::string(toString(*r.first))); }},
    {"holes", [](const val& v, GameOptions& o) { o.rules.holes = emscripten::vecFromJSArray<int>(v); },
     [](const TextRules& r, val& v) { if (r.holes) v.set("holes", nodesValue(*r.holes)); },
     [](const Rules& r, val& v) { v.set("holes", nodesValue(r.holes())); }},
    {"catOnHole", [](const val& v, GameOptions& o) { o.rules.catOnHole = catOnHoleNamed(v.as<std::string>()); },
     [](const TextRules& r, val& v) { if (r.catOnHole) v.set("catOnHole", std::string(catOnHoleName(*r.catOnHole))); },
     [](const Rules& r, val& v) { v.set("catOnHole", std::string(catOnHoleName(r.variant().catOnHole))); }},
    // A text with arcs is directed whatever this says (importGame).
    {"directed", [](const val& v, GameOptions& o) { o.directed = v.as<bool>(); }, nullptr,
     [](const Rules& r, val& v) { v.set("directed", r.graph().directed() || r.graph(Player::Cat).directed()); }},
    {"catJump", [](const val& v, GameOptions& o) { o.grid.jumps.cat = intOf(v); }},
    {"mouseJump", [](const val& v, GameOptions& o) { o.grid.jumps.mouse = intOf(v); }},
    {"turnLimit", [](const val& v, GameOptions& o) { o.grid.turnLimit = intOf(v); }},
    // Checked against the game once it is read (check.cpp, withVisited).
    {"visited", [](const val& v, GameOptions& o) { o.visited = positionsOf(v); }},
    {"onlyApplicable", [](const val& v, GameOptions& o) { o.onlyApplicable = v.as<bool>(); }},
    {"allowIsolated", [](const val& v, GameOptions& o) { o.allowIsolated = v.as<bool>(); }},
    {"format", [](const val& v, GameOptions& o) { o.format = v.as<std::string>(); }},
    {"maxSeconds", [](const val& v, GameOptions& o) { o.maxSeconds = static_cast<std::uint64_t>(v.as<double>()); }},
    {"threads", [](const val& v, GameOptions& o) { o.threads = intOf(v); }},
};

// A variant's on/off rule (rule_options.hpp, flagField): read into the given flags, written back by name.
OptionRow flagRow(const RuleOption& rule) {
    OptionRow row{rule.name.data(), nullptr};
    row.flag = &rule;
    return row;
}

// Every option the bindings read, in order: the core's rule options (a row
// of kOptionTable, or a flag's), then the rest of kOptionTable.
std::vector<OptionRow> optionRows() {
    std::vector<OptionRow> rows;
    const auto byHand = [](std::string_view name) {
        return std::find_if(std::begin(kOptionTable), std::end(kOptionTable), [name](const OptionRow& row) { return name == row.name; });
    };
    for (const RuleOption& rule : ruleOptions()) {
        const auto row = byHand(rule.name);
        if (row != std::end(kOptionTable)) rows.push_back(*row);
        else if (rule.flagField) rows.push_back(flagRow(rule));
    }
    for (const OptionRow& row : kOptionTable) {
        if (!ruleOptionNamed(row.name)) rows.push_back(row);
    }
    return rows;
}

const std::vector<OptionRow>& allRows() {
    static const std::vector<OptionRow> rows = optionRows();
    return rows;
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
        const bool known = std::any_of(allRows().begin(), allRows().end(), [&name](const OptionRow& row) { return name == row.name; });
        if (!known) {
            return Error{"argument.unknown-option", "the core has no option '" + name + "' (wasm/bindings/options.cpp reads each option of the schema)"};
        }
    }
    GameOptions read;
    for (const OptionRow& row : allRows()) {
        const val value = options[row.name];
        if (value.isUndefined()) continue;
        if (row.flag) read.rules.flags[std::string(row.flag->name)] = value.as<bool>();
        else row.read(value, read);
        read.given.emplace_back(row.name);
    }
    return read;
}

val rulesValue(const TextRules& rules) {
    val v = val::object();
    for (const OptionRow& row : allRows()) {
        if (row.flag) {
            const auto given = rules.flags.find(row.flag->name);
            if (given != rules.flags.end()) v.set(row.name, given->second);
        } else if (row.write) {
            row.write(rules, v);
        }
    }
    return v;
}

val variantValue(const Rules& rules) {
    val v = val::object();
    for (const OptionRow& row : allRows()) {
        if (row.flag) v.set(row.name, rules.variant().*row.flag->flagField);
        else if (row.variant) row.variant(rules, v);
    }
    return v;
}

val optionNames() {
    val names = val::array();
    for (const OptionRow& row : allRows()) names.call<void>("push", std::string(row.name));
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
