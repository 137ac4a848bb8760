#pragma once

#include <QLockFile>
#include <QString>
#include <memory>

// Where the games deleted from one Library window wait for its undo (docs/library.md): a
// folder of its own in deletedGamesFolder(), held by a lock file for as long as the window
// runs. Every Library that starts empties the folders whose lock is free (their window has
// closed or was killed) and leaves the others alone, so a second Rano never takes away a game
// the first still offers to bring back.
class DeletedGames {
public:
    // Empties what no running window holds, then takes a folder of this window's own.
    explicit DeletedGames(const QString& root);
    // The window's deleted games are gone for good with it.
    ~DeletedGames();
    DeletedGames(const DeletedGames&) = delete;
    DeletedGames& operator=(const DeletedGames&) = delete;

    // This window's folder (made when first asked), or "" when it cannot be held.
    QString folder();

    // Loose files there from a Rano before these folders are kept this long after they were
    // deleted (their owner cannot be told from their lock), then emptied.
    static constexpr int kLooseFileDays = 1;

    // Empties what the windows that ended left in `root`. Returns how many folders and loose
    // files it removed.
    static int tidy(const QString& root);

private:
    QString root_;
    QString folder_;
    std::unique_ptr<QLockFile> lock_;
};
