#pragma once

#include <QCoroFuture>
#include <QCoroTimer>
#include <QElapsedTimer>
#include <QFuture>
#include <QJsonDocument>
#include <QStringList>
#include <QtConcurrent/QtConcurrentRun>
#include <functional>
#include <memory>
#include <optional>

#include "ai/level.h"
#include "core/known_gain.h"
#include "gamefile.h"
#include "gametable.h"

// The shared table over one game's engine, described by its kit (VolcanicKit, CardsKit):
//   Game, State, Choice, Advice, Level; kMaxPlayers; kHintLevel, kDefaultLevel;
//   levelFromName(name) -> optional<Level>; search (the engine's aiChoose); advise (its aiAdvise,
//   for hints); keepAlive(game) (what a worker's copy of the state needs kept alive); parse(text)
//   -> optional<Choice>; text(choice); restart(source) -> a new game at the source's start;
//   FileKit, what reads its saved games (gamefile.h); write(game, seats, indent) -> text.
// A game's own table derives from it and adds its position model and its choices in words.
template <class Kit> class KitTable : public GameTable {
public:
    using Game = typename Kit::Game;
    using State = typename Kit::State;
    using Choice = typename Kit::Choice;
    using Advice = typename Kit::Advice;
    using ChoiceList = typename Kit::Engine::ChoiceList;

    ~KitTable() override {
        // The workers hold their own copies; wait so none outlives the table's progress slot.
        if (aiAbort_) *aiAbort_ = true;
        if (hintAbort_) *hintAbort_ = true;
        ai_.waitForFinished();
        hintWork_.waitForFinished();
    }

    const State& state() const { return game_->state(); }
    QStringList legalTexts() const override { return legalChoiceTexts(); }

    bool showOnline(const nlohmann::json& view, const nlohmann::json& setup,
                    std::vector<SeatSetup> seats, const nlohmann::json& told,
                    QString& error) override {
        std::string why;
        // The stand-ins (a deck's order, chance to come) are the same for the same position.
        std::unique_ptr<Game> game =
            Kit::fromView(view, setup, std::hash<std::string>{}(view.dump()), why);
        if (!game) {
            error = QString::fromStdString(why);
            return false;
        }
        newPosition();
        clearHint();
        const std::unique_ptr<Game> before = online_ ? std::move(game_) : nullptr;
        if (!before) onlineMovers_.clear();
        online_ = true;
        staged_ = true; // the server keeps the game
        seed_ = game->seed();
        game_ = std::move(game);
        seats_ = std::move(seats);
        resetView();
        refresh();
        if (before && told.is_array() && !told.empty()) {
            // The position shown until now, on the board kept from here on: the log writes
            // its lines again whenever shown, long after the previous game and its board.
            State shown = before->state();
            Kit::Engine::attach(shown, game_->context());
            logOnline(shown, told);
            // The board marks what the log now names.
            refreshView();
            emit changed();
        }
        return true;
    }

    // The deciding player's legal choices in their text form ("end", "draw 2").
    QStringList legalChoiceTexts() const {
        QStringList out;
        if (!game_ || over()) return out;
        ChoiceList legal;
        Kit::Engine::legal(state(), legal);
        for (const Choice& c : legal)
            out << QString::fromStdString(Kit::text(c));
        return out;
    }
    // The hint's choice while there is one and it is legal here: what a board draws.
    std::optional<Choice> hintedChoice() const {
        if (!game_) return std::nullopt;
        const auto c = Kit::parse(hintChoice().toStdString());
        return c && state().isLegal(*c) ? c : std::nullopt;
    }
    // The position the table draws: the game as it is, unless a table shows a past one
    // (the card game's What just happened?, which hides this with its own).
    const State& shownState() const { return state(); }

    // An AI level of the game by name ("medium"), if it has one.
    static std::optional<typename Kit::Level> levelNamed(const QString& name) {
        return Kit::levelFromName(name.toStdString());
    }
    const Game* game() const { return game_.get(); }

    // The choices since the player deciding now last decided (at the start: every one so far):
    // what the others did, marked on the board and replayed by What just happened?.
    std::size_t recentFrom() const {
        const int me = state().whoDecides();
        if (online_) { // the choices logged here (onlineMovers_), since the view has no moves
            std::size_t from = onlineMovers_.size();
            while (me >= 0 && from > 0 && onlineMovers_[from - 1] != me)
                --from;
            return from;
        }
        const auto& moves = game_->moves();
        std::size_t from = moves.size();
        while (me >= 0 && from > 0 && moves[from - 1].player != me)
            --from;
        return from;
    }
    bool canReplayRecent() const override {
        return game_ && !over() && humanToDecide() && recentFrom() < game_->moves().size();
    }

    bool started() const override { return game_ != nullptr; }
    bool over() const override { return game_ && game_->state().over(); }
    int decider() const override { return game_ ? game_->state().whoDecides() : -1; }

    bool play(const QString& text) override {
        if (!humanToDecide()) return false;
        const auto c = Kit::parse(text.toStdString());
        if (!c || !state().isLegal(*c)) return false;
        return playChosen(*c);
    }

    void hint() override {
        if (!humanToDecide() || hinting_) return;
        hintTurn();
    }

    // A new game that goes on from the position after `steps` choices of `source` (the
    // review's Play from here), with these seats.
    bool startFrom(const Game& source, std::size_t steps, std::vector<SeatSetup> seats) {
        if (steps > source.moves().size() || seats.size() != std::size_t(source.state().players))
            return false;
        std::unique_ptr<Game> game;
        if (source.seenBy() >= 0) {
            // A seat's record has no seed to play again from: its positions go on as they are,
            // kept from now on as the new player sees them (their own hidden cards are theirs).
            game = std::make_unique<Game>(source);
            while (game->moves().size() > steps)
                game->undo();
            for (std::size_t p = 0; p < seats.size(); ++p)
                if (seats[p].human) {
                    game->setSeenBy(int(p));
                    break;
                }
        } else {
            game = Kit::restart(source);
            for (std::size_t i = 0; i < steps; ++i)
                if (!game->play(source.moves()[i].choice, source.moves()[i].ms).empty())
                    return false;
        }
        if (game->state().over()) return false;
        install(std::move(game), std::move(seats), Start::FromRecord);
        autosave();
        return true;
    }

protected:
    // How a game came to the table, for its first lines in the log (a staged position, set up
    // by a test, has none).
    enum class Start { New, FromRecord, Loaded, Staged };

    KitTable(const QString& autosaveName, QObject* parent) : GameTable(autosaveName, parent) {}

    // Plays `c` for whoever decides (`ms`: how long an AI thought) and logs it in the game's
    // words; false when the engine refuses it.
    virtual bool apply(const Choice& c, std::int64_t ms) = 0;
    // The first lines of the log of a game put on the table.
    virtual void logStart(Start how) = 0;
    // A hint's choice in words, for the position it was asked in.
    virtual QString hintWords(const State& at, const Choice& c) const = 0;
    // Resets what a game's table shows of a previous game (before the first refresh).
    virtual void resetView() {}
    // A choice's lines in the log, from the positions before and after it (the card and board
    // games'; Volcanic Isle logs the events a choice made instead, and overrides logOnline).
    virtual void logMove(const State& before, const State& after, const Choice& c, int who) {
        Q_UNUSED(before);
        Q_UNUSED(after);
        Q_UNUSED(c);
        Q_UNUSED(who);
    }
    // Logs the choices a server told of (showOnline's `told`) since `before`, the position
    // shown until now: one alone from the positions before and after it, as a local game logs
    // it; several (a player back from an absence) by how many, since the positions between
    // them are not known here.
    virtual void logOnline(const State& before, const nlohmann::json& told) {
        if (told.size() == 1) {
            const nlohmann::json& t = told.front();
            const auto text = t.find("choice");
            const auto seat = t.find("seat");
            const int who = before.whoDecides();
            const auto c =
                text != t.end() && text->is_string()
                    ? toldChoice(before, QString::fromStdString(text->get<std::string>()))
                    : std::nullopt;
            if (c && seat != t.end() && *seat == who) {
                logOnlineMove(who, [&] { logMove(before, state(), *c, who); });
                return;
            }
        }
        logAway(int(told.size()));
    }
    // Logs one choice told online, by `who`, through `write`: its lines carry the choice's
    // number among those logged here, so that recentFrom() can mark what the others did.
    template <class Write> void logOnlineMove(int who, Write write) {
        log_.setMove(int(onlineMovers_.size()));
        onlineMovers_.push_back(who);
        write();
        log_.setMove(-1);
    }
    // Who made each choice logged online, in order (the view holds no moves).
    std::vector<int> onlineMovers_;

public:
    void takeOnlineMovesBack(int count) override {
        const std::size_t keep =
            count <= 0 ? onlineMovers_.size()
                       : onlineMovers_.size() - std::min(onlineMovers_.size(), std::size_t(count));
        onlineMovers_.resize(keep);
        log_.dropMovesFrom(int(keep));
    }

protected:
    // A choice as a server told it to this seat (`choice`), if it is one `before` allows.
    virtual std::optional<Choice> toldChoice(const State& before, const QString& text) const {
        const auto c = Kit::parse(text.toStdString());
        return c && before.isLegal(*c) ? c : std::nullopt;
    }
    // The places on the board a choice acts on, for the coach's lights (none by default).
    virtual QVariantList choicePlaces(const Choice& c) const {
        Q_UNUSED(c);
        return {};
    }
    // The game's own situations for the coach in moves [from, to) (Volcanic Isle's events).
    virtual void addCoachSituations(std::size_t from, QSet<QString>& situations) const {
        Q_UNUSED(from);
        Q_UNUSED(situations);
    }

    // A legal choice the deciding human took (a click, a button): the coach may refuse it
    // first; else it is played.
    bool playChosen(const Choice& c) {
        if (online_) {
            emit onlineChoice(QString::fromStdString(Kit::text(c)));
            return true;
        }
        if (!coachLets(QString::fromStdString(Kit::text(c)))) return false;
        return apply(c, 0);
    }

    QString gameId() const override { return QString::fromLatin1(Kit::Engine::kId); }

    Coach::Look coachLook(std::size_t fromMove) const override {
        Coach::Look look;
        look.situations.insert(QStringLiteral("start"));
        look.situations.insert(QStringLiteral("phase:") + phase());
        if (over()) look.situations.insert(QStringLiteral("over"));
        ChoiceList legal;
        if (game_ && !over()) Kit::Engine::legal(state(), legal);
        for (const Choice& c : legal) {
            const QString kind = Coach::kindOf(QString::fromStdString(Kit::text(c)));
            QVariantList& places = look.legalKinds[kind];
            for (const QVariant& p : choicePlaces(c))
                if (!places.contains(p)) places << p;
            look.situations.insert(QStringLiteral("can:") + kind);
        }
        // What was done since: "did:<kind>" by anyone, "mine:did:<kind>" by the coached player.
        for (std::size_t n = fromMove; game_ && n < game_->moves().size(); ++n) {
            const auto& m = game_->moves()[n];
            const QString kind = Coach::kindOf(QString::fromStdString(Kit::text(m.choice)));
            look.situations.insert(QStringLiteral("did:") + kind);
            if (m.player >= 0 && std::size_t(m.player) < seats_.size() &&
                seats_[std::size_t(m.player)].human)
                look.situations.insert(QStringLiteral("mine:did:") + kind);
        }
        addCoachSituations(fromMove, look.situations);
        return look;
    }

    bool humanWon() const override {
        for (int w : Kit::Engine::winners(state()))
            if (w >= 0 && std::size_t(w) < seats_.size() && seats_[std::size_t(w)].human)
                return true;
        return false;
    }

    QString lastChoiceText() const override {
        return game_ && !game_->moves().empty()
                   ? QString::fromStdString(Kit::text(game_->moves().back().choice))
                   : QString();
    }

    // Puts `game` on the table: whatever was thinking is stale, the seats and the log are
    // new, then the first refresh (which may start an AI turn).
    void install(std::unique_ptr<Game> game, std::vector<SeatSetup> seats, Start how) {
        newPosition();
        seed_ = game->seed();
        game_ = std::move(game);
        seat(std::move(seats));
        resetView();
        refresh();
        logStart(how);
    }

    // The engine took a choice: every search under way is stale, the view follows.
    void afterChoice() {
        newPosition();
        refresh();
        autosave();
    }

    std::size_t moveCount() const override { return game_ ? game_->moves().size() : 0; }
    int moverOf(std::size_t move) const override { return game_->moves()[move].player; }
    std::size_t takeBackFloor() const override { return game_ ? game_->undoFloor() : 0; }
    void undoLastMove() override { game_->undo(); }

    QByteArray gameText(int indent) const override {
        const std::string text = Kit::write(*game_, seats_, indent);
        if (!coach_.book()) return QByteArray::fromStdString(text);
        // A coached game keeps where its coach is (docs/replay-format.md, "coach").
        nlohmann::json j = nlohmann::json::parse(text);
        j["coach"] = nlohmann::json::parse(
            QJsonDocument(coach_.progress()).toJson(QJsonDocument::Compact).toStdString());
        return QByteArray::fromStdString(j.dump(indent));
    }

    bool readGame(const QString& path, std::string& error) override {
        GameFile<typename Kit::FileKit> saved;
        if (!readGameFile(path, saved, error)) return false;
        install(std::move(saved.game), std::move(saved.seats), Start::Loaded);
        // A coached game resumes where its coach was; a coach of another game is ignored.
        if (const auto it = saved.json.find("coach"); it != saved.json.end() && it->is_object())
            if (auto book = CoachBook::shipped(gameId());
                book && it->value("game", std::string()) == gameId().toStdString()) {
                coach_.restore(
                    std::move(*book),
                    QJsonDocument::fromJson(QByteArray::fromStdString(it->dump())).object());
                coachSeen_ = moveCount();
                tellCoach();
            }
        return true;
    }

    // Online, the server plays the AIs.
    void startAiTurn() override {
        if (!online_) aiTurn();
    }

    std::unique_ptr<Game> game_;

private:
    // An AI's turn, top to bottom: the pause that lets a human follow the last move, the
    // search on a worker with its own copy of the position, then the choice played (which
    // hands over to the next decider). Any change of position on the way makes it stale:
    // newPosition() aborts the search and bumps the epoch this turn checks after each wait.
    QCoro::Task<> aiTurn() {
        QPointer<GameTable> alive(this);
        const std::uint64_t epoch = epoch_;
        {
            QTimer pause;
            pause.setSingleShot(true);
            pause_ = &pause;
            pause.start(skipping_ ? 0 : aiDelay_);
            co_await pause;
        }
        if (!alive || epoch != epoch_ || !game_ || over() || humanToDecide()) co_return;

        const int who = decider();
        const auto level = levelNamed(seats_[std::size_t(who)].level).value_or(Kit::kDefaultLevel);
        const std::size_t at = game_->moves().size();
        const std::uint64_t seed = seed_ * 0x9e3779b97f4a7c15ULL + at * 8 + std::uint64_t(who);
        const auto abort = std::make_shared<std::atomic<bool>>(false);
        aiAbort_ = abort;
        thinking_ = true;
        iterations_ = 0;
        emit thinkingChanged();
        QElapsedTimer clock;
        clock.start();
        // Progress reaches the table through its event loop, and only while this search is
        // the one that counts.
        const auto onIterations = [this, abort](qint64 n) {
            QMetaObject::invokeMethod(
                this,
                [this, abort, n] {
                    if (*abort) return;
                    iterations_ = n;
                    emit thinkingChanged();
                },
                Qt::QueuedConnection);
        };
        QFuture<Advice> work = QtConcurrent::run(
            [position = state(), keep = Kit::keepAlive(*game_), level, seed, abort, onIterations] {
                (void)keep;
                return choose(position, level, seed, abort.get(), onIterations);
            });
        ai_ = work;
        const Advice advice = co_await work;

        // A search started from another position (after a take-back or a new game) is stale.
        if (!alive || *abort || epoch != epoch_) co_return;
        thinking_ = false;
        emit thinkingChanged();
        if (advice.aborted) co_return;
        apply(advice.choice, clock.elapsed());
    }

    // The hint: the Hard AI's search on a worker, its top choices in words once it is back. It
    // advises a human seat, so it ranks by the chance of winning alone (ai::aiAdvise).
    QCoro::Task<> hintTurn() {
        QPointer<GameTable> alive(this);
        const std::uint64_t epoch = epoch_;
        const auto abort = std::make_shared<std::atomic<bool>>(false);
        hintAbort_ = abort;
        hinting_ = true;
        hintText_ = [] { return GameTable::tr("Thinking about a hint…"); };
        hintChoice_.clear();
        emit hintChanged();
        const std::size_t at = game_->moves().size();
        const std::uint64_t seed = seed_ ^ (at * 0x9e3779b97f4a7c15ULL);
        const State position = state();
        QFuture<Advice> work =
            QtConcurrent::run([position, keep = Kit::keepAlive(*game_), seed, abort] {
                (void)keep;
                return Kit::advise(position, Kit::kHintLevel, seed, 0, 0, abort.get(), {});
            });
        hintWork_ = work;
        const Advice advice = co_await work;

        if (!alive || *abort) co_return; // cleared with its position
        hinting_ = false;
        if (epoch != epoch_ || advice.aborted) {
            hintText_ = nullptr;
            emit hintChanged();
            co_return;
        }
        // Written when shown, so it follows a change of language.
        std::vector<double> chances;
        for (const auto& alternative : advice.top)
            chances.push_back(alternative.winRate);
        const std::optional<int> gain =
            advice.top.empty()
                ? std::nullopt
                : rano::knownGain<typename Kit::Engine>(position, advice.top[0].choice);
        hintText_ = [this, position, top = advice.top, chances, gain] {
            QStringList lines;
            for (std::size_t i = 0; i < top.size(); ++i) {
                lines << (i == 0 ? GameTable::tr("Hint: %1 (%2% to win).")
                                 : GameTable::tr("Or: %1 (%2%)."))
                             .arg(hintWords(position, top[i].choice))
                             .arg(qRound(top[i].winRate * 100));
                if (i == 0) lines << hintReason(chances, gain);
            }
            return lines.join(QLatin1Char('\n'));
        };
        hintChoice_ = QString::fromStdString(Kit::text(advice.choice));
        emit hintChanged();
    }

    // The engine's search for whoever decides in `s`, on a worker; `onIterations` (when set)
    // hears how far it has got.
    static Advice choose(const State& s, typename Kit::Level level, std::uint64_t seed,
                         const std::atomic<bool>* abort,
                         const std::function<void(qint64)>& onIterations) {
        std::function<void(const rano::ai::Progress<Choice>&)> progress;
        if (onIterations)
            progress = [onIterations](const rano::ai::Progress<Choice>& p) {
                onIterations(qint64(p.iterations));
            };
        return Kit::search(s, level, seed, 0, 0, abort, progress);
    }

    QFuture<Advice> ai_;
    QFuture<Advice> hintWork_;
};
