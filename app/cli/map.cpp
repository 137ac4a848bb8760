#include "map.h"

#include <cstdio>

#include "args.h"
#include "atomic_write.h"
#include "volcanic/catalogue_json.h"
#include "volcanic/generator.h"
#include "volcanic/shipped.h"
#include "volcanic/validator.h"

using namespace rano::volcanic;

namespace {

int validate(const std::string& path) {
    std::string error;
    TileCatalogue catalogue;
    if (!shippedCatalogue(catalogue, error)) {
        std::fprintf(stderr, "rano-cli map: %s\n", error.c_str());
        return 1;
    }
    nlohmann::json file;
    Continent continent;
    if (!readJsonFile(path, file, error)) { // the error names the file
        std::printf("%s\n", error.c_str());
        return 1;
    }
    if (!continentFromJson(file, continent, error)) {
        std::printf("%s: %s\n", path.c_str(), error.c_str());
        return 1;
    }
    const auto problems = validateContinent(catalogue, continent);
    if (problems.empty()) {
        std::printf("%s: valid (%zu tiles, %zu landfall %s)\n", path.c_str(),
                    continent.tiles.size(), continent.bays.size(),
                    continent.bays.size() == 1 ? "bay" : "bays");
        return 0;
    }
    for (const Problem& p : problems)
        std::printf("%s: %s\n", path.c_str(), p.message.c_str());
    return 1;
}

int random(const Args& a) {
    const auto seedOption = wholeNumber(a.get("seed", "1"));
    const auto baysOption = wholeNumber(a.get("bays", std::to_string(kMaxGeneratedBays)), 1000);
    if (!seedOption || !baysOption) {
        std::fprintf(stderr, "rano-cli map random: --seed and --bays need non-negative integers\n");
        return 2;
    }
    const std::uint64_t seed = *seedOption;
    const int bays = int(*baysOption);
    std::string error;
    const auto continent = generateShippedContinent(seed, bays, error);
    if (!continent) {
        std::fprintf(stderr, "rano-cli map random: %s\n", error.c_str());
        return bays < kMinGeneratedBays || bays > kMaxGeneratedBays ? 2 : 1;
    }
    const std::string text = continentToJson(*continent).dump(1) + "\n";
    if (!a.has("out")) {
        std::fputs(text.c_str(), stdout);
        return 0;
    }
    if (const std::string why = writeFileAtomically(a.get("out"), text); !why.empty()) {
        std::fprintf(stderr, "rano-cli map random: %s\n", why.c_str());
        return 1;
    }
    std::fprintf(stderr, "%s: %s\n", a.get("out").c_str(), continent->name.c_str());
    return 0;
}

} // namespace

int runMap(const std::vector<std::string>& argv) {
    const Args a = parseArgs(argv, {}, {"seed", "bays", "out"});
    if (!a.unknown.empty()) {
        std::fprintf(stderr, "rano-cli map: unknown option %s\n", a.unknown.c_str());
        return 2;
    }
    const bool isValidate = a.positional.size() == 2 && a.positional[0] == "validate";
    const bool isRandom = a.positional.size() == 1 && a.positional[0] == "random";
    if (!isValidate && !isRandom) {
        std::fprintf(stderr, "usage: rano-cli map validate FILE\n"
                             "       rano-cli map random [--seed N] [--bays 1-4] [--out FILE]\n");
        return 2;
    }
    return isValidate ? validate(a.positional[1]) : random(a);
}
