#include "convert.hpp"

#include <emscripten/heap.h>

#include <cstdint>

#include "../../core/src/byte_size.hpp"

namespace catmouse::wasm {

val placedDetails(const std::string& code, const std::string& message, int line, int column) {
    val details = val::object();
    details.set("code", code);
    details.set("message", message);
    if (line > 0) {
        details.set("line", line);
        details.set("column", column);
    }
    return details;
}

val errorDetails(const Error& error) {
    val details = placedDetails(error.code, error.message, error.line, error.column);
    if (!error.options.empty()) {
        val options = val::array();
        for (const auto& option : error.options) options.call<void>("push", option);
        details.set("options", options);
    }
    return details;
}

val errorValue(const Error& error) {
    val result = val::object();
    result.set("error", errorDetails(error));
    return result;
}

val warningsValue(const std::vector<Warning>& warnings) {
    val list = val::array();
    for (const auto& warning : warnings) {
        list.call<void>("push", placedDetails(warning.code, warning.message, warning.line, warning.column));
    }
    return list;
}

Error outOfMemoryError() {
    return Error{"limits.memory",
                 "WebAssembly ran out of memory: the heap has grown to " +
                     describeBytes(emscripten_get_heap_size(), Rounding::Up) + " of the " +
                     describeBytes(emscripten_get_heap_max(), Rounding::Down) +
                     " it can have here, and this call needed more; what it held is freed. Dispose of games you no "
                     "longer need, or solve a smaller graph (the native catmouse command line is not bound by this)"};
}

val nodesValue(const std::vector<int>& nodes) {
    val list = val::array();
    for (const int node : nodes) list.call<void>("push", node);
    return list;
}

val adjacencyValue(const Graph& graph) {
    val lists = val::array();
    for (int a = 0; a < graph.nodeCount(); ++a) {
        val list = val::array();
        for (const auto b : graph.neighbours(a)) list.call<void>("push", static_cast<int>(b));
        lists.call<void>("push", list);
    }
    return lists;
}

val adjacencyArraysValue(const Graph& graph) {
    std::vector<std::int32_t> offsets;
    std::vector<std::int32_t> targets;
    offsets.reserve(static_cast<std::size_t>(graph.nodeCount()) + 1);
    for (int a = 0; a < graph.nodeCount(); ++a) {
        offsets.push_back(static_cast<std::int32_t>(targets.size()));
        for (const auto b : graph.neighbours(a)) targets.push_back(static_cast<std::int32_t>(b));
    }
    offsets.push_back(static_cast<std::int32_t>(targets.size()));
    val arrays = val::object();
    arrays.set("offsets", val(emscripten::typed_memory_view(offsets.size(), offsets.data())).call<val>("slice"));
    arrays.set("targets", val(emscripten::typed_memory_view(targets.size(), targets.data())).call<val>("slice"));
    return arrays;
}

val positionValue(const Position& p) {
    val v = val::object();
    v.set("mouse", p.mouse);
    v.set("cat", p.cat);
    v.set("turn", std::string(toString(p.turn)));
    return v;
}

val positionValue(const TwoCatPosition& p) {
    val v = val::object();
    v.set("mouse", p.mouse);
    v.set("cat", p.cat);
    v.set("cat2", p.cat2);
    v.set("turn", std::string(toString(p.turn)));
    return v;
}

val valueValue(const Value& value, val v) {
    v.set("outcome", static_cast<int>(value.outcome));
    v.set("plies", value.remoteness ? val(static_cast<double>(*value.remoteness)) : val::null());
    return v;
}

val endingValue(Ending ending) {
    switch (ending) {
        case Ending::MouseInHole: return val("hole");
        case Ending::Caught: return val("caught");
        case Ending::Stuck: return val("stuck");
        case Ending::CatInHole: return val("cat-in-hole");
        case Ending::None: break;
    }
    return val::null();
}

val lineFactsValue(const LineFacts& facts) {
    val result = val::object();
    if (facts.repeat) {
        val repeat = val::object();
        repeat.set("first", static_cast<double>(facts.repeat->first));
        repeat.set("again", static_cast<double>(facts.repeat->again));
        result.set("repeat", repeat);
    } else {
        result.set("repeat", val::null());
    }
    if (facts.end) {
        val end = val::object();
        end.set("at", static_cast<double>(facts.end->at));
        end.set("ending", endingValue(facts.end->ending));
        end.set("outcome", static_cast<int>(facts.end->outcome));
        end.set("winner", std::string(winnerName(facts.end->outcome)));
        // The names a two-cat position's cats have ('cat' for cat A, 'cat2' for cat B).
        end.set("endingCat", !facts.end->cat ? val::null() : val(facts.end->cat == EndingCat::A ? "cat" : "cat2"));
        result.set("end", end);
    } else {
        result.set("end", val::null());
    }
    return result;
}

namespace {
Player turnOf(const val& position) { return position["turn"].as<std::string>() == "cat" ? Player::Cat : Player::Mouse; }
}  // namespace

Position positionOf(const val& position) {
    return {position["mouse"].as<int>(), position["cat"].as<int>(), turnOf(position)};
}

TwoCatPosition twoCatPositionOf(const val& position) {
    return {position["mouse"].as<int>(), position["cat"].as<int>(), position["cat2"].as<int>(), turnOf(position)};
}

std::vector<Position> positionsOf(const val& line) {
    std::vector<Position> positions(line["length"].as<std::size_t>());
    for (std::size_t i = 0; i < positions.size(); ++i) positions[i] = positionOf(line[i]);
    return positions;
}

std::vector<TwoCatPosition> twoCatPositionsOf(const val& line) {
    std::vector<TwoCatPosition> positions(line["length"].as<std::size_t>());
    for (std::size_t i = 0; i < positions.size(); ++i) positions[i] = twoCatPositionOf(line[i]);
    return positions;
}

bool isBytes(const val& value) { return value.instanceof (val::global("Uint8Array")); }

std::string bytesOf(const val& bytes) {
    const auto data = emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
    return std::string(reinterpret_cast<const char*>(data.data()), data.size());
}

}  // namespace catmouse::wasm
