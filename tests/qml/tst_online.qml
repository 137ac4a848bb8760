import QtQuick
import QtTest
import Rano
import Rano.Models

// Play online (docs/online.md, "Playing online from the app"): the GUI hosts a card game on
// 127.0.0.1 from the Play online page, a second client joins with the invite the page shows,
// and both play on: the host's player by clicking the choices of the shared table, the
// friend through its own table, one whole turn each.
TestCase {
    id: testCase
    name: "OnlinePage"
    width: 1024
    height: 700
    visible: true
    when: windowShown

    Component {
        id: hostComponent
        OnlineHost { forTest: true }
    }
    Component {
        id: tableComponent
        OnlineTable { client.rememberSeat: false }
    }
    Component {
        id: pageComponent
        OnlinePage { width: 1024; height: 700 }
    }
    Component {
        id: screenComponent
        CardsGameScreen { width: 1024; height: 700 }
    }
    SignalSpy { id: tableSpy; signalName: "tableRequested" }
    Component { id: spyComponent; SignalSpy {} }

    function test_hostJoinAndPlayATurnEach() {
        const host = createTemporaryObject(hostComponent, testCase)
        const mine = createTemporaryObject(tableComponent, testCase)
        mine.client.name = "Ana"
        const page = createTemporaryObject(pageComponent, testCase, { host: host, online: mine })
        waitForRendering(page)
        const game = findChild(page, "onlineGame")
        game.currentIndex = game.model.indexOf("Rapa Nui: the card game")
        compare(page.gameId, "rapa-nui-cards")
        compare(findChild(page, "onlinePlayers").value, 3)
        compare(page.seatList(), [{ kind: "me" }, { kind: "open" }, { kind: "ai", level: "easy" }])
        // The table's own rules: others may watch, an easy AI plays for anyone away 2 minutes.
        compare(page.setup(), { spectators: true, grace: 120, standIn: "easy" })
        findChild(page, "onlineSpectators").checked = false
        findChild(page, "onlineAway").currentIndex = 4
        compare(page.setup(), { spectators: false, grace: 0, standIn: "easy" })
        findChild(page, "onlineSpectators").checked = true
        findChild(page, "onlineAway").currentIndex = 0
        // Each game's options, as the server's create takes them.
        game.currentIndex = game.model.indexOf("Volcanic Isle")
        verify(findChild(page, "volcanicOptions").visible)
        findChild(page, "onlineContinent").currentIndex = 1
        compare(page.setup(), { spectators: true, grace: 120, standIn: "easy",
                                options: { volcanoFaces: findChild(page, "onlineVolcanoFaces").value },
                                continent: "random" })
        game.currentIndex = game.model.indexOf("Rapa Nui")
        verify(!findChild(page, "volcanicOptions").visible)
        findChild(page, "onlineFirstGame").checked = true
        compare(page.setup(), { spectators: true, grace: 120, standIn: "easy",
                                options: { firstGame: true } })
        game.currentIndex = game.model.indexOf("Rapa Nui: the card game")
        verify(findChild(page, "hostWarning").visible)

        mouseClick(findChild(page, "hostButton"))
        tryVerify(() => findChild(page, "inviteText").text.length > 0, 10000)
        const invite = findChild(page, "inviteText").text
        compare(invite, "127.0.0.1:" + host.port + "/" + mine.client.code)
        compare(mine.client.seat, 0)
        tryVerify(() => mine.table !== null, 10000)

        tableSpy.target = page
        mouseClick(findChild(page, "sitDownButton"))
        compare(tableSpy.count, 1)
        const screen = createTemporaryObject(screenComponent, testCase,
                                             { table: mine.table, online: mine })
        verify(!findChild(screen, "saveButton").visible)
        verify(findChild(screen, "onlineSeats").visible)

        // The friend pastes the invite.
        const friend = createTemporaryObject(tableComponent, testCase)
        friend.client.name = "Bo"
        const parsed = friend.client.parseInvite(invite)
        friend.client.join(parsed.address, parsed.port, parsed.code)
        tryVerify(() => friend.table !== null, 10000)
        compare(friend.client.seat, 1)
        tryVerify(() => mine.seats.length === 3 && mine.seats[1].connected, 10000)
        compare(mine.seats[1].name, "Bo")
        compare(mine.seats[0].you, true)

        // Each human plays until their turn has passed on: the host's player by clicking.
        let played = [0, 0]
        let done = [false, false]
        for (let step = 0; step < 60 && !(done[0] && done[1]); ++step) {
            tryVerify(() => mine.client.version === friend.client.version
                      && (mine.table.humanToDecide || friend.table.humanToDecide
                          || mine.table.over), 20000)
            if (mine.table.over)
                break
            compare(mine.error, "")
            compare(friend.error, "")
            const version = mine.client.version
            if (mine.table.humanToDecide) {
                compare(friend.table.humanToDecide, false)
                waitForRendering(screen)
                const choice = mine.table.choices.get(0).choice
                const button = findChild(screen, "choice_" + choice.replace(/ /g, "_"))
                verify(button, "a button for " + choice)
                mouseClick(button)
                ++played[0]
            } else {
                verify(friend.table.play(friend.table.choices.get(0).choice))
                ++played[1]
            }
            tryVerify(() => mine.client.version > version && friend.client.version > version, 10000)
            // A turn has passed on once its player no longer decides after playing.
            for (let i = 0; i < 2; ++i) {
                const t = i === 0 ? mine : friend
                if (played[i] > 0 && !t.table.humanToDecide)
                    done[i] = true
            }
        }
        verify(done[0] && done[1], "each human played a whole turn: " + played)
        verify(mine.table.log.rowCount() > played[0] + played[1])
        // Take back is offered online (the server asks the others). Bo asks: if Ana decided
        // since his last decision, her screen asks her, and she keeps it; else it is done.
        compare(findChild(screen, "takeBackNote").text, "")
        verify(findChild(screen, "takeBackButton").enabled)
        const asked = findChild(screen, "onlineTakeBackDialog")
        const lastLine = t => t.log.data(t.log.index(t.log.rowCount() - 1, 0), 257) // TextRole
        friend.table.takeBack()
        tryVerify(() => asked.opened || lastLine(friend.table) === "Your last decision is taken back.",
                  10000, lastLine(friend.table))
        if (asked.opened) {
            compare(asked.title, "Bo asks to take back their last decision")
            mouseClick(findChild(asked, "onlineTakeBackRefuse"))
            tryVerify(() => lastLine(friend.table) === "Ana keeps it: nothing is taken back.", 10000)
            tryVerify(() => !asked.visible)
        }
        // A third computer watches through the page's Watch button: it sees the table's
        // position as a spectator, and is offered no choice.
        const watcher = createTemporaryObject(tableComponent, testCase)
        watcher.client.name = "Cy"
        const watchPage = createTemporaryObject(pageComponent, testCase,
                                                { host: host, online: watcher })
        tableSpy.target = watchPage
        tableSpy.clear()
        findChild(watchPage, "inviteField").text = invite
        mouseClick(findChild(watchPage, "watchButton"))
        tryVerify(() => watcher.table !== null, 10000)
        tryCompare(tableSpy, "count", 1)
        compare(watcher.client.seat, -1)
        compare(watcher.client.status, "seated")
        tryVerify(() => watcher.client.version === mine.client.version, 10000)
        compare(watcher.table.humanToDecide, false)
        compare(watcher.table.log.rowCount() > 0, true)
        watcher.client.leave(true)
        watchPage.destroy()
        wait(0) // gone before the clicks below, which it would take

        // The host's player leaves for good: asked first, then home; the friend's table shows
        // Ana's seat played by an AI under her name, and the game goes on.
        const homeSpy = createTemporaryObject(spyComponent, testCase,
                                              { target: screen, signalName: "homeRequested" })
        const leave = findChild(screen, "leaveForGoodButton")
        verify(leave.visible)
        mouseClick(leave)
        const dialog = findChild(screen, "leaveForGoodDialog")
        tryVerify(() => dialog.opened)
        mouseClick(findChild(dialog, "leaveForGoodConfirm"))
        compare(homeSpy.count, 1)
        tryCompare(mine.client, "status", "idle", 10000)
        verify(!mine.client.hasSavedSeat)
        tryVerify(() => friend.seats[0].kind === "ai", 10000)
        compare(friend.seats[0].name, "Ana")
        compare(friend.seats[0].left, true)
        friend.client.leave(true)
        mine.client.leave(true)
        // The screens go before the table they show.
        screen.destroy()
        page.destroy()
        wait(0)
    }
}
