import QtQuick

// A game's board in its area. A board that cannot lay out smaller than some size says so
// (its minimumWidth and minimumHeight); in a smaller area it is laid out at that size and
// scaled down to fit, so nothing slides under the side panel or out of the window.
Item {
    id: area
    property alias sourceComponent: loader.sourceComponent
    readonly property Item item: loader.item
    readonly property real boardMinimumWidth: loader.item && loader.item.minimumWidth !== undefined
                                              ? loader.item.minimumWidth : 0
    readonly property real boardMinimumHeight: loader.item && loader.item.minimumHeight !== undefined
                                               ? loader.item.minimumHeight : 0
    // 1, or the scale that fits the board's smallest layout in the area.
    readonly property real fit: Math.max(0.2, Math.min(1,
        boardMinimumWidth > 0 && width > 0 ? width / boardMinimumWidth : 1,
        boardMinimumHeight > 0 && height > 0 ? height / boardMinimumHeight : 1))

    Loader {
        id: loader
        width: area.width / area.fit
        height: area.height / area.fit
        scale: area.fit
        transformOrigin: Item.TopLeft
    }
}
