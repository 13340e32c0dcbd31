// The native `catmouse` binary: the shared command line with file and stdin reading.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "cli.hpp"

namespace {

catmouse::Expected<std::string> readInput(const std::string& path) {
    if (path == "-") {
        std::ostringstream text;
        text << std::cin.rdbuf();
        return text.str();
    }
    std::ifstream file(path, std::ios::binary);
    if (!file) return catmouse::Error{"cannot read '" + path + "': " + std::strerror(errno)};
    return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const auto output = catmouse::cli::run(args, readInput);
    std::cout << output.out;
    std::cerr << output.err;
    return output.status;
}
