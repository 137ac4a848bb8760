// Applying a choice, and the automatic steps that follow it until someone must decide.
#include <algorithm>
#include <bit>

#include "volcanic/rules_internal.h"

namespace rano::volcanic {

using detail::emit;
using detail::u;

void State::applyLegal(const Choice& c, EventList* ev) {
    const int p = active;
    PlayerState& me = player[u(p)];
    switch (c.kind) {
    case ChoiceKind::EndTurn:
        endTurn(ev);
        advance(ev);
        return;
    case ChoiceKind::Pray:
    case ChoiceKind::DontPray: {
        const int who = decider;
        const bool save = c.kind == ChoiceKind::Pray;
        if (save) --player[u(who)].prayers;
        const int sp = hit;
        PieceKind kind = PieceKind::Moai;
        if (ground[u(sp)] == Ground::Village && !villageAsked) {
            villageAsked = true;
            villageSaved = save;
            kind = PieceKind::Village;
        } else if (ground[u(sp)] == Ground::Moai && !groundAsked) {
            groundAsked = true;
            groundSaved = save;
        } else {
            ++carriedAsked[u(who)];
            carriedSaved[u(who)] += save;
        }
        if (save) emit(ev, EventKind::PieceSaved, who, sp, -1, int(kind));
        phase = Phase::Turn;
        advance(ev);
        return;
    }
    case ChoiceKind::Rescue: {
        const int who = decider;
        int count = 0;
        for (int a = 0; a < board->areaCount(); ++a) {
            if (!((sinking >> a) & 1u)) continue;
            for (int sp : board->areas[u(a)].spaces) {
                const int n = settlers[u(sp)][u(who)];
                // The active player saves all of their Settlers, every other player one.
                const int take = rescueStep == 0 ? n : std::min<int>(n, 1 - count);
                setSettlers(sp, who, n - take);
                count += take;
            }
        }
        setSettlers(c.to, who, settlers[u(c.to)][u(who)] + count);
        emit(ev, EventKind::SettlersRescued, who, c.to, -1, count);
        ++rescueStep;
        phase = Phase::Turn;
        advance(ev);
        return;
    }
    default:
        break;
    }

    // An action of the active player's turn.
    lavaChecked = false;
    switch (c.kind) {
    case ChoiceKind::Move: {
        setSettlers(c.from, p, settlers[u(c.from)][u(p)] - 1);
        setSettlers(c.to, p, settlers[u(c.to)][u(p)] + 1);
        if (c.flag) {
            if (carried[u(c.from)][u(p)] > 0) {
                --carried[u(c.from)][u(p)];
            } else {
                ground[u(c.from)] = Ground::Empty;
                groundOwner[u(c.from)] = -1;
            }
            ++carried[u(c.to)][u(p)];
        }
        --ap;
        emit(ev, EventKind::SettlerMoved, p, c.from, c.to, c.flag);
        break;
    }
    case ChoiceKind::Land:
        --me.onBoat;
        setSettlers(c.to, p, settlers[u(c.to)][u(p)] + 1);
        --ap;
        emit(ev, EventKind::SettlerLanded, p, c.to);
        break;
    case ChoiceKind::BuildVillage:
        ground[u(c.to)] = Ground::Village;
        groundOwner[u(c.to)] = std::int8_t(p);
        fissureCheckDue = true;
        ++lava;
        --me.villages;
        ++me.vpVillages;
        ap = std::uint8_t(ap - 2);
        emit(ev, EventKind::VillageBuilt, p, c.to, -1, 1);
        break;
    case ChoiceKind::Sculpt:
        ground[u(c.to)] = Ground::Moai;
        groundOwner[u(c.to)] = std::int8_t(p);
        ++lava;
        --me.moai;
        --ap;
        emit(ev, EventKind::MoaiSculpted, p, c.to);
        break;
    case ChoiceKind::CreateSettler: {
        const int area = board->spaces[u(c.to)].area;
        setSettlers(c.to, p, settlers[u(c.to)][u(p)] + 1);
        --me.settlers;
        ++created[u(area)];
        --ap;
        emit(ev, EventKind::SettlerCreated, p, c.to);
        break;
    }
    case ChoiceKind::TakePrayer: {
        const int cost = 1 + me.prayers;
        ap = std::uint8_t(ap - cost);
        ++me.prayers;
        --prayerSupply;
        prayerTaken = true;
        emit(ev, EventKind::PrayerTaken, p, -1, -1, cost);
        break;
    }
    case ChoiceKind::Raise: {
        const int sp = c.to;
        const int vp = raisePoints(board->spaces[u(sp)].area, p);
        standMoai(sp, c.flag, p);
        --ap;
        me.vpRaises = std::int16_t(me.vpRaises + vp);
        emit(ev, EventKind::MoaiRaised, p, sp, c.flag, vp);
        placeFissure(sp, board->spaces[u(sp)].geyserSide[c.flag], ev);
        checkSinking = true;
        rollPending = true;
        break;
    }
    default:
        break;
    }
    advance(ev);
    return;
}

void State::standMoai(int space, int geyser, int p) {
    if (carried[u(space)][u(p)] > 0) {
        --carried[u(space)][u(p)];
    } else {
        ground[u(space)] = Ground::Empty;
        groundOwner[u(space)] = -1;
    }
    raised[u(space)][u(geyser)] = std::int8_t(p);
    fissureCheckDue = true;
}

void State::placeFissure(int space, int side, EventList* ev) {
    if (fissureOutcome(space, side) != FissureOutcome::Opens) return;
    const int border = board->spaces[u(space)].border[u(side)];
    const int other = board->spaces[u(space)].next[u(side)];
    fissure[u(border / 64)] |= std::uint64_t(1) << (border % 64);
    --fissures;
    lastBreak = round;
    emit(ev, EventKind::FissurePlaced, active, space, other);
    if (fissures == 0 && !finalRound) {
        finalRound = true;
        emit(ev, EventKind::FinalRound);
    }
}

void State::endTurn(EventList* ev) {
    emit(ev, EventKind::TurnEnded, active);
    // Decision 25: a continent that can break no further plays its final round, as one whose
    // Fissure supply is empty does (decision 11).
    if (!finalRound && fissureCheckDue && !fissureStillPossible()) {
        finalRound = true;
        emit(ev, EventKind::FinalRound, -1, -1, -1, 1);
    }
    fissureCheckDue = false;
    const int next = nextPlayer(active);
    if (next == first) {
        if (finalRound || round >= kRoundCap) {
            phase = Phase::Over;
            decider = -1;
            emit(ev, EventKind::GameOver);
            return;
        }
        ++round;
    }
    active = std::uint8_t(next);
    decider = std::int8_t(next);
    ap = kActionPoints;
    prayerTaken = false;
    created.fill(0);
}

namespace {
// The Volcano tiles still on the board (their ids, in order) from the bit mask; their count.
int standingVolcanoes(std::uint32_t mask, std::array<int, kVolcanoTiles>& list) {
    int n = 0;
    for (int v = 1; v <= kVolcanoTiles; ++v)
        if ((mask >> v) & 1u) list[std::size_t(n++)] = v;
    return n;
}
} // namespace

// Runs every automatic step until a player must decide: sinking, the double eruption when no
// lava is left (checked as soon as the action's own effects and any sinking are done, since
// "at any point" means before the die can bring lava back), eruptions, the die, and the end of
// a turn with no AP left.
void State::advance(EventList* ev) {
    for (;;) {
        if (phase == Phase::Over) return;
        if (sinking) {
            if (nextRescue()) {
                phase = Phase::Rescue;
                return;
            }
            sinkPart(ev);
            continue;
        }
        if (checkSinking) {
            if (findSinkingPart()) {
                rescueStep = 0;
                continue;
            }
            checkSinking = false;
            continue;
        }
        if (!lavaChecked) {
            lavaChecked = true;
            // "If, at any point in the game, there are no Lava tiles on the board, immediately
            // resolve two eruptions." Rano's components leave no lava out of every Settler's
            // reach (no border runs along a crater alone), so the rulebook's test is the whole.
            if (volcanoes && !anyLavaOnBoard()) {
                // Two different Volcanoes erupt at once, before anything else of the action (a
                // raise's die is rolled after them).
                std::array<int, kVolcanoTiles> list{};
                const int n = standingVolcanoes(volcanoes, list);
                rng.shuffle(std::span<int>(list.data(), u(n)));
                emit(ev, EventKind::DoubleEruption, active, -1, std::min(n, 2));
                for (int i = 0; i < std::min(n, 2); ++i)
                    startEruption(list[u(i)], ev);
            }
            continue;
        }
        if (hit >= 0) {
            if (nextPrayerQuestion()) {
                phase = Phase::Prayer;
                return;
            }
            finishHit(ev);
            continue;
        }
        if (queueSize > 0) {
            const std::uint8_t item = queue[queueHead];
            queueHead = std::uint8_t((queueHead + 1) % queue.size());
            --queueSize;
            const int target = lava == 0 ? -1 : lavaTarget(item >> 2, item & 3);
            if (target >= 0) {
                hit = std::int8_t(target);
                villageAsked = villageSaved = groundAsked = groundSaved = false;
                carriedAsked.fill(0);
                carriedSaved.fill(0);
            }
            continue;
        }
        if (rollPending) {
            rollPending = false;
            const bool erupts = int(rng.below(kDieFaces)) < volcanoFaces;
            emit(ev, EventKind::DieRolled, active, -1, -1, erupts);
            if (erupts && volcanoes) {
                std::array<int, kVolcanoTiles> list{};
                const int n = standingVolcanoes(volcanoes, list);
                startEruption(list[rng.below(std::uint32_t(n))], ev);
            }
            continue;
        }
        decider = std::int8_t(active);
        if (ap == 0) {
            endTurn(ev);
            lavaChecked = true;
            continue;
        }
        return;
    }
}

} // namespace rano::volcanic
