#pragma once
// A compact, versioned binary form of a solved table, so a large solve can be
// saved and loaded (`catmouse table --binary`, solver.readTable() in the npm
// package). The layout is docs/table-format.md; it is the file's own, so the
// table's packing in memory may change without changing files.
#include <optional>
#include <string>
#include <string_view>

#include "catmouse/byte_sink.hpp"
#include "catmouse/error.hpp"
#include "catmouse/solution.hpp"
#include "catmouse/table.hpp"

namespace catmouse {

// The version writers write; readers also read version 1 (no checksum).
constexpr std::uint32_t kTableFileVersion = 2;

// A table read back from a file, with the hole it was solved for.
struct StoredTable {
    int hole = 0;
    Table table;
};

// The format holds one hole the cat may not enter (CatOnHole::Barred), as
// the reader takes the cat on it for the only non-position: for rules with
// several holes or a cat that may stand on one (guards, wins: every grid),
// table.unsupported-variant, which writers must heed (their files would be
// refused); nothing for the rest.
std::optional<Error> tableFileRefuses(const Rules& rules);

// Writes rules tableFileRefuses() lets through.
std::string writeTableFile(const Solution& solution);

// The same bytes, handed to the sink a piece at a time; false when the sink
// refused a piece.
bool writeTableFile(const Solution& solution, const ByteSink& sink);

// Reads versions 1 and 2. table.bad-file (not a catmouse table, cut short,
// or an entry no game can have: the message names its index and what is
// wrong), table.bad-checksum (version 2 whose bytes changed since written) or
// table.unsupported-version (written by a newer catmouse).
Expected<StoredTable> readTableFile(std::string_view bytes);

// limits.memory when reading a table file (fileBytes long, starting with
// header) would hold more than memoryLimit bytes at once: the file's bytes,
// the table, and extraPerState bytes a state that the caller adds (the
// bindings' arrays). Nothing when within it, with no limit (0), or when the
// header is not a table's (readTableFile then names what is wrong).
std::optional<Error> checkTableReadMemory(std::string_view header, std::uint64_t fileBytes, std::uint64_t extraPerState,
                                          std::uint64_t memoryLimit);

// limits.memory when `copies` copies of this solution's table file would
// hold more than memoryLimit bytes (0: no limit).
std::optional<Error> checkTableWriteMemory(const Solution& solution, unsigned copies, std::uint64_t memoryLimit);

}  // namespace catmouse
