#include <algorithm>
#include <bit>

#include "volcanic/state.h"

namespace rano::volcanic {

namespace {
void emit(EventList* ev, EventKind kind, int player = -1, int space = -1, int other = -1,
          int value = 0) {
    if (ev)
        ev->push({kind, std::int8_t(player), std::int8_t(space), std::int8_t(other),
                  std::int16_t(value)});
}

std::size_t u(int i) {
    return std::size_t(i);
}
} // namespace

State State::setup(const Board& board, const Options& options, std::uint64_t seed) {
    State s;
    s.board = &board;
    s.rng = Rng(seed);
    s.players = std::uint8_t(std::clamp(options.players, 2, kMaxPlayers));
    s.volcanoFaces = std::uint8_t(std::clamp(options.volcanoFaces, 0, kDieFaces));
    for (auto& r : s.raised)
        r.fill(-1);
    s.groundOwner.fill(-1);
    for (int a = 0; a < board.areaCount(); ++a) {
        const AreaInfo& area = board.areas[u(a)];
        if (area.volcano) s.volcanoes |= std::uint16_t(1u << area.volcano);
    }
    // Lava: the first space of every channel, then every space of the Areas without a Volcano.
    auto pour = [&](int space) {
        if (s.lava > 0 && s.ground[u(space)] == Ground::Empty && !board.spaces[u(space)].crater) {
            s.ground[u(space)] = Ground::Lava;
            --s.lava;
        }
    };
    for (const AreaInfo& area : board.areas)
        for (const auto& channel : area.channels)
            if (!channel.empty()) pour(channel.front());
    for (const AreaInfo& area : board.areas)
        if (!area.volcano)
            for (int sp : area.spaces)
                pour(sp);
    // Boats: on distinct bays at random when there are enough, else shared in turn.
    std::array<std::uint8_t, 16> bays{};
    const int bayCount = std::min<int>(board.bays.size(), int(bays.size()));
    for (int i = 0; i < bayCount; ++i)
        bays[u(i)] = std::uint8_t(i);
    s.rng.shuffle(std::span<std::uint8_t>(bays.data(), u(bayCount)));
    for (int p = 0; p < s.players; ++p) {
        PlayerState& ps = s.player[u(p)];
        ps.bay = bays[u(p % bayCount)];
        ps.onBoat = 1;
        ps.settlers = kSettlersPerPlayer - 1;
    }
    s.first = std::uint8_t(s.rng.below(s.players));
    s.active = s.first;
    s.decider = std::int8_t(s.active);
    return s;
}

int State::volcanoCount() const {
    return std::popcount(unsigned(volcanoes));
}

int State::lavaOnBoard() const {
    int n = 0;
    for (int i = 0; i < board->spaceCount(); ++i)
        n += ground[u(i)] == Ground::Lava;
    return n;
}

int State::villagesIn(int area, int p) const {
    int n = 0;
    for (int sp : board->areas[u(area)].spaces)
        n += ground[u(sp)] == Ground::Village && groundOwner[u(sp)] == p;
    return n;
}

int State::raisedIn(int area, int p) const {
    int n = 0;
    for (int sp : board->areas[u(area)].spaces)
        for (auto owner : raised[u(sp)])
            n += owner == p;
    return n;
}

int State::lyingMoai(int space, int p) const {
    return carried[u(space)][u(p)] +
           (ground[u(space)] == Ground::Moai && groundOwner[u(space)] == p ? 1 : 0);
}

int State::settlersOnBoard(int p) const {
    int n = 0;
    for (int i = 0; i < board->spaceCount(); ++i)
        n += settlers[u(i)][u(p)];
    return n;
}

int State::villagesOnBoard(int p) const {
    int n = 0;
    for (int i = 0; i < board->spaceCount(); ++i)
        n += ground[u(i)] == Ground::Village && groundOwner[u(i)] == p;
    return n;
}

int State::moaiOnBoard(int p) const {
    int n = 0;
    for (int i = 0; i < board->spaceCount(); ++i) {
        n += lyingMoai(i, p);
        for (auto owner : raised[u(i)])
            n += owner == p;
    }
    return n;
}

// ---------------------------------------------------------------------------------------
// Legal choices

void State::legalChoices(ChoiceList& out) const {
    out.clear();
    if (phase == Phase::Over) return;
    if (phase == Phase::Prayer) {
        out.push(Choice::of(ChoiceKind::Pray));
        out.push(Choice::of(ChoiceKind::DontPray));
        return;
    }
    if (phase == Phase::Rescue) {
        rescueDestinations(out);
        return;
    }
    const int p = active;
    const PlayerState& me = player[u(p)];
    out.push(Choice::endTurn());
    if (ap == 0) return;
    const Board& b = *board;
    if (me.onBoat > 0)
        for (int sp : b.bays[me.bay].landing)
            if (!spaceSunk(sp)) out.push(Choice::at(ChoiceKind::Land, sp));
    for (int sp = 0; sp < b.spaceCount(); ++sp) {
        if (settlers[u(sp)][u(p)] == 0) continue;
        const SpaceInfo& info = b.spaces[u(sp)];
        const bool canCarry = lyingMoai(sp, p) > 0;
        for (int d = 0; d < kDirections; ++d) {
            const int to = info.next[u(d)];
            if (to == kNone || b.spaces[u(to)].crater || spaceSunk(to)) continue;
            const int border = info.border[u(d)];
            if (border != kNone && hasFissure(border)) continue;
            out.push(Choice::move(sp, to, false));
            if (canCarry) out.push(Choice::move(sp, to, true));
        }
        if (ground[u(sp)] == Ground::Lava) {
            if (ap >= 2 && me.villages > 0) out.push(Choice::at(ChoiceKind::BuildVillage, sp));
            if (me.moai > 0) out.push(Choice::at(ChoiceKind::Sculpt, sp));
        }
        if (canCarry)
            for (int g = 0; g < info.geyserCount; ++g)
                if (raised[u(sp)][u(g)] < 0) out.push(Choice::at(ChoiceKind::Raise, sp, g));
    }
    if (me.settlers > 0) {
        for (int a = 0; a < b.areaCount(); ++a) {
            if (areaSunk(a)) continue;
            const AreaInfo& area = b.areas[u(a)];
            bool hasSettler = false;
            for (int sp : area.spaces)
                hasSettler = hasSettler || settlers[u(sp)][u(p)] > 0;
            if (!hasSettler || created[u(a)] >= villagesIn(a, p)) continue;
            for (int sp : area.spaces)
                if (!b.spaces[u(sp)].crater) out.push(Choice::at(ChoiceKind::CreateSettler, sp));
        }
    }
    if (!prayerTaken && prayerSupply > 0 && ap >= 1 + me.prayers)
        out.push(Choice::of(ChoiceKind::TakePrayer));
}

bool State::isLegal(const Choice& c) const {
    ChoiceList list;
    legalChoices(list);
    return std::find(list.begin(), list.end(), c) != list.end();
}

std::string State::reasonIllegal(const Choice& c) const {
    if (phase == Phase::Over) return "the game is over";
    if (isLegal(c)) return {};
    const bool turnChoice = c.kind != ChoiceKind::Pray && c.kind != ChoiceKind::DontPray &&
                            c.kind != ChoiceKind::Rescue;
    if (phase == Phase::Prayer && c.kind != ChoiceKind::Pray && c.kind != ChoiceKind::DontPray)
        return "a Prayer decision is pending: answer pray or no-pray";
    if (phase == Phase::Rescue && c.kind != ChoiceKind::Rescue)
        return "a rescue is pending: choose where the Settlers go";
    if (phase == Phase::Turn && !turnChoice) return "no Prayer or rescue decision is pending";
    const int spaces = board->spaceCount();
    if ((c.to >= spaces) || (c.from >= spaces)) return "no such space on this continent";
    const PlayerState& me = player[active];
    switch (c.kind) {
    case ChoiceKind::Move:
        if (ap < 1) return "no action point left";
        if (c.from < 0 || settlers[u(c.from)][active] == 0)
            return "you have no Settler on that space";
        if (c.to < 0 ||
            std::find(board->spaces[u(c.from)].next.begin(), board->spaces[u(c.from)].next.end(),
                      c.to) == board->spaces[u(c.from)].next.end())
            return "a Settler moves to an adjacent space only";
        if (board->spaces[u(c.to)].crater) return "nothing may enter a crater";
        if (spaceSunk(c.to)) return "that space has sunk";
        if (c.flag && lyingMoai(c.from, active) == 0)
            return "there is no lying Moai of yours to carry";
        return "a Fissure blocks that move";
    case ChoiceKind::Land:
        if (me.onBoat == 0) return "you have no Settler on your Boat";
        return "a Settler lands only on a space beside its Boat's bay";
    case ChoiceKind::BuildVillage:
        if (ap < 2) return "building a Village costs 2 AP";
        if (me.villages == 0) return "you have no Village left in reserve";
        [[fallthrough]];
    case ChoiceKind::Sculpt:
        if (ap < 1) return "no action point left";
        if (c.kind == ChoiceKind::Sculpt && me.moai == 0) return "you have no Moai left in reserve";
        if (c.to < 0 || settlers[u(c.to)][active] == 0) return "you need a Settler on that space";
        return "that space holds no lava";
    case ChoiceKind::CreateSettler:
        if (me.settlers == 0) return "you have no Settler left in reserve";
        return "a Settler is created in an Area with one of your Settlers and one of your "
               "Villages, at most once per Village there each turn";
    case ChoiceKind::Raise:
        return "raising needs your Settler and your lying Moai on a space with a free geyser";
    case ChoiceKind::TakePrayer:
        if (prayerTaken) return "only one Prayer token per turn";
        if (prayerSupply == 0) return "no Prayer token left in the supply";
        return "not enough action points for another Prayer token";
    default:
        return "that choice is not possible now";
    }
}

// ---------------------------------------------------------------------------------------
// Applying a choice

std::string State::apply(const Choice& c, EventList* ev) {
    if (std::string why = reasonIllegal(c); !why.empty()) return why;
    applyLegal(c, ev);
    return {};
}

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
                auto& n = settlers[u(sp)][u(who)];
                // The active player saves all of their Settlers, every other player one.
                const int take = rescueStep == 0 ? n : std::min<int>(n, 1 - count);
                n = std::uint8_t(n - take);
                count += take;
            }
        }
        settlers[u(c.to)][u(who)] = std::uint8_t(settlers[u(c.to)][u(who)] + count);
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
        --settlers[u(c.from)][u(p)];
        ++settlers[u(c.to)][u(p)];
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
        ++settlers[u(c.to)][u(p)];
        --ap;
        emit(ev, EventKind::SettlerLanded, p, c.to);
        break;
    case ChoiceKind::BuildVillage:
        ground[u(c.to)] = Ground::Village;
        groundOwner[u(c.to)] = std::int8_t(p);
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
        ++settlers[u(c.to)][u(p)];
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
        if (carried[u(sp)][u(p)] > 0) {
            --carried[u(sp)][u(p)];
        } else {
            ground[u(sp)] = Ground::Empty;
            groundOwner[u(sp)] = -1;
        }
        raised[u(sp)][c.flag] = std::int8_t(p);
        --ap;
        const int area = board->spaces[u(sp)].area;
        const int v = villagesIn(area, p);
        const int vp = v == 0 ? 1 : raisedIn(area, p) * v;
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

void State::placeFissure(int space, int side, EventList* ev) {
    const int border = board->spaces[u(space)].border[u(side)];
    if (border == kNone || hasFissure(border) || fissures == 0) return;
    const int other = board->spaces[u(space)].next[u(side)];
    if (spaceSunk(other)) return;
    fissure[u(border / 64)] |= std::uint64_t(1) << (border % 64);
    --fissures;
    emit(ev, EventKind::FissurePlaced, active, space, other);
    if (fissures == 0 && !finalRound) {
        finalRound = true;
        emit(ev, EventKind::FinalRound);
    }
}

void State::endTurn(EventList* ev) {
    emit(ev, EventKind::TurnEnded, active);
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

// Runs every automatic step until a player must decide: sinking, the die, eruptions, the
// double eruption when no lava is left, and the end of a turn with no AP left.
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
            const AreaInfo& area = board->areas[u(item >> 2)];
            if (lava == 0 || areaSunk(item >> 2)) continue;
            for (int sp : area.channels[u(item & 3)]) {
                if (spaceSunk(sp)) break;
                if (ground[u(sp)] == Ground::Lava) continue;
                hit = std::int8_t(sp);
                villageAsked = villageSaved = groundAsked = groundSaved = false;
                carriedAsked.fill(0);
                carriedSaved.fill(0);
                break;
            }
            continue;
        }
        if (rollPending) {
            rollPending = false;
            const bool erupts = int(rng.below(kDieFaces)) < volcanoFaces;
            emit(ev, EventKind::DieRolled, active, -1, -1, erupts);
            if (erupts && volcanoes) {
                std::array<int, 8> list{};
                int n = 0;
                for (int v = 1; v <= kVolcanoTiles; ++v)
                    if ((volcanoes >> v) & 1u) list[u(n++)] = v;
                startEruption(list[rng.below(std::uint32_t(n))], ev);
            }
            continue;
        }
        if (!lavaChecked) {
            lavaChecked = true;
            if (volcanoes && lavaOnBoard() == 0) {
                // No lava on the board: two different Volcanoes erupt at once.
                std::array<int, 8> list{};
                int n = 0;
                for (int v = 1; v <= kVolcanoTiles; ++v)
                    if ((volcanoes >> v) & 1u) list[u(n++)] = v;
                rng.shuffle(std::span<int>(list.data(), u(n)));
                for (int i = 0; i < std::min(n, 2); ++i)
                    startEruption(list[u(i)], ev);
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

// ---------------------------------------------------------------------------------------
// Sinking

bool State::findSinkingPart() {
    const Board& b = *board;
    const int areas = b.areaCount();
    std::array<std::uint32_t, kMaxAreas> links{};
    for (int i = 0; i < int(b.borders.size()); ++i) {
        if (hasFissure(i)) continue;
        const int a = b.spaces[u(b.borders[u(i)].a)].area;
        const int c = b.spaces[u(b.borders[u(i)].b)].area;
        links[u(a)] |= 1u << c;
        links[u(c)] |= 1u << a;
    }
    const std::uint32_t alive = ((areas == 32 ? 0u : (1u << areas)) - 1u) & ~sunk;
    std::array<std::uint32_t, kMaxAreas> parts{};
    int count = 0;
    std::uint32_t left = alive;
    while (left) {
        std::uint32_t part = left & (~left + 1u);
        for (std::uint32_t grown = 0; grown != part;) {
            grown = part;
            for (std::uint32_t m = grown; m; m &= m - 1)
                part |= links[u(std::countr_zero(m))] & alive;
        }
        parts[u(count++)] = part;
        left &= ~part;
    }
    if (count <= 1) return false;
    auto spacesOf = [&](std::uint32_t part) {
        int n = 0;
        for (std::uint32_t m = part; m; m &= m - 1)
            n += int(b.areas[u(std::countr_zero(m))].spaces.size());
        return n;
    };
    auto volcanoesOf = [&](std::uint32_t part) {
        int n = 0;
        for (std::uint32_t m = part; m; m &= m - 1)
            n += b.areas[u(std::countr_zero(m))].volcano != 0;
        return n;
    };
    // Fewest spaces, then fewest Volcanoes; still tied, a drawn Volcano token decides.
    int best = 0;
    std::array<int, kMaxAreas> tied{};
    int tiedCount = 0;
    for (int i = 0; i < count; ++i) {
        const int si = spacesOf(parts[u(i)]), vi = volcanoesOf(parts[u(i)]);
        const int sb = spacesOf(parts[u(best)]), vb = volcanoesOf(parts[u(best)]);
        if (i == 0 || si < sb || (si == sb && vi < vb)) {
            best = i;
            tiedCount = 0;
        }
        if (si == spacesOf(parts[u(best)]) && vi == volcanoesOf(parts[u(best)]))
            tied[u(tiedCount++)] = i;
    }
    std::uint32_t chosen = parts[u(best)];
    if (tiedCount > 1) {
        std::array<int, 8> tokens{}; // part index of each Volcano in a tied part
        int n = 0;
        for (int t = 0; t < tiedCount; ++t)
            for (std::uint32_t m = parts[u(tied[u(t)])]; m; m &= m - 1)
                if (b.areas[u(std::countr_zero(m))].volcano) tokens[u(n++)] = tied[u(t)];
        if (n > 0)
            chosen = parts[u(tokens[rng.below(std::uint32_t(n))])];
        else
            chosen = parts[u(tied[rng.below(std::uint32_t(tiedCount))])];
    }
    sinking = chosen;
    return true;
}

void State::rescueDestinations(ChoiceList& out) const {
    const Board& b = *board;
    std::uint64_t seen = 0;
    for (int a = 0; a < b.areaCount(); ++a) {
        if (!((sinking >> a) & 1u)) continue;
        for (int sp : b.areas[u(a)].spaces)
            for (auto n : b.spaces[u(sp)].next) {
                if (n == kNone || ((seen >> n) & 1u)) continue;
                const int na = b.spaces[u(n)].area;
                if (((sinking >> na) & 1u) || areaSunk(na) || b.spaces[u(n)].crater) continue;
                seen |= std::uint64_t(1) << n;
            }
    }
    for (int sp = 0; sp < b.spaceCount(); ++sp)
        if ((seen >> sp) & 1u) out.push(Choice::at(ChoiceKind::Rescue, sp));
}

bool State::nextRescue() {
    for (; rescueStep < players; ++rescueStep) {
        const int who = (active + rescueStep) % players;
        bool any = false;
        for (int a = 0; a < board->areaCount() && !any; ++a)
            if ((sinking >> a) & 1u)
                for (int sp : board->areas[u(a)].spaces)
                    any = any || settlers[u(sp)][u(who)] > 0;
        if (!any) continue;
        ChoiceList dest;
        rescueDestinations(dest);
        if (dest.empty()) continue;
        decider = std::int8_t(who);
        return true;
    }
    return false;
}

void State::sinkPart(EventList* ev) {
    const Board& b = *board;
    for (int a = 0; a < b.areaCount(); ++a) {
        if (!((sinking >> a) & 1u)) continue;
        const AreaInfo& area = b.areas[u(a)];
        for (int sp : area.spaces) {
            for (int q = 0; q < players; ++q) {
                PlayerState& ps = player[u(q)];
                if (settlers[u(sp)][u(q)]) {
                    emit(ev, EventKind::SettlersLost, q, sp, -1, settlers[u(sp)][u(q)]);
                    ps.settlers = std::uint8_t(ps.settlers + settlers[u(sp)][u(q)]);
                }
                ps.moai = std::uint8_t(ps.moai + carried[u(sp)][u(q)]);
                settlers[u(sp)][u(q)] = 0;
                carried[u(sp)][u(q)] = 0;
            }
            for (auto& owner : raised[u(sp)]) {
                if (owner >= 0) ++player[u(owner)].moai;
                owner = -1;
            }
            if (ground[u(sp)] == Ground::Lava)
                ++lava;
            else if (ground[u(sp)] == Ground::Village)
                ++player[u(groundOwner[u(sp)])].villages;
            else if (ground[u(sp)] == Ground::Moai)
                ++player[u(groundOwner[u(sp)])].moai;
            ground[u(sp)] = Ground::Empty;
            groundOwner[u(sp)] = -1;
            for (auto border : b.spaces[u(sp)].border)
                if (border != kNone && hasFissure(border)) {
                    fissure[u(border / 64)] &= ~(std::uint64_t(1) << (border % 64));
                    ++fissures;
                }
        }
        if (area.volcano) volcanoes = std::uint16_t(volcanoes & ~(1u << area.volcano));
        sunk |= 1u << a;
        emit(ev, EventKind::AreaSinks, active, -1, -1, area.tile);
    }
    sinking = 0;
    if (volcanoCount() <= 2 && !finalRound) {
        finalRound = true;
        emit(ev, EventKind::FinalRound);
    }
}

// ---------------------------------------------------------------------------------------

// Hashes what the game is, not how it is stored: only the board's spaces, the seated
// players and the pending channels in order, so a state read back from JSON hashes the same.
std::uint64_t State::hash(bool withChance) const {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    auto mix = [&h](const void* data, std::size_t n) {
        const auto* bytes = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= bytes[i];
            h *= 0x100000001b3ULL;
        }
    };
    auto field = [&](const auto& v) { mix(&v, sizeof v); };
    if (withChance)
        field(rng.words());
    const std::uint8_t head[] = {players,  volcanoFaces,        active,     first,       round,
                                 ap,       std::uint8_t(phase), finalRound, prayerTaken, lava,
                                 fissures, prayerSupply};
    field(head);
    field(volcanoes);
    field(sunk);
    for (int p = 0; p < players; ++p) {
        const PlayerState& ps = player[u(p)];
        const std::int16_t vp[] = {ps.vpVillages, ps.vpRaises};
        const std::uint8_t rest[] = {ps.prayers, ps.settlers, ps.villages,
                                     ps.moai,    ps.onBoat,   ps.bay};
        field(vp);
        field(rest);
    }
    for (int i = 0; i < board->spaceCount(); ++i) {
        field(ground[u(i)]);
        field(groundOwner[u(i)]);
        mix(settlers[u(i)].data(), u(players));
        mix(carried[u(i)].data(), u(players));
        field(raised[u(i)]);
    }
    field(fissure);
    mix(created.data(), u(board->areaCount()));
    const std::uint8_t resolution[] = {
        checkSinking, rollPending, lavaChecked, queueSize,  std::uint8_t(hit),    villageAsked,
        villageSaved, groundAsked, groundSaved, rescueStep, std::uint8_t(decider)};
    field(resolution);
    for (int i = 0; i < queueSize; ++i)
        field(queue[(queueHead + u(i)) % queue.size()]);
    field(carriedAsked);
    field(carriedSaved);
    field(sinking);
    return h;
}

} // namespace rano::volcanic
