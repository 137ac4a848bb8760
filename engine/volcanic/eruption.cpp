// Eruptions: lava along the channels, threatened pieces and Prayer tokens.
#include <algorithm>
#include <bit>

#include "volcanic/rules_internal.h"

namespace rano::volcanic {

using detail::emit;
using detail::u;

int State::lavaTarget(int area, int channel) const {
    if (areaSunk(area)) return -1;
    for (int sp : board->areas[u(area)].channels[u(channel)]) {
        if (spaceSunk(sp)) return -1;
        if (ground[u(sp)] != Ground::Lava) return sp;
    }
    return -1;
}

void State::startEruption(int volcano, EventList* ev) {
    emit(ev, EventKind::VolcanoErupts, active, -1, -1, volcano);
    const int area = board->volcanoArea[u(volcano)];
    const int channels = int(board->areas[u(area)].channels.size());
    for (int ch = 0; ch < channels && queueSize < queue.size(); ++ch) {
        queue[(queueHead + queueSize) % queue.size()] = std::uint8_t((area << 2) | ch);
        ++queueSize;
    }
}

bool State::nextPrayerQuestion() {
    const int sp = hit;
    auto ask = [&](int owner) {
        if (player[u(owner)].prayers == 0) return false;
        decider = std::int8_t(owner);
        return true;
    };
    if (ground[u(sp)] == Ground::Village && !villageAsked) {
        if (ask(groundOwner[u(sp)])) return true;
        villageAsked = true;
    }
    if (ground[u(sp)] == Ground::Moai && !groundAsked) {
        if (ask(groundOwner[u(sp)])) return true;
        groundAsked = true;
    }
    for (int i = 0; i < players; ++i) {
        const int q = (active + i) % players;
        if (carriedAsked[u(q)] < carried[u(sp)][u(q)]) {
            if (ask(q)) return true;
            carriedAsked[u(q)] = carried[u(sp)][u(q)];
        }
    }
    return false;
}

void State::finishHit(EventList* ev) {
    const int sp = hit;
    hit = -1;
    if (ground[u(sp)] == Ground::Village && !villageSaved) {
        const int o = groundOwner[u(sp)];
        ++player[u(o)].villages;
        ground[u(sp)] = Ground::Empty;
        groundOwner[u(sp)] = -1;
        emit(ev, EventKind::PieceDestroyed, o, sp, -1, int(PieceKind::Village));
    } else if (ground[u(sp)] == Ground::Moai && !groundSaved) {
        const int o = groundOwner[u(sp)];
        ++player[u(o)].moai;
        ground[u(sp)] = Ground::Empty;
        groundOwner[u(sp)] = -1;
        emit(ev, EventKind::PieceDestroyed, o, sp, -1, int(PieceKind::Moai));
    }
    for (int q = 0; q < players; ++q) {
        const int lost = carried[u(sp)][u(q)] - carriedSaved[u(q)];
        for (int i = 0; i < lost; ++i)
            emit(ev, EventKind::PieceDestroyed, q, sp, -1, int(PieceKind::Moai));
        carried[u(sp)][u(q)] = carriedSaved[u(q)];
        player[u(q)].moai = std::uint8_t(player[u(q)].moai + lost);
    }
    if (ground[u(sp)] == Ground::Empty && lava > 0) {
        ground[u(sp)] = Ground::Lava;
        --lava;
        emit(ev, EventKind::LavaFlows, active, sp);
    }
}

} // namespace rano::volcanic
