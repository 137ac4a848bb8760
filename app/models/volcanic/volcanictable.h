#pragma once

#include <QObject>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>

#include "actionmodel.h"
#include "searchtask.h"
#include "volcanic/ai.h"
#include "volcanic/game.h"
#include "volcanicposition.h"

// A game of Volcanic Isle at the table: the engine's game, its seats (human or AI), and what
// the deciding human may do now. Every rule question goes to the engine; AI seats think on a
// worker thread with their own copy of the position, cancelled when the position changes.
class VolcanicTable : public VolcanicPosition {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ActionModel* actions READ actions CONSTANT)
    Q_PROPERTY(LogModel* log READ log CONSTANT)
    Q_PROPERTY(int decider READ decider NOTIFY changed)
    Q_PROPERTY(bool humanToDecide READ humanToDecide NOTIFY changed)
    Q_PROPERTY(QString deciderName READ deciderName NOTIFY changed)
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    Q_PROPERTY(bool carry READ carry WRITE setCarry NOTIFY changed)
    Q_PROPERTY(bool canCarry READ canCarry NOTIFY changed)
    Q_PROPERTY(bool canTakeBack READ canTakeBack NOTIFY changed)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(qint64 thinkingIterations READ thinkingIterations NOTIFY thinkingChanged)
    Q_PROPERTY(int aiDelay READ aiDelay WRITE setAiDelay NOTIFY aiDelayChanged)
    Q_PROPERTY(QUrl savesFolder READ savesFolder CONSTANT)
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY autosaveChanged)
    Q_PROPERTY(bool canResume READ canResume NOTIFY autosaveChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY autosaveChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    Q_PROPERTY(bool hinting READ hinting NOTIFY hintChanged)
    Q_PROPERTY(bool skipping READ skipping NOTIFY changed)

public:
    explicit VolcanicTable(QObject* parent = nullptr);
    ~VolcanicTable() override;

    ActionModel* actions() { return &actions_; }
    LogModel* log() { return &log_; }

    int decider() const { return game_ ? state().whoDecides() : -1; }
    bool humanToDecide() const;
    QString deciderName() const;
    QString phase() const;
    QString prompt() const;
    const rano::volcanic::State* position() const override {
        return game_ ? &game_->state() : nullptr;
    }
    int selected() const override { return selected_; }
    bool boatSelectable() const override;
    bool carry() const { return carry_; }
    void setCarry(bool carry);
    bool canCarry() const;
    bool canTakeBack() const;
    bool thinking() const { return ai_.running(); }
    qint64 thinkingIterations() const { return iterations_; }
    int aiDelay() const { return aiDelay_; }
    void setAiDelay(int ms);
    // The game is saved there after every choice (atomically), so it survives a crash or a
    // quit; by default in the user's application data folder.
    QString autosavePath() const { return autosavePath_; }
    void setAutosavePath(const QString& path);
    // There is an unfinished game to continue.
    bool canResume() const;
    // Why the last resume failed, in words.
    QString lastError() const { return lastError_; }
    QString hintText() const { return hintText_; }
    bool hinting() const { return hint_.running(); }
    // The AIs play on without pausing between moves until a human decides or the game ends.
    bool skipping() const { return skipping_; }
    Q_INVOKABLE void skipToHuman();

    // A new game: `seats` is a list of {name, human, level}; on the continent in
    // `continentFile` if one is given, else on Mu, the standard continent, or, when
    // `randomContinent` >= 0, on the random continent of that seed (ContinentPreview shows
    // each). False, with nothing changed and lastError saying why, when a seat, the options
    // or the continent are not valid.
    Q_INVOKABLE bool newGame(const QVariantList& seats, qint64 seed, int volcanoFaces = 2,
                             qint64 randomContinent = -1, const QString& continentFile = {});
    // One click from the home screen: the player against three Medium AIs.
    Q_INVOKABLE void quickStart(qint64 seed);
    // A new game with the same seats and a new seed.
    Q_INVOKABLE void playAgain(qint64 seed);
    // Selects a space (-1: nothing, -2: the Boat); the legal actions there are offered.
    Q_INVOKABLE void select(int space) override;
    // Clicks a highlighted space: moves the selected Settler there (or lands, or rescues).
    Q_INVOKABLE bool moveTo(int space) override;
    // Plays a choice by its text form (from the action buttons).
    Q_INVOKABLE bool play(const QString& choice);
    // Continues the autosaved game; false (with lastError) when there is none or it is bad.
    Q_INVOKABLE bool resume();
    // Opens a saved game or a replay (a path or a file URL, docs/replay-format.md); a finished
    // one opens on its end. False, with lastError naming the file and what is wrong, and the
    // table as it was, when the file cannot be read.
    Q_INVOKABLE bool loadGame(const QString& pathOrUrl);
    // Saves the game as it stands (the replay format), atomically; false with lastError.
    Q_INVOKABLE bool saveGame(const QString& pathOrUrl);
    // Where games are saved and the open dialog starts: "Rano" in the user's documents, made
    // if missing.
    QUrl savesFolder() const;
    // Saves into savesFolder as "<name>.rano.json"; characters a file name cannot hold become
    // "-". False with lastError, as saveGame.
    Q_INVOKABLE bool saveGameNamed(const QString& name);
    // Asks the Hard AI what it would do here, for the human who decides; the answer (with
    // the top alternatives and their win chances) arrives in hintText.
    Q_INVOKABLE void hint();
    // An AI level's name in the player's language, for the new-game page.
    Q_INVOKABLE QString levelName(const QString& level) const {
        return SeatModel::levelName(level);
    }
    Q_INVOKABLE QString levelDescription(const QString& level) const {
        return SeatModel::levelDescription(level);
    }
    // A new game that goes on from the position after `steps` choices of `source` (the
    // replay viewer's Play from here), with these seats.
    bool startFrom(const rano::volcanic::Game& source, std::size_t steps,
                   std::vector<SeatSetup> seats);
    // Takes back the human's last decision and every AI reply after it.
    Q_INVOKABLE void takeBack();

    const rano::volcanic::State& state() const { return game_->state(); }
    const rano::volcanic::Game* game() const { return game_.get(); }

signals:
    void thinkingChanged();
    void aiDelayChanged();
    void eventsHappened(const QStringList& lines);
    void autosaveChanged();
    void hintChanged();

private:
    bool apply(const rano::volcanic::Choice& c);
    void refresh();
    void startAiIfDue();
    void cancelAi();
    void autosave();
    // Writes the game (the replay format, indented by `indent`; -1: one line) through
    // QSaveFile; the reason when it fails, else nothing.
    QString writeGame(const QString& path, int indent) const;
    void startTable(std::vector<SeatSetup> seats);
    // What an action button's choice does, for its tooltip.
    QString choiceDetail(const rano::volcanic::Choice& c) const;
    void clearHint();

    std::unique_ptr<rano::volcanic::Game> game_;
    ActionModel actions_;
    LogModel log_;
    int selected_ = -1;
    bool carry_ = false;
    qint64 iterations_ = 0;
    int aiDelay_ = 600;
    bool skipping_ = false;
    std::uint64_t seed_ = 0;
    QTimer aiTimer_;
    SearchTask<rano::volcanic::AiAdvice> ai_;
    QString autosavePath_;
    QString hintText_;
    SearchTask<rano::volcanic::AiAdvice> hint_;
    QString lastError_;
};
