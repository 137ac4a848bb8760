#pragma once

#include <QTranslator>

// A translator that marks every text it is asked for ("«...»"), as the French one rewrites
// it: a test installs it to see which texts follow a change of language.
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* source, const char*, int) const override {
        return QStringLiteral("«%1»").arg(QString::fromUtf8(source));
    }
};
