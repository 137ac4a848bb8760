#pragma once

// The tables' files in the server's data folder (docs/online.md, "Table files"): one
// <id>.json a table, written atomically (QSaveFile) after every accepted choice, and all read
// back when the server starts.

#include <string>
#include <vector>

#include <QString>

#include <nlohmann/json.hpp>

namespace rano::server {

class Table;

class TableStore {
public:
    explicit TableStore(QString folder) : folder_(std::move(folder)) {}

    const QString& folder() const { return folder_; }
    // Makes the folder; "" or why not.
    std::string prepare() const;
    // Writes the table's file; "" or why it failed (the old file is then as it was).
    std::string save(const Table& table) const;
    // Every table file in the folder, parsed; the ones that cannot be read are named in
    // `errors` and skipped.
    std::vector<nlohmann::json> loadAll(std::vector<std::string>& errors) const;

private:
    QString folder_;
};

} // namespace rano::server
