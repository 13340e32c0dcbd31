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
    std::string outcomes;
    std::string remoteness;
    for (const std::uint32_t w : solution.words()) {
        const std::uint32_t code = word::outcomeCode(w);
        outcomes += (outcomes.empty() ? "" : ",") + std::to_string(code);
        const bool decided = code == 1 || code == 2;
        remoteness += (remoteness.empty() ? "" : ",") + (decided ? std::to_string(word::low(w)) : std::string("-1"));
    }
    return "{\"nodes\":" + std::to_string(solution.nodeCount()) + ",\"hole\":" + std::to_string(solution.hole()) +
           ",\"outcome\":[" + outcomes + "],\"remoteness\":[" + remoteness + "]}";
}

}  // namespace catmouse
