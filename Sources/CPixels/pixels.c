#include "pixels.h"

/* Built for AVX2 and for the baseline; the loader picks the one the CPU runs. */
#if defined(__x86_64__) && defined(__clang__)
#define PD_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define PD_CLONES
#endif

static inline uint8_t luma(uint32_t p) {
    int32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
    return (uint8_t)(((66 * r + 129 * g + 25 * b + 128) >> 8) + 16);
}

/// One row of luma: a plain loop the compiler vectorises.
static inline void luma_row(const uint32_t *restrict row, uint8_t *restrict out, int n) {
    for (int x = 0; x < n; x++) out[x] = luma(row[x]);
}

/// One row of chroma from two source rows, `n` output samples (pixels 2i and 2i + 1).
static inline void chroma_row(const uint32_t *restrict a, const uint32_t *restrict b,
                       uint8_t *restrict u, uint8_t *restrict v, int n) {
    for (int i = 0; i < n; i++) {
        uint32_t p00 = a[2 * i], p01 = a[2 * i + 1], p10 = b[2 * i], p11 = b[2 * i + 1];
        int32_t r = (int32_t)(((p00 >> 16) & 0xFF) + ((p01 >> 16) & 0xFF) + ((p10 >> 16) & 0xFF) + ((p11 >> 16) & 0xFF));
        int32_t g = (int32_t)(((p00 >> 8) & 0xFF) + ((p01 >> 8) & 0xFF) + ((p10 >> 8) & 0xFF) + ((p11 >> 8) & 0xFF));
        int32_t bl = (int32_t)((p00 & 0xFF) + (p01 & 0xFF) + (p10 & 0xFF) + (p11 & 0xFF));
        u[i] = (uint8_t)(((-38 * r - 74 * g + 112 * bl + 512) >> 10) + 128);
        v[i] = (uint8_t)(((112 * r - 94 * g - 18 * bl + 512) >> 10) + 128);
    }
}

PD_CLONES
void pd_argb_to_i420_box(const uint32_t *src, int stride_words, int cw, int ch,
                         uint8_t *y_plane, uint8_t *u_plane, uint8_t *v_plane, int width, int height,
                         int x0, int y0, int x1, int y1) {
    int even = cw & ~1, cwidth = width / 2;
    int lx1 = x1 < cw ? x1 : cw;         /* luma columns read from the canvas */
    int cx1 = x1 < even ? x1 : even;     /* chroma blocks wholly on the canvas */
    for (int y = y0; y < y1; y += 2) {
        const uint32_t *r0 = src + (y < ch ? y : ch - 1) * stride_words;
        const uint32_t *r1 = src + (y + 1 < ch ? y + 1 : ch - 1) * stride_words;
        uint8_t *o0 = y_plane + y * width, *o1 = o0 + width;
        uint8_t *u = u_plane + (y / 2) * cwidth, *v = v_plane + (y / 2) * cwidth;
        if (lx1 > x0) {
            luma_row(r0 + x0, o0 + x0, lx1 - x0);
            luma_row(r1 + x0, o1 + x0, lx1 - x0);
        }
        if (cx1 > x0) chroma_row(r0 + x0, r1 + x0, u + x0 / 2, v + x0 / 2, (cx1 - x0) / 2);
        if (x1 == width && even < width) {   /* odd width: repeat the last column */
            uint32_t a = r0[cw - 1], b = r1[cw - 1];
            o0[width - 1] = luma(a);
            o1[width - 1] = luma(b);
            uint32_t pa[2] = {a, a}, pb[2] = {b, b};
            chroma_row(pa, pb, u + cwidth - 1, v + cwidth - 1, 1);
        }
    }
}

PD_CLONES
void pd_unpremultiply(const uint8_t *src, uint8_t *dst, int count) {
    for (int i = 0; i < count; i++) {
        const uint8_t *s = src + 4 * i;
        uint8_t *d = dst + 4 * i;
        int a = s[3];
        if (a == 0 || a == 255) {
            d[0] = s[0]; d[1] = s[1]; d[2] = s[2];
        } else {
            for (int c = 0; c < 3; c++) {
                int x = (s[c] * 255 + a / 2) / a;
                d[c] = (uint8_t)(x > 255 ? 255 : x);
            }
        }
        d[3] = (uint8_t)a;
    }
}

void pd_unpremultiply_box(const uint8_t *src, int stride, uint8_t *dst, int x0, int y0, int x1, int y1) {
    for (int y = y0; y < y1; y++) pd_unpremultiply(src + y * stride + 4 * x0, dst + y * stride + 4 * x0, x1 - x0);
}
