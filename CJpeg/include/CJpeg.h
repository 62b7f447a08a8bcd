// JPEG decoding and encoding through libjpeg-turbo (Debian: libjpeg62-turbo-dev; IJG and BSD
// licences), with libjpeg's fatal errors turned into return codes (libjpeg's default handler
// exits the process; Swift cannot longjmp, so the setjmp lives here).
#ifndef CJPEG_H
#define CJPEG_H

#include <stddef.h>

/// Decodes the JPEG `data` (`size` bytes) into 32-bit pixels, alpha first in native word order
/// (Cairo's ARGB32, alpha 255), rows from the top, `4 * width` bytes apart, in a buffer the
/// caller frees with `free`. Returns 0 on success; otherwise nonzero with libjpeg's message in
/// `message` (at least 200 bytes).
int cjpeg_decode(const unsigned char *data, size_t size, int *width, int *height,
                 unsigned char **pixels, char *message);

/// Encodes `width` x `height` 32-bit pixels in native word order 0xAARRGGBB (the alpha byte is
/// ignored), rows `stride` bytes apart, as a baseline JPEG of `quality` 1...100 with 4:2:0
/// chroma subsampling (libjpeg's defaults), into a buffer the caller frees with `free`.
/// Returns 0 on success; otherwise nonzero with libjpeg's message in `message`.
int cjpeg_encode(const unsigned char *pixels, int width, int height, int stride, int quality,
                 unsigned char **output, unsigned long *outputSize, char *message);

#endif
