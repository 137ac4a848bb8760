#pragma once

#include <string>

// Writes `text` to `path` so that a reader sees the old file or the new one, never half of
// one: into a temporary file beside the target's real path (through a symlink, the file it
// names, and the link stays a link), flushed to disk, then renamed over it. A target that is
// not a regular file (a device such as /dev/full, a folder) is refused, not replaced. Returns
// why it failed, naming `path` ("game.json: cannot write (No space left on device)"), with the
// temporary file removed and the old file as it was; "" when written.
std::string writeFileAtomically(const std::string& path, const std::string& text);
