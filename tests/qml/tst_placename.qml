import QtQuick
import QtTest
import Rano

// Issue 50.15: a place's name on the board is never broken inside a word. A Japanese name
// has no spaces, so it is written smaller on one line; an English one wraps between words.
TestCase {
    name: "PlaceName"
    width: 200
    height: 200
    visible: true
    when: windowShown
    PlaceName {
        id: japanese
        width: 64
        text: "ラノ・ララク"
        font.pixelSize: 14
    }
    PlaceName {
        id: english
        y: 60
        width: 64
        text: "Take Three More"
        font.pixelSize: 11
    }
    function test_aNameWithoutSpacesStaysOnOneLine() {
        compare(japanese.lineCount, 1)
        verify(japanese.contentWidth <= japanese.width, japanese.contentWidth)
        verify(japanese.fontInfo.pixelSize < 14 && japanese.fontInfo.pixelSize >= 7, japanese.fontInfo.pixelSize)
    }
    function test_aNameOfWordsWrapsBetweenThem() {
        verify(english.lineCount >= 2, english.lineCount)
        compare(english.fontInfo.pixelSize, 11)
    }
}
