#pragma once

#include <QLocale>
#include <QObject>
#include <QStringList>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>
#include <memory>

// The interface language: English, French or Japanese (the rulebooks' languages).
// The choice is kept in QSettings and applied to the whole app at once.
class Language : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString code READ code WRITE setCode NOTIFY codeChanged)
    Q_PROPERTY(QStringList codes READ codes CONSTANT)

public:
    explicit Language(QObject* parent = nullptr);
    ~Language() override;

    QString code() const { return code_; }
    void setCode(const QString& code);
    QStringList codes() const;
    // The language's name in that language, for the Settings list.
    Q_INVOKABLE QString nativeName(const QString& code) const;

    // The saved language, or the system's when it is one Rano ships, else English.
    static QString savedCode();
    // The locale of language `code`, which numbers and dates follow once it is chosen.
    static QLocale localeOf(const QString& code);

signals:
    void codeChanged();

private:
    bool install(const QString& code);

    QString code_;
    std::unique_ptr<QTranslator> translator_;
    // Qt's own texts (the file dialog's buttons and columns) in the same language.
    std::unique_ptr<QTranslator> qtTranslator_;
};
