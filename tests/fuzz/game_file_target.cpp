// Arbitrary bytes as catmouse's JSON game file (parse_json.cpp), of every
// kind: a graph's (directed or not, with a variant, with two cats) and a
// grid's. Reading, with the option directed off and on, never crashes; an
// error has a code of the reader's families and a place in the text (but
// for the few about the whole text or call: checkReadError); an accepted file is written back (gameJson for a
// graph, the format as docs and import.hpp spell it for a grid) and reads as
// the same game; importGame detecting the format reads what naming it reads.
#include <string>
#include <string_view>

#include "catmouse/import.hpp"
#include "catmouse/report.hpp"
#include "checks.hpp"

namespace fuzz {
namespace {

using namespace catmouse;

// The codes a game file's reading gives (docs/errors.md): its own parse.*,
// the graph's graph.*, the board's grid.*, and two rules codes it checks
// itself at their place.
Problem checkReadError(const Error& e, std::string_view text) {
    std::string family = "parse.";
    for (const char* other : {"graph.", "grid."}) {
        if (startsWith(e.code, other)) family = other;
    }
    if (e.code == "rules.conflicting-options" || e.code == "rules.node-out-of-range") family = "rules.";
    if (auto problem = checkError(e, family, text)) return problem;
    // Without a place: an empty text, a graph too small or too large as a
    // whole, and the option directed against a format (about the call).
    const bool aboutTheCall = e.code == "rules.conflicting-options" && e.options == std::vector<std::string>{"directed", "format"};
    const bool placeless = e.code == "parse.empty" || e.code == "graph.too-small" || e.code == "graph.too-large" || aboutTheCall;
    if (e.line == 0 && !placeless) return "an error without a place: " + describe(e);
    return std::nullopt;
}

std::string setupText(const Setup& s) {
    std::string holes;
    for (const int h : s.variant.holes) holes += std::to_string(h) + " ";
    return "mouse " + std::to_string(s.mouse) + ", cat " + std::to_string(s.cat) + (s.cat2 ? ", cat2 " + std::to_string(*s.cat2) : "") +
           ", hole " + std::to_string(s.hole) + ", holes [" + holes + "], " + toString(s.first) + " first, catOnHole " +
           catOnHoleName(s.variant.catOnHole) + (s.variant.pass ? ", pass" : "");
}

bool sameSetup(const Setup& a, const Setup& b) {
    return a.mouse == b.mouse && a.cat == b.cat && a.cat2 == b.cat2 && a.hole == b.hole && a.first == b.first && a.variant == b.variant;
}

// A graph's game file: gameJson of the graph and setup read reads back the same.
Problem checkGraphFile(const Imported& read) {
    if (read.grid || read.turnLimit) return "a graph's game file gives a grid or a turn limit";
    const Setup setup = setupFrom({}, read.rules);
    const std::string written = gameJson(read.graph, setup);
    const auto again = importGame(written, Format::Json);
    if (!again) return "its gameJson " + shown(written) + " does not read back: " + describe(again.error());
    if (again->graph.directed() != read.graph.directed() || again->graph.toAdjacency() != read.graph.toAdjacency()) {
        return "its gameJson " + shown(written) + " reads back another graph";
    }
    const Setup back = setupFrom({}, again->rules);
    if (!sameSetup(back, setup)) return "its gameJson reads back " + setupText(back) + " for " + setupText(setup);
    return std::nullopt;
}

// A grid's board as parseGrid promises it: equal rows of "#.CMF" with one
// mouse, one cat and one food; the graph its open cells; jumps within 1..8.
Problem checkBoard(const Imported& read) {
    const Grid& grid = *read.grid;
    if (grid.rows.empty()) return "a grid without rows";
    int open = 0, cats = 0, mice = 0, food = 0;
    for (const std::string& row : grid.rows) {
        if (row.size() != grid.rows[0].size()) return "a grid of rows of different lengths";
        for (const char c : row) {
            if (std::string_view("#.CMF").find(c) == std::string_view::npos) return "a grid cell " + shown(std::string(1, c));
            open += c != '#';
            cats += c == 'C', mice += c == 'M', food += c == 'F';
        }
    }
    if (cats != 1 || mice != 1 || food != 1) return "a grid without exactly one cat, mouse and food";
    if (read.graph.nodeCount() != open) return "a grid of " + std::to_string(open) + " open cells gives a graph of " + std::to_string(read.graph.nodeCount());
    for (const auto& jump : {grid.jumps.cat, grid.jumps.mouse}) {
        if (jump && (*jump < kMinJump || *jump > kMaxJump)) return "a jump of " + std::to_string(*jump) + " accepted";
    }
    const TextRules& r = read.rules;
    if (r.mouse || r.cat || r.cat2 || r.hole || r.holes || r.catOnHole || !r.flags.empty()) return "a grid's game file gives a graph's rules";
    return std::nullopt;
}

// A grid's game file written from what was read (only the fields read).
std::string gridFileOf(const Imported& read) {
    std::string json = "{\"catmouse\": 1, \"grid\": [";
    for (std::size_t i = 0; i < read.grid->rows.size(); ++i) json += (i ? ", \"" : "\"") + read.grid->rows[i] + "\"";
    json += "]";
    if (read.grid->jumps.cat) json += ", \"catJump\": " + std::to_string(*read.grid->jumps.cat);
    if (read.grid->jumps.mouse) json += ", \"mouseJump\": " + std::to_string(*read.grid->jumps.mouse);
    if (read.turnLimit) json += ", \"turnLimit\": " + std::to_string(*read.turnLimit);
    if (read.rules.first) json += std::string(", \"first\": \"") + toString(*read.rules.first) + "\"";
    return json + "}";
}

Problem checkGridFile(const Imported& read) {
    if (auto problem = checkBoard(read)) return problem;
    const std::string written = gridFileOf(read);
    const auto again = importGame(written, Format::Json);
    if (!again) return "the grid file written back " + shown(written) + " does not read: " + describe(again.error());
    if (!again->grid || again->grid->rows != read.grid->rows || again->grid->jumps.cat != read.grid->jumps.cat ||
        again->grid->jumps.mouse != read.grid->jumps.mouse || again->turnLimit != read.turnLimit || again->rules.first != read.rules.first) {
        return "the grid file written back " + shown(written) + " reads as another game";
    }
    if (again->graph.toAdjacency() != read.graph.toAdjacency()) return "the grid file written back reads as another graph";
    return std::nullopt;
}

Problem checkRead(const Expected<Imported>& read, std::string_view text, bool directed) {
    if (!read) return checkReadError(read.error(), text);
    if (read->format != Format::Json) return std::string("read as ") + formatName(read->format);
    if (auto problem = checkGraph(read->graph)) return problem;
    if (read->grid) return checkGridFile(*read);
    if (directed && !read->graph.directed()) return "the option directed gives an undirected graph";
    return checkGraphFile(*read);
}

bool sameRead(const Expected<Imported>& a, const Expected<Imported>& b) {
    if (!a || !b) return !a && !b && a.error().code == b.error().code && a.error().line == b.error().line && a.error().column == b.error().column;
    return a->graph.directed() == b->graph.directed() && a->graph.toAdjacency() == b->graph.toAdjacency() &&
           sameSetup(setupFrom({}, a->rules), setupFrom({}, b->rules)) && a->grid.has_value() == b->grid.has_value() &&
           (!a->grid || a->grid->rows == b->grid->rows) && a->turnLimit == b->turnLimit;
}

}  // namespace

Problem gameFileTarget(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const bool directed : {false, true}) {
        const auto named = importGame(text, Format::Json, directed);
        const std::string what = directed ? "with directed: " : "";
        if (auto problem = checkRead(named, text, directed)) return what + *problem;
        const auto detected = importGame(text, Format::Auto, directed);
        if (detected && detected->format == Format::Json && !sameRead(detected, named)) return what + "detected, the game file reads otherwise";
    }
    return std::nullopt;
}

}  // namespace fuzz
