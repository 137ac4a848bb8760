#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <atomic>
#include <vector>

class QQuickWindow;

// Measures the replay viewer as a player feels it (issue 8's speed target): the time from
// asking for a review of the longest game Volcanic Isle allows (every turn spent on four
// one-point actions until the 60-round cap) to its first frame on screen, and from a jump to
// a random position to the frame that shows it. Writes JSON to `path`, then quits the app.
// Off unless RANO_PROBE_REVIEW names a file.
class ReviewProbe : public QObject {
    Q_OBJECT
public:
    ReviewProbe(QString path, QQuickWindow* window);

private:
    void start();
    void frameSwapped();
    void next();
    void finish();

    QString path_;
    QQuickWindow* window_;
    QObject* viewer_ = nullptr;
    QString replay_;
    int choices_ = 0;
    QElapsedTimer timer_;
    std::atomic<bool> waiting_ = false;
    std::atomic<qint64> lastNs_ = 0;
    double openMs_ = -1;          // asking for the review -> its first frame
    double openModelMs_ = -1;     // the same, until the call returns (file read, page built)
    std::vector<double> jumpMs_;  // a jump -> the frame that shows it
    std::vector<double> modelMs_; // a jump, until the models and bindings are updated
    std::vector<double> reopenMs_; // opening the file again with the review screen shown
    std::uint64_t rng_ = 0x2545f4914f6cdd1dULL;
};
