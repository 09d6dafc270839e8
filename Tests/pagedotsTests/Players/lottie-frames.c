/* An independent Lottie player for the tests: rlottie (Samsung's renderer, from the
 * system's packages) renders frames of a Lottie file into raw premultiplied BGRA files.
 *   lottie-frames FILE WIDTH HEIGHT OUTDIR FRAME...   writes OUTDIR/FRAME.bgra
 *   lottie-frames FILE WIDTH HEIGHT OUTDIR --progress P...  renders at progress P (0…1)
 * Prints the animation's frame count on stdout. Each frame is rendered by a newly loaded
 * animation: rlottie draws only what changed since the frame it drew last. */
#include <rlottie_capi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

int main(int argc, char **argv) {
    if (argc < 5) { fprintf(stderr, "usage: lottie-frames FILE W H OUTDIR FRAME...\n"); return 2; }
    FILE *in = fopen(argv[1], "rb");
    if (!in) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    fseek(in, 0, SEEK_END);
    long size = ftell(in);
    fseek(in, 0, SEEK_SET);
    char *json = malloc((size_t)size + 1);
    if (fread(json, 1, (size_t)size, in) != (size_t)size) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    json[size] = 0;
    fclose(in);
    Lottie_Animation *a = lottie_animation_from_data(json, "first", "");
    if (!a) { fprintf(stderr, "rlottie cannot load %s\n", argv[1]); return 1; }
    size_t w = (size_t)atoi(argv[2]), h = (size_t)atoi(argv[3]);
    size_t total = lottie_animation_get_totalframe(a);
    printf("%zu\n", total);
    uint32_t *buf = malloc(w * h * 4);
    int progress = 0;
    for (int i = 5; i < argc; i++) {
        if (strcmp(argv[i], "--progress") == 0) { progress = 1; continue; }
        char key[64];
        snprintf(key, sizeof key, "frame-%d", i);
        Lottie_Animation *fresh = lottie_animation_from_data(json, key, "");
        if (!fresh) { fprintf(stderr, "rlottie cannot load %s\n", argv[1]); return 1; }
        /* Progress p is frame p × (frames − 1), rounded: rlottie 0.1's own
         * lottie_animation_get_frame_at_pos truncates it in single precision, so that
         * 0.225 of 161 frames lands on frame 35 instead of 36. */
        size_t total = lottie_animation_get_totalframe(fresh);
        size_t frame = progress ? (size_t)llround(atof(argv[i]) * (double)(total - 1)) : (size_t)atol(argv[i]);
        memset(buf, 0, w * h * 4);
        lottie_animation_render(fresh, frame, buf, w, h, w * 4);
        lottie_animation_destroy(fresh);
        char path[4096];
        snprintf(path, sizeof path, "%s/%s.bgra", argv[4], argv[i]);
        FILE *f = fopen(path, "wb");
        if (!f) { fprintf(stderr, "cannot write %s\n", path); return 1; }
        fwrite(buf, 4, w * h, f);
        fclose(f);
    }
    free(buf);
    free(json);
    lottie_animation_destroy(a);
    return 0;
}
