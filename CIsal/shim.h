// Intel ISA-L's SIMD Adler-32 (isal_adler32), the checksum of PNG frames' image data
// (Debian: libisal-dev).
#include <isa-l/igzip_lib.h>
