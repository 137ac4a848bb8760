import QtQuick
import QtQuick.Controls
import Rano.Models

// A page's games (the Library's, Continue's), a GameFileCard each, in the model's order, with
// a scroll bar whenever some are out of sight. The page gives the model and the card: what
// its card shows besides the game's name and seats, and its buttons.
ListView {
    id: list
    // The game names on the cards (GameCatalog.title).
    required property GameCatalog gameCatalog

    clip: true
    spacing: 8
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {
        policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
    }

    // The game's name; its file's for a game the catalog does not know.
    function titleOf(gameId, path) {
        const title = list.gameCatalog.title(gameId)
        return title.length > 0 ? title : path.split("/").pop()
    }
}
