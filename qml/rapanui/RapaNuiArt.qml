import QtQuick

// Rapa Nui's card picture: a Moai on its ahu, the stone platform, facing the sea.
Item {
    id: art
    readonly property color skyTop: "#2f6b72"
    readonly property color skyBottom: "#174a5a"

    Item {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 14
        width: 120
        height: 146
        scale: Math.min(1, (art.height - 20) / 146)
        transformOrigin: Item.Bottom
        readonly property color stone: "#7d6f64"
        readonly property color shade: "#5e534b"
        Rectangle { x: 0; y: 134; width: 120; height: 12; radius: 2; color: "#3e3631" }
        // body and arms
        Rectangle { x: 30; y: 92; width: 60; height: 44; radius: 6; color: parent.shade }
        // long ears
        Rectangle { x: 28; y: 30; width: 10; height: 44; radius: 5; color: parent.shade }
        Rectangle { x: 82; y: 30; width: 10; height: 44; radius: 5; color: parent.shade }
        // head: tall, with a heavy brow and a long nose
        Rectangle { x: 36; y: 6; width: 48; height: 92; radius: 10; color: parent.stone }
        Rectangle { x: 36; y: 30; width: 48; height: 9; radius: 3; color: parent.shade }
        Rectangle { x: 55; y: 38; width: 10; height: 30; radius: 4; color: "#8b7d71" }
        Rectangle { x: 50; y: 78; width: 20; height: 4; radius: 2; color: parent.shade }
        // red scoria topknot
        Rectangle { x: 40; y: 0; width: 40; height: 12; radius: 5; color: "#a4533a" }
    }
}
