#include "check.hpp"

#include <cstdlib>
#include <string>
#include <vector>

#include "catmouse/game_from_text.hpp"
#include "catmouse/import.hpp"
#include "catmouse/solve_memory.hpp"
#include "convert.hpp"

namespace catmouse::wasm {
namespace {

// An adjacency list as JavaScript arrays of arrays (which the wrapper has
// checked to hold 32-bit integers), read as a game without rules of its own.
Expected<Imported> importArrays(const val& input, bool directed) {
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

// The game from the text (UTF-8 bytes, in any format importGame reads) or
// the arrays, and the options: the core's gameFromText; what it read,
// for the result's `read`.
Expected<Checked> checkedRules(const val& input, const GameOptions& options, std::uint64_t memoryLimit) {
    GameRequest request;
    request.given = options.rules;
    request.format = formatNamed(options.format).value_or(Format::Auto);
    request.allowIsolated = options.allowIsolated;
    request.onlyApplicable = options.onlyApplicable;
    request.memoryLimit = memoryLimit;
    const bool text = isBytes(input);
    auto game = text ? gameFromText(bytesOf(input), request) : [&]() -> Expected<TextGame> {
        if (auto conflict = conflictingOptions(options.rules)) return *conflict;
        auto imported = importArrays(input, options.rules.directed.value_or(false));
        if (!imported) return imported.error();
        return gameFromImported(*std::move(imported), request);
    }();
    if (!game) return game.error();
    ReadAs read;
    read.format = text ? val(std::string(formatName(game->format))) : val::null();
    read.warnings = warningsValue(game->warnings);
    if (game->expectedOutput) read.expectedOutput = val(*game->expectedOutput);
    return Checked{std::move(game->rules), std::move(read), std::move(game->grid), game->turnLimit};
}

}  // namespace

Expected<Checked> checkedGame(const val& input, const GameOptions& options, const val& /*scope*/, std::uint64_t memoryLimit) {
    auto checked = checkedRules(input, options, memoryLimit);
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
