#pragma once
// The command line, written once for the native binary and the npm bin:
// both hand it their arguments and a way to read input, and print what it returns.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/graph.hpp"

namespace catmouse::cli {

struct Output {
    int status = 0;    // 0 success, 2 bad usage or bad input
    std::string out;   // for stdout
    std::string err;   // for stderr
};

// Reads a FILE argument; "-" means standard input.
using ReadInput = std::function<Expected<std::string>(const std::string& path)>;

// Called before a solve with the graph; an error stops it. The wasm build
// uses it to refuse graphs its heap cannot hold, instead of aborting.
using CheckMemory = std::function<std::optional<Error>(const Graph& graph)>;

// args excludes the program name: {"solve", "graph.json", "--cat", "3"}.
Output run(const std::vector<std::string>& args, const ReadInput& read, const CheckMemory& checkMemory = {});

}  // namespace catmouse::cli
