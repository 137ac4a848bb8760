#include "frameprobe.h"

#include <QJsonObject>
#include <QQuickWindow>

#include "gametable.h"
#include "probefigures.h"

FrameProbe::FrameProbe(const QElapsedTimer& sinceStart, QString path, QQuickWindow* window,
                       const QList<GameTable*>& tables)
    : QObject(window), sinceStart_(sinceStart), path_(std::move(path)) {
    // frameSwapped may come from the render thread: it reads a copy of the table's thinking
    // flag that the GUI thread keeps up to date, never the table itself.
    connect(window, &QQuickWindow::frameSwapped, this, &FrameProbe::frameSwapped,
            Qt::DirectConnection);
    for (GameTable* table : tables)
        connect(table, &GameTable::thinkingChanged, this,
                [this, table] { aiThinking_ = table->thinking(); });
}

void FrameProbe::frameSwapped() {
    if (firstFrameMs_ < 0) firstFrameMs_ = double(sinceStart_.nsecsElapsed()) / 1e6;
    // A frame's time is the gap since the previous one, counted when an AI was thinking at
    // both: then the thinking indicator animates and every gap is the GUI's own doing. (Before
    // a search starts the screen may rest, and that pause is not a slow frame.)
    const bool thinking = aiThinking_;
    if (sinceLastFrame_.isValid() && thinking && wasThinking_)
        thinkingFrameMs_.push_back(double(sinceLastFrame_.nsecsElapsed()) / 1e6);
    wasThinking_ = thinking;
    sinceLastFrame_.start();
}

FrameProbe::~FrameProbe() {
    const std::vector<double>& frames = thinkingFrameMs_;
    writeFigures(path_, {{QStringLiteral("first_frame_ms"), firstFrameMs_},
                         {QStringLiteral("frames_while_ai_thinks"), qint64(frames.size())},
                         {QStringLiteral("frame_ms_median_while_ai_thinks"), quantile(frames, 0.5)},
                         {QStringLiteral("frame_ms_p99_while_ai_thinks"), quantile(frames, 0.99)},
                         {QStringLiteral("frame_ms_max_while_ai_thinks"), quantile(frames, 1)}});
}
