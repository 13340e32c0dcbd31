#pragma once
// Sizes for people: "512 bytes", "1.3 MB", "976 KB", "2078 MB" (binary
// units, as the limits are set in MiB). Rounded to two or three significant
// figures, up for what something needs and down for a limit, so a need just
// over a limit never reads as equal or smaller.
#include <cstdint>
#include <string>

namespace catmouse {

enum class Rounding { Up,
                      Down };

inline std::string describeBytes(std::uint64_t bytes, Rounding rounding) {
    constexpr std::uint64_t kKiB = 1024;
    constexpr std::uint64_t kMiB = kKiB * kKiB;
    if (bytes < kKiB) return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
    const std::uint64_t unit = bytes < kMiB ? kKiB : kMiB;
    const char* name = bytes < kMiB ? " KB" : " MB";
    // Tenths of the unit below 10 units (1.3 MB), whole units above (86 MB).
    const std::uint64_t step = bytes < 10 * unit ? unit / 10 : unit;
    const std::uint64_t steps = rounding == Rounding::Up ? bytes / step + (bytes % step != 0) : bytes / step;
    if (step == unit) return std::to_string(steps) + name;
    return std::to_string(steps / 10) + "." + std::to_string(steps % 10) + name;
}

}  // namespace catmouse
