#include "calls.hpp"

#include <malloc.h>

#include <memory>
#include <new>
#include <string>

#include "catmouse/import.hpp"
#include "catmouse/solve.hpp"
#include "check.hpp"
#include "convert.hpp"
#include "solved_game.hpp"

namespace catmouse::wasm {
namespace {

// checked: a JavaScript function or undefined, called once every check
// checkGame makes has passed, before anything is reserved (the worker frees
// its last game there, and says the checks passed); false from it stops.
val solvedGame(const val& input, const val& given, const val& scope, double memoryLimit, const val& progress, const val& checked) {
    const auto options = readOptions(given);
    if (!options) return errorValue(options.error());
    auto read = checkedGame(input, *options, scope, withMemoryLimit(memoryLimit).memoryLimit);
    if (!read) return errorValue(read.error());
    Checked game = *std::move(read);
    if (!game.rules.twoCatStart()) {
        if (auto missing = methodMissing(game.rules)) return errorValue(*missing);
    }
    if (checked.typeOf().as<std::string>() == "function") {
        if (game.rules.twoCatStart()) {
            if (auto refused = twoCatRefusal(game.rules, *options, withMemoryLimit(memoryLimit).memoryLimit)) return errorValue(*refused);
        }
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
        return solvedTwoCats(std::move(game), solveOptions);
    }
    auto solved = solve(std::move(game.rules), solveOptions);
    if (!solved) return errorValue(solved.error());
    if (game.grid) return solvedGrid(*std::move(solved), std::move(game.read), *std::move(game.grid), game.turnLimit);
    return gameValue(val(std::make_unique<OneCatGame>(*std::move(solved), std::move(game.read))), "graph");
}

}  // namespace

val solveGame(val input, val options, val scope, double memoryLimit, val progress, val checked) {
    return orOutOfMemory([&] { return solvedGame(input, options, scope, memoryLimit, progress, checked); });
}

// The two-cat limits too: the nodes, the memory and the time (counted from
// the degrees); a one-cat game's memory depends on the solver (but the light
// module says now when it has no method for it: methodMissing).
val checkGame(val input, val given, val scope, double memoryLimit) {
    try {
        const auto options = readOptions(given);
        if (!options) return errorDetails(options.error());
        const auto checked = checkedGame(input, *options, scope, withMemoryLimit(memoryLimit).memoryLimit);
        if (!checked) return errorDetails(checked.error());
        if (!checked->rules.twoCatStart()) {
            const auto missing = methodMissing(checked->rules);
            return missing ? errorDetails(*missing) : val::null();
        }
        const auto refused = twoCatRefusal(checked->rules, *options, withMemoryLimit(memoryLimit).memoryLimit);
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
