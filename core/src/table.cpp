#include "catmouse/table.hpp"

#include "table_words.hpp"

namespace catmouse {

Position Table::position(std::size_t index) const {
    const auto n = static_cast<std::size_t>(nodeCount_);
    return {static_cast<int>((index / n) % n), static_cast<int>(index % n), static_cast<Player>(index / (n * n))};
}

Table::Entry Table::entry(std::size_t index) const {
    const std::uint32_t w = words_[index];
    return {static_cast<int>(word::outcomeCode(w)), word::low(w)};
}

int Table::outcomeCode(std::size_t index) const { return static_cast<int>(word::outcomeCode(words_[index])); }

std::int32_t Table::remoteness(std::size_t index) const {
    const std::uint32_t w = words_[index];
    const std::uint32_t code = word::outcomeCode(w);
    return code == 1 || code == 2 ? static_cast<std::int32_t>(word::low(w)) : -1;
}

Value Table::value(std::size_t index) const {
    const std::uint32_t w = words_[index];
    const auto outcome = static_cast<Outcome>(word::outcomeCode(w));
    if (outcome == Outcome::Draw) return {};
    return {outcome, word::low(w)};
}

void Table::decode(std::size_t first, std::size_t count, std::uint8_t* outcomes, std::int32_t* remoteness) const {
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint32_t w = words_[first + i];
        const std::uint32_t code = word::outcomeCode(w);
        outcomes[i] = static_cast<std::uint8_t>(code);
        remoteness[i] = code == 1 || code == 2 ? static_cast<std::int32_t>(word::low(w)) : -1;
    }
}

void Table::set(std::size_t index, const Entry& entry) {
    words_[index] = word::make(static_cast<std::uint32_t>(entry.outcome) & 3u, entry.remoteness & word::kLowMask);
}

}  // namespace catmouse
