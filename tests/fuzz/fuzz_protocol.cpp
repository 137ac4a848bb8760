// libFuzzer target: the engine protocol, one request per line, each answer written out as the
// program writes it. The AI's search is capped and continent files are off limits, so an
// input costs the fuzzer milliseconds, not the minutes a real request may ask for.
#include <cstddef>
#include <cstdint>
#include <string>

#include "protocol.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    ProtocolSession session(ProtocolLimits{8, false});
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    for (int lines = 0; start <= input.size() && lines < 64 && !session.quitRequested(); ++lines) {
        std::size_t end = input.find('\n', start);
        if (end == std::string::npos) end = input.size();
        const std::string answer = session.reply(input.substr(start, end - start));
        if (answer.empty()) __builtin_trap(); // an answer is always one JSON object
        start = end + 1;
    }
    return 0;
}
