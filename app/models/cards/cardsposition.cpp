#include "cardsposition.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "cards/describe.h"
#include "cards/scoring.h"
#include "cards/state_json.h"

using namespace rano::cards;
using nlohmann::json;

namespace {
std::size_t u(int i) {
    return std::size_t(i);
}

QString word(const char* w) {
    return QString::fromLatin1(w);
}

// The wood a choice costs its decider (what the engine takes when it is applied).
int woodCost(const State& s, const Choice& c) {
    const int who = s.whoDecides();
    State t = s;
    t.applyLegal(c);
    return s.player[u(who)].wood - t.player[u(who)].wood;
}

// What a Moai reward pays its decider, in glory or wood (what the engine gives).
int rewardOf(const State& s, const Choice& c) {
    const int who = s.whoDecides();
    State t = s;
    t.applyLegal(c);
    const PlayerState &a = s.player[u(who)], &b = t.player[u(who)];
    return c.kind == ChoiceKind::Glory ? b.glory - a.glory : b.wood - a.wood;
}

QVariantList counts(const json& object, bool kinds) {
    QVariantList list;
    const int n = kinds ? kKinds : kTypes;
    for (int i = 0; i < n; ++i)
        list << object.value(kinds ? kindWord(Kind(i)) : typeWord(i), 0);
    return list;
}
} // namespace

CardsPosition::CardsPosition(QObject* parent)
    : QObject(parent),
      seats_({"name",       "colour",   "human", "role", "active",    "deciding", "isViewer",
              "winner",     "wood",     "glory", "score",     "display",   "hand",     "handCount",
              "sacrifices", "faceDown", "held",  "exact",     "breakdown", "hintCard"}),
      columns_({"column", "cards", "top", "choice", "scored", "hint"}),
      stacks_({"type", "name", "count", "price", "choice", "action", "hint"}),
      stone_({"type", "name", "open", "down", "value", "hint"}) {}

QString CardsPosition::typeName(int type) {
    switch (type) {
    case 0:
        return tr("Fish");
    case 1:
        return tr("Mulberry");
    case 2:
        return tr("Sweet Potato");
    case 3:
        return tr("Grain");
    default:
        return QStringLiteral("?");
    }
}

QString CardsPosition::kindName(Kind k) {
    switch (k) {
    case Kind::Moai:
        return tr("Moai");
    case Kind::Priest:
        return tr("Priest");
    case Kind::Lumberjack:
        return tr("Lumberjack");
    default:
        return tr("Hunters & Gatherers (%1)").arg(typeName(typeOf(k)));
    }
}

QString CardsPosition::kindName(const QString& w) const {
    const auto k = kindFromWord(w.toStdString());
    return k ? kindName(*k) : QString();
}

QString CardsPosition::kindShortName(const QString& w) const {
    const auto k = kindFromWord(w.toStdString());
    if (!k) return {};
    return isHunters(*k) ? typeName(typeOf(*k)) : kindName(*k);
}

QString CardsPosition::woodText(int n) {
    return tr("%n wood", nullptr, n);
}

QString CardsPosition::choiceLabel(const State& s, const Choice& c, bool showHidden) {
    const QString type = typeName(c.arg);
    switch (c.kind) {
    case ChoiceKind::Skip:
        return tr("Buy no Sacrifice card");
    case ChoiceKind::Buy:
        return tr("Buy a %1 Sacrifice card (%2)").arg(type, woodText(woodCost(s, c)));
    case ChoiceKind::Lumberjack:
        return tr("Play a Lumberjack");
    case ChoiceKind::Priest:
        return tr("Play a Priest");
    case ChoiceKind::Moai:
        return tr("Build a Moai (%1) and start a Sacrifice Round").arg(woodText(woodCost(s, c)));
    case ChoiceKind::Hunters:
        return c.count > 1 ? tr("Play %1 Hunters & Gatherers (%2) (%3)")
                                 .arg(c.count)
                                 .arg(type, woodText(woodCost(s, c)))
                           : tr("Play %1 Hunters & Gatherers (%2)").arg(c.count).arg(type);
    case ChoiceKind::DiscardMoai:
        return tr("Put a Moai out of the game (none can be built)");
    case ChoiceKind::Sacrifice:
        if (s.whoDecides() == s.active)
            return showHidden ? tr("Sacrifice a %1 card face down").arg(type)
                              : tr("Sacrifice a card face down");
        return tr("Sacrifice a %1 card").arg(type);
    case ChoiceKind::Offer:
        return tr("Add a %1 card from the open stack to the Stone").arg(type);
    case ChoiceKind::Draw: {
        const int top = s.topOf(c.arg);
        return top >= 0 ? tr("Take the top card of column %1 (%2)")
                              .arg(c.arg + 1)
                              .arg(kindName(Kind(top)))
                        : tr("Take the top card of column %1").arg(c.arg + 1);
    }
    case ChoiceKind::Glory:
        return tr("Take %1 glory for the Moai").arg(rewardOf(s, c));
    case ChoiceKind::Wood:
        return tr("Take %1 wood for the Moai").arg(rewardOf(s, c));
    case ChoiceKind::Substitute:
        return tr("Take a %1 Sacrifice card instead").arg(type);
    }
    return {};
}

QString CardsPosition::deedText(const State& s, const Choice& c, const QString& name,
                                bool showHidden) {
    const QString type = typeName(c.arg);
    switch (c.kind) {
    case ChoiceKind::Skip:
        return tr("%1 buys no Sacrifice card.").arg(name);
    case ChoiceKind::Buy:
        return tr("%1 buys a %2 Sacrifice card (%3).").arg(name, type, woodText(woodCost(s, c)));
    case ChoiceKind::Lumberjack:
        return tr("%1 plays a Lumberjack.").arg(name);
    case ChoiceKind::Priest:
        return tr("%1 plays a Priest.").arg(name);
    case ChoiceKind::Moai:
        return tr("%1 builds a Moai (%2) and starts a Sacrifice Round.")
            .arg(name, woodText(woodCost(s, c)));
    case ChoiceKind::Hunters:
        return c.count > 1
                   ? tr("%1 plays %2 Hunters & Gatherers (%3) (%4).")
                         .arg(name)
                         .arg(c.count)
                         .arg(type, woodText(woodCost(s, c)))
                   : tr("%1 plays %2 Hunters & Gatherers (%3).").arg(name).arg(c.count).arg(type);
    case ChoiceKind::DiscardMoai:
        return tr("%1 puts a Moai out of the game (none can be built).").arg(name);
    case ChoiceKind::Sacrifice:
        if (s.whoDecides() == s.active)
            return showHidden ? tr("%1 sacrifices a %2 card face down.").arg(name, type)
                              : tr("%1 sacrifices a card face down.").arg(name);
        return tr("%1 sacrifices a %2 card.").arg(name, type);
    case ChoiceKind::Offer:
        return tr("%1 adds a %2 card from the open stack to the Stone.").arg(name, type);
    case ChoiceKind::Draw: {
        const int top = s.topOf(c.arg);
        return top >= 0 ? tr("%1 takes the top card of column %2 (%3).")
                              .arg(name)
                              .arg(c.arg + 1)
                              .arg(kindName(Kind(top)))
                        : tr("%1 takes the top card of column %2.").arg(name).arg(c.arg + 1);
    }
    case ChoiceKind::Glory:
        return tr("%1 takes %2 glory for the Moai.").arg(name).arg(rewardOf(s, c));
    case ChoiceKind::Wood:
        return tr("%1 takes %2 wood for the Moai.").arg(name).arg(rewardOf(s, c));
    case ChoiceKind::Substitute:
        return tr("%1 takes a %2 Sacrifice card instead.").arg(name, type);
    }
    return {};
}

QString CardsPosition::drawOutlookText(const State& s, const Choice& c,
                                       const std::vector<SeatSetup>& seats) {
    if (c.kind != ChoiceKind::Draw || s.phase != Phase::Draw) return {};
    const DrawOutlook out = drawOutlook(s, c.arg);
    if (out.endsGame)
        return tr("Empties the column: the deck's last %n card(s) refill it and the game ends, "
                  "nothing more scored",
                  nullptr, s.deckSize);
    if (out.uncovered < 0)
        return out.scored ? tr("Empties the column: four cards come from the deck, and its new top "
                               "card is scored")
                          : tr("Empties the column: four cards come from the deck");
    const Kind k = Kind(out.uncovered);
    if (!out.scored) return tr("Uncovers a %1").arg(kindName(k));
    QStringList takes;
    for (int p = 0; p < s.players; ++p) {
        const int n = s.payout(p, k);
        if (n == 0) continue;
        const QString name = u(p) < seats.size() ? seats[u(p)].name : QString::number(p + 1);
        const QString what =
            k == Kind::Lumberjack ? woodText(n)
            : k == Kind::Priest   ? tr("%n glory", nullptr, n)
            : k == Kind::Moai     ? tr("%n glory or wood", nullptr, n)
                              : tr("%n %1 Sacrifice card(s)", nullptr, n).arg(typeName(typeOf(k)));
        takes << tr("%1 +%2").arg(name, what);
    }
    return takes.isEmpty() ? tr("Then the %1 is scored: nobody gains").arg(kindName(k))
                           : tr("Then the %1 is scored: %2").arg(kindName(k), takes.join(tr(", ")));
}

int CardsPosition::scoredColumnAt(const Game& game, std::size_t step) {
    const State& s = game.stateAt(step);
    if (s.scored >= 0) return s.lastDrawn;
    for (std::size_t i = std::min(step, game.moves().size()); i-- > 0;) {
        const Move& m = game.moves()[i];
        if (m.choice.kind != ChoiceKind::Draw) continue;
        const State &before = game.stateAt(i), &after = game.stateAt(i + 1);
        if (after.over()) return -1;
        // Whether this draw set off a scoring is the engine's to say.
        return describeScoring(before, m.choice, after).empty() ? -1 : m.choice.arg;
    }
    return -1;
}

QStringList CardsPosition::moveLines(const State& before, const State& after, const Choice& c,
                                     int who, const std::vector<SeatSetup>& seats,
                                     bool showHidden) {
    auto name = [&](int p) {
        return p >= 0 && u(p) < seats.size() ? seats[u(p)].name : QString::number(p + 1);
    };
    QStringList lines;
    lines << deedText(before, c, name(who), showHidden);
    if (c.kind == ChoiceKind::Draw) {
        if (after.over()) {
            lines << tr("The deck is empty: the game is over.");
            return lines;
        }
        if (describeScoring(before, c, after).empty()) return lines;
        // The card the draw left on top of the column is the one scored.
        lines << tr("The uncovered %1 is scored.").arg(kindName(Kind(after.topOf(c.arg))));
    }
    if (c.kind != ChoiceKind::Draw && c.kind != ChoiceKind::Substitute) return lines;
    // Who took what from the scoring, beyond the choice itself.
    for (int p = 0; p < before.players; ++p) {
        const PlayerState &a = before.player[u(p)], &b = after.player[u(p)];
        QStringList gains;
        if (b.wood > a.wood) gains << woodText(b.wood - a.wood);
        if (b.glory > a.glory) gains << tr("%n glory", nullptr, b.glory - a.glory);
        for (int t = 0; t < kTypes; ++t) {
            int n = b.sacrifices[u(t)] - a.sacrifices[u(t)];
            if (c.kind == ChoiceKind::Substitute && p == who && t == c.arg) --n;
            if (n > 0) gains << tr("%n %1 Sacrifice card(s)", nullptr, n).arg(typeName(t));
        }
        // "Name: +gains" reads right for any name, "You" included, in every language.
        if (!gains.isEmpty()) lines << tr("%1: +%2.").arg(name(p), gains.join(tr(", +")));
    }
    return lines;
}

QStringList CardsPosition::winnerNames() const {
    QStringList names;
    if (!position()) return names;
    for (int p : winners(*position()))
        if (u(p) < seatSetup_.size()) names << seatSetup_[u(p)].name;
    return names;
}

QStringList CardsPosition::scoreCategories() const {
    // The order of ScoreBreakdown::parts().
    return {tr("Glory earned"),
            tr("Moai built (4 each)"),
            tr("Wood (1 per 5)"),
            tr("Fish Sacrifice cards"),
            tr("Mulberry Sacrifice cards"),
            tr("Sweet Potato Sacrifice cards"),
            tr("Grain Sacrifice cards")};
}

void CardsPosition::refreshPosition(const std::vector<SeatSetup>& seats, int viewer,
                                    int scoredColumn, const std::vector<Choice>& legal,
                                    bool reveal) {
    seatSetup_ = seats;
    const State* sp = position();
    if (!sp) {
        seats_.setRows({});
        columns_.setRows({});
        stacks_.setRows({});
        stone_.setRows({});
        emit changed();
        return;
    }
    // Where the hint's choice acts (setHint).
    const auto hintAt = [&](std::initializer_list<ChoiceKind> kinds, int arg) {
        return hint_ && hint_->arg == arg &&
               std::find(kinds.begin(), kinds.end(), hint_->kind) != kinds.end();
    };
    const std::optional<Kind> hintCard = hint_ ? cardPlayed(*hint_) : std::nullopt;
    const State& s = *sp;
    const bool over = s.over();
    viewer_ = viewer;
    // What the viewer may know; at the end every card is turned up.
    const json view = over || reveal ? stateToJson(s) : viewToJson(s, viewer);
    const std::vector<int> won = winners(s);

    std::array<int, kMaxPlayers> faceDownOf{};
    std::array<int, kTypes> downKnown{};
    stoneHidden_ = 0;
    for (const json& f : view["stone"]["faceDown"]) {
        ++faceDownOf[u(f["owner"].get<int>())];
        if (f.contains("type"))
            ++downKnown[u(*typeFromWord(f["type"].get<std::string>()))];
        else
            ++stoneHidden_;
    }

    QList<QVariantMap> seatRows;
    for (int p = 0; p < s.players; ++p) {
        const json& x = view["seats"][u(p)];
        const SeatSetup seat = u(p) < seats.size() ? seats[u(p)] : SeatSetup{};
        QStringList hand;
        for (int k = 0; k < kKinds; ++k)
            for (int i = 0; i < x["hand"].value(kindWord(Kind(k)), 0); ++i)
                hand << word(kindWord(Kind(k)));
        const bool exact = x.contains("sacrifices");
        QVariantList breakdown;
        if (over)
            for (const auto& part : score(s, p).parts())
                breakdown << part.second;
        // How many Sacrifice cards a player holds is public; which types, not always.
        const int held = x.contains("held") ? x["held"].get<int>() : s.player[u(p)].held();
        seatRows << QVariantMap{
            {"name", seat.name},
            {"colour", seatColour(p)},
            {"human", seat.human},
            {"role", AiLevels::role(seat, p == viewer)},
            {"active", !over && s.active == p},
            {"deciding", s.whoDecides() == p},
            {"isViewer", viewer == p},
            {"winner", std::find(won.begin(), won.end(), p) != won.end()},
            {"wood", x["wood"].get<int>()},
            {"glory", x["glory"].get<int>()},
            {"score", score(s, p).total()},
            {"display", counts(x["display"], true)},
            {"hand", hand},
            {"handCount", int(hand.size())},
            {"sacrifices", counts(exact ? x["sacrifices"] : x["seenSacrifices"], false)},
            {"faceDown", over || reveal ? 0 : faceDownOf[u(p)]},
            {"held", held},
            {"exact", exact},
            {"breakdown", breakdown},
            {"hintCard", p == viewer && hintCard ? word(kindWord(*hintCard)) : QString()},
        };
    }
    seats_.setRows(seatRows);

    auto legalWith = [&](ChoiceKind kind, int arg) -> QString {
        for (const Choice& c : legal)
            if (c.kind == kind && c.arg == arg) return QString::fromStdString(toText(c));
        return {};
    };

    QList<QVariantMap> columnRows;
    for (int c = 0; c < kColumns; ++c) {
        QStringList cards;
        for (const json& k : view["columns"][u(c)])
            cards << QString::fromStdString(k.get<std::string>());
        columnRows << QVariantMap{{"column", c},
                                  {"cards", cards},
                                  {"top", cards.isEmpty() ? QString() : cards.last()},
                                  {"choice", legalWith(ChoiceKind::Draw, c)},
                                  {"scored", c == scoredColumn},
                                  {"hint", hintAt({ChoiceKind::Draw}, c)}};
    }
    columns_.setRows(columnRows);
    scoredColumn_ = scoredColumn;
    scoredKind_ = scoredColumn >= 0 && s.topOf(scoredColumn) >= 0
                      ? word(kindWord(Kind(s.topOf(scoredColumn))))
                      : QString();

    QList<QVariantMap> stackRows;
    const bool viewerDecides = viewer >= 0 && s.whoDecides() == viewer;
    for (int t = 0; t < kTypes; ++t) {
        QString choice, action;
        for (const auto& [kind, name] :
             {std::pair{ChoiceKind::Buy, "buy"}, std::pair{ChoiceKind::Offer, "offer"},
              std::pair{ChoiceKind::Substitute, "take"}})
            if (const QString text = legalWith(kind, t); !text.isEmpty()) {
                choice = text;
                action = word(name);
            }
        stackRows << QVariantMap{
            {"type", word(typeWord(t))},
            {"name", typeName(t)},
            {"count", int(s.stack[u(t)])},
            {"price", viewer >= 0 && !over ? s.price(viewer, t) : -1},
            {"choice", viewerDecides ? choice : QString()},
            {"action", viewerDecides ? action : QString()},
            {"hint", hintAt({ChoiceKind::Buy, ChoiceKind::Offer, ChoiceKind::Substitute}, t)},
        };
    }
    stacks_.setRows(stackRows);

    const auto values = sacrificeValues(s);
    QList<QVariantMap> stoneRows;
    for (int t = 0; t < kTypes; ++t) {
        int down = downKnown[u(t)];
        if (over) { // every face-down card is turned up at the end
            down = 0;
            for (int i = 0; i < s.faceDownCount; ++i)
                down += s.faceDown[u(i)].type == t;
        }
        stoneRows << QVariantMap{{"type", word(typeWord(t))},
                                 {"name", typeName(t)},
                                 {"open", view["stone"]["open"].value(typeWord(t), 0)},
                                 {"down", down},
                                 {"value", over ? values[u(t)] : -1},
                                 {"hint", hintAt({ChoiceKind::Sacrifice}, t)}};
    }
    if (over) stoneHidden_ = 0;
    stone_.setRows(stoneRows);
    emit changed();
}
