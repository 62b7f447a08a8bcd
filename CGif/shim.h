// giflib: GIF89a encoding and decoding (Debian: libgif-dev; MIT licence).
#include <gif_lib.h>
