// Applying a choice, and the automatic steps that follow it until someone must decide.
#include <algorithm>
#include <bit>

#include "core/enum_words.h"
#include "rapanui/state.h"

namespace rano::rapanui {

namespace {

// What the game waits for in each phase, for a refusal.
constexpr EnumWords<Phase::Over> kPhaseTasks = {
    "an Ahu tile is being drafted",
    "figurines are being placed",
    "it is the moment of Change Jobs",
    "it is the moment of Chip In",
    "Moai are being sculpted",
    "it is the moment of Lend a Hand",
    "it is a transport turn",
    "a Transporter's owner is choosing a resource",
    "a Moai is being erected",
    "a Moai is being styled",
    "the game is over",
};
} // namespace

std::string State::reasonIllegal(const Choice& c) const {
    if (over()) return "the game is over";
    if (isLegal(c)) return {};
    const int p = decider;
    const PlayerState& ps = player[u(p)];
    const bool spaceOk = c.a >= 0 && c.a < board->spaceCount();
    const bool figurine = c.kind == ChoiceKind::Villager || c.kind == ChoiceKind::Sculptor ||
                          c.kind == ChoiceKind::Sorcerer;
    if (phase == Phase::Place && acted && figurine)
        return "this turn's figurine is already placed; end the turn";
    const bool carry =
        c.kind == ChoiceKind::Moai || c.kind == ChoiceKind::Pukao || c.kind == ChoiceKind::DropOut;
    if (phase == Phase::Transport && acted && carry)
        return "this turn's piece is already carried; end the turn";
    switch (c.kind) {
    case ChoiceKind::Sorcerer:
        if (phase == Phase::Place && ps.sorcerer == Spot::Hand && c.a == 0 && p == order[0] &&
            !firstMoved && star[0] == kNone)
            return "the first player may not open the round with the Sorcerer on the first star";
        if (phase == Phase::Place && c.a >= 0 && c.a < kMaxPlayers && star[u(c.a)] != kNone)
            return "that star already holds a Sorcerer";
        break;
    case ChoiceKind::Villager:
    case ChoiceKind::ChangeJobsIsland:
    case ChoiceKind::LendAHand:
        if (spaceOk && (int(c.a) == board->crater || int(c.a) == board->quarry))
            return "no Transporter may be placed on the Crater or the Pukao Quarry";
        if (spaceOk && owner[u(c.a)] != kNone && owner[u(c.a)] != p)
            return "an opponent's Transporters stand on " + board->spaceName(c.a);
        break;
    case ChoiceKind::Sculptor:
        if (phase == Phase::Place && ps.villagersHome > 0 && c.a >= 0 && c.a < kSizes)
            return "that column of the Moai Quarry is full";
        break;
    case ChoiceKind::Chief:
        if (phase == Phase::Place && ps.chief == Spot::Hand && !acted)
            return "the Chief is placed together with a Villager or the Sorcerer, after it";
        break;
    case ChoiceKind::Improve:
        if (c.a >= 0 && c.a < kImprovements) {
            if (ps.has(Improvement(c.a))) return "that Improvement is already on the board";
            if (ps.improvementCount() >= 3) return "at most 3 Improvements may be added";
            if (ps.res[u(c.a)] < kImprovementCost[u(c.a)])
                return "not enough " + std::string(resourceWord(c.a)) + " for that Improvement";
        }
        break;
    case ChoiceKind::Offer:
        if (phase == Phase::Style) {
            const auto spent = offerSpending(c);
            for (int r = 0; r < kResources; ++r)
                if (spent[u(r)] > ps.res[u(r)])
                    return "that payment spends resources you do not hold";
            return "that Offering cannot be paid for that way or is gone";
        }
        break;
    case ChoiceKind::Barter:
        if (phase == Phase::Place || phase == Phase::Transport) {
            if (powerOf(p, Tile::Barter) == Via::None)
                return "Barter needs a Barter tile or the Rongorongo Tablet";
            if (ps.resourceTotal() < 3)
                return "Barter exchanges 3 of your Resources: you hold fewer";
            for (int r = 0; r < kResources; ++r)
                if (barterGiven(c, r) > ps.res[u(r)])
                    return "you do not hold the Resources that Barter would give";
            return "a Barter gives 1 to 3 Resources for as many others, no kind on both sides";
        }
        break;
    case ChoiceKind::Moai:
    case ChoiceKind::Pukao:
        if (phase == Phase::Transport && !acted && c.b >= 0 && c.b < board->ahuCount()) {
            const int sp = board->ahu[u(c.b)];
            const bool pukaoMove = c.kind == ChoiceKind::Pukao;
            if (!pukaoMove && (c.a < 0 || c.a >= kSizes || ps.moai[u(c.a)] == 0))
                return "you have no such Moai sculpted this round";
            if (pukaoMove && unstyledOn(c.b) == 0) return "no unstyled Moai stands on that Ahu";
            if (pukaoMove && pukao == 0) return "no Pukao is left";
            if (pukaoMove && !canStyle(p))
                return "a Pukao may be carried only by a player who could then pay for an Offering";
            if (owner[u(sp)] != p || fresh[u(sp)] == 0)
                return "you need a standing Transporter of your own on that Ahu";
            const std::string from = pukaoMove ? "the Pukao Quarry" : "the Crater";
            return c.paid ? "no chain of Transporters from " + from +
                                " to that Ahu pays just the spaces named, or another pays less"
                          : "no chain of Transporters links " + from + " to that Ahu";
        }
        break;
    default:
        break;
    }
    std::string why = "\"";
    why += toText(c);
    why += "\" is not a legal choice now: ";
    why += kPhaseTasks[phase];
    return why;
}

void State::applyLegal(const Choice& c) {
    const int p = decider;
    PlayerState& ps = player[u(p)];
    switch (c.kind) {
    case ChoiceKind::Draft:
        ++ps.tiles[u(c.a)];
        boxed[u(c.a)] = std::uint8_t(boxed[u(c.a)] + display[u(c.a)] - 1);
        display[u(c.a)] = 0;
        ++draftPicks;
        if (draftPicks < 4 &&
            std::any_of(display.begin(), display.end(), [](auto n) { return n; })) {
            decider = std::int8_t(order[u((draftPicks + 1) % 2)]);
            return;
        }
        for (int t = 0; t < kTileKinds; ++t) {
            boxed[u(t)] = std::uint8_t(boxed[u(t)] + display[u(t)]);
            display[u(t)] = 0;
        }
        phase = Phase::Place;
        turn = 0;
        firstMoved = 0;
        decider = std::int8_t(order[0]);
        return;
    case ChoiceKind::Improve:
        ps.res[u(c.a)] = std::uint8_t(ps.res[u(c.a)] - kImprovementCost[u(c.a)]);
        ps.improvements = std::uint8_t(ps.improvements | 1u << c.a);
        if (Improvement(c.a) == Improvement::Popular) {
            ++ps.villagers;
            ++ps.villagersHome; // in the Village: placed from the next placement on
        }
        if (Improvement(c.a) == Improvement::Chief && phase == Phase::Place) ps.chief = Spot::Hand;
        if (acted) goOnOrEndTurn();
        return;
    case ChoiceKind::Villager:
    case ChoiceKind::Sculptor:
    case ChoiceKind::Sorcerer:
    case ChoiceKind::Chief:
        if (c.kind == ChoiceKind::Villager) {
            --ps.villagersHome;
            owner[u(c.a)] = std::int8_t(p);
            ++fresh[u(c.a)];
        } else if (c.kind == ChoiceKind::Sculptor) {
            --ps.villagersHome;
            ++ps.sculptors[u(c.a)];
        } else if (c.kind == ChoiceKind::Sorcerer) {
            ps.sorcerer = Spot::Track;
            ps.sorcererAt = c.a;
            star[u(c.a)] = std::int8_t(p);
        } else {
            ps.chief = Spot::Quarry;
            ps.chiefAt = c.a;
            ++ps.extra[u(c.a)];
        }
        if (p == order[0]) firstMoved = 1;
        acted = c.kind == ChoiceKind::Chief ? 2 : 1;
        goOnOrEndTurn();
        return;
    case ChoiceKind::Keep:
        if (phase == Phase::ChipIn) {
            phase = Phase::Sculpt; // on to this player's Moai
            nextSculpting();
            return;
        }
        ++turn;
        if (phase == Phase::ChangeJobs)
            nextChangeJobs();
        else
            nextLendAHand();
        return;
    case ChoiceKind::ChangeJobsQuarry:
    case ChoiceKind::ChangeJobsIsland:
        usePower(p, Tile::ChangeJobs, c.via);
        star[u(ps.sorcererAt)] = kNone;
        ps.sorcererAt = c.a;
        if (c.kind == ChoiceKind::ChangeJobsQuarry) {
            ps.sorcerer = Spot::Quarry;
            ++ps.extra[u(c.a)];
        } else {
            ps.sorcerer = Spot::Island;
            owner[u(c.a)] = std::int8_t(p);
            ++fresh[u(c.a)];
        }
        ++turn;
        nextChangeJobs();
        return;
    case ChoiceKind::ChipIn:
        usePower(p, Tile::ChipIn, c.via);
        ++ps.chipIn[u(c.a)];
        nextSculpting();
        return;
    case ChoiceKind::Sculpt:
        sculpt(p, c.a, c.b);
        ++turn;
        phase = Phase::ChipIn;
        nextSculpting();
        return;
    case ChoiceKind::LendAHand:
        usePower(p, Tile::LendAHand, c.via);
        if (c.b == 1) {
            --ps.extra[u(ps.chiefAt)];
            ps.chief = Spot::Island;
            ps.chiefAt = c.a;
        } else {
            bool moved = false;
            for (int col = 0; col < kSizes && !moved; ++col)
                if (ps.sculptors[u(col)] > 0) {
                    --ps.sculptors[u(col)];
                    moved = true;
                }
            if (!moved) {
                --ps.extra[u(ps.sorcererAt)];
                ps.sorcerer = Spot::Island;
                ps.sorcererAt = c.a;
            }
        }
        owner[u(c.a)] = std::int8_t(p);
        ++fresh[u(c.a)];
        nextLendAHand();
        return;
    case ChoiceKind::Rest:
        usePower(p, Tile::Rest, c.via);
        --tired[u(c.a)];
        ++fresh[u(c.a)];
        if (acted) goOnOrEndTurn();
        return;
    case ChoiceKind::Barter:
        usePower(p, Tile::Barter, c.via);
        for (int r = 0; r < kResources; ++r)
            ps.res[u(r)] = std::uint8_t(ps.res[u(r)] - barterGiven(c, r));
        for (int r = 0; r < kResources; ++r)
            gainResource(p, r, barterTaken(c, r));
        if (acted) goOnOrEndTurn();
        return;
    case ChoiceKind::DropOut:
        ps.dropped = 1;
        nextTransport(true);
        return;
    case ChoiceKind::Moai:
    case ChoiceKind::Pukao: {
        const bool pukaoMove = c.kind == ChoiceKind::Pukao;
        carrying = std::int8_t(pukaoMove ? kSizes : c.a);
        dest = c.b;
        pending = 0;
        for (std::uint64_t m = c.paid; m; m &= m - 1) {
            const int sp = std::countr_zero(m);
            const Space& space = board->spaces[u(sp)];
            if (pukaoMove)
                gainResource(owner[u(sp)], int(Resource::Reeds), 1);
            else if (space.choice())
                pending |= std::uint64_t(1) << sp; // its owner chooses (decision 12)
            else
                gainResource(owner[u(sp)], space.first, 1);
        }
        if (pending) {
            phase = Phase::Payment;
            decider = owner[u(std::countr_zero(pending))];
            return;
        }
        arrive();
        return;
    }
    case ChoiceKind::Earn:
        gainResource(p, c.a, 1);
        pending &= pending - 1;
        if (pending) {
            decider = owner[u(std::countr_zero(pending))];
            return;
        }
        arrive();
        return;
    case ChoiceKind::TakeMore:
        usePower(p, c.a == 2 ? Tile::TakeTwoMore : Tile::TakeThreeMore, c.via);
        gain = std::uint8_t(gain + c.a);
        return;
    case ChoiceKind::Erect:
        finishErect(c.a);
        return;
    case ChoiceKind::Offer: {
        bool outstanding = false;
        const int tile = offeringTaken(p, c, outstanding);
        const auto spent = offerSpending(c);
        for (int r = 0; r < kResources; ++r)
            ps.res[u(r)] = std::uint8_t(ps.res[u(r)] - spent[u(r)]);
        if (c.b & kOfferSkimp) usePower(p, Tile::Skimp, c.via);
        if (c.b & kOfferPickByTablet) usePower(p, Tile::TakeYourPick, Via::Tablet);
        const int type = c.a + (c.b & 1);
        if (outstanding) {
            outstandingLeft = std::uint8_t(outstandingLeft & ~(1u << tile));
            ps.outstanding = std::uint8_t(ps.outstanding | 1u << tile);
        } else {
            ps.stack[u(type)] = std::uint8_t(ps.stack[u(type)] | 1u << tile);
            --stackLeft[u(type)];
        }
        carrying = dest = kNone;
        phase = Phase::Transport;
        acted = 1;
        goOnOrEndTurn();
        return;
    }
    case ChoiceKind::EndTurn:
        endTurn();
        return;
    }
}

} // namespace rano::rapanui
