// libwebp: the animation encoder WebPAnimEncoder (libwebpmux) and decoder WebPAnimDecoder
// (libwebpdemux) (Debian: libwebp-dev; BSD licence).
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
