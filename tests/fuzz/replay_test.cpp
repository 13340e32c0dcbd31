// Replays every saved fuzz input through its target, compiled without
// libFuzzer: the seed corpus (tests/fuzz/corpus/<target>/) and every input a
// fuzzing run found (tests/fuzz/regressions/<target>/, kept by
// scripts/fuzz.sh). Part of the native Catch2 run, so npm test replays them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "targets.hpp"

namespace {

namespace fs = std::filesystem;

std::vector<fs::path> inputsIn(const fs::path& folder) {
    std::vector<fs::path> files;
    if (!fs::is_directory(folder)) return files;
    for (const auto& entry : fs::directory_iterator(folder)) {
        if (entry.is_regular_file() && entry.path().filename().string()[0] != '.') files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

void replay(const std::string& name) {
    const auto& all = fuzz::targets();
    const auto target = std::find_if(all.begin(), all.end(), [&](const fuzz::Target& t) { return t.name == name; });
    REQUIRE(target != all.end());
    const fs::path root = CATMOUSE_FUZZ_DIR;
    const auto corpus = inputsIn(root / "corpus" / name);
    REQUIRE(corpus.size() >= 5);  // the seeds are there: the test is not vacuous
    auto inputs = corpus;
    const auto regressions = inputsIn(root / "regressions" / name);
    inputs.insert(inputs.end(), regressions.begin(), regressions.end());
    for (const auto& path : inputs) {
        std::ifstream in(path, std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        INFO(fs::relative(path, root).string());
        const auto problem = target->run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        CHECK(problem.value_or("") == "");
    }
}

}  // namespace

TEST_CASE("fuzz replay: game_file corpus and regressions") { replay("game_file"); }
TEST_CASE("fuzz replay: parse corpus and regressions") { replay("parse"); }
TEST_CASE("fuzz replay: rules corpus and regressions") { replay("rules"); }
TEST_CASE("fuzz replay: solve corpus and regressions") { replay("solve"); }
TEST_CASE("fuzz replay: table_file corpus and regressions") { replay("table_file"); }
TEST_CASE("fuzz replay: variants corpus and regressions") { replay("variants"); }
