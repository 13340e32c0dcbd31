#include "check.hpp"

#include <cstdlib>
#include <string>
#include <vector>

#include "catmouse/import.hpp"
#include "catmouse/solve_memory.hpp"
#include "convert.hpp"

namespace catmouse::wasm {
namespace {

// Text in any format importGame reads (as UTF-8 bytes), or JavaScript arrays of arrays
// (which the wrapper has checked to hold 32-bit integers). memoryLimit (0:
// none) bounds what reading graph6 and sparse6 may allocate.
Expected<Imported> importInput(const val& input, const std::string& format, bool directed, std::uint64_t memoryLimit) {
    if (isBytes(input)) return importGame(bytesOf(input), formatNamed(format).value_or(Format::Auto), directed, memoryLimit);
    Adjacency adjacency(input["length"].as<std::size_t>());
    // One typed-array copy per list: vecFromJSArray crosses into JavaScript
    // per element, which took longer than the solve on dense graphs.
    for (std::size_t a = 0; a < adjacency.size(); ++a) {
        adjacency[a] = emscripten::convertJSArrayToNumberVector<int>(input[a]);
    }
    auto graph = Graph::fromAdjacency(adjacency, nullptr, directed ? Orientation::Directed : Orientation::Undirected);
    if (!graph) return graph.error();
    return Imported{*std::move(graph), Format::Adjacency, {}, {}, {}, {}, {}};
}

// The names in list (a JavaScript array of option names, in the schema's order) that were given.
std::vector<std::string> givenOf(const GameOptions& options, const val& list) {
    std::vector<std::string> given;
    const auto length = list["length"].as<std::size_t>();
    for (std::size_t i = 0; i < length; ++i) {
        auto name = list[i].as<std::string>();
        if (options.isGiven(name)) given.push_back(std::move(name));
    }
    return given;
}

// A grid is its own game (GridGame::rules): its board places the mouse, the
// cat and the food and its rules are LeetCode 1728's, so each option the
// schema marks appliesToGrid: false (scope.notForGrid, wasm/src/options.js)
// is refused when given, whatever its value; the side to move first may be
// chosen, as on the command line.
// A grid's game file gives its turn limit and first mover (text); the options win over them.
Expected<Checked> checkedGrid(Grid grid, const GameOptions& options, const std::vector<std::string>& placed, ReadAs read, const TextRules& text,
                              std::optional<int> textTurnLimit) {
    if (options.rules.cat2) {
        return Error{"grid.two-cats", "a LeetCode 1728 grid has one cat, placed by its board: the option cat2 is for a graph", 0, 0, {"cat2"}};
    }
    if (!placed.empty()) {
        return Error{"grid.placed-by-board",
                     "a grid places the mouse, the cat and the food (the hole) on its board, and its rules are LeetCode 1728's (the cat wins on the food, "
                     "either player may stay, every move goes both ways): the option " +
                         placed.front() + " does not apply to a grid (edit the grid instead)",
                     0, 0, placed};
    }
    auto game = GridGame::make(std::move(grid), options.grid.jumps);
    if (!game) return game.error();
    auto rules = game->rules(options.rules.first.value_or(text.first.value_or(Player::Mouse)));
    if (!rules) return rules.error();
    return Checked{*std::move(rules), std::move(read), *std::move(game), options.grid.turnLimit.value_or(textTurnLimit.value_or(kLeetCodeTurnLimit))};
}

// Can `bytes` (and a MiB for the allocator's own overhead) be had at once?
bool canReserve(std::uint64_t bytes) {
    constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;
    constexpr std::uint64_t kPiece = 64 * kMiB;
    const std::uint64_t need = bytes + kMiB;
    std::vector<void*> pieces;
    pieces.reserve(static_cast<std::size_t>(need / kPiece + 1));
    bool ok = true;
    for (std::uint64_t taken = 0; taken < need && ok; taken += kPiece) {
        const auto size = static_cast<std::size_t>(std::min(kPiece, need - taken));
        void* piece = std::malloc(size);
        ok = piece != nullptr;
        if (ok) {
            static_cast<volatile char*>(piece)[size - 1] = 0;  // so the compiler cannot elide the malloc/free pair
            pieces.push_back(piece);
        }
    }
    for (void* piece : pieces) std::free(piece);
    return ok;
}

// The game with a history (the option visited): its positions become drawn
// endings (Rules::withDraws). Each must be a position of this game; its
// error names the index, as the wrapper's checks do. Two cats take no
// history (the core's rules.visited-two-cats, said here so validate() says it too).
Expected<Checked> withVisited(Checked checked, const std::vector<Position>& visited) {
    if (checked.rules.twoCatStart()) {
        return Error{"rules.visited-two-cats", "visited positions (a game's history) are for the one-cat game only", 0, 0, {"visited", "cat2"}};
    }
    for (std::size_t i = 0; i < visited.size(); ++i) {
        if (auto error = checked.rules.checkPosition(visited[i])) {
            error->message = "visited[" + std::to_string(i) + "]: " + error->message;
            error->options = {"visited"};
            return *error;
        }
    }
    auto rules = checked.rules.withDraws(visited);
    if (!rules) return rules.error();
    checked.rules = *std::move(rules);
    return checked;
}

Expected<Checked> checkedRules(const val& input, const GameOptions& options, const val& scope, std::uint64_t memoryLimit) {
    if (auto conflict = conflictingOptions(options.rules)) return *conflict;
    auto imported = importInput(input, options.format, options.directed, memoryLimit);
    // A grid refuses directed (rules.conflicting-options); left out, it reads.
    if (!imported && options.onlyApplicable && options.directed) {
        if (auto undirected = importInput(input, options.format, false, memoryLimit); undirected && undirected->grid) imported = std::move(undirected);
    }
    if (!imported) return imported.error();
    ReadAs read;
    read.format = isBytes(input) ? val(std::string(formatName(imported->format))) : val::null();
    // Nodes without edges, when allowed, are still named (as a warning with the error's code).
    std::vector<Warning> found = imported->warnings;
    if (!imported->grid && options.allowIsolated) {
        if (auto lone = Rules::isolatedWarning(imported->graph)) found.push_back(*std::move(lone));
    }
    read.warnings = warningsValue(found);
    if (imported->expectedOutput) read.expectedOutput = val(*imported->expectedOutput);
    if (imported->grid) {
        const auto placed = options.onlyApplicable ? std::vector<std::string>{} : givenOf(options, scope["notForGrid"]);
        return checkedGrid(*std::move(imported->grid), options, placed, std::move(read), imported->rules, imported->turnLimit);
    }
    if (const auto gridOnly = options.onlyApplicable ? std::vector<std::string>{} : givenOf(options, scope["notForGraph"]); !gridOnly.empty()) {
        return Error{"grid.option-for-graph", "the option " + gridOnly.front() + " is for a LeetCode 1728 grid, and this input is a graph", 0, 0,
                     gridOnly};
    }
    if (!options.allowIsolated) {
        if (auto error = Rules::checkIsolated(imported->graph)) return *error;
    }
    auto rules = Rules::make(std::move(imported->graph), setupFrom(options.rules, imported->rules));
    if (!rules) return rules.error();
    return Checked{*std::move(rules), std::move(read)};
}

}  // namespace

Expected<Checked> checkedGame(const val& input, const GameOptions& options, const val& scope, std::uint64_t memoryLimit) {
    auto checked = checkedRules(input, options, scope, memoryLimit);
    if (!checked || !options.visited) return checked;
    return withVisited(*std::move(checked), *options.visited);
}

// The caller's cap (createSolver({ maxMemory }), SolveOptions.memoryLimit)
// first, so a game over it says so rather than that wasm cannot hold it;
// then the memory the solve needs (solvePeakBytes), reserved up front.
// Growing the heap here is not waste: the solve needs it a moment later. It
// is taken in pieces of at most 64 MB, the largest the solve asks for at once
// (the table comes in 16 MB blocks, a bit matrix of 20,000 nodes is 50 MB, a
// two-cat table of 400 nodes is split the same way), then given back.
std::optional<Error> reserveMemory(const Rules& rules, const SolveOptions& options) {
    if (auto error = checkSolveLimits(rules, options)) return error;
    if (canReserve(solvePeakBytes(rules, options))) return std::nullopt;
    return solveMemoryError(rules, "more than WebAssembly can have here (4096 MB in all); the native catmouse command line solves it");
}

}  // namespace catmouse::wasm
