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

std::string tableJson(const Solution& solution) {
    const Table& table = solution.table();
    std::string outcomes;
    std::string remoteness;
    for (std::size_t i = 0; i < table.size(); ++i) {
        outcomes += (outcomes.empty() ? "" : ",") + std::to_string(table.outcomeCode(i));
        remoteness += (remoteness.empty() ? "" : ",") + std::to_string(table.remoteness(i));
    }
    return "{\"nodes\":" + std::to_string(solution.nodeCount()) + ",\"hole\":" + std::to_string(solution.hole()) +
           ",\"outcome\":[" + outcomes + "],\"remoteness\":[" + remoteness + "]}";
}

}  // namespace catmouse
