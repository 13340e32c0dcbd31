// A one-cat game's table file (game.tableFile()), which only the full module
// writes: the light module (catmouse-core-lite.wasm), which the browser's
// worker starts and whose protocol asks for no table file, links
// table_file_absent.cpp instead (a tenth of its bytes: the file's writer).
#include "catmouse/table_file.hpp"
#include "convert.hpp"
#include "one_cat_game.hpp"
#include "options.hpp"

namespace catmouse::wasm {

val OneCatGame::tableFile(double memoryLimit) const {
    if (auto error = tableFileRefuses(solution_.rules())) return errorValue(*error);
    // The file is made in wasm memory and copied out to JavaScript: two copies at once.
    if (auto large = checkTableWriteMemory(solution_, 2, withMemoryLimit(memoryLimit).memoryLimit)) return errorValue(*large);
    const std::string bytes = writeTableFile(solution_);
    return val(emscripten::typed_memory_view(bytes.size(), reinterpret_cast<const std::uint8_t*>(bytes.data()))).call<val>("slice");
}

}  // namespace catmouse::wasm
