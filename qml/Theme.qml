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
    // The hint's choice, ringed on every table's board.
    readonly property color hint: "#2ec4b6"
    readonly property color focus: "#ffc233"
    // The coach (Learn to play): its panel, and the control a lesson points at.
    readonly property color coach: "#9b6bff"
    // The objectName of the control the coach's lesson points at now ("" for none).
    property string coachPoint: ""

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

    // Where the mouse pointer is in the window (Main's HoverHandler keeps it; -1 before it
    // moves), the window's size, and the part of it a tip may cover: a table's board, never
    // its choices (TableScreen sets it while it is shown; empty means the whole window).
    property point pointer: Qt.point(-1, -1)
    property size windowSize: Qt.size(0, 0)
    property rect tipBounds: Qt.rect(0, 0, 0, 0)

    // Where a tip goes, in its parent's coordinates (issue 50.11): beside the pointer, below
    // and to its right, or to its left where the bounds end; from a pointer outside the
    // bounds (the side panel), just left of them, so that a tip never covers the choices.
    // Above its item, as the style places it, while the pointer is unknown.
    function tipPlace(tip) {
        const owner = tip.parent
        if (!owner)
            return Qt.point(0, 0)
        if (pointer.x < 0 || windowSize.width <= 0)
            return Qt.point((owner.width - tip.width) / 2, -tip.height - 3)
        const area = tipBounds.width > 0 ? tipBounds : Qt.rect(0, 0, windowSize.width, windowSize.height)
        const right = area.x + area.width
        let x = pointer.x + 16
        if (pointer.x > right)
            x = right - tip.width - 8
        else if (x + tip.width > right)
            x = pointer.x - 12 - tip.width
        x = Math.max(4, x)
        let y = pointer.y + 22
        if (y + tip.height > windowSize.height - 4)
            y = Math.max(4, pointer.y - 12 - tip.height)
        return owner.mapFromItem(null, x, y)
    }

    // The shared tooltip every `ToolTip.text` uses, held to that width and placed by
    // tipPlace: set once, when the theme is first used (through an item: the tooltip
    // attaches to items only).
    readonly property Item toolTipOwner: Item {}
    Component.onCompleted: {
        const tip = toolTipOwner.ToolTip.toolTip
        tip.contentWidth = Qt.binding(() => Math.min(tip.implicitContentWidth, toolTipWidth))
        tip.x = Qt.binding(() => tip.visible ? tipPlace(tip).x : 0)
        tip.y = Qt.binding(() => tip.visible ? tipPlace(tip).y : 0)
    }
}
