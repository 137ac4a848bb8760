import QtQuick
import Rano
import Rano.Models

// A saved game's position for a file manager's thumbnail (`rano --thumbnail`, thumbnail.cpp):
// the game's board at its last position, drawn by the very board its review shows (the review
// page's `board`), on the sea the app's screens sit on. Nothing is saved or autosaved.
Item {
    id: root
    // The file, and after `open` whether it could be read and why not.
    property string file
    property string error
    readonly property Item board: fitted

    GameCatalog {
        id: catalog
    }

    // The review page of the file's game, made but never shown: it lends its board.
    property Item review: null

    function open() {
        const game = catalog.gameOfFile(root.file)
        const viewer = catalog.replay(game)
        if (!viewer.open(root.file)) {
            root.error = viewer.lastError
            return false
        }
        viewer.last()
        const page = Qt.createComponent(catalog.page(game, "review"))
        if (page.status !== Component.Ready) {
            root.error = page.errorString()
            return false
        }
        root.review = page.createObject(null, { viewer: viewer })
        if (!root.review) {
            root.error = root.file + ": the review cannot be made"
            return false
        }
        drawDirectly(fitted.item)
        return true
    }

    // The offscreen platform draws with Qt Quick's software renderer, which fills the empty
    // parts of a layer (an item drawn once into a texture, only to save frames) with black:
    // every item of the board is drawn directly instead, which looks the same.
    function drawDirectly(item) {
        if (!item)
            return
        if (item.layer && item.layer.enabled)
            item.layer.enabled = false
        for (let i = 0; i < item.children.length; ++i)
            drawDirectly(item.children[i])
    }

    SeaBackground {
        anchors.fill: parent
    }

    FittedBoard {
        id: fitted
        anchors.fill: parent
        anchors.margins: 8
        sourceComponent: root.review ? root.review.board : null
    }
}
