#include "language.h"

#include "japanesephrases.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

namespace {
const QStringList kCodes = {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("ja")};
const QString kSettingsKey = QStringLiteral("interface/language");
} // namespace

Language::Language(QObject* parent) : QObject(parent) {
    code_ = savedCode();
    install(code_);
}

Language::~Language() {
    if (translator_) QCoreApplication::removeTranslator(translator_.get());
    if (qtTranslator_) QCoreApplication::removeTranslator(qtTranslator_.get());
}

QStringList Language::codes() const {
    return kCodes;
}

QString Language::nativeName(const QString& code) const {
    if (code == u"fr") return QStringLiteral("Français");
    if (code == u"ja") return QStringLiteral("日本語");
    return QStringLiteral("English");
}

QString Language::savedCode() {
    const QString saved = QSettings().value(kSettingsKey).toString();
    if (kCodes.contains(saved)) return saved;
    const QString system = QLocale::system().name().left(2);
    return kCodes.contains(system) ? system : QStringLiteral("en");
}

void Language::setCode(const QString& code) {
    if (code == code_ || !kCodes.contains(code)) return;
    if (!install(code)) return;
    code_ = code;
    QSettings().setValue(kSettingsKey, code);
    if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
    emit codeChanged();
}

// The locale numbers are written in (issue 68.8: French writes "0,6 s"): Qt.locale() and
// QLocale() follow the chosen language, not the system's.
QLocale Language::localeOf(const QString& code) {
    if (code == u"fr") return QLocale(QLocale::French, QLocale::France);
    if (code == u"ja") return QLocale(QLocale::Japanese, QLocale::Japan);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

bool Language::install(const QString& code) {
    if (translator_) {
        QCoreApplication::removeTranslator(translator_.get());
        translator_.reset();
    }
    if (qtTranslator_) {
        QCoreApplication::removeTranslator(qtTranslator_.get());
        qtTranslator_.reset();
    }
    // Qt's catalogue (Debian's qt6-translations-l10n); without it Qt's few texts stay English.
    if (auto qt = std::make_unique<QTranslator>();
        code != u"en" && qt->load(QStringLiteral("qt_") + code,
                                  QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qtTranslator_ = std::move(qt);
    }
    // Japanese lines break between phrases, not inside a word (JapaneseTranslator).
    auto t =
        code == u"ja" ? std::make_unique<JapaneseTranslator>() : std::make_unique<QTranslator>();
    // English needs its translation only for plurals ("1 Settler", "2 Settlers").
    const bool loaded = t->load(QStringLiteral(":/i18n/rano_%1.qm").arg(code));
    if (!loaded && code != u"en") return false;
    QLocale::setDefault(localeOf(code));
    if (!loaded) return true;
    QCoreApplication::installTranslator(t.get());
    translator_ = std::move(t);
    return true;
}
