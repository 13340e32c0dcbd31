#pragma once
// The game's rule options, each declared once (rule_options.cpp): its name,
// type, default, range or values, its rule in words, the command line's flag
// and help, and which kinds of game it applies to. The game file's reader
// and writer, the command line's flags and help, and the wasm bindings (which
// export the table to the package: wasm/src/options.js is checked against it
// by tests/js/options.test.mjs) read it, so a variant's on/off rule is one
// row here, its field of Variant and what Rules does with it.
#include <array>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"

namespace catmouse {

struct TextRules;  // import.hpp
class Rules;       // rules.hpp

enum class OptionType : std::uint8_t {
    Node,     // a node id, from 0
    Nodes,    // a non-empty list of node ids
    Choice,   // one of `values`
    Boolean,  // true or false; on the command line a flag
    Count,    // a whole number from `min` to `max`
};

// "node", "nodes", "choice", "boolean", "count": the package's schema's type names.
const char* optionTypeName(OptionType type);

// A few words held in place: the table allocates nothing, since it is read
// while reading a text whose memory is counted (reading_memory_test.cpp).
struct Phrases {
    std::array<std::string_view, 4> items{};
    std::size_t count = 0;
    Phrases() = default;
    Phrases(std::initializer_list<std::string_view> list) {
        for (const auto item : list) items.at(count++) = item;
    }
    const std::string_view* begin() const { return items.data(); }
    const std::string_view* end() const { return items.data() + count; }
    bool empty() const { return count == 0; }
    std::size_t size() const { return count; }
    std::string_view operator[](std::size_t i) const { return items[i]; }
};

// A value of an option, of its row's type: a node, a count or a choice's
// index into `values` in `number`; a boolean in `on`; a list of nodes in `nodes`.
struct OptionValue {
    long long number = 0;
    bool on = false;
    std::vector<int> nodes;
};

struct RuleOption {
    std::string_view name;  // the package's option and the game file's field
    OptionType type = OptionType::Node;
    // The default as JSON ("1", "\"mouse\"", "false"); empty when there is
    // none (left out, the option is not given: cat2, holes, the jumps).
    std::string_view defaultJson;
    // A Count's range.
    long long min = 0;
    long long max = 0;
    // A Choice's values, and its rule in words, one phrase per value ("" for
    // none); for a Boolean its words when on in `words[0]`, and `lineWords`
    // the line export's shorter form. Empty for a rule not said in words.
    Phrases values;
    Phrases words;
    std::string_view lineWords;
    // The command line's flag ("--cat-on-hole"), what it takes ("R"; empty for
    // a flag) and its help, wrapped when printed; "{words}" in it stands for
    // the rule's words, and a choice said in words has each value's appended.
    std::string_view flag;
    std::string_view flagArgument;
    std::string_view help;
    bool appliesToGraph = true;
    bool appliesToGrid = true;
    // One of the variants (game.hpp, Variant; directed is the graph's).
    bool variant = false;
    // A variant's on/off rule: its field of Variant. TextRules::flags,
    // the game file, the command line and the bindings read and write it
    // through this (the flag's name is the row's).
    bool Variant::*flagField = nullptr;
    // Any other rule of the variant (a value, not on/off): how a value sets
    // its field of Variant and how the field reads back. Given so, the option
    // is kept by name (TextRules::values), as a flag is, and needs nothing
    // else: the readers, setupFrom, the game file's writer, the bindings and
    // Variant::sameRules all go through these.
    void (*toVariant)(Variant& variant, const OptionValue& value) = nullptr;
    OptionValue (*fromVariant)(const Variant& variant) = nullptr;
    // Any other option: where a value given for it is kept in TextRules, and
    // that value read back (nullopt: not given).
    void (*store)(TextRules& rules, const OptionValue& value) = nullptr;
    std::optional<OptionValue> (*stored)(const TextRules& rules) = nullptr;
    // A variant the game's rules hold elsewhere than in Variant (the holes,
    // the graph's directed): how the rules say it (game.variant).
    OptionValue (*ofRules)(const Rules& rules) = nullptr;
    // A Count: what it counts ("plies"), and whether it is a grid's jump
    // (its range checked with the board, as the grid's text reads one: grid.bad-jump).
    std::string_view unit;
    bool gridJump = false;
    // How the command line refuses a value it cannot read, when not in the
    // type's words: "{flag}" and "{got}" stand for the flag and the value.
    std::string_view flagRefusal;
};

// The rows, held in place (see Phrases).
struct RuleOptionList {
    std::array<RuleOption, 16> rows{};
    std::size_t count = 0;
    const RuleOption* begin() const { return rows.data(); }
    const RuleOption* end() const { return rows.data() + count; }
    void add(const RuleOption& row) { rows.at(count++) = row; }  // past 16 rows: make rows larger
};

// Every rule option, in the package's schema's order.
const RuleOptionList& ruleOptions();
// The row named `name`, or null.
const RuleOption* ruleOptionNamed(std::string_view name);

// The variant's on/off rules a text or a caller gave, by their row's name
// (those rows with a flagField); left out, not given.
using GivenFlags = std::map<std::string, bool, std::less<>>;
// The variant's other rules a text or a caller gave, by their row's name
// (those rows with a toVariant); left out, not given.
using GivenValues = std::map<std::string, OptionValue, std::less<>>;

// The variant's on/off rules and its other rules kept by name
// (TextRules::flags and ::values) as the caller gave them, else as the text
// gave them, else as `variant` has them.
void applyFlags(Variant& variant, const TextRules& given, const TextRules& text);

// A value into `rules`, where its row keeps it (flags, values, or its own field).
void storeOption(const RuleOption& option, TextRules& rules, const OptionValue& value);
// The value `rules` hold for the option, or nullopt when it was not given.
std::optional<OptionValue> storedOption(const RuleOption& option, const TextRules& rules);
// How the game's rules say a variant's option (game.variant; the row must be a variant's).
OptionValue variantOption(const RuleOption& option, const Rules& rules);

// Reading a value as the command line's argument (the flag's text): a node
// id, node ids separated by commas, one of the values, a whole number. A
// Count's range is checked here only up to a 32-bit int (a grid's jump is
// checked with the board); a Boolean is a flag and not read here. The error
// (cli.bad-argument) says what the flag takes.
Expected<OptionValue> optionFromArgument(const RuleOption& option, const std::string& text);
// The value as JSON, as the game file and the package write it: 3, [0,5], "cat", true.
std::string optionValueJson(const RuleOption& option, const OptionValue& value);
bool sameValue(const OptionValue& a, const OptionValue& b);
// A Count's values in words: "a whole number of cells from 1 to 8"
// without its unit where it has none ("a whole number from 0 to 9").
std::string countRange(const RuleOption& option);
// A Choice's values as "a, b or c", each in `quote`s.
std::string choiceList(const RuleOption& option, std::string_view quote);
// A Choice's value by name, or nullopt.
std::optional<std::size_t> choiceIndex(const RuleOption& option, std::string_view name);

// The command line's help for the options of one section: each row that
// `in` picks, as "  --flag ARG  help\n", the help in one column.
template <class Pick>
std::string optionHelp(Pick in);
std::string optionHelpLine(const RuleOption& option);

template <class Pick>
std::string optionHelp(Pick in) {
    std::string help;
    for (const RuleOption& option : ruleOptions()) {
        if (in(option)) help += optionHelpLine(option);
    }
    return help;
}

}  // namespace catmouse
