#pragma once
// Promises every fuzz target checks the same way: what an error must carry,
// what a graph must be. Each returns the broken promise in words, or nothing.
#include <algorithm>
#include <string>
#include <string_view>

#include "catmouse/error.hpp"
#include "catmouse/graph.hpp"
#include "targets.hpp"

namespace fuzz {

// Renders text for a report: printable ASCII as is, the rest as \xNN.
inline std::string shown(std::string_view text, std::size_t limit = 200) {
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < limit; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7F && c != '\\') {
            out += static_cast<char>(c);
        } else {
            static const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    if (text.size() > limit) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
}

inline std::string describe(const catmouse::Error& e) {
    return "{" + e.code + ", line " + std::to_string(e.line) + ", column " + std::to_string(e.column) + ": " + e.message + "}";
}

inline bool startsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// An error has a code of the expected family, a message, and a place that is
// in the text when it has one: the message then starts with that place, the
// line exists and the column is at most one past the line's last character
// (columns count characters, that is UTF-8 lead bytes, not bytes).
inline Problem checkError(const catmouse::Error& e, std::string_view family, std::string_view text) {
    if (!startsWith(e.code, family) || e.code.size() <= family.size()) return "error code outside " + std::string(family) + ": " + describe(e);
    if (e.message.empty()) return "error without a message: " + describe(e);
    if (e.line == 0 && e.column == 0) {
        if (startsWith(e.message, "line ")) return "error message names a place the error does not carry: " + describe(e);
        return std::nullopt;
    }
    if (e.line < 1 || e.column < 1) return "error with half a place: " + describe(e);
    // "line 2, column 5: ..." or, with more about the place, "line 2, column 5 (byte offset 9): ...".
    const std::string place = "line " + std::to_string(e.line) + ", column " + std::to_string(e.column);
    const std::string_view after = std::string_view(e.message).substr(std::min(place.size(), e.message.size()));
    if (!startsWith(e.message, place) || !(startsWith(after, ": ") || startsWith(after, " ("))) {
        return "error message does not start with its place: " + describe(e);
    }
    int line = 1;
    std::size_t characters = 0;
    for (const char c : text) {
        if (line > e.line) break;
        if (c == '\n') {
            ++line;
        } else if (line == e.line && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++characters;
        }
    }
    if (e.line > line) return "error on line " + std::to_string(e.line) + " of a " + std::to_string(line) + "-line text: " + describe(e);
    if (static_cast<std::size_t>(e.column) > characters + 1) {
        return "error at column " + std::to_string(e.column) + " of a line of " + std::to_string(characters) + " characters: " + describe(e);
    }
    return std::nullopt;
}

// A graph keeps Graph's promises: 3 to kMaxNodes nodes, neighbours in
// ascending order, in range, never the node itself, and (undirected) every
// edge listed at both ends; a directed graph lists each arc at its tail.
inline Problem checkGraph(const catmouse::Graph& graph) {
    const int n = graph.nodeCount();
    if (n < 3 || n > catmouse::kMaxNodes) return "a graph of " + std::to_string(n) + " nodes was accepted";
    std::size_t ends = 0;
    for (int a = 0; a < n; ++a) {
        long previous = -1;
        for (const std::uint32_t b : graph.neighbours(a)) {
            const std::string edge = std::to_string(a) + "-" + std::to_string(b);
            if (static_cast<long>(b) <= previous) return "neighbours of " + std::to_string(a) + " not strictly ascending";
            if (b >= static_cast<std::uint32_t>(n)) return "edge " + edge + " leaves the graph";
            if (static_cast<int>(b) == a) return "self-loop " + edge + " accepted";
            if (!graph.adjacent(a, static_cast<int>(b))) return "listed neighbour " + edge + " is not adjacent";
            if (!graph.directed() && !graph.adjacent(static_cast<int>(b), a)) return "edge " + edge + " one way only";
            previous = b;
        }
        if (static_cast<std::size_t>(graph.degree(a)) != graph.neighbours(a).size()) return "degree of " + std::to_string(a) + " disagrees";
        ends += graph.neighbours(a).size();
    }
    if (ends != (graph.directed() ? 1 : 2) * graph.edgeCount()) return "edgeCount disagrees with the neighbour lists";
    return std::nullopt;
}

}  // namespace fuzz
