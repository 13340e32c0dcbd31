// The light module's readers of every format but the JSON adjacency list:
// none (importOtherFormat, import.hpp). A board given an adjacency list (as
// LeetCode and the docs' examples write a graph) needs nothing more; for any
// other text the package's worker starts the full module on
// solver.needs-full and asks it again (wasm/src/worker-service.js).
#include "catmouse/import.hpp"

namespace catmouse {

Expected<Imported> importOtherFormat(std::string_view, Format format, bool, std::uint64_t) {
    return Error{"solver.needs-full",
                 std::string("this module reads JSON adjacency lists only, not ") + formatName(format) +
                     ": the full module (catmouse-core.wasm) reads every format"};
}

}  // namespace catmouse
