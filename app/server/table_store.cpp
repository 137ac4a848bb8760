#include "table_store.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

#include "core/json_file.h"
#include "table.h"
#include "table_record.h"

#include <fcntl.h>
#include <unistd.h>

namespace rano::server {

using nlohmann::json;

std::string TableStore::prepare() const {
    if (!QDir().mkpath(folder_)) return "cannot make the data folder " + folder_.toStdString();
    if (!syncer_.joinable()) {
        folderFd_ =
            ::open(QFile::encodeName(folder_).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (folderFd_ >= 0) syncer_ = std::thread([this] { syncEverySecond(); });
    }
    return {};
}

TableStore::~TableStore() {
    {
        std::lock_guard lock(syncMutex_);
        stopping_ = true;
    }
    syncWake_.notify_all();
    if (syncer_.joinable()) syncer_.join();
    if (folderFd_ >= 0) {
        ::syncfs(folderFd_); // what the journals hold, on the disk before the server ends
        ::close(folderFd_);
    }
}

void TableStore::syncEverySecond() const {
    std::unique_lock lock(syncMutex_);
    while (!syncWake_.wait_for(lock, std::chrono::seconds(1), [this] { return stopping_; }))
        ::syncfs(folderFd_);
}

namespace {

QString journalOf(const QString& path) {
    return path.left(path.size() - 5) + QStringLiteral(".journal");
}

// Appends `line` to the journal: a choice is told to nobody before the system holds it, so it
// survives the server's end, `kill -9` included; the disk itself is synced every second
// (TableStore's syncer), not at each choice, whose wait for the disk bounded the server at
// a few hundred choices a second. Opening an existing file is cheap; a new file for every
// choice (QSaveFile's way) cost the kernel more than the rest of the server.
std::string append(const QString& journal, const std::string& line) {
    QFile file(journal);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append))
        return journal.toStdString() + ": " + file.errorString().toStdString();
    if (file.write(line.data(), qint64(line.size())) != qint64(line.size()) || !file.flush())
        return journal.toStdString() + ": " + file.errorString().toStdString();
    return {};
}

} // namespace

std::string TableStore::save(const Table& table) const {
    const QString path = QDir(folder_).filePath(QString::fromStdString(table.id()) + ".json");
    Written& w = written_[table.id()];
    const std::string seats = recordToJson(table.record()).dump();
    // The journal takes a choice, but for the game's last: a finished game's file holds its
    // result.
    if (w.version >= 0 && seats == w.seats && table.version() == w.version + w.journaled + 1 &&
        w.journaled < kJournalLength && !table.over()) {
        const std::string line =
            json{{"after", table.version() - 1}, {"entry", table.lastChoice()}}.dump() + "\n";
        if (std::string why = append(journalOf(path), line); !why.empty()) {
            // A line maybe half written: the next save writes the file whole and drops the
            // journal, rather than append after it.
            w.version = -1;
            return why;
        }
        ++w.journaled;
        return {};
    }
    if (std::string why = writeWhole(table, path); !why.empty()) return why;
    // The whole file holds every choice now: the journal's lines are old news (a journal left
    // by a crash right here is read past on restore: its lines come before the file's end).
    QFile::remove(journalOf(path));
    w = {table.version(), 0, seats};
    return {};
}

std::string TableStore::writeWhole(const Table& table, const QString& path) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return path.toStdString() + ": " + file.errorString().toStdString();
    const std::string text = table.file().dump(1, ' ', false, json::error_handler_t::replace);
    file.write(text.data(), qint64(text.size()));
    if (!file.commit()) return path.toStdString() + ": " + file.errorString().toStdString();
    return {};
}

// Adds the choices of `journal` (if there is one) to the replay of the table file `file`:
// each line {"after": N, "entry": {...}} adds the replay's entry of the choice played after the
// first N, in order (the replay file checks each entry as it reads it).
// Lines the file already holds are read past; a last line cut short is left out; any other
// fault is told with the journal's name and line.
std::string TableStore::addJournal(const QString& journal, json& file) {
    QFile in(journal);
    if (!in.exists()) return {};
    const std::string where = journal.toStdString();
    if (const std::string why = fileSizeProblem(in.size()); !why.empty()) return where + ": " + why;
    if (!in.open(QIODevice::ReadOnly)) return where + ": " + in.errorString().toStdString();
    json* choices = nullptr;
    if (file.is_object() && file.contains("replay") && file["replay"].is_object() &&
        file["replay"].contains("choices") && file["replay"]["choices"].is_array())
        choices = &file["replay"]["choices"];
    if (!choices) return where + ": its table file has no replay's choices";
    const QList<QByteArray> lines = in.readAll().split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray& line = lines[i];
        const bool last =
            i == lines.size() - 1 || (i == lines.size() - 2 && lines.back().isEmpty());
        if (line.isEmpty()) continue;
        json entry;
        std::string why;
        const bool read =
            parseJson(std::string_view(line.constData(), std::size_t(line.size())), entry, why) &&
            entry.is_object() && entry.contains("after") && entry["after"].is_number_integer() &&
            entry.contains("entry") && entry["entry"].is_object();
        if (!read) {
            if (last) break; // written when the server stopped: nobody was told of it
            return where + ":" + std::to_string(i + 1) + ": not a journal line";
        }
        const long long after = entry["after"].get<long long>();
        const long long have = (long long)choices->size();
        if (after < have) continue;
        if (after > have)
            return where + ":" + std::to_string(i + 1) + ": a choice after " +
                   std::to_string(after) + " where the table has " + std::to_string(have);
        choices->push_back(entry["entry"]);
    }
    return {};
}

std::vector<json> TableStore::loadAll(std::vector<std::string>& errors) const {
    std::vector<json> files;
    const QDir dir(folder_);
    for (const QString& name : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        const std::string where = dir.filePath(name).toStdString();
        if (const std::string why = fileSizeProblem(file.size()); !why.empty()) {
            errors.push_back(where + ": " + why);
            continue;
        }
        if (!file.open(QIODevice::ReadOnly)) {
            errors.push_back(where + ": " + file.errorString().toStdString());
            continue;
        }
        const QByteArray bytes = file.readAll();
        json j;
        if (std::string why;
            !parseJson(std::string_view(bytes.constData(), std::size_t(bytes.size())), j, why)) {
            errors.push_back(where + ": " + why);
            continue;
        }
        if (std::string why = addJournal(journalOf(dir.filePath(name)), j); !why.empty()) {
            errors.push_back(why);
            continue;
        }
        files.push_back(std::move(j));
    }
    return files;
}

} // namespace rano::server
