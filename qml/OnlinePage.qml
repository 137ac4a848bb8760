import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Rano
import Rano.Models

// Home → Play online: host a table on this computer (the app's own server, on the local
// network) for friends to join, or join a friend's table by its address and invite code.
// The table itself is the shared table of the game (docs/playing.md, "Play online").
Item {
    id: page
    required property OnlineHost host
    required property OnlineTable online
    signal backRequested()
    // The table has a position: sit down at it.
    signal tableRequested()

    Keys.onEscapePressed: page.backRequested()
    focus: true

    GameCatalog { id: games }
    readonly property OnlineClient client: online.client
    readonly property string gameId: games.playable[gameBox.currentIndex]
    readonly property var seatRange: games.players(gameId)
    // What the host passes on: this computer's address on the network, the port, the code.
    readonly property string invite: client.code.length > 0 && host.running
                                     ? host.address + ":" + host.port + "/" + client.code : ""
    readonly property var parsedInvite: client.parseInvite(inviteField.text)
    // Each seat's choice on the Host side, by its value: "me", "open" or an AI level.
    readonly property var seatKinds: [
        { value: "me", text: qsTr("Me") },
        { value: "open", text: qsTr("A friend (open seat)") },
        { value: "easy", text: qsTr("AI, %1").arg(levelWords.levelName("easy")) },
        { value: "medium", text: qsTr("AI, %1").arg(levelWords.levelName("medium")) },
        { value: "hard", text: qsTr("AI, %1").arg(levelWords.levelName("hard")) },
        { value: "expert", text: qsTr("AI, %1").arg(levelWords.levelName("expert")) }
    ]
    readonly property GameTable levelWords: games.table(games.playable[0])
    readonly property VolcanicTable volcanicDefaults: games.table("volcanic-isle")

    // The seats as the server's create takes them (docs/online.md).
    function seatList() {
        const seats = []
        for (let i = 0; i < seatRepeater.count; ++i) {
            const v = seatRepeater.itemAt(i).value
            seats.push(v === "me" || v === "open" ? { kind: v } : { kind: "ai", level: v })
        }
        return seats
    }
    // The game's setup as the server's create takes it (docs/online.md): each game's options,
    // and Volcanic Isle's continent.
    // With the table's own rules: whether others may watch, and who plays for a player away.
    function setup() {
        const table = { spectators: spectatorsBox.checked,
                        grace: page.awayChoices[awayBox.currentIndex].grace,
                        standIn: page.awayChoices[awayBox.currentIndex].level }
        if (page.gameId === "volcanic-isle")
            return Object.assign(table, { options: { volcanoFaces: volcanoFacesBox.value },
                                          continent: continentBox.currentIndex === 1 ? "random" : "standard" })
        if (page.gameId === "rapa-nui")
            return Object.assign(table, { options: { firstGame: firstGameBox.checked } })
        return table
    }
    // Who plays for a player away, and after how long (the server's grace and standIn).
    readonly property var awayChoices: [
        { grace: 120, level: "easy", text: qsTr("Away 2 minutes: an easy AI plays for them") },
        { grace: 120, level: "medium", text: qsTr("Away 2 minutes: a medium AI plays for them") },
        { grace: 30, level: "easy", text: qsTr("Away 30 seconds: an easy AI plays for them") },
        { grace: 600, level: "easy", text: qsTr("Away 10 minutes: an easy AI plays for them") },
        { grace: 0, level: "easy", text: qsTr("No AI plays for anyone away: the table waits") }
    ]
    function hostTable() {
        if (page.host.start())
            page.client.create("127.0.0.1", page.host.port, page.gameId, page.seatList(),
                               page.setup())
    }
    function joinTable() {
        page.client.join(page.parsedInvite.address, page.parsedInvite.port, page.parsedInvite.code,
                         page.parsedInvite.secure === true)
        page.joining = true
    }
    function watchTable() {
        page.client.watch(page.parsedInvite.address, page.parsedInvite.port, page.parsedInvite.code,
                          page.parsedInvite.secure === true)
        page.joining = true
    }
    property bool joining: false
    Connections {
        target: page.online
        // A friend who joins sits down as soon as the table's position comes.
        function onTableChanged() {
            if (page.joining && page.online.table !== null) {
                page.joining = false
                page.tableRequested()
            }
        }
    }

    // The client's state in words.
    readonly property string statusText: {
        switch (client.status) {
        case "connecting": return qsTr("Connecting…")
        case "connected": return qsTr("Connected.")
        case "seated": return client.seat >= 0 ? qsTr("At the table, seat %1.").arg(client.seat + 1)
                                               : qsTr("Watching the table.")
        case "reconnecting": return qsTr("The connection dropped: trying again…")
        case "closed": return qsTr("Not connected.")
        default: return ""
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 32
        spacing: 16

        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: qsTr("Play online")
                font.family: Theme.titleFont
                font.pixelSize: 34
                font.weight: Font.Bold
                color: Theme.sand
            }
            RanoButton {
                objectName: "onlineBack"
                dark: true
                text: qsTr("Back")
                toolTipText: qsTr("Back to the home screen (Esc)")
                onClicked: page.backRequested()
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 20

            // Host a table.
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredWidth: 560
                Layout.fillHeight: true
                radius: Theme.radius
                color: Qt.rgba(0.95, 0.91, 0.81, 0.94)
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 16
                    spacing: 10
                    Text {
                        text: qsTr("Host a table")
                        font.family: Theme.titleFont
                        font.pixelSize: 22
                        font.weight: Font.Bold
                        color: Theme.basalt
                    }
                    Text {
                        objectName: "hostWarning"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        font.pixelSize: 13
                        color: Theme.lava
                        text: qsTr("This computer holds the game: its hidden cards and its chance to come are on it. Host only for friends you trust, and keep Rano open while you play.")
                    }
                    RowLayout {
                        spacing: 8
                        Text { text: qsTr("Game"); color: Theme.basalt; font.pixelSize: 14 }
                        ComboBox {
                            id: gameBox
                            objectName: "onlineGame"
                            Layout.preferredWidth: 280
                            model: games.playable.map(id => games.title(id))
                        }
                        Text { text: qsTr("Players"); color: Theme.basalt; font.pixelSize: 14 }
                        SpinBox {
                            id: playersBox
                            objectName: "onlinePlayers"
                            from: page.seatRange.min
                            to: page.seatRange.max
                            value: 3
                        }
                    }
                    // The game's options, as a new game on this computer offers them.
                    RowLayout {
                        objectName: "volcanicOptions"
                        visible: page.gameId === "volcanic-isle"
                        spacing: 8
                        Text { text: qsTr("Continent"); color: Theme.basalt; font.pixelSize: 14 }
                        ComboBox {
                            id: continentBox
                            objectName: "onlineContinent"
                            Layout.preferredWidth: 220
                            model: [qsTr("Mu, the standard continent"), qsTr("A random continent")]
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("A random continent is drawn by the host's server and shown to everyone at the table")
                        }
                        Text { text: qsTr("Volcano faces"); color: Theme.basalt; font.pixelSize: 14 }
                        SpinBox {
                            id: volcanoFacesBox
                            objectName: "onlineVolcanoFaces"
                            from: 0
                            to: 6
                            value: page.volcanicDefaults.defaultVolcanoFaces
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("After each raised Moai the die is rolled; a Volcano face makes a Volcano erupt")
                        }
                    }
                    CheckBox {
                        id: firstGameBox
                        objectName: "onlineFirstGame"
                        visible: page.gameId === "rapa-nui"
                        text: qsTr("First game")
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Play with the 21 simplest Ahu tiles and without Rongorongo Tablets")
                    }
                    RowLayout {
                        spacing: 8
                        CheckBox {
                            id: spectatorsBox
                            objectName: "onlineSpectators"
                            checked: true
                            text: qsTr("Others may watch")
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("Whoever has the invite may watch the table, seeing no hidden card")
                        }
                        ComboBox {
                            id: awayBox
                            objectName: "onlineAway"
                            Layout.fillWidth: true
                            textRole: "text"
                            model: page.awayChoices
                            ToolTip.visible: hovered
                            ToolTip.text: qsTr("When a player's connection is gone this long, an AI plays their seat until they come back")
                        }
                    }
                    Repeater {
                        id: seatRepeater
                        model: playersBox.value
                        delegate: RowLayout {
                            required property int index
                            readonly property string value: page.seatKinds[kindBox.currentIndex].value
                            spacing: 8
                            Text {
                                Layout.preferredWidth: 70
                                text: qsTr("Seat %1").arg(index + 1)
                                color: Theme.basalt
                                font.pixelSize: 14
                            }
                            ComboBox {
                                id: kindBox
                                objectName: "onlineSeat" + index
                                Layout.preferredWidth: 280
                                textRole: "text"
                                model: page.seatKinds
                                currentIndex: index === 0 ? 0 : index === 1 ? 1 : 2
                            }
                        }
                    }
                    RanoButton {
                        objectName: "hostButton"
                        primary: true
                        enabled: !page.client.busy
                        text: qsTr("Host the table")
                        toolTipText: qsTr("Start a table on this computer and get a code to pass on")
                        onClicked: page.hostTable()
                    }
                    Text {
                        objectName: "hostError"
                        Layout.fillWidth: true
                        visible: text.length > 0
                        wrapMode: Text.WordWrap
                        color: Theme.lava
                        font.pixelSize: 13
                        text: page.host.error
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        visible: page.invite.length > 0
                        spacing: 6
                        Text {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            color: Theme.basalt
                            font.pixelSize: 14
                            text: qsTr("Invite code: %1. Pass this on to your friends; they paste it under Join:").arg(page.client.code)
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            TextField {
                                id: inviteText
                                objectName: "inviteText"
                                Layout.fillWidth: true
                                readOnly: true
                                selectByMouse: true
                                text: page.invite
                            }
                            RanoButton {
                                compact: true
                                text: qsTr("Copy")
                                toolTipText: qsTr("Copy the address and code")
                                onClicked: { inviteText.selectAll(); inviteText.copy() }
                            }
                        }
                        RanoButton {
                            objectName: "sitDownButton"
                            primary: true
                            enabled: page.online.table !== null
                            text: qsTr("Sit at the table")
                            toolTipText: qsTr("Go to the table; the game waits for the open seats")
                            onClicked: page.tableRequested()
                        }
                    }
                    Item { Layout.fillHeight: true }
                }
            }

            // Join a table.
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredWidth: 380
                Layout.fillHeight: true
                radius: Theme.radius
                color: Qt.rgba(0.95, 0.91, 0.81, 0.94)
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: 16
                    spacing: 10
                    Text {
                        text: qsTr("Join a table")
                        font.family: Theme.titleFont
                        font.pixelSize: 22
                        font.weight: Font.Bold
                        color: Theme.basalt
                    }
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        color: Theme.basalt
                        font.pixelSize: 13
                        text: qsTr("Paste what the host passed on: the address and the code, as 192.168.1.20:7469/Q7MXK2PA. Join takes a seat; Watch looks on.")
                    }
                    TextField {
                        id: inviteField
                        objectName: "inviteField"
                        Layout.fillWidth: true
                        placeholderText: qsTr("address:port/code")
                        selectByMouse: true
                        onAccepted: if (joinButton.enabled) page.joinTable()
                    }
                    RowLayout {
                        spacing: 8
                        RanoButton {
                            id: joinButton
                            objectName: "joinButton"
                            primary: true
                            enabled: page.parsedInvite.code !== undefined && !page.client.busy
                            text: qsTr("Join")
                            toolTipText: qsTr("Take the first open seat at that table")
                            onClicked: page.joinTable()
                        }
                        RanoButton {
                            objectName: "watchButton"
                            enabled: joinButton.enabled
                            text: qsTr("Watch")
                            toolTipText: qsTr("Watch that table without a seat: you see what every player may see, no hidden card")
                            onClicked: page.watchTable()
                        }
                    }
                    RanoButton {
                        objectName: "rejoinButton"
                        visible: page.client.hasSavedSeat && page.online.table === null
                        text: qsTr("Rejoin my last table")
                        toolTipText: qsTr("Sit down again at the online table you left")
                        onClicked: { page.joining = true; page.client.resumeSaved() }
                    }
                    Item { Layout.fillHeight: true }
                }
            }
        }

        Text {
            objectName: "onlineStatus"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.foam
            font.pixelSize: 14
            text: [page.statusText, page.client.error, page.online.error].filter(t => t.length > 0).join(" ")
        }
    }
}
