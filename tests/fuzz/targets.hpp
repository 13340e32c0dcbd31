#pragma once
// The fuzz targets' bodies, written once and compiled twice: into libFuzzer
// binaries (fuzz_main.cpp, clang -fsanitize=fuzzer) and into the replay test
// (replay_test.cpp, any compiler), which runs every saved input in
// tests/fuzz/corpus/<target>/ and tests/fuzz/regressions/<target>/.
//
// A target returns the first broken promise it finds, in words; a crash,
// a hang or a sanitizer report is a finding too.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fuzz {

using Problem = std::optional<std::string>;
using Body = Problem (*)(const std::uint8_t* data, std::size_t size);

struct Target {
    const char* name;  // also its folder under tests/fuzz/corpus and regressions
    Body run;
};

// Arbitrary bytes as graph text: parseGraph, parseAdjacencyJson, parseEdgeList.
Problem parseTarget(const std::uint8_t* data, std::size_t size);
// Start, hole and first options plus graph text through Rules::make,
// checkPosition and the command line's solve and table.
Problem rulesTarget(const std::uint8_t* data, std::size_t size);
// Bytes decoded into a small graph and hole: every method and thread count,
// verify, the reference solver, the queries and the table file.
Problem solveTarget(const std::uint8_t* data, std::size_t size);
// Bytes decoded into a small game with a variant (directed, holes, the cat
// on a hole, passing, a move graph per player): the same checks but the file.
Problem variantsTarget(const std::uint8_t* data, std::size_t size);
// Arbitrary bytes as a JSON game file of any kind (importGame as json):
// errors with a place, and what it accepts written back reads the same.
Problem gameFileTarget(const std::uint8_t* data, std::size_t size);
// Arbitrary bytes as a binary table file (readTableFile).
Problem tableFileTarget(const std::uint8_t* data, std::size_t size);

const std::vector<Target>& targets();

}  // namespace fuzz
