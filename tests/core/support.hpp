#pragma once
// Small helpers shared by the test files.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "catmouse/parse.hpp"
#include "catmouse/solver.hpp"
#include "catmouse/verify.hpp"
#include "reference_compare.hpp"

namespace support {

inline catmouse::Graph graphOf(const catmouse::Adjacency& adjacency) {
    auto graph = catmouse::Graph::fromAdjacency(adjacency);
    if (!graph) FAIL(graph.error().message);
    return *graph;
}

inline catmouse::Graph graphOf(const std::string& text) {
    auto graph = catmouse::parseGraph(text);
    if (!graph) FAIL(graph.error().message);
    return *graph;
}

// The error parseGraph gives for text it must refuse.
inline catmouse::Error parseError(const std::string& text) {
    const auto graph = catmouse::parseGraph(text);
    REQUIRE_FALSE(graph.ok());
    return graph.error();
}

// Rules for a whole table with the given hole.
inline catmouse::Rules rulesOf(const catmouse::Graph& graph, int hole = 0) {
    auto rules = catmouse::Rules::make(graph, hole);
    if (!rules) FAIL(rules.error().message);
    return *rules;
}

// Solves the whole table with the given hole.
inline catmouse::Expected<catmouse::Solution> solve(const catmouse::Graph& graph, int hole = 0,
                                                    const catmouse::SolveOptions& options = {}) {
    return catmouse::solve(rulesOf(graph, hole), options);
}

// Solves and insists the table passes verify().
inline catmouse::Solution solved(const catmouse::Graph& graph, int hole = 0) {
    auto solution = solve(graph, hole);
    REQUIRE(solution.ok());
    const auto problem = catmouse::verify(*solution);
    if (problem) FAIL("verify: " << *problem);
    return *solution;
}

// Compares every position of a solution with the reference; returns the
// first difference in words, or "" when they agree everywhere.
inline std::string differenceFromReference(const catmouse::Solution& solution, const catmouse::Adjacency& adjacency) {
    return reference::differenceFrom(solution, adjacency);
}

// A random undirected graph: n nodes, each pair joined with probability p.
inline catmouse::Adjacency randomGraph(std::mt19937& rng, int n, double p) {
    catmouse::Adjacency adjacency(static_cast<std::size_t>(n));
    std::bernoulli_distribution edge(p);
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b) {
            if (edge(rng)) {
                adjacency[a].push_back(b);
                adjacency[b].push_back(a);
            }
        }
    }
    return adjacency;
}

// Every graph on n labelled nodes, by a bit mask over the n(n-1)/2 pairs.
inline catmouse::Adjacency graphFromMask(int n, unsigned mask) {
    catmouse::Adjacency adjacency(static_cast<std::size_t>(n));
    int bit = 0;
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b, ++bit) {
            if (mask & (1u << bit)) {
                adjacency[a].push_back(b);
                adjacency[b].push_back(a);
            }
        }
    }
    return adjacency;
}

}  // namespace support
