#pragma once

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <optional>

#include "coachbook.h"

// The coach of a coached game (Learn to play, docs/coach.md), whatever the game: which lesson
// it gives now, from the situations the table reports at each decision of the player; what
// it asks for and refuses meanwhile; "Why?" for the last move; and its progress, saved with
// the game. It knows no game: its lessons come from the game's data file, its situations and
// the places it lights from the game's table.
class Coach : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each table has its coach")
    // A coached game is on the table and its lessons are on.
    Q_PROPERTY(bool active READ active NOTIFY changed)
    // A lesson is shown now.
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    Q_PROPERTY(QString lessonId READ lessonId NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The lesson waits for one of these kinds of choice (and refuses others); empty when it
    // only tells, or when none of them can be taken now.
    Q_PROPERTY(QStringList asks READ asks NOTIFY changed)
    // The places the lesson lights on the board (the game's own numbers).
    Q_PROPERTY(QVariantList lights READ lights NOTIFY changed)
    // The objectName of the control the lesson points at, or "".
    Q_PROPERTY(QString point READ point NOTIFY changed)
    // The end: a real game at readyLevel is offered.
    Q_PROPERTY(bool offer READ offer NOTIFY changed)
    Q_PROPERTY(QString readyLevel READ readyLevel NOTIFY changed)
    Q_PROPERTY(QString readyLevelName READ readyLevelName NOTIFY changed)
    // The rule behind the last move, once "Why?" was asked ("" otherwise).
    Q_PROPERTY(QString why READ why NOTIFY changed)
    // "Why?" has an answer: a move was made and the book has its rule.
    Q_PROPERTY(bool canExplain READ canExplain NOTIFY changed)
    Q_PROPERTY(int taughtCount READ taughtCount NOTIFY changed)
    Q_PROPERTY(int lessonCount READ lessonCount NOTIFY changed)

public:
    // What the table tells the coach at a decision of the coached player (or at the end).
    struct Look {
        QSet<QString> situations;
        // The kinds of the player's legal choices now, each with the places its choices take
        // on the board (what a lesson asking for the kind lights).
        QHash<QString, QVariantList> legalKinds;
    };

    explicit Coach(QObject* parent = nullptr);

    bool active() const { return book_.has_value() && !off_; }
    bool shown() const { return active() && current_ >= 0; }
    QString lessonId() const;
    QString title() const;
    QString text() const;
    QStringList asks() const;
    QVariantList lights() const { return shown() ? lights_ : QVariantList{}; }
    QString point() const;
    bool offer() const;
    QString readyLevel() const { return readyLevel_; }
    QString readyLevelName() const;
    QString why() const { return why_; }
    bool canExplain() const { return active() && !ruleOfLastMove().isEmpty(); }
    int taughtCount() const { return int(taught_.size()); }
    int lessonCount() const { return book_ ? int(book_->lessons.size()) : 0; }
    const std::optional<CoachBook>& book() const { return book_; }
    // What the table told at the last look, and whether a lesson waits its turn to be shown.
    const Look& lastLook() const { return last_; }
    bool isDue(const QString& id) const { return due_.contains(id); }

    // A coached game begins with this book, or resumes with its saved progress.
    void begin(CoachBook book);
    bool restore(CoachBook book, const QJsonObject& saved);
    // A game that is not coached is on the table.
    void stop();
    // Progress as the game's file keeps it ("coach": docs/replay-format.md).
    QJsonObject progress() const;

    // The table's report at a decision of the coached player: the lesson to give now.
    // `won`: at the end, whether the coached player won (what they are ready for).
    void look(const Look& look, bool won = false);
    // Whether the coached player may take this choice now (its text form); if not, refusal()
    // says why in the coach's words.
    bool allows(const QString& choice) const;
    QString refusal() const;
    // The coached player took this choice: a lesson that asked for its kind is done.
    void played(const QString& choice);
    // Where "Why?" finds the last move's choice (its text form), or "" when there is none.
    void setLastMove(std::function<QString()> lastMove) { lastMove_ = std::move(lastMove); }

    // "Got it": the lesson that only tells is read.
    Q_INVOKABLE void gotIt();
    // "Skip the lessons": the coach is off, the game goes on.
    Q_INVOKABLE void skip();
    // "Why?": the rule behind the last move.
    Q_INVOKABLE void explain();
    // The texts in the language of the moment.
    void retranslate() { emit changed(); }

    static QString kindOf(const QString& choice) { return choice.section(u' ', 0, 0); }

signals:
    void changed();
    // A lesson was read or the coach turned off: the game's file keeps it (autosave).
    void progressed();

private:
    const Lesson* lesson() const;
    QString ruleOfLastMove() const;
    bool holds(const Lesson& l, const Look& look) const;
    void choose();

    std::optional<CoachBook> book_;
    bool off_ = false;
    QSet<QString> taught_;
    QStringList due_; // lessons that only tell, due in the book's order
    // Lessons read since the table's last look: a newcomer reads a few at a time, the rest
    // wait for their next decision.
    int readSinceLook_ = 0;
    static constexpr int kReadsPerDecision = 2;
    int current_ = -1;
    Look last_;
    QVariantList lights_;
    QString readyLevel_;
    QString why_;
    std::function<QString()> lastMove_;
};
