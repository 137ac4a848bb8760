#pragma once

#include "volcanic/shipped.h"

// The shipped tile catalogue, loaded once per fuzzing process.
inline const rano::volcanic::TileCatalogue& fuzzCatalogue() {
    static const rano::volcanic::TileCatalogue catalogue = [] {
        rano::volcanic::TileCatalogue c;
        std::string error;
        rano::volcanic::shippedCatalogue(c, error);
        return c;
    }();
    return catalogue;
}
