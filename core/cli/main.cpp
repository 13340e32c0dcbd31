// The native `catmouse` binary: the shared command line with file and stdin reading.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <new>

#include "cli.hpp"

namespace {

// C stdio rather than iostreams: a directory or a read error must become a
// message (iostreams throw on some of them), worded like strerror everywhere.
catmouse::Expected<std::string> readInput(const std::string& path) {
    const bool fromStdin = path == "-";
    std::FILE* file = fromStdin ? stdin : std::fopen(path.c_str(), "rb");
    const auto failure = [&path] { return catmouse::Error{"io.read", "cannot read '" + path + "': " + std::strerror(errno)}; };
    if (file == nullptr) return failure();
    std::string text;
    char buffer[1 << 16];
    std::size_t count = 0;
    while ((count = std::fread(buffer, 1, sizeof buffer, file)) > 0) text.append(buffer, count);
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
