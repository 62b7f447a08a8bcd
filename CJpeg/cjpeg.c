#include "CJpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

// The native-order ARGB32 pixel layout as libjpeg-turbo's extended colour spaces name it.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define CJPEG_ALPHA_SPACE JCS_EXT_BGRA
#define CJPEG_SKIP_SPACE JCS_EXT_BGRX
#else
#define CJPEG_ALPHA_SPACE JCS_EXT_ARGB
#define CJPEG_SKIP_SPACE JCS_EXT_XRGB
#endif

struct cjpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char *message;
};

static void cjpeg_error_exit(j_common_ptr info) {
  struct cjpeg_error *error = (struct cjpeg_error *)info->err;
  (*info->err->format_message)(info, error->message);
  longjmp(error->jump, 1);
}

// Warnings (corrupt data libjpeg can go on with) are not printed.
static void cjpeg_output_message(j_common_ptr info) { (void)info; }

int cjpeg_decode(const unsigned char *data, size_t size, int *width, int *height,
                 unsigned char **pixels, char *message) {
  struct jpeg_decompress_struct info;
  struct cjpeg_error error;
  unsigned char *volatile buffer = NULL;
  message[0] = 0;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = cjpeg_error_exit;
  error.manager.output_message = cjpeg_output_message;
  error.message = message;
  if (setjmp(error.jump)) {
    jpeg_destroy_decompress(&info);
    free(buffer);
    return 1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
    strcpy(message, "CMYK JPEG images are not supported");
    jpeg_destroy_decompress(&info);
    return 2;
  }
  info.out_color_space = CJPEG_ALPHA_SPACE;
  jpeg_start_decompress(&info);
  if (info.output_width > 16384 || info.output_height > 16384) {
    strcpy(message, "the image is over 16,384 pixels on a side");
    jpeg_destroy_decompress(&info);
    return 3;
  }
  size_t stride = 4 * (size_t)info.output_width;
  buffer = malloc(stride * info.output_height);
  if (buffer == NULL) {
    strcpy(message, "out of memory");
    jpeg_destroy_decompress(&info);
    return 4;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = buffer + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  *pixels = buffer;
  jpeg_destroy_decompress(&info);
  return 0;
}

int cjpeg_encode(const unsigned char *pixels, int width, int height, int stride, int quality,
                 unsigned char **output, unsigned long *outputSize, char *message) {
  struct jpeg_compress_struct info;
  struct cjpeg_error error;
  unsigned char *volatile buffer = NULL;
  unsigned long size = 0;
  message[0] = 0;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = cjpeg_error_exit;
  error.manager.output_message = cjpeg_output_message;
  error.message = message;
  if (setjmp(error.jump)) {
    jpeg_destroy_compress(&info);
    free(buffer);
    return 1;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, (unsigned char **)&buffer, &size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 4;
  info.in_color_space = CJPEG_SKIP_SPACE;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(pixels + (size_t)stride * info.next_scanline);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  *output = buffer;
  *outputSize = size;
  return 0;
}
