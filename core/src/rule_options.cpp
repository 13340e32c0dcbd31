#include "catmouse/rule_options.hpp"

#include <algorithm>
#include <cctype>

#include "catmouse/import.hpp"
#include "catmouse/rules.hpp"

namespace catmouse {
namespace {

OptionValue numberValue(long long number) {
    OptionValue value;
    value.number = number;
    return value;
}
template <class T>
std::optional<OptionValue> numberOf(const std::optional<T>& number) {
    if (!number) return std::nullopt;
    return numberValue(static_cast<long long>(*number));
}
int intOf(const OptionValue& value) { return static_cast<int>(value.number); }

// The largest count (the package's count options: a 32-bit int).
constexpr long long kMaxCount = 2147483647;

// Where each player starts and who moves first.
void addStarts(RuleOptionList& list) {
    RuleOption mouse;
    mouse.name = "mouse";
    mouse.defaultJson = "1";
    mouse.flag = "--mouse";
    mouse.flagArgument = "N";
    mouse.help = "the mouse's start node (default 1)";
    mouse.appliesToGrid = false;
    mouse.store = [](TextRules& r, const OptionValue& v) { r.mouse = intOf(v); };
    mouse.stored = [](const TextRules& r) { return numberOf(r.mouse); };
    list.add(mouse);

    RuleOption cat;
    cat.name = "cat";
    cat.defaultJson = "2";
    cat.flag = "--cat";
    cat.flagArgument = "N";
    cat.help = "the cat's start node (default 2)";
    cat.appliesToGrid = false;
    cat.store = [](TextRules& r, const OptionValue& v) { r.cat = intOf(v); };
    cat.stored = [](const TextRules& r) { return numberOf(r.cat); };
    list.add(cat);

    RuleOption cat2;
    cat2.name = "cat2";
    cat2.flag = "--cat2";
    cat2.flagArgument = "N";
    cat2.help =
        "a second cat, starting on node N: both cats move on the cats' turn and either catches the mouse (2 n^3 positions, so at "
        "most 400 nodes); each line position then has \"cat2\" too";
    cat2.appliesToGrid = false;
    cat2.store = [](TextRules& r, const OptionValue& v) { r.cat2 = intOf(v); };
    cat2.stored = [](const TextRules& r) { return numberOf(r.cat2); };
    list.add(cat2);

    RuleOption hole;
    hole.name = "hole";
    hole.defaultJson = "0";
    hole.flag = "--hole";
    hole.flagArgument = "N";
    hole.help = "the hole (default 0)";
    hole.appliesToGrid = false;
    hole.store = [](TextRules& r, const OptionValue& v) { r.hole = intOf(v); };
    hole.stored = [](const TextRules& r) { return numberOf(r.hole); };
    list.add(hole);

    RuleOption first;
    first.name = "first";
    first.type = OptionType::Choice;
    first.defaultJson = "\"mouse\"";
    first.values = {"mouse", "cat"};
    first.flag = "--first";
    first.flagArgument = "mouse|cat";
    first.help = "who moves first (default mouse)";
    first.flagRefusal = "{flag} takes 'mouse' or 'cat', got '{got}'";
    first.store = [](TextRules& r, const OptionValue& v) { r.first = v.number == 1 ? Player::Cat : Player::Mouse; };
    first.stored = [](const TextRules& r) {
        return r.first ? std::optional<OptionValue>(numberValue(*r.first == Player::Cat ? 1 : 0)) : std::nullopt;
    };
    list.add(first);
}

// The variants' rules: the holes, the cat on a hole, passing, directed edges.
void addVariants(RuleOptionList& list) {
    RuleOption holes;
    holes.name = "holes";
    holes.type = OptionType::Nodes;
    holes.flag = "--holes";
    holes.flagArgument = "N,N,...";
    holes.help = "several holes (instead of --hole): the mouse wins on any";
    holes.appliesToGrid = false;
    holes.variant = true;
    holes.store = [](TextRules& r, const OptionValue& v) { r.holes = v.nodes; };
    holes.stored = [](const TextRules& r) {
        if (!r.holes) return std::optional<OptionValue>();
        OptionValue value;
        value.nodes = *r.holes;
        return std::optional<OptionValue>(value);
    };
    holes.ofRules = [](const Rules& r) {
        OptionValue value;
        value.nodes = r.holes();
        return value;
    };
    list.add(holes);

    RuleOption catOnHole;
    catOnHole.name = "catOnHole";
    catOnHole.type = OptionType::Choice;
    catOnHole.defaultJson = "\"barred\"";
    catOnHole.values = {"barred", "guards", "wins"};
    catOnHole.words = {"the cat may never enter a hole", "the cat may stand on a hole", "the cat wins on reaching a hole"};
    catOnHole.flag = "--cat-on-hole";
    catOnHole.flagArgument = "R";
    catOnHole.help = "what a cat on a hole means:";  // then each value and its words (optionHelpLine)
    catOnHole.appliesToGrid = false;
    catOnHole.variant = true;
    // The values in CatOnHole's order.
    catOnHole.store = [](TextRules& r, const OptionValue& v) { r.catOnHole = static_cast<CatOnHole>(v.number); };
    catOnHole.stored = [](const TextRules& r) { return numberOf(r.catOnHole); };
    catOnHole.ofRules = [](const Rules& r) { return numberValue(static_cast<long long>(r.variant().catOnHole)); };
    list.add(catOnHole);

    RuleOption pass;
    pass.name = "pass";
    pass.type = OptionType::Boolean;
    pass.defaultJson = "false";
    pass.words = {"either may stay where it is"};
    pass.lineWords = "either may stay put";
    pass.flag = "--pass";
    pass.help = "{words}, instead of moving";
    pass.appliesToGrid = false;
    pass.variant = true;
    pass.flagField = &Variant::pass;
    list.add(pass);

    // The graph's, not Variant's: read with the graph (importGame's `directed`).
    RuleOption directed;
    directed.name = "directed";
    directed.type = OptionType::Boolean;
    directed.defaultJson = "false";
    directed.words = {"moves follow arcs"};
    directed.lineWords = "moves follow the arcs";
    directed.flag = "--directed";
    directed.help =
        "read the graph as directed: an adjacency list's lists are the arcs leaving each node, an edge list's lines 0 1 are "
        "arcs from 0 to 1";
    directed.appliesToGrid = false;
    directed.variant = true;
    directed.store = [](TextRules& r, const OptionValue& v) { r.directed = v.on; };
    directed.stored = [](const TextRules& r) {
        if (!r.directed) return std::optional<OptionValue>();
        OptionValue value;
        value.on = *r.directed;
        return std::optional<OptionValue>(value);
    };
    directed.ofRules = [](const Rules& r) {
        OptionValue value;
        value.on = r.graph().directed() || r.graph(Player::Cat).directed();
        return value;
    };
    list.add(directed);
}

// A grid's rules (LeetCode 1728): the jumps and the turn limit.
void addGridRules(RuleOptionList& list) {
    // A LeetCode 1728 grid's: the jumps' range (1 to 8) is checked with the board (grid.bad-jump).
    RuleOption catJump;
    catJump.name = "catJump";
    catJump.type = OptionType::Count;
    catJump.min = 1;
    catJump.max = 8;
    catJump.flag = "--cat-jump";
    catJump.flagArgument = "N";
    catJump.help = "the cat's longest jump, 1 to 8 (overrides the text's catJump)";
    catJump.appliesToGraph = false;
    catJump.unit = "cells";
    catJump.gridJump = true;
    catJump.store = [](TextRules& r, const OptionValue& v) { r.jumps.cat = intOf(v); };
    catJump.stored = [](const TextRules& r) { return numberOf(r.jumps.cat); };
    list.add(catJump);

    RuleOption mouseJump = catJump;
    mouseJump.name = "mouseJump";
    mouseJump.flag = "--mouse-jump";
    mouseJump.help = "the mouse's longest jump, 1 to 8 (overrides the text's mouseJump)";
    mouseJump.store = [](TextRules& r, const OptionValue& v) { r.jumps.mouse = intOf(v); };
    mouseJump.stored = [](const TextRules& r) { return numberOf(r.jumps.mouse); };
    list.add(mouseJump);

    RuleOption turnLimit;
    turnLimit.name = "turnLimit";
    turnLimit.type = OptionType::Count;
    turnLimit.defaultJson = "1000";
    turnLimit.max = kMaxCount;
    turnLimit.flag = "--turn-limit";
    turnLimit.flagArgument = "N";
    turnLimit.help = "the turn limit in moves (plies), 0 to 2147483647, default 1000";
    turnLimit.appliesToGraph = false;
    turnLimit.unit = "plies";
    turnLimit.store = [](TextRules& r, const OptionValue& v) { r.turnLimit = intOf(v); };
    turnLimit.stored = [](const TextRules& r) { return numberOf(r.turnLimit); };
    list.add(turnLimit);
}

RuleOptionList makeRuleOptions() {
    RuleOptionList list;
    addStarts(list);
    addVariants(list);
    addGridRules(list);
    return list;
}

// The help's column and width: "  --mouse N        the mouse's ..." wrapped at 80.
constexpr std::size_t kHelpColumn = 19;
constexpr std::size_t kHelpWidth = 80;

// `text` from `column` on, wrapped at kHelpWidth, later lines indented to kHelpColumn.
std::string wrapped(std::string_view text, std::size_t column) {
    std::string out;
    std::size_t at = column;
    bool lineStart = true;
    while (!text.empty()) {
        const std::size_t space = text.find(' ');
        const std::string_view word = text.substr(0, space);
        if (!lineStart && at + 1 + word.size() > kHelpWidth) {
            out += "\n" + std::string(kHelpColumn, ' ');
            at = kHelpColumn;
            lineStart = true;
        }
        if (!lineStart) {
            out += ' ';
            ++at;
        }
        out += word;
        at += word.size();
        lineStart = false;
        text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
    }
    return out;
}

}  // namespace

const char* optionTypeName(OptionType type) {
    switch (type) {
        case OptionType::Nodes: return "nodes";
        case OptionType::Choice: return "choice";
        case OptionType::Boolean: return "boolean";
        case OptionType::Count: return "count";
        case OptionType::Node: break;
    }
    return "node";
}

const RuleOptionList& ruleOptions() {
    static const RuleOptionList rows = makeRuleOptions();
    return rows;
}

const RuleOption* ruleOptionNamed(std::string_view name) {
    const auto& rows = ruleOptions();
    const auto row = std::find_if(rows.begin(), rows.end(), [name](const RuleOption& o) { return o.name == name; });
    return row == rows.end() ? nullptr : row;
}

void applyFlags(Variant& variant, const TextRules& given, const TextRules& text) {
    for (const RuleOption& option : ruleOptions()) {
        if (!option.flagField && !option.toVariant) continue;
        for (const TextRules* rules : {&text, &given}) {
            if (const auto value = storedOption(option, *rules)) {
                if (option.flagField) variant.*option.flagField = value->on;
                else option.toVariant(variant, *value);
            }
        }
    }
}

void storeOption(const RuleOption& option, TextRules& rules, const OptionValue& value) {
    if (option.flagField) rules.flags[std::string(option.name)] = value.on;
    else if (option.toVariant) rules.values[std::string(option.name)] = value;
    else if (option.store) option.store(rules, value);
}

std::optional<OptionValue> storedOption(const RuleOption& option, const TextRules& rules) {
    if (option.flagField) {
        const auto given = rules.flags.find(option.name);
        if (given == rules.flags.end()) return std::nullopt;
        OptionValue value;
        value.on = given->second;
        return value;
    }
    if (option.toVariant) {
        const auto given = rules.values.find(option.name);
        return given == rules.values.end() ? std::nullopt : std::optional<OptionValue>(given->second);
    }
    return option.stored ? option.stored(rules) : std::nullopt;
}

OptionValue variantOption(const RuleOption& option, const Rules& rules) {
    if (option.flagField) {
        OptionValue value;
        value.on = rules.variant().*option.flagField;
        return value;
    }
    if (option.fromVariant) return option.fromVariant(rules.variant());
    return option.ofRules(rules);
}

namespace {

// "a, b or c", each `quote`d.
std::string listed(const Phrases& values, std::string_view quote) {
    std::string out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        out += std::string(i == 0 ? "" : i + 1 == values.size() ? " or "
                                                                : ", ") +
               std::string(quote) + std::string(values[i]) + std::string(quote);
    }
    return out;
}

// Digits only (strtol would take " 3", "+3" and "-0"), up to `max`.
std::optional<long long> wholeArgument(const std::string& text, long long max) {
    bool digits = !text.empty() && text.size() <= 18;
    for (const char c : text) digits = digits && std::isdigit(static_cast<unsigned char>(c));
    if (!digits || std::stoll(text) > max) return std::nullopt;
    return std::stoll(text);
}

// What the flag takes, in the refusal's words.
std::string argumentRefusal(const RuleOption& option, const std::string& got) {
    std::string refusal(option.flagRefusal);
    if (refusal.empty()) {
        switch (option.type) {
            case OptionType::Node: refusal = "{flag} needs a node id (a whole number from 0), got '{got}'"; break;
            case OptionType::Nodes: refusal = "{flag} needs node ids separated by commas, like 0,5; got '{got}'"; break;
            case OptionType::Choice: refusal = "{flag} takes " + listed(option.values, "") + ", got '{got}'"; break;
            case OptionType::Count:
                refusal = std::string("{flag} needs ") + (option.gridJump ? "a jump length, " : "") + countRange(option) + ", got '{got}'";
                break;
            case OptionType::Boolean: refusal = "{flag} is a flag, not '{got}'"; break;
        }
    }
    refusal.replace(refusal.find("{flag}"), 6, std::string(option.flag));
    refusal.replace(refusal.find("{got}"), 5, got);
    return refusal;
}

// The largest node id the command line takes.
constexpr long long kMaxNodeArgument = 1000000000;

}  // namespace

Expected<OptionValue> optionFromArgument(const RuleOption& option, const std::string& text) {
    const Error refused{"cli.bad-argument", argumentRefusal(option, text)};
    OptionValue value;
    switch (option.type) {
        case OptionType::Node: {
            const auto node = wholeArgument(text, kMaxNodeArgument);
            if (!node) return refused;
            value.number = *node;
            return value;
        }
        case OptionType::Nodes:
            for (std::size_t from = 0; from <= text.size();) {
                const std::size_t comma = std::min(text.find(',', from), text.size());
                const auto node = wholeArgument(text.substr(from, comma - from), kMaxNodeArgument);
                if (!node) return refused;
                value.nodes.push_back(static_cast<int>(*node));
                from = comma + 1;
            }
            return value;
        case OptionType::Choice: {
            const auto index = choiceIndex(option, text);
            if (!index) return refused;
            value.number = static_cast<long long>(*index);
            return value;
        }
        case OptionType::Count: {
            // A jump's range is the board's to check (grid.bad-jump), as the text's jumps are.
            const auto number = wholeArgument(text, option.gridJump ? kMaxCount : option.max);
            if (!number || *number < (option.gridJump ? 0 : option.min)) return refused;
            value.number = *number;
            return value;
        }
        case OptionType::Boolean: break;
    }
    return refused;
}

std::string optionValueJson(const RuleOption& option, const OptionValue& value) {
    switch (option.type) {
        case OptionType::Boolean: return value.on ? "true" : "false";
        case OptionType::Choice: return "\"" + std::string(option.values[static_cast<std::size_t>(value.number)]) + "\"";
        case OptionType::Nodes: {
            std::string json = "[";
            for (std::size_t i = 0; i < value.nodes.size(); ++i) json += (i ? "," : "") + std::to_string(value.nodes[i]);
            return json + "]";
        }
        case OptionType::Node:
        case OptionType::Count: break;
    }
    return std::to_string(value.number);
}

bool sameValue(const OptionValue& a, const OptionValue& b) { return a.number == b.number && a.on == b.on && a.nodes == b.nodes; }

std::string countRange(const RuleOption& option) {
    return "a whole number" + (option.unit.empty() ? std::string() : " of " + std::string(option.unit)) + " from " + std::to_string(option.min) +
           " to " + std::to_string(option.max);
}

std::string choiceList(const RuleOption& option, std::string_view quote) { return listed(option.values, quote); }

std::optional<std::size_t> choiceIndex(const RuleOption& option, std::string_view name) {
    for (std::size_t i = 0; i < option.values.size(); ++i) {
        if (option.values[i] == name) return i;
    }
    return std::nullopt;
}

std::string optionHelpLine(const RuleOption& option) {
    std::string head = "  " + std::string(option.flag) + (option.flagArgument.empty() ? "" : " " + std::string(option.flagArgument));
    head += head.size() < kHelpColumn ? std::string(kHelpColumn - head.size(), ' ') : "  ";
    std::string help(option.help);
    // A rule said in words says them here too, from the one phrase.
    if (const auto at = help.find("{words}"); at != std::string::npos) help.replace(at, 7, std::string(option.words[0]));
    // A choice said in words: each value with its rule, the default marked.
    if (option.type == OptionType::Choice && !option.words.empty()) {
        for (std::size_t i = 0; i < option.values.size(); ++i) {
            const bool isDefault = option.defaultJson == "\"" + std::string(option.values[i]) + "\"";
            help += std::string(i == 0 ? " " : i + 1 == option.values.size() ? " or "
                                                                             : ", ") +
                    std::string(option.values[i]) + " (" +
                    (isDefault ? "the default: " : "") + std::string(option.words[i]) + ")";
        }
    }
    return head + wrapped(help, head.size()) + "\n";
}

}  // namespace catmouse
