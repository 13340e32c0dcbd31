#include "catmouse/rule_options.hpp"

#include <algorithm>

namespace catmouse {
namespace {

// The largest count (the package's count options: a 32-bit int).
constexpr long long kMaxCount = 2147483647;

RuleOptionList makeRuleOptions() {
    RuleOptionList list;
    RuleOption mouse;
    mouse.name = "mouse";
    mouse.defaultJson = "1";
    mouse.flag = "--mouse";
    mouse.flagArgument = "N";
    mouse.help = "the mouse's start node (default 1)";
    mouse.appliesToGrid = false;
    list.add(mouse);

    RuleOption cat;
    cat.name = "cat";
    cat.defaultJson = "2";
    cat.flag = "--cat";
    cat.flagArgument = "N";
    cat.help = "the cat's start node (default 2)";
    cat.appliesToGrid = false;
    list.add(cat);

    RuleOption cat2;
    cat2.name = "cat2";
    cat2.flag = "--cat2";
    cat2.flagArgument = "N";
    cat2.help =
        "a second cat, starting on node N: both cats move on the cats' turn and either catches the mouse (2 n^3 positions, so at "
        "most 400 nodes); each line position then has \"cat2\" too";
    cat2.appliesToGrid = false;
    list.add(cat2);

    RuleOption hole;
    hole.name = "hole";
    hole.defaultJson = "0";
    hole.flag = "--hole";
    hole.flagArgument = "N";
    hole.help = "the hole (default 0)";
    hole.appliesToGrid = false;
    list.add(hole);

    RuleOption first;
    first.name = "first";
    first.type = OptionType::Choice;
    first.defaultJson = "\"mouse\"";
    first.values = {"mouse", "cat"};
    first.flag = "--first";
    first.flagArgument = "mouse|cat";
    first.help = "who moves first (default mouse)";
    list.add(first);

    RuleOption holes;
    holes.name = "holes";
    holes.type = OptionType::Nodes;
    holes.flag = "--holes";
    holes.flagArgument = "N,N,...";
    holes.help = "several holes (instead of --hole): the mouse wins on any";
    holes.appliesToGrid = false;
    holes.variant = true;
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
    list.add(directed);

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
    list.add(catJump);

    RuleOption mouseJump = catJump;
    mouseJump.name = "mouseJump";
    mouseJump.flag = "--mouse-jump";
    mouseJump.help = "the mouse's longest jump, 1 to 8 (overrides the text's mouseJump)";
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
    list.add(turnLimit);
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

void applyFlags(Variant& variant, const GivenFlags& given, const GivenFlags& text) {
    for (const RuleOption& option : ruleOptions()) {
        if (!option.flagField) continue;
        for (const GivenFlags* flags : {&text, &given}) {
            const auto value = flags->find(option.name);
            if (value != flags->end()) variant.*option.flagField = value->second;
        }
    }
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
