// The embind layer: converts between JavaScript values and the core's types.
// No game logic lives here: the rules, the checks and the table's encoding
// are the core's. Errors come back as {error: {code, message, line, column,
// options}} values and the JavaScript wrapper turns them into exceptions.
#include <emscripten/bind.h>
#include <emscripten/heap.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cstdlib>
#include <malloc.h>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "catmouse/grid.hpp"
#include "catmouse/grid_report.hpp"
#include "catmouse/import.hpp"
#include "catmouse/report.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/solve.hpp"
#include "catmouse/solve_memory.hpp"
#include "catmouse/table_file.hpp"
#include "catmouse/turn_limit.hpp"
#include "catmouse/two_cat_cost.hpp"
#include "catmouse/two_cats.hpp"
#include "../core/src/byte_size.hpp"
#include "cli.hpp"

using emscripten::val;

namespace catmouse::wasm {
namespace {

// {code, message, line?, column?}: what an error and a warning both say.
val placedDetails(const std::string& code, const std::string& message, int line, int column) {
    val details = val::object();
    details.set("code", code);
    details.set("message", message);
    if (line > 0) {
        details.set("line", line);
        details.set("column", column);
    }
    return details;
}

// {code, message, line?, column?, options?}: what CatMouseError is made from.
val errorDetails(const Error& error) {
    val details = placedDetails(error.code, error.message, error.line, error.column);
    if (!error.options.empty()) {
        val options = val::array();
        for (const auto& option : error.options) options.call<void>("push", option);
        details.set("options", options);
    }
    return details;
}

// Query results are either a value or {error: details}.
val errorValue(const Error& error) {
    val result = val::object();
    result.set("error", errorDetails(error));
    return result;
}

// Running out of memory anywhere in a call: malloc found no more heap to
// grow into (ABORTING_MALLOC=0), new threw std::bad_alloc, and unwinding
// freed what the call held (native wasm exceptions, wasm/wasm.cmake). The
// instance stays usable; only what JavaScript still holds (its games) keeps
// memory.
Error outOfMemoryError() {
    return Error{"limits.memory",
                 "WebAssembly ran out of memory: the heap has grown to " +
                     describeBytes(emscripten_get_heap_size(), Rounding::Up) + " of the " +
                     describeBytes(emscripten_get_heap_max(), Rounding::Down) +
                     " it can have here, and this call needed more; what it held is freed. Dispose of games you no "
                     "longer need, or solve a smaller graph (the native catmouse command line is not bound by this)"};
}

// A binding's body, with running out of memory as its {error} value.
template <class Call>
val orOutOfMemory(Call&& call) {
    try {
        return call();
    } catch (const std::bad_alloc&) {
        return errorValue(outOfMemoryError());
    }
}

// A method bound through orOutOfMemory: Guarded<&Game::value>::call.
template <auto method>
struct Guarded;
template <class C, class... Args, val (C::*method)(Args...) const>
struct Guarded<method> {
    static val call(const C& self, Args... args) {
        return orOutOfMemory([&] { return (self.*method)(args...); });
    }
};
template <class C, class... Args, val (C::*method)(Args...)>
struct Guarded<method> {
    static val call(C& self, Args... args) {
        return orOutOfMemory([&] { return (self.*method)(args...); });
    }
};

val nodesValue(const std::vector<int>& nodes) {
    val list = val::array();
    for (const int node : nodes) list.call<void>("push", node);
    return list;
}

val variantValue(const Rules& rules) {
    val v = val::object();
    v.set("directed", rules.graph().directed() || rules.graph(Player::Cat).directed());
    v.set("holes", nodesValue(rules.holes()));
    v.set("catOnHole", std::string(catOnHoleName(rules.variant().catOnHole)));
    v.set("pass", rules.variant().pass);
    return v;
}

val positionValue(const Position& p) {
    val v = val::object();
    v.set("mouse", p.mouse);
    v.set("cat", p.cat);
    v.set("turn", std::string(toString(p.turn)));
    return v;
}

val valueValue(const Value& value, val v = val::object()) {
    v.set("outcome", static_cast<int>(value.outcome));
    v.set("plies", value.remoteness ? val(static_cast<double>(*value.remoteness)) : val::null());
    return v;
}

Position positionOf(int mouse, int cat, const std::string& turn) {
    return {mouse, cat, turn == "cat" ? Player::Cat : Player::Mouse};
}

val positionValue(const TwoCatPosition& p) {
    val v = val::object();
    v.set("mouse", p.mouse);
    v.set("cat", p.cat);
    v.set("cat2", p.cat2);
    v.set("turn", std::string(toString(p.turn)));
    return v;
}

TwoCatPosition positionOf(int mouse, int cat, int cat2, const std::string& turn) {
    return {mouse, cat, cat2, turn == "cat" ? Player::Cat : Player::Mouse};
}

// "hole", "caught", "stuck", "cat-in-hole" or null, for either game.
val endingValue(Ending ending) {
    switch (ending) {
        case Ending::MouseInHole: return val("hole");
        case Ending::Caught: return val("caught");
        case Ending::Stuck: return val("stuck");
        case Ending::CatInHole: return val("cat-in-hole");
        case Ending::None: break;
    }
    return val::null();
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

// The checks before a solve, one cat or two: the core's limits with the
// caller's cap (createSolver({ maxMemory }), SolveOptions.memoryLimit) first,
// so a game over it says so rather than that wasm cannot hold it; then the
// memory the solve needs (solvePeakBytes), reserved up front, so a game too
// large for the wasm heap becomes a message instead of an abort in the middle
// of a solve. Growing the heap here is not waste: the solve needs it a moment
// later. It is taken in pieces of at most 64 MB, the largest the solve asks
// for at once (the table comes in 16 MB blocks, a bit matrix of 20,000 nodes
// is 50 MB, a two-cat table of 400 nodes is split the same way), then given back.
std::optional<Error> reserveMemory(const Rules& rules, const SolveOptions& options) {
    if (auto error = checkSolveLimits(rules, options)) return error;
    if (canReserve(solvePeakBytes(rules, options))) return std::nullopt;
    return solveMemoryError(rules, "more than WebAssembly can have here (4096 MB in all); the native catmouse command line solves it");
}

// Decodes a table's entries for JavaScript a chunk at a time (Table::decode)
// into scratch buffers, handed out as {outcome: Uint8Array, remoteness:
// Int32Array} views onto wasm memory: the wrapper copies them out at once
// (memory growth detaches views) and calls release() when done.
class TableDecoder {
public:
    val decode(const Table& table, double first, double count) {
        const auto from = static_cast<std::size_t>(first);
        const auto size = static_cast<std::size_t>(count);
        outcomes_.resize(size);
        remoteness_.resize(size);
        table.decode(from, size, outcomes_.data(), remoteness_.data());
        val views = val::object();
        views.set("outcome", val(emscripten::typed_memory_view(size, outcomes_.data())));
        views.set("remoteness", val(emscripten::typed_memory_view(size, remoteness_.data())));
        return views;
    }
    void release() {
        outcomes_ = {};
        remoteness_ = {};
    }

private:
    std::vector<std::uint8_t> outcomes_;
    std::vector<std::int32_t> remoteness_;
};

}  // namespace

// A table read from the binary format (no graph: values only), or why there is none.
class StoredGameTable {
public:
    explicit StoredGameTable(Expected<StoredTable> stored) : stored_(std::move(stored)) {}
    val error() const { return stored_ ? val::null() : errorDetails(stored_.error()); }
    int nodeCount() const { return stored_->table.nodeCount(); }
    int hole() const { return stored_->hole; }
    double stateCount() const { return static_cast<double>(stored_->table.size()); }
    val decode(double first, double count) { return decoder_.decode(stored_->table, first, count); }
    void releaseScratch() { decoder_.release(); }

private:
    Expected<StoredTable> stored_;
    TableDecoder decoder_;
};

// A solved game (the graph, the hole and the full table), or why there is none.
class Game {
public:
    explicit Game(Expected<Solution> solution, val format = val::null(), val warnings = val::array(),
                  std::optional<GridGame> grid = std::nullopt, int turnLimit = kLeetCodeTurnLimit)
        : solution_(std::move(solution)), format_(std::move(format)), warnings_(std::move(warnings)), grid_(std::move(grid)),
          turnLimit_(turnLimit) {}
    // A two-cat game (two_cats.hpp): only the queries below marked "two cats" apply.
    explicit Game(Expected<TwoCatSolution> solution, val format, val warnings)
        : solution_(solution ? Expected<Solution>(Error{"", ""}) : Expected<Solution>(solution.error())),
          format_(std::move(format)), warnings_(std::move(warnings)), turnLimit_(kLeetCodeTurnLimit) {
        if (solution) twoCats_.emplace(*std::move(solution));
    }

    // null when solved; {message, line?, column?} otherwise. Nothing else may
    // be called on a game that has an error.
    val error() const { return solution_ || twoCats_ ? val::null() : errorDetails(solution_.error()); }
    bool twoCats() const { return twoCats_.has_value(); }

    const Rules& rules() const { return twoCats_ ? twoCats_->rules() : solution_->rules(); }
    int nodeCount() const { return rules().nodeCount(); }
    int hole() const { return rules().hole(); }
    // The variant the rules hold: {directed, holes (ascending), catOnHole, pass}.
    val variant() const { return variantValue(rules()); }
    // The start the game was solved from (the caller's options, the text's rules, the defaults):
    // {mouse, cat, turn}, and cat2 for two cats.
    val start() const { return twoCats_ ? positionValue(*rules().twoCatStart()) : positionValue(*rules().start()); }

    // Two cats: the same queries with cat B's node.
    val value2(int mouse, int cat, int cat2, const std::string& turn) const {
        const auto v = twoCats_->value(positionOf(mouse, cat, cat2, turn));
        return v ? valueValue(*v) : errorValue(v.error());
    }
    // Each move as {to, outcome, plies}, and on the cats' turn to2, cat B's node (to is cat A's).
    val moves2(int mouse, int cat, int cat2, const std::string& turn) const {
        const TwoCatPosition p = positionOf(mouse, cat, cat2, turn);
        const auto moves = twoCats_->moves(p);
        if (!moves) return errorValue(moves.error());
        val list = val::array();
        for (const TwoCatMove& move : *moves) {
            val entry = val::object();
            entry.set("to", p.turn == Player::Mouse ? move.to.mouse : move.to.cat);
            if (p.turn == Player::Cat) entry.set("to2", move.to.cat2);
            Value mover = move.value;  // counted from the mover's side, as moves() says
            if (mover.remoteness) mover.remoteness = *mover.remoteness + 1;
            list.call<void>("push", valueValue(mover, entry));
        }
        return list;
    }
    val line2(int mouse, int cat, int cat2, const std::string& turn) const {
        const auto line = twoCats_->line(positionOf(mouse, cat, cat2, turn));
        if (!line) return errorValue(line.error());
        val list = val::array();
        for (const TwoCatPosition& p : *line) list.call<void>("push", positionValue(p));
        return list;
    }
    val ending2(int mouse, int cat, int cat2, const std::string& turn) const {
        const TwoCatPosition p = positionOf(mouse, cat, cat2, turn);
        if (auto error = rules().checkPosition(p)) return errorValue(*error);
        return endingValue(rules().ending(p));
    }
    // The format the text was read as ("edges", ...), null for arrays; what the reader warned about.
    val format() const { return format_; }
    val warnings() const { return warnings_; }

    val value(int mouse, int cat, const std::string& turn) const {
        const auto v = solution_->value(positionOf(mouse, cat, turn));
        return v ? valueValue(*v) : errorValue(v.error());
    }

    val moves(int mouse, int cat, const std::string& turn) const {
        const auto moves = solution_->moves(positionOf(mouse, cat, turn));
        if (!moves) return errorValue(moves.error());
        val list = val::array();
        // A move's plies count from the mover's side (what a person reads in a
        // move list): the plies to the end if the side to move plays it, the
        // move itself included: the remoteness of the position after it, + 1.
        // The best move then says what value() of this position says.
        for (const Move& move : *moves) {
            val entry = val::object();
            entry.set("to", move.to);
            Value mover = move.value;
            if (mover.remoteness) mover.remoteness = *mover.remoteness + 1;
            list.call<void>("push", valueValue(mover, entry));
        }
        return list;
    }

    val line(int mouse, int cat, const std::string& turn) const {
        const auto line = solution_->line(positionOf(mouse, cat, turn));
        if (!line) return errorValue(line.error());
        val list = val::array();
        for (const Position& p : *line) list.call<void>("push", positionValue(p));
        return list;
    }

    // Why the position ends the game: "hole", "caught", "stuck", "cat-in-hole"
    // (a cat that wins on a hole, a game file's variant), or null.
    val ending(int mouse, int cat, const std::string& turn) const {
        const Position p = positionOf(mouse, cat, turn);
        if (auto error = solution_->rules().checkPosition(p)) return errorValue(*error);
        return endingValue(solution_->rules().ending(p));
    }

    val adjacency() const {
        val lists = val::array();
        for (int a = 0; a < nodeCount(); ++a) {
            val list = val::array();
            for (const auto b : rules().graph().neighbours(a)) list.call<void>("push", static_cast<int>(b));
            lists.call<void>("push", list);
        }
        return lists;
    }

    // Entries [first, first + count), decoded by the core (see TableDecoder).
    val decode(double first, double count) { return decoder_.decode(solution_->table(), first, count); }
    void releaseScratch() { decoder_.release(); }
    double stateCount() const { return static_cast<double>(solution_->stateCount()); }
    // The table in the binary format (table_file.hpp), as a Uint8Array copy,
    // or {error} for a variant the format cannot hold.
    val tableFile() const {
        if (auto error = tableFileRefuses(solution_->rules())) return errorValue(*error);
        const std::string bytes = writeTableFile(*solution_);
        return val(emscripten::typed_memory_view(bytes.size(), reinterpret_cast<const std::uint8_t*>(bytes.data())))
            .call<val>("slice");
    }

    // A LeetCode 1728 grid's board (grid.hpp), null for a graph: {rows,
    // columns, board (the rows as text), cells (node -> {row, col}), food
    // (its node, the hole), mouse, cat (their start nodes), catJump,
    // mouseJump}. The walls are the board's '#': api.js gives them as
    // {row, col} when read (a 2,000 x 2,000 board of walls has 4 million,
    // and making them here took 13 s).
    val grid() const {
        if (!grid_) return val::null();
        const GridGame& game = *grid_;
        val info = val::object();
        info.set("rows", game.rowCount());
        info.set("columns", game.columnCount());
        val board = val::array();
        for (const auto& row : game.grid().rows) board.call<void>("push", row);
        info.set("board", board);
        val cells = val::array();
        for (int row = 0; row < game.rowCount(); ++row) {
            for (int column = 0; column < game.columnCount(); ++column) {
                if (game.nodeAt(row, column) < 0) continue;
                val place = val::object();
                place.set("row", row);
                place.set("col", column);
                cells.call<void>("push", place);
            }
        }
        info.set("cells", cells);  // in node order: nodes number the open cells row by row
        info.set("food", game.food());
        info.set("mouse", game.mouse());
        info.set("cat", game.cat());
        info.set("catJump", game.catJump());
        info.set("mouseJump", game.mouseJump());
        return info;
    }

    // What the turn limit says at the start (turn_limit.hpp): {turns, outcome, winner, mouseWins}.
    val turnLimit() const {
        const Outcome limited = withinTurns(solution_->valueAt(*solution_->rules().start()), turnLimit_);
        val info = val::object();
        info.set("turns", turnLimit_);
        info.set("outcome", static_cast<int>(limited));
        info.set("winner", std::string(winnerName(limited)));
        info.set("mouseWins", limited == Outcome::MouseWins);
        return info;
    }

    // Where the exact game and the turn limit differ, as the command line's
    // --json says (grid_report.hpp), with positions as nodes: {count, draws,
    // slowMouseWins, longestMouseWin, examples: [{mouse, cat, turn, exact:
    // {outcome, winner, plies}, turnLimit: {outcome, winner}}]}.
    val differences() const {
        const Solution& solution = *solution_;
        const auto found = turnLimitDifferences(solution, turnLimit_, *solution.rules().start(), kGridReportExamples);
        val info = val::object();
        info.set("count", static_cast<double>(found.count()));
        info.set("draws", static_cast<double>(found.draws));
        info.set("slowMouseWins", static_cast<double>(found.slowMouseWins));
        info.set("longestMouseWin", static_cast<double>(longestMouseWin(solution)));
        val examples = val::array();
        for (const Position& p : found.examples) {
            const Value value = solution.valueAt(p);
            val example = positionValue(p);
            val exact = valueValue(value);
            exact.set("winner", std::string(winnerName(value.outcome)));
            example.set("exact", exact);
            const Outcome limited = withinTurns(value, turnLimit_);
            val under = val::object();
            under.set("outcome", static_cast<int>(limited));
            under.set("winner", std::string(winnerName(limited)));
            example.set("turnLimit", under);
            examples.call<void>("push", example);
        }
        info.set("examples", examples);
        return info;
    }

private:
    Expected<Solution> solution_;  // an empty error for a two-cat game
    std::optional<TwoCatSolution> twoCats_;
    val format_;
    val warnings_;
    std::optional<GridGame> grid_;
    int turnLimit_;
    TableDecoder decoder_;
};

namespace {

// The options the caller gave, as the wrapper hands them over: a plain
// object holding only the options the schema (wasm/src/options.js) marks for
// the core, each already checked, those left out absent. A new option is read here.
TextRules givenRules(const val& options) {
    TextRules given;
    const auto node = [&options](const char* name) -> std::optional<int> {
        const val value = options[name];
        if (value.isUndefined()) return std::nullopt;
        return value.as<int>();
    };
    given.mouse = node("mouse");
    given.cat = node("cat");
    given.hole = node("hole");
    const val first = options["first"];
    if (!first.isUndefined()) given.first = first.as<std::string>() == "cat" ? Player::Cat : Player::Mouse;
    const val holes = options["holes"];
    if (!holes.isUndefined()) given.holes = emscripten::vecFromJSArray<int>(holes);
    const val catOnHole = options["catOnHole"];
    if (!catOnHole.isUndefined()) given.catOnHole = catOnHoleNamed(catOnHole.as<std::string>());
    const val pass = options["pass"];
    if (!pass.isUndefined()) given.pass = pass.as<bool>();
    given.cat2 = node("cat2");
    return given;
}

// Whether the caller reads the graph as directed (the option directed; a
// text with arcs is directed whatever it says).
bool directedOf(const val& options) {
    const val directed = options["directed"];
    return !directed.isUndefined() && directed.as<bool>();
}

std::string formatOf(const val& options) {
    const val format = options["format"];
    return format.isUndefined() ? std::string("auto") : format.as<std::string>();
}

// Text as the wrapper hands it over: UTF-8 bytes in a Uint8Array
// (wasm/src/text-bytes.js says why not a string).
bool isBytes(const val& value) { return value.instanceof(val::global("Uint8Array")); }

std::string bytesOf(const val& bytes) {
    const auto data = emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
    return std::string(reinterpret_cast<const char*>(data.data()), data.size());
}

val warningsValue(const std::vector<Warning>& warnings) {
    val list = val::array();
    for (const auto& warning : warnings) {
        list.call<void>("push", placedDetails(warning.code, warning.message, warning.line, warning.column));
    }
    return list;
}

val rulesValue(const TextRules& rules) {
    val v = val::object();
    if (rules.mouse) v.set("mouse", *rules.mouse);
    if (rules.cat) v.set("cat", *rules.cat);
    if (rules.hole) v.set("hole", *rules.hole);
    if (rules.first) v.set("first", std::string(toString(*rules.first)));
    if (rules.holes) v.set("holes", nodesValue(*rules.holes));
    if (rules.catOnHole) v.set("catOnHole", std::string(catOnHoleName(*rules.catOnHole)));
    if (rules.pass) v.set("pass", *rules.pass);
    if (rules.cat2) v.set("cat2", *rules.cat2);
    return v;
}

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

struct Checked {
    Rules rules;
    val format;
    val warnings;
    std::optional<GridGame> grid = std::nullopt;  // a LeetCode 1728 grid's board
    int turnLimit = kLeetCodeTurnLimit;
};

// The grid options (catJump, mouseJump, turnLimit), as given.
struct GridOptions {
    GridJumps jumps;
    std::optional<int> turnLimit;
};

GridOptions gridOptionsOf(const val& options) {
    const auto number = [&options](const char* name) -> std::optional<int> {
        const val value = options[name];
        if (value.isUndefined()) return std::nullopt;
        return value.as<int>();
    };
    return {{number("catJump"), number("mouseJump")}, number("turnLimit")};
}

// The names in list (a JavaScript array of option names) that options gives.
std::vector<std::string> givenOf(const val& options, const val& list) {
    std::vector<std::string> given;
    const auto length = list["length"].as<std::size_t>();
    for (std::size_t i = 0; i < length; ++i) {
        const auto name = list[i].as<std::string>();
        if (!options[name].isUndefined()) given.push_back(name);
    }
    return given;
}

// A grid is its own game (GridGame::rules): its board places the mouse, the
// cat and the food and its rules are LeetCode 1728's, so each option the
// schema marks appliesToGrid: false (scope.notForGrid, wasm/src/options.js)
// is refused when given, whatever its value; the side to move first may be
// chosen, as on the command line.
// A grid's game file gives its turn limit and first mover (text); the options win over them.
Expected<Checked> checkedGrid(Grid grid, const TextRules& given, const GridOptions& gridOptions, const std::vector<std::string>& placed, val format,
                              val warnings, const TextRules& text, std::optional<int> textTurnLimit) {
    if (given.cat2) {
        return Error{"grid.two-cats", "a LeetCode 1728 grid has one cat, placed by its board: the option cat2 is for a graph", 0, 0, {"cat2"}};
    }
    if (!placed.empty()) {
        return Error{"grid.placed-by-board",
                     "a grid places the mouse, the cat and the food (the hole) on its board, and its rules are LeetCode 1728's (the cat wins on the food, "
                     "either player may stay, every move goes both ways): the option " +
                         placed.front() + " does not apply to a grid (edit the grid instead)",
                     0, 0, placed};
    }
    auto game = GridGame::make(std::move(grid), gridOptions.jumps);
    if (!game) return game.error();
    auto rules = game->rules(given.first.value_or(text.first.value_or(Player::Mouse)));
    if (!rules) return rules.error();
    return Checked{*std::move(rules), std::move(format), std::move(warnings), *std::move(game),
                   gridOptions.turnLimit.value_or(textTurnLimit.value_or(kLeetCodeTurnLimit))};
}

// Everything solve() would refuse before it starts: the text, the graph, the rules.
// scope: { notForGrid, notForGraph }, the names of the options that do not
// apply to a grid and to a graph (the schema's appliesToGrid/appliesToGraph).
// options.onlyApplicable (a form that gives every option, as the element's
// attributes): those options are left out instead, the core deciding from
// the text which kind of game it is (no JavaScript guess at the format).
Expected<Checked> checkedGame(const val& input, const val& options, const val& scope, std::uint64_t memoryLimit) {
    const TextRules given = givenRules(options);
    if (auto conflict = conflictingOptions(given)) return *conflict;
    const bool onlyApplicable = options["onlyApplicable"].isTrue();
    auto imported = importInput(input, formatOf(options), directedOf(options), memoryLimit);
    // A grid refuses directed (rules.conflicting-options); left out, it reads.
    if (!imported && onlyApplicable && directedOf(options)) {
        if (auto undirected = importInput(input, formatOf(options), false, memoryLimit); undirected && undirected->grid) imported = std::move(undirected);
    }
    if (!imported) return imported.error();
    const GridOptions gridOptions = gridOptionsOf(options);
    const val formatRead = isBytes(input) ? val(std::string(formatName(imported->format))) : val::null();
    // Nodes without edges, when allowed, are still named (as a warning with the error's code).
    std::vector<Warning> found = imported->warnings;
    if (!imported->grid && options["allowIsolated"].isTrue()) {
        if (auto lone = Rules::isolatedWarning(imported->graph)) found.push_back(*std::move(lone));
    }
    const val warnings = warningsValue(found);
    if (imported->grid) {
        const auto placed = onlyApplicable ? std::vector<std::string>{} : givenOf(options, scope["notForGrid"]);
        return checkedGrid(*std::move(imported->grid), given, gridOptions, placed, formatRead, warnings, imported->rules, imported->turnLimit);
    }
    if (const auto gridOnly = onlyApplicable ? std::vector<std::string>{} : givenOf(options, scope["notForGraph"]); !gridOnly.empty()) {
        return Error{"grid.option-for-graph", "the option " + gridOnly.front() + " is for a LeetCode 1728 grid, and this input is a graph", 0, 0,
                     gridOnly};
    }
    if (!options["allowIsolated"].isTrue()) {
        if (auto error = Rules::checkIsolated(imported->graph)) return *error;
    }
    const Setup setup = setupFrom(given, imported->rules);
    auto rules = Rules::make(std::move(imported->graph), setup);
    if (!rules) return rules.error();
    return Checked{*std::move(rules), formatRead, warnings};
}

// The wrapper's memoryLimit (createSolver({ maxMemory })) as solve options.
SolveOptions withMemoryLimit(double memoryLimit) {
    SolveOptions options;
    // The wrapper passes a whole number from 1 to 2^53 - 1 or 0 (no limit); anything else
    // must not reach the cast, whose result would be undefined.
    options.memoryLimit = memoryLimit >= 1 && memoryLimit < 9007199254740992.0 ? static_cast<std::uint64_t>(memoryLimit) : 0;
    // The time limit is the game's (maxSeconds; the command line's --max-seconds, checked by the command line).
    options.maxSeconds = 0;
    return options;
}

// The option maxSeconds (a whole number the wrapper checked), or its default.
std::uint64_t maxSecondsOf(const val& options) {
    const val seconds = options["maxSeconds"];
    return seconds.isUndefined() ? kDefaultMaxSeconds : static_cast<std::uint64_t>(seconds.as<double>());
}

// null, or the details of the error solve() would give, without solving:
// the time limit too, counted from the degrees (the memory depends on the solver).
val checkGame(val input, val options, val scope, double memoryLimit) {
    try {
        const auto checked = checkedGame(input, options, scope, withMemoryLimit(memoryLimit).memoryLimit);
        if (!checked) return errorDetails(checked.error());
        if (!checked->rules.twoCatStart()) return val::null();
        const auto slow = checkTwoCatTime(checked->rules, maxSecondsOf(options));
        return slow ? errorDetails(*slow) : val::null();
    } catch (const std::bad_alloc&) {
        return errorDetails(outOfMemoryError());
    }
}

// {format, directed, graph, rules, warnings} of a text (UTF-8 bytes), or {error}: reading only, no rules check.
val parsedText(const val& text, const std::string& format, bool directed, double memoryLimit) {
    const auto imported = importGame(bytesOf(text), formatNamed(format).value_or(Format::Auto), directed, withMemoryLimit(memoryLimit).memoryLimit);
    if (!imported) return errorValue(imported.error());
    val result = val::object();
    result.set("format", std::string(formatName(imported->format)));
    result.set("directed", imported->graph.directed());
    val lists = val::array();
    for (int a = 0; a < imported->graph.nodeCount(); ++a) {
        val list = val::array();
        for (const auto b : imported->graph.neighbours(a)) list.call<void>("push", static_cast<int>(b));
        lists.call<void>("push", list);
    }
    result.set("graph", lists);
    val rules = rulesValue(imported->rules);
    // A grid's game file: its turn limit is a rule the page's field shows too.
    if (imported->turnLimit) rules.set("turnLimit", *imported->turnLimit);
    result.set("rules", rules);
    result.set("grid", imported->grid.has_value());
    result.set("warnings", warningsValue(imported->warnings));
    return result;
}
val parseText(const val& text, const std::string& format, bool directed, double memoryLimit) {
    return orOutOfMemory([&] { return parsedText(text, format, directed, memoryLimit); });
}

// Ownership passes to JavaScript, which must call delete() (the wrapper's dispose()).
Game* solvedGame(val input, val gameOptions, val scope, double memoryLimit, val progress) {
    auto checked = checkedGame(input, gameOptions, scope, withMemoryLimit(memoryLimit).memoryLimit);
    if (!checked) return new Game(checked.error());
    Checked game = *std::move(checked);
    Rules& rules = game.rules;
    SolveOptions options = withMemoryLimit(memoryLimit);
    options.maxSeconds = maxSecondsOf(gameOptions);
    if (progress.typeOf().as<std::string>() == "function") {
        options.progress = [&progress](std::uint64_t decided, std::uint64_t total) {
            const val keepGoing = progress(static_cast<double>(decided), static_cast<double>(total));
            return keepGoing.isUndefined() || keepGoing.as<bool>();
        };
    }
    if (auto error = reserveMemory(rules, options)) return new Game(*error);
    if (rules.twoCatStart()) return new Game(solveTwoCats(std::move(rules), options), game.format, game.warnings);
    return new Game(solve(std::move(rules), options), game.format, game.warnings, std::move(game.grid), game.turnLimit);
}
Game* solveGame(val input, val gameOptions, val scope, double memoryLimit, val progress) {
    try {
        return solvedGame(std::move(input), std::move(gameOptions), std::move(scope), memoryLimit, std::move(progress));
    } catch (const std::bad_alloc&) {
        return new Game(outOfMemoryError());
    }
}

// Ownership passes to JavaScript, which must call delete().
StoredGameTable* readTable(val bytes) {
    try {
        const auto data = emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
        return new StoredGameTable(readTableFile(std::string_view(reinterpret_cast<const char*>(data.data()), data.size())));
    } catch (const std::bad_alloc&) {
        return new StoredGameTable(outOfMemoryError());
    }
}

// The command line: read(path, limit) returns the file's bytes (a Uint8Array,
// so the core sees bytes that are not UTF-8 as they are), {tooLarge: true}
// past limit bytes, or {error: message};
// write(bytes) takes each piece of stdout as it is made (a Uint8Array view
// onto wasm memory: write it or copy it before returning) and returns "" or
// why it could not write. memoryLimit is solveGame's. Returns {status, stderr}.
val ranCli(val args, val read, val write, double memoryLimit) {
    const SolveOptions options = withMemoryLimit(memoryLimit);
    // read(path, limit) stops past limit bytes and says so ({tooLarge: true}).
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
// The command line's exit contract holds when memory runs out too: 2 and the message.
val runCli(val args, val read, val write, double memoryLimit) {
    try {
        return ranCli(std::move(args), std::move(read), std::move(write), memoryLimit);
    } catch (const std::bad_alloc&) {
        val result = val::object();
        result.set("status", 2);
        result.set("stderr", "catmouse: " + outOfMemoryError().message + "\n");
        return result;
    }
}

// null, or the error the core gives for a graph of n nodes by their number
// alone: the wrapper asks before it walks or converts n JavaScript arrays.
val nodeCountError(double n) {
    const auto error = Graph::checkNodeCount(static_cast<std::size_t>(n));
    return error ? errorDetails(*error) : val::null();
}

// Bytes malloc has handed out and not had back: flat across solve/dispose
// cycles unless something leaks.
double heapBytesInUse() { return static_cast<double>(static_cast<unsigned>(mallinfo().uordblks)); }

// Memory held until delete(), for the tests of running out of memory
// (tests/js/memory.test.mjs): they fill the heap this way instead of solving
// gigabytes of games. Not part of the package's API.
class HeldBytes {
public:
    // Not written to: the pages stay untouched, so the test costs no real memory.
    explicit HeldBytes(std::size_t bytes) : bytes_(new char[bytes]), size_(bytes) {}
    double size() const { return static_cast<double>(size_); }

private:
    std::unique_ptr<char[]> bytes_;
    std::size_t size_;
};

// null when the heap cannot give that much.
HeldBytes* holdBytesForTests(double bytes) {
    try {
        return new HeldBytes(static_cast<std::size_t>(bytes));
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}

}  // namespace
}  // namespace catmouse::wasm

EMSCRIPTEN_BINDINGS(catmouse) {
    using namespace catmouse::wasm;
    emscripten::class_<Game>("Game")
        .function("error", &Game::error)
        .function("nodeCount", &Game::nodeCount)
        .function("hole", &Game::hole)
        .function("variant", &Guarded<&Game::variant>::call)
        .function("start", &Guarded<&Game::start>::call)
        .function("format", &Game::format)
        .function("warnings", &Guarded<&Game::warnings>::call)
        .function("value", &Guarded<&Game::value>::call)
        .function("moves", &Guarded<&Game::moves>::call)
        .function("line", &Guarded<&Game::line>::call)
        .function("ending", &Guarded<&Game::ending>::call)
        .function("adjacency", &Guarded<&Game::adjacency>::call)
        .function("decode", &Guarded<&Game::decode>::call)
        .function("releaseScratch", &Game::releaseScratch)
        .function("stateCount", &Game::stateCount)
        .function("tableFile", &Guarded<&Game::tableFile>::call)
        .function("grid", &Guarded<&Game::grid>::call)
        .function("turnLimit", &Guarded<&Game::turnLimit>::call)
        .function("differences", &Guarded<&Game::differences>::call)
        .function("twoCats", &Game::twoCats)
        .function("value2", &Guarded<&Game::value2>::call)
        .function("moves2", &Guarded<&Game::moves2>::call)
        .function("line2", &Guarded<&Game::line2>::call)
        .function("ending2", &Guarded<&Game::ending2>::call);
    emscripten::class_<StoredGameTable>("StoredGameTable")
        .function("error", &StoredGameTable::error)
        .function("nodeCount", &StoredGameTable::nodeCount)
        .function("hole", &StoredGameTable::hole)
        .function("stateCount", &StoredGameTable::stateCount)
        .function("decode", &Guarded<&StoredGameTable::decode>::call)
        .function("releaseScratch", &StoredGameTable::releaseScratch);
    emscripten::function("readTable", &readTable, emscripten::allow_raw_pointers());
    emscripten::function("solveGame", &solveGame, emscripten::allow_raw_pointers());
    emscripten::function("checkGame", &checkGame);
    emscripten::function("parseText", &parseText);
    emscripten::function("nodeCountError", &nodeCountError);
    emscripten::function("runCli", &runCli);
    emscripten::function("heapBytesInUse", &heapBytesInUse);
    emscripten::class_<HeldBytes>("HeldBytes").function("size", &HeldBytes::size);
    emscripten::function("holdBytesForTests", &holdBytesForTests, emscripten::allow_raw_pointers());
    emscripten::constant("maxNodes", catmouse::kMaxNodes);
}
