#include <cstdio>
#include <string_view>

#include <rano/version.h>

namespace {
void printHelp() {
    std::printf("usage: rano-cli [--version | --help]\n"
                "\n"
                "The headless side of Rano: engine matches, the engine protocol, replays and\n"
                "benchmarks are added here as they land.\n"
                "  --version  print the engine version\n"
                "  --help     print this help\n");
}
} // namespace

int main(int argc, char* argv[]) {
    if (argc < 2) {
        printHelp();
        return 0;
    }
    const std::string_view arg = argv[1];
    if (arg == "--version") {
        std::printf("rano-cli %s\n", rano::kEngineVersion);
        return 0;
    }
    if (arg == "--help" || arg == "-h") {
        printHelp();
        return 0;
    }
    std::fprintf(stderr, "rano-cli: unknown argument '%s' (try --help)\n", argv[1]);
    return 2;
}
