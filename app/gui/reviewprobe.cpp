#include "reviewprobe.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QQuickWindow>
#include <QTimer>
#include <algorithm>

#include "continents.h"
#include "probefigures.h"
#include "volcanic/replay.h"

using namespace rano::volcanic;

namespace {
constexpr int kJumps = 200;

// The longest game the rules allow, near enough: nobody raises a Moai, so nothing sinks and
// the game runs to the round cap, and every turn is four one-point actions and its end.
std::string longestGame() {
    QString error;
    const auto board = continentBoard(-1, error);
    if (!board) return {};
    Game game(board, Options{4, kDefaultVolcanoFaces}, 1);
    ChoiceList legal;
    while (!game.state().over()) {
        game.state().legalChoices(legal);
        const auto rank = [](const Choice& c) {
            switch (c.kind) {
            case ChoiceKind::Move:
                return c.flag ? 1 : 4;
            case ChoiceKind::Land:
                return 3;
            case ChoiceKind::CreateSettler:
                return 2;
            case ChoiceKind::EndTurn:
            case ChoiceKind::DontPray:
            case ChoiceKind::Rescue:
                return 1;
            default:
                return 0;
            }
        };
        const Choice* best = &legal[0];
        for (const Choice& c : legal)
            if (rank(c) > rank(*best)) best = &c;
        game.play(*best);
    }
    std::vector<Seat> seats;
    for (const char* name : {"Hotu", "Tuki", "Ariki", "Moana"})
        seats.push_back({name, false, "greedy"});
    return replayToJson(game, seats).dump();
}
} // namespace

ReviewProbe::ReviewProbe(QString path, QQuickWindow* window)
    : QObject(window), path_(std::move(path)), window_(window) {
    connect(window, &QQuickWindow::frameSwapped, this, &ReviewProbe::frameSwapped,
            Qt::DirectConnection);
    QTimer::singleShot(1500, this, &ReviewProbe::start);
}

void ReviewProbe::start() {
    replay_ = QDir::temp().filePath(QStringLiteral("rano-review-probe.json"));
    const std::string text = longestGame();
    choices_ = int(nlohmann::json::parse(text)["choices"].size());
    QFile file(replay_);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) < 0)
        return finish();
    file.close();
    // The same call as `rano --replay FILE`: open the file, show the review screen.
    timer_.start();
    QMetaObject::invokeMethod(window_, "review", Q_ARG(QVariant, replay_));
    openModelMs_ = double(timer_.nsecsElapsed()) / 1e6;
    waiting_ = true;
    viewer_ = window_->findChild<QObject*>(QStringLiteral("replayViewer"));
    window_->update();
}

// From the render thread, perhaps: note the time and let the GUI thread go on.
void ReviewProbe::frameSwapped() {
    if (!waiting_.exchange(false)) return;
    lastNs_ = timer_.nsecsElapsed();
    QMetaObject::invokeMethod(this, &ReviewProbe::next, Qt::QueuedConnection);
}

void ReviewProbe::next() {
    const double ms = double(lastNs_.load()) / 1e6;
    if (openMs_ < 0)
        openMs_ = ms;
    else
        jumpMs_.push_back(ms);
    if (!viewer_) return finish();
    if (int(jumpMs_.size()) >= kJumps) {
        // Opening again with the review screen up: the file read, the game re-simulated and
        // checked, the turns and chart computed, every model refreshed.
        for (int i = 0; i < 5; ++i) {
            timer_.start();
            bool ok = false;
            QMetaObject::invokeMethod(viewer_, "open", Q_RETURN_ARG(bool, ok),
                                      Q_ARG(QString, replay_));
            reopenMs_.push_back(double(timer_.nsecsElapsed()) / 1e6);
        }
        return finish();
    }
    const int count = viewer_->property("count").toInt();
    const int now = viewer_->property("step").toInt();
    rng_ ^= rng_ << 13;
    rng_ ^= rng_ >> 7;
    rng_ ^= rng_ << 17;
    int step = int(rng_ % std::uint64_t(count + 1));
    if (step == now) step = (step + 1) % (count + 1);
    timer_.start();
    viewer_->setProperty("step", step);
    modelMs_.push_back(double(timer_.nsecsElapsed()) / 1e6);
    waiting_ = true;
    window_->update();
}

namespace {
double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}
} // namespace

void ReviewProbe::finish() {
    writeFigures(path_, {{QStringLiteral("choices"), choices_},
                         {QStringLiteral("open_ms"), openMs_},
                         {QStringLiteral("open_until_shown_ms"), openModelMs_},
                         {QStringLiteral("reopen_ms_median"), median(reopenMs_)},
                         {QStringLiteral("jump_set_step_ms_median"), quantile(modelMs_, 0.5)},
                         {QStringLiteral("jump_set_step_ms_max"), quantile(modelMs_, 1)},
                         {QStringLiteral("jumps"), qint64(jumpMs_.size())},
                         {QStringLiteral("jump_ms_median"), quantile(jumpMs_, 0.5)},
                         {QStringLiteral("jump_ms_p99"), quantile(jumpMs_, 0.99)},
                         {QStringLiteral("jump_ms_max"), quantile(jumpMs_, 1)}});
    QFile::remove(replay_);
    QCoreApplication::quit();
}
