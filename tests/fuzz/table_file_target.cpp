// Arbitrary bytes as a binary table file (docs/table-format.md): readTableFile
// refuses with a table.* code (an impossible entry named by its index and
// position) or gives a table whose every entry the format allows, for a hole
// inside the graph. Each input is read twice: as it is, which keeps the
// checksum in the way (a version 2 file mutated anywhere is refused there),
// and, when it claims version 2, with its last four bytes made the CRC-32 of
// the rest, so the mutations reach the header and entry checks behind it. An
// accepted file reads the same in the other version.
#include <cstdio>
#include <string>

#include "catmouse/table_file.hpp"
#include "checks.hpp"

namespace fuzz {
namespace {

constexpr std::size_t kHeader = 24;

std::uint32_t u32At(std::string_view bytes, std::size_t at) {
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
    return v;
}

void putU32At(std::string& bytes, std::size_t at, std::uint32_t v) {
    for (std::size_t i = 0; i < 4; ++i) bytes[at + i] = static_cast<char>((v >> (8 * i)) & 0xFFu);
}

// CRC-32 a bit at a time, independent of the core's table-driven one.
std::uint32_t crc32(std::string_view bytes) {
    std::uint32_t crc = 0xFFFFFFFFu;
    for (const char c : bytes) {
        crc ^= static_cast<unsigned char>(c);
        for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

bool isVersion(std::string_view bytes, std::uint32_t version) {
    return bytes.size() >= kHeader && bytes.substr(0, 8) == std::string_view("CMTABLE\0", 8) && u32At(bytes, 8) == version;
}

// An entry's refusal names it as "entry I (mouse M, cat C, the X to move)",
// with M, C and X those of index I in the header's n-node table.
Problem checkEntryNamed(const catmouse::Error& e, std::string_view bytes) {
    const std::size_t at = e.message.find("entry ");
    if (at == std::string::npos) return std::nullopt;
    unsigned long long index = 0;
    unsigned long long mouse = 0;
    unsigned long long cat = 0;
    char mover[8] = {};
    if (std::sscanf(e.message.c_str() + at, "entry %llu (mouse %llu, cat %llu, the %7s", &index, &mouse, &cat, mover) != 4) {
        return "an entry's refusal without its place: " + describe(e);
    }
    const unsigned long long n = u32At(bytes, 12);
    const std::string turn = index / (n * n) == 0 ? "mouse" : "cat";
    if (index >= 2 * n * n || index / n % n != mouse || index % n != cat || turn != mover) {
        return "an entry's refusal names another place than its index: " + describe(e);
    }
    return std::nullopt;
}

// The promises about one reading of `bytes`.
Problem checkRead(std::string_view bytes) {
    const auto stored = catmouse::readTableFile(bytes);
    if (!stored) {
        if (auto problem = checkError(stored.error(), "table.", "")) return problem;
        const bool summed = isVersion(bytes, 2) && bytes.size() >= kHeader + 4;
        if (stored.error().code == "table.bad-checksum" && !(summed && crc32(bytes.substr(0, bytes.size() - 4)) != u32At(bytes, bytes.size() - 4))) {
            return "table.bad-checksum for a file whose checksum holds: " + describe(stored.error());
        }
        return checkEntryNamed(stored.error(), bytes);
    }
    const bool v2 = isVersion(bytes, 2);
    if (!v2 && !isVersion(bytes, 1)) return "a table was read from a file of neither version";
    const auto& table = stored->table;
    const auto n = static_cast<std::size_t>(table.nodeCount());
    if (n < 3 || n > static_cast<std::size_t>(catmouse::kMaxNodes)) return "a table of " + std::to_string(n) + " nodes was read";
    const auto hole = static_cast<std::size_t>(stored->hole);
    if (stored->hole < 0 || hole >= n) return "a table with hole " + std::to_string(stored->hole) + " was read";
    if (table.size() != 2 * n * n || bytes.size() != kHeader + 4 * table.size() + (v2 ? 4 : 0)) {
        return "a table of " + std::to_string(table.size()) + " entries from " + std::to_string(bytes.size()) + " bytes";
    }
    if (v2 && crc32(bytes.substr(0, bytes.size() - 4)) != u32At(bytes, bytes.size() - 4)) return "a version 2 file whose checksum fails was read";
    if (u32At(bytes, 20) != 0) return "a file with a non-zero reserved field was read";
    const std::uint64_t positions = 2 * static_cast<std::uint64_t>(n) * (n - 1);
    for (std::size_t i = 0; i < table.size(); ++i) {
        const auto e = table.entry(i);
        const auto p = table.position(i);
        const std::string at = "entry " + std::to_string(i) + " (" + std::to_string(e.outcome) + "/" + std::to_string(e.remoteness) + ")";
        if (table.index(p) != i) return at + " has no position";
        if (e.outcome < 0 || e.outcome > 3) return at + ": no such outcome";
        if (u32At(bytes, kHeader + 4 * i) != (static_cast<std::uint32_t>(e.outcome) << 30 | e.remoteness)) return at + " is not the file's";
        const bool catOnHole = static_cast<std::size_t>(p.cat) == hole;
        if ((e.outcome == catmouse::Table::kNotAPosition) != catOnHole) return at + ": outcome 3 off the hole or a position on it";
        const bool decided = e.outcome == 1 || e.outcome == 2;
        if (!decided && e.remoteness != 0) return at + ": a remoteness without a win";
        if (catOnHole) continue;
        if (p.mouse == p.cat && !(e.outcome == 2 && e.remoteness == 0)) return at + ": the mouse on the cat is not a cat win in 0";
        if (static_cast<std::size_t>(p.mouse) == hole && p.mouse != p.cat && !(e.outcome == 1 && e.remoteness == 0)) {
            return at + ": the mouse on the hole is not a mouse win in 0";
        }
        if (decided && e.remoteness >= positions) return at + ": a remoteness of more than the positions";
        const bool inPlay = p.mouse != p.cat && static_cast<std::size_t>(p.mouse) != hole;
        if (inPlay && decided && e.remoteness == 0 && e.outcome != (p.turn == catmouse::Player::Mouse ? 2 : 1)) {
            return at + ": the side to move wins before moving";
        }
        if (inPlay && e.outcome == 1 && e.remoteness > 0 && (static_cast<std::uint32_t>(p.turn) + e.remoteness) % 2 == 0) {
            return at + ": a mouse win that does not end on the mouse's move";
        }
    }
    return std::nullopt;
}

// The same file in the other version: version 1 without the checksum, version 2 with it.
std::string otherVersion(std::string_view bytes) {
    std::string other(bytes);
    if (isVersion(bytes, 2)) {
        other.resize(other.size() - 4);
        putU32At(other, 8, 1);
    } else {
        putU32At(other, 8, 2);
        other.append(4, '\0');
        putU32At(other, other.size() - 4, crc32(std::string_view(other).substr(0, other.size() - 4)));
    }
    return other;
}

}  // namespace

Problem tableFileTarget(const std::uint8_t* data, std::size_t size) {
    std::string bytes(reinterpret_cast<const char*>(data), size);
    if (auto problem = checkRead(bytes)) return "as given: " + *problem;
    if (isVersion(bytes, 2) && bytes.size() >= kHeader + 4) {
        putU32At(bytes, bytes.size() - 4, crc32(std::string_view(bytes).substr(0, bytes.size() - 4)));
        if (auto problem = checkRead(bytes)) return "with its checksum made to hold: " + *problem;
    }
    const auto stored = catmouse::readTableFile(bytes);
    if (!stored) return std::nullopt;
    const auto other = catmouse::readTableFile(otherVersion(bytes));
    if (!other) return "read in one version, refused in the other: " + describe(other.error());
    if (other->hole != stored->hole || other->table != stored->table) return "versions 1 and 2 read another table";
    return std::nullopt;
}

}  // namespace fuzz
