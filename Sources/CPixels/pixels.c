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

#if defined(__x86_64__) && defined(__clang__)
#include <immintrin.h>
#include <string.h>
#define PD_AVX2 __attribute__((target("avx2")))

/* The same integer formulas in AVX2, 8 pixels at a time: bytes widened to 16 bits and
   multiplied pairwise into 32-bit sums (vpmaddwd), so every value is exact. A row of 8 or
   more ends with its last 8 again (overlapping: the same values). */

/// 8 luma values as 32-bit lanes, in order.
PD_AVX2 static inline __m256i luma8(const uint32_t *p) {
    const __m256i coef = _mm256_setr_epi16(25, 129, 66, 0, 25, 129, 66, 0, 25, 129, 66, 0, 25, 129, 66, 0);
    __m256i px = _mm256_loadu_si256((const __m256i *)p), zero = _mm256_setzero_si256();
    /* Pixels 0, 1 | 4, 5 and 2, 3 | 6, 7 (per 128-bit half): B G R A as 16-bit words. */
    __m256i lo = _mm256_madd_epi16(_mm256_unpacklo_epi8(px, zero), coef);
    __m256i hi = _mm256_madd_epi16(_mm256_unpackhi_epi8(px, zero), coef);
    __m256i sum = _mm256_hadd_epi32(lo, hi);   /* 66 R + 129 G + 25 B: pixels 0-3 | 4-7 */
    return _mm256_add_epi32(_mm256_srli_epi32(_mm256_add_epi32(sum, _mm256_set1_epi32(128)), 8), _mm256_set1_epi32(16));
}

/// Stores 8 values (0 to 255, in 32-bit lanes) as bytes.
PD_AVX2 static inline void store8(uint8_t *out, __m256i v) {
    __m256i b = _mm256_packus_epi16(_mm256_packus_epi32(v, v), _mm256_setzero_si256());
    uint32_t first = (uint32_t)_mm256_extract_epi32(b, 0), second = (uint32_t)_mm256_extract_epi32(b, 4);
    memcpy(out, &first, 4);
    memcpy(out + 4, &second, 4);
}

PD_AVX2 static void luma_row_avx2(const uint32_t *row, uint8_t *out, int n) {
    if (n < 8) { luma_row(row, out, n); return; }
    for (int x = 0; x + 8 <= n; x += 8) store8(out + x, luma8(row + x));
    if (n % 8) store8(out + n - 8, luma8(row + n - 8));
}

/// The 2x2 blocks' sums of c_B B + c_G G + c_R R over 16 pixels of two rows (lanes in
/// block order), from the rows' columns summed in 16 bits.
PD_AVX2 static inline __m256i blocks8(__m256i l0, __m256i h0, __m256i l1, __m256i h1, __m256i coef) {
    __m256i c0 = _mm256_hadd_epi32(_mm256_madd_epi16(l0, coef), _mm256_madd_epi16(h0, coef));  /* columns 0-3 | 4-7 */
    __m256i c1 = _mm256_hadd_epi32(_mm256_madd_epi16(l1, coef), _mm256_madd_epi16(h1, coef));  /* columns 8-11 | 12-15 */
    __m256i b = _mm256_hadd_epi32(c0, c1);                                                     /* blocks 0 1 4 5 | 2 3 6 7 */
    return _mm256_permutevar8x32_epi32(b, _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7));
}

PD_AVX2 static void chroma_row_avx2(const uint32_t *a, const uint32_t *b, uint8_t *u, uint8_t *v, int n) {
    if (n < 8) { chroma_row(a, b, u, v, n); return; }
    const __m256i cu = _mm256_setr_epi16(112, -74, -38, 0, 112, -74, -38, 0, 112, -74, -38, 0, 112, -74, -38, 0);
    const __m256i cv = _mm256_setr_epi16(-18, -94, 112, 0, -18, -94, 112, 0, -18, -94, 112, 0, -18, -94, 112, 0);
    const __m256i zero = _mm256_setzero_si256(), round = _mm256_set1_epi32(512), mid = _mm256_set1_epi32(128);
    for (int i = 0;; i += 8) {
        if (i + 8 > n) {
            if (i == n) break;
            i = n - 8;   /* the last 8 again */
        }
        const uint32_t *pa = a + 2 * i, *pb = b + 2 * i;
        __m256i a0 = _mm256_loadu_si256((const __m256i *)pa), a1 = _mm256_loadu_si256((const __m256i *)(pa + 8));
        __m256i b0 = _mm256_loadu_si256((const __m256i *)pb), b1 = _mm256_loadu_si256((const __m256i *)(pb + 8));
        __m256i l0 = _mm256_add_epi16(_mm256_unpacklo_epi8(a0, zero), _mm256_unpacklo_epi8(b0, zero));
        __m256i h0 = _mm256_add_epi16(_mm256_unpackhi_epi8(a0, zero), _mm256_unpackhi_epi8(b0, zero));
        __m256i l1 = _mm256_add_epi16(_mm256_unpacklo_epi8(a1, zero), _mm256_unpacklo_epi8(b1, zero));
        __m256i h1 = _mm256_add_epi16(_mm256_unpackhi_epi8(a1, zero), _mm256_unpackhi_epi8(b1, zero));
        store8(u + i, _mm256_add_epi32(_mm256_srai_epi32(_mm256_add_epi32(blocks8(l0, h0, l1, h1, cu), round), 10), mid));
        store8(v + i, _mm256_add_epi32(_mm256_srai_epi32(_mm256_add_epi32(blocks8(l0, h0, l1, h1, cv), round), 10), mid));
        if (i + 8 == n) break;
    }
}

#endif

void pd_argb_to_i420_box(const uint32_t *src, int stride_words, int cw, int ch,
                         uint8_t *y_plane, uint8_t *u_plane, uint8_t *v_plane, int width, int height,
                         int x0, int y0, int x1, int y1) {
    void (*lumas)(const uint32_t *, uint8_t *, int) = luma_row;
    void (*chromas)(const uint32_t *, const uint32_t *, uint8_t *, uint8_t *, int) = chroma_row;
#if defined(__x86_64__) && defined(__clang__)
    /* The CPU's features, read once at load time by the compiler's runtime. */
    if (__builtin_cpu_supports("avx2")) { lumas = luma_row_avx2; chromas = chroma_row_avx2; }
#endif
    int even = cw & ~1, cwidth = width / 2;
    int lx1 = x1 < cw ? x1 : cw;         /* luma columns read from the canvas */
    int cx1 = x1 < even ? x1 : even;     /* chroma blocks wholly on the canvas */
    for (int y = y0; y < y1; y += 2) {
        const uint32_t *r0 = src + (y < ch ? y : ch - 1) * stride_words;
        const uint32_t *r1 = src + (y + 1 < ch ? y + 1 : ch - 1) * stride_words;
        uint8_t *o0 = y_plane + y * width, *o1 = o0 + width;
        uint8_t *u = u_plane + (y / 2) * cwidth, *v = v_plane + (y / 2) * cwidth;
        if (lx1 > x0) {
            lumas(r0 + x0, o0 + x0, lx1 - x0);
            lumas(r1 + x0, o1 + x0, lx1 - x0);
        }
        if (cx1 > x0) chromas(r0 + x0, r1 + x0, u + x0 / 2, v + x0 / 2, (cx1 - x0) / 2);
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

void pd_copy_mirrored(const void *src, void *dst, int stride, int width, int x0, int y0, int x1, int y1) {
    for (int y = y0; y < y1; y++) {
        const uint32_t *s = (const uint32_t *)((const uint8_t *)src + (size_t)y * stride);
        uint32_t *d = (uint32_t *)((uint8_t *)dst + (size_t)y * stride);
        for (int x = x0; x < x1; x++) d[x] = s[width - 1 - x];
    }
}
