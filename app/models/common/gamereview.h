#pragma once

#include <QCoroFuture>
#include <QCoroTask>
#include <QFileInfo>
#include <QPointer>
#include <QVariantList>
#include <QtConcurrent/QtConcurrentRun>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "gamefile.h"
#include "gamefiles.h"
#include "replayanalysis.h"
#include "review.h"

// The review over one game's engine (Review's template layer). Kit names the game's pieces:
//   Game, State, Table (its table model), replay() for the saved-game reader (gamefile.h);
//   Choice, kChances, review(), parse(), text() for the analysis (replayanalysis.h);
//   Search: the engine's search adapter (a finished game's result as chances);
//   turnKey(state): equal for the positions of one turn;
//   openAtEnd(game): whether a game opens on its end (else on its start);
//   isLevel(name): whether `name` is an AI level (Play from here keeps those).
// The game's review implements refresh() and may hear of each verdict (verdictArrived) and
// each new game (gameLoaded).
template <class Kit> class GameReview : public Review {
public:
    using Game = typename Kit::Game;
    using State = typename Kit::State;
    using Analysis = ReplayAnalysis<Game, Kit>;

    explicit GameReview(QObject* parent = nullptr)
        : Review(parent), analysis_(
                              kAnalysisIterations, kMistake,
                              [this](std::size_t step) {
                                  updateChances();
                                  verdictArrived(step);
                                  if (std::size_t(step_) == step + 1)
                                      refresh(); // its verdict is shown
                                  emit analysisChanged();
                              },
                              [this] {
                                  writeAnalysis();
                                  emit analysisChanged();
                              }) {
        // The game's lists (the card game's moves in words) and the step are told again.
        QObject::connect(&language_, &LanguageWatch::changed, this, [this] {
            if (!game_) return;
            gameLoaded();
            refresh();
        });
    }

    // The position shown; nullptr before there is a game.
    const State* position() const {
        return game_ && step_ >= 0 && step_ <= count() ? &game_->stateAt(std::size_t(step_))
                                                       : nullptr;
    }
    int count() const override { return game_ ? int(game_->moves().size()) : 0; }
    bool finished() const override { return game_ && game_->state().over(); }
    bool over() const override { return position() && position()->over(); }
    bool analysing() const override { return analysis_.running(); }
    double analysisProgress() const override { return analysis_.progress(); }
    bool analysed() const override { return analysis_.complete(); }
    const Analysis& analysis() const { return analysis_; }
    // Each player's chance to win before every decision the analysis has reached, one list
    // per player, adding up to 1 at each step; a finished game ends on its result.
    QVariantList chanceSeries() const override { return chanceSeries_; }
    // Blocks until the running search has returned and its verdict is in (tests).
    void waitForAnalysis() { analysis_.wait(); }

    bool open(const QString& pathOrUrl) override {
        const QString path = localPath(pathOrUrl);
        GameFile<Kit> saved;
        std::string error;
        const bool ok = readGameFile(path, saved, error);
        show(path, ok, saved, error);
        return ok;
    }
    void openLater(const QString& pathOrUrl) override { read(localPath(pathOrUrl)); }

    void analyse() override {
        if (!game_ || analysis_.running() || analysis_.complete()) return;
        analysis_.start();
        emit analysisChanged();
    }
    void cancelAnalysis() override {
        if (!analysis_.running()) return;
        analysis_.cancel();
        emit analysisChanged();
    }

protected:
    // Reviews the game at the table, finished or not.
    bool openTable(typename Kit::Table* table, std::vector<SeatSetup> seats) {
        if (!table || !table->game()) return false;
        load(std::make_unique<Game>(*table->game()), std::move(seats), thisGame(), {}, nullptr);
        return true;
    }
    // A new game at the table from the position shown: `seat` is played by a human, every
    // other seat by an AI (their own level if they had one, else Medium).
    bool playFromHere(typename Kit::Table* table, int seat) const {
        if (!table || !game_ || seat < 0 || seat >= int(setup_.size()) || position()->over())
            return false;
        std::vector<SeatSetup> seats = setup_;
        for (int i = 0; i < int(seats.size()); ++i) {
            SeatSetup& s = seats[std::size_t(i)];
            s.human = i == seat;
            if (i == seat)
                s.level.clear();
            else if (!Kit::isLevel(s.level.toStdString()))
                s.level = QStringLiteral("medium");
        }
        return table->startFrom(*game_, std::size_t(step_), std::move(seats));
    }
    // The verdict on the choice that led to the position shown, if analysed.
    const typename Analysis::Verdict* verdictHere() const {
        if (step_ == 0 || !analysis_.verdict(std::size_t(step_ - 1))) return nullptr;
        return &*analysis_.verdict(std::size_t(step_ - 1));
    }
    virtual void gameLoaded() {}
    virtual void verdictArrived(std::size_t step) { Q_UNUSED(step); }

    std::shared_ptr<const Game> game_;
    std::vector<SeatSetup> setup_;

private:
    // Reads `path` on a worker and shows it, unless another game was opened meanwhile (or the
    // review is gone: then nothing here is touched).
    QCoro::Task<> read(QString path) {
        const int ticket = ++opening_;
        QPointer<Review> self(this);
        auto saved = std::make_shared<GameFile<Kit>>();
        auto error = std::make_shared<std::string>();
        QFuture<bool> reading =
            QtConcurrent::run([path, saved, error] { return readGameFile(path, *saved, *error); });
        const bool ok = co_await reading;
        if (!self || ticket != opening_) co_return;
        show(path, ok, *saved, *error);
        emit opened(ok);
    }

    void show(const QString& path, bool ok, GameFile<Kit>& saved, const std::string& error) {
        if (!ok) {
            ++opening_;
            lastError_ = cannotRead(path, error);
            emit loaded();
            return;
        }
        const nlohmann::json* cached =
            saved.json.contains("analysis") ? &saved.json["analysis"] : nullptr;
        load(std::move(saved.game), std::move(saved.seats), QFileInfo(path).completeBaseName(),
             path, cached);
    }

    void load(std::unique_ptr<Game> game, std::vector<SeatSetup> seats, const QString& title,
              const QString& file, const nlohmann::json* cached) {
        ++opening_;
        cancelAnalysis();
        game_ = std::move(game);
        setup_ = std::move(seats);
        title_ = title;
        lastError_.clear();
        turnStarts_.clear();
        for (int i = 0; i < count(); ++i)
            if (i == 0 || Kit::turnKey(game_->stateAt(std::size_t(i))) !=
                              Kit::turnKey(game_->stateAt(std::size_t(i - 1))))
                turnStarts_.push_back(i);
        // A cached analysis counts only if it was made the way this version makes one.
        analysis_.reset(game_, file, cached);
        updateChances();
        gameLoaded();
        // The position first: whatever listens to `loaded` reads it.
        step_ = Kit::openAtEnd(*game_) ? count() : 0;
        refresh();
        emit loaded();
        emit analysisChanged();
    }

    // The verdicts go into the file the game came from, atomically, if it still holds this
    // game, so the next review of it starts where this one ended.
    void writeAnalysis() {
        if (analysis_.file().isEmpty() || !game_) return;
        GameFile<Kit> saved;
        std::string error;
        if (!readGameFile(analysis_.file(), saved, error) ||
            saved.game->moves().size() != game_->moves().size() ||
            saved.game->seed() != game_->seed())
            return; // changed on disk since: leave it
        Analysis::writeInto(analysis_.file(), std::move(saved.json), analysis_.toJson());
    }

    void updateChances() {
        chanceSeries_.clear();
        if (!game_) return;
        const int players = game_->state().players;
        std::vector<QVariantList> lines(static_cast<std::size_t>(players));
        std::size_t i = 0;
        for (; i < analysis_.size() && analysis_.verdict(i); ++i) {
            const std::vector<double> chances =
                analysis_.verdict(i)->chancesWith(game_->moves()[i].player);
            for (int p = 0; p < players; ++p)
                lines[std::size_t(p)] << chances[std::size_t(p)];
        }
        if (i > 0 && i == analysis_.size() && finished()) {
            const auto result =
                rano::ai::judgedChances<typename Kit::Search>(game_->state(), players);
            for (int p = 0; p < players; ++p)
                lines[std::size_t(p)] << result[std::size_t(p)];
        }
        if (i > 0)
            for (auto& line : lines)
                chanceSeries_.push_back(line);
    }

    Analysis analysis_;
    QVariantList chanceSeries_;
};
