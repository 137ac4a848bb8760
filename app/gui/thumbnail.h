#pragma once

// `rano --thumbnail IN OUT SIZE`: the thumbnailer a file manager calls for a saved game or a
// replay (resources/desktop/rano.thumbnailer, docs/install.md). It draws the game's last
// position with the board its review shows, offscreen (no display needed), into the PNG OUT
// of at most SIZE x SIZE pixels. Exit status 0; 1 when IN cannot be read or OUT written, 2 for
// wrong arguments; the reason on stderr.

// Whether the command line asks for a thumbnail (its first argument is --thumbnail).
bool isThumbnailCall(int argc, char* argv[]);

int thumbnailMain(int argc, char* argv[]);
