#include "table_store.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

#include "core/json_file.h"
#include "table.h"

namespace rano::server {

using nlohmann::json;

std::string TableStore::prepare() const {
    if (!QDir().mkpath(folder_)) return "cannot make the data folder " + folder_.toStdString();
    return {};
}

std::string TableStore::save(const Table& table) const {
    const QString path = QDir(folder_).filePath(QString::fromStdString(table.id()) + ".json");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return path.toStdString() + ": " + file.errorString().toStdString();
    const std::string text = table.file().dump(1, ' ', false, json::error_handler_t::replace);
    file.write(text.data(), qint64(text.size()));
    if (!file.commit()) return path.toStdString() + ": " + file.errorString().toStdString();
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
        files.push_back(std::move(j));
    }
    return files;
}

} // namespace rano::server
