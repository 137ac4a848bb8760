import QtQuick
import Rano

// One space drawn exactly as the board draws it, for the pictures of the Rules screen.
SpaceView {
    index: 0
    centreX: 0
    centreY: 0
    tile: 9
    volcanoTile: false
    crater: false
    sunk: false
    ground: ""
    groundOwner: -1
    settlers: []
    carried: []
    raised: []
    geyserSides: []
    selected: false
    target: false
    actionable: false
    name: ""
    spaceInTile: 0
    doomed: false
    previewGeyser: -1
    lit: false
    hint: ""
    hintDirection: -1
    recent: false
    unit: 40
}
