#include "catmouse/table_file.hpp"

#include <cstring>
#include <vector>

#include "catmouse/graph.hpp"
#include "table_words.hpp"

namespace catmouse {
namespace {

constexpr char kMagic[8] = {'C', 'M', 'T', 'A', 'B', 'L', 'E', '\0'};
constexpr std::size_t kHeaderBytes = 24;  // magic, version, nodes, hole, reserved
constexpr std::uint32_t kRemotenessMask = (1u << 30) - 1;

void putU32(std::string& out, std::uint32_t v) {
    for (int shift = 0; shift < 32; shift += 8) out.push_back(static_cast<char>((v >> shift) & 0xFFu));
}

std::uint32_t getU32(std::string_view bytes, std::size_t at) {
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
    return v;
}

Error badFile(const std::string& why) { return Error{"table.bad-file", "not a catmouse table file: " + why}; }

}  // namespace

bool writeTableFile(const Solution& solution, const ByteSink& sink) {
    const Table& table = solution.table();
    std::string out(kMagic, sizeof kMagic);
    out.reserve(ChunkedWriter::kChunk + 4);
    putU32(out, kTableFileVersion);
    putU32(out, static_cast<std::uint32_t>(solution.nodeCount()));
    putU32(out, static_cast<std::uint32_t>(solution.hole()));
    putU32(out, 0);
    // One little-endian 32-bit entry per state: outcome code << 30 | remoteness.
    for (std::size_t i = 0; i < table.size(); ++i) {
        const Table::Entry e = table.entry(i);
        putU32(out, (static_cast<std::uint32_t>(e.outcome) << 30) | e.remoteness);
        if (out.size() >= ChunkedWriter::kChunk) {
            if (!sink(out)) return false;
            out.clear();
        }
    }
    return sink(out);
}

std::string writeTableFile(const Solution& solution) {
    std::string bytes;
    bytes.reserve(kHeaderBytes + 4 * solution.table().size());
    writeTableFile(solution, [&bytes](std::string_view piece) {
        bytes.append(piece);
        return true;
    });
    return bytes;
}

Expected<StoredTable> readTableFile(std::string_view bytes) {
    if (bytes.size() < kHeaderBytes || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0) {
        return badFile("it does not start with the CMTABLE header");
    }
    const std::uint32_t version = getU32(bytes, 8);
    if (version != kTableFileVersion) {
        return Error{"table.unsupported-version", "this table file has format version " + std::to_string(version) +
                                                      "; this catmouse reads version " + std::to_string(kTableFileVersion)};
    }
    const std::uint32_t nodes = getU32(bytes, 12);
    const std::uint32_t hole = getU32(bytes, 16);
    if (nodes < 3 || nodes > static_cast<std::uint32_t>(kMaxNodes) || hole >= nodes) {
        return badFile("it names " + std::to_string(nodes) + " nodes and hole " + std::to_string(hole));
    }
    const std::size_t states = 2 * static_cast<std::size_t>(nodes) * nodes;
    if (bytes.size() != kHeaderBytes + 4 * states) {
        return badFile("a " + std::to_string(nodes) + "-node table has " + std::to_string(kHeaderBytes + 4 * states) +
                       " bytes, this file " + std::to_string(bytes.size()));
    }
    Table table = detail::TableWords::make(static_cast<int>(nodes));
    for (std::size_t i = 0; i < states; ++i) {
        const std::uint32_t v = getU32(bytes, kHeaderBytes + 4 * i);
        const Table::Entry e{static_cast<int>(v >> 30), v & kRemotenessMask};
        // Non-positions are exactly the cat on the hole, and only decided entries have a remoteness.
        const bool catOnHole = table.position(i).cat == static_cast<int>(hole);
        const bool decided = e.outcome == 1 || e.outcome == 2;
        if (catOnHole != (e.outcome == Table::kNotAPosition) || (!decided && e.remoteness != 0)) {
            return badFile("entry " + std::to_string(i) + " is inconsistent");
        }
        table.set(i, e);
    }
    return StoredTable{static_cast<int>(hole), std::move(table)};
}

}  // namespace catmouse
