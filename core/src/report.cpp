#include "catmouse/report.hpp"

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

bool writeTableJson(const Solution& solution, const ByteSink& sink) {
    const Table& table = solution.table();
    ChunkedWriter out(sink);
    out.append("{\"nodes\":" + std::to_string(solution.nodeCount()) + ",\"hole\":" + std::to_string(solution.hole()) +
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
