#pragma once

#include <QtGlobal>

#include "volcanic/shipped.h"

// The tile catalogue and the standard continent Rano ships, for tests that start from them;
// a test cannot go on without them, so a failure to load ends it at once.
inline rano::volcanic::TileCatalogue shippedCatalogueOrDie() {
    rano::volcanic::TileCatalogue c;
    std::string error;
    if (!rano::volcanic::shippedCatalogue(c, error)) qFatal("catalogue: %s", error.c_str());
    return c;
}

inline rano::volcanic::Continent standardContinentOrDie() {
    rano::volcanic::Continent c;
    std::string error;
    if (!rano::volcanic::standardContinent(c, error)) qFatal("standard: %s", error.c_str());
    return c;
}
