// Applying a choice, and the automatic steps that follow it until someone must decide.
#include <algorithm>

#include "cards/state.h"
#include "core/index.h"

namespace rano::cards {

namespace {

bool anyStack(const State& s) {
    return std::any_of(s.stack.begin(), s.stack.end(), [](auto n) { return n > 0; });
}
} // namespace

void State::applyLegal(const Choice& c) {
    const int p = decider;
    PlayerState& me = player[u(p)];
    auto playCard = [&](Kind k, int n) {
        me.hand[u(int(k))] = std::uint8_t(me.hand[u(int(k))] - n);
        me.display[u(int(k))] = std::uint8_t(me.display[u(int(k))] + n);
    };
    switch (c.kind) {
    case ChoiceKind::Skip:
        phase = Phase::Play;
        return;
    case ChoiceKind::Buy:
        me.wood = std::int16_t(me.wood - price(p, c.arg));
        --stack[u(c.arg)];
        ++me.sacrifices[u(c.arg)];
        phase = Phase::Play;
        return;
    case ChoiceKind::Lumberjack:
        playCard(Kind::Lumberjack, 1);
        startDrawing();
        return;
    case ChoiceKind::Priest:
        playCard(Kind::Priest, 1);
        startDrawing();
        return;
    case ChoiceKind::Hunters:
        playCard(huntersOf(c.arg), c.count);
        me.wood = std::int16_t(me.wood - (c.count - 1));
        startDrawing();
        return;
    case ChoiceKind::DiscardMoai:
        --me.hand[u(int(Kind::Moai))];
        ++moaiRemoved;
        startDrawing();
        return;
    case ChoiceKind::Moai:
        playCard(Kind::Moai, 1);
        me.wood = std::int16_t(me.wood - kMoaiCost);
        step = 0;
        nextSacrifice();
        return;
    case ChoiceKind::Sacrifice:
        --me.sacrifices[u(c.arg)];
        if (p == active) {
            FaceDown& f = faceDown[faceDownCount++];
            f.owner = std::uint8_t(p);
            f.type = std::uint8_t(c.arg);
            const auto seen = seenHoldings(p);
            for (int t = 0; t < kTypes; ++t)
                f.cap[u(t)] = std::uint8_t(seen[u(t)]);
        } else {
            ++stoneOpen[u(c.arg)];
            // A face-up card shows the owner held it: it bounds their latest face-down card.
            for (int i = faceDownCount; i-- > 0;)
                if (faceDown[u(i)].owner == p) {
                    auto& cap = faceDown[u(i)].cap[u(c.arg)];
                    cap = std::uint8_t(std::min<int>(cap, seenHoldings(p)[u(c.arg)]));
                    break;
                }
        }
        nextSacrifice();
        return;
    case ChoiceKind::Offer:
        --stack[u(c.arg)];
        ++stoneOpen[u(c.arg)];
        startDrawing();
        return;
    case ChoiceKind::Draw: {
        const auto col = u(c.arg);
        ++me.hand[u(int(column[col][--height[col]]))];
        lastDrawn = c.arg;
        if (height[col] == 0) {
            const int n = std::min<int>(kColumnHeight, deckSize);
            for (int i = 0; i < n; ++i)
                column[col][height[col]++] = deck[--deckSize];
            // The deck ran out in this refill: the game ends before any more scoring.
            if (deckSize == 0) {
                phase = Phase::Over;
                decider = -1;
                return;
            }
        }
        if (me.handSize() >= kHandSize) scoreUncovered();
        return;
    }
    case ChoiceKind::Glory:
    case ChoiceKind::Wood: {
        const int n = payout(p, Kind::Moai);
        if (c.kind == ChoiceKind::Glory)
            me.glory = std::int16_t(me.glory + n);
        else
            me.wood = std::int16_t(me.wood + n);
        ++step;
        nextMoaiReward();
        return;
    }
    case ChoiceKind::Substitute:
        --stack[u(c.arg)];
        ++me.sacrifices[u(c.arg)];
        --owed;
        continueHarvest();
        return;
    }
}

void State::startTurn() {
    phase = Phase::Play;
    decider = std::int8_t(active);
    // The purchase is only asked about when one is affordable.
    for (int t = 0; t < kTypes; ++t)
        if (stack[u(t)] > 0 && price(active, t) <= player[u(active)].wood) phase = Phase::Buy;
}

void State::nextSacrifice() {
    // From the builder's left round to the builder, who comes last (offset `players`).
    while (++step <= players) {
        const int p = seatAt(step);
        if (player[u(p)].held() > 0) {
            phase = Phase::Sacrifice;
            decider = std::int8_t(p);
            return;
        }
    }
    step = 0;
    if (anyStack(*this)) {
        phase = Phase::Offer;
        decider = std::int8_t(active);
        return;
    }
    startDrawing();
}

void State::startDrawing() {
    phase = Phase::Draw;
    decider = std::int8_t(active);
}

void State::scoreUncovered() {
    scored = std::int8_t(topOf(lastDrawn));
    const Kind k = Kind(scored);
    switch (k) {
    case Kind::Lumberjack:
    case Kind::Priest:
        for (int p = 0; p < players; ++p) {
            PlayerState& ps = player[u(p)];
            const int n = payout(p, k);
            if (k == Kind::Lumberjack)
                ps.wood = std::int16_t(ps.wood + n);
            else
                ps.glory = std::int16_t(ps.glory + n);
        }
        endTurn();
        return;
    case Kind::Moai:
        step = 0;
        nextMoaiReward();
        return;
    default:
        step = 0;
        owed = std::uint8_t(owedTo(active));
        continueHarvest();
        return;
    }
}

void State::nextMoaiReward() {
    for (; step < players; ++step) {
        const int p = seatAt(step);
        if (player[u(p)].display[u(int(Kind::Moai))] > 0) {
            phase = Phase::MoaiReward;
            decider = std::int8_t(p);
            return;
        }
    }
    endTurn();
}

void State::continueHarvest() {
    const int t = typeOf(Kind(scored));
    while (step < players) {
        const int p = seatAt(step);
        while (owed > 0) {
            if (stack[u(t)] > 0) {
                --stack[u(t)];
                ++player[u(p)].sacrifices[u(t)];
                --owed;
            } else if (anyStack(*this)) {
                phase = Phase::Substitute;
                decider = std::int8_t(p);
                return;
            } else {
                owed = 0; // every stack is empty: nothing left to take
            }
        }
        if (++step < players) owed = std::uint8_t(owedTo(seatAt(step)));
    }
    endTurn();
}

void State::endTurn() {
    ++turn;
    scored = -1;
    lastDrawn = -1;
    step = 0;
    owed = 0;
    active = std::uint8_t(nextPlayer(active));
    startTurn();
}

} // namespace rano::cards
