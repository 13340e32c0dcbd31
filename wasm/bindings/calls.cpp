#include "calls.hpp"

#include <malloc.h>

#include <memory>
#include <new>
#include <string>

#include "catmouse/import.hpp"
#include "catmouse/solve.hpp"
#include "catmouse/two_cat_cost.hpp"
#include "catmouse/two_cats.hpp"
#include "check.hpp"
#include "cli.hpp"
#include "convert.hpp"
#include "grid_board_game.hpp"
#include "two_cat_game.hpp"

namespace catmouse::wasm {
namespace {

val gameValue(val handle, const char* kind) {
    val result = val::object();
    result.set("game", handle);
    result.set("kind", std::string(kind));
    return result;
}

// What solve() refuses of a two-cat game past the rules' checks, before it
// starts: the node and memory limits, then the time (counted from the degrees).
std::optional<Error> twoCatRefusal(const Rules& rules, const GameOptions& options, double memoryLimit) {
    if (!rules.twoCatStart()) return std::nullopt;
    if (auto large = checkTwoCatLimits(rules.graph(), withMemoryLimit(memoryLimit).memoryLimit)) return large;
    return checkTwoCatTime(rules, options.maxSeconds);
}

// checked: a JavaScript function or undefined, called once every check
// checkGame makes has passed, before anything is reserved (the worker frees
// its last game there, and says the checks passed); false from it stops.
val solvedGame(const val& input, const val& given, const val& scope, double memoryLimit, const val& progress, const val& checked) {
    const auto options = readOptions(given);
    if (!options) return errorValue(options.error());
    auto read = checkedGame(input, *options, scope, withMemoryLimit(memoryLimit).memoryLimit);
    if (!read) return errorValue(read.error());
    Checked game = *std::move(read);
    if (checked.typeOf().as<std::string>() == "function") {
        if (auto refused = twoCatRefusal(game.rules, *options, memoryLimit)) return errorValue(*refused);
        const val goOn = checked();
        if (!goOn.isUndefined() && !goOn.as<bool>()) return errorValue(Error{"cancelled", "the solve was cancelled", 0, 0, {}});
    }
    SolveOptions solveOptions = withMemoryLimit(memoryLimit);
    solveOptions.maxSeconds = options->maxSeconds;
    solveOptions.threads = options->threads;
    if (progress.typeOf().as<std::string>() == "function") {
        solveOptions.progress = [&progress](std::uint64_t decided, std::uint64_t total) {
            const val keepGoing = progress(static_cast<double>(decided), static_cast<double>(total));
            return keepGoing.isUndefined() || keepGoing.as<bool>();
        };
    }
    if (auto error = reserveMemory(game.rules, solveOptions)) return errorValue(*error);
    if (game.rules.twoCatStart()) {
        auto solved = solveTwoCats(std::move(game.rules), solveOptions);
        if (!solved) return errorValue(solved.error());
        return gameValue(val(std::make_unique<TwoCatGame>(*std::move(solved), std::move(game.read))), "twoCats");
    }
    auto solved = solve(std::move(game.rules), solveOptions);
    if (!solved) return errorValue(solved.error());
    if (game.grid) {
        return gameValue(val(std::make_unique<GridBoardGame>(*std::move(solved), std::move(game.read), *std::move(game.grid), game.turnLimit)), "grid");
    }
    return gameValue(val(std::make_unique<OneCatGame>(*std::move(solved), std::move(game.read))), "graph");
}

}  // namespace

val solveGame(val input, val options, val scope, double memoryLimit, val progress, val checked) {
    return orOutOfMemory([&] { return solvedGame(input, options, scope, memoryLimit, progress, checked); });
}

// The two-cat limits too: the nodes, the memory and the time (counted from
// the degrees); a one-cat game's memory depends on the solver.
val checkGame(val input, val given, val scope, double memoryLimit) {
    try {
        const auto options = readOptions(given);
        if (!options) return errorDetails(options.error());
        const auto checked = checkedGame(input, *options, scope, withMemoryLimit(memoryLimit).memoryLimit);
        if (!checked) return errorDetails(checked.error());
        const auto refused = twoCatRefusal(checked->rules, *options, memoryLimit);
        return refused ? errorDetails(*refused) : val::null();
    } catch (const std::bad_alloc&) {
        return errorDetails(outOfMemoryError());
    }
}

val parseText(const val& text, const std::string& format, bool directed, double memoryLimit) {
    return orOutOfMemory([&] {
        const auto imported = importGame(bytesOf(text), formatNamed(format).value_or(Format::Auto), directed, withMemoryLimit(memoryLimit).memoryLimit);
        if (!imported) return errorValue(imported.error());
        val result = val::object();
        result.set("format", std::string(formatName(imported->format)));
        result.set("directed", imported->graph.directed());
        result.set("graph", adjacencyValue(imported->graph));
        val rules = rulesValue(imported->rules);
        // A grid's game file: its turn limit is a rule the page's field shows too.
        if (imported->turnLimit) rules.set("turnLimit", *imported->turnLimit);
        result.set("rules", rules);
        result.set("grid", imported->grid.has_value());
        result.set("warnings", warningsValue(imported->warnings));
        result.set("expectedOutput", imported->expectedOutput ? val(*imported->expectedOutput) : val::null());
        return result;
    });
}

// The arrays game.table() and readTable() give: an outcome byte and a 32-bit
// remoteness a state (wasm/src/game.js decodeTable).
constexpr std::uint64_t kDecodedBytesPerState = 5;

val readTable(val bytes, double memoryLimit) {
    return orOutOfMemory([&] {
        // Asked of the header before the file is copied in: a file may name a table far past the limit.
        const std::string header = bytesOf(bytes.call<val>("subarray", 0, 24));
        if (auto large = checkTableReadMemory(header, static_cast<std::uint64_t>(bytes["length"].as<double>()),
                                              kDecodedBytesPerState, withMemoryLimit(memoryLimit).memoryLimit)) {
            return errorValue(*large);
        }
        const auto data = emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
        auto stored = readTableFile(std::string_view(reinterpret_cast<const char*>(data.data()), data.size()));
        if (!stored) return errorValue(stored.error());
        val result = val::object();
        result.set("table", val(std::make_unique<StoredGameTable>(*std::move(stored))));
        return result;
    });
}

namespace {
// read(path, limit) returns the file's bytes (a Uint8Array, so the core sees
// bytes that are not UTF-8 as they are), {tooLarge: true} past limit bytes,
// or {error: message}; write(bytes) takes each piece of stdout as it is made
// (a Uint8Array view onto wasm memory: write it or copy it before returning)
// and returns "" or why it could not write. Returns {status, stderr}.
val ranCli(const val& args, const val& read, const val& write, double memoryLimit) {
    const SolveOptions options = withMemoryLimit(memoryLimit);
    const auto readInput = [&read](const std::string& path, std::uint64_t limit) -> Expected<std::string> {
        const val text = read(path, static_cast<double>(limit));
        if (isBytes(text)) return bytesOf(text);
        if (text["tooLarge"].isTrue()) return cli::inputTooLarge(limit);
        return Error{"io.read", text["error"].as<std::string>()};
    };
    const auto writeOutput = [&write](std::string_view bytes) -> std::string {
        const val failed = write(val(emscripten::typed_memory_view(bytes.size(), reinterpret_cast<const std::uint8_t*>(bytes.data()))));
        return failed.isString() ? failed.as<std::string>() : std::string();
    };
    const auto output = cli::runStreaming(emscripten::vecFromJSArray<std::string>(args), readInput, writeOutput,
                                          [&options](const Rules& rules) { return reserveMemory(rules, options); });
    val result = val::object();
    result.set("status", output.status);
    result.set("stderr", output.err);
    return result;
}
}  // namespace

// The command line's exit contract holds when memory runs out too: 2 and the message.
val runCli(val args, val read, val write, double memoryLimit) {
    try {
        return ranCli(args, read, write, memoryLimit);
    } catch (const std::bad_alloc&) {
        val result = val::object();
        result.set("status", 2);
        result.set("stderr", "catmouse: " + outOfMemoryError().message + "\n");
        return result;
    }
}

// The wrapper asks before it walks or converts n JavaScript arrays.
val nodeCountError(double n) {
    const auto error = Graph::checkNodeCount(static_cast<std::size_t>(n));
    return error ? errorDetails(*error) : val::null();
}

val outcomeNames() {
    val names = val::array();
    for (const Outcome o : {Outcome::Draw, Outcome::MouseWins, Outcome::CatWins}) names.call<void>("push", std::string(winnerName(o)));
    return names;
}

val formatTable() {
    val rows = val::array();
    for (const FormatInfo& format : formats()) {
        val row = val::object();
        row.set("name", std::string(format.name));
        row.set("words", *format.words ? val(std::string(format.words)) : val::null());
        rows.call<void>("push", row);
    }
    return rows;
}

// Flat across solve/dispose cycles unless something leaks.
double heapBytesInUse() { return static_cast<double>(static_cast<unsigned>(mallinfo().uordblks)); }

HeldBytes* holdBytesForTests(double bytes) {
    try {
        return new HeldBytes(static_cast<std::size_t>(bytes));
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}

}  // namespace catmouse::wasm
