#pragma once
// CRC-32 as zip, gzip and PNG compute it (reflected polynomial 0xEDB88320,
// initial value and final XOR 0xFFFFFFFF; the CRC of "123456789" is
// 0xCBF43926), for the table file's checksum. Whatever the file's size it
// catches every flipped bit and every damaged run of up to 32 bits (a sum or
// an xor misses two flips of one bit position), and other damage but once in
// 2^32. Fed piece by piece, so a file written in chunks is summed as it goes.
#include <array>
#include <cstdint>
#include <string_view>

namespace catmouse::detail {

// The CRC of each byte value alone, so Crc32 takes a byte a step.
constexpr std::array<std::uint32_t, 256> crc32Table() {
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t byte = 0; byte < 256; ++byte) {
        std::uint32_t crc = byte;
        for (int bit = 0; bit < 8; ++bit) crc = (crc & 1u) != 0 ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
        table[byte] = crc;
    }
    return table;
}
inline constexpr std::array<std::uint32_t, 256> kCrc32Table = crc32Table();

class Crc32 {
public:
    void add(std::string_view bytes) {
        std::uint32_t crc = state_;
        for (const char c : bytes) crc = kCrc32Table[(crc ^ static_cast<unsigned char>(c)) & 0xFFu] ^ (crc >> 8);
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
