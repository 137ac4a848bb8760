#include "appicon.h"

#include <QDirIterator>

QIcon appIcon() {
    QIcon icon;
    // One file a size (":/rano/icons/48x48/io.github.rano.Rano.png"): the window manager
    // picks the one that fits its title bar, its task switcher, its dock.
    QDirIterator sizes(QStringLiteral(":/rano/icons"), QDir::Dirs | QDir::NoDotAndDotDot);
    while (sizes.hasNext())
        icon.addFile(sizes.next() + QStringLiteral("/io.github.rano.Rano.png"));
    return icon;
}
