#pragma once

#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <initializer_list>

// The seats of a test's game as a table's newGame takes them: "human" or an AI level for
// each, named "Seat 1", "Seat 2", ...
inline QVariantList seats(std::initializer_list<const char*> kinds) {
    QVariantList list;
    int n = 0;
    for (const char* k : kinds) {
        const QString kind = QString::fromLatin1(k);
        list << QVariantMap{{"name", QStringLiteral("Seat %1").arg(++n)},
                            {"human", kind == u"human"},
                            {"level", kind == u"human" ? QString() : kind}};
    }
    return list;
}
