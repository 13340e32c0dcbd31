#include "cli.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string_view>

#include "byte_size.hpp"
#include "catmouse/grid_report.hpp"
#include "catmouse/game_from_text.hpp"
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

Output fail(const std::string& message) { return {2, "", "catmouse: " + message + "\n"}; }

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

// The largest --max-seconds (the package's maxSeconds: a 32-bit int).
constexpr long long kMaxTurnLimit = 2147483647;

// --max-seconds: digits only, up to kMaxTurnLimit; nullopt otherwise.
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
    TextRules given;          // the rule options' flags, read through their table (rule_options.hpp)
    Format format = Format::Auto;
    std::string path = "-";
    bool havePath = false;
    bool binary = false;
    bool json = false;
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
    if (const RuleOption* rule = ruleWithFlag(option)) {
        OptionValue on;
        on.on = *value;
        storeOption(*rule, command.given, on);
    } else {
        (option == "--allow-isolated" ? command.allowIsolated : option == "--binary" ? command.binary
                                                                                     : command.json) = *value;
    }
    return std::nullopt;
}

// An option's value into the command; an Output when it is refused. A rule
// option's is read as its row says (rule_options.hpp, optionFromArgument).
std::optional<Output> readValue(Command& command, const std::string& option, const std::string& argument) {
    if (const RuleOption* rule = ruleWithFlag(option)) {
        const auto value = optionFromArgument(*rule, argument);
        if (!value) return fail(value.error().message);
        storeOption(*rule, command.given, *value);
        return std::nullopt;
    }
    if (option == "--format") {
        const auto named = formatNamed(argument);
        if (!named) return fail("--format takes " + formatChoices() + ", got '" + argument + "'");
        command.format = *named;
        return std::nullopt;
    }
    if (option == "--max-seconds") {
        // The package's maxSeconds takes the same range (a 32-bit int).
        const auto seconds = countArgument(argument);
        if (!seconds) {
            return fail("--max-seconds needs a whole number of seconds from 0 (no limit) to " + std::to_string(kMaxTurnLimit) + ", got '" + argument + "'");
        }
        command.solveOptions.maxSeconds = static_cast<std::uint64_t>(*seconds);
        return std::nullopt;
    }
    const auto bytes = byteArgument(argument);  // --max-input
    if (!bytes) return fail("--max-input needs a size in bytes like 300000000 or 512M (K, M, G: KiB, MiB, GiB), got '" + argument + "'");
    command.inputLimit = *bytes;
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

// Solves the game and says the answer: a two-cat report, a grid's, the
// start's line (with LeetCode's Output checked where the text gave one), or the whole table.
Output solveAndReport(const Command& command, TextGame game, std::string warnings, const WriteOutput& write) {
    // Two cats: their own table (two_cats.hpp).
    if (const auto twoCats = game.rules.twoCatStart()) {
        const auto solution = solveTwoCats(std::move(game.rules), command.solveOptions);
        if (!solution) return fail(solution.error().message);
        return {0, twoCatReportJson(*solution, *twoCats) + "\n", warnings};
    }
    const auto start = game.rules.start();
    const auto solution = solve(std::move(game.rules));
    if (!solution) return fail(solution.error().message);
    if (!command.wholeTable && game.grid) {
        return {0, command.json ? gridReportJson(*game.grid, *solution, game.turnLimit) + "\n" : gridReportText(*game.grid, *solution, game.turnLimit),
                warnings};
    }
    if (!command.wholeTable && game.expectedOutput) {  // LeetCode's example with its answer: say whether they agree
        const int value = static_cast<int>(solution->valueAt(*start).outcome);
        warnings += "catmouse: LeetCode's Output: " + std::to_string(*game.expectedOutput) +
                    (value == *game.expectedOutput ? " matches the solve\n" : " does not match the solve, which says " + std::to_string(value) + "\n");
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
    GameRequest request;
    request.given = command.given;
    request.format = command.format;
    request.allowIsolated = command.allowIsolated;
    request.wholeTable = command.wholeTable;
    request.voice = OptionVoice::CommandLine;
    auto game = gameFromText(*text, request);
    if (!game) return fail(game.error().message);
    std::string warnings;
    for (const auto& warning : game->warnings) warnings += "catmouse: warning: " + warning.message + "\n";
    const Rules& rules = game->rules;
    if (command.binary) {
        if (auto refused = binaryRefusal(rules, game->grid.has_value())) return *refused;
    }
    // One cat or two, the same checks before anything is allocated: the
    // core's limits (two cats: at most 400 nodes and --max-seconds), then the caller's.
    if (auto error = checkSolveLimits(rules, command.solveOptions)) return fail(error->message);
    if (checkMemory) {
        if (auto error = checkMemory(rules)) return fail(error->message);
    }
    return solveAndReport(command, *std::move(game), std::move(warnings), write);
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
