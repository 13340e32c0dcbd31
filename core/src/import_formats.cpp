// The readers of every format but the JSON adjacency list, behind
// importGame (import.hpp says why they sit apart: importOtherFormat).
#include "catmouse/import.hpp"
#include "reading.hpp"

namespace catmouse {
namespace {

using namespace reading;

Expected<Imported> withGraph(Expected<Graph> graph, Format format, std::vector<Warning> warnings = {}) {
    if (!graph) return graph.error();
    return Imported{*std::move(graph), format, {}, std::move(warnings), {}, {}, {}};
}

// The board, and its cells joined to their neighbours as the graph (see Imported::grid).
Expected<Imported> importGrid(std::string_view text) {
    // One row a line has no brackets: only Format::Grid named reads it.
    const std::string_view rest = fromFirstNonBlank(text);
    const bool rowsPerLine = !rest.empty() && rest[0] != '[' && !startsWith(rest, "grid");
    auto grid = parseGrid(text, rowsPerLine);
    if (!grid) return grid.error();
    auto board = GridGame::make(*grid, {1, 1});
    auto graph = Graph::fromAdjacency(board->moves(Player::Mouse));
    if (!graph) return graph.error();
    Imported imported{*std::move(graph), Format::Grid, {}, {}, {}, {}, {}};
    imported.grid = *std::move(grid);
    return imported;
}

Error undirectedFormat(Format format) {
    return Error{"rules.conflicting-options",
                 std::string("the option directed cannot be used with the format ") + formatName(format) + ": " +
                     formatName(format) + " holds undirected graphs only (give an adjacency list or an edge list with arcs)",
                 0,
                 0,
                 {"directed", "format"}};
}

}  // namespace

Expected<Imported> importOtherFormat(std::string_view text, Format format, bool directed, std::uint64_t memoryLimit) {
    if (directed && (format == Format::Graph6 || format == Format::Sparse6 || format == Format::Grid)) return undirectedFormat(format);
    switch (format) {
        case Format::Graph6: return withGraph(parseGraph6(text, memoryLimit), format);
        case Format::Sparse6: return withGraph(parseSparse6(text, memoryLimit), format);
        case Format::Json: return parseGameJson(text, directed, memoryLimit);
        case Format::Grid: return importGrid(text);
        case Format::EdgeList:
        case Format::Adjacency:
        case Format::Auto: break;
    }
    std::vector<Warning> warnings;
    auto graph = parseEdgeList(text, &warnings, directed, memoryLimit);
    return withGraph(std::move(graph), Format::EdgeList, std::move(warnings));
}

}  // namespace catmouse
