#pragma once

// The tables' files in the server's data folder (docs/online.md, "Table files"): one
// <id>.json a table, written atomically (QSaveFile), and after it each accepted choice as a
// line of <id>.journal, appended before anyone is told of the choice; the file is written
// whole again (and the journal dropped) when a seat changes or every kJournalLength choices.
// A thread syncs the folder's disk every second. All read back, journals included, when the
// server starts.

#include <condition_variable>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <QString>

#include <nlohmann/json.hpp>

namespace rano::server {

class Table;

class TableStore {
public:
    // Choices a journal holds before its table's file is written whole again.
    static constexpr int kJournalLength = 64;

    explicit TableStore(QString folder) : folder_(std::move(folder)) {}
    ~TableStore();
    TableStore(const TableStore&) = delete;
    TableStore& operator=(const TableStore&) = delete;

    const QString& folder() const { return folder_; }
    // Makes the folder and starts syncing it every second; "" or why not.
    std::string prepare() const;
    // Writes what changed at the table: its last choice to the journal when that is all,
    // else the whole file; "" or why it failed (what was written before is then as it was).
    std::string save(const Table& table) const;
    // Every table file in the folder, parsed, with its journal's choices added to its replay;
    // the ones that cannot be read are named in `errors` and skipped. A journal's last line cut
    // short (the server killed while writing it) is a choice nobody was told of: left out.
    std::vector<nlohmann::json> loadAll(std::vector<std::string>& errors) const;

    // Adds the journal's choices to a table file's replay; "" or what is wrong, and where.
    static std::string addJournal(const QString& journal, nlohmann::json& file);

private:
    std::string writeWhole(const Table& table, const QString& path) const;
    void syncEverySecond() const;

    QString folder_;
    // What is on disk of each table: the version its whole file holds and the choices its
    // journal adds (a cache of the files, so mutable in a const store).
    struct Written {
        long long version = -1;
        int journaled = 0;
        std::string seats; // the seats as the whole file holds them: a change rewrites it
    };
    mutable std::map<std::string, Written> written_;
    // The syncer: syncfs on the folder's file system every second, until the store ends.
    mutable int folderFd_ = -1;
    mutable std::thread syncer_;
    mutable std::mutex syncMutex_;
    mutable std::condition_variable syncWake_;
    bool stopping_ = false;
};

} // namespace rano::server
