#include "library_add.h"

#include <QCoreApplication>
#include <QString>
#include <memory>

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
    QVector<LibraryEntry> cards;
    for (const std::string& path : paths)
        cards.append(readLibraryEntry(QString::fromStdString(path), LibraryStatus::Finished));
    if (!index.putAll(cards)) return index.lastError().toStdString();
    return {};
}
