#include "coach.h"

#include <QCoreApplication>
#include <QJsonArray>

#include "seatlook.h"

namespace {
QString coachText(const QString& source) {
    return source.isEmpty() ? QString()
                            : QCoreApplication::translate("Coach", source.toUtf8().constData());
}
} // namespace

Coach::Coach(QObject* parent) : QObject(parent) {}

const Lesson* Coach::lesson() const {
    return shown() ? &book_->lessons[std::size_t(current_)] : nullptr;
}

QString Coach::lessonId() const {
    const Lesson* l = lesson();
    return l ? l->id : QString();
}

QString Coach::title() const {
    const Lesson* l = lesson();
    return l ? coachText(l->title) : QString();
}

QString Coach::text() const {
    const Lesson* l = lesson();
    return l ? coachText(l->text) : QString();
}

QString Coach::point() const {
    const Lesson* l = lesson();
    return l ? l->point : QString();
}

bool Coach::offer() const {
    const Lesson* l = lesson();
    return l && l->offer;
}

QStringList Coach::asks() const {
    const Lesson* l = lesson();
    if (!l) return {};
    for (const QString& kind : l->ask)
        if (last_.legalKinds.contains(kind)) return l->ask;
    return {};
}

QString Coach::readyLevelName() const {
    return readyLevel_.isEmpty() ? QString() : AiLevels::name(readyLevel_);
}

QString Coach::refusal() const {
    const Lesson* l = lesson();
    return l ? coachText(l->refuse) : QString();
}

void Coach::begin(CoachBook book) {
    book_ = std::move(book);
    off_ = false;
    taught_.clear();
    due_.clear();
    readSinceLook_ = 0;
    current_ = -1;
    last_ = {};
    lights_.clear();
    readyLevel_.clear();
    why_.clear();
    emit changed();
}

bool Coach::restore(CoachBook book, const QJsonObject& saved) {
    begin(std::move(book));
    for (const QJsonValue& id : saved.value(QStringLiteral("taught")).toArray())
        if (book_->indexOf(id.toString()) >= 0) taught_.insert(id.toString());
    for (const QJsonValue& id : saved.value(QStringLiteral("due")).toArray())
        if (book_->indexOf(id.toString()) >= 0 && !taught_.contains(id.toString()))
            due_ << id.toString();
    off_ = saved.value(QStringLiteral("off")).toBool();
    emit changed();
    return true;
}

void Coach::stop() {
    if (!book_) return;
    book_.reset();
    current_ = -1;
    why_.clear();
    emit changed();
}

QJsonObject Coach::progress() const {
    QJsonArray taught, due;
    // In the book's order, so the same progress always writes the same file.
    for (const Lesson& l : book_->lessons)
        if (taught_.contains(l.id)) taught << l.id;
    for (const QString& id : due_)
        due << id;
    QJsonObject o{{QStringLiteral("game"), book_->game},
                  {QStringLiteral("taught"), taught},
                  {QStringLiteral("due"), due}};
    if (off_) o.insert(QStringLiteral("off"), true);
    return o;
}

bool Coach::holds(const Lesson& l, const Look& look) const {
    for (const QString& s : l.when)
        if (!look.situations.contains(s)) return false;
    if (l.ask.isEmpty()) return true;
    for (const QString& kind : l.ask)
        if (look.legalKinds.contains(kind)) return true;
    return false;
}

void Coach::look(const Look& look, bool won) {
    if (!book_) return;
    last_ = look;
    why_.clear();
    readSinceLook_ = 0;
    for (const Lesson& l : book_->lessons)
        if (l.ask.isEmpty() && !taught_.contains(l.id) && !due_.contains(l.id) && holds(l, look))
            due_ << l.id;
    if (look.situations.contains(QStringLiteral("over"))) {
        readyLevel_ = won ? book_->readyIfWon : book_->readyIfLost;
        // What was due about a game still going is moot once it is over: the end is told.
        due_.removeIf([this](const QString& id) {
            return !book_->lessons[std::size_t(book_->indexOf(id))].when.contains(
                QStringLiteral("over"));
        });
        if (current_ >= 0 &&
            !book_->lessons[std::size_t(current_)].when.contains(QStringLiteral("over")))
            current_ = -1;
    }
    choose();
}

void Coach::choose() {
    const Lesson* now = current_ >= 0 ? &book_->lessons[std::size_t(current_)] : nullptr;
    // A lesson that asks for a choice stays until it is taken, while it can be.
    if (!now || !now->ask.isEmpty()) {
        current_ = -1;
        if (now && !taught_.contains(now->id) && holds(*now, last_))
            current_ = book_->indexOf(now->id);
        else if (!due_.isEmpty() && readSinceLook_ < kReadsPerDecision)
            current_ = book_->indexOf(due_.first());
        else
            for (std::size_t i = 0; i < book_->lessons.size() && current_ < 0; ++i) {
                const Lesson& l = book_->lessons[i];
                if (!l.ask.isEmpty() && !taught_.contains(l.id) && holds(l, last_))
                    current_ = int(i);
            }
    }
    const Lesson* shownLesson = lesson();
    lights_.clear();
    if (shownLesson)
        for (const QString& kind : shownLesson->ask)
            for (const QVariant& p : last_.legalKinds.value(kind))
                if (!lights_.contains(p)) lights_ << p;
    emit changed();
}

bool Coach::allows(const QString& choice) const {
    const QStringList asked = asks();
    return asked.isEmpty() || asked.contains(kindOf(choice)) ||
           book_->free.contains(kindOf(choice));
}

void Coach::played(const QString& choice) {
    const Lesson* l = lesson();
    if (!l || l->ask.isEmpty() || !l->ask.contains(kindOf(choice))) return;
    taught_.insert(l->id);
    current_ = -1;
    lights_.clear();
    emit changed();
}

void Coach::gotIt() {
    const Lesson* l = lesson();
    if (!l || !l->ask.isEmpty()) return;
    taught_.insert(l->id);
    due_.removeAll(l->id);
    current_ = -1;
    ++readSinceLook_;
    why_.clear(); // it answered about the lesson read, not the next one
    choose();
    emit progressed();
}

void Coach::skip() {
    if (!active()) return;
    off_ = true;
    current_ = -1;
    lights_.clear();
    emit changed();
    emit progressed();
}

QString Coach::ruleOfLastMove() const {
    if (!book_) return {};
    const QString last = lastMove_ ? lastMove_() : QString();
    return last.isEmpty() ? QString() : book_->why.value(kindOf(last));
}

void Coach::explain() {
    if (!canExplain()) return;
    why_ = coachText(ruleOfLastMove());
    emit changed();
}
