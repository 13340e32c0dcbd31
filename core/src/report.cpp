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

}  // namespace catmouse
