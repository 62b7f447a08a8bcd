// Deflate and checksum choices for gesturerender's PNG frame writer, measured on real scanlines
// (docs/performance.md, "Where the writer's time went, and what was tried").
//
//   deflate_bench SCANLINES.bin
//
// SCANLINES.bin: width and height (two little-endian uint32), then the Up-filtered RGB scanlines
// of one frame (height × (3 × width + 1) bytes), as Benchmarks/Deflate/run.sh extracts them.
// Prints, per line: what was measured, milliseconds per frame (best of the repetitions), bytes.
#include <isa-l/igzip_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

enum { REPS = 30 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static unsigned width, height;
static size_t row_bytes;
static unsigned char *scanlines, *out;

// Every band of `rows` rows deflated on its own with zlib (raw, sync flush, last band final).
static size_t zlib_bands(int rows, int level, int strategy) {
  z_stream s;
  memset(&s, 0, sizeof s);
  deflateInit2(&s, level, Z_DEFLATED, -15, 8, strategy);
  size_t total = 0;
  for (unsigned y = 0; y < height; y += rows) {
    unsigned count = y + rows <= height ? (unsigned)rows : height - y;
    deflateReset(&s);
    s.next_in = scanlines + y * row_bytes;
    s.avail_in = count * row_bytes;
    s.next_out = out;
    s.avail_out = 2 * row_bytes * height;
    deflate(&s, y + rows >= height ? Z_FINISH : Z_SYNC_FLUSH);
    total += 2 * row_bytes * height - s.avail_out;
  }
  deflateEnd(&s);
  return total;
}

// The same bands with igzip level 1 (`isal_deflate_stateless`, working memory zeroed per band);
// `hash` gets a hash of the output.
static size_t igzip_bands(int rows, struct isal_zstream *z, unsigned char *level_buf,
                          size_t level_size, unsigned long *hash) {
  size_t total = 0;
  *hash = 5381;
  for (unsigned y = 0; y < height; y += rows) {
    unsigned count = y + rows <= height ? (unsigned)rows : height - y;
    memset(level_buf, 0, level_size);
    isal_deflate_stateless_init(z);
    z->level = 1;
    z->level_buf = level_buf;
    z->level_buf_size = level_size;
    z->flush = FULL_FLUSH;
    z->end_of_stream = y + rows >= height;
    z->next_in = scanlines + y * row_bytes;
    z->avail_in = count * row_bytes;
    z->next_out = out;
    z->avail_out = 2 * row_bytes * height;
    isal_deflate_stateless(z);
    total += z->total_out;
    for (unsigned i = 0; i < z->total_out; i++) *hash = *hash * 33 + out[i];
  }
  return total;
}

#define TIME(label, expr)                                            \
  do {                                                               \
    double best = 1e9;                                               \
    size_t bytes = 0;                                                \
    for (int r = 0; r < REPS; r++) {                                 \
      double t0 = now();                                             \
      bytes = (expr);                                                \
      double t = now() - t0;                                         \
      if (t < best) best = t;                                        \
    }                                                                \
    printf("%-44s %7.3f ms %9zu bytes\n", label, best * 1e3, bytes); \
  } while (0)

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s SCANLINES.bin\n", argv[0]);
    return 64;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f || fread(&width, 4, 1, f) != 1 || fread(&height, 4, 1, f) != 1) return 66;
  row_bytes = 3 * (size_t)width + 1;
  scanlines = malloc(row_bytes * height);
  out = malloc(2 * row_bytes * height);
  if (fread(scanlines, 1, row_bytes * height, f) != row_bytes * height) return 66;
  fclose(f);
  printf("%s: %u x %u, %zu bytes of scanlines\n", argv[1], width, height, row_bytes * height);

  char label[64];
  int heights[] = {8, 16, 24, 28, 29, 32, 64};
  for (unsigned i = 0; i < sizeof heights / sizeof *heights; i++) {
    snprintf(label, sizeof label, "zlib 1 Z_RLE, bands of %d rows (%zu B)", heights[i],
             heights[i] * row_bytes);
    TIME(label, zlib_bands(heights[i], 1, Z_RLE));
  }
  TIME("zlib 1 default strategy, 16 rows", zlib_bands(16, 1, Z_DEFAULT_STRATEGY));
  TIME("zlib 1 Z_FILTERED, 16 rows", zlib_bands(16, 1, Z_FILTERED));
  TIME("zlib 1 Z_HUFFMAN_ONLY, 16 rows", zlib_bands(16, 1, Z_HUFFMAN_ONLY));

  uLong adler = 0;
  TIME("zlib adler32, whole frame", (adler = adler32(1, scanlines, row_bytes * height), 0));
  uint32_t isal = 0;
  TIME("isal_adler32, whole frame", (isal = isal_adler32(1, scanlines, row_bytes * height), 0));
  printf("checksums equal: %s\n", adler == isal ? "yes" : "NO");

  // igzip's speed and size. (Its bytes were not the same on every run inside gesturerender;
  // see docs/performance.md. This single-threaded loop has not shown that.)
  size_t level_size = ISAL_DEF_LVL1_SMALL;
  unsigned char *level_buf = aligned_alloc(64, level_size);
  struct isal_zstream *stream = calloc(1, sizeof *stream);
  unsigned long hash = 0;
  TIME("igzip 1, 16 rows", igzip_bands(16, stream, level_buf, level_size, &hash));
  return 0;
}
