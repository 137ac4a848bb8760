// Scratch (issue 52, nineteenth session): crack a continent's borders in random order, the sinking
// rule after each, and count the Fissures laid until two Volcanoes or fewer are left. Built
// against a build of the engine: g++ -std=c++20 -O2 -Iengine -I<build>/engine random_cracking.cpp
// <build>/engine/volcanic/librano_volcanic.a <build>/engine/core/librano_core.a; argument: a
// generator seed (none: Mu).
#include <algorithm>
#include <bit>
#include <cstdio>
#include <random>
#include <vector>
#include "volcanic/game.h"
#include "volcanic/shipped.h"
#include "volcanic/generator.h"
using namespace rano; using namespace rano::volcanic;
int main(int argc, char** argv) {
    TileCatalogue cat; Continent mu; std::string err;
    shippedCatalogue(cat, err); standardContinent(mu, err);
    if (argc > 1) { auto c = generateShippedContinent(std::stoull(argv[1]), 4, err); mu = *c; }
    Board b; Board::build(cat, mu, b, err);
    const int trials = 500;
    std::mt19937 gen(1);
    std::vector<int> need; int within = 0;
    int nb = int(b.borders.size());
    int faced = 0;
    for (int t = 0; t < trials; ++t) {
        State s = State::setup(b, Options{2, 2}, 1);
        std::vector<int> order(nb); for (int i = 0; i < nb; ++i) order[i] = i;
        std::shuffle(order.begin(), order.end(), gen);
        int laid = 0, supply = 26;
        for (int border : order) {
            if (s.hasFissure(border)) continue;
            // skip borders on sunk land
            bool onSunk = false;
            for (int sp = 0; sp < b.spaceCount() && !onSunk; ++sp)
                for (int d = 0; d < 6; ++d) if (b.spaces[sp].border[d] == border && s.spaceSunk(sp)) onSunk = true;
            if (onSunk) continue;
            s.fissure[border / 64] |= std::uint64_t(1) << (border % 64);
            ++laid; --supply;
            for (;;) {
                std::array<std::uint32_t, kMaxAreas> parts{};
                int count = s.linkedParts(parts);
                if (count <= 1) break;
                std::array<int, kMaxAreas> tied{};
                s.doomedParts(parts, count, tied);
                std::uint32_t part = parts[tied[0]];
                s.sunk |= part;
                for (std::uint32_t m = part; m; m &= m - 1) { int a = std::countr_zero(m); if (b.areas[a].volcano) s.volcanoes &= ~(1u << b.areas[a].volcano); }
                // fissures on sunk borders go back
                for (int sp = 0; sp < b.spaceCount(); ++sp) if (s.spaceSunk(sp)) for (int d = 0; d < 6; ++d) { int bo = b.spaces[sp].border[d]; if (bo >= 0 && s.hasFissure(bo)) { s.fissure[bo/64] &= ~(std::uint64_t(1) << (bo % 64)); ++supply; } }
            }
            if (s.volcanoCount() <= 2) break;
        }
        need.push_back(laid);
        if (s.volcanoCount() <= 2) ++within;
    }
    std::sort(need.begin(), need.end());
    std::printf("borders %d; random cracking: median %d Fissures laid to two Volcanoes (p10 %d, p90 %d); reached %d / %d\n", nb, need[need.size()/2], need[need.size()/10], need[need.size()*9/10], within, trials);
}
