#include "options.hpp"

#include <algorithm>
#include <iterator>

#include "convert.hpp"

namespace catmouse::wasm {
namespace {

int intOf(const val& v) { return v.as<int>(); }
Player turnOf(const val& v) { return v.as<std::string>() == "cat" ? Player::Cat : Player::Mouse; }

// One option: how its (checked) value sets GameOptions; for a rule a game
// file can give too, how TextRules' value is written back for parse(); for
// a variant, how the game's rules say it (game.variant).
struct OptionRow {
    const char* name;
    void (*read)(const val& value, GameOptions& into);
    void (*write)(const TextRules& rules, val& into) = nullptr;
    void (*variant)(const Rules& rules, val& into) = nullptr;
};

// In the schema's order (wasm/src/options.js), so errors name the first
// given option as before.
constexpr OptionRow kOptionTable[] = {
    {"mouse", [](const val& v, GameOptions& o) { o.rules.mouse = intOf(v); },
     [](const TextRules& r, val& v) { if (r.mouse) v.set("mouse", *r.mouse); }},
    {"cat", [](const val& v, GameOptions& o) { o.rules.cat = intOf(v); },
     [](const TextRules& r, val& v) { if (r.cat) v.set("cat", *r.cat); }},
    {"cat2", [](const val& v, GameOptions& o) { o.rules.cat2 = intOf(v); },
     [](const TextRules& r, val& v) { if (r.cat2) v.set("cat2", *r.cat2); }},
    {"hole", [](const val& v, GameOptions& o) { o.rules.hole = intOf(v); },
     [](const TextRules& r, val& v) { if (r.hole) v.set("hole", *r.hole); }},
    {"first", [](const val& v, GameOptions& o) { o.rules.first = turnOf(v); },
     [](const TextRules& r, val& v) { if (r.first) v.set("first", std::string(toString(*r.first))); }},
    {"holes", [](const val& v, GameOptions& o) { o.rules.holes = emscripten::vecFromJSArray<int>(v); },
     [](const TextRules& r, val& v) { if (r.holes) v.set("holes", nodesValue(*r.holes)); },
     [](const Rules& r, val& v) { v.set("holes", nodesValue(r.holes())); }},
    {"catOnHole", [](const val& v, GameOptions& o) { o.rules.catOnHole = catOnHoleNamed(v.as<std::string>()); },
     [](const TextRules& r, val& v) { if (r.catOnHole) v.set("catOnHole", std::string(catOnHoleName(*r.catOnHole))); },
     [](const Rules& r, val& v) { v.set("catOnHole", std::string(catOnHoleName(r.variant().catOnHole))); }},
    {"pass", [](const val& v, GameOptions& o) { o.rules.pass = v.as<bool>(); },
     [](const TextRules& r, val& v) { if (r.pass) v.set("pass", *r.pass); },
     [](const Rules& r, val& v) { v.set("pass", r.variant().pass); }},
    // A text with arcs is directed whatever this says (importGame).
    {"directed", [](const val& v, GameOptions& o) { o.directed = v.as<bool>(); }, nullptr,
     [](const Rules& r, val& v) { v.set("directed", r.graph().directed() || r.graph(Player::Cat).directed()); }},
    {"catJump", [](const val& v, GameOptions& o) { o.grid.jumps.cat = intOf(v); }},
    {"mouseJump", [](const val& v, GameOptions& o) { o.grid.jumps.mouse = intOf(v); }},
    {"turnLimit", [](const val& v, GameOptions& o) { o.grid.turnLimit = intOf(v); }},
    // Checked against the game once it is read (check.cpp, withVisited).
    {"visited", [](const val& v, GameOptions& o) { o.visited = positionsOf(v); }},
    {"onlyApplicable", [](const val& v, GameOptions& o) { o.onlyApplicable = v.as<bool>(); }},
    {"allowIsolated", [](const val& v, GameOptions& o) { o.allowIsolated = v.as<bool>(); }},
    {"format", [](const val& v, GameOptions& o) { o.format = v.as<std::string>(); }},
    {"maxSeconds", [](const val& v, GameOptions& o) { o.maxSeconds = static_cast<std::uint64_t>(v.as<double>()); }},
    {"threads", [](const val& v, GameOptions& o) { o.threads = intOf(v); }},
};

}  // namespace

bool GameOptions::isGiven(const std::string& name) const { return std::find(given.begin(), given.end(), name) != given.end(); }

Expected<GameOptions> readOptions(const val& options) {
    const auto names = emscripten::vecFromJSArray<std::string>(val::global("Object").call<val>("keys", options));
    for (const auto& name : names) {
        const bool known = std::any_of(std::begin(kOptionTable), std::end(kOptionTable), [&name](const OptionRow& row) { return name == row.name; });
        if (!known) {
            return Error{"argument.unknown-option", "the core has no option '" + name + "' (wasm/bindings/options.cpp reads each option of the schema)"};
        }
    }
    GameOptions read;
    for (const OptionRow& row : kOptionTable) {
        const val value = options[row.name];
        if (value.isUndefined()) continue;
        row.read(value, read);
        read.given.emplace_back(row.name);
    }
    return read;
}

val rulesValue(const TextRules& rules) {
    val v = val::object();
    for (const OptionRow& row : kOptionTable) {
        if (row.write) row.write(rules, v);
    }
    return v;
}

val variantValue(const Rules& rules) {
    val v = val::object();
    for (const OptionRow& row : kOptionTable) {
        if (row.variant) row.variant(rules, v);
    }
    return v;
}

val optionNames() {
    val names = val::array();
    for (const OptionRow& row : kOptionTable) names.call<void>("push", std::string(row.name));
    return names;
}

SolveOptions withMemoryLimit(double memoryLimit) {
    SolveOptions options;
    // The wrapper passes a whole number from 1 to 2^53 - 1 or 0 (no limit); anything else
    // must not reach the cast, whose result would be undefined.
    options.memoryLimit = memoryLimit >= 1 && memoryLimit < 9007199254740992.0 ? static_cast<std::uint64_t>(memoryLimit) : 0;
    // The time limit is the game's (maxSeconds; the command line's --max-seconds, checked by the command line).
    options.maxSeconds = 0;
    return options;
}

}  // namespace catmouse::wasm
