#pragma once
// Reads a fuzz input front to back: small numbers from single bytes, and the
// rest as text. Past the end it reads zeros, so every input decodes.
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace fuzz {

class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    bool empty() const { return pos_ >= size_; }
    std::uint8_t byte() { return empty() ? 0 : data_[pos_++]; }
    // A number in [0, bound).
    int below(int bound) { return bound <= 1 ? 0 : byte() % bound; }
    std::string_view rest() {
        const std::size_t from = pos_ < size_ ? pos_ : size_;
        pos_ = size_;
        return {reinterpret_cast<const char*>(data_) + from, size_ - from};
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

}  // namespace fuzz
