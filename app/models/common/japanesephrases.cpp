#include "japanesephrases.h"

namespace {

constexpr char16_t kWordJoiner = 0x2060;

bool isHiragana(char16_t c) {
    return c >= 0x3041 && c <= 0x309f;
}
// With the prolonged sound mark ー and the middle dot ・ of names (ラノ・ララク).
bool isKatakana(char16_t c) {
    return c >= 0x30a1 && c <= 0x30ff;
}
// With the iteration mark 々.
bool isKanji(char16_t c) {
    return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf) || c == 0x3005;
}
bool isDigit(char16_t c) {
    return (c >= u'0' && c <= u'9') || (c >= 0xff10 && c <= 0xff19);
}

} // namespace

QString keepJapanesePhrasesWhole(const QString& text) {
    QString out;
    out.reserve(text.size() + text.size() / 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (i > 0) {
            const char16_t before = text[i - 1].unicode();
            const bool joined = (isDigit(c) && (isKanji(before) || isKatakana(before))) ||
                                (isKanji(c) && (isKanji(before) || isDigit(before))) ||
                                (isKatakana(c) && (isKatakana(before) || isDigit(before))) ||
                                (isHiragana(c) && (isHiragana(before) || isKanji(before) ||
                                                   isKatakana(before) || isDigit(before)));
            if (joined) out += QChar(kWordJoiner);
        }
        out += text[i];
    }
    return out;
}

QString JapaneseTranslator::translate(const char* context, const char* source,
                                      const char* disambiguation, int n) const {
    const QString text = QTranslator::translate(context, source, disambiguation, n);
    return text.size() < kShortestJoined ? text : keepJapanesePhrasesWhole(text);
}
