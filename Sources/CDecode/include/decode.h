#ifndef PAGEDOTS_DECODE_H
#define PAGEDOTS_DECODE_H
#include <stdint.h>

/// A recording decoded in this process by FFmpeg's own libraries (libavformat,
/// libavcodec, libavutil), loaded when first needed: no process to start and no pipe to
/// copy every frame through. Only 8-bit 4:2:0 streams shown as stored (no rotation asked
/// for) are read this way; anything else, or a machine without the libraries, is read
/// through the ffmpeg command instead.
typedef struct pd_decoder pd_decoder;

/// Whether the libraries could be loaded (once; later calls answer at once).
int pd_decode_available(void);

/// Opens the first video stream of `path` with `threads` decoding threads; with
/// `keyframes_only`, only key frames are decoded. NULL when the libraries are missing,
/// the file cannot be opened, its stream is not one read this way (then the ffmpeg
/// command reads it), or its frames hold more than `max_pixels` (when above 0).
pd_decoder *pd_decoder_open(const char *path, int threads, int keyframes_only, long max_pixels);

/// The frames' size.
int pd_decoder_width(const pd_decoder *d);
int pd_decoder_height(const pd_decoder *d);

/// Decodes the next frame: 1 when there is one, 0 at the end.
int pd_decoder_next(pd_decoder *d);

/// Copies the box of the last frame decoded (columns x..<x+w, rows y..<y+h, inside the
/// frame) as planar 4:2:0: `w*h` luma bytes into `luma`, then ceil(w/2) x ceil(h/2)
/// bytes of each chroma plane from column x/2 and row y/2 into `cb` and `cr`.
void pd_decoder_copy(const pd_decoder *d, int x, int y, int w, int h, uint8_t *luma, uint8_t *cb, uint8_t *cr);

/// What the libraries said was wrong while this decoder read (warnings and errors, one a
/// line, the last 16 KB at most), and whether a packet could not be decoded. Valid until
/// the decoder is closed.
const char *pd_decoder_messages(const pd_decoder *d);
int pd_decoder_damaged(const pd_decoder *d);

void pd_decoder_close(pd_decoder *d);

/// Reads the packets of the first video stream of `path` without decoding them: each
/// shown packet's presentation time in seconds (those without one left out) into
/// `times` (at most `capacity`), how many there are in all, how many are key frames, and
/// how many an edit list leaves out (never shown). Returns the packets' count (which may
/// exceed `capacity`), or -1 when the libraries are missing or the file cannot be read
/// this way.
long pd_packet_times(const char *path, double *times, long capacity, long *keyframes, long *discarded);

#endif
