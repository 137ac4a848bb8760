import QtQuick

// A name written on the board, kept whole: it wraps between words where its language has
// spaces, and is written smaller rather than broken where it has none (Japanese breaks
// between any two kana, so "ラノ・ララク" would lose its last character to a second line).
Text {
    readonly property bool hasWords: text.indexOf(" ") >= 0
    wrapMode: hasWords ? Text.WordWrap : Text.NoWrap
    fontSizeMode: hasWords ? Text.FixedSize : Text.HorizontalFit
    minimumPixelSize: 7
    horizontalAlignment: Text.AlignHCenter
}
