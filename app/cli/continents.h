#pragma once

// The continent a command names, as a playable Board: now the engine's (volcanic/continent_spec.h).
#include "volcanic/continent_spec.h"

using rano::volcanic::boardFor;
