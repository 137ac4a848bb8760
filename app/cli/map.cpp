#include "map.h"

#include <cstdio>

#include "volcanic/catalogue_json.h"
#include "volcanic/shipped.h"
#include "volcanic/validator.h"

using namespace rano::volcanic;

int runMap(const std::vector<std::string>& args) {
    if (args.size() != 2 || args[0] != "validate") {
        std::fprintf(stderr, "usage: rano-cli map validate FILE\n");
        return 2;
    }
    std::string error;
    TileCatalogue catalogue;
    if (!shippedCatalogue(catalogue, error)) {
        std::fprintf(stderr, "rano-cli map: %s\n", error.c_str());
        return 1;
    }
    nlohmann::json file;
    Continent continent;
    if (!readJsonFile(args[1], file, error) || !continentFromJson(file, continent, error)) {
        std::printf("%s: %s\n", args[1].c_str(), error.c_str());
        return 1;
    }
    const auto problems = validateContinent(catalogue, continent);
    if (problems.empty()) {
        std::printf("%s: valid (%zu tiles, %zu landfall %s)\n", args[1].c_str(),
                    continent.tiles.size(), continent.bays.size(),
                    continent.bays.size() == 1 ? "bay" : "bays");
        return 0;
    }
    for (const Problem& p : problems)
        std::printf("%s: %s\n", args[1].c_str(), p.message.c_str());
    return 1;
}
