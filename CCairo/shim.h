// Cairo's image, PNG and SVG surfaces (Debian: libcairo2-dev).
#include <cairo.h>
#include <cairo-svg.h>
