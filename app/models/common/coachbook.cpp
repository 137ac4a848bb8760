#include "coachbook.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace {
QStringList strings(const QJsonValue& v) {
    QStringList out;
    for (const QJsonValue& s : v.toArray())
        out << s.toString();
    return out;
}
} // namespace

std::optional<CoachBook> CoachBook::read(const QByteArray& json, QString& error) {
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError) {
        error = QStringLiteral("not JSON at character %1: %2")
                    .arg(parse.offset)
                    .arg(parse.errorString());
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    CoachBook book;
    book.game = o.value(QStringLiteral("game")).toString();
    const QJsonObject setup = o.value(QStringLiteral("setup")).toObject();
    book.players = setup.value(QStringLiteral("players")).toInt(0);
    book.seed = qint64(setup.value(QStringLiteral("seed")).toDouble(-1));
    book.opponents = setup.value(QStringLiteral("opponents")).toString();
    const QJsonObject ready = o.value(QStringLiteral("ready")).toObject();
    book.readyIfWon = ready.value(QStringLiteral("won")).toString();
    book.readyIfLost = ready.value(QStringLiteral("lost")).toString();
    if (book.game.isEmpty() || book.players < 2 || book.seed < 0 || book.opponents.isEmpty() ||
        book.readyIfWon.isEmpty() || book.readyIfLost.isEmpty()) {
        error = QStringLiteral("\"game\", \"setup\" (players, seed, opponents) and \"ready\" (won, "
                               "lost) are needed");
        return std::nullopt;
    }
    book.free = strings(o.value(QStringLiteral("free")));
    QSet<QString> ids;
    const QJsonArray lessons = o.value(QStringLiteral("lessons")).toArray();
    for (qsizetype i = 0; i < lessons.size(); ++i) {
        const QJsonObject l = lessons[i].toObject();
        Lesson lesson{l.value(QStringLiteral("id")).toString(),
                      strings(l.value(QStringLiteral("when"))),
                      strings(l.value(QStringLiteral("ask"))),
                      l.value(QStringLiteral("title")).toString(),
                      l.value(QStringLiteral("text")).toString(),
                      l.value(QStringLiteral("refuse")).toString(),
                      l.value(QStringLiteral("point")).toString(),
                      l.value(QStringLiteral("offer")).toBool()};
        const QString where = QStringLiteral("lesson %1 (\"%2\")").arg(i + 1).arg(lesson.id);
        if (lesson.id.isEmpty() || ids.contains(lesson.id)) {
            error = where + QStringLiteral(": no id, or one used twice");
            return std::nullopt;
        }
        if (lesson.when.isEmpty() || lesson.title.isEmpty() || lesson.text.isEmpty()) {
            error = where + QStringLiteral(": \"when\", \"title\" and \"text\" are needed");
            return std::nullopt;
        }
        if (!lesson.ask.isEmpty() && lesson.refuse.isEmpty()) {
            error = where + QStringLiteral(": a lesson that asks for a choice says why others "
                                           "are refused (\"refuse\")");
            return std::nullopt;
        }
        ids.insert(lesson.id);
        book.lessons.push_back(std::move(lesson));
    }
    if (book.lessons.empty()) {
        error = QStringLiteral("no lessons");
        return std::nullopt;
    }
    const QJsonObject why = o.value(QStringLiteral("why")).toObject();
    for (auto it = why.begin(); it != why.end(); ++it)
        book.why.insert(it.key(), it.value().toString());
    return book;
}

std::optional<CoachBook> CoachBook::shipped(const QString& game) {
    QFile file(QStringLiteral(":/rano/coach/%1.json").arg(game));
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    QString error;
    auto book = read(file.readAll(), error);
    if (!book) qWarning("The coach of %s: %s", qPrintable(game), qPrintable(error));
    return book;
}

int CoachBook::indexOf(const QString& id) const {
    for (std::size_t i = 0; i < lessons.size(); ++i)
        if (lessons[i].id == id) return int(i);
    return -1;
}
