#include "library_add.h"

#include <QCoreApplication>
#include <QFile>
#include <QString>
#include <memory>

#include "gamefolders.h"
#include "libraryindex.h"

std::string addToLibrary(const std::vector<std::string>& paths) {
    // Qt SQL finds its SQLite driver, and QStandardPaths the app's data folder, through the
    // application: one named as the app names itself.
    static int argc = 1;
    static char name[] = "rano-cli";
    static char* argv[] = {name, nullptr};
    std::unique_ptr<QCoreApplication> app;
    if (!QCoreApplication::instance()) app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Rano"));
    QCoreApplication::setApplicationName(QStringLiteral("Rano"));
    LibraryIndex index;
    if (!index.open(libraryIndexFile())) return index.lastError().toStdString();
    // The index can always be built again from the folders (docs/library.md): a game written
    // elsewhere is copied into the finished games first, then its card is added. Killed
    // between the two, the next look at the folders finds the copy.
    QVector<LibraryEntry> cards;
    for (const std::string& out : paths) {
        const QString path = QFile::decodeName(QByteArray::fromStdString(out));
        QString kept = path, why;
        if (!isInGameFolders(path)) kept = copyGameFile(path, finishedGamesFolder(), &why);
        if (kept.isEmpty()) return "cannot add " + out + " to the library: " + why.toStdString();
        cards.append(readLibraryEntry(kept, LibraryStatus::Finished));
    }
    if (!index.putAll(cards)) return index.lastError().toStdString();
    return {};
}
