#include "catmouse/table.hpp"

#include <algorithm>
#include <atomic>

#include "table_words.hpp"

namespace catmouse {

namespace {
constexpr std::size_t kBlockBytes = std::size_t{16} << 20;
std::atomic<std::uint32_t> gInlineLimit{word::kEscape};

bool byIndex(const std::pair<std::uint64_t, std::uint32_t>& e, std::uint64_t index) { return e.first < index; }
}  // namespace

namespace detail {

std::size_t tableBlockEntries(int nodeCount) {
    const auto n = static_cast<std::size_t>(nodeCount);
    const std::size_t rows = std::max<std::size_t>(1, kBlockBytes / sizeof(word::Packed) / std::max<std::size_t>(1, n));
    return rows * n;
}

void TableWords::sortEscapes(Table& table) { std::sort(table.escapes_.begin(), table.escapes_.end()); }

std::uint32_t TableWords::setInlineLimitForTests(std::uint32_t limit) {
    return gInlineLimit.exchange(std::clamp<std::uint32_t>(limit, 1, word::kEscape));
}

}  // namespace detail

Table::Table(int nodeCount, bool zeroed)
    : nodeCount_(nodeCount),
      size_(2 * static_cast<std::size_t>(nodeCount) * static_cast<std::size_t>(nodeCount)),
      blockEntries_(detail::tableBlockEntries(nodeCount)),
      inlineLimit_(gInlineLimit.load()) {
    for (std::size_t first = 0; first < size_; first += blockEntries_) {
        auto& block = blocks_.emplace_back();
        const std::size_t entries = std::min(blockEntries_, size_ - first);
        block.reserve(entries);
        detail::adviseHugePages(block.data(), entries * sizeof(word::Packed));
        block.resize(entries);
        if (zeroed) std::fill(block.begin(), block.end(), word::Packed{0});
    }
}

std::uint32_t Table::remotenessOf(std::size_t index, std::uint16_t packed) const {
    const std::uint32_t low = word::low(packed);
    if (low != word::kEscape) return low;
    const auto it = std::lower_bound(escapes_.begin(), escapes_.end(), std::uint64_t{index}, byIndex);
    return it != escapes_.end() && it->first == index ? it->second : low;
}

Position Table::position(std::size_t index) const {
    const auto n = static_cast<std::size_t>(nodeCount_);
    return {static_cast<int>((index / n) % n), static_cast<int>(index % n), static_cast<Player>(index / (n * n))};
}

Table::Entry Table::entry(std::size_t index) const {
    const word::Packed w = packed(index);
    return {static_cast<int>(word::outcomeCode(w)), remotenessOf(index, w)};
}

int Table::outcomeCode(std::size_t index) const { return static_cast<int>(word::outcomeCode(packed(index))); }

std::int32_t Table::remoteness(std::size_t index) const {
    const word::Packed w = packed(index);
    const std::uint32_t code = word::outcomeCode(w);
    return code == 1 || code == 2 ? static_cast<std::int32_t>(remotenessOf(index, w)) : -1;
}

Value Table::value(std::size_t index) const {
    const word::Packed w = packed(index);
    const auto outcome = static_cast<Outcome>(word::outcomeCode(w));
    if (outcome == Outcome::Draw) return {};
    return {outcome, remotenessOf(index, w)};
}

void Table::decode(std::size_t first, std::size_t count, std::uint8_t* outcomes, std::int32_t* remoteness) const {
    for (std::size_t i = 0; i < count;) {
        // One block at a time, without a division per entry.
        const std::size_t at = first + i;
        const std::uint16_t* block = blocks_[at / blockEntries_].data() + at % blockEntries_;
        const std::size_t run = std::min(count - i, blockEntries_ - at % blockEntries_);
        for (std::size_t k = 0; k < run; ++k, ++i) {
            const word::Packed w = block[k];
            const std::uint32_t code = word::outcomeCode(w);
            outcomes[i] = static_cast<std::uint8_t>(code);
            remoteness[i] = code == 1 || code == 2 ? static_cast<std::int32_t>(remotenessOf(first + i, w)) : -1;
        }
    }
}

void Table::set(std::size_t index, const Entry& entry) {
    const auto code = static_cast<std::uint32_t>(entry.outcome) & 3u;
    const bool escaped = entry.remoteness >= inlineLimit_;
    blocks_[index / blockEntries_][index % blockEntries_] = word::make(code, escaped ? word::kEscape : entry.remoteness);
    const auto it = std::lower_bound(escapes_.begin(), escapes_.end(), std::uint64_t{index}, byIndex);
    const bool listed = it != escapes_.end() && it->first == index;
    if (escaped && listed) it->second = entry.remoteness;
    else if (escaped) escapes_.insert(it, {index, entry.remoteness});
    else if (listed) escapes_.erase(it);
}

}  // namespace catmouse
