#pragma once

#include <QColor>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <vector>

#include "coach.h"
#include "languagewatch.h"
#include "logmodel.h"
#include "seatsetup.h"

// A game at the table, whatever the game: its seats (human or AI), who decides now, the AI
// thinking off the GUI thread (with its progress, skipped ahead or cut short), the hint, take
// back, the autosave and Continue, save and load, and what went wrong. The game itself (its
// rules, its position model, its choices in words) comes from the layer above: KitTable over
// the engine's game, then each game's own table (VolcanicTable, CardsTable).
class GameTable : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each game has its own table")
    // The game's position as its board and seats show it (VolcanicPosition, CardsPosition).
    Q_PROPERTY(QObject* position READ position CONSTANT)
    Q_PROPERTY(LogModel* log READ log CONSTANT)
    Q_PROPERTY(bool started READ started NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(int decider READ decider NOTIFY changed)
    Q_PROPERTY(bool humanToDecide READ humanToDecide NOTIFY changed)
    Q_PROPERTY(QString deciderName READ deciderName NOTIFY changed)
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    Q_PROPERTY(bool canTakeBack READ canTakeBack NOTIFY changed)
    // Why Take back cannot reach the player's last decision (a die rolled, a card turned up
    // since), or "" when it can or there is none to take back.
    Q_PROPERTY(QString takeBackNote READ takeBackNote NOTIFY changed)
    // Whether a choice that throws value away is asked about first (Settings' question).
    Q_PROPERTY(bool askBeforeLoss MEMBER askBeforeLoss_ NOTIFY askBeforeLossChanged)
    Q_PROPERTY(QString takeBackConsent READ takeBackConsent NOTIFY changed)
    // Whether "what just happened" can show the others' last moves again (games that animate
    // their moves).
    Q_PROPERTY(bool canReplayRecent READ canReplayRecent NOTIFY changed)
    // Why what the player just clicked takes no choice now, in words (empty: nothing refused).
    Q_PROPERTY(QString refusal READ refusal NOTIFY changed)
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
    // Why the game cannot be autosaved (a full disk, a folder it may not write), with the
    // folder; "" while autosaves succeed. Said once, not after every choice.
    Q_PROPERTY(QString autosaveProblem READ autosaveProblem NOTIFY autosaveProblemChanged)
    // The coach of a coached game (Learn to play); inactive in any other game.
    Q_PROPERTY(Coach* coach READ coach CONSTANT)
    // Whether this game has a coach (a data file of lessons: docs/coach.md).
    Q_PROPERTY(bool hasCoach READ hasCoach CONSTANT)
    // Whether the table shows a game a server holds (OnlineTable): its choices go to the
    // server, and there is no take back, save, autosave or new game.
    Q_PROPERTY(bool online READ online NOTIFY changed)

public:
    ~GameTable() override;

    QObject* position() const { return position_; }
    LogModel* log() { return &log_; }
    const std::vector<SeatSetup>& seatSetup() const { return seats_; }

    virtual bool started() const = 0;
    virtual bool over() const = 0;
    // Who must answer now (-1 before a game); not always the player on turn.
    virtual int decider() const = 0;
    bool humanToDecide() const;
    QString deciderName() const;
    // The game's phase, as a word its QML knows ("turn", "buy", ..., "over").
    virtual QString phase() const = 0;
    // What the deciding human is asked, in words.
    virtual QString prompt() const = 0;
    bool canTakeBack() const;
    QString takeBackNote() const;
    // At a hot seat, the name of the other human whose decision Take back would undo (they
    // must agree first); empty when it undoes the decider's own.
    QString takeBackConsent() const;
    bool thinking() const { return thinking_; }
    qint64 thinkingIterations() const { return iterations_; }
    // How long an AI's move stays on screen before the next AI thinks, in milliseconds.
    int aiDelay() const { return aiDelay_; }
    void setAiDelay(int ms);
    // The AIs play on without pausing between moves until a human decides or the game ends.
    bool skipping() const { return skipping_; }
    QString hintText() const { return hintText_ ? hintText_() : QString(); }
    // Why the hint's choice, in words (issue 50.3): how far ahead of the next best it is, by
    // the chances to win of the AI's top choices (best first), and what it scores at once when
    // the player can know that (knownGain).
    static QString hintReason(const std::vector<double>& chances, std::optional<int> gain);
    // The hint's best choice in its text form (a table may make it glow), else empty.
    QString hintChoice() const { return hintChoice_; }
    bool hinting() const { return hinting_; }
    // Where games are saved and the open dialog starts: "Rano" in the user's documents, made
    // if missing.
    QUrl savesFolder() const;
    // The game on the table is saved there after every choice (atomically), so it survives a
    // crash or a quit. Every game started (new, play again, play from here, quick start, or
    // opened from a file elsewhere) gets a file of its own in gamesInProgressFolder(), and
    // never touches another game's; a game continued from there goes on in its own file. Once
    // over, the file moves to finishedGamesFolder() (back again if the end is taken back).
    QString autosavePath() const { return autosavePath_; }
    // Tests and tools: every game this table starts autosaves to `path` (one file, replaced
    // by the next game); once over, it moves to "finished" in the same folder. An empty path:
    // no autosave.
    void setAutosavePath(const QString& path);
    // The autosave at autosavePath exists and no game is in play on the table.
    bool canResume() const;
    // Why the last new game, resume, load or save failed, in words.
    QString lastError() const { return lastError_; }
    QString autosaveProblem() const { return autosaveProblem_; }

    Coach* coach() { return &coach_; }
    bool hasCoach() const;
    // The game's id in files and the catalog ("volcanic-isle").
    virtual QString gameId() const = 0;
    // Whether a human seat is among the winners of the game over on the table.
    virtual bool humanWon() const = 0;

    // One click from the home screen: the player against three Medium AIs.
    Q_INVOKABLE void quickStart(qint64 seed);
    // The same against three AIs of `level` (the coach's offer at the end of a coached game).
    Q_INVOKABLE bool quickStartAt(const QString& level, qint64 seed);
    // Learn to play: a coached game, on the setup and seed the game's lessons were written
    // for, against AIs of the level they name; false with lastError when it cannot start.
    Q_INVOKABLE bool learnToPlay();
    // A new game with the same seats (and options) and a new seed.
    Q_INVOKABLE void playAgain(qint64 seed);
    // Takes a legal choice by its text form (the engine's: "end", "buy fish").
    Q_INVOKABLE virtual bool play(const QString& choice) = 0;
    // A choice the player asked for by a button: taken at once, or, when it throws value away
    // (lossOf) and askBeforeLoss holds, asked about first (lossAsked); true when taken.
    Q_INVOKABLE bool request(const QString& choice);
    // What taking `choice` now would throw away, as a question for the player: title, text
    // and action (the confirming button's words); empty when it throws nothing away.
    Q_INVOKABLE virtual QVariantMap lossOf(const QString& choice) const {
        Q_UNUSED(choice);
        return {};
    }
    // Takes back the human's last decision and every AI reply after it.
    Q_INVOKABLE void takeBack();
    // Asks the Hard AI what it would do here, for the human who decides; the answer (the best
    // choice and the top alternatives with their chances to win) arrives in hintText.
    Q_INVOKABLE virtual void hint() = 0;
    // Lights the places a log line names (its `places`) on the board while it is hovered; an
    // empty list puts them out, and lights again what the coach's lesson points at.
    Q_INVOKABLE void lightPlaces(const QVariantList& places);
    Q_INVOKABLE void skipToHuman();
    virtual bool canReplayRecent() const { return false; }
    QString refusal() const { return refusal_; }
    // Animates again what the others did since the deciding player last decided.
    Q_INVOKABLE virtual void replayRecent() {}
    // Continues the autosaved game; false (with lastError) when there is none or it is bad.
    Q_INVOKABLE bool resume();
    // Whether the game in progress autosaved at `path` is the one in play on this table
    // (Continue then sits down at it as it is, without reading it again).
    Q_INVOKABLE bool hasGame(const QString& path) const;
    // The game autosaved at `path` is being abandoned (GamesInProgress::abandon moves its
    // file): if it is the one on this table, its AI stops and it is autosaved no more.
    Q_INVOKABLE void letGo(const QString& path);
    // Where the picture of this game's final position goes, for the Library's card (named
    // after the game's file, which keeps its name when it moves to the finished games); ""
    // without an autosave.
    Q_INVOKABLE QString picturePath() const;
    // Opens a saved game or a replay (a path or a file URL, docs/replay-format.md); a finished
    // one opens on its end. False, with lastError naming the file and what is wrong, and the
    // table as it was, when the file cannot be read.
    Q_INVOKABLE bool loadGame(const QString& pathOrUrl);
    // Saves the game as it stands (the replay format), atomically; false with lastError.
    Q_INVOKABLE bool saveGame(const QString& pathOrUrl);
    // Saves into savesFolder as "<name>.rano.json"; characters a file name cannot hold become
    // "-". False with lastError, as saveGame.
    Q_INVOKABLE bool saveGameNamed(const QString& name);
    // Whether this table's autosave was written after the file at `otherPath` (or that file
    // does not exist): which unfinished game Continue brings back.
    Q_INVOKABLE bool autosaveNewerThan(const QString& otherPath) const;
    // Which game a saved file holds ("volcanic-isle", "rapa-nui-cards"), or "" when it is not
    // a replay: Open… picks the screen by it.
    Q_INVOKABLE QString gameOfFile(const QString& pathOrUrl) const;
    // An AI level's name and what to expect of it in the player's language (new-game page).
    Q_INVOKABLE QString levelName(const QString& level) const;
    Q_INVOKABLE QString levelDescription(const QString& level) const;
    // A seat's colour (the Okabe-Ito set, safe for colour-blind players).
    Q_INVOKABLE virtual QColor seatColour(int seat) const;

    bool online() const { return online_; }
    // Online: whether Take back may be asked now, and why not when it may not
    // (OnlineTable's; the server has the last word, and says why it refuses).
    void setOnlineTakeBack(bool can, const QString& note);
    // Online (onlinetable.h): puts on the table the position a server sent, built from this
    // seat's `view` alone (what it hides filled with stand-ins, never shown), with `seats` (the
    // player's own the one human seat). The choices the deciding player takes then go to the
    // server (onlineChoice) instead of being played here; the hint thinks on the view. False,
    // with `error` and the table as it was, when the view cannot be read. `setup`: what the
    // server told of the game's setup beside the views (Volcanic Isle's continent). `told`: the
    // choices made since the position shown until now (an array of docs/online.md's `last`, each
    // with `seat`, `choice` and `told`), logged in the player's language; empty when not known.
    virtual bool showOnline(const nlohmann::json& view, const nlohmann::json& setup,
                            std::vector<SeatSetup> seats, const nlohmann::json& told,
                            QString& error) = 0;
    // The choices, in their text form, the position on the table offers its decider.
    virtual QStringList legalTexts() const = 0;
    // The name of the `n`th AI at a table the app names (a quick start's, an online table's):
    // Hotu, Tuki, Ariki, Moana.
    static QString aiName(int n);
    // Logs that `count` choices were made where this table could not follow them one by one
    // (an online player back from an absence).
    void logAway(int count);
    // Online: the last `count` choices logged here were taken back (docs/online.md,
    // `takenBack`): they leave the log and the board's marks, as a take back here does.
    virtual void takeOnlineMovesBack(int count) { Q_UNUSED(count); }

signals:
    void changed();
    void thinkingChanged();
    void aiDelayChanged();
    void autosaveChanged();
    void autosaveProblemChanged();
    // A save the player asked for was written, to `path`.
    void saved(const QString& path);
    void hintChanged();
    void askBeforeLossChanged();
    // `choice` throws value away: the table asks `question` (lossOf) before playing it.
    void lossAsked(const QString& choice, const QVariantMap& question);
    // Online: the player took `choice` (its text form), for the server to play.
    void onlineChoice(const QString& choice);
    // Online: the player asks to take back their last decision (the server asks the others).
    void onlineTakeBack();

protected:
    // `autosaveName`: the game's one autosave in the application data folder before each
    // game in progress had its own file (adoptOldAutosaves moves it among them).
    GameTable(const QString& autosaveName, QObject* parent);
    void setPositionModel(QObject* position) { position_ = position; }

    // What the game layer answers about the game on the table.
    virtual std::size_t moveCount() const = 0;
    virtual int moverOf(std::size_t move) const = 0;
    // How many moves stay however far a player takes back (core/game.h's undoFloor).
    virtual std::size_t takeBackFloor() const = 0;
    // Why take back stops there, in the game's own words ("a die roll"): only what the game
    // has. A game with no chance after setup never stops, and says nothing.
    virtual QString takeBackStop() const { return {}; }
    virtual void undoLastMove() = 0;
    // The game in the replay format (`indent` -1: one line).
    virtual QByteArray gameText(int indent) const = 0;
    // Reads a saved game and puts it on the table; false with `error` and the table as it was.
    virtual bool readGame(const QString& path, std::string& error) = 0;
    // A new game with `seats` ({name, human, level}); `sameOptions`: the options of the game
    // on the table (play again), else the game's defaults.
    virtual bool newGameWith(const QVariantList& seats, qint64 seed, bool sameOptions) = 0;
    // Updates the position model and what the deciding human may do.
    virtual void refreshView() = 0;
    // Clears what a game's table keeps of a take-back's position (a selection).
    virtual void afterTakeBack() {}
    // An AI turn: the pause, the search, the choice played (KitTable::aiTurn).
    virtual void startAiTurn() = 0;
    // Lights places on the board (the game's own numbers); games whose board names no places
    // ignore it.
    virtual void light(const QVariantList& places) { Q_UNUSED(places); }
    // What the coach is told at a decision of the coached player (docs/coach.md,
    // "Situations"): the situations since `fromMove`, and the kinds of the legal choices with
    // the places their choices take.
    virtual Coach::Look coachLook(std::size_t fromMove) const = 0;
    // The last choice made, in its text form ("" before any).
    virtual QString lastChoiceText() const = 0;
    // The coached player may take this choice now (its text form); if not, the refusal says
    // the coach's reason. A choice allowed is told to the coach, which may end its lesson.
    bool coachLets(const QString& choice);
    // The coach's refusal of this choice, put on the table; false when it allows it.
    bool coachRefuses(const QString& choice);

    // `seats` as SeatSetups, each checked by `validLevel` when an AI; nothing when the list is
    // not 2 to `maxPlayers` valid seats. `clearHumanLevel`: a human seat keeps no level.
    static std::optional<std::vector<SeatSetup>> seatsFrom(const QVariantList& seats,
                                                           int maxPlayers,
                                                           bool (*validLevel)(const QString& level),
                                                           bool clearHumanLevel);
    QVariantList seatList() const;

    // Seats a new game (the game layer has put it in place): the log, hint and skip cleared.
    void seat(std::vector<SeatSetup> seats);
    // After every change of position: the view refreshed, the autosave written, an AI turn
    // started when one is due.
    void refresh();
    void autosave();
    // The position changed or is about to: any search running now is stale.
    void newPosition();
    void clearHint();

    // Set when the position changes: an AI turn or a hint started before is stale.
    std::uint64_t epoch_ = 0;
    // The AI turn under way and the epoch it belongs to.
    std::uint64_t aiTurnEpoch_ = ~std::uint64_t(0);
    std::shared_ptr<std::atomic<bool>> aiAbort_;
    std::shared_ptr<std::atomic<bool>> hintAbort_;
    // The pause before the AI turn under way thinks (skip ahead cuts it short), else null.
    QPointer<QTimer> pause_;

    std::vector<SeatSetup> seats_;
    LogModel log_;
    QString refusal_; // see refusal
    std::uint64_t seed_ = 0;
    bool thinking_ = false;
    qint64 iterations_ = 0;
    bool hinting_ = false;
    LogModel::Writer hintText_; // written when shown, in the language of the moment
    QString hintChoice_;
    bool skipping_ = false;
    int aiDelay_ = 600;
    bool staged_ = false; // started from a staged position: nothing to autosave
    bool online_ = false; // showing a server's game (showOnline)
    bool onlineCanTakeBack_ = false;
    QString onlineTakeBackNote_;
    // The game on the table was abandoned: it is autosaved no more.
    bool letGo_ = false;
    // setAutosavePath chose the file: every game goes there (tests, tools).
    bool pinned_ = false;
    QString autosavePath_;
    QString lastError_;
    bool askBeforeLoss_ = true;
    QString autosaveProblem_;
    Coach coach_;
    // How many moves the coach had seen at its last look: what happened since is new to it.
    std::size_t coachSeen_ = 0;

    // Tells the coach where the game is, when the coached player decides or the game is over.
    void tellCoach();

private:
    // Writes the table's texts again in the new language: the log, the hint, the view.
    void retranslate();

    QObject* position_ = nullptr;
    LanguageWatch language_;
};
