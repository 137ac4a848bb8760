// A stand-in for the app in the crash test: four human seats playing random legal choices as
// fast as it can through the game table, which autosaves after every one, until it is killed.
#include <QCoreApplication>
#include <QVariantList>

#include "core/rng.h"
#include "volcanictable.h"

using namespace rano::volcanic;

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: autosave_writer AUTOSAVE_PATH SEED\n");
        return 2;
    }
    const qint64 seed = QString::fromLocal8Bit(argv[2]).toLongLong();
    QVariantList seats;
    for (int i = 0; i < 4; ++i)
        seats << QVariantMap{{"name", QStringLiteral("Seat %1").arg(i + 1)}, {"human", true}};
    VolcanicTable table;
    table.setAutosavePath(QString::fromLocal8Bit(argv[1]));
    if (!table.newGame(seats, seed)) return 1;
    rano::Rng rng{std::uint64_t(seed)};
    for (qint64 game = seed;;) {
        ChoiceList legal;
        table.state().legalChoices(legal);
        const Choice c = legal[rng.below(std::uint32_t(legal.size()))];
        // A finished game deletes its autosave; start the next one instead, so that a save
        // is always there to check.
        State next = table.state();
        next.applyLegal(c, nullptr);
        if (next.over()) {
            if (!table.newGame(seats, ++game)) return 1;
            continue;
        }
        if (!table.play(QString::fromStdString(toText(c)))) return 1;
    }
}
