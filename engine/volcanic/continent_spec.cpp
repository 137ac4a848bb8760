#include "volcanic/continent_spec.h"

#include "volcanic/catalogue_json.h"
#include "volcanic/generator.h"
#include "volcanic/playable.h"
#include "volcanic/shipped.h"

namespace rano::volcanic {

std::shared_ptr<const Board> boardFor(const nlohmann::json& spec, std::uint64_t seed,
                                      std::string& error) {
    TileCatalogue catalogue;
    if (!shippedCatalogue(catalogue, error)) return nullptr;
    Continent continent;
    if (spec.is_string() && spec.get<std::string>() == "standard") {
        if (!standardContinent(continent, error)) return nullptr;
    } else if (spec.is_string() && spec.get<std::string>() == "random") {
        auto random = generateShippedContinent(seed, kMaxGeneratedBays, error);
        if (!random) return nullptr;
        continent = std::move(*random);
    } else if (spec.is_string()) {
        nlohmann::json file;
        if (!readJsonFile(spec.get<std::string>(), file, error)) return nullptr;
        if (!continentFromJson(file, continent, error)) {
            error = spec.get<std::string>() + ": " + error;
            return nullptr;
        }
    } else if (spec.is_object()) {
        if (!continentFromJson(spec, continent, error)) return nullptr;
    } else {
        error = "continent: expected \"standard\", \"random\", a file name or a continent object";
        return nullptr;
    }
    return playableBoard(catalogue, continent, error);
}

} // namespace rano::volcanic
