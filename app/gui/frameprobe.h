#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <atomic>
#include <vector>

class QQuickWindow;
class GameTable;

// Measures what a player feels (issue 6's speed targets): the time from the start of the
// process to the first frame on screen, and how long each frame takes while an AI thinks.
// Writes its figures as JSON to `path` when the app quits. Off unless RANO_PROBE names a file.
class FrameProbe : public QObject {
    Q_OBJECT
public:
    // `tables`: the tables whose AIs it watches (every game's made so far).
    FrameProbe(const QElapsedTimer& sinceStart, QString path, QQuickWindow* window,
               const QList<GameTable*>& tables);
    ~FrameProbe() override;

private:
    void frameSwapped();

    QElapsedTimer sinceStart_;
    QString path_;
    std::atomic<bool> aiThinking_ = false;
    double firstFrameMs_ = -1;
    QElapsedTimer sinceLastFrame_;
    bool wasThinking_ = false;
    std::vector<double> thinkingFrameMs_;
};
