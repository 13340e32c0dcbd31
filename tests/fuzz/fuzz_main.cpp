// The libFuzzer entry for one target, chosen at compile time
// (CATMOUSE_FUZZ_TARGET, its name in targets()). A broken promise aborts,
// so libFuzzer saves the input like any crash.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "targets.hpp"

#ifndef CATMOUSE_FUZZ_TARGET
#error "compile with -DCATMOUSE_FUZZ_TARGET=\"<name>\""
#endif

namespace {

fuzz::Body body() {
    for (const auto& target : fuzz::targets()) {
        if (std::strcmp(target.name, CATMOUSE_FUZZ_TARGET) == 0) return target.run;
    }
    std::fprintf(stderr, "no fuzz target named %s\n", CATMOUSE_FUZZ_TARGET);
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const fuzz::Body run = body();
    if (const auto problem = run(data, size)) {
        std::fprintf(stderr, "catmouse fuzz target %s: %s\n", CATMOUSE_FUZZ_TARGET, problem->c_str());
        std::abort();
    }
    return 0;
}
