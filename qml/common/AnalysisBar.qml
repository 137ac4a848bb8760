import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano

// The AI's review of a recorded game, for either game's viewer (analysing, analysisProgress,
// analysed, analyse(), cancelAnalysis()): a bar while it works, a button to start, stop or go
// on, and a word once every choice is reviewed.
RowLayout {
    id: bar
    required property var viewer
    spacing: 8
    ProgressBar {
        objectName: "analysisProgress"
        Layout.fillWidth: true
        visible: bar.viewer.analysing || (bar.viewer.analysisProgress > 0 && !bar.viewer.analysed)
        value: bar.viewer.analysisProgress
    }
    Text {
        Layout.fillWidth: true
        visible: !bar.viewer.analysing && (bar.viewer.analysisProgress === 0 || bar.viewer.analysed)
        text: bar.viewer.analysed ? qsTr("Analysed: mistakes are marked ✖")
                                  : qsTr("The AI can review every choice")
        elide: Text.ElideRight
        font.pixelSize: 13
        color: Theme.basaltSoft
    }
    RanoButton {
        objectName: "analyseButton"
        compact: true
        visible: !bar.viewer.analysed
        text: bar.viewer.analysing ? qsTr("Stop") : bar.viewer.analysisProgress > 0 ? qsTr("Go on") : qsTr("Analyse")
        toolTipText: bar.viewer.analysing ? qsTr("Stop the analysis; what is done is kept")
                                          : qsTr("Let the AI review every choice and mark the mistakes")
        onClicked: bar.viewer.analysing ? bar.viewer.cancelAnalysis() : bar.viewer.analyse()
    }
}
