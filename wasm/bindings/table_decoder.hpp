#pragma once
// Decodes a table's entries for JavaScript a chunk at a time (Table::decode)
// into scratch buffers, handed out as {outcome: Uint8Array, remoteness:
// Int32Array} views onto wasm memory: the wrapper copies them out at once
// (memory growth detaches views) and calls release() when done.
#include <emscripten/val.h>

#include <cstdint>
#include <vector>

#include "catmouse/table.hpp"

namespace catmouse::wasm {

class TableDecoder {
public:
    emscripten::val decode(const Table& table, double first, double count) {
        const auto from = static_cast<std::size_t>(first);
        const auto size = static_cast<std::size_t>(count);
        outcomes_.resize(size);
        remoteness_.resize(size);
        table.decode(from, size, outcomes_.data(), remoteness_.data());
        emscripten::val views = emscripten::val::object();
        views.set("outcome", emscripten::val(emscripten::typed_memory_view(size, outcomes_.data())));
        views.set("remoteness", emscripten::val(emscripten::typed_memory_view(size, remoteness_.data())));
        return views;
    }
    void release() {
        outcomes_ = {};
        remoteness_ = {};
    }

private:
    std::vector<std::uint8_t> outcomes_;
    std::vector<std::int32_t> remoteness_;
};

}  // namespace catmouse::wasm
