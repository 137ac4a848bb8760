import QtQuick
import Rano

// The frame of the picture at the top of a game card: the sky the game's own drawing sets
// (its `skyTop` and `skyBottom`), with only its top corners rounded. The drawing is the
// catalog's "art" of the game, so the card names no game.
Item {
    id: art
    property url picture

    clip: true

    // Taller than the art by one radius, so only its top corners show rounded.
    Rectangle {
        width: parent.width
        height: parent.height + radius
        radius: Theme.radius
        gradient: Gradient {
            GradientStop { position: 0; color: drawing.item ? drawing.item.skyTop : "#3b5f6f" }
            GradientStop { position: 1; color: drawing.item ? drawing.item.skyBottom : "#174a5a" }
        }
    }

    Loader {
        id: drawing
        objectName: "artDrawing"
        anchors.fill: parent
        source: art.picture
    }
}
