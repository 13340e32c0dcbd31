// What only the full module has: reading table files and the command line
// (the light module, catmouse-core-lite.wasm, leaves them out).
#include <emscripten/val.h>

#include <memory>
#include <new>
#include <string>

#include "calls.hpp"
#include "catmouse/solve.hpp"
#include "catmouse/table_file.hpp"
#include "cli.hpp"
#include "check.hpp"
#include "convert.hpp"
#include "options.hpp"

namespace catmouse::wasm {

// The arrays game.table() and readTable() give: an outcome byte and a 32-bit
// remoteness a state (wasm/src/game.js decodeTable).
constexpr std::uint64_t kDecodedBytesPerState = 5;

val readTable(val bytes, double memoryLimit) {
    return orOutOfMemory([&] {
        // Asked of the header before the file is copied in: a file may name a table far past the limit.
        const std::string header = bytesOf(bytes.call<val>("subarray", 0, 24));
        if (auto large = checkTableReadMemory(header, static_cast<std::uint64_t>(bytes["length"].as<double>()),
                                              kDecodedBytesPerState, withMemoryLimit(memoryLimit).memoryLimit)) {
            return errorValue(*large);
        }
        const auto data = emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes);
        auto stored = readTableFile(std::string_view(reinterpret_cast<const char*>(data.data()), data.size()));
        if (!stored) return errorValue(stored.error());
        val result = val::object();
        result.set("table", val(std::make_unique<StoredGameTable>(*std::move(stored))));
        return result;
    });
}

namespace {
// read(path, limit) returns the file's bytes (a Uint8Array, so the core sees
// bytes that are not UTF-8 as they are), {tooLarge: true} past limit bytes,
// or {error: message}; write(bytes) takes each piece of stdout as it is made
// (a Uint8Array view onto wasm memory: write it or copy it before returning)
// and returns "" or why it could not write. Returns {status, stderr}.
val ranCli(const val& args, const val& read, const val& write, double memoryLimit) {
    const SolveOptions options = withMemoryLimit(memoryLimit);
    const auto readInput = [&read](const std::string& path, std::uint64_t limit) -> Expected<std::string> {
        const val text = read(path, static_cast<double>(limit));
        if (isBytes(text)) return bytesOf(text);
        if (text["tooLarge"].isTrue()) return cli::inputTooLarge(limit);
        return Error{"io.read", text["error"].as<std::string>()};
    };
    const auto writeOutput = [&write](std::string_view bytes) -> std::string {
        const val failed = write(val(emscripten::typed_memory_view(bytes.size(), reinterpret_cast<const std::uint8_t*>(bytes.data()))));
        return failed.isString() ? failed.as<std::string>() : std::string();
    };
    const auto output = cli::runStreaming(emscripten::vecFromJSArray<std::string>(args), readInput, writeOutput,
                                          [&options](const Rules& rules) { return reserveMemory(rules, options); });
    val result = val::object();
    result.set("status", output.status);
    result.set("stderr", output.err);
    return result;
}
}  // namespace

// The command line's exit contract holds when memory runs out too: 2 and the message.
val runCli(val args, val read, val write, double memoryLimit) {
    try {
        return ranCli(args, read, write, memoryLimit);
    } catch (const std::bad_alloc&) {
        val result = val::object();
        result.set("status", 2);
        result.set("stderr", "catmouse: " + outOfMemoryError().message + "\n");
        return result;
    }
}

}  // namespace catmouse::wasm
