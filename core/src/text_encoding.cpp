#include "text_encoding.hpp"

#include <cstdint>
#include <string>

namespace catmouse {
namespace {

std::string hexByte(unsigned char byte) { return hexName("0x", byte, 2); }

// Bytes the character starting with `lead` takes, or 0 when no character
// starts with it (a continuation byte, or one UTF-8 never uses).
std::size_t sequenceLength(unsigned char lead) {
    if (lead < 0x80) return 1;
    if (lead >= 0xC2 && lead <= 0xDF) return 2;
    if (lead >= 0xE0 && lead <= 0xEF) return 3;
    if (lead >= 0xF0 && lead <= 0xF4) return 4;
    return 0;
}

// The range the second byte must fall in; the tighter ranges after E0, ED,
// F0 and F4 are what rule out overlong forms, surrogates and code points
// past U+10FFFF (RFC 3629, section 4).
bool secondByteFits(unsigned char lead, unsigned char second) {
    switch (lead) {
        case 0xE0: return second >= 0xA0 && second <= 0xBF;
        case 0xED: return second >= 0x80 && second <= 0x9F;  // A0..BF would be surrogates
        case 0xF0: return second >= 0x90 && second <= 0xBF;
        case 0xF4: return second >= 0x80 && second <= 0x8F;
        default: return second >= 0x80 && second <= 0xBF;
    }
}

bool continuation(unsigned char byte) { return (byte & 0xC0) == 0x80; }

}  // namespace

std::optional<Error> checkUtf8(std::string_view text) {
    int line = 1;
    int column = 1;
    std::size_t i = 0;
    const auto fail = [&](const std::string& what) {
        return Error{"parse.bad-encoding",
                     "line " + std::to_string(line) + ", column " + std::to_string(column) + " (byte offset " +
                         std::to_string(i) + "): " + what,
                     line, column};
    };
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        if (lead < 0x80) {  // ASCII: the common case, one byte at a time
            if (lead == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
            ++i;
            continue;
        }
        const std::size_t length = sequenceLength(lead);
        const auto notUtf8 = [&](const std::string& why) {
            return fail("the text is not UTF-8 (" + why + "); save it as UTF-8");
        };
        if (length == 0) return notUtf8(hexByte(lead) + " cannot start a character");
        std::size_t have = 1;
        while (have < length && i + have < text.size() && continuation(static_cast<unsigned char>(text[i + have])) &&
               (have > 1 || secondByteFits(lead, static_cast<unsigned char>(text[i + 1])))) {
            ++have;
        }
        if (have < length) {
            // A surrogate (ED A0..BF xx): what a lone UTF-16 surrogate in a
            // JavaScript string becomes; the bytes say which one it is.
            const bool surrogate = lead == 0xED && i + 2 < text.size() &&
                                   static_cast<unsigned char>(text[i + 1]) >= 0xA0 &&
                                   continuation(static_cast<unsigned char>(text[i + 1])) &&
                                   continuation(static_cast<unsigned char>(text[i + 2]));
            if (surrogate) {
                const unsigned codeUnit = 0xD000u | ((static_cast<unsigned char>(text[i + 1]) & 0x3Fu) << 6) |
                                          (static_cast<unsigned char>(text[i + 2]) & 0x3Fu);
                return fail(hexName("U+", codeUnit, 4) +
                            " is half of a UTF-16 surrogate pair, not a character (a string cut in the middle of an "
                            "emoji, say): remove it");
            }
            // The bytes of the broken character, through the first one that does not fit.
            std::string bytes = hexByte(lead);
            for (std::size_t k = 1; k <= have && i + k < text.size(); ++k) bytes += " " + hexByte(static_cast<unsigned char>(text[i + k]));
            if (i + have >= text.size()) return notUtf8("it ends in the middle of a character: " + bytes);
            return notUtf8(bytes + " is not a character");
        }
        i += length;
        ++column;
    }
    return std::nullopt;
}

std::optional<Error> readyText(std::string_view& text) {
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) text.remove_prefix(kByteOrderMark.size());
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
        return Error{"parse.unexpected-token", "line 1, column 1: a second byte-order mark (U+FEFF): only one may start the text", 1, 1};
    }
    return checkUtf8(text);
}

std::string hexName(const char* prefix, std::uint32_t value, int digits) {
    std::string hex;
    for (; value != 0 || digits > 0; value >>= 4, --digits) hex.insert(hex.begin(), "0123456789ABCDEF"[value & 0xFu]);
    return prefix + hex;
}

}  // namespace catmouse
