#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "ai/review.h"
#include "languagewatch.h"

// A recorded game reviewed position by position, for any game: the step shown (the number of
// choices played, 0: the start), moving by choice, turn and round, the title, the step told in
// words, the AI's verdict on the choice that led here and the progress of its analysis. The
// template layer over the engine (GameReview) keeps the game; each game's review adds its
// position model, its lists and charts, and its texts.
class Review : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each game has its own review")
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY loaded)
    // Whether the game reviewed came to its end.
    Q_PROPERTY(bool finished READ finished NOTIFY loaded)
    // Whether the position shown is the end of the game.
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY loaded)
    Q_PROPERTY(QString lastError READ lastError NOTIFY loaded)
    // The choice that led here and what it made happen, line by line.
    Q_PROPERTY(QStringList description READ description NOTIFY changed)
    // The AI's word on the choice that led here, once analysed, and whether it was a mistake.
    Q_PROPERTY(QString verdict READ verdict NOTIFY changed)
    Q_PROPERTY(bool verdictMistake READ verdictMistake NOTIFY changed)
    Q_PROPERTY(bool analysing READ analysing NOTIFY analysisChanged)
    Q_PROPERTY(double analysisProgress READ analysisProgress NOTIFY analysisChanged)
    Q_PROPERTY(bool analysed READ analysed NOTIFY analysisChanged)
    // Each player's chance to win at each step the analysis has reached (one list per player,
    // adding up to 1 at every step; a finished game ends on its result), for the chart.
    Q_PROPERTY(QVariantList chanceSeries READ chanceSeries NOTIFY analysisChanged)

public:
    // Decisions whose played choice trails the AI's best by this much are mistakes.
    static constexpr double kMistake = rano::ai::kMistakeThreshold;
    // Iterations the analysis spends on each decision.
    static constexpr std::int64_t kAnalysisIterations = rano::ai::kReviewIterations;

    explicit Review(QObject* parent = nullptr);

    int step() const { return step_; }
    void setStep(int step);
    virtual int count() const = 0;
    virtual bool finished() const = 0;
    virtual bool over() const = 0;
    QString title() const { return title_; }
    QString lastError() const { return lastError_; }
    QStringList description() const { return description_; }
    QString verdict() const { return verdict_; }
    bool verdictMistake() const { return verdictMistake_; }
    virtual bool analysing() const = 0;
    virtual double analysisProgress() const = 0;
    virtual bool analysed() const = 0;
    virtual QVariantList chanceSeries() const = 0;

    // Opens a replay or a saved game; false with lastError naming the file and the problem.
    Q_INVOKABLE virtual bool open(const QString& pathOrUrl) = 0;
    // The same with the file read and replayed on a worker, so a long game never stalls the
    // screen: `opened` says how it went. Another open meanwhile supersedes it.
    Q_INVOKABLE virtual void openLater(const QString& pathOrUrl) = 0;
    Q_INVOKABLE void next() { setStep(step_ + 1); }
    Q_INVOKABLE void previous() { setStep(step_ - 1); }
    Q_INVOKABLE void first() { setStep(0); }
    Q_INVOKABLE void last() { setStep(count()); }
    // The start of the next turn (or the end); the start of this turn, or of the one before.
    Q_INVOKABLE void nextTurn();
    Q_INVOKABLE void previousTurn();
    // The same by round, as each game counts them.
    Q_INVOKABLE virtual void nextRound() = 0;
    Q_INVOKABLE virtual void previousRound() = 0;
    // Starts, or goes on with, the AI's review of every decision; cancel keeps what is done.
    Q_INVOKABLE virtual void analyse() = 0;
    Q_INVOKABLE virtual void cancelAnalysis() = 0;

signals:
    void changed();
    void loaded();
    void analysisChanged();
    // openLater's answer (lastError says why not).
    void opened(bool ok);

protected:
    // Shows the position at step_: the game's models, the description and the verdict.
    virtual void refresh() = 0;
    // The turn a position belongs to: the last one starting at or before `step`.
    int turnAt(int step) const;
    QString cannotRead(const QString& path, const std::string& error) const;
    // The title of a review of the game at the table.
    QString thisGame() const;

    int step_ = 0;
    QString title_;
    QString lastError_;
    QStringList description_;
    QString verdict_;
    bool verdictMistake_ = false;
    std::vector<int> turnStarts_; // the step each turn starts at, in order
    int opening_ = 0;             // counts the games opened, so a late read knows it is stale
    LanguageWatch language_;      // the step is told again in a new language
};
