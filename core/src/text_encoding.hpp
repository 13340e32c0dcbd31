#pragma once
// Is the text UTF-8? Checked once before parsing, so a bad byte anywhere (a
// comment included) is one precise error instead of a parse error that
// depends on where it happens to sit.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "catmouse/error.hpp"

namespace catmouse {

// parse.bad-encoding at the first byte that is not part of well-formed
// UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past
// U+10FFFF), with its line, column (in characters, as the parser counts
// them) and byte offset; nullopt when the whole text is UTF-8.
std::optional<Error> checkUtf8(std::string_view text);

// What every reader does first: drops one leading byte-order mark (editors on
// some systems start UTF-8 files with one), refuses a second, and checks that
// the rest is UTF-8. The text is left without its mark.
std::optional<Error> readyText(std::string_view& text);

// A byte or code point in upper-case hex with at least `digits` digits, after
// `prefix` ("0x" for a byte, "U+" for a character): what the readers' errors
// name a character by. (Not snprintf, which would bring printf and its
// floating-point formatting, 7 KB, into a module that formats no numbers so.)
std::string hexName(const char* prefix, std::uint32_t value, int digits);

}  // namespace catmouse
