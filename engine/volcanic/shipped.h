#pragma once

#include <string>

#include "volcanic/continent.h"
#include "volcanic/tile.h"

namespace rano::volcanic {

// The data Rano ships in resources/volcanic, built into the program so that no install path
// can go missing: the 22-tile catalogue and the standard continent of Mu.
bool shippedCatalogue(TileCatalogue& out, std::string& error);
bool standardContinent(Continent& out, std::string& error);

} // namespace rano::volcanic
