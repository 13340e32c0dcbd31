#pragma once
// Reading a game from text in any format catmouse reads, told apart by how
// the text starts (or named by the caller where that is ambiguous):
//
//   adjacency  LeetCode's JSON adjacency list, "[[1,3],[0],...]" or "graph = [...]"
//   edges      one edge per line, "0 1", "0-1" or "0,1"; each edge once or once each way
//   graph6     nauty's graph6 ("IheA@GUAo"), optional ">>graph6<<" header
//   sparse6    nauty's sparse6 (":Fa@x^"), optional ">>sparse6<<" header
//   json       catmouse's game file: {"graph": [[...]], "mouse": 1, "cat": 2, "hole": 0, "first": "mouse"}
//   grid       a LeetCode 1728 board: grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2 (grid.hpp)
//
// Every reader goes through the text once, left to right, without recursion,
// and stops at the first error, which names its line and column.
#include <optional>
#include <string_view>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/graph.hpp"
#include "catmouse/grid.hpp"
#include "catmouse/parse.hpp"

namespace catmouse {

enum class Format { Auto, Adjacency, EdgeList, Graph6, Sparse6, Json, Grid };

// "auto", "adjacency", "edges", "graph6", "sparse6", "json", "grid": the names the
// command line (--format), the package (options.format) and results use.
const char* formatName(Format format);
std::optional<Format> formatNamed(std::string_view name);

// The parts of the rules a text gave (only the JSON game format gives any).
struct TextRules {
    std::optional<int> mouse;
    std::optional<int> cat;
    std::optional<int> hole;
    std::optional<Player> first;
};

struct Imported {
    Graph graph;
    Format format;  // the format read (never Auto)
    TextRules rules;
    std::vector<Warning> warnings;
    // Format::Grid only: the board as read. `graph` is then the board's open
    // cells joined to their neighbours up, down, left and right (for
    // drawing); the game's moves come from GridGame::make(*grid, jumps).
    std::optional<Grid> grid;
};

// Automatic detection, by the first character that is not blank (after a
// UTF-8 byte-order mark): '{' json; '[' or "graph =" adjacency; a digit,
// '-' or '#' edges; ">>graph6<<" or a single word of the characters '?'
// to '~' graph6; ">>sparse6<<" or ':' sparse6; "grid =" or '[' then '"'
// grid. A graph6 string that starts with '[' (28 nodes) or '{' (60 nodes)
// needs Format::Graph6; a grid of one row a line needs Format::Grid.
Expected<Imported> importGame(std::string_view text, Format format = Format::Auto);

// The start and the hole: each part as the caller gave it, else as the text
// gave it, else Setup's default.
Setup setupFrom(const TextRules& given, const TextRules& text);

// The single readers (the optional header included).
Expected<Graph> parseGraph6(std::string_view text);
Expected<Graph> parseSparse6(std::string_view text);
Expected<Imported> parseGameJson(std::string_view text);

}  // namespace catmouse
