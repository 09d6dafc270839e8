#ifndef PAGEDOTS_PIXELS_H
#define PAGEDOTS_PIXELS_H
#include <stdint.h>

/// Converts opaque ARGB32 pixels (native byte order, `stride_words` words a row, `cw` x
/// `ch`) to planar YUV 4:2:0, BT.601 limited range, into planes of `width` x `height`
/// (both even, at least cw x ch; the last column and row repeat). Integer formulas:
/// Y = ((66 R + 129 G + 25 B + 128) >> 8) + 16; U, V from the 2x2 sums
/// ((-38 R - 74 G + 112 B + 512) >> 10) + 128 and ((112 R - 94 G - 18 B + 512) >> 10) + 128.
/// Only the box of output pixels columns x0..<x1, rows y0..<y1 (even numbers within
/// width x height) is written; the whole frame is the box (0, 0, width, height).
void pd_argb_to_i420_box(const uint32_t *src, int stride_words, int cw, int ch,
                         uint8_t *y_plane, uint8_t *u_plane, uint8_t *v_plane, int width, int height,
                         int x0, int y0, int x1, int y1);

/// Premultiplied ARGB32 (cairo) to straight-alpha BGRA bytes, `count` pixels.
void pd_unpremultiply(const uint8_t *src, uint8_t *dst, int count);

/// The same for a box of pixels (columns x0..<x1, rows y0..<y1) of two images with the
/// same `stride` in bytes.
void pd_unpremultiply_box(const uint8_t *src, int stride, uint8_t *dst, int x0, int y0, int x1, int y1);

/// Copies the box of pixels (columns x0..<x1, rows y0..<y1) of `dst` from `src` mirrored
/// left to right across the whole width: dst[x] = src[width - 1 - x] (32-bit pixels, both
/// images `stride` bytes a row).
void pd_copy_mirrored(const void *src, void *dst, int stride, int width, int x0, int y0, int x1, int y1);

#endif
