#pragma once
// The command line, written once for the native binary and the npm bin:
// both hand it their arguments and a way to read input, and print what it returns.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/graph.hpp"
#include "catmouse/rules.hpp"

namespace catmouse::cli {

struct Output {
    int status = 0;   // 0 success, 2 bad usage or bad input
    std::string out;  // for stdout
    std::string err;  // for stderr
};

// The most bytes of input the command lines read unless told otherwise
// (--max-input): far more than any graph catmouse can solve takes (30,000
// nodes, complete, is 72 MB as graph6), far less than a machine has, so
// /dev/zero or a wrong file is refused at once instead of read until the
// memory runs out.
constexpr std::uint64_t kDefaultInputLimit = 256 * 1024 * 1024;

// Reads a FILE argument; "-" means standard input. Reads at most limit + 1
// bytes: past `limit` it stops and returns inputTooLarge(limit) (or the
// bytes read so far, which run() refuses the same way).
using ReadInput = std::function<Expected<std::string>(const std::string& path, std::uint64_t limit)>;

// limits.input: the input is larger than `limit` bytes; says how to raise it.
Error inputTooLarge(std::uint64_t limit);

// Called before a solve, one cat or two, with the game's rules (their
// solvePeakBytes, solve_memory.hpp, is what the solve will hold), after the
// core's own limits passed; an error stops it. The wasm build uses it to
// refuse games its heap cannot hold, instead of aborting.
using CheckMemory = std::function<std::optional<Error>(const Rules& rules)>;

// Writes bytes of stdout as they are made; returns "" when they are
// written, else why not in strerror's words ("No space left on device").
using WriteOutput = std::function<std::string(std::string_view bytes)>;

// args excludes the program name: {"solve", "graph.json", "--cat", "3"}.
// stdout is gathered in Output::out.
Output run(const std::vector<std::string>& args, const ReadInput& read, const CheckMemory& checkMemory = {});

// The same, with stdout written as it is made (a whole table never sits in
// memory) and Output::out empty. A failed write stops the run: status 2 and
// writeFailure(reason) in Output::err.
Output runStreaming(const std::vector<std::string>& args, const ReadInput& read, const WriteOutput& write,
                    const CheckMemory& checkMemory = {});

// What both CLIs print when stdout cannot be written (a full disk, say).
std::string writeFailure(const std::string& reason);

}  // namespace catmouse::cli
