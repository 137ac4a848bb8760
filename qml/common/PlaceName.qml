import QtQuick

// A name written on the board, kept whole: it wraps between words where its language has
// spaces, and is written smaller rather than broken where it has none (Japanese breaks
// between any two kana, so "ラノ・ララク" would lose its last character to a second line)
// or where one word is wider than its place ("Offrande exceptionnelle" on an Ahu tile).
Text {
    id: name
    readonly property bool hasWords: text.indexOf(" ") >= 0
    wrapMode: hasWords ? Text.WordWrap : Text.NoWrap
    fontSizeMode: !hasWords || widestWord.advanceWidth > width ? Text.HorizontalFit : Text.FixedSize
    TextMetrics {
        id: widestWord
        font: name.font
        text: name.text.split(" ").reduce((a, b) => b.length > a.length ? b : a, "")
    }
    minimumPixelSize: 7
    horizontalAlignment: Text.AlignHCenter
}
