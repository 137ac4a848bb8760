import QtQuick

// A Fissure along the vertical side two neighbouring spaces share, as the board draws it.
Rectangle {
    property real unit: 34
    width: Math.max(4, unit * 0.16)
    height: unit + 2
    radius: width / 2
    color: "#1a1410"
}
