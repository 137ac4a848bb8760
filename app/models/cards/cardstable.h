#pragma once

#include <QObject>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "actionmodel.h"
#include "cards/ai.h"
#include "cards/game.h"
#include "cardsposition.h"
#include "searchtask.h"

// A game of Rapa Nui, the card game at the table: the engine's game, its seats (human or AI),
// and what the deciding human may do now. Every rule question goes to the engine (legal
// choices, prices, scores, what a choice does); AI seats think on a worker thread with their
// own copy of the position, cancelled when the position changes.
class CardsTable : public CardsPosition {
    Q_OBJECT
    QML_ELEMENT
    // index, choice (the engine's text form), label (what it does), kind ("buy", "play", ...)
    Q_PROPERTY(RowListModel* choices READ choices CONSTANT)
    Q_PROPERTY(LogModel* log READ log CONSTANT)
    Q_PROPERTY(int decider READ decider NOTIFY changed)
    Q_PROPERTY(bool humanToDecide READ humanToDecide NOTIFY changed)
    Q_PROPERTY(QString deciderName READ deciderName NOTIFY changed)
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    Q_PROPERTY(bool canTakeBack READ canTakeBack NOTIFY changed)
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(qint64 thinkingIterations READ thinkingIterations NOTIFY thinkingChanged)
    Q_PROPERTY(int aiDelay READ aiDelay WRITE setAiDelay NOTIFY aiDelayChanged)
    Q_PROPERTY(bool skipping READ skipping NOTIFY changed)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    Q_PROPERTY(QString hintChoice READ hintChoice NOTIFY hintChanged)
    Q_PROPERTY(bool hinting READ hinting NOTIFY hintChanged)
    Q_PROPERTY(QUrl savesFolder READ savesFolder CONSTANT)
    Q_PROPERTY(QString autosavePath READ autosavePath WRITE setAutosavePath NOTIFY autosaveChanged)
    Q_PROPERTY(bool canResume READ canResume NOTIFY autosaveChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY autosaveChanged)

public:
    explicit CardsTable(QObject* parent = nullptr);
    ~CardsTable() override;

    const rano::cards::State* position() const override {
        return game_ ? &game_->state() : nullptr;
    }
    const rano::cards::Game* game() const { return game_.get(); }
    const std::vector<SeatSetup>& seatSetup() const { return seatSetup_; }

    RowListModel* choices() { return &choices_; }
    LogModel* log() { return &log_; }
    int decider() const { return game_ ? game_->state().whoDecides() : -1; }
    bool humanToDecide() const;
    QString deciderName() const;
    // "buy", "play", "sacrifice", "offer", "draw", "moaiReward", "substitute", "over".
    QString phase() const;
    // What the deciding human is asked, in words.
    QString prompt() const;
    bool canTakeBack() const;
    bool thinking() const { return ai_.running(); }
    qint64 thinkingIterations() const { return iterations_; }
    int aiDelay() const { return aiDelay_; }
    void setAiDelay(int ms);
    bool skipping() const { return skipping_; }
    QString hintText() const { return hintText_; }
    // The hint's best choice in its text form (the table makes it glow), else empty.
    QString hintChoice() const { return hintChoice_; }
    bool hinting() const { return hint_.running(); }
    QUrl savesFolder() const;
    // The game is saved there after every choice (atomically), so it survives a crash or a
    // quit; by default in the user's application data folder.
    QString autosavePath() const { return autosavePath_; }
    void setAutosavePath(const QString& path);
    bool canResume() const;
    QString lastError() const { return lastError_; }

    // A new game: `seats` is a list of {name, human, level} (2-4). False, with nothing
    // changed, when a seat is not valid.
    Q_INVOKABLE bool newGame(const QVariantList& seats, qint64 seed);
    // One click from the home screen: the player against three Medium AIs.
    Q_INVOKABLE void quickStart(qint64 seed);
    // A new game with the same seats and a new seed.
    Q_INVOKABLE void playAgain(qint64 seed);
    // Takes the legal choice at `index` of the choices list for the deciding human.
    Q_INVOKABLE bool choose(int index);
    // Takes a legal choice by its text form ("draw 2", "buy fish").
    Q_INVOKABLE bool play(const QString& choice);
    // Takes back the human's last decision and every AI reply after it.
    Q_INVOKABLE void takeBack();
    // Asks the Hard AI what it would do here, for the human who decides; the answer (the best
    // choice and the top 3 with their chances to win) arrives in hintText.
    Q_INVOKABLE void hint();
    // The AIs play on without pausing between moves until a human decides.
    Q_INVOKABLE void skipToHuman();
    Q_INVOKABLE bool resume();
    // Opens a saved game of the card game (a path or a file URL); false with lastError.
    Q_INVOKABLE bool loadGame(const QString& pathOrUrl);
    Q_INVOKABLE bool saveGame(const QString& pathOrUrl);
    Q_INVOKABLE bool saveGameNamed(const QString& name);
    // Whether this table's autosave was written after the file at `otherPath` (or that file
    // does not exist): which unfinished game Continue brings back.
    Q_INVOKABLE bool autosaveNewerThan(const QString& otherPath) const;
    // Which game a saved file holds ("volcanic-isle", "rapa-nui-cards"), or "" when it is not
    // a replay: Open… picks the screen by it.
    Q_INVOKABLE QString gameOfFile(const QString& pathOrUrl) const;
    Q_INVOKABLE QString levelName(const QString& level) const {
        return SeatModel::levelName(level);
    }
    // A game from a staged position (tests): its history starts there. It is not autosaved,
    // since a replay starts from a seed.
    bool startPosition(const rano::cards::State& s, std::vector<SeatSetup> seats);
    // A new game that goes on from the position after `steps` choices of `source`.
    bool startFrom(const rano::cards::Game& source, std::size_t steps,
                   std::vector<SeatSetup> seats);

signals:
    void thinkingChanged();
    void aiDelayChanged();
    void autosaveChanged();
    void hintChanged();

private:
    bool apply(const rano::cards::Choice& c, std::int64_t ms = 0);
    void refresh();
    void startAiIfDue();
    void cancelAi();
    void clearHint();
    void autosave();
    QString writeGame(const QString& path, int indent) const;
    void startTable(std::vector<SeatSetup> seats);
    // The log of every choice in the game's history (a loaded or continued game).
    void rebuildLog();
    // Whose eyes the table shows the game through: the deciding human, else the human who
    // decided last, else the first human seat; -1 when only AIs play.
    int chooseViewer() const;
    bool showHidden(int who) const;

    std::unique_ptr<rano::cards::Game> game_;
    RowListModel choices_;
    LogModel log_;
    std::vector<rano::cards::Choice> legal_; // the choices rows, in order
    std::uint64_t seed_ = 0;
    int aiDelay_ = 600;
    bool skipping_ = false;
    qint64 iterations_ = 0;
    QTimer aiTimer_;
    SearchTask<rano::cards::AiAdvice> ai_;
    SearchTask<rano::cards::AiAdvice> hint_;
    QString hintText_;
    QString hintChoice_;
    QString autosavePath_;
    QString lastError_;
    bool staged_ = false; // started from a staged position: nothing to autosave
};
