#pragma once

#include <QJsonObject>
#include <QString>
#include <vector>

// What the probes (frameprobe.h, reviewprobe.h) share in reporting their timings, so that the
// speed targets' scripts read every probe's figures alike.

// The `q` quantile of `values` (0: the least, 1: the most), 0 when there are none.
double quantile(std::vector<double> values, double q);

// Writes `figures` to `path` as one line of compact JSON.
void writeFigures(const QString& path, const QJsonObject& figures);
