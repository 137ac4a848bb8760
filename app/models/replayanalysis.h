#pragma once

#include <QCoroFuture>
#include <QCoroTask>
#include <QFuture>
#include <QObject>
#include <QSaveFile>
#include <QString>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "ai/review.h"

// The AI's review of every decision of a recorded game, for either game's replay viewer. One
// decision at a time on a worker thread (never the owner's), each with a fixed iteration
// budget and a seed of its own, so the verdicts are the same on every machine. One coroutine
// (run) awaits each search in turn; cancel() stops the running search and drops its result (a
// new game, or the owner gone, cancels too), and the destructor waits for the worker. The
// verdicts are cached in the replay file's "analysis" field (docs/replay-format.md).
//
// Game: the engine's game kept by the viewer (stateAt, moves()[i].choice/.player, seed()).
// Traits: `Choice`, `review(state, played, iterations, seed, abort, gap)` returning the
// engine's DecisionReview, `parse(text)`, `text(choice)`, `kChances` (whether every
// player's chance is kept with each verdict; then a cached verdict needs it too) and `Search`
// (the engine's search adapter: its kMistakePoints).
template <class Game, class Traits> class ReplayAnalysis {
public:
    using Choice = typename Traits::Choice;
    struct Verdict {
        Choice best{};
        double bestWinRate = 0;
        double playedWinRate = 0;
        // The mover's expected lead in points after each (ai::DecisionReview::bestPoints).
        double bestPoints = 0;
        double playedPoints = 0;
        std::vector<double> chances; // each player's chance before the decision (kChances)
        bool bestPlayed = false;     // the choice played is the AI's own
        // The points the choice threw away for certain beyond the best (ai::thrownAway).
        double thrown = 0;
        double pointsLost() const { return bestPoints - playedPoints; }
        // A chance `threshold` or more below the AI's best, the game's mistake in points, or a
        // point thrown away that the search finds no better (ai::isMistake). The AI's own
        // choice is never a mistake, whatever the chances say.
        bool mistake(double threshold) const {
            return !bestPlayed &&
                   rano::ai::isMistake(bestWinRate - playedWinRate, pointsLost(),
                                       Traits::Search::kMistakePoints, thrown, threshold);
        }
        // Every player's chance before the decision, adding up to 1 (ai::sharedChances).
        std::vector<double> chancesWith(int mover) const {
            return rano::ai::sharedChances(chances, bestWinRate, mover);
        }
    };
    // 5: a choice that throws points away for certain counts them lost (ai::thrownAway); 4:
    // with the mover's expected lead in points after each choice (issue 68.9); 3 judged by
    // each player's chance of winning alone (ai::Outlook::chanceOnly) only.
    static constexpr int kFormat = 5;

    // `onVerdict(step)` runs as each decision's verdict arrives;
    // `onFinished()` when every decision has one (the cache is written then).
    // Both run on the thread that started the review (the coroutine resumes there).
    ReplayAnalysis(std::int64_t iterations, double mistake,
                   std::function<void(std::size_t)> onVerdict, std::function<void()> onFinished)
        : iterations_(iterations), mistake_(mistake), onVerdict_(std::move(onVerdict)),
          onFinished_(std::move(onFinished)) {}
    ~ReplayAnalysis() {
        cancel();
        future_.waitForFinished();
    }
    ReplayAnalysis(const ReplayAnalysis&) = delete;
    ReplayAnalysis& operator=(const ReplayAnalysis&) = delete;

    std::int64_t iterations() const { return iterations_; }
    double mistakeThreshold() const { return mistake_; }

    // A new game to review, with the file it came from (empty: none) and its cached analysis
    // (null: none). A cached analysis counts only if it was made the way this one makes them,
    // and then whole or not at all (cachedVerdicts).
    void reset(std::shared_ptr<const Game> game, const QString& file,
               const nlohmann::json* cached) {
        cancel();
        future_.waitForFinished();
        game_ = std::move(game);
        file_ = file;
        verdicts_.assign(game_ ? game_->moves().size() : 0, std::nullopt);
        if (!game_ || !cached || !cached->is_object() || cached->value("format", 0) != kFormat ||
            cached->value("iterations", std::int64_t(0)) != iterations_ ||
            !cached->contains("decisions") || !(*cached)["decisions"].is_array())
            return;
        if (auto verdicts = cachedVerdicts((*cached)["decisions"]))
            verdicts_ = std::move(*verdicts);
    }

    // Starts, or goes on with, the review; cancel() keeps what is done.
    void start() {
        if (!game_ || running_) return;
        running_ = true;
        abort_ = std::make_shared<std::atomic<bool>>(false);
        run(abort_);
    }
    void cancel() {
        if (abort_) *abort_ = true;
        running_ = false;
    }
    bool running() const { return running_; }
    // Blocks until the worker has returned (tests).
    void wait() { future_.waitForFinished(); }

    const std::optional<Verdict>& verdict(std::size_t step) const { return verdicts_.at(step); }
    std::size_t size() const { return verdicts_.size(); }
    double progress() const {
        if (verdicts_.empty()) return 0;
        return double(std::count_if(verdicts_.begin(), verdicts_.end(),
                                    [](const auto& v) { return v.has_value(); })) /
               double(verdicts_.size());
    }
    bool complete() const {
        return !verdicts_.empty() && std::all_of(verdicts_.begin(), verdicts_.end(),
                                                 [](const auto& v) { return v.has_value(); });
    }

    // The "analysis" field: format, iterations and the verdicts there are.
    nlohmann::json toJson() const {
        nlohmann::json decisions = nlohmann::json::array();
        for (std::size_t i = 0; i < verdicts_.size(); ++i) {
            if (!verdicts_[i]) continue;
            nlohmann::json d = {{"step", i},
                                {"best", Traits::text(verdicts_[i]->best)},
                                {"bestWinRate", verdicts_[i]->bestWinRate},
                                {"playedWinRate", verdicts_[i]->playedWinRate},
                                {"bestPoints", verdicts_[i]->bestPoints},
                                {"playedPoints", verdicts_[i]->playedPoints}};
            if constexpr (Traits::kChances) d["chances"] = verdicts_[i]->chances;
            decisions.push_back(std::move(d));
        }
        return {{"format", kFormat}, {"iterations", iterations_}, {"decisions", decisions}};
    }

    // Puts the analysis into `file`'s JSON (`json`, as just read and checked by the caller)
    // and writes it atomically, so the next review starts where this one ended.
    static bool writeInto(const QString& file, nlohmann::json json, const nlohmann::json& field) {
        json["analysis"] = field;
        const std::string text = json.dump(1);
        QSaveFile out(file);
        return out.open(QIODevice::WriteOnly) &&
               out.write(text.data(), qint64(text.size())) == qint64(text.size()) && out.commit();
    }
    const QString& file() const { return file_; }

private:
    // A chance as the review writes one: a number in [0, 1] (a hair over 1 from rounding).
    static std::optional<double> chance(const nlohmann::json& j) {
        if (!j.is_number()) return std::nullopt;
        const double c = j.get<double>();
        if (!std::isfinite(c) || c < 0 || c > 1 + 1e-9) return std::nullopt;
        return c;
    }
    // A lead in points as the review writes one: a finite number, within what a game scores.
    static std::optional<double> points(const nlohmann::json& j) {
        if (!j.is_number()) return std::nullopt;
        const double p = j.get<double>();
        if (!std::isfinite(p) || std::abs(p) > 1e4) return std::nullopt;
        return p;
    }

    // The verdicts of a cached analysis's `decisions`, or nothing when any of them is not one
    // this review could have written: a step twice or outside the game, a best choice illegal
    // where it was played, a chance outside [0, 1], a lead in points that is no number, or the
    // choice played being the AI's best with two chances or two leads that differ. A file is edited
    // or damaged as a whole, so one such entry makes every decision analysed afresh, as if there
    // were no cache: a review never shows
    // "-300 %" or calls the AI's own choice a mistake.
    std::optional<std::vector<std::optional<Verdict>>>
    cachedVerdicts(const nlohmann::json& decisions) const {
        const std::size_t n = game_->moves().size();
        const std::size_t players = game_->stateAt(0).players;
        std::vector<std::optional<Verdict>> out(n);
        for (const auto& d : decisions) {
            if (!d.is_object() || !d.contains("step") || !d["step"].is_number_integer() ||
                !d.contains("best") || !d["best"].is_string())
                return std::nullopt;
            const auto step = d["step"].get<std::int64_t>();
            if (step < 0 || step >= std::int64_t(n) || out[std::size_t(step)]) return std::nullopt;
            const auto best = Traits::parse(d["best"].get<std::string>());
            const auto bestRate = chance(d.value("bestWinRate", nlohmann::json()));
            const auto playedRate = chance(d.value("playedWinRate", nlohmann::json()));
            const auto bestPoints = points(d.value("bestPoints", nlohmann::json()));
            const auto playedPoints = points(d.value("playedPoints", nlohmann::json()));
            if (!best || !bestRate || !playedRate || !bestPoints || !playedPoints ||
                !game_->stateAt(std::size_t(step)).isLegal(*best))
                return std::nullopt;
            const bool bestPlayed = *best == game_->moves()[std::size_t(step)].choice;
            if (bestPlayed && (std::abs(*bestRate - *playedRate) > 1e-9 ||
                               std::abs(*bestPoints - *playedPoints) > 1e-9))
                return std::nullopt;
            Verdict v{*best, *bestRate, *playedRate, *bestPoints, *playedPoints, {}, bestPlayed};
            if (!bestPlayed)
                v.thrown = rano::ai::thrownBeyond<typename Traits::Search>(
                    game_->stateAt(std::size_t(step)), game_->moves()[std::size_t(step)].choice,
                    *best);
            if constexpr (Traits::kChances) {
                const auto chances = d.value("chances", nlohmann::json());
                if (!chances.is_array() || chances.size() != players) return std::nullopt;
                for (const auto& c : chances) {
                    const auto each = chance(c);
                    if (!each) return std::nullopt;
                    v.chances.push_back(*each);
                }
            }
            out[std::size_t(step)] = std::move(v);
        }
        return out;
    }

    using Review = decltype(Traits::review(std::declval<const Game&>().stateAt(0), Choice{}, 0, 0,
                                           nullptr, 0.0));

    // Reviews every decision without a verdict, one after the other, until none is left or
    // `abort` is set. Once it is set nothing here is touched again, `this` included: the
    // flag belongs to this run alone, so a run cancelled by a new game, a new run or the
    // owner's end leaves no stale verdict behind.
    QCoro::Task<> run(std::shared_ptr<std::atomic<bool>> abort) {
        // The worker holds the game itself, so another file can be opened meanwhile.
        const auto game = game_;
        const std::int64_t iterations = iterations_;
        const double gap = mistake_;
        while (true) {
            const auto missing = std::find_if(verdicts_.begin(), verdicts_.end(),
                                              [](const auto& v) { return !v.has_value(); });
            if (missing == verdicts_.end()) break;
            const std::size_t at = std::size_t(missing - verdicts_.begin());
            future_ = QtConcurrent::run([game, abort, at, iterations, gap] {
                return Traits::review(game->stateAt(at), game->moves()[at].choice, iterations,
                                      rano::ai::reviewSeed(game->seed(), at), abort.get(), gap);
            });
            const Review review = co_await future_;
            if (*abort || review.aborted) co_return;
            Verdict v{review.best,
                      review.bestWinRate,
                      review.playedWinRate,
                      review.bestPoints,
                      review.playedPoints,
                      {},
                      review.best == game->moves()[at].choice,
                      review.thrown};
            if constexpr (Traits::kChances) {
                // One per seat (the search keeps room for the most players).
                v.chances = review.value;
                v.chances.resize(std::size_t(game->stateAt(0).players), 0.0);
            }
            verdicts_[at] = std::move(v);
            if (onVerdict_) onVerdict_(at);
            if (*abort) co_return; // the verdict's listener cancelled
        }
        running_ = false;
        if (onFinished_) onFinished_();
    }

    std::int64_t iterations_;
    double mistake_;
    std::function<void(std::size_t)> onVerdict_;
    std::function<void()> onFinished_;
    std::shared_ptr<const Game> game_;
    QString file_;
    std::vector<std::optional<Verdict>> verdicts_; // per decision
    bool running_ = false;
    std::shared_ptr<std::atomic<bool>> abort_; // the running review's
    QFuture<Review> future_;                   // its current search
};
