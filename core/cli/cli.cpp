#include "cli.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string_view>

#include "byte_size.hpp"
#include "catmouse/grid_report.hpp"
#include "catmouse/import.hpp"
#include "catmouse/byte_sink.hpp"
#include "catmouse/parse.hpp"
#include "catmouse/report.hpp"
#include "catmouse/rule_options.hpp"
#include "catmouse/solve.hpp"
#include "catmouse/solve_memory.hpp"
#include "catmouse/table_file.hpp"
#include "catmouse/turn_limit.hpp"
#include "catmouse/two_cats.hpp"

namespace catmouse::cli {
namespace {

// The help: the rule options' lines come from their table (rule_options.hpp).
std::string usage() {
    const auto graphStart = [](const RuleOption& o) { return o.appliesToGraph && !o.variant; };
    const auto gridOnly = [](const RuleOption& o) { return !o.appliesToGraph; };
    const auto variant = [](const RuleOption& o) { return o.variant; };
    return "usage: catmouse solve [FILE|-] [--mouse N] [--cat N] [--cat2 N [--max-seconds S]] [--hole N] [--first mouse|cat] [--format F] [VARIANT] [--allow-isolated] [--json]\n"
           "       catmouse solve GRID [--cat-jump N] [--mouse-jump N] [--turn-limit N] [--first mouse|cat] [--json]\n"
           "       catmouse table [FILE|-] [--hole N] [--binary] [--format F] [VARIANT] [--allow-isolated]\n"
           "\n"
           "Solves the cat-and-mouse game on the graph in FILE (or standard input) and\n"
           "prints its outcome, the plies to the end under optimal play, and the optimal line\n"
           "as one JSON object. The graph is a JSON adjacency list like [[1,3],[0],[3],[0,2]],\n"
           "an edge list with one edge per line (0 1, 0-1 or 0,1, each edge once or both ways;\n"
           "# starts a comment), a graph6 or sparse6 string, or a catmouse game file\n"
           "({\"graph\": [[1,3],[0],[3],[0,2]], \"mouse\": 1, ...}, whose rules the options override).\n"
           "\n" +
           optionHelp(graphStart) +
           "  --max-seconds S  refuse a two-cat solve estimated (from the degrees) to take\n"
           "                   longer than S seconds (0 to 2147483647, default 300; 0: no\n"
           "                   limit): graphs of 400 nodes take seconds\n"
           "  --format F       " +
           formatChoices() +
           " (the\n"
           "                   default: a FILE named .g6, .s6 or .edges is read as graph6,\n"
           "                   sparse6 or an edge list; else told by how the text starts)\n"
           "  --json           print JSON (what solve prints for a graph anyway)\n"
           "  --max-input N    read at most N bytes of input (default 256M; K, M and G\n"
           "                   suffixes for KiB, MiB, GiB): a larger input is refused\n"
           "  --allow-isolated the graph may have nodes without edges (refused otherwise:\n"
           "                   they are nearly always a gap in the ids; allowed, they are\n"
           "                   still named on stderr as a warning)\n"
           "\n"
           "A GRID is LeetCode 1728's board: grid = [\"####F\",\"#C...\",\"M....\"], catJump = 1,\n"
           "mouseJump = 2 (or the rows alone with the options below; or, with --format grid,\n"
           "one row a line). solve prints the exact game and, beside it, what LeetCode's\n"
           "turn limit says (the mouse must reach the food within 1,000 turns, a turn being\n"
           "one player's move), and the positions where the two differ; --json for JSON.\n" +
           optionHelp(gridOnly) +
           "\n"
           "VARIANT (LeetCode 913's game without them; an edge list with a line 0 -> 1\n"
           "is a directed graph in which 0 1 is an edge both ways):\n" +
           optionHelp(variant) +
           "\n"
           "table prints every position's outcome and remoteness instead, as JSON arrays in\n"
           "state-index order (turn * n + mouse) * n + cat, turn 0 = mouse to move; with\n"
           "--binary, the same table in the compact binary format (docs/table-format.md).\n"
           "\n"
           "Each option may be given once; a flag may also be written --pass=true or --pass=false.\n"
           "\n"
           "Exit status: 0 solved, 2 bad usage or bad input (the reason on stderr; warnings\n"
           "about the input, such as an edge list mixing one-way and two-way edges, too).\n";
}

// The rule option whose command-line flag is `option` ("--pass"), or null.
const RuleOption* ruleWithFlag(const std::string& option) {
    for (const RuleOption& rule : ruleOptions()) {
        if (rule.flag == option) return &rule;
    }
    return nullptr;
}

// A variant's on/off rule set by the flag `option` (--pass), or null.
const RuleOption* flagRule(const std::string& option) {
    const RuleOption* rule = ruleWithFlag(option);
    return rule && rule->flagField ? rule : nullptr;
}

Output fail(const std::string& message) { return {2, "", "catmouse: " + message + "\n"}; }

Expected<int> nodeArgument(const std::string& option, const std::string& text) {
    char* end = nullptr;
    const long value = std::strtol(text.c_str(), &end, 10);
    // strtol alone would take " 3", "+3" and "-0"; a node id is digits only.
    if (text.empty() || *end != '\0' || value > 1000000000L || !std::isdigit(static_cast<unsigned char>(text[0]))) {
        return Error{"cli.bad-argument", option + " needs a node id (a whole number from 0), got '" + text + "'"};
    }
    return static_cast<int>(value);
}

// A size in bytes: digits with an optional K, M or G (binary units), from 1 byte to 1 TiB.
std::optional<std::uint64_t> byteArgument(const std::string& text) {
    std::size_t digits = 0;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
    if (digits == 0 || digits > 13 || text.size() > digits + 1) return std::nullopt;
    std::uint64_t value = std::stoull(text.substr(0, digits));
    if (text.size() == digits + 1) {
        const char unit = static_cast<char>(std::toupper(static_cast<unsigned char>(text.back())));
        const int shift = unit == 'K' ? 10 : unit == 'M' ? 20
                                         : unit == 'G'   ? 30
                                                         : -1;
        if (shift < 0) return std::nullopt;
        value <<= shift;
    }
    if (value == 0 || value > (std::uint64_t{1} << 40)) return std::nullopt;
    return value;
}

// The largest --turn-limit and --max-seconds (the package's turnLimit and
// maxSeconds: a 32-bit int).
constexpr long long kMaxTurnLimit = 2147483647;

// A number that is not a node id (a jump, a turn limit): digits only, up to
// kMaxTurnLimit; nullopt otherwise (its caller's message says the range).
std::optional<int> countArgument(const std::string& text) {
    bool digits = !text.empty() && text.size() <= 18;
    for (const char c : text) digits = digits && std::isdigit(static_cast<unsigned char>(c));
    if (!digits || std::stoll(text) > kMaxTurnLimit) return std::nullopt;
    return static_cast<int>(std::stoll(text));
}

// A flag's inline value: --pass=true or --pass=false (what a script builds); nullopt for anything else.
std::optional<bool> flagValue(const std::string& text) {
    if (text == "true") return true;
    if (text == "false") return false;
    return std::nullopt;
}

// The whole table to `write` as it is made, JSON or binary.
Output writeTable(const Solution& solution, bool binary, const WriteOutput& write, const std::string& warnings) {
    std::string failed;
    const ByteSink sink = [&write, &failed](std::string_view bytes) {
        failed = write(bytes);
        return failed.empty();
    };
    const bool written = binary ? writeTableFile(solution, sink) : writeTableJson(solution, sink) && sink("\n");
    if (!written) return {2, "", warnings + writeFailure(failed)};
    return {0, "", warnings};
}

// What the command line asked for, read from its arguments.
struct Command {
    bool wholeTable = false;  // `table`, not `solve`
    TextRules given;
    Format format = Format::Auto;
    std::string path = "-";
    bool havePath = false;
    bool binary = false;
    bool json = false;
    GridJumps jumps;
    std::optional<int> turnLimit;
    bool directed = false;
    bool allowIsolated = false;
    std::uint64_t inputLimit = kDefaultInputLimit;
    std::vector<std::string> seen;  // the options given so far: each may be given once
    SolveOptions solveOptions;
};

// A flag's value into the command (--pass=true and --pass=false too, as
// scripts write flags); an Output when it is refused.
std::optional<Output> readFlag(Command& command, const std::string& option, const std::string& given, bool inlineArgument, const std::string& argument) {
    const auto value = inlineArgument ? flagValue(argument) : std::optional<bool>(true);
    if (!value) return fail(option + " is a flag: give it alone (" + option + ") or as " + option + "=true or " + option + "=false, not '" + given + "'");
    if (option == "--binary" && *value && !command.wholeTable) return fail("--binary is for the table command");
    if (const RuleOption* rule = flagRule(option)) {
        command.given.flags[std::string(rule->name)] = *value;
    } else {
        (option == "--directed" ? command.directed : option == "--allow-isolated" ? command.allowIsolated
                                                 : option == "--binary"           ? command.binary
                                                                                  : command.json) = *value;
    }
    return std::nullopt;
}

// --holes 0,5: node ids separated by commas.
std::optional<Output> readHoles(Command& command, const std::string& option, const std::string& argument) {
    std::vector<int> holes;
    for (std::size_t from = 0; from <= argument.size();) {
        const std::size_t comma = std::min(argument.find(',', from), argument.size());
        const auto node = nodeArgument(option, argument.substr(from, comma - from));
        if (!node) return fail("--holes needs node ids separated by commas, like 0,5; got '" + argument + "'");
        holes.push_back(*node);
        from = comma + 1;
    }
    command.given.holes = std::move(holes);
    return std::nullopt;
}

// A grid's jump lengths or turn limit: here only what cannot be a number of
// cells (a jump's range is checked with the board: grid.bad-jump).
std::optional<Output> readGridNumber(Command& command, const std::string& option, const std::string& argument) {
    const auto number = countArgument(argument);
    if (!number) {
        return fail(option == "--turn-limit" ? "--turn-limit needs a whole number of plies from 0 to " + std::to_string(kMaxTurnLimit) + ", got '" + argument + "'"
                                             : option + " needs a jump length, a whole number of cells from 1 to 8, got '" + argument + "'");
    }
    if (option == "--turn-limit") command.turnLimit = *number;
    else (option == "--cat-jump" ? command.jumps.cat : command.jumps.mouse) = *number;
    return std::nullopt;
}

// An option's value into the command; an Output when it is refused.
std::optional<Output> readValue(Command& command, const std::string& option, const std::string& argument) {
    if (option == "--first") {
        if (argument != "mouse" && argument != "cat") return fail("--first takes 'mouse' or 'cat', got '" + argument + "'");
        command.given.first = argument == "mouse" ? Player::Mouse : Player::Cat;
        return std::nullopt;
    }
    if (option == "--format") {
        const auto named = formatNamed(argument);
        if (!named) return fail("--format takes " + formatChoices() + ", got '" + argument + "'");
        command.format = *named;
        return std::nullopt;
    }
    if (option == "--cat-jump" || option == "--mouse-jump" || option == "--turn-limit") return readGridNumber(command, option, argument);
    if (option == "--max-seconds") {
        // The package's maxSeconds takes the same range (a 32-bit int).
        const auto seconds = countArgument(argument);
        if (!seconds) {
            return fail("--max-seconds needs a whole number of seconds from 0 (no limit) to " + std::to_string(kMaxTurnLimit) + ", got '" + argument + "'");
        }
        command.solveOptions.maxSeconds = static_cast<std::uint64_t>(*seconds);
        return std::nullopt;
    }
    if (option == "--max-input") {
        const auto bytes = byteArgument(argument);
        if (!bytes) return fail("--max-input needs a size in bytes like 300000000 or 512M (K, M, G: KiB, MiB, GiB), got '" + argument + "'");
        command.inputLimit = *bytes;
        return std::nullopt;
    }
    if (option == "--cat-on-hole") {
        const auto rule = catOnHoleNamed(argument);
        if (!rule) return fail("--cat-on-hole takes barred, guards or wins, got '" + argument + "'");
        command.given.catOnHole = *rule;
        return std::nullopt;
    }
    if (option == "--holes") return readHoles(command, option, argument);
    const auto node = nodeArgument(option, argument);
    if (!node) return fail(node.error().message);
    (option == "--mouse" ? command.given.mouse : option == "--cat" ? command.given.cat
                                             : option == "--cat2"  ? command.given.cat2
                                                                   : command.given.hole) = *node;
    return std::nullopt;
}

// The arguments after the command's name into `command`; an Output when
// they are refused or ask for help.
std::optional<Output> readArguments(const std::vector<std::string>& args, Command& command) {
    for (std::size_t i = 1; i < args.size(); ++i) {
        std::string option = args[i];
        std::string argument;
        bool inlineArgument = false;
        if (option.rfind("--", 0) == 0 && option.find('=') != std::string::npos) {
            argument = option.substr(option.find('=') + 1);
            option = option.substr(0, option.find('='));
            inlineArgument = true;
        }
        const RuleOption* rule = ruleWithFlag(option);
        const bool takesArgument = (rule && rule->type != OptionType::Boolean) || option == "--format" || option == "--max-seconds" ||
                                   option == "--max-input";
        if (option == "--help" || option == "-h") return Output{0, usage(), ""};
        const bool flag = (rule && rule->type == OptionType::Boolean) || option == "--allow-isolated" || option == "--binary" || option == "--json";
        if (flag || takesArgument) {
            // A repeat would silently keep one of the two (--cat2 3 --cat2 4): refused, named.
            if (std::find(command.seen.begin(), command.seen.end(), option) != command.seen.end()) return fail(option + " is given twice: give it once");
            command.seen.push_back(option);
        }
        if (flag) {
            if (auto refused = readFlag(command, option, args[i], inlineArgument, argument)) return refused;
            continue;
        }
        if (!takesArgument) {
            if (option.size() > 1 && option[0] == '-') return fail("unknown option '" + option + "'\n" + usage());
            if (command.havePath) return fail("give one input file, not '" + command.path + "' and '" + option + "'");
            command.path = option;
            command.havePath = true;
            continue;
        }
        if (!inlineArgument) {
            if (i + 1 >= args.size()) return fail(option + " needs a value");
            argument = args[++i];
        }
        if (auto refused = readValue(command, option, argument)) return refused;
    }
    return std::nullopt;
}

// A LeetCode 1728 grid is a game of its own (grid.hpp): its board places
// the pieces and its rules are the problem's.
Expected<Rules> gridRules(const Command& command, Imported& imported, std::optional<GridGame>& grid) {
    const TextRules& given = command.given;
    if (given.cat2) {
        return Error{"grid.two-cats", "a LeetCode 1728 grid has one cat, placed by the board: --cat2 is for a graph", 0, 0, {"cat2"}};
    }
    if (given.mouse || given.cat || given.hole || given.holes || given.catOnHole || !given.flags.empty()) {
        return Error{"cli.bad-argument",
                     "a grid places the mouse, the cat and the food and has LeetCode 1728's rules: edit the grid "
                     "instead of giving --mouse, --cat, --hole, --holes, --cat-on-hole or --pass"};
    }
    auto game = GridGame::make(*std::move(imported.grid), command.jumps);
    if (!game) return game.error();
    grid.emplace(*std::move(game));
    // A grid's game file may give the first mover; --first wins.
    return grid->rules(given.first.value_or(imported.rules.first.value_or(Player::Mouse)));
}

// The rules of the game read: a grid's, or the graph's with the options given.
Expected<Rules> rulesOf(const Command& command, Imported& imported, std::optional<GridGame>& grid, std::string& warnings) {
    if (imported.grid) return gridRules(command, imported, grid);
    if (command.jumps.cat || command.jumps.mouse || command.turnLimit) {
        return Error{"cli.bad-argument", std::string(command.jumps.cat     ? "--cat-jump"
                                                     : command.jumps.mouse ? "--mouse-jump"
                                                                           : "--turn-limit") +
                                             " is for a grid (LeetCode 1728), and this input is a graph"};
    }
    if (!command.allowIsolated) {
        if (auto error = Rules::checkIsolated(imported.graph)) return *error;
    } else if (auto lone = Rules::isolatedWarning(imported.graph)) {
        // Allowed, still named (as the wasm bindings' game.warnings do): a gap in the ids is rarely meant.
        warnings += "catmouse: warning: " + lone->message + "\n";
    }
    const Setup setup = setupFrom(command.given, imported.rules);
    if (command.wholeTable && setup.cat2) {
        return Error{"cli.bad-argument", "the table command writes the one-cat table; a second cat (cat2) is for solve"};
    }
    // A table covers every start, so only the holes and the variant must be right for it.
    return command.wholeTable ? Rules::make(std::move(imported.graph), setup.hole, setup.variant) : Rules::make(std::move(imported.graph), setup);
}

// The binary format (docs/table-format.md) stores one hole and takes the
// cat on it for a non-position.
std::optional<Output> binaryRefusal(const Rules& rules, bool isGrid) {
    if (rules.holes().size() <= 1 && rules.variant().catOnHole == CatOnHole::Barred) return std::nullopt;
    return fail("--binary cannot store a table with " +
                std::string(rules.holes().size() > 1 ? "several holes (--holes)"
                            : isGrid                 ? "the cat winning on the food (a grid)"
                                                     : "the cat on a hole (--cat-on-hole)") +
                ": the binary format has one hole the cat may not enter; write the JSON table instead");
}

// Solves the rules and says the answer: a two-cat report, a grid's, the
// start's line (with LeetCode's Output checked where the text gave one), or the whole table.
Output solveAndReport(const Command& command, Rules rules, const std::optional<GridGame>& grid, const Imported& imported, std::string warnings,
                      const WriteOutput& write) {
    // Two cats: their own table (two_cats.hpp).
    if (const auto twoCats = rules.twoCatStart()) {
        const auto solution = solveTwoCats(std::move(rules), command.solveOptions);
        if (!solution) return fail(solution.error().message);
        return {0, twoCatReportJson(*solution, *twoCats) + "\n", warnings};
    }
    const auto start = rules.start();
    const auto solution = solve(std::move(rules));
    if (!solution) return fail(solution.error().message);
    if (!command.wholeTable && grid) {
        const int limit = command.turnLimit.value_or(imported.turnLimit.value_or(kLeetCodeTurnLimit));
        return {0, command.json ? gridReportJson(*grid, *solution, limit) + "\n" : gridReportText(*grid, *solution, limit), warnings};
    }
    if (!command.wholeTable && imported.expectedOutput) {  // LeetCode's example with its answer: say whether they agree
        const int value = static_cast<int>(solution->valueAt(*start).outcome);
        warnings += "catmouse: LeetCode's Output: " + std::to_string(*imported.expectedOutput) +
                    (value == *imported.expectedOutput ? " matches the solve\n" : " does not match the solve, which says " + std::to_string(value) + "\n");
    }
    if (!command.wholeTable) return {0, reportJson(*solution, *start) + "\n", warnings};
    return writeTable(*solution, command.binary, write, warnings);
}

// The command; small results come back in Output::out, a table goes to
// `write` as it is made ("" from write means written, else why not).
Output runCommand(const std::vector<std::string>& args, const ReadInput& read, const WriteOutput& write,
                  const CheckMemory& checkMemory) {
    if (args.empty()) return {2, "", usage()};
    if (args[0] == "help" || args[0] == "--help" || args[0] == "-h") return {0, usage(), ""};
    Command command;
    command.wholeTable = args[0] == "table";
    if (args[0] != "solve" && !command.wholeTable) return fail("unknown command '" + args[0] + "'\n" + usage());
    if (auto refused = readArguments(args, command)) return *refused;

    if (auto conflict = conflictingOptions(command.given)) return fail(conflict->message);
    // A file's name says its format where --format does not (a 28-node graph6 starts with '[').
    if (command.format == Format::Auto && command.path != "-") command.format = formatOfFileName(command.path);
    const auto text = read(command.path, command.inputLimit);
    if (!text) return fail(text.error().message);
    if (text->size() > command.inputLimit) return fail(inputTooLarge(command.inputLimit).message);
    auto importedText = importGame(*text, command.format, command.directed);
    if (!importedText) return fail(importedText.error().message);
    Imported imported = *std::move(importedText);
    std::string warnings;
    for (const auto& warning : imported.warnings) warnings += "catmouse: warning: " + warning.message + "\n";
    std::optional<GridGame> grid;
    auto rules = rulesOf(command, imported, grid, warnings);
    if (!rules) return fail(rules.error().message);
    if (command.binary) {
        if (auto refused = binaryRefusal(*rules, grid.has_value())) return *refused;
    }
    // One cat or two, the same checks before anything is allocated: the
    // core's limits (two cats: at most 400 nodes and --max-seconds), then the caller's.
    if (auto error = checkSolveLimits(*rules, command.solveOptions)) return fail(error->message);
    if (checkMemory) {
        if (auto error = checkMemory(*rules)) return fail(error->message);
    }
    return solveAndReport(command, *std::move(rules), grid, imported, std::move(warnings), write);
}

}  // namespace

Error inputTooLarge(std::uint64_t limit) {
    return Error{"limits.input", "the input is larger than " + describeBytes(limit, Rounding::Down) +
                                     ", the input limit (--max-input, 256 MB unless given; the largest graph catmouse solves, 30,000 nodes "
                                     "with every edge, is 72 MB as graph6): give a larger one, like --max-input 1G, to read it"};
}

std::string writeFailure(const std::string& reason) {
    return "catmouse: cannot write the result to standard output" + (reason.empty() ? "" : ": " + reason) + "\n";
}

Output run(const std::vector<std::string>& args, const ReadInput& read, const CheckMemory& checkMemory) {
    std::string out;
    auto output = runStreaming(
        args, read,
        [&out](std::string_view bytes) {
            out.append(bytes);
            return std::string();
        },
        checkMemory);
    output.out = std::move(out);
    return output;
}

Output runStreaming(const std::vector<std::string>& args, const ReadInput& read, const WriteOutput& write,
                    const CheckMemory& checkMemory) {
    Output output = runCommand(args, read, write, checkMemory);
    if (output.out.empty()) return output;
    const std::string failed = write(output.out);
    if (!failed.empty()) return {2, "", writeFailure(failed)};
    output.out.clear();
    return output;
}

}  // namespace catmouse::cli
