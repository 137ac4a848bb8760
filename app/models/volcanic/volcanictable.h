#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "actionmodel.h"
#include "kittable.h"
#include "liveposition.h"
#include "volcanickit.h"
#include "volcanicposition.h"

class VolcanicTable;

// The position a table of Volcanic Isle shows: the game on the table, with the space the
// deciding human has selected; a click on the board goes to the table.
class LiveVolcanicPosition : public LivePosition<VolcanicPosition, VolcanicTable> {
public:
    using LivePosition::LivePosition;

    int selected() const override;
    bool boatSelectable() const override;
    void select(int space) override;
    bool moveTo(int space) override;
};

// A game of Volcanic Isle at the table: the shared table (seats, AI, hint, take back, files)
// over Volcanic Isle's engine, with what is Volcanic Isle's own: the board's selection, the
// action buttons, carrying a Moai, and the log's events in words.
class VolcanicTable : public KitTable<VolcanicKit> {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ActionModel* actions READ actions CONSTANT)
    Q_PROPERTY(bool carry READ carry WRITE setCarry NOTIFY changed)
    Q_PROPERTY(bool canCarry READ canCarry NOTIFY changed)
    // How many of the die's 6 faces show a Volcano unless the players choose (decision 1).
    Q_PROPERTY(int defaultVolcanoFaces READ defaultVolcanoFaces CONSTANT)

public:
    explicit VolcanicTable(QObject* parent = nullptr);

    // The position on the table, as the board and the side panel show it.
    LiveVolcanicPosition* view() { return &view_; }
    const LiveVolcanicPosition* view() const { return &view_; }
    ActionModel* actions() { return &actions_; }

    QString phase() const override;
    QString prompt() const override;
    // The space whose actions are offered (-1: none, -2: the Boat).
    int selected() const { return selected_; }
    bool boatSelectable() const;
    bool carry() const { return carry_; }
    void setCarry(bool carry);
    bool canCarry() const;
    static int defaultVolcanoFaces() { return rano::volcanic::kDefaultVolcanoFaces; }

    // A new game: `seats` is a list of {name, human, level}; on the continent in
    // `continentFile` if one is given, else on Mu, the standard continent, or, when
    // `randomContinent` >= 0, on the random continent of that seed (ContinentPreview shows
    // each). False, with nothing changed and lastError saying why, when a seat, the options
    // or the continent are not valid.
    Q_INVOKABLE bool newGame(const QVariantList& seats, qint64 seed,
                             int volcanoFaces = rano::volcanic::kDefaultVolcanoFaces,
                             qint64 randomContinent = -1, const QString& continentFile = {});
    // Selects a space (-1: nothing, -2: the Boat); the legal actions there are offered.
    Q_INVOKABLE void select(int space);
    // Clicks a highlighted space: moves the selected Settler there (or lands, or rescues).
    Q_INVOKABLE bool moveTo(int space);
    // Marks on the board what an offered action would do while the player considers it (a
    // raise: its geyser, the border its Fissure closes, the part that would sink); an empty
    // or unknown choice clears the marks.
    Q_INVOKABLE void preview(const QString& choice);
    // The player no longer considers `choice`: its marks go, unless another choice's took
    // their place already (the pointer entered the next button before it left this one).
    Q_INVOKABLE void endPreview(const QString& choice);
    // An action button that cannot be taken now was pressed: the refusal says why.
    Q_INVOKABLE void explainAction(const QString& choice);
    void light(const QVariantList& places) override;

    void replayRecent() override;
    // What just happened?: the board shows the position before recorded move `move` while
    // that move's motions play; -1 (or any move past the last) shows the game as it is.
    Q_INVOKABLE void showMove(int move);
    bool showingPast() const { return showingPast_; }
    void leavePast();

signals:
    void eventsHappened(const QStringList& lines);
    // What the board animates of a choice just played, or of a replay of the recent ones
    // (motions.h).
    void motions(const QVariantList& steps);
    // A click ended What just happened?'s replay: the motions still to play are dropped.
    void replayInterrupted();

private:
    bool newGameWith(const QVariantList& seats, qint64 seed, bool sameOptions) override;
    bool apply(const rano::volcanic::Choice& c, std::int64_t ms) override;
    QString takeBackStop() const override;
    // Ending a turn with action points left.
    QVariantMap lossOf(const QString& choice) const override;
    void logStart(Start how) override;
    // The log of every choice made so far, from the game's record (a loaded or resumed game).
    void rebuildLog();
    // The spaces of the part that sinks while its Settlers are rescued (0 otherwise).
    std::uint64_t sinkingSpaces() const;
    // A heading when the round changed since `before` (the round then).
    void logRound(int before);
    void logRound(int before, const rano::volcanic::State& after);
    // Logs the lines of one choice's events, each about its player (or `who` decided), and
    // returns them.
    QStringList logEvents(const rano::volcanic::EventList& events, int who);
    // Online: every choice told is logged from the events the server told with it, since
    // they are the whole of what it did (a die's roll included).
    void logOnline(const rano::volcanic::State& before, const nlohmann::json& told) override;
    QString hintWords(const rano::volcanic::State& at,
                      const rano::volcanic::Choice& c) const override;
    // The spaces changed since the player deciding now last decided (a bit set).
    std::uint64_t recentChanges() const;
    // Whether the deciding human has a legal choice that starts or acts on this space.
    bool actsOn(int space) const;
    // Marks the hint's choice on the board (or clears the mark when the hint is gone).
    void showHint();
    void resetView() override;
    void refreshView() override;
    // The coach's lights: the Settler a move starts from, the space any other choice acts on.
    QVariantList choicePlaces(const rano::volcanic::Choice& c) const override;
    // The coach's situations: the events since it last looked ("volcano-erupts"), and those
    // that befell the coached player ("mine:piece-destroyed").
    void addCoachSituations(std::size_t from, QSet<QString>& situations) const override;
    void afterTakeBack() override { selected_ = -1; }
    // What an action button's choice does, for its tooltip.
    QString choiceDetail(const rano::volcanic::Choice& c) const;

    LiveVolcanicPosition view_;
    ActionModel actions_;
    int selected_ = -1;
    bool carry_ = false;
    QString previewed_;
    bool showingPast_ = false; // the board shows a past position (showMove)
};
