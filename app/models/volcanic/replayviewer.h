#pragma once

#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <vector>

#include "replayanalysis.h"
#include "turnmodel.h"
#include "volcanic/ai.h"
#include "volcanic/game.h"
#include "volcanicposition.h"
#include "volcanictable.h"

// How the shared analysis runner (replayanalysis.h) reviews Volcanic Isle: the engine's decision
// review; the verdicts keep no per-player chances (the score chart shows victory points).
struct VolcanicAnalysisTraits {
    using Choice = rano::volcanic::Choice;
    static constexpr bool kChances = false;
    static rano::volcanic::DecisionReview review(const rano::volcanic::State& s,
                                                 const Choice& played, std::int64_t iterations,
                                                 std::uint64_t seed, const std::atomic<bool>* abort,
                                                 double gap) {
        return rano::volcanic::reviewDecision(s, played, iterations, seed, abort, gap);
    }
    static std::optional<Choice> parse(const std::string& text) {
        return rano::volcanic::parseChoice(text);
    }
    static std::string text(const Choice& c) { return rano::volcanic::toText(c); }
};

// A recorded game reviewed position by position: from a file (a replay or a saved game in
// progress) or from the table. `step` is the number of choices played (0: the start). The
// engine's Game keeps every position, so a jump costs one model refresh. In the background
// the AI reviews each decision; its verdicts mark mistakes and give each turn the mover's
// chance to win before and after, and are kept in the file it came from.
class ReplayViewer : public VolcanicPosition {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY loaded)
    Q_PROPERTY(QString title READ title NOTIFY loaded)
    Q_PROPERTY(QString lastError READ lastError NOTIFY loaded)
    Q_PROPERTY(TurnModel* turns READ turns CONSTANT)
    Q_PROPERTY(int currentTurn READ currentTurn NOTIFY changed)
    Q_PROPERTY(QStringList description READ description NOTIFY changed)
    Q_PROPERTY(QVariantList scoreSeries READ scoreSeries NOTIFY loaded)
    Q_PROPERTY(bool analysing READ analysing NOTIFY analysisChanged)
    Q_PROPERTY(double analysisProgress READ analysisProgress NOTIFY analysisChanged)
    Q_PROPERTY(bool analysed READ analysed NOTIFY analysisChanged)
    Q_PROPERTY(QString verdict READ verdict NOTIFY changed)
    Q_PROPERTY(int bestFrom READ bestFrom NOTIFY changed)
    Q_PROPERTY(int bestTo READ bestTo NOTIFY changed)

public:
    using Analysis = ReplayAnalysis<rano::volcanic::Game, VolcanicAnalysisTraits>;
    // Decisions whose played choice trails the AI's best by this much are mistakes.
    static constexpr double kMistake = 0.12;
    // Iterations the analysis spends on each decision.
    static constexpr std::int64_t kAnalysisIterations = 1500;

    explicit ReplayViewer(QObject* parent = nullptr);
    ~ReplayViewer() override;

    const rano::volcanic::State* position() const override;

    int step() const { return step_; }
    void setStep(int step);
    int count() const { return game_ ? int(game_->moves().size()) : 0; }
    QString title() const { return title_; }
    QString lastError() const { return lastError_; }
    TurnModel* turns() { return &turns_; }
    int currentTurn() const { return turns_.turnAt(step_); }
    // The choice that led here and what it made happen, line by line.
    QStringList description() const { return description_; }
    // Each player's VP at the start of every turn and at the end: a list per player.
    QVariantList scoreSeries() const { return scoreSeries_; }
    bool analysing() const { return analysis_.running(); }
    double analysisProgress() const { return analysis_.progress(); }
    bool analysed() const { return analysis_.complete(); }
    // The AI's word on the choice played from this position, once analysed.
    QString verdict() const { return verdict_; }
    // Where the AI's better choice would have acted, when the choice that led here was a
    // mistake (-1: none).
    int bestFrom() const { return bestFrom_; }
    int bestTo() const { return bestTo_; }

    // Opens a replay or a saved game; false with lastError naming the file and the problem.
    Q_INVOKABLE bool open(const QString& pathOrUrl);
    // Reviews the game at the table, finished or not.
    Q_INVOKABLE bool openTable(VolcanicTable* table);
    Q_INVOKABLE void next() { setStep(step_ + 1); }
    Q_INVOKABLE void previous() { setStep(step_ - 1); }
    Q_INVOKABLE void first() { setStep(0); }
    Q_INVOKABLE void last() { setStep(count()); }
    // The start of the next turn (or the end); the start of this turn, or of the one before.
    Q_INVOKABLE void nextTurn();
    Q_INVOKABLE void previousTurn();
    Q_INVOKABLE void jumpToTurn(int turn);
    // The same by round: the start of the next round (or the end); the start of this round,
    // or of the one before.
    Q_INVOKABLE void nextRound();
    Q_INVOKABLE void previousRound();
    // Starts, or goes on with, the AI's review of every decision; cancel keeps what is done.
    Q_INVOKABLE void analyse();
    Q_INVOKABLE void cancelAnalysis();
    // A new game at the table from this position: `seat` is played by a human, every other
    // seat by an AI (their own level if they had one, else Medium).
    Q_INVOKABLE bool playFromHere(VolcanicTable* table, int seat);

signals:
    void loaded();
    void analysisChanged();

private:
    void load(std::unique_ptr<rano::volcanic::Game> game, std::vector<SeatSetup> seats,
              const QString& title, const QString& file, const nlohmann::json* cached);
    void refresh();
    void applyVerdicts(int turn);
    void writeAnalysis();

    std::shared_ptr<const rano::volcanic::Game> game_;
    std::vector<SeatSetup> setup_;
    int step_ = 0;
    QString title_;
    QString file_;
    QString lastError_;
    TurnModel turns_;
    QStringList description_;
    QVariantList scoreSeries_;
    QString verdict_;
    int bestFrom_ = -1;
    int bestTo_ = -1;
    Analysis analysis_;
};
