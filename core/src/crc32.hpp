#pragma once
// CRC-32 as zip, gzip and PNG compute it (reflected polynomial 0xEDB88320,
// initial value and final XOR 0xFFFFFFFF; the CRC of "123456789" is
// 0xCBF43926), for the table file's checksum. Whatever the file's size it
// catches every flipped bit and every damaged run of up to 32 bits (a sum or
// an xor misses two flips of one bit position), and other damage but once in
// 2^32. Fed piece by piece, so a file written in chunks is summed as it goes.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace catmouse::detail {

// tables[0][b] is the CRC step of byte b alone; tables[k] the same step
// followed by k zero bytes, so eight bytes take one step of eight lookups
// ("slicing by 8"): a table file is summed at about 1 GB/s, not 300 MB/s.
constexpr std::array<std::array<std::uint32_t, 256>, 8> crc32Tables() {
    std::array<std::array<std::uint32_t, 256>, 8> tables{};
    for (std::uint32_t byte = 0; byte < 256; ++byte) {
        std::uint32_t crc = byte;
        for (int bit = 0; bit < 8; ++bit) crc = (crc & 1u) != 0 ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
        tables[0][byte] = crc;
    }
    for (std::size_t k = 1; k < 8; ++k) {
        for (std::size_t byte = 0; byte < 256; ++byte) {
            const std::uint32_t previous = tables[k - 1][byte];
            tables[k][byte] = (previous >> 8) ^ tables[0][previous & 0xFFu];
        }
    }
    return tables;
}
inline constexpr std::array<std::array<std::uint32_t, 256>, 8> kCrc32Tables = crc32Tables();

class Crc32 {
public:
    void add(std::string_view bytes) {
        const auto& t = kCrc32Tables;
        const auto at = [&bytes](std::size_t i) { return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i])); };
        std::uint32_t crc = state_;
        std::size_t i = 0;
        for (; i + 8 <= bytes.size(); i += 8) {
            const std::uint32_t low = crc ^ (at(i) | at(i + 1) << 8 | at(i + 2) << 16 | at(i + 3) << 24);
            const std::uint32_t high = at(i + 4) | at(i + 5) << 8 | at(i + 6) << 16 | at(i + 7) << 24;
            crc = t[7][low & 0xFFu] ^ t[6][(low >> 8) & 0xFFu] ^ t[5][(low >> 16) & 0xFFu] ^ t[4][low >> 24] ^
                  t[3][high & 0xFFu] ^ t[2][(high >> 8) & 0xFFu] ^ t[1][(high >> 16) & 0xFFu] ^ t[0][high >> 24];
        }
        for (; i < bytes.size(); ++i) crc = t[0][(crc ^ at(i)) & 0xFFu] ^ (crc >> 8);
        state_ = crc;
    }
    std::uint32_t value() const { return state_ ^ 0xFFFFFFFFu; }

    static std::uint32_t of(std::string_view bytes) {
        Crc32 crc;
        crc.add(bytes);
        return crc.value();
    }

private:
    std::uint32_t state_ = 0xFFFFFFFFu;
};

}  // namespace catmouse::detail
