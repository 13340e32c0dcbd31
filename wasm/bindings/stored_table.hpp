#pragma once
// A table read from the binary format (no graph: values only); readTable()
// hands one out only when the file read.
#include <emscripten/val.h>

#include "catmouse/table_file.hpp"
#include "table_decoder.hpp"

namespace catmouse::wasm {

class StoredGameTable {
public:
    explicit StoredGameTable(StoredTable stored) : stored_(std::move(stored)) {}
    int nodeCount() const { return stored_.table.nodeCount(); }
    int hole() const { return stored_.hole; }
    double stateCount() const { return static_cast<double>(stored_.table.size()); }
    emscripten::val decode(double first, double count) { return decoder_.decode(stored_.table, first, count); }
    void releaseScratch() { decoder_.release(); }

private:
    StoredTable stored_;
    TableDecoder decoder_;
};

}  // namespace catmouse::wasm
