// The native `catmouse` binary: the shared command line with file and stdin reading.
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <new>

#include "cli.hpp"

namespace {

// C stdio rather than iostreams: a directory or a read error must become a
// message (iostreams throw on some of them), worded like strerror everywhere.
// Stops past `limit` bytes (a file's size says so before any is read), so
// /dev/zero or a wrong file is refused at once.
catmouse::Expected<std::string> readInput(const std::string& path, std::uint64_t limit) {
    const bool fromStdin = path == "-";
    std::FILE* file = fromStdin ? stdin : std::fopen(path.c_str(), "rb");
    const auto failure = [&path] { return catmouse::Error{"io.read", "cannot read '" + path + "': " + std::strerror(errno)}; };
    if (file == nullptr) return failure();
    struct stat status {};
    const bool sized = fstat(fileno(file), &status) == 0 && S_ISREG(status.st_mode);
    const auto done = [&](catmouse::Expected<std::string> result) {
        if (!fromStdin) std::fclose(file);
        return result;
    };
    if (sized && static_cast<std::uint64_t>(status.st_size) > limit) return done(catmouse::cli::inputTooLarge(limit));
    std::string text;
    // A pipe's size is unknown: room for the default limit up front (pages
    // are only touched as bytes arrive), not doubling copies that would
    // hold half again as much at the end.
    text.reserve(static_cast<std::size_t>(sized ? status.st_size : std::min(limit, catmouse::cli::kDefaultInputLimit) + 1));
    char buffer[1 << 16];
    std::size_t count = 0;
    // Never more than limit + 1 bytes in all: enough to know it is over.
    const auto room = [&] { return static_cast<std::size_t>(std::min<std::uint64_t>(sizeof buffer, limit + 1 - text.size())); };
    while ((count = std::fread(buffer, 1, room(), file)) > 0) {
        text.append(buffer, count);
        if (text.size() > limit) return done(catmouse::cli::inputTooLarge(limit));
    }
    const bool failed = std::ferror(file) != 0;
    const int readErrno = errno;
    if (!fromStdin) std::fclose(file);
    errno = readErrno;
    if (failed) return failure();
    return text;
}

// "" when written, else strerror's words for why not.
std::string writeOutput(std::string_view bytes) {
    if (std::fwrite(bytes.data(), 1, bytes.size(), stdout) == bytes.size()) return "";
    return std::strerror(errno);
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    try {
        // stdout as it is made: a table at 20,000 nodes is gigabytes of JSON.
        auto output = catmouse::cli::runStreaming(args, readInput, writeOutput);
        if (output.status == 0 && std::fflush(stdout) != 0) output = {2, "", catmouse::cli::writeFailure(std::strerror(errno))};
        std::cerr << output.err;
        return output.status;
    } catch (const std::bad_alloc&) {
        std::cerr << "catmouse: out of memory: the input or its game table is too large for this machine\n";
    } catch (const std::exception& error) {
        std::cerr << "catmouse: " << error.what() << "\n";
    }
    return 2;
}
