// GLib's checksums (SHA-256) for the compiled-code cache keys (Debian: libglib2.0-dev, which
// libpango1.0-dev already brings).
#include <glib.h>
