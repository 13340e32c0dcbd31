#pragma once
// A game from text and options: the one place the command line
// (core/cli/cli.cpp) and the wasm bindings (wasm/bindings/check.cpp) assemble
// it. The text is imported (any format importGame reads), the options given
// are applied over the text's own rules, and the result is the game's rules,
// a LeetCode 1728 grid's with its board, or the first error, with its code,
// its message and, for an error in the text, its place.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "catmouse/error.hpp"
#include "catmouse/grid.hpp"
#include "catmouse/import.hpp"
#include "catmouse/rules.hpp"
#include "catmouse/turn_limit.hpp"

namespace catmouse {

// How an error names an option: as the package's option ("the option cat2")
// or as the command line's flag ("--cat2").
enum class OptionVoice : std::uint8_t { Package,
                                        CommandLine };

// What a caller asks for besides the text.
struct GameRequest {
    // The options given (rule_options.hpp's rows, storeOption); each wins
    // over the text's. Left out, the text's rule or the default applies.
    TextRules given;
    Format format = Format::Auto;
    // Nodes without edges are allowed (still named in TextGame::warnings).
    bool allowIsolated = false;
    // Leave out, instead of refusing, each option given that does not apply
    // to the kind of game the text is (a form that gives every option).
    bool onlyApplicable = false;
    // Every start, not one: only the holes and the variant matter, and one
    // cat (the command line's table).
    bool wholeTable = false;
    // Bytes reading may hold (importGame); 0: no limit.
    std::uint64_t memoryLimit = 0;
    OptionVoice voice = OptionVoice::Package;
};

// The game read and set up.
struct TextGame {
    Rules rules;
    Format format = Format::Auto;  // the format read (never Auto)
    // The text's warnings, then the nodes without edges when they are allowed.
    std::vector<Warning> warnings;
    // LeetCode's example with its answer: the value it expects of the start.
    std::optional<int> expectedOutput;
    // A LeetCode 1728 grid: its board, and the turn limit (given, the text's, or LeetCode's).
    std::optional<GridGame> grid;
    int turnLimit = kLeetCodeTurnLimit;
};

Expected<TextGame> gameFromText(std::string_view text, const GameRequest& request);

// The same from a game already read (the bindings' adjacency arrays).
Expected<TextGame> gameFromImported(Imported imported, const GameRequest& request);

}  // namespace catmouse
