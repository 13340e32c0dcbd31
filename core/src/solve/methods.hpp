#pragma once
// Internal: the solve methods behind catmouse::solve (see solver.hpp for the
// public Method). Each returns the table in the Solution word format, byte
// for byte the same whatever the method or thread count.
#include <cstdint>
#include <vector>

#include "catmouse/graph.hpp"
#include "catmouse/solver.hpp"

namespace catmouse::detail {

// Method::Auto, Pull or Push (see pull_push.cpp). threads >= 1 is used as
// given (the public solve clamps it). On cancel (progress returned false)
// sets cancelled and returns an empty vector.
std::vector<std::uint32_t> solveBitParallel(const Graph& graph, int hole, Method method, int threads,
                                            const ProgressFn& progress, bool& cancelled);

// The most solveBitParallel holds at once, the returned table included.
std::uint64_t bitParallelPeakBytes(const Graph& graph, int threads);

}  // namespace catmouse::detail
