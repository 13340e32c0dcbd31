#include "catmouse/report.hpp"

#include "catmouse/rule_options.hpp"

namespace catmouse {

std::string reportJson(const Solution& solution, const Position& start) {
    const Value value = solution.valueAt(start);
    std::string json = "{\"outcome\":" + std::to_string(static_cast<int>(value.outcome)) + ",\"winner\":\"" +
                       winnerName(value.outcome) + "\",\"plies\":" +
                       (value.remoteness ? std::to_string(*value.remoteness) : std::string("null")) + ",\"line\":[";
    const auto line = solution.line(start);
    bool first = true;
    for (const Position& p : line.value()) {
        json += first ? "" : ",";
        first = false;
        json += "{\"mouse\":" + std::to_string(p.mouse) + ",\"cat\":" + std::to_string(p.cat) + ",\"turn\":\"" +
                toString(p.turn) + "\"}";
    }
    return json + "]}";
}

namespace {

std::string idList(const std::vector<int>& ids) {
    std::string json = "[";
    for (std::size_t i = 0; i < ids.size(); ++i) json += (i ? "," : "") + std::to_string(ids[i]);
    return json + "]";
}

// ,"directed":true,"holes":[...],"catOnHole":"...","pass":true: the fields that differ from the default
// (the on/off rules from the rule options, each "name":true).
std::string variantFields(bool directed, const Variant& variant, bool holeSet) {
    std::string json;
    if (directed) json += ",\"directed\":true";
    if (holeSet) json += ",\"holes\":" + idList(variant.holes);
    if (variant.catOnHole != CatOnHole::Barred) json += std::string(",\"catOnHole\":\"") + catOnHoleName(variant.catOnHole) + "\"";
    for (const RuleOption& option : ruleOptions()) {
        if (option.flagField && variant.*option.flagField) json += ",\"" + std::string(option.name) + "\":true";
        if (option.fromVariant && !sameValue(option.fromVariant(variant), option.fromVariant(Variant()))) {
            json += ",\"" + std::string(option.name) + "\":" + optionValueJson(option, option.fromVariant(variant));
        }
    }
    return json;
}

}  // namespace

std::string gameJson(const Graph& graph, const Setup& setup) {
    std::string json = "{\"catmouse\":1,\"graph\":[";
    for (int a = 0; a < graph.nodeCount(); ++a) {
        std::vector<int> row;
        for (const std::uint32_t b : graph.neighbours(a)) row.push_back(static_cast<int>(b));
        json += (a ? "," : "") + idList(row);
    }
    json += "],\"mouse\":" + std::to_string(setup.mouse) + ",\"cat\":" + std::to_string(setup.cat);
    if (setup.cat2) json += ",\"cat2\":" + std::to_string(*setup.cat2);
    if (setup.variant.holes.empty()) json += ",\"hole\":" + std::to_string(setup.hole);
    json += std::string(",\"first\":\"") + toString(setup.first) + "\"";
    return json + variantFields(graph.directed(), setup.variant, !setup.variant.holes.empty()) + "}";
}

bool writeTableJson(const Solution& solution, const ByteSink& sink) {
    const Table& table = solution.table();
    const Rules& rules = solution.rules();
    ChunkedWriter out(sink);
    out.append("{\"nodes\":" + std::to_string(solution.nodeCount()) + ",\"hole\":" + std::to_string(solution.hole()) +
               variantFields(rules.graph().directed() || rules.graph(Player::Cat).directed(), rules.variant(),
                             rules.holes().size() > 1) +
               ",\"outcome\":[");
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (!out.append((i ? "," : "") + std::to_string(table.outcomeCode(i)))) return false;
    }
    out.append("],\"remoteness\":[");
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (!out.append((i ? "," : "") + std::to_string(table.remoteness(i)))) return false;
    }
    out.append("]}");
    return out.flush();
}

std::string tableJson(const Solution& solution) {
    std::string json;
    writeTableJson(solution, [&json](std::string_view bytes) {
        json.append(bytes);
        return true;
    });
    return json;
}

}  // namespace catmouse
