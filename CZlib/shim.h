// zlib's deflate and crc32 for the APNG writer (Debian: zlib1g-dev).
#include <zlib.h>
