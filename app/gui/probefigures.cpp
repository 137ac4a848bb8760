#include "probefigures.h"

#include <QFile>
#include <QJsonDocument>
#include <algorithm>

double quantile(std::vector<double> values, double q) {
    if (values.empty()) return 0.0;
    std::sort(values.begin(), values.end());
    return values[std::size_t(q * double(values.size() - 1))];
}

void writeFigures(const QString& path, const QJsonObject& figures) {
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QJsonDocument(figures).toJson(QJsonDocument::Compact) + '\n');
}
