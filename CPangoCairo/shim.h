// Pango text layout drawn through Cairo, with a private fontconfig set
// (Debian: libpango1.0-dev, which brings libfontconfig-dev and libglib2.0-dev).
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
