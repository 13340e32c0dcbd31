// Arbitrary bytes as a binary table file (docs/table-format.md): readTableFile
// refuses with a table.* code or gives a table whose every entry the format
// allows, for a hole inside the graph.
#include <string>

#include "catmouse/table_file.hpp"
#include "checks.hpp"

namespace fuzz {

Problem tableFileTarget(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const auto stored = catmouse::readTableFile(bytes);
    if (!stored) return checkError(stored.error(), "table.", "");
    const auto& table = stored->table;
    const auto n = static_cast<std::size_t>(table.nodeCount());
    if (n < 3 || n > static_cast<std::size_t>(catmouse::kMaxNodes)) return "a table of " + std::to_string(n) + " nodes was read";
    if (stored->hole < 0 || static_cast<std::size_t>(stored->hole) >= n) return "a table with hole " + std::to_string(stored->hole) + " was read";
    if (table.size() != 2 * n * n || size != 24 + 4 * table.size()) return "a table of " + std::to_string(table.size()) + " entries from " + std::to_string(size) + " bytes";
    for (std::size_t i = 0; i < table.size(); ++i) {
        const auto entry = table.entry(i);
        const bool catOnHole = table.position(i).cat == stored->hole;
        if (table.index(table.position(i)) != i) return "entry " + std::to_string(i) + " has no position";
        if ((entry.outcome == catmouse::Table::kNotAPosition) != catOnHole) return "entry " + std::to_string(i) + ": outcome 3 off the hole or a position on it";
        if (entry.outcome > 3 || ((entry.outcome == 0 || entry.outcome == 3) && entry.remoteness != 0)) {
            return "entry " + std::to_string(i) + " is impossible: " + std::to_string(entry.outcome) + "/" + std::to_string(entry.remoteness);
        }
    }
    return std::nullopt;
}

}  // namespace fuzz
