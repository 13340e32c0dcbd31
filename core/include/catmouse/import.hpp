#pragma once
// Reading a game from text in any format catmouse reads, told apart by how
// the text starts (or named by the caller where that is ambiguous):
//
//   adjacency  LeetCode's JSON adjacency list, "[[1,3],[0],...]" or "graph = [...]";
//              ", directed = true" after the lists makes them arcs (as an export of a directed graph writes)
//   edges      one edge per line, "0 1", "0-1" or "0,1"; each edge once or once each way;
//              "0 -> 1" an arc (a text with any arc is a directed graph, see parseEdgeList)
//   graph6     nauty's graph6 ("IheA@GUAo"), optional ">>graph6<<" header
//   sparse6    nauty's sparse6 (":Fa@x^"), optional ">>sparse6<<" header
//   json       catmouse's game file: {"graph": [[...]], "mouse": 1, "cat": 2, "hole": 0, "first": "mouse"},
//              and the variant: "directed", "holes", "catOnHole", "pass", and "cat2" (parse_json.cpp);
//              or a grid's: {"grid": ["####F", ...], "catJump": 1, "mouseJump": 2, "turnLimit": 1000, "first": "mouse"}
//   grid       a LeetCode 1728 board: grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2 (grid.hpp)
//
// Every reader goes through the text once, left to right, without recursion,
// and stops at the first error, which names its line and column.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/game.hpp"
#include "catmouse/graph.hpp"
#include "catmouse/grid.hpp"
#include "catmouse/parse.hpp"
#include "catmouse/rule_options.hpp"

namespace catmouse {

enum class Format { Auto,
                    Adjacency,
                    EdgeList,
                    Graph6,
                    Sparse6,
                    Json,
                    Grid };

// "auto", "adjacency", "edges", "graph6", "sparse6", "json", "grid": the names the
// command line (--format), the package (options.format) and results use.
const char* formatName(Format format);
std::optional<Format> formatNamed(std::string_view name);
// Each format once: its name and its words ("an edge list"; empty for Auto).
struct FormatInfo {
    Format format;
    const char* name;
    const char* words;
};
struct FormatList {
    const FormatInfo* first;
    const FormatInfo* last;
    const FormatInfo* begin() const { return first; }
    const FormatInfo* end() const { return last; }
};
FormatList formats();
// "adjacency, edges, graph6, sparse6, json, grid or auto": the names, for messages and help.
std::string formatChoices();
// The format a file's name says (".g6" graph6, ".s6" sparse6, ".edges" an
// edge list), or Auto: a graph6 file of 28 nodes starts with '[' and would
// otherwise read as an adjacency list.
Format formatOfFileName(std::string_view name);

// The parts of the rules a text gave (only the JSON game format gives any),
// or a caller's options.
struct TextRules {
    std::optional<int> mouse;
    std::optional<int> cat;
    std::optional<int> hole;
    std::optional<Player> first;
    // The variant (game.hpp): a hole set (never given with hole), what a cat
    // on a hole means, the on/off rules (passing) by name. Whether the graph
    // is directed is read with the graph (importGame's `directed`, the game
    // file's "directed").
    std::optional<std::vector<int>> holes;
    std::optional<CatOnHole> catOnHole;
    GivenFlags flags;
    // Cat B's start: given, the game has two cats (rules.hpp, "Two cats").
    std::optional<int> cat2;
    // The graph's: read as directed (importGame's `directed`).
    std::optional<bool> directed;
    // A LeetCode 1728 grid's: its jumps and turn limit.
    GridJumps jumps;
    std::optional<int> turnLimit;
    // The variant's other rules kept by name (rule_options.hpp, toVariant).
    GivenValues values;
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
    // A grid's game file ("turnLimit"): the turn limit it was exported with.
    std::optional<int> turnLimit;
    // LeetCode's example copied with its answer ("Output: 0" after "Input:
    // graph = [...]"): the value it expects of the start (0, 1 or 2).
    std::optional<int> expectedOutput;
};

// Automatic detection, by the first character that is not blank (after a
// UTF-8 byte-order mark): '{' json; '[', "graph =" or LeetCode's "Input:
// graph =" (with an "Output: N" line, see Imported::expectedOutput) adjacency; a digit,
// '-' or '#' edges; ">>graph6<<" or a single word of the characters '?'
// to '~' graph6; ">>sparse6<<" or ':' sparse6; "grid =" or '[' then '"'
// grid. A graph6 string that starts with '[' (28 nodes) or '{' (60 nodes)
// needs Format::Graph6; a grid of one row a line needs Format::Grid.
// `directed` reads the graph as directed: an adjacency list's lists are the
// arcs leaving each node, an edge list's plain lines "0 1" are arcs 0 -> 1.
// graph6, sparse6 and grids hold undirected graphs only, and a game file that says
// "directed": false, so those refuse it (rules.conflicting-options).
// memoryLimit (bytes, 0 for none) bounds what reading may hold: every graph
// reader counts the edges first and refuses a graph whose rows would pass it
// (limits.memory) before allocating them.
Expected<Imported> importGame(std::string_view text, Format format = Format::Auto, bool directed = false, std::uint64_t memoryLimit = 0);

// importGame's readers of every format but the adjacency list (the text's
// format known, not Auto or Adjacency), in a file of their own
// (import_formats.cpp): a program that reads adjacency lists only links its
// own instead and leaves them out (the light wasm module's says
// solver.needs-full, wasm/bindings/formats_absent.cpp).
Expected<Imported> importOtherFormat(std::string_view text, Format format, bool directed, std::uint64_t memoryLimit);

// The start, the hole set and the variant: each part as the caller gave it,
// else as the text gave it, else Setup's default. The hole set is one part:
// a caller's hole or holes replaces the text's hole or holes.
Setup setupFrom(const TextRules& given, const TextRules& text);
// rules.conflicting-options when a caller's options contradict each other
// (a hole and a hole set), naming both.
std::optional<Error> conflictingOptions(const TextRules& given);

// The single readers (the optional header included).
// Each costs the graph's rows and 4 bytes a node (Graph::rowBytes), checked
// against memoryLimit (0: none) before they are allocated.
Expected<Graph> parseGraph6(std::string_view text, std::uint64_t memoryLimit = 0);
Expected<Graph> parseSparse6(std::string_view text, std::uint64_t memoryLimit = 0);
// `directed` is the caller's option; a file that says "directed": false
// contradicts it (rules.conflicting-options).
Expected<Imported> parseGameJson(std::string_view text, bool directed = false, std::uint64_t memoryLimit = 0);

}  // namespace catmouse
