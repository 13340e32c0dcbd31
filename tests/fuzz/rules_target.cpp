// Start, hole and first options with graph text, through the checks a caller
// meets before any solve: Rules::make (whole table and one game),
// Rules::checkPosition, and the command line's solve and table commands.
// Each must accept exactly what the rules allow, say which options are
// wrong, and agree with the others.
#include <climits>
#include <set>
#include <string>

#include "bytes.hpp"
#include "catmouse/import.hpp"
#include "catmouse/parse.hpp"
#include "catmouse/rules.hpp"
#include "checks.hpp"
#include "cli.hpp"

namespace fuzz {
namespace {

using catmouse::Player;

// Mostly small ids (in and out of small graphs), sometimes the edges of int.
int nodeOf(std::uint8_t b) {
    constexpr int kSpecial[16] = {-1, -2, INT_MIN, INT_MAX, 999999999, 1000000000, 19999, 20000,
                                  -1000, 255, 256, 65535, 65536, INT_MAX - 1, INT_MIN + 1, 3};
    return b < 0xF0 ? b % 40 : kSpecial[b - 0xF0];
}

bool inRange(int node, int n) { return node >= 0 && node < n; }

struct Options {
    int mouse, cat, hole;
    Player first;
};

// What the rules say of a start, worked out here on their own: the codes that
// apply (the rules may report any one of them) and the options each concerns.
struct Faults {
    std::set<std::string> codes;
    std::set<std::string> options;
};

Faults faultsOf(const Options& o, int n) {
    Faults f;
    const auto add = [&f](const char* code, std::initializer_list<const char*> options) {
        f.codes.insert(code);
        f.options.insert(options.begin(), options.end());
    };
    if (!inRange(o.hole, n)) add("rules.node-out-of-range", {"hole"});
    if (!inRange(o.mouse, n)) add("rules.node-out-of-range", {"mouse"});
    if (!inRange(o.cat, n)) add("rules.node-out-of-range", {"cat"});
    if (o.cat == o.hole) add("rules.cat-on-hole", {"cat", "hole"});
    if (o.mouse == o.hole) add("rules.mouse-on-hole", {"mouse", "hole"});
    if (o.mouse == o.cat) add("rules.same-start", {"mouse", "cat"});
    return f;
}

Problem checkRulesError(const catmouse::Error& e, const Faults& faults) {
    if (auto problem = checkError(e, "rules.", "")) return problem;
    if (!faults.codes.count(e.code)) return "rules error " + describe(e) + " for a start without that fault";
    if (e.options.empty()) return "rules error names no option: " + describe(e);
    for (const auto& option : e.options) {
        if (!faults.options.count(option)) return "rules error names the option '" + option + "', which is fine: " + describe(e);
    }
    return std::nullopt;
}

// expected: the error the command must fail with, or none; warnings: what a
// success prints on stderr (the reader's warnings, "catmouse: warning: ...",
// then the isolated nodes' under --allow-isolated).
Problem checkCli(const std::vector<std::string>& args, std::string_view text, const std::optional<catmouse::Error>& expected,
                 const std::string& warnings = "") {
    const auto output = catmouse::cli::run(args, [&text](const std::string&, std::uint64_t) { return catmouse::Expected<std::string>(std::string(text)); });
    std::string command;
    for (const auto& a : args) command += " " + a;
    if (expected) {
        if (output.status != 2 || !output.out.empty()) return "catmouse" + command + " exits " + std::to_string(output.status) + " on bad input";
        if (!expected->message.empty() && output.err != "catmouse: " + expected->message + "\n") {
            return "catmouse" + command + " says '" + output.err + "', not " + describe(*expected);
        }
        return std::nullopt;
    }
    if (output.status != 0 || output.err != warnings) return "catmouse" + command + " fails: " + output.err;
    if (!startsWith(output.out, args[0] == "solve" ? "{\"outcome\":" : "{\"nodes\":")) return "catmouse" + command + " prints " + shown(output.out);
    return std::nullopt;
}

}  // namespace

Problem rulesTarget(const std::uint8_t* data, std::size_t size) {
    Bytes bytes(data, size);
    Options o{nodeOf(bytes.byte()), nodeOf(bytes.byte()), nodeOf(bytes.byte()), Player::Mouse};
    const std::uint8_t flags = bytes.byte();
    o.first = flags & 1 ? Player::Cat : Player::Mouse;
    const catmouse::Position query{nodeOf(bytes.byte()), nodeOf(bytes.byte()), static_cast<Player>((flags >> 1) % 3)};
    const std::string_view text = bytes.rest();

    // The graph as the command line reads it: any format importGame detects.
    const auto imported = catmouse::importGame(text, catmouse::Format::Auto);
    const auto graph = imported ? catmouse::Expected<catmouse::Graph>(imported->graph) : catmouse::Expected<catmouse::Graph>(imported.error());
    const auto setup = catmouse::Setup{o.mouse, o.cat, o.hole, o.first};
    // The command line solves what it accepts: only small graphs go through it.
    const bool small = !graph || graph->nodeCount() <= 40;
    const auto arg = [](int v) { return std::to_string(v); };
    // The rules play on any graph; the command line refuses nodes without
    // edges unless --allow-isolated (checked on its own below), so the model
    // of the rules runs with it.
    const std::vector<std::string> solveArgs{"solve", "-", "--mouse", arg(o.mouse), "--cat", arg(o.cat), "--hole", arg(o.hole),
                                             "--first", o.first == Player::Cat ? "cat" : "mouse", "--allow-isolated"};
    const std::vector<std::string> tableArgs{"table", "-", "--hole", arg(o.hole), "--allow-isolated"};
    // The command line refuses ids that are negative or above 10^9 before it reads the graph.
    const auto argument = [](int v) { return v >= 0 && v <= 1000000000; };
    const bool arguments = argument(o.mouse) && argument(o.cat) && argument(o.hole);
    const auto badArgument = catmouse::Error{"cli.bad-argument", ""};
    if (imported && imported->grid) {
        // A LeetCode 1728 grid places its own pieces: --mouse, --cat and --hole are refused for it,
        // and with the jumps in the text it solves as it is.
        const catmouse::Error placed{"",
                                     "a grid places the mouse, the cat and the food and has LeetCode 1728's rules: edit the grid instead "
                                     "of giving --mouse, --cat, --hole, --holes, --cat-on-hole or --pass"};
        if (auto problem = checkCli(solveArgs, text, arguments ? placed : badArgument)) return problem;
        if (auto problem = checkCli(tableArgs, text, argument(o.hole) ? placed : badArgument)) return problem;
        const auto game = catmouse::GridGame::make(*imported->grid);
        if (!game || game->nodeCount() > 40) return std::nullopt;
        const auto output = catmouse::cli::run({"solve", "-", "--json"}, [&text](const std::string&, std::uint64_t) { return catmouse::Expected<std::string>(std::string(text)); });
        if (output.status != 0 || !startsWith(output.out, "{\"format\":\"grid\",")) return "catmouse solve --json on a grid fails: " + output.err;
        return std::nullopt;
    }
    if (!graph) {
        if (auto problem = checkCli(solveArgs, text, arguments ? graph.error() : badArgument)) return problem;
        return checkCli(tableArgs, text, argument(o.hole) ? graph.error() : badArgument);
    }
    const int n = graph->nodeCount();
    // Without --allow-isolated, a graph with a node without edges is refused first, with the core's message.
    if (arguments && small) {
        if (const auto isolated = catmouse::Rules::checkIsolated(*graph)) {
            if (auto problem = checkCli({"solve", "-", "--mouse", arg(o.mouse), "--cat", arg(o.cat), "--hole", arg(o.hole)}, text, *isolated)) return problem;
        }
    }

    // A whole table needs only the hole.
    const auto table = catmouse::Rules::make(*graph, o.hole);
    if (table.ok() != inRange(o.hole, n)) return "Rules::make(graph, hole " + arg(o.hole) + ") on " + arg(n) + " nodes: ok = " + arg(table.ok());
    if (!table) {
        if (auto problem = checkRulesError(table.error(), faultsOf(o, n))) return problem;
    } else if (table->start()) {
        return "Rules::make(graph, hole) has a start";
    }

    const Faults faults = faultsOf(o, n);
    const auto game = catmouse::Rules::make(*graph, setup);
    if (game.ok() != faults.codes.empty()) {
        return "Rules::make(mouse " + arg(o.mouse) + ", cat " + arg(o.cat) + ", hole " + arg(o.hole) + ") on " + arg(n) +
               " nodes: ok = " + arg(game.ok()) + (game ? std::string() : " " + describe(game.error()));
    }
    if (!game) {
        if (auto problem = checkRulesError(game.error(), faults)) return problem;
    } else {
        if (!game->start() || *game->start() != setup.start()) return "the checked start is not the one asked for";
        if (game->checkStart(setup.start()) || game->checkPosition(setup.start())) return "the checked start fails checkStart or checkPosition";
    }

    if (table) {
        const bool position = inRange(query.mouse, n) && inRange(query.cat, n) && query.cat != o.hole &&
                              (query.turn == Player::Mouse || query.turn == Player::Cat);
        const auto error = table->checkPosition(query);
        if (error.has_value() == position) {
            return "checkPosition(mouse " + arg(query.mouse) + ", cat " + arg(query.cat) + ", turn " + arg(static_cast<int>(query.turn)) +
                   ") with hole " + arg(o.hole) + " on " + arg(n) + " nodes: " + (error ? describe(*error) : "accepted");
        }
        if (error) {
            if (auto problem = checkError(*error, "position.", "")) return problem;
        }
        const bool named = inRange(query.mouse, n) && inRange(query.cat, n) && query.turn != static_cast<Player>(2);
        if (named && position != table->isPosition(query)) return "isPosition disagrees with checkPosition";
    }

    if (!small) return std::nullopt;
    std::string warnings;
    for (const auto& warning : imported->warnings) warnings += "catmouse: warning: " + warning.message + "\n";
    // --allow-isolated still names the nodes without edges, after the reader's warnings.
    if (const auto lone = catmouse::Rules::isolatedWarning(imported->graph)) warnings += "catmouse: warning: " + lone->message + "\n";
    if (auto problem = checkCli(solveArgs, text, !arguments ? badArgument : game ? std::optional<catmouse::Error>()
                                                                                 : game.error(),
                                warnings)) {
        return problem;
    }
    return checkCli(tableArgs, text, !argument(o.hole) ? badArgument : table ? std::optional<catmouse::Error>()
                                                                             : table.error(),
                    warnings);
}

}  // namespace fuzz
