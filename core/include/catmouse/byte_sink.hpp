#pragma once
// Output written as it is made, so a table of any size the solver handles
// goes out in bounded memory (`catmouse table` at 20,000 nodes is gigabytes
// of JSON; one string of it would not fit in wasm, nor in a JavaScript string).
#include <functional>
#include <string>
#include <string_view>

namespace catmouse {

// Takes each piece of the output in order; returns false when it could not
// write it, and the writer then stops.
using ByteSink = std::function<bool(std::string_view bytes)>;

// Gathers small appends into pieces of about kChunk bytes for a sink.
class ChunkedWriter {
public:
    static constexpr std::size_t kChunk = std::size_t{1} << 20;

    explicit ChunkedWriter(const ByteSink& sink) : sink_(sink) { buffer_.reserve(kChunk); }

    // False once the sink has refused a piece; later appends are dropped.
    bool append(std::string_view bytes) {
        if (!ok_) return false;
        buffer_.append(bytes);
        if (buffer_.size() >= kChunk) flush();
        return ok_;
    }
    bool flush() {
        if (ok_ && !buffer_.empty()) ok_ = sink_(buffer_);
        buffer_.clear();
        return ok_;
    }

private:
    const ByteSink& sink_;
    std::string buffer_;
    bool ok_ = true;
};

}  // namespace catmouse
