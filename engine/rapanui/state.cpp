// Setting up, the automatic steps between decisions, and the end of a round.
#include "rapanui/state.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>

#include "core/rng.h"

namespace rano::rapanui {

int PlayerState::improvementCount() const {
    return std::popcount(unsigned(improvements));
}

bool PlayerState::mayAdd(int i) const {
    return !has(Improvement(i)) && res[u(i)] >= kImprovementCost[u(i)] && improvementCount() < 3;
}

int stackValue(int type, int position) {
    return kStackValues[u(type)][u(position)];
}

int stackPosition(const State& s, int type) {
    const int left = s.stackLeft[u(type)];
    return s.twoPlayers() ? (2 - left) * 2 : kStackTiles - left;
}

State State::setup(const Board& board, const Options& options, std::uint64_t seed) {
    State s;
    s.board = &board;
    s.players = std::uint8_t(options.players);
    s.firstGame = options.firstGame;
    Rng rng(seed);
    std::array<std::uint8_t, kMaxPlayers> order{0, 1, 2, 3};
    rng.shuffle(std::span<std::uint8_t>(order.data(), u(s.players)));
    for (int i = 0; i < s.players; ++i) // unused seats stay 0: equal states hash equal
        s.order[u(i)] = order[u(i)];
    s.star.fill(kNone);
    s.owner.fill(kNone);
    s.ahuTile.fill(kNone);
    for (int z = 0; z < kSizes; ++z) {
        s.moaiBoxed[u(z)] = std::uint8_t(s.twoPlayers() ? kMoaiRemovedForTwo[u(z)] : 0);
        s.supply[u(z)] = std::uint8_t(kMoaiCount[u(z)] - s.moaiBoxed[u(z)]);
    }
    s.stackLeft.fill(std::uint8_t(s.twoPlayers() ? 2 : kStackTiles));
    s.outstandingLeft = (1u << kOutstanding) - 1u;
    // The Ahu deal: random tiles face down on the Ahu spaces, the rest to the box (or, with
    // two players, face up beside the board for the draft).
    const auto& count = options.firstGame ? kFirstGameTileCount : kTileCount;
    std::array<std::uint8_t, 29> bag{};
    int n = 0;
    for (int t = 0; t < kTileKinds; ++t)
        for (int i = 0; i < count[u(t)]; ++i)
            bag[u(n++)] = std::uint8_t(t);
    rng.shuffle(std::span<std::uint8_t>(bag.data(), u(n)));
    for (int i = 0; i < n; ++i) {
        if (i < board.ahuCount())
            s.ahuTile[u(i)] = std::int8_t(bag[u(i)]);
        else if (s.twoPlayers())
            ++s.display[bag[u(i)]];
        else
            ++s.boxed[bag[u(i)]];
    }
    for (int p = 0; p < s.players; ++p) {
        PlayerState& ps = s.player[u(p)];
        ps.res.fill(1);
        ps.villagersHome = kBaseVillagers;
        ps.tablet = !options.firstGame;
    }
    if (s.twoPlayers()) {
        s.phase = Phase::Draft;
        s.decider = std::int8_t(s.order[1]);
    } else {
        s.phase = Phase::Place;
        s.decider = std::int8_t(s.order[0]);
    }
    return s;
}

std::uint64_t State::hash() const {
    // FNV-1a over every byte after the board pointer: past the two 8-byte fields every member
    // is made of single bytes, so there is no padding up to the last player.
    static_assert(std::is_standard_layout_v<State>);
    static_assert(offsetof(State, players) == 16);
    const auto* bytes = reinterpret_cast<const unsigned char*>(this) + sizeof(board);
    const std::size_t end = offsetof(State, player) + sizeof(player);
    std::uint64_t h = 1469598103934665603ull;
    for (std::size_t i = 0; i < end - sizeof(board); ++i)
        h = (h ^ bytes[i]) * 1099511628211ull;
    return h;
}

int State::emptyAhu() const {
    int n = 0;
    for (int a = 0; a < board->ahuCount(); ++a)
        n += moaiOn(a) == 0;
    return n;
}

int State::moaiOn(int ahu) const {
    const auto& m = ahuMoai[u(ahu)];
    return m[0] + m[1] + m[2];
}

int State::unstyledOn(int ahu) const {
    const auto& s = ahuStyled[u(ahu)];
    return moaiOn(ahu) - s[0] - s[1] - s[2];
}

int State::styledSize(int ahu) const {
    for (int z = kSizes - 1; z >= 0; --z)
        if (ahuMoai[u(ahu)][u(z)] > ahuStyled[u(ahu)][u(z)]) return z;
    return kNone;
}

int State::moaiLeft() const {
    int n = supply[0] + supply[1] + supply[2];
    for (int p = 0; p < players; ++p)
        n += player[u(p)].moai[0] + player[u(p)].moai[1] + player[u(p)].moai[2];
    return n;
}

bool State::stacksPastTheEnd(const Choice& c) const {
    return c.kind == ChoiceKind::Moai && c.b >= 0 && c.b < board->ahuCount() && moaiOn(c.b) > 0 &&
           moaiLeft() - 1 < ahuToEnd() + kSpareMoai;
}

int State::moaiErected() const {
    int n = 0;
    for (int a = 0; a < board->ahuCount(); ++a)
        n += moaiOn(a);
    return n;
}

int State::ahuToEnd() const {
    return std::max(0, emptyAhu() - (twoPlayers() ? 2 : players));
}

Via State::powerOf(int p, Tile tile) const {
    const PlayerState& ps = player[u(p)];
    if (ps.tiles[u(int(tile))] > 0) return Via::Tile;
    // Gain Favor's power is its 3 points at the end, the Tablet's own worth (decision 19).
    if (ps.tablet && tile != Tile::GainFavor) return Via::Tablet;
    return Via::None;
}

void State::usePower(int p, Tile tile, Via via) {
    PlayerState& ps = player[u(p)];
    if (via == Via::Tablet) {
        ps.tablet = 0;
    } else if (via == Via::Tile && tile != Tile::TakeYourPick) {
        --ps.tiles[u(int(tile))];
        ++played[u(int(tile))];
    }
}

int State::lostToTheTrack(int p, int r, int n) const {
    return std::max(0, n - (kMaxResource - player[u(p)].res[u(r)]));
}

int State::resourcesLost(const Choice& c) const {
    const int p = decider;
    switch (c.kind) {
    case ChoiceKind::Earn:
        return c.a >= 0 && c.a < kResources ? lostToTheTrack(p, c.a, 1) : 0;
    case ChoiceKind::Moai: {
        // Erected on arrival unless Fervent or Take More leave the mover a choice (arrive()),
        // and paying the chain's owners takes nothing from the mover.
        if (phase != Phase::Transport || c.a < 0 || c.a >= kSizes || c.b < 0 ||
            c.b >= board->ahuCount())
            return 0;
        const int r = board->spaces[u(board->ahu[u(c.b)])].first;
        const bool choosing =
            (player[u(p)].has(Improvement::Fervent) && r < int(Resource::Pearls)) ||
            powerOf(p, Tile::TakeTwoMore) != Via::None ||
            powerOf(p, Tile::TakeThreeMore) != Via::None;
        return choosing ? 0 : lostToTheTrack(p, r, kErectGain[u(c.a)]);
    }
    case ChoiceKind::Erect: {
        if (phase != Phase::Erect || dest < 0 || c.a < 0 || c.a > gain) return 0;
        const int r = board->spaces[u(board->ahu[u(dest)])].first;
        return lostToTheTrack(p, r, gain - c.a) + (c.a ? lostToTheTrack(p, r + 1, c.a) : 0);
    }
    case ChoiceKind::Barter: {
        int lost = 0; // what is given goes first, leaving room
        for (int r = 0; r < kResources; ++r)
            lost += lostToTheTrack(p, r, barterTaken(c, r) - barterGiven(c, r));
        return lost;
    }
    default:
        return 0;
    }
}

void State::gainResource(int p, int r, int n) {
    auto& v = player[u(p)].res[u(r)];
    v = std::uint8_t(std::min(kMaxResource, v + n));
}

void State::goOnOrEndTurn() {
    // What legalChoices would list besides "end-turn", asked without building the list: this
    // runs after every placement and transport the AI plays.
    const int p = decider;
    const PlayerState& ps = player[u(p)];
    bool more = acted == 1 && phase == Phase::Place && ps.chief == Spot::Hand;
    for (int i = 0; i < kImprovements && !more; ++i)
        more = ps.mayAdd(i);
    if (!more && powerOf(p, Tile::Barter) != Via::None) more = ps.resourceTotal() >= 3;
    if (!more && phase == Phase::Transport && powerOf(p, Tile::Rest) != Via::None)
        for (int sp = 0; sp < board->spaceCount() && !more; ++sp)
            more = owner[u(sp)] == p && tired[u(sp)] > 0;
    if (!more) endTurn();
}

void State::endTurn() {
    acted = 0;
    if (phase == Phase::Place)
        nextPlacement();
    else
        nextTransport(true);
}

void State::nextPlacement() {
    acted = 0;
    for (int i = 1; i <= players; ++i) {
        const int t = (turn + i) % players;
        if (player[order[u(t)]].hasToPlace()) {
            turn = std::uint8_t(t);
            decider = std::int8_t(order[u(t)]);
            return;
        }
    }
    startPhaseTwo();
}

void State::startPhaseTwo() {
    // A Chief not placed with a figurine sits this round out.
    for (int p = 0; p < players; ++p)
        if (player[u(p)].chief == Spot::Hand) player[u(p)].chief = Spot::Out;
    int i = 0;
    for (int k = 0; k < board->stars(); ++k)
        if (star[u(k)] != kNone) order[u(i++)] = std::uint8_t(star[u(k)]);
    phase = Phase::ChangeJobs;
    turn = 0;
    nextChangeJobs();
}

void State::nextChangeJobs() {
    for (; turn < players; ++turn) {
        const int p = order[turn];
        if (player[u(p)].sorcerer == Spot::Track && powerOf(p, Tile::ChangeJobs) != Via::None) {
            decider = std::int8_t(p);
            return;
        }
    }
    turn = 0;
    nextSculpting();
}

std::array<int, kSizes> State::sculptorCounts(int p) const {
    const PlayerState& ps = player[u(p)];
    std::array<int, kSizes> n{};
    for (int c = 0; c < kSizes; ++c)
        n[u(c)] = ps.sculptors[u(c)] + ps.extra[u(c)] + ps.chipIn[u(c)];
    return n;
}

std::array<int, kSizes> State::carve(std::array<std::uint8_t, kSizes>& supply, int large,
                                     int medium, int small) {
    std::array<int, kSizes> carved{};
    const auto take = [&](int size) {
        for (int z = size; z >= 0; --z)
            if (supply[u(z)] > 0) {
                --supply[u(z)];
                ++carved[u(z)];
                return;
            }
    };
    for (int i = 0; i < large; ++i)
        take(2);
    for (int i = 0; i < medium; ++i)
        take(1);
    for (int i = 0; i < small; ++i)
        take(0);
    return carved;
}

void State::sculpt(int p, int large, int medium) {
    PlayerState& ps = player[u(p)];
    const auto carved = carve(supply, large, medium, sculptorCounts(p)[0] - large - medium);
    for (int z = 0; z < kSizes; ++z)
        ps.moai[u(z)] = std::uint8_t(ps.moai[u(z)] + carved[u(z)]);
}

void State::nextSculpting() {
    for (; turn < players; ++turn) {
        const int p = order[turn];
        if (phase != Phase::Sculpt && powerOf(p, Tile::ChipIn) != Via::None) {
            phase = Phase::ChipIn;
            decider = std::int8_t(p);
            return;
        }
        ChoiceList splits;
        appendSplits(p, splits);
        if (splits.size() > 1) {
            phase = Phase::Sculpt;
            decider = std::int8_t(p);
            return;
        }
        sculpt(p, 0, 0);
        phase = Phase::ChipIn; // the next player's moment starts with Chip In
    }
    for (int p = 0; p < players; ++p)
        player[u(p)].chipIn = {};
    turn = 0;
    phase = Phase::LendAHand;
    nextLendAHand();
}

void State::nextLendAHand() {
    for (; turn < players; ++turn) {
        const int p = order[turn];
        const PlayerState& ps = player[u(p)];
        const bool figurine = ps.sculptors[0] + ps.sculptors[1] + ps.sculptors[2] > 0 ||
                              ps.sorcerer == Spot::Quarry || ps.chief == Spot::Quarry;
        if (figurine && powerOf(p, Tile::LendAHand) != Via::None) {
            decider = std::int8_t(p);
            return;
        }
    }
    phase = Phase::Transport;
    turn = 0;
    nextTransport(false);
}

void State::nextTransport(bool advance) {
    phase = Phase::Transport;
    acted = 0;
    for (int i = advance ? 1 : 0; i <= players; ++i) {
        const int t = (turn + i) % players;
        if (!player[order[u(t)]].dropped) {
            turn = std::uint8_t(t);
            decider = std::int8_t(order[u(t)]);
            return;
        }
    }
    endRound();
}

void State::fatigue(int p, int space) {
    const PlayerState& ps = player[u(p)];
    if (ps.chief == Spot::Island && ps.chiefAt == space) return; // Lend a Hand's Chief
    --fresh[u(space)];
    ++tired[u(space)];
}

void State::arrive() {
    const int p = order[turn];
    PlayerState& ps = player[u(p)];
    const int space = board->ahu[u(dest)];
    fatigue(p, space);
    if (carrying == kSizes) { // a Pukao styles an unstyled Moai standing there
        --pukao;
        ++ahuStyled[u(dest)][u(styledSize(dest))];
        phase = Phase::Style;
        decider = std::int8_t(p);
        return;
    }
    if (ahuTile[u(dest)] != kNone) {
        ++ps.tiles[u(ahuTile[u(dest)])];
        ahuTile[u(dest)] = kNone;
    }
    ++ahuMoai[u(dest)][u(carrying)];
    --ps.moai[u(carrying)];
    gain = std::uint8_t(kErectGain[u(carrying)]);
    const bool fervent =
        ps.has(Improvement::Fervent) && board->spaces[u(space)].first < int(Resource::Pearls);
    if (fervent || powerOf(p, Tile::TakeTwoMore) != Via::None ||
        powerOf(p, Tile::TakeThreeMore) != Via::None) {
        phase = Phase::Erect;
        decider = std::int8_t(p);
        return;
    }
    finishErect(0);
}

void State::finishErect(int higher) {
    const int p = order[turn];
    const int r = board->spaces[u(board->ahu[u(dest)])].first;
    if (higher > 0) gainResource(p, r + 1, higher);
    gainResource(p, r, gain - higher);
    gain = 0;
    carrying = dest = kNone;
    phase = Phase::Transport;
    decider = std::int8_t(p); // after an owner's payment, the mover again
    acted = 1;
    goOnOrEndTurn();
}

void State::endRound() {
    for (int p = 0; p < players; ++p) {
        PlayerState& ps = player[u(p)];
        for (int z = 0; z < kSizes; ++z) {
            supply[u(z)] = std::uint8_t(supply[u(z)] + ps.moai[u(z)]);
            ps.moai[u(z)] = 0;
        }
        ps.sculptors = {};
        ps.extra = {};
        ps.villagersHome = ps.villagers;
        ps.sorcerer = Spot::Hand;
        ps.sorcererAt = kNone;
        ps.chief = ps.has(Improvement::Chief) ? Spot::Hand : Spot::Out;
        ps.chiefAt = kNone;
        ps.dropped = 0;
    }
    owner.fill(kNone);
    fresh = {};
    tired = {};
    star.fill(kNone);
    if (ahuToEnd() == 0) {
        phase = Phase::Over;
        endReason = EndReason::Rule;
        return;
    }
    // Moai erected stay: too few left for the empty Ahu the rule needs, it can never end the
    // game (decision 35).
    if (moaiLeft() < ahuToEnd()) {
        phase = Phase::Over;
        endReason = EndReason::NoMoai;
        return;
    }
    if (round >= kRoundCap) {
        phase = Phase::Over;
        endReason = EndReason::RoundCap;
        return;
    }
    ++round;
    phase = Phase::Place;
    turn = 0;
    firstMoved = 0;
    decider = std::int8_t(order[0]);
}

} // namespace rano::rapanui
