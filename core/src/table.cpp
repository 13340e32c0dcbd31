#include "catmouse/table.hpp"

#include <algorithm>
#include <atomic>

#include "table_words.hpp"

namespace catmouse {

namespace {
constexpr std::size_t kBlockBytes = std::size_t{16} << 20;
constexpr std::uint32_t kLongLevels = 256;  // a byte's values
std::atomic<std::uint32_t> gInlineLimit{word::kEscape};
std::atomic<std::uint32_t> gLongLevels{kLongLevels};

bool byIndex(const std::pair<std::uint64_t, std::uint32_t>& e, std::uint64_t index) { return e.first < index; }
}  // namespace

namespace detail {

std::size_t tableBlockEntries(int nodeCount) {
    const auto n = static_cast<std::size_t>(nodeCount);
    const std::size_t rows = std::max<std::size_t>(1, kBlockBytes / sizeof(word::Packed) / std::max<std::size_t>(1, n));
    return rows * n;
}

void TableWords::sortEscapes(Table& table) { std::sort(table.escapes_.begin(), table.escapes_.end()); }

void TableWords::recordLong(Table& table, std::size_t index, std::uint32_t level) {
    if (table.inPlane(level)) {
        table.long_[index / table.blockEntries_][index % table.blockEntries_] = static_cast<std::uint8_t>(level / table.inlineLimit_);
    } else {
        table.escapes_.emplace_back(index, level);
    }
}

std::uint32_t TableWords::setInlineLimitForTests(std::uint32_t limit) {
    return gInlineLimit.exchange(std::clamp<std::uint32_t>(limit, 1, word::kEscape));
}

std::uint32_t TableWords::setLongLevelsForTests(std::uint32_t levels) {
    return gLongLevels.exchange(std::clamp<std::uint32_t>(levels, 2, kLongLevels));
}

}  // namespace detail

Table::Table(int nodeCount, bool zeroed)
    : nodeCount_(nodeCount),
      size_(2 * static_cast<std::size_t>(nodeCount) * static_cast<std::size_t>(nodeCount)),
      blockEntries_(detail::tableBlockEntries(nodeCount)),
      inlineLimit_(gInlineLimit.load()),
      longLevels_(gLongLevels.load()) {
    for (std::size_t first = 0; first < size_; first += blockEntries_) {
        auto& block = blocks_.emplace_back();
        const std::size_t entries = std::min(blockEntries_, size_ - first);
        block.reserve(entries);
        detail::adviseHugePages(block.data(), entries * sizeof(word::Packed));
        block.resize(entries);
        if (zeroed) std::fill(block.begin(), block.end(), word::Packed{0});
    }
}

std::uint64_t Table::longPlaneBytes(int nodeCount) {
    const auto n = static_cast<std::uint64_t>(nodeCount);
    const std::uint64_t entries = 2 * n * n;
    const std::uint64_t perBlock = detail::tableBlockEntries(nodeCount);
    return entries + (entries + perBlock - 1) / perBlock * sizeof(std::vector<std::uint8_t>);
}

std::uint64_t Table::longLineBytes() const {
    std::uint64_t bytes = escapeBytes();
    for (const auto& block : long_) bytes += block.capacity() + sizeof(block);
    return bytes;
}

void Table::makeLongPlane() {
    if (!long_.empty()) return;
    long_.reserve(blocks_.size());
    for (const auto& block : blocks_) long_.emplace_back(block.size(), std::uint8_t{0});
}

std::uint8_t Table::longByte(std::size_t index) const {
    return long_.empty() ? 0 : long_[index / blockEntries_][index % blockEntries_];
}

std::uint32_t Table::lowBits(std::uint32_t remoteness) const {
    if (remoteness < inlineLimit_) return remoteness;
    return inPlane(remoteness) ? remoteness % inlineLimit_ : word::kEscape;
}

bool Table::equals(const Table& other) const {
    if (nodeCount_ != other.nodeCount_ || inlineLimit_ != other.inlineLimit_ || longLevels_ != other.longLevels_ ||
        blocks_ != other.blocks_ || escapes_ != other.escapes_) {
        return false;
    }
    // A plane of zeros says what no plane says.
    if (long_.empty() != other.long_.empty()) {
        const auto& plane = long_.empty() ? other.long_ : long_;
        return std::all_of(plane.begin(), plane.end(), [](const auto& block) {
            return std::all_of(block.begin(), block.end(), [](std::uint8_t b) { return b == 0; });
        });
    }
    return long_ == other.long_;
}

std::uint32_t Table::remotenessOf(std::size_t index, std::uint16_t packed) const {
    const std::uint32_t low = word::low(packed);
    if (low != word::kEscape) return low + inlineLimit_ * longByte(index);
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
    const bool escaped = !inPlane(entry.remoteness);
    const auto high = static_cast<std::uint8_t>(escaped ? 0 : entry.remoteness / inlineLimit_);
    if (high != 0) makeLongPlane();
    if (!long_.empty()) long_[index / blockEntries_][index % blockEntries_] = high;
    blocks_[index / blockEntries_][index % blockEntries_] = word::make(code, lowBits(entry.remoteness));
    const auto it = std::lower_bound(escapes_.begin(), escapes_.end(), std::uint64_t{index}, byIndex);
    const bool listed = it != escapes_.end() && it->first == index;
    if (escaped && listed) it->second = entry.remoteness;
    else if (escaped) escapes_.insert(it, {index, entry.remoteness});
    else if (listed) escapes_.erase(it);
}

}  // namespace catmouse
