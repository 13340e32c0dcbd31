// catmouse's game file, a JSON object:
//   {"catmouse": 1, "graph": [[1,3],[0],[3],[0,2]], "mouse": 1, "cat": 2, "hole": 0, "first": "mouse",
//    "value": {...}, "line": [...]}
// and the variant (rules.hpp), each optional: "directed": true (the lists
// of "graph" are the arcs leaving each node), "holes": [0, 5] (instead of
// "hole"), "catOnHole": "barred" | "guards" | "wins", "pass": true; and "cat2": 3,
// cat B's start, for the two-cat game (rules.hpp, "Two cats").
// A LeetCode 1728 grid's game file has its board instead of "graph":
//   {"catmouse": 1, "grid": ["M.C...F"], "catJump": 1, "mouseJump": 3, "turnLimit": 1000, "first": "mouse"}
// (the board places the pieces and the rules are LeetCode 1728's, so the
// graph's start and variant fields are refused beside it).
// gameJson (report.hpp; wasm/src/formats.js) writes this format.
// "graph" is required; the rules are optional (the defaults, or the
// caller's options, fill in the rest); "value" and "line" are what an export
// wrote and are recomputed, so they are skipped. Any other field is an error
// (a misspelt "mosue" must not be ignored silently).
#include <map>
#include <string>

#include "catmouse/grid.hpp"
#include "catmouse/import.hpp"
#include "reading.hpp"

namespace catmouse {
namespace {

using namespace reading;

constexpr int kVersion = 1;  // the "catmouse" field: the format's version
// The fields, from the rule options (rule_options.hpp): "graph, mouse, ...;
// for a grid: grid, catJump, ... (and catmouse, value, line)".
std::string fieldList() {
    std::string graph = "graph", grid = "grid";
    for (const RuleOption& option : ruleOptions()) {
        if (option.appliesToGraph) graph += ", " + std::string(option.name);
        if (option.appliesToGrid) grid += ", " + std::string(option.name);
    }
    return graph + "; for a grid: " + grid + " (and catmouse, value, line)";
}

// A field a grid's file has no use for (its board places the pieces), and one only a grid has.
bool graphOnly(std::string_view name) {
    const RuleOption* option = ruleOptionNamed(name);
    return name == "graph" || (option && !option->appliesToGrid);
}
bool gridOnly(std::string_view name) {
    const RuleOption* option = ruleOptionNamed(name);
    return option && !option->appliesToGraph;
}

Error badField(const Cursor& cursor, const std::string& what) { return cursor.error("parse.bad-field", what); }

// A string's contents from the '"' at the cursor through its closing '"'.
// Escapes are kept as written: field names and "mouse"/"cat" never need them.
Expected<std::string> readString(Cursor& cursor) {
    const Place start = cursor.place();
    cursor.advance();
    std::string value;
    while (!cursor.atEnd() && cursor.peek() != '"' && cursor.peek() != '\n') {
        if (cursor.peek() == '\\') {
            value += cursor.peek();
            cursor.advance();
        }
        value += cursor.peek();
        cursor.advance();
    }
    if (cursor.peek() != '"') return Cursor::errorAt(start, "parse.unexpected-token", "this string has no closing '\"' on its line");
    cursor.advance();
    return value;
}

// Steps over one JSON value without looking into it (for "value" and
// "line"): brackets matched with an explicit stack, never recursion.
std::optional<Error> skipValue(Cursor& cursor) {
    std::string open;
    do {
        cursor.skipBlanks();
        const char c = cursor.peek();
        if (c == '"') {
            if (auto text = readString(cursor); !text) return text.error();
        } else if (c == '[' || c == '{') {
            open += c;
            cursor.advance();
        } else if (c == ']' || c == '}') {
            if (open.empty() || open.back() != (c == ']' ? '[' : '{')) return cursor.error("parse.unexpected-token", "unexpected " + cursor.found());
            open.pop_back();
            cursor.advance();
        } else if ((c == ',' || c == ':') && !open.empty()) {
            cursor.advance();
        } else if (isDigit(c) || c == '-' || (c >= 'a' && c <= 'z')) {
            while (isDigit(cursor.peek()) || (cursor.peek() >= 'a' && cursor.peek() <= 'z') || cursor.peek() == '.' || cursor.peek() == '-' ||
                   cursor.peek() == '+' || cursor.peek() == 'E') {
                cursor.advance();
            }
        } else {
            return cursor.error("parse.unexpected-token", "expected a JSON value but found " + cursor.found());
        }
    } while (!open.empty());
    return std::nullopt;
}

Expected<int> readNode(Cursor& cursor, const std::string& field) {
    if (isDigit(cursor.peek())) return readId(cursor);
    if (cursor.peek() == '-') return cursor.error("parse.negative-id", "node ids start at 0; found a negative number");
    return badField(cursor, "\"" + field + "\" must be a node id (a whole number from 0) but found " + cursor.found());
}

// true or false at the cursor.
Expected<bool> readBool(Cursor& cursor, const std::string& field) {
    for (const bool value : {true, false}) {
        const std::string_view word = value ? "true" : "false";
        if (cursor.lookingAt(word)) {
            for (std::size_t i = 0; i < word.size(); ++i) cursor.advance();
            return value;
        }
    }
    return badField(cursor, "\"" + field + "\" must be true or false but found " + cursor.found());
}

// The first field of each kind (a graph's, a grid's), to name a mix of the two.
struct KindPlaces {
    std::string graphField, gridField;
    Place graph, grid;
    void saw(const std::string& name, Place at) {
        if (graphOnly(name) && graphField.empty()) graphField = name, graph = at;
        if (gridOnly(name) && gridField.empty()) gridField = name, grid = at;
    }
};

// The game file of a grid: the board read, and the graph of its cells for drawing (as importGrid makes it).
Expected<Imported> gridGame(Grid grid, const TextRules& rules, std::optional<int> turnLimit) {
    auto board = GridGame::make(grid, {1, 1});
    if (!board) return board.error();
    auto graph = Graph::fromAdjacency(board->moves(Player::Mouse));
    if (!graph) return graph.error();
    TextRules first;
    first.first = rules.first;
    Imported imported{*std::move(graph), Format::Json, first, {}, std::move(grid), turnLimit, {}};
    return imported;
}

// A game file's fields as they are read, and where each was.
struct GameFields {
    AdjacencyScan graphScan;
    Place graphPlace;  // of the "graph" value's '['
    bool haveGraph = false;
    TextRules rules;                                   // every rule option's field (rule_options.hpp), the grid's jumps and turn limit too
    std::map<std::string, Place, std::less<>> places;  // of each rule option's value
    std::vector<Place> itemPlaces;                     // of each node of a list of nodes (the holes)
    KindPlaces kinds;
    std::optional<Grid> grid;
    Place gridPlace;
};

// Reads the value of one field (the cursor at it) into `fields`; `at` is the field's name.
using FieldReader = std::optional<Error> (*)(Cursor& cursor, const std::string& name, const Place& at, GameFields& fields);

std::optional<Error> readGridField(Cursor& cursor, const std::string&, const Place& at, GameFields& fields) {
    if (cursor.peek() != '[') return badField(cursor, "\"grid\" must be a grid's rows like [\"####F\",\"#C...\",\"M....\"] but found " + cursor.found());
    auto rows = readGridRows(cursor);
    if (!rows) return rows.error();
    fields.grid.emplace(Grid{*std::move(rows), {}});
    fields.gridPlace = at;
    return std::nullopt;
}

std::optional<Error> readGraphField(Cursor& cursor, const std::string&, const Place&, GameFields& fields) {
    if (cursor.peek() != '[') return badField(cursor, "\"graph\" must be an adjacency list like [[1,3],[0],[3],[0,2]] but found " + cursor.found());
    fields.graphPlace = cursor.place();
    if (auto error = scanAdjacencyList(cursor, fields.graphScan)) return *error;
    fields.haveGraph = true;
    return std::nullopt;
}

// A list of node ids ("holes": [0, 5]), each one's place kept.
Expected<OptionValue> readNodes(Cursor& cursor, const std::string& name, const Place& at, GameFields& fields) {
    if (cursor.peek() != '[') return badField(cursor, "\"" + name + "\" must be a list of node ids like [0, 5] but found " + cursor.found());
    OptionValue value;
    const auto readItem = [&]() -> std::optional<Error> {
        fields.itemPlaces.push_back(cursor.place());
        const auto node = readNode(cursor, name);
        if (!node) return node.error();
        value.nodes.push_back(*node);
        return std::nullopt;
    };
    if (auto error = readList(cursor, readItem)) return *error;
    if (value.nodes.empty()) return Cursor::errorAt(at, "parse.bad-field", "\"" + name + "\" must list at least one node");
    return value;
}

// A count in its row's range; a grid's jump as the grid's text reads one.
Expected<OptionValue> readCount(Cursor& cursor, const RuleOption& option) {
    const std::string name(option.name);
    if (option.gridJump) {
        const auto jump = readGridJump(cursor, name.c_str());
        if (!jump) return jump.error();
        return OptionValue{*jump, false, {}};
    }
    const Place place = cursor.place();
    const auto number = isDigit(cursor.peek()) ? readWhole(cursor) : Expected<std::int64_t>(-1);
    if (!number) return number.error();
    if (*number < option.min || *number > option.max) {
        return Cursor::errorAt(place, "parse.bad-field",
                               "\"" + name + "\" must be " + countRange(option));
    }
    return OptionValue{*number, false, {}};
}

// A rule option's value (rule_options.hpp), read as its row's type says.
Expected<OptionValue> readOptionValue(Cursor& cursor, const RuleOption& option, const Place& at, GameFields& fields) {
    const std::string name(option.name);
    switch (option.type) {
        case OptionType::Node: {
            const auto node = readNode(cursor, name);
            if (!node) return node.error();
            return OptionValue{*node, false, {}};
        }
        case OptionType::Nodes: return readNodes(cursor, name, at, fields);
        case OptionType::Boolean: {
            const auto on = readBool(cursor, name);
            if (!on) return on.error();
            return OptionValue{0, *on, {}};
        }
        case OptionType::Choice: {
            const auto text = cursor.peek() == '"' ? readString(cursor) : Expected<std::string>(std::string());
            if (!text) return text.error();
            const auto index = choiceIndex(option, *text);
            if (!index) return badField(cursor, "\"" + name + "\" must be " + choiceList(option, "\""));
            return OptionValue{static_cast<long long>(*index), false, {}};
        }
        case OptionType::Count: break;
    }
    return readCount(cursor, option);
}

std::optional<Error> readRuleField(Cursor& cursor, const std::string& name, const Place& at, GameFields& fields) {
    const RuleOption& option = *ruleOptionNamed(name);
    fields.places[name] = cursor.place();
    const auto value = readOptionValue(cursor, option, at, fields);
    if (!value) return value.error();
    storeOption(option, fields.rules, *value);
    return std::nullopt;
}

std::optional<Error> readVersionField(Cursor& cursor, const std::string&, const Place&, GameFields&) {
    const Place version = cursor.place();
    const auto number = isDigit(cursor.peek()) ? readId(cursor) : Expected<int>(-1);
    if (!number || *number != kVersion) {
        return Cursor::errorAt(version, "parse.bad-field", "\"catmouse\" is the file format's version, " + std::to_string(kVersion) + " for this catmouse");
    }
    return std::nullopt;
}

// "value" and "line", which an exported file carries: read past, not trusted.
std::optional<Error> skipField(Cursor& cursor, const std::string&, const Place&, GameFields&) { return skipValue(cursor); }

// The reader of each field a game file may have, or null.
FieldReader fieldReader(const std::string& name) {
    if (name == "grid") return readGridField;
    if (name == "graph") return readGraphField;
    if (ruleOptionNamed(name)) return readRuleField;
    if (name == "catmouse") return readVersionField;
    if (name == "value" || name == "line") return skipField;
    return nullptr;
}

// One field, its name and its value, into `fields`; `seen` the names so far (",graph,mouse,").
std::optional<Error> readField(Cursor& cursor, GameFields& fields, std::string& seen) {
    if (cursor.peek() != '"') return cursor.error("parse.unexpected-token", "expected a field name in double quotes but found " + cursor.found());
    const Place at = cursor.place();
    const auto name = readString(cursor);
    if (!name) return name.error();
    if (seen.find("," + *name + ",") != std::string::npos) return Cursor::errorAt(at, "parse.bad-field", "the field \"" + *name + "\" is given twice");
    seen += *name + ",";
    cursor.skipBlanks();
    if (cursor.peek() != ':') return cursor.error("parse.unexpected-token", "expected ':' after the field name but found " + cursor.found());
    cursor.advance();
    cursor.skipBlanks();
    fields.kinds.saw(*name, at);
    if ((*name == "hole" && fields.rules.holes) || (*name == "holes" && fields.rules.hole)) {
        return Cursor::errorAt(at, "rules.conflicting-options", "the fields \"hole\" and \"holes\" both say where the holes are: give one (holes for several)",
                               {"hole", "holes"});
    }
    const FieldReader reader = fieldReader(*name);
    if (!reader) return Cursor::errorAt(at, "parse.bad-field", "unknown field \"" + *name + "\"; the fields are " + fieldList());
    return reader(cursor, *name, at, fields);
}

// A grid's game file, read: its board and LeetCode 1728's rules.
Expected<Imported> gridFile(GameFields& fields, bool directedOption) {
    const KindPlaces& kinds = fields.kinds;
    if (!kinds.graphField.empty()) {
        return Cursor::errorAt(kinds.graph, "parse.bad-field",
                               "a grid's game file has its board in \"grid\", which places the mouse, the cat and the food, and LeetCode 1728's "
                               "rules: the field \"" +
                                   kinds.graphField + "\" is for a graph's game file");
    }
    if (directedOption) {
        return Cursor::errorAt(fields.gridPlace, "rules.conflicting-options", "the option directed cannot be used with a grid: its moves go both ways",
                               {"directed", "format"});
    }
    fields.grid->jumps = fields.rules.jumps;
    return gridGame(*std::move(fields.grid), fields.rules, fields.rules.turnLimit);
}

// Holes out of range, at their place (Rules::make would say it without one).
std::optional<Error> holesOutOfRange(const GameFields& fields, int n) {
    const TextRules& rules = fields.rules;
    const auto outside = [n](int node) { return node >= n; };
    if (rules.hole && outside(*rules.hole)) {
        return Cursor::errorAt(fields.places.at("hole"), "rules.node-out-of-range",
                               "the hole " + std::to_string(*rules.hole) + " is not a node of this " + std::to_string(n) + "-node graph", {"hole"});
    }
    for (std::size_t i = 0; rules.holes && i < rules.holes->size(); ++i) {
        if (!outside((*rules.holes)[i])) continue;
        return Cursor::errorAt(fields.itemPlaces[i], "rules.node-out-of-range",
                               "the hole " + std::to_string((*rules.holes)[i]) + " is not a node of this " + std::to_string(n) + "-node graph", {"holes"});
    }
    return std::nullopt;
}

// A graph's game file, read: its adjacency list built, its holes checked.
Expected<Imported> graphFile(GameFields& fields, const Place& open, bool directedOption, std::uint64_t memoryLimit) {
    if (!fields.kinds.gridField.empty()) {
        return Cursor::errorAt(fields.kinds.grid, "parse.bad-field",
                               "the field \"" + fields.kinds.gridField + "\" is for a grid's game file (with \"grid\"), and this one has no grid");
    }
    if (!fields.haveGraph) return Cursor::errorAt(open, "parse.bad-field", "the game object has no \"graph\" field (an adjacency list like [[1,3],[0],[3],[0,2]])");
    const std::optional<bool> directed = fields.rules.directed;
    if (directedOption && directed == false) {
        return Cursor::errorAt(fields.places.at("directed"), "rules.conflicting-options", "the option directed contradicts this file's \"directed\": false: drop one",
                               {"directed", "format"});
    }
    const bool isDirected = directedOption || directed.value_or(false);
    auto graph = buildAdjacencyList(std::move(fields.graphScan), isDirected ? Orientation::Directed : Orientation::Undirected, memoryLimit);
    if (!graph) return atGraph(graph.error(), fields.graphPlace);
    if (auto error = holesOutOfRange(fields, graph->nodeCount())) return *error;
    fields.rules.directed.reset();  // the graph holds it
    return Imported{*std::move(graph), Format::Json, fields.rules, {}, {}, {}, {}};
}

}  // namespace

Expected<Imported> parseGameJson(std::string_view text, bool directedOption, std::uint64_t memoryLimit) {
    Cursor cursor(text);
    cursor.skipBlanks();
    if (cursor.peek() != '{') return cursor.error("parse.unexpected-token", "expected '{' to start the game object but found " + cursor.found());
    const Place open = cursor.place();
    cursor.advance();
    GameFields fields;
    std::string seen = ",";  // the fields given so far, ",graph,mouse,"
    cursor.skipBlanks();
    while (cursor.peek() != '}') {
        if (auto error = readField(cursor, fields, seen)) return *error;
        cursor.skipBlanks();
        if (cursor.peek() == '}') break;
        if (cursor.peek() != ',') return cursor.error("parse.unexpected-token", "expected ',' or '}' but found " + cursor.found());
        cursor.advance();
        cursor.skipBlanks();
    }
    cursor.advance();
    cursor.skipBlanks();
    if (!cursor.atEnd()) return cursor.error("parse.unexpected-token", "unexpected " + cursor.found() + " after the end of the game object");
    return fields.grid ? gridFile(fields, directedOption) : graphFile(fields, open, directedOption, memoryLimit);
}

}  // namespace catmouse
