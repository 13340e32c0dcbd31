#include "catmouse/table_file.hpp"

#include <cstring>
#include <vector>

#include "byte_size.hpp"
#include "catmouse/graph.hpp"
#include "catmouse/solve.hpp"
#include "crc32.hpp"
#include "table_entry_check.hpp"
#include "table_words.hpp"

namespace catmouse {
namespace {

constexpr char kMagic[8] = {'C', 'M', 'T', 'A', 'B', 'L', 'E', '\0'};
constexpr std::size_t kHeaderBytes = 24;   // magic, version, nodes, hole, reserved
constexpr std::size_t kChecksumBytes = 4;  // version 2's trailing CRC-32; version 1 has none
constexpr std::uint32_t kOldestVersion = 1;
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

std::string hex(std::uint32_t v) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out = "0x";
    for (int shift = 28; shift >= 0; shift -= 4) out.push_back(kDigits[(v >> shift) & 0xFu]);
    return out;
}

// A file's bytes for an n-node table of the version writers write.
std::uint64_t fileBytes(std::uint64_t nodes) { return kHeaderBytes + 4 * (2 * nodes * nodes) + kChecksumBytes; }

Error memoryNeed(std::uint64_t nodes, const std::string& doing, std::uint64_t need, std::uint64_t memoryLimit) {
    return Error{"limits.memory", doing + " this " + std::to_string(nodes) + "-node table needs about " +
                                      describeBytes(need, Rounding::Up) + " of memory, more than the memory limit of " +
                                      describeBytes(memoryLimit, Rounding::Down)};
}

}  // namespace

std::optional<Error> checkTableReadMemory(std::string_view header, std::uint64_t fileBytes, std::uint64_t extraPerState,
                                          std::uint64_t memoryLimit) {
    if (memoryLimit == 0 || header.size() < kHeaderBytes || std::memcmp(header.data(), kMagic, sizeof kMagic) != 0) return std::nullopt;
    const std::uint64_t nodes = getU32(header, 12);
    if (nodes < 3 || nodes > static_cast<std::uint64_t>(kMaxNodes)) return std::nullopt;
    const std::uint64_t need = fileBytes + tableBytes(static_cast<int>(nodes)) + extraPerState * 2 * nodes * nodes;
    if (need <= memoryLimit) return std::nullopt;
    return memoryNeed(nodes, "reading", need, memoryLimit);
}

std::optional<Error> checkTableWriteMemory(const Solution& solution, unsigned copies, std::uint64_t memoryLimit) {
    const auto nodes = static_cast<std::uint64_t>(solution.nodeCount());
    const std::uint64_t need = copies * fileBytes(nodes);
    if (memoryLimit == 0 || need <= memoryLimit) return std::nullopt;
    return memoryNeed(nodes, "writing", need, memoryLimit);
}

std::optional<Error> tableFileRefuses(const Rules& rules) {
    if (rules.holes().size() == 1 && rules.variant().catOnHole == CatOnHole::Barred) return std::nullopt;
    return Error{"table.unsupported-variant",
                 std::string("the binary table format holds one hole the cat may not enter, and this game has ") +
                     (rules.holes().size() > 1 ? "several holes" : "a cat that may stand on its hole") +
                     "; use the JSON table, which names the variant"};
}

bool writeTableFile(const Solution& solution, const ByteSink& sink) {
    const Table& table = solution.table();
    detail::Crc32 crc;
    // Each piece is summed as it leaves, so the checksum covers exactly the bytes written.
    const auto send = [&sink, &crc](std::string& piece) {
        crc.add(piece);
        const bool taken = sink(piece);
        piece.clear();
        return taken;
    };
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
        if (out.size() >= ChunkedWriter::kChunk && !send(out)) return false;
    }
    if (!send(out)) return false;
    putU32(out, crc.value());
    return sink(out);
}

std::string writeTableFile(const Solution& solution) {
    std::string bytes;
    bytes.reserve(kHeaderBytes + 4 * solution.table().size() + kChecksumBytes);
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
    if (version < kOldestVersion || version > kTableFileVersion) {
        return Error{"table.unsupported-version", "this table file has format version " + std::to_string(version) +
                                                      "; this catmouse reads versions " + std::to_string(kOldestVersion) +
                                                      " to " + std::to_string(kTableFileVersion)};
    }
    const std::uint32_t nodes = getU32(bytes, 12);
    const std::uint32_t hole = getU32(bytes, 16);
    if (nodes < 3 || nodes > static_cast<std::uint32_t>(kMaxNodes) || hole >= nodes) {
        return badFile("it names " + std::to_string(nodes) + " nodes and hole " + std::to_string(hole));
    }
    // In 64 bits: in wasm32 a size_t wraps at 4 GiB, and a header's node
    // count squared passes that (23,171 nodes wrapped to a file of 194,660 bytes).
    const std::uint64_t states64 = 2 * static_cast<std::uint64_t>(nodes) * nodes;
    const std::uint64_t size = kHeaderBytes + 4 * states64 + (version >= 2 ? kChecksumBytes : 0);
    if (static_cast<std::uint64_t>(bytes.size()) != size) {
        return badFile("a " + std::to_string(nodes) + "-node table of version " + std::to_string(version) + " has " +
                       std::to_string(size) + " bytes, this file " + std::to_string(bytes.size()));
    }
    // The file holds every entry, so these fit a size_t.
    const auto states = static_cast<std::size_t>(states64);
    const std::size_t body = kHeaderBytes + 4 * states;
    if (version >= 2) {
        const std::uint32_t stored = getU32(bytes, body);
        const std::uint32_t computed = detail::Crc32::of(bytes.substr(0, body));
        if (stored != computed) {
            return Error{"table.bad-checksum", "the table file is damaged (changed since it was written): its bytes have CRC-32 " +
                                                   hex(computed) + ", the file records " + hex(stored)};
        }
    }
    if (const std::uint32_t reserved = getU32(bytes, 20); reserved != 0) {
        return badFile("its reserved field (bytes 20 to 23) is " + std::to_string(reserved) + ", not 0");
    }
    Table table = detail::TableWords::make(static_cast<int>(nodes));
    detail::TableEntryCheck check(static_cast<int>(nodes), static_cast<int>(hole));
    for (std::size_t i = 0; i < states; ++i) {
        const std::uint32_t v = getU32(bytes, kHeaderBytes + 4 * i);
        const Table::Entry e{static_cast<int>(v >> 30), v & kRemotenessMask};
        if (auto wrong = check.add(e)) return badFile(*wrong);
        table.set(i, e);
    }
    if (auto wrong = check.finish(table)) return badFile(*wrong);
    return StoredTable{static_cast<int>(hole), std::move(table)};
}

}  // namespace catmouse
