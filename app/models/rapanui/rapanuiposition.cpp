#include "rapanuiposition.h"

#include <algorithm>
#include <array>
#include <bit>

#include "boardcursor.h"
#include "rapanui/scoring.h"

using namespace rano::rapanui;

namespace {
std::size_t z(int i) {
    return std::size_t(i);
}

QString word(const char* w) {
    return QString::fromLatin1(w);
}

// A space a transport pays for is given among a choice's places as -(space + 1), so the board
// can mark it (RapaNuiPosition::spaceOf reads it back).
int paidPlace(int space) {
    return -(space + 1);
}

// Whether `places` name `space`, paid for or not.
bool names(const QVariantList& places, int space) {
    return places.contains(space) || places.contains(paidPlace(space));
}

QString seatName(const std::vector<SeatSetup>& seats, int p) {
    return p >= 0 && z(p) < seats.size() ? seats[z(p)].name : QString::number(p + 1);
}

// The rulebook's costs of an Offering, in the order of the types.
QString offeringCost(int type, bool skimped) {
    if (type == int(Offering::Hatchet))
        return skimped ? RapaNuiPosition::tr("2 different Resources")
                       : RapaNuiPosition::tr("4 different Resources");
    static constexpr int kPaidIn[kOfferingTypes] = {0, 1, -1, 2, 3};
    return RapaNuiPosition::resourceCount(kPaidIn[type], skimped ? 2 : 4);
}

// The board's place a choice is taken at: a space, a Quarry column, a star, an Offering
// type, an Improvement or a displayed tile.
enum class Place { None, Space, Column, Star, Offering, Improvement, Display };

Place placeOf(const State& s, const Choice& c, int& at) {
    at = c.a;
    switch (c.kind) {
    case ChoiceKind::Villager:
    case ChoiceKind::ChangeJobsIsland:
    case ChoiceKind::LendAHand:
    case ChoiceKind::Rest:
        return Place::Space;
    case ChoiceKind::Moai:
    case ChoiceKind::Pukao:
        at = c.b >= 0 && c.b < s.board->ahuCount() ? s.board->ahu[z(c.b)] : -1;
        return Place::Space;
    case ChoiceKind::Sculptor:
    case ChoiceKind::Chief:
    case ChoiceKind::ChipIn:
    case ChoiceKind::ChangeJobsQuarry:
        return Place::Column;
    case ChoiceKind::Sorcerer:
        return Place::Star;
    case ChoiceKind::Offer:
        at = c.a + (c.b & 1);
        return Place::Offering;
    case ChoiceKind::Improve:
        return Place::Improvement;
    case ChoiceKind::Draft:
        return Place::Display;
    default:
        return Place::None;
    }
}

// The indices of `legal` taken at `place` number `at`.
QVariantList choicesAt(const State& s, const std::vector<Choice>& legal, Place place, int at) {
    QVariantList out;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        int where = -1;
        if (placeOf(s, legal[i], where) == place && where == at) out << int(i);
    }
    return out;
}

QString viaText(Via via, Tile tile) {
    if (via == Via::Tablet)
        return RapaNuiPosition::tr(" (discarding the Rongorongo Tablet as %1)")
            .arg(RapaNuiPosition::tileName(int(tile)));
    if (via == Via::Tile)
        return RapaNuiPosition::tr(" (playing %1)").arg(RapaNuiPosition::tileName(int(tile)));
    return {};
}

// "a, b and c".
QString andList(QStringList parts) {
    const QString last = parts.isEmpty() ? QString() : parts.takeLast();
    return parts.isEmpty() ? last
                           : parts.join(QStringLiteral(", ")) + RapaNuiPosition::tr(" and ") + last;
}

// "2 Reeds and 1 Egg", from 4 bits per resource.
QString countsText(std::uint64_t nibbles) {
    QStringList parts;
    for (int r = 0; r < kResources; ++r)
        if (const int n = int(nibbles >> (4 * r) & 0xF))
            parts << RapaNuiPosition::resourceCount(r, n);
    return andList(parts);
}

// What `n` more of resource `r` really give player `p`: a track stops at 10 (decision 7), and
// the text says what is lost ("4 Eggs (1 lost: the track stops at 10)").
QString lostText(int r, int n, int lost) {
    if (lost == 0) return RapaNuiPosition::resourceCount(r, n);
    if (lost == n)
        return RapaNuiPosition::tr("no %1 (%n lost: the track stops at 10)", nullptr, n)
            .arg(RapaNuiPosition::resourceName(r));
    return RapaNuiPosition::tr("%1 (%n lost: the track stops at 10)", nullptr, lost)
        .arg(RapaNuiPosition::resourceCount(r, n - lost));
}

QString gainText(const State& s, int p, int r, int n) {
    return lostText(r, n, s.lostToTheTrack(p, r, n));
}

// What carrying Moai `c` to its Ahu gives whoever decides when it is erected on arrival:
// "2 Reeds (1 lost: the track stops at 10)".
QString erectionGain(const State& s, const Choice& c) {
    const int r = s.board->spaces[z(s.board->ahu[z(c.b)])].first;
    return gainText(s, s.decider, r, kErectGain[z(c.a)]);
}

// What a Barter takes, with what a full track loses.
QString takenText(const State& s, const Choice& c) {
    QStringList parts;
    for (int r = 0; r < kResources; ++r)
        if (const int n = barterTaken(c, r)) // no kind is both given and taken
            parts << lostText(r, n, s.lostToTheTrack(s.decider, r, n));
    return andList(parts);
}

// The size of the Moai a Pukao carried by `c` styles: the largest unstyled one (decision 34).
QString styledName(const State& s, const Choice& c) {
    const int size = c.b >= 0 && c.b < s.board->ahuCount() ? s.styledSize(c.b) : -1;
    return size >= 0 ? RapaNuiPosition::sizeName(size) : QStringLiteral("?");
}

// Who a transport pays, and what.
QString payments(const State& s, const Choice& c, const std::vector<SeatSetup>& names) {
    QStringList paid;
    for (std::uint64_t m = c.paid; m; m &= m - 1) {
        const int sp = std::countr_zero(m);
        const Space& space = s.board->spaces[z(sp)];
        QString what;
        if (c.kind == ChoiceKind::Pukao)
            what = RapaNuiPosition::resourceCount(int(Resource::Reeds), 1);
        else if (space.choice())
            what = RapaNuiPosition::tr("%1 or %2")
                       .arg(RapaNuiPosition::resourceCount(space.first, 1),
                            RapaNuiPosition::resourceCount(space.second, 1));
        else
            what = RapaNuiPosition::resourceCount(space.first, 1);
        paid << RapaNuiPosition::tr("%1 earns %2 on %3")
                    .arg(seatName(names, s.owner[z(sp)]), what,
                         RapaNuiPosition::spaceName(*s.board, sp));
    }
    return paid.isEmpty() ? RapaNuiPosition::tr("no one is paid") : paid.join(QStringLiteral("; "));
}

QString spotText(const State& s, Spot spot, int at) {
    switch (spot) {
    case Spot::Out:
        return {};
    case Spot::Hand:
        return RapaNuiPosition::tr("to place");
    case Spot::Track:
        return RapaNuiPosition::tr("on star %1").arg(at + 1);
    case Spot::Quarry:
        return RapaNuiPosition::tr("in the %1 column").arg(RapaNuiPosition::sizeName(at));
    case Spot::Island:
        return RapaNuiPosition::tr("on %1").arg(RapaNuiPosition::spaceName(*s.board, at));
    }
    return {};
}
} // namespace

RapaNuiPosition::RapaNuiPosition(QObject* parent)
    : QObject(parent),
      spaces_({"index",   "column",   "row",        "kind", "yields",  "name",     "ahu",
               "tile",    "tileName", "tileEffect", "moai", "owner",   "standing", "fatigued",
               "choices", "recent",   "lit",        "paid", "waiting", "hint"}),
      quarry_({"column", "size", "name", "spaces", "sculptors", "extra", "supply", "choices"}),
      stars_({"star", "seat", "choices"}),
      offerings_({"type", "name", "cost", "remaining", "next", "outstanding", "choices"}),
      display_({"tile", "name", "effect", "count", "choices"}),
      seats_({"name",     "colour",  "human",        "role", "active",    "deciding",
              "winner",   "totem",   "place",        "stock",     "villagers", "villagersHome",
              "sorcerer", "chief",   "improvements", "tiles",     "tablet",    "offerings",
              "crater",   "dropped", "score",        "breakdown"}) {}

QString RapaNuiPosition::resourceName(int r) {
    switch (r) {
    case 0:
        return tr("Reeds");
    case 1:
        return tr("Eggs");
    case 2:
        return tr("Wood");
    case 3:
        return tr("Pearls");
    default:
        return QStringLiteral("?");
    }
}

QString RapaNuiPosition::moaiStanding(int space) const {
    const State* s = position();
    if (!s || space < 0 || space >= s->board->spaceCount()) return {};
    const int ahu = s->board->spaces[z(space)].ahu;
    if (ahu < 0) return {};
    QStringList standing;
    for (int size = kSizes - 1; size >= 0; --size)
        for (int k = 0; k < s->ahuMoai[z(ahu)][z(size)]; ++k)
            standing << (k < s->ahuStyled[z(ahu)][z(size)] ? tr("a %1 Moai with its Pukao")
                                                           : tr("a %1 Moai"))
                            .arg(sizeName(size));
    return standing.isEmpty() ? QString()
                              : tr("Standing here: %1").arg(standing.join(QStringLiteral(", ")));
}

QString RapaNuiPosition::resourceName(const QString& w) const {
    return resourceName(resourceFromWord(w.toStdString()));
}

QString RapaNuiPosition::resourceCount(int r, int n) {
    switch (r) {
    case 0:
        return tr("%n Reed(s)", nullptr, n);
    case 1:
        return tr("%n Egg(s)", nullptr, n);
    case 2:
        return tr("%n Wood", nullptr, n);
    case 3:
        return tr("%n Pearl(s)", nullptr, n);
    default:
        return QStringLiteral("?");
    }
}

QString RapaNuiPosition::tileName(int tile) {
    switch (Tile(tile)) {
    case Tile::Rest:
        return tr("Rest");
    case Tile::Barter:
        return tr("Barter");
    case Tile::Skimp:
        return tr("Skimp");
    case Tile::ChipIn:
        return tr("Chip In");
    case Tile::TakeThreeMore:
        return tr("Take Three More");
    case Tile::TakeYourPick:
        return tr("Take Your Pick");
    case Tile::ChangeJobs:
        return tr("Change Jobs");
    case Tile::LendAHand:
        return tr("Lend a Hand");
    case Tile::GainFavor:
        return tr("Gain Favor");
    case Tile::TakeTwoMore:
        return tr("Take Two More");
    }
    return QStringLiteral("?");
}

QString RapaNuiPosition::tileEffect(int tile) {
    switch (Tile(tile)) {
    case Tile::Rest:
        return tr("During the transport phase, stand a fatigued Transporter up.");
    case Tile::Barter:
        return tr("Exchange any 3 of your Resources for any 3 of your choice.");
    case Tile::Skimp:
        return tr("When styling, spend only 2 Resources for an Offering tile.");
    case Tile::ChipIn:
        return tr("When sculpting is evaluated, add a virtual Sculptor in any column, even a "
                  "full one.");
    case Tile::TakeThreeMore:
        return tr("When you erect a Moai, take 3 more Resources of the space.");
    case Tile::TakeYourPick:
        return tr("From now on, when styling, take an Outstanding Offering tile of the type "
                  "you pay for, if one is left. Kept: its effect is permanent.");
    case Tile::ChangeJobs:
        return tr("After turn order, turn your Sorcerer into a Sculptor or a Transporter.");
    case Tile::LendAHand:
        return tr("After sculpting, turn a Sculptor or your Chief into a Transporter. The "
                  "Chief is never fatigued.");
    case Tile::GainFavor:
        return tr("Worth 3 points at the end of the game.");
    case Tile::TakeTwoMore:
        return tr("When you erect a Moai, take 2 more Resources of the space.");
    }
    return {};
}

QString RapaNuiPosition::improvementName(int imp) {
    switch (Improvement(imp)) {
    case Improvement::Fervent:
        return tr("Fervent");
    case Improvement::Artistic:
        return tr("Artistic");
    case Improvement::Popular:
        return tr("Popular");
    case Improvement::Chief:
        return tr("Chief");
    }
    return QStringLiteral("?");
}

QString RapaNuiPosition::improvementEffect(int imp) {
    switch (Improvement(imp)) {
    case Improvement::Fervent:
        return tr("When erecting a Moai, you may take Resources one step higher instead.");
    case Improvement::Artistic:
        return tr("When styling, you may take an Offering tile one step higher instead.");
    case Improvement::Popular:
        return tr("A fifth Villager for the rest of the game.");
    case Improvement::Chief:
        return tr("Your Chief: a Sculptor you place below any column, even a full one.");
    }
    return {};
}

QString RapaNuiPosition::offeringName(int type) {
    switch (Offering(type)) {
    case Offering::Hut:
        return tr("Hut");
    case Offering::Chicken:
        return tr("Chicken");
    case Offering::Hatchet:
        return tr("Hatchet");
    case Offering::Boat:
        return tr("Boat");
    case Offering::Necklace:
        return tr("Necklace");
    }
    return QStringLiteral("?");
}

QString RapaNuiPosition::sizeName(int size) {
    switch (size) {
    case 0:
        return tr("small");
    case 1:
        return tr("medium");
    case 2:
        return tr("large");
    default:
        return QStringLiteral("?");
    }
}

QColor RapaNuiPosition::totemColour(int seat) {
    // The rulebook's colours: the Turtle player green, the Dolphin blue, the Moray yellow, the
    // Octopus red; the shared palette's same four colours, in the totems' order.
    static constexpr int kPalette[] = {3, 1, 2, 0};
    return seat >= 0 && seat < 4 ? ::seatColour(kPalette[seat]) : QColor(Qt::gray);
}

QString RapaNuiPosition::totemName(int seat) {
    switch (seat) {
    case 0:
        return tr("Turtle");
    case 1:
        return tr("Dolphin");
    case 2:
        return tr("Moray");
    case 3:
        return tr("Octopus");
    default:
        return QStringLiteral("?");
    }
}

namespace {
// The board's top left corner: a board file may place its island anywhere on the grid, and
// the table draws and names it from its own first column and row.
std::pair<int, int> boardCorner(const Board& b) {
    int x = kMaxCoordinate, y = kMaxCoordinate;
    for (const Space& s : b.spaces) {
        x = std::min<int>(x, s.x);
        y = std::min<int>(y, s.y);
    }
    return {x, y};
}
} // namespace

int RapaNuiPosition::spaceToward(int from, double dx, double dy) const {
    if (!position()) return -1;
    const Board& b = *position()->board;
    std::vector<QPointF> centres;
    QPointF middle;
    for (const Space& s : b.spaces) {
        centres.emplace_back(s.x, s.y);
        middle += centres.back();
    }
    if (!centres.empty()) middle /= double(centres.size());
    int entry = -1;
    if (!lit_.isEmpty()) entry = spaceOf(lit_.first().toInt());
    return placeToward(centres, from, dx, dy, entry, middle, [](int) { return true; });
}

QString RapaNuiPosition::columnName(int column) {
    // As spreadsheets name them: A-Z, then AA, AB...
    QString name;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
}

QString RapaNuiPosition::spaceName(const Board& b, int space) {
    if (space < 0 || space >= b.spaceCount()) return QStringLiteral("?");
    const Space& s = b.spaces[z(space)];
    const auto [x0, y0] = boardCorner(b);
    return columnName(s.x - x0) + QString::number(s.y - y0 + 1);
}

namespace {
// What an Offering choice spends, the tile it takes (one higher with Artistic) and whether
// that tile is an Outstanding one: the words of its button and of its log line.
struct OfferWords {
    QString paid;
    int type = 0;
    bool outstanding = false;
};
OfferWords offerWords(const State& s, const Choice& c) {
    OfferWords o{RapaNuiPosition::spentText(c), c.a + (c.b & 1), false};
    s.offeringTaken(s.decider, c, o.outstanding);
    return o;
}
} // namespace

// The Resources an Offering's payment spends, as the player chose them (decision 19):
// "3 Eggs and 1 Wood".
QString RapaNuiPosition::spentText(const Choice& c) {
    const auto spent = offerSpending(c);
    QStringList parts;
    for (int r = 0; r < kResources; ++r)
        if (spent[z(r)] > 0) parts << resourceCount(r, spent[z(r)]);
    return andList(parts);
}

QString RapaNuiPosition::choiceLabel(const State& s, const Choice& c,
                                     const std::vector<SeatSetup>& names) {
    const Board& b = *s.board;
    const auto space = [&](int sp) { return spaceName(b, sp); };
    const auto ahu = [&](int a) {
        return a >= 0 && a < b.ahuCount() ? space(b.ahu[z(a)]) : QStringLiteral("?");
    };
    switch (c.kind) {
    case ChoiceKind::Villager:
        return tr("Place a Villager on %1 as a Transporter").arg(space(c.a));
    case ChoiceKind::Sculptor:
        return tr("Place a Villager in the Quarry's %1 column as a Sculptor").arg(sizeName(c.a));
    case ChoiceKind::Sorcerer:
        return tr("Place your Sorcerer on star %1 of the turn order track").arg(c.a + 1);
    case ChoiceKind::Chief:
        return tr("Place your Chief below the %1 column").arg(sizeName(c.a));
    case ChoiceKind::Improve: {
        const int cost = kImprovementCost[z(c.a & 3)];
        return tr("Add the %1 Improvement (%2)")
            .arg(improvementName(c.a), resourceCount(c.a & 3, cost));
    }
    case ChoiceKind::Keep:
        return tr("Keep your Ahu tiles for later");
    case ChoiceKind::ChipIn:
        return tr("Add a virtual Sculptor in the %1 column").arg(sizeName(c.a)) +
               viaText(c.via, Tile::ChipIn);
    case ChoiceKind::ChangeJobsQuarry:
        return tr("Turn your Sorcerer into a Sculptor in the %1 column").arg(sizeName(c.a)) +
               viaText(c.via, Tile::ChangeJobs);
    case ChoiceKind::ChangeJobsIsland:
        return tr("Turn your Sorcerer into a Transporter on %1").arg(space(c.a)) +
               viaText(c.via, Tile::ChangeJobs);
    case ChoiceKind::LendAHand:
        return (c.b == 1 ? tr("Place your Chief as a Transporter on %1")
                         : tr("Place one of your Sculptors as a Transporter on %1"))
                   .arg(space(c.a)) +
               viaText(c.via, Tile::LendAHand);
    case ChoiceKind::Sculpt: {
        const int small = s.sculptorCounts(s.decider)[0] - c.a - c.b;
        return tr("Sculpt %1 large, %2 medium and %3 small Moai").arg(c.a).arg(c.b).arg(small);
    }
    case ChoiceKind::Rest:
        return tr("Stand your fatigued Transporter on %1 up").arg(space(c.a)) +
               viaText(c.via, Tile::Rest);
    case ChoiceKind::Barter:
        return tr("Exchange %1 for %2").arg(countsText(c.paid & 0xFFFF), takenText(s, c)) +
               viaText(c.via, Tile::Barter);
    case ChoiceKind::Moai:
        // Erected on arrival: what the track's end takes is said before it is lost.
        if (s.resourcesLost(c) > 0)
            return tr("Carry your %1 Moai to the Ahu on %2 and erect it (%3): take %4")
                .arg(sizeName(c.a), ahu(c.b), payments(s, c, names), erectionGain(s, c));
        return tr("Carry your %1 Moai to the Ahu on %2 and erect it (%3)")
            .arg(sizeName(c.a), ahu(c.b), payments(s, c, names));
    case ChoiceKind::Pukao:
        return tr("Carry a Pukao to the Ahu on %1 and style its %2 Moai (%3)")
            .arg(ahu(c.b), styledName(s, c), payments(s, c, names));
    case ChoiceKind::DropOut:
        return tr("Drop out of this transport phase");
    case ChoiceKind::Earn:
        // A track stops at its last space (decision 7): say so before the Resource is lost.
        if (c.a >= 0 && c.a < kResources && s.player[z(s.decider)].res[z(c.a)] >= kMaxResource)
            return tr("Take %1 for your Transporter (you hold %2 already: it adds nothing)")
                .arg(resourceCount(c.a, 1))
                .arg(kMaxResource);
        return tr("Take %1 for your Transporter").arg(resourceCount(c.a, 1));
    case ChoiceKind::TakeMore:
        return (c.a == 2 ? tr("Take 2 more Resources") : tr("Take 3 more Resources")) +
               viaText(c.via, c.a == 2 ? Tile::TakeTwoMore : Tile::TakeThreeMore);
    case ChoiceKind::Erect: {
        if (s.dest < 0) return tr("Erect the Moai");
        const int r = b.spaces[z(b.ahu[z(s.dest)])].first;
        const int p = s.decider;
        if (c.a > 0 && c.a == s.gain) // all taken higher: no "0 Wood and 1 Pearl"
            return tr("Erect the Moai: take %1 (Fervent)").arg(gainText(s, p, r + 1, c.a));
        if (c.a > 0)
            return tr("Erect the Moai: take %1 and %2 (Fervent)")
                .arg(gainText(s, p, r, s.gain - c.a), gainText(s, p, r + 1, c.a));
        return tr("Erect the Moai: take %1").arg(gainText(s, p, r, s.gain));
    }
    case ChoiceKind::Offer: {
        if (c.a < 0 || c.a >= kOfferingTypes) return QStringLiteral("?");
        const OfferWords o = offerWords(s, c);
        QString out = o.outstanding
                          ? tr("Spend %1 for an Outstanding %2 Offering tile")
                                .arg(o.paid, offeringName(o.type))
                          : tr("Spend %1 for a %2 Offering tile").arg(o.paid, offeringName(o.type));
        if (c.b & kOfferArtistic) out += tr(" (Artistic)");
        if (c.b & kOfferPickByTablet) out += viaText(Via::Tablet, Tile::TakeYourPick);
        return out + viaText(c.via, Tile::Skimp);
    }
    case ChoiceKind::Draft:
        return tr("Take the %1 Ahu tile").arg(tileName(c.a));
    case ChoiceKind::EndTurn:
        return tr("End turn");
    }
    return QStringLiteral("?");
}

int RapaNuiPosition::groupOf(const State& s, const Choice& c, bool barterKinds) {
    int at = -1;
    switch (c.kind) {
    case ChoiceKind::Offer:
    case ChoiceKind::Moai:
    case ChoiceKind::Pukao:
        placeOf(s, c, at);
        break;
    case ChoiceKind::Barter:
        at = 0;
        if (barterKinds) // the kinds given
            for (int r = 0; r < kResources; ++r)
                at |= barterGiven(c, r) ? 1 << r : 0;
        break;
    default:
        return -1;
    }
    // A Moai and a Pukao carried to one Ahu are told apart: their rows say what goes there.
    return at < 0 ? -1 : int(c.kind) * 1024 + at;
}

QString RapaNuiPosition::groupLabel(const State& s, const Choice& c, int n, bool barterKinds) {
    const Board& b = *s.board;
    switch (c.kind) {
    case ChoiceKind::Offer:
        return tr("Take a %1 Offering tile: %n ways to pay…", nullptr, n)
            .arg(offeringName(c.a + (c.b & 1)));
    case ChoiceKind::Moai:
    case ChoiceKind::Pukao: {
        const QString ahu =
            c.b >= 0 && c.b < b.ahuCount() ? spaceName(b, b.ahu[z(c.b)]) : QStringLiteral("?");
        return c.kind == ChoiceKind::Pukao
                   ? tr("Carry a Pukao to the Ahu on %1: %n ways…", nullptr, n).arg(ahu)
                   : tr("Carry a Moai to the Ahu on %1: %n ways…", nullptr, n).arg(ahu);
    }
    case ChoiceKind::Barter: {
        if (!barterKinds)
            return tr("Exchange Resources%1: %n choices…", nullptr, n)
                .arg(viaText(c.via, Tile::Barter));
        QStringList kinds;
        for (int r = 0; r < kResources; ++r)
            if (barterGiven(c, r)) kinds << resourceName(r);
        return tr("Give %1 for other Resources: %n choices…", nullptr, n).arg(andList(kinds));
    }
    default:
        return choiceLabel(s, c, {});
    }
}

QString RapaNuiPosition::deedText(const State& s, const Choice& c, int who,
                                  const std::vector<SeatSetup>& names) {
    const Board& b = *s.board;
    const QString name = seatName(names, who);
    const auto space = [&](int sp) { return spaceName(b, sp); };
    const auto ahu = [&](int a) {
        return a >= 0 && a < b.ahuCount() ? space(b.ahu[z(a)]) : QStringLiteral("?");
    };
    switch (c.kind) {
    case ChoiceKind::Villager:
        return tr("%1 places a Villager on %2 as a Transporter.").arg(name, space(c.a));
    case ChoiceKind::Sculptor:
        return tr("%1 places a Villager in the Quarry's %2 column as a Sculptor.")
            .arg(name, sizeName(c.a));
    case ChoiceKind::Sorcerer:
        return tr("%1 places the Sorcerer on star %2 of the turn order track.")
            .arg(name)
            .arg(c.a + 1);
    case ChoiceKind::Chief:
        return tr("%1 places the Chief below the %2 column.").arg(name, sizeName(c.a));
    case ChoiceKind::Improve:
        return tr("%1 adds the %2 Improvement (%3).")
            .arg(name, improvementName(c.a), resourceCount(c.a & 3, kImprovementCost[z(c.a & 3)]));
    case ChoiceKind::Keep:
        return tr("%1 keeps the Ahu tiles for later.").arg(name);
    case ChoiceKind::ChipIn:
        return tr("%1 adds a virtual Sculptor in the %2 column%3.")
            .arg(name, sizeName(c.a), viaText(c.via, Tile::ChipIn));
    case ChoiceKind::ChangeJobsQuarry:
        return tr("%1 turns the Sorcerer into a Sculptor in the %2 column%3.")
            .arg(name, sizeName(c.a), viaText(c.via, Tile::ChangeJobs));
    case ChoiceKind::ChangeJobsIsland:
        return tr("%1 turns the Sorcerer into a Transporter on %2%3.")
            .arg(name, space(c.a), viaText(c.via, Tile::ChangeJobs));
    case ChoiceKind::LendAHand:
        return (c.b == 1 ? tr("%1 places the Chief as a Transporter on %2%3.")
                         : tr("%1 places a Sculptor as a Transporter on %2%3."))
            .arg(name, space(c.a), viaText(c.via, Tile::LendAHand));
    case ChoiceKind::Sculpt: {
        const int small = s.sculptorCounts(s.decider)[0] - c.a - c.b;
        return tr("%1 sculpts %2 large, %3 medium and %4 small Moai.")
            .arg(name)
            .arg(c.a)
            .arg(c.b)
            .arg(small);
    }
    case ChoiceKind::Rest:
        return tr("%1 stands the fatigued Transporter on %2 up%3.")
            .arg(name, space(c.a), viaText(c.via, Tile::Rest));
    case ChoiceKind::Barter:
        return tr("%1 exchanges %2 for %3%4.")
            .arg(name, countsText(c.paid & 0xFFFF), takenText(s, c), viaText(c.via, Tile::Barter));
    case ChoiceKind::Moai:
        if (s.resourcesLost(c) > 0)
            return tr("%1 carries a %2 Moai to the Ahu on %3 and erects it (%4): %5.")
                .arg(name, sizeName(c.a), ahu(c.b), payments(s, c, names), erectionGain(s, c));
        return tr("%1 carries a %2 Moai to the Ahu on %3 and erects it (%4).")
            .arg(name, sizeName(c.a), ahu(c.b), payments(s, c, names));
    case ChoiceKind::Pukao:
        return tr("%1 carries a Pukao to the Ahu on %2 and styles its %3 Moai (%4).")
            .arg(name, ahu(c.b), styledName(s, c), payments(s, c, names));
    case ChoiceKind::DropOut:
        return tr("%1 drops out of this transport phase.").arg(name);
    case ChoiceKind::Earn:
        return tr("%1 takes %2 for a Transporter.").arg(name, resourceCount(c.a, 1));
    case ChoiceKind::TakeMore:
        return (c.a == 2 ? tr("%1 takes 2 more Resources%2.") : tr("%1 takes 3 more Resources%2."))
            .arg(name, viaText(c.via, c.a == 2 ? Tile::TakeTwoMore : Tile::TakeThreeMore));
    case ChoiceKind::Erect: {
        if (s.dest < 0) return tr("%1 erects the Moai.").arg(name);
        const int r = b.spaces[z(b.ahu[z(s.dest)])].first;
        if (c.a > 0 && c.a == s.gain)
            return tr("%1 erects the Moai and takes %2 (Fervent).")
                .arg(name, gainText(s, who, r + 1, c.a));
        if (c.a > 0)
            return tr("%1 erects the Moai and takes %2 and %3 (Fervent).")
                .arg(name, gainText(s, who, r, s.gain - c.a), gainText(s, who, r + 1, c.a));
        return tr("%1 erects the Moai and takes %2.").arg(name, gainText(s, who, r, s.gain));
    }
    case ChoiceKind::Offer: {
        if (c.a < 0 || c.a >= kOfferingTypes) return QStringLiteral("?");
        const OfferWords o = offerWords(s, c);
        const QString how =
            ((c.b & kOfferArtistic) ? tr(" (Artistic)") : QString()) +
            ((c.b & kOfferPickByTablet) ? viaText(Via::Tablet, Tile::TakeYourPick) : QString()) +
            viaText(c.via, Tile::Skimp);
        return (o.outstanding ? tr("%1 spends %2 for an Outstanding %3 Offering tile%4.")
                              : tr("%1 spends %2 for a %3 Offering tile%4."))
            .arg(name, o.paid, offeringName(o.type), how);
    }
    case ChoiceKind::Draft:
        return tr("%1 takes the %2 Ahu tile.").arg(name, tileName(c.a));
    case ChoiceKind::EndTurn:
        return tr("%1 ends the turn.").arg(name);
    }
    return QStringLiteral("?");
}

QVariantList RapaNuiPosition::placesOf(const State& s, const Choice& c) {
    int at = -1;
    if (placeOf(s, c, at) != Place::Space || at < 0) return {};
    if (c.kind != ChoiceKind::Moai && c.kind != ChoiceKind::Pukao) return {at};
    // The chain a transport takes: the shortest from its source to the Ahu through neutral
    // spaces, the mover's own Transporters and the opponents' spaces it pays for.
    const Board& b = *s.board;
    const int mover = s.whoDecides();
    const int from = c.kind == ChoiceKind::Moai ? b.crater : b.quarry;
    std::array<int, kMaxSpaces> came;
    came.fill(-2);
    came[z(from)] = -1;
    std::array<int, kMaxSpaces> queue{};
    int head = 0, tail = 0;
    queue[z(tail++)] = from;
    while (head < tail && came[z(at)] == -2) {
        const int v = queue[z(head++)];
        for (const std::int8_t w : b.spaces[z(v)].next) {
            if (w == kNone || came[z(w)] != -2) continue;
            const bool carries = w == b.crater || w == b.quarry ||
                                 (s.owner[z(w)] == mover && s.fresh[z(w)] + s.tired[z(w)] > 0) ||
                                 (c.paid >> w & 1u);
            if (!carries && w != at) continue;
            came[z(w)] = v;
            queue[z(tail++)] = w;
        }
    }
    if (came[z(at)] == -2) return {at};
    // Source first; a space paid for is given as -(space + 1), so the board can mark it.
    QVariantList path;
    for (int v = at; v != -1; v = came[z(v)])
        path.prepend(c.paid >> v & 1u ? paidPlace(v) : v);
    return path;
}

QStringList RapaNuiPosition::moveLines(const State& before, const State& after, const Choice& c,
                                       int who, const std::vector<SeatSetup>& seats) {
    QStringList lines;
    lines << deedText(before, c, who, seats);
    for (int p = 0; p < after.players; ++p) {
        const auto &was = before.player[z(p)].moai, &now = after.player[z(p)].moai;
        if (c.kind == ChoiceKind::Sculpt && p == who) continue; // the choice said it
        QStringList made;
        for (int size = kSizes - 1; size >= 0; --size)
            if (now[z(size)] > was[z(size)])
                made << tr("%1 %2").arg(now[z(size)] - was[z(size)]).arg(sizeName(size));
        if (!made.isEmpty())
            lines << tr("%1 sculpts Moai: %2.").arg(seatName(seats, p), made.join(tr(", ")));
    }
    if (after.over()) {
        lines << (after.endReason == EndReason::RoundCap
                      ? tr("Round %1 was the last one Rano plays: the game is over.")
                            .arg(before.round)
                      : tr("Only %n Ahu left empty at the round's end: the game is over.", nullptr,
                           after.emptyAhu()));
    } else if (after.round > before.round) {
        lines << roundBegins(after.round, turnOrder(after, seats));
    }
    return lines;
}

QStringList RapaNuiPosition::turnOrder(const State& s, const std::vector<SeatSetup>& seats) {
    QStringList order;
    for (int i = 0; i < s.players; ++i)
        order << seatName(seats, s.order[z(i)]);
    return order;
}

QString RapaNuiPosition::roundBegins(int round, const QStringList& order) {
    return tr("Round %1 begins; the turn order is %2.").arg(round).arg(order.join(tr(", ")));
}

int RapaNuiPosition::endAt() const {
    if (!position()) return 0;
    return position()->twoPlayers() ? 2 : position()->players;
}

int RapaNuiPosition::activeSeat() const {
    return position() && !over() ? Kit::active(*position()) : -1;
}

QString RapaNuiPosition::carrying() const {
    const State* s = position();
    if (!s || s->carrying < 0 || s->dest < 0) return {};
    return s->carrying == kSizes ? tr("a Pukao") : tr("a %1 Moai").arg(sizeName(s->carrying));
}

int RapaNuiPosition::destination() const {
    const State* s = position();
    return s && s->dest >= 0 && s->carrying >= 0 ? s->board->ahu[z(s->dest)] : -1;
}

QStringList RapaNuiPosition::winnerNames() const {
    QStringList names;
    if (!position()) return names;
    for (int p : winners(*position()))
        names << seatName(seatSetup_, p);
    return names;
}

QStringList RapaNuiPosition::scoreCategories() const {
    // The order of ScoreBreakdown::parts().
    return {tr("Offering tiles"), tr("Resources left (1 each)"), tr("Rongorongo Tablet unused (3)"),
            tr("Gain Favor (3)")};
}

void RapaNuiPosition::showHint(const QVariantList& places) {
    if (places == hint_) return;
    hint_ = places;
    remark();
}

void RapaNuiPosition::light(const QVariantList& places) {
    if (places == lit_) return;
    lit_ = places;
    remark();
}

void RapaNuiPosition::remark() {
    if (!position()) return;
    QList<QVariantMap> rows = spaces_.rows();
    for (QVariantMap& row : rows)
        markLit(row, row.value(QStringLiteral("index")).toInt());
    spaces_.setRows(rows);
}

void RapaNuiPosition::markLit(QVariantMap& row, int i) const {
    row[QStringLiteral("lit")] = names(lit_, i);
    row[QStringLiteral("paid")] = lit_.contains(paidPlace(i));
    row[QStringLiteral("hint")] = names(hint_, i);
}

void RapaNuiPosition::setLastMove(const State* before, const Choice* c, int seat) {
    lastPlaces_ = before && c ? placesOf(*before, *c) : QVariantList{};
    recentPlaces_ = lastPlaces_;
    lastSeat_ = before && c ? seat : -1;
    lastPiece_ = c ? pieceWord(*c) : QString();
}

QString RapaNuiPosition::pieceWord(const Choice& c) {
    return c.kind == ChoiceKind::Moai    ? word(sizeWord(c.a))
           : c.kind == ChoiceKind::Pukao ? QStringLiteral("pukao")
                                         : QString();
}

void RapaNuiPosition::refreshPosition(const std::vector<SeatSetup>& seats,
                                      const std::vector<Choice>& legal) {
    seatSetup_ = seats;
    const State* sp = position();
    if (!sp) {
        for (RowListModel* m : {&spaces_, &quarry_, &stars_, &offerings_, &display_, &seats_})
            m->setRows({});
        emit changed();
        return;
    }
    const State& s = *sp;
    const Board& b = *s.board;

    // The Moai sculpted and waiting in the Crater: a seat and a size each, large first.
    QVariantList waiting;
    for (int p = 0; p < s.players; ++p)
        for (int size = kSizes - 1; size >= 0; --size)
            for (int k = 0; k < s.player[z(p)].moai[z(size)]; ++k)
                waiting << QVariantMap{{"seat", p}, {"size", size}};
    columns_ = rows_ = 0;
    const auto [x0, y0] = boardCorner(b);
    QList<QVariantMap> spaceRows;
    for (int i = 0; i < b.spaceCount(); ++i) {
        const Space& space = b.spaces[z(i)];
        columns_ = std::max(columns_, space.x - x0 + 1);
        rows_ = std::max(rows_, space.y - y0 + 1);
        static constexpr const char* kKinds[] = {"ahu", "inland", "crater", "quarry"};
        QStringList resources;
        if (space.kind == SpaceKind::Ahu || space.kind == SpaceKind::Inland) {
            resources << word(resourceWord(space.first));
            if (space.choice()) resources << word(resourceWord(space.second));
        }
        const int tile = space.ahu >= 0 ? s.ahuTile[z(space.ahu)] : -1;
        // The Moai standing here, largest first, each with whether it wears a Pukao.
        QVariantList moai;
        if (space.ahu >= 0)
            for (int size = kSizes - 1; size >= 0; --size)
                for (int k = 0; k < s.ahuMoai[z(space.ahu)][z(size)]; ++k)
                    moai << QVariantMap{{"size", size},
                                        {"styled", k < s.ahuStyled[z(space.ahu)][z(size)]}};
        spaceRows << QVariantMap{
            {"index", i},
            {"column", space.x - x0},
            {"row", space.y - y0},
            {"kind", word(kKinds[int(space.kind)])},
            {"yields", resources},
            {"name", spaceName(b, i)},
            {"ahu", int(space.ahu)},
            {"tile", tile >= 0 ? word(tileWord(tile)) : QString()},
            {"tileName", tile >= 0 ? tileName(tile) : QString()},
            {"tileEffect", tile >= 0 ? tileEffect(tile) : QString()},
            {"moai", moai},
            {"owner", int(s.owner[z(i)])},
            {"standing", int(s.fresh[z(i)])},
            {"fatigued", int(s.tired[z(i)])},
            {"choices", choicesAt(s, legal, Place::Space, i)},
            {"recent", names(recentPlaces_, i)},
            {"waiting", i == b.crater ? waiting : QVariantList{}},
        };
        markLit(spaceRows.last(), i);
    }
    spaces_.setRows(spaceRows);

    QList<QVariantMap> columnRows;
    for (int c = 0; c < kSizes; ++c) {
        QVariantList sculptors, extra;
        for (int p = 0; p < s.players; ++p) {
            const PlayerState& ps = s.player[z(p)];
            for (int k = 0; k < ps.sculptors[z(c)]; ++k)
                sculptors << p;
            for (int k = 0; k < ps.extra[z(c)] + ps.chipIn[z(c)]; ++k)
                extra << p;
        }
        columnRows << QVariantMap{{"column", c},
                                  {"size", word(sizeWord(c))},
                                  {"name", sizeName(c)},
                                  {"spaces", b.columnSpaces(c)},
                                  {"sculptors", sculptors},
                                  {"extra", extra},
                                  {"supply", int(s.supply[z(c)])},
                                  {"choices", choicesAt(s, legal, Place::Column, c)}};
    }
    quarry_.setRows(columnRows);

    QList<QVariantMap> starRows;
    for (int k = 0; k < b.stars(); ++k)
        starRows << QVariantMap{{"star", k},
                                {"seat", int(s.star[z(k)])},
                                {"choices", choicesAt(s, legal, Place::Star, k)}};
    stars_.setRows(starRows);

    QList<QVariantMap> offeringRows;
    for (int t = 0; t < kOfferingTypes; ++t) {
        QVariantList outstanding;
        for (int i = 0; i < kOutstanding; ++i)
            if (kOutstandingType[z(i)] == t && (s.outstandingLeft >> i & 1u))
                outstanding << kOutstandingValue[z(i)];
        const int left = s.stackLeft[z(t)];
        offeringRows << QVariantMap{{"type", word(offeringWord(t))},
                                    {"name", offeringName(t)},
                                    {"cost", offeringCost(t, false)},
                                    {"remaining", left},
                                    {"next", left > 0 ? stackValue(t, stackPosition(s, t)) : -1},
                                    {"outstanding", outstanding},
                                    {"choices", choicesAt(s, legal, Place::Offering, t)}};
    }
    offerings_.setRows(offeringRows);

    QList<QVariantMap> displayRows;
    for (int t = 0; t < kTileKinds; ++t)
        if (s.display[z(t)] > 0)
            displayRows << QVariantMap{{"tile", word(tileWord(t))},
                                       {"name", tileName(t)},
                                       {"effect", tileEffect(t)},
                                       {"count", int(s.display[z(t)])},
                                       {"choices", choicesAt(s, legal, Place::Display, t)}};
    display_.setRows(displayRows);

    const std::vector<int> won = winners(s);
    const bool over = s.over();
    const int active = over ? -1 : Kit::active(s);
    QList<QVariantMap> seatRows;
    for (int p = 0; p < s.players; ++p) {
        const PlayerState& ps = s.player[z(p)];
        const SeatSetup seat = z(p) < seats.size() ? seats[z(p)] : SeatSetup{};
        QVariantList resources, crater, offerings, breakdown, improvements, tiles;
        for (int r = 0; r < kResources; ++r)
            resources << int(ps.res[z(r)]);
        for (int size = 0; size < kSizes; ++size)
            crater << int(ps.moai[z(size)]);
        for (int t = 0; t < kOfferingTypes; ++t)
            for (int i = 0; i < kStackTiles; ++i)
                if (ps.stack[z(t)] >> i & 1u) offerings << stackValue(t, i);
        for (int i = 0; i < kOutstanding; ++i)
            if (ps.outstanding >> i & 1u) offerings << kOutstandingValue[z(i)];
        const ScoreBreakdown score = rano::rapanui::score(s, p);
        for (const auto& part : score.parts())
            breakdown << part.second;
        const bool deciding = !over && s.whoDecides() == p;
        for (int i = 0; i < kImprovements; ++i)
            improvements << QVariantMap{{"word", word(improvementWord(i))},
                                        {"name", improvementName(i)},
                                        {"cost", resourceCount(i, kImprovementCost[z(i)])},
                                        {"effect", improvementEffect(i)},
                                        {"owned", ps.has(Improvement(i))},
                                        {"choices", deciding
                                                        ? choicesAt(s, legal, Place::Improvement, i)
                                                        : QVariantList{}}};
        for (int t = 0; t < kTileKinds; ++t)
            if (ps.tiles[z(t)] > 0)
                tiles << QVariantMap{{"tile", word(tileWord(t))},
                                     {"name", tileName(t)},
                                     {"effect", tileEffect(t)},
                                     {"count", int(ps.tiles[z(t)])}};
        int place = 0;
        for (int i = 0; i < s.players; ++i)
            if (s.order[z(i)] == p) place = i + 1;
        seatRows << QVariantMap{
            {"name", seat.name},
            {"colour", totemColour(p)},
            {"human", seat.human},
            {"role", AiLevels::role(seat)},
            {"active", active == p},
            {"deciding", deciding},
            {"winner", std::find(won.begin(), won.end(), p) != won.end()},
            {"totem", totemName(p)},
            {"place", place},
            {"stock", resources},
            {"villagers", int(ps.villagers)},
            {"villagersHome", int(ps.villagersHome)},
            {"sorcerer", spotText(s, ps.sorcerer, ps.sorcererAt)},
            {"chief", spotText(s, ps.chief, ps.chiefAt)},
            {"improvements", improvements},
            {"tiles", tiles},
            {"tablet", ps.tablet > 0},
            {"offerings", offerings},
            {"crater", crater},
            {"dropped", ps.dropped > 0},
            {"score", score.total()},
            {"breakdown", breakdown},
        };
    }
    seats_.setRows(seatRows);
    emit changed();
}
