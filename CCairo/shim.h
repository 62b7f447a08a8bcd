// Cairo's image, PNG, SVG and PDF surfaces (Debian: libcairo2-dev).
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
