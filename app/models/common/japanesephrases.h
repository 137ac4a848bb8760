#pragma once

#include <QString>
#include <QTranslator>

// Japanese has no spaces, and Qt breaks its lines between any two characters: a verb from
// its ending (「買 / いますか」), a katakana name in two, a kana alone on the last line.
// Typesetters break between phrases (文節) instead. A phrase here is a run of kanji or of
// katakana (a number may lead or end it: 「2部族」, 「1つ」, 「小型1」) with the hiragana that
// follow it (its ending and particles: 「買いますか」, 「モアイを」), or a run of hiragana; a word
// joiner (U+2060) between its characters keeps it on one line. Lines still break between phrases,
// at punctuation and around Latin words.
QString keepJapanesePhrasesWhole(const QString& text);

// The Japanese catalogue, each text's phrases kept whole (keepJapanesePhrasesWhole). A text
// shorter than kShortestJoined characters is left as written: a label that short fits its
// line, and may become a name kept in a file or searched for (a save's, a seat's), where
// invisible joiners would not match what a player types.
class JapaneseTranslator : public QTranslator {
public:
    static constexpr qsizetype kShortestJoined = 16;
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override;
};
