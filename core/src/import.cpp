// Which format a text is in, and the reader for it (see import.hpp).
#include "catmouse/import.hpp"

#include <algorithm>

#include "reading.hpp"
#include "text_encoding.hpp"

namespace catmouse {
namespace {

using namespace reading;

constexpr const char* kFormatHint =
    "give a JSON adjacency list like [[1,3],[0],[3],[0,2]], an edge list with one edge per line like 0 1, a graph6 or sparse6 "
    "string, or a catmouse game file ({\"graph\": ...})";

// Each format once, with its words (the package's wasm/src/format-names.js
// is checked against this by tests/js/formats.test.mjs).
constexpr FormatInfo kFormats[] = {
    {Format::Auto, "auto", ""},
    {Format::Adjacency, "adjacency", "a LeetCode adjacency list"},
    {Format::EdgeList, "edges", "an edge list"},
    {Format::Graph6, "graph6", "graph6"},
    {Format::Sparse6, "sparse6", "sparse6"},
    {Format::Json, "json", "a catmouse game file (JSON)"},
    {Format::Grid, "grid", "a LeetCode 1728 grid"},
};

bool isGraph6Character(char c) { return c >= 63 && c <= 126; }

// One word of graph6 characters and only blanks after it.
bool isGraph6Word(std::string_view rest) {
    std::size_t i = 0;
    while (i < rest.size() && isGraph6Character(rest[i])) ++i;
    while (i < rest.size() && isBlank(rest[i])) ++i;
    return i == rest.size();
}

Format detect(std::string_view rest) {
    const char c = rest[0];
    if (c == '{') return Format::Json;
    if (c == '[') {
        // ["####F", ...]: a grid's rows are strings; an adjacency list's entries are lists.
        std::size_t i = 1;
        while (i < rest.size() && isBlank(rest[i])) ++i;
        return i < rest.size() && rest[i] == '"' ? Format::Grid : Format::Adjacency;
    }
    if (startsWith(rest, ">>sparse6<<") || c == ':' || c == ';') return Format::Sparse6;
    if (startsWith(rest, ">>graph6<<") || c == '&') return Format::Graph6;
    // "graph = [...]" has a blank, '=' or '[' after the name; a graph6 string is one word.
    if (startsWith(rest, "graph") && !isGraph6Word(rest)) return Format::Adjacency;
    if (startsWith(rest, "Input:")) return Format::Adjacency;  // LeetCode's "Input: graph = [...]"; ':' is not graph6
    if (startsWith(rest, "grid") && !isGraph6Word(rest)) return Format::Grid;
    if (isGraph6Character(c)) return Format::Graph6;
    return Format::EdgeList;  // digits, '#' comments; anything else gets the edge list's message
}

}  // namespace

const char* formatName(Format format) {
    for (const auto& entry : kFormats) {
        if (entry.format == format) return entry.name;
    }
    return "auto";
}

FormatList formats() { return {std::begin(kFormats), std::end(kFormats)}; }

std::string formatChoices() {
    std::string choices;
    for (const auto& entry : kFormats) {
        if (entry.format != Format::Auto) choices += std::string(choices.empty() ? "" : ", ") + entry.name;
    }
    return choices + " or auto";
}

std::optional<Format> formatNamed(std::string_view name) {
    for (const auto& entry : kFormats) {
        if (name == entry.name) return entry.format;
    }
    return std::nullopt;
}

Format formatOfFileName(std::string_view name) {
    const auto dot = name.rfind('.');
    if (dot == std::string_view::npos || name.find('/', dot) != std::string_view::npos) return Format::Auto;
    std::string extension;
    for (const char c : name.substr(dot + 1)) extension += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (extension == "g6" || extension == "graph6") return Format::Graph6;
    if (extension == "s6" || extension == "sparse6") return Format::Sparse6;
    if (extension == "edges") return Format::EdgeList;
    return Format::Auto;
}

Expected<Imported> importGame(std::string_view text, Format format, bool directed, std::uint64_t memoryLimit) {
    if (auto error = readyText(text)) return *error;
    const std::string_view rest = fromFirstNonBlank(text);
    if (rest.empty()) return Error{"parse.empty", std::string("the input is empty: ") + kFormatHint};
    if (format == Format::Auto) format = detect(rest);
    if (format != Format::Adjacency) return importOtherFormat(text, format, directed, memoryLimit);
    std::optional<int> expected;
    auto graph = parseAdjacencyJson(text, directed ? Orientation::Directed : Orientation::Undirected, memoryLimit, &expected);
    if (!graph) return graph.error();
    return Imported{*std::move(graph), format, {}, {}, {}, {}, expected};
}

Setup setupFrom(const TextRules& given, const TextRules& text) {
    Setup setup;
    setup.mouse = given.mouse.value_or(text.mouse.value_or(setup.mouse));
    setup.cat = given.cat.value_or(text.cat.value_or(setup.cat));
    setup.first = given.first.value_or(text.first.value_or(setup.first));
    setup.cat2 = given.cat2 ? given.cat2 : text.cat2;
    // The hole set is one part: the caller's hole or holes, else the text's.
    const bool callerHoles = given.hole || given.holes;
    const TextRules& holes = callerHoles ? given : text;
    if (holes.holes && !holes.holes->empty()) {
        setup.variant.holes = *holes.holes;
        setup.hole = *std::min_element(holes.holes->begin(), holes.holes->end());
    } else {
        setup.hole = holes.hole.value_or(setup.hole);
    }
    setup.variant.catOnHole = given.catOnHole.value_or(text.catOnHole.value_or(setup.variant.catOnHole));
    applyFlags(setup.variant, given, text);
    return setup;
}

std::optional<Error> conflictingOptions(const TextRules& given) {
    if (given.hole && given.holes) {
        return Error{"rules.conflicting-options",
                     "the options hole and holes both say where the holes are: give one (holes for several)",
                     0,
                     0,
                     {"hole", "holes"}};
    }
    return std::nullopt;
}

}  // namespace catmouse
