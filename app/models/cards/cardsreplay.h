#pragma once

#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "cards/ai.h"
#include "cards/game.h"
#include "cardsposition.h"
#include "cardstable.h"
#include "replayanalysis.h"

// How the shared analysis runner (replayanalysis.h) reviews the card game: with the engine's
// decision review, every player's chance kept for the win-chance chart.
struct CardsAnalysisTraits {
    using Choice = rano::cards::Choice;
    static constexpr bool kChances = true;
    static rano::cards::DecisionReview review(const rano::cards::State& s, const Choice& played,
                                              std::int64_t iterations, std::uint64_t seed,
                                              const std::atomic<bool>* abort, double gap) {
        return rano::cards::reviewDecision(s, played, iterations, seed, abort, gap);
    }
    static std::optional<Choice> parse(const std::string& text) {
        return rano::cards::parseChoice(text);
    }
    static std::string text(const Choice& c) { return rano::cards::toText(c); }
};

// A recorded game of the card game reviewed position by position: from a file (a replay or a
// saved game) or from the table. `step` is the number of choices played (0: the start); the
// engine's Game keeps every position, so a jump costs one refresh. A finished game is shown
// with every card turned up; one still in progress as its human player saw it. On request the
// AI reviews each decision in the background (ReplayAnalysis, as Volcanic Isle's viewer does):
// its verdicts mark mistakes in the move list, give every player's chance to win at each step
// for the chart, and are kept in the file the game came from.
class CardsReplay : public CardsPosition {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY loaded)
    Q_PROPERTY(bool finished READ finished NOTIFY loaded)
    Q_PROPERTY(QString title READ title NOTIFY loaded)
    Q_PROPERTY(QString lastError READ lastError NOTIFY loaded)
    // step (the position after the choice), turn, seat, text, mistake, best: every choice in
    // words, with the AI's verdict once analysed (best: its choice there, where the played one
    // was a mistake)
    Q_PROPERTY(RowListModel* moves READ moves CONSTANT)
    // The choice that led here and what it set off, line by line.
    Q_PROPERTY(QStringList description READ description NOTIFY changed)
    Q_PROPERTY(QString moverName READ moverName NOTIFY changed)
    // Each player's chance to win at every step the analysis has reached: a list per player.
    Q_PROPERTY(QVariantList chanceSeries READ chanceSeries NOTIFY analysisChanged)
    Q_PROPERTY(bool analysing READ analysing NOTIFY analysisChanged)
    Q_PROPERTY(double analysisProgress READ analysisProgress NOTIFY analysisChanged)
    Q_PROPERTY(bool analysed READ analysed NOTIFY analysisChanged)
    // The AI's word on the choice that led here, once analysed.
    Q_PROPERTY(QString verdict READ verdict NOTIFY changed)
    // Whether the choice that led here was a mistake.
    Q_PROPERTY(bool verdictMistake READ verdictMistake NOTIFY changed)

public:
    using Analysis = ReplayAnalysis<rano::cards::Game, CardsAnalysisTraits>;
    // Volcanic Isle's threshold: a played choice this far below the AI's best is a mistake.
    static constexpr double kMistake = 0.12;
    // Iterations the analysis spends on each decision.
    static constexpr std::int64_t kAnalysisIterations = 1500;

    explicit CardsReplay(QObject* parent = nullptr);
    ~CardsReplay() override;

    const rano::cards::State* position() const override {
        return game_ ? &game_->stateAt(std::size_t(step_)) : nullptr;
    }
    int step() const { return step_; }
    void setStep(int step);
    int count() const { return game_ ? int(game_->moves().size()) : 0; }
    bool finished() const { return game_ && game_->state().over(); }
    QString title() const { return title_; }
    QString lastError() const { return lastError_; }
    RowListModel* moves() { return &moves_; }
    QStringList description() const { return description_; }
    QString moverName() const;
    QVariantList chanceSeries() const { return chanceSeries_; }
    bool analysing() const { return analysis_.running(); }
    double analysisProgress() const { return analysis_.progress(); }
    bool analysed() const { return analysis_.complete(); }
    QString verdict() const { return verdict_; }
    bool verdictMistake() const { return verdictMistake_; }
    const Analysis& analysis() const { return analysis_; }
    // Blocks until the running search has returned and its verdict is in (tests).
    void waitForAnalysis() { analysis_.wait(); }

    Q_INVOKABLE bool open(const QString& pathOrUrl);
    Q_INVOKABLE bool openTable(CardsTable* table);
    Q_INVOKABLE void next() { setStep(step_ + 1); }
    Q_INVOKABLE void previous() { setStep(step_ - 1); }
    Q_INVOKABLE void first() { setStep(0); }
    Q_INVOKABLE void last() { setStep(count()); }
    // To the first choice of the next (previous) turn; a round is one turn of every player.
    Q_INVOKABLE void nextTurn() { setStep(turnStart(turn() + 1)); }
    Q_INVOKABLE void previousTurn();
    Q_INVOKABLE void nextRound() { setStep(turnStart(turn() + players())); }
    Q_INVOKABLE void previousRound() { setStep(turnStart(std::max(0, turn() - players()))); }
    // A new game at `table` from the position shown: the player in `seat`, AIs elsewhere.
    Q_INVOKABLE bool playFromHere(CardsTable* table, int seat);
    // Starts, or goes on with, the AI's review of every decision; cancel keeps what is done.
    Q_INVOKABLE void analyse();
    Q_INVOKABLE void cancelAnalysis();

signals:
    void loaded();
    void analysisChanged();

private:
    void load(std::unique_ptr<rano::cards::Game> game, std::vector<SeatSetup> seats,
              const QString& title, const QString& file, const nlohmann::json* cached);
    void refresh();
    void updateRows();
    void updateChances();
    void writeAnalysis();
    // The step where turn `t` starts (the end when there is none).
    int turnStart(int t) const;

    std::shared_ptr<const rano::cards::Game> game_;
    int step_ = 0;
    QString title_;
    QString lastError_;
    QStringList description_;
    RowListModel moves_;
    QVariantList chanceSeries_;
    QString verdict_;
    bool verdictMistake_ = false;
    Analysis analysis_;
};
