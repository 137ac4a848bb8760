#pragma once

#include <QIcon>

// Rano's icon at every size drawn at build time (cmake/Icons.cmake), from the program's own
// resources. Under X11 a window's icon comes from the program (_NET_WM_ICON), not from the
// desktop entry as on Wayland, so the app sets it on every window.
QIcon appIcon();
