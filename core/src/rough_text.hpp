#pragma once
// Estimates for people: "about 11 hours", "about 5.0 trillion". Rounded to
// what an estimate can claim (one or two figures), never read as exact.
#include <cmath>
#include <cstdint>
#include <string>

namespace catmouse {

// "under a second", "about 40 seconds", "about 3 minutes", "about 11 hours", "about 2 days".
inline std::string describeSeconds(double seconds) {
    if (seconds < 1) return "under a second";
    const auto about = [](double amount, const char* unit) {
        const auto whole = static_cast<long long>(std::llround(amount));
        return "about " + std::to_string(whole) + " " + unit + (whole == 1 ? "" : "s");
    };
    if (seconds < 90) return about(seconds, "second");
    if (seconds < 90 * 60) return about(seconds / 60, "minute");
    if (seconds < 48 * 3600) return about(seconds / 3600, "hour");
    return about(seconds / 86400, "day");
}

// "950", "12 thousand", "3.4 million", "5.0 trillion": two figures above a thousand.
inline std::string describeCount(std::uint64_t count) {
    if (count < 1000) return std::to_string(count);
    static constexpr const char* kNames[] = {"thousand", "million", "billion", "trillion", "quadrillion", "quintillion"};
    double amount = static_cast<double>(count);
    int name = -1;
    while (amount >= 1000 && name < 5) {
        amount /= 1000;
        ++name;
    }
    if (std::llround(amount) >= 1000 && name < 5) {  // 999,960 is 1.0 million, not 1000 thousand
        amount /= 1000;
        ++name;
    }
    // 3.4 million, 34 million, 340 million.
    const long long tenths = std::llround(amount * 10);
    const std::string figure = tenths < 100 ? std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) : std::to_string(std::llround(amount));
    return figure + " " + kNames[name];
}

}  // namespace catmouse
