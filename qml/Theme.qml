pragma Singleton
import QtQuick
import QtQuick.Controls

// The island-and-sea palette and type scale every screen shares.
QtObject {
    readonly property color deepSea: "#0b2c40"
    readonly property color sea: "#145066"
    readonly property color lagoon: "#2a7f86"
    readonly property color foam: "#d8efe9"
    readonly property color sand: "#f3e7cf"
    readonly property color sandDark: "#e2cfa8"
    readonly property color basalt: "#2c2724"
    readonly property color basaltSoft: "#5a514a"
    readonly property color lava: "#d4551f"
    readonly property color ember: "#f08a3c"
    readonly property color palm: "#3f7a4f"
    readonly property color grass: "#7aa35a"
    readonly property color tuff: "#8c7b6b"
    // Where the keyboard is: the focused control, the board's cursor.
    readonly property color focus: "#ffc233"

    // Rapa Nui, the card game: a colour per kind of card (the four Hunters & Gatherers share
    // theirs with the Sacrifice cards of the same type).
    readonly property var kindColours: ({
        "moai": "#6f6259", "priest": "#7a4f9a", "lumberjack": "#3f7a4f",
        "fish": "#2c7bb6", "mulberry": "#a23b72", "sweet-potato": "#d1732b", "grain": "#b8921c"
    })
    function kindColour(kind) { return kindColours[kind] !== undefined ? kindColours[kind] : tuff }
    readonly property var kindOrder: ["moai", "priest", "lumberjack", "fish", "mulberry", "sweet-potato", "grain"]
    readonly property var typeOrder: ["fish", "mulberry", "sweet-potato", "grain"]

    readonly property string titleFont: "Noto Serif CJK JP"
    readonly property string bodyFont: "Noto Sans CJK JP"

    readonly property int radius: 14
    readonly property int spacing: 16

    // The widest an attached tooltip grows before it wraps (issue 50.11: tips of several
    // sentences stretched across the choices).
    readonly property int toolTipWidth: 400

    // The shared tooltip every `ToolTip.text` uses, held to that width: set once, when the
    // theme is first used (through an item: the tooltip attaches to items only).
    readonly property Item toolTipOwner: Item {}
    Component.onCompleted: {
        const tip = toolTipOwner.ToolTip.toolTip
        tip.contentWidth = Qt.binding(() => Math.min(tip.implicitContentWidth, toolTipWidth))
    }
}
