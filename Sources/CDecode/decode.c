// Decoding in this process with FFmpeg's libraries, loaded with dlopen when first needed
// (so that commands that never read a recording do not pay for loading them), built
// against their headers when those are installed. See docs/qa.md#reading-a-recording.
#include "decode.h"
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <stdarg.h>

#if __has_include(<libavformat/avformat.h>) && __has_include(<libavcodec/avcodec.h>) && __has_include(<dlfcn.h>)
#include <dlfcn.h>
#include <pthread.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/display.h>

// The functions used, found in the loaded libraries.
static struct {
    int (*open_input)(AVFormatContext **, const char *, const AVInputFormat *, AVDictionary **);
    int (*find_stream_info)(AVFormatContext *, AVDictionary **);
    void (*close_input)(AVFormatContext **);
    int (*read_frame)(AVFormatContext *, AVPacket *);
#if LIBAVCODEC_VERSION_INT >= AV_VERSION_INT(60, 29, 100)
    const AVPacketSideData *(*side_data_get)(const AVPacketSideData *, int, enum AVPacketSideDataType);
#else
    uint8_t *(*stream_side_data)(const AVStream *, enum AVPacketSideDataType, size_t *);
#endif
    const AVCodec *(*find_decoder)(enum AVCodecID);
    AVCodecContext *(*alloc_context)(const AVCodec *);
    void (*free_context)(AVCodecContext **);
    int (*parameters_to_context)(AVCodecContext *, const AVCodecParameters *);
    int (*open2)(AVCodecContext *, const AVCodec *, AVDictionary **);
    int (*send_packet)(AVCodecContext *, const AVPacket *);
    int (*receive_frame)(AVCodecContext *, AVFrame *);
    AVPacket *(*packet_alloc)(void);
    void (*packet_free)(AVPacket **);
    void (*packet_unref)(AVPacket *);
    AVFrame *(*frame_alloc)(void);
    void (*frame_free)(AVFrame **);
    void (*frame_unref)(AVFrame *);
    void (*log_set_callback)(void (*)(void *, int, const char *, va_list));
    void (*log_set_level)(int);
} av;

static pthread_once_t loading = PTHREAD_ONCE_INIT;
static int loaded = 0;

// Messages go to every decoder open (one at a time in practice), never to stderr.
#define MESSAGES 16384
struct pd_decoder {
    AVFormatContext *format;
    AVCodecContext *codec;
    AVPacket *packet;
    AVFrame *frame;
    int stream;
    int width, height;
    int pending;      // a frame decoded by open, not yet handed out
    int draining;     // the file is read to its end; the decoder gives what it holds
    int damaged;
    char messages[MESSAGES];
    size_t said;
    pd_decoder *next_open;
};
static pthread_mutex_t open_lock = PTHREAD_MUTEX_INITIALIZER;
static pd_decoder *open_decoders = NULL;

static void note(pd_decoder *d, const char *line) {
    size_t n = strlen(line);
    if (n >= MESSAGES / 2) n = MESSAGES / 2 - 1;
    if (d->said + n + 1 >= MESSAGES) {
        // Keep the latest half: the last lines say the most.
        size_t keep = d->said > MESSAGES / 2 ? MESSAGES / 2 : d->said;
        memmove(d->messages, d->messages + d->said - keep, keep);
        d->said = keep;
    }
    memcpy(d->messages + d->said, line, n);
    d->said += n;
    d->messages[d->said] = 0;
}

static void on_log(void *object, int level, const char *format, va_list args) {
    (void)object;
    if (level > AV_LOG_WARNING) return;
    char line[1024];
    vsnprintf(line, sizeof line, format, args);
    pthread_mutex_lock(&open_lock);
    for (pd_decoder *d = open_decoders; d; d = d->next_open) note(d, line);
    pthread_mutex_unlock(&open_lock);
}

static void *library(const char *name, int major) {
    char path[256];
#ifdef __APPLE__
    const char *places[] = {"", "/opt/homebrew/lib/", "/usr/local/lib/"};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%slib%s.%d.dylib", places[i], name, major);
        void *h = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
        if (h) return h;
    }
    return NULL;
#else
    snprintf(path, sizeof path, "lib%s.so.%d", name, major);
    return dlopen(path, RTLD_LAZY | RTLD_LOCAL);
#endif
}

#define FIND(lib, field, name) do { *(void **)(&av.field) = dlsym(lib, name); if (!av.field) return; } while (0)

static void load(void) {
    // The versions whose headers this was built with: their structures are the ones read.
    void *util = library("avutil", LIBAVUTIL_VERSION_MAJOR);
    void *codec = library("avcodec", LIBAVCODEC_VERSION_MAJOR);
    void *format = library("avformat", LIBAVFORMAT_VERSION_MAJOR);
    if (!util || !codec || !format) return;
    FIND(format, open_input, "avformat_open_input");
    FIND(format, find_stream_info, "avformat_find_stream_info");
    FIND(format, close_input, "avformat_close_input");
    FIND(format, read_frame, "av_read_frame");
#if LIBAVCODEC_VERSION_INT >= AV_VERSION_INT(60, 29, 100)
    FIND(codec, side_data_get, "av_packet_side_data_get");
#else
    FIND(format, stream_side_data, "av_stream_get_side_data");
#endif
    FIND(codec, find_decoder, "avcodec_find_decoder");
    FIND(codec, alloc_context, "avcodec_alloc_context3");
    FIND(codec, free_context, "avcodec_free_context");
    FIND(codec, parameters_to_context, "avcodec_parameters_to_context");
    FIND(codec, open2, "avcodec_open2");
    FIND(codec, send_packet, "avcodec_send_packet");
    FIND(codec, receive_frame, "avcodec_receive_frame");
    FIND(codec, packet_alloc, "av_packet_alloc");
    FIND(codec, packet_free, "av_packet_free");
    FIND(codec, packet_unref, "av_packet_unref");
    FIND(util, frame_alloc, "av_frame_alloc");
    FIND(util, frame_free, "av_frame_free");
    FIND(util, frame_unref, "av_frame_unref");
    FIND(util, log_set_callback, "av_log_set_callback");
    FIND(util, log_set_level, "av_log_set_level");
    av.log_set_callback(on_log);
    av.log_set_level(AV_LOG_WARNING);
    loaded = 1;
}

int pd_decode_available(void) {
    pthread_once(&loading, load);
    return loaded;
}

// A packet that could not be decoded, in the words the ffmpeg command uses.
static void said_error(pd_decoder *d) {
    char line[128];
    snprintf(line, sizeof line, "Error while decoding stream #0:%d: Invalid data found when processing input\n", d->stream);
    note(d, line);
    d->damaged = 1;
}

// Decodes into d->frame: 1 a frame, 0 the end.
static int decode(pd_decoder *d) {
    for (;;) {
        int r = av.receive_frame(d->codec, d->frame);
        if (r >= 0) {
            // (A frame the decoder says it concealed damage in: the file is damaged.)
            if (d->frame->decode_error_flags || (d->frame->flags & AV_FRAME_FLAG_CORRUPT)) {
                char line[96];
                snprintf(line, sizeof line, "corrupt decoded frame in stream %d\n", d->stream);
                note(d, line);
                d->damaged = 1;
            }
            return 1;
        }
        if (r == AVERROR_EOF) return 0;
        if (r != AVERROR(EAGAIN)) { said_error(d); if (d->draining) return 0; }
        if (d->draining) return 0;
        // Packets of the stream, until the decoder takes one.
        for (;;) {
            int got = av.read_frame(d->format, d->packet);
            if (got < 0) {
                if (got != AVERROR_EOF) { d->damaged = 1; note(d, "error while reading: invalid data\n"); }
                d->draining = 1;
                // (A decoding thread's error on the last packets comes back here.)
                int flushed = av.send_packet(d->codec, NULL);
                if (flushed < 0 && flushed != AVERROR_EOF) { said_error(d); }
                break;
            }
            if (d->packet->stream_index != d->stream) { av.packet_unref(d->packet); continue; }
            int sent = av.send_packet(d->codec, d->packet);
            av.packet_unref(d->packet);
            if (sent < 0 && sent != AVERROR(EAGAIN)) { said_error(d); continue; }
            break;
        }
    }
}

static void forget(pd_decoder *d) {
    pthread_mutex_lock(&open_lock);
    for (pd_decoder **p = &open_decoders; *p; p = &(*p)->next_open) {
        if (*p == d) { *p = d->next_open; break; }
    }
    pthread_mutex_unlock(&open_lock);
}

void pd_decoder_close(pd_decoder *d) {
    if (!d) return;
    forget(d);
    if (d->frame) av.frame_free(&d->frame);
    if (d->packet) av.packet_free(&d->packet);
    if (d->codec) av.free_context(&d->codec);
    if (d->format) av.close_input(&d->format);
    free(d);
}

pd_decoder *pd_decoder_open(const char *path, int threads, int keyframes_only, long max_pixels) {
    if (!pd_decode_available()) return NULL;
    pd_decoder *d = calloc(1, sizeof *d);
    if (!d) return NULL;
    pthread_mutex_lock(&open_lock);
    d->next_open = open_decoders;
    open_decoders = d;
    pthread_mutex_unlock(&open_lock);
    if (av.open_input(&d->format, path, NULL, NULL) < 0) { d->format = NULL; goto fail; }
    // (Frames larger than `max_pixels`, where the header says so before anything is
    // decoded, are not opened.)
    for (unsigned i = 0; i < d->format->nb_streams; i++) {
        AVCodecParameters *p = d->format->streams[i]->codecpar;
        if (max_pixels > 0 && p->codec_type == AVMEDIA_TYPE_VIDEO && (long)p->width * p->height > max_pixels) goto fail;
    }
    if (av.find_stream_info(d->format, NULL) < 0) goto fail;
    d->stream = -1;
    for (unsigned i = 0; i < d->format->nb_streams; i++) {
        if (d->format->streams[i]->codecpar->codec_type == AVMEDIA_TYPE_VIDEO) { d->stream = (int)i; break; }
    }
    if (d->stream < 0) goto fail;
    AVStream *s = d->format->streams[d->stream];
    if (max_pixels > 0 && (long)s->codecpar->width * s->codecpar->height > max_pixels) goto fail;
    // A stream that asks to be shown turned is read by the ffmpeg command, which turns it.
#if LIBAVCODEC_VERSION_INT >= AV_VERSION_INT(60, 29, 100)
    if (av.side_data_get(s->codecpar->coded_side_data, s->codecpar->nb_coded_side_data, AV_PKT_DATA_DISPLAYMATRIX)) goto fail;
#else
    size_t size = 0;
    if (av.stream_side_data(s, AV_PKT_DATA_DISPLAYMATRIX, &size)) goto fail;
#endif
    const AVCodec *codec = av.find_decoder(s->codecpar->codec_id);
    if (!codec) goto fail;
    d->codec = av.alloc_context(codec);
    if (!d->codec || av.parameters_to_context(d->codec, s->codecpar) < 0) goto fail;
    d->codec->thread_count = threads;
    if (keyframes_only) d->codec->skip_frame = AVDISCARD_NONKEY;
    if (av.open2(d->codec, codec, NULL) < 0) goto fail;
    d->packet = av.packet_alloc();
    d->frame = av.frame_alloc();
    if (!d->packet || !d->frame) goto fail;
    // The first frame says what the stream holds: only 8-bit 4:2:0 as stored is read here.
    if (decode(d) != 1 || d->frame->format != AV_PIX_FMT_YUV420P || d->frame->width <= 0 || d->frame->height <= 0) goto fail;
    d->width = d->frame->width;
    d->height = d->frame->height;
    d->pending = 1;
    return d;
fail:
    pd_decoder_close(d);
    return NULL;
}

long pd_packet_times(const char *path, double *times, long capacity, long *keyframes, long *discarded) {
    if (!pd_decode_available()) return -1;
    AVFormatContext *format = NULL;
    if (av.open_input(&format, path, NULL, NULL) < 0) return -1;
    long count = -1;
    AVPacket *packet = av.packet_alloc();
    int stream = -1;
    if (!packet || av.find_stream_info(format, NULL) < 0) goto done;
    for (unsigned i = 0; i < format->nb_streams; i++) {
        if (format->streams[i]->codecpar->codec_type == AVMEDIA_TYPE_VIDEO) { stream = (int)i; break; }
    }
    if (stream < 0) goto done;
    AVRational base = format->streams[stream]->time_base;
    count = 0;
    *keyframes = 0;
    *discarded = 0;
    while (av.read_frame(format, packet) >= 0) {
        if (packet->stream_index == stream) {
            if (packet->flags & AV_PKT_FLAG_DISCARD) {
                *discarded += 1;
            } else {
                if (packet->flags & AV_PKT_FLAG_KEY) *keyframes += 1;
                if (packet->pts != AV_NOPTS_VALUE) {
                    // (To the microsecond, as ffprobe prints it: the same times either way.)
                    if (count < capacity) {
                        char text[64];
                        snprintf(text, sizeof text, "%f", packet->pts * (base.num / (double)base.den));
                        times[count] = strtod(text, NULL);
                    }
                    count += 1;
                }
            }
        }
        av.packet_unref(packet);
    }
done:
    if (packet) av.packet_free(&packet);
    av.close_input(&format);
    return count;
}

int pd_decoder_width(const pd_decoder *d) { return d->width; }
int pd_decoder_height(const pd_decoder *d) { return d->height; }

int pd_decoder_next(pd_decoder *d) {
    if (d->pending) { d->pending = 0; return 1; }
    av.frame_unref(d->frame);
    int got = decode(d);
    // (A stream whose frames change size or kind midway is read no further here.)
    if (got && (d->frame->format != AV_PIX_FMT_YUV420P || d->frame->width != d->width || d->frame->height != d->height)) {
        d->damaged = 1;
        note(d, "the frames change size or kind midway: invalid data\n");
        return 0;
    }
    return got;
}

void pd_decoder_copy(const pd_decoder *d, int x, int y, int w, int h, uint8_t *luma, uint8_t *cb, uint8_t *cr) {
    const AVFrame *f = d->frame;
    for (int r = 0; r < h; r++) memcpy(luma + (size_t)r * w, f->data[0] + (size_t)(y + r) * f->linesize[0] + x, (size_t)w);
    int cw = (w + 1) / 2, ch = (h + 1) / 2, cx = x / 2, cy = y / 2;
    for (int r = 0; r < ch; r++) {
        memcpy(cb + (size_t)r * cw, f->data[1] + (size_t)(cy + r) * f->linesize[1] + cx, (size_t)cw);
        memcpy(cr + (size_t)r * cw, f->data[2] + (size_t)(cy + r) * f->linesize[2] + cx, (size_t)cw);
    }
}

const char *pd_decoder_messages(const pd_decoder *d) { return d->messages; }
int pd_decoder_damaged(const pd_decoder *d) { return d->damaged; }

#else
// Built without FFmpeg's headers: recordings are read through the ffmpeg command.
int pd_decode_available(void) { return 0; }
pd_decoder *pd_decoder_open(const char *path, int threads, int keyframes_only, long max_pixels) { (void)path; (void)threads; (void)keyframes_only; (void)max_pixels; return NULL; }
int pd_decoder_width(const pd_decoder *d) { (void)d; return 0; }
int pd_decoder_height(const pd_decoder *d) { (void)d; return 0; }
int pd_decoder_next(pd_decoder *d) { (void)d; return 0; }
long pd_packet_times(const char *path, double *times, long capacity, long *keyframes, long *discarded) {
    (void)path; (void)times; (void)capacity; (void)keyframes; (void)discarded; return -1;
}
void pd_decoder_copy(const pd_decoder *d, int x, int y, int w, int h, uint8_t *luma, uint8_t *cb, uint8_t *cr) {
    (void)d; (void)x; (void)y; (void)w; (void)h; (void)luma; (void)cb; (void)cr;
}
const char *pd_decoder_messages(const pd_decoder *d) { (void)d; return ""; }
int pd_decoder_damaged(const pd_decoder *d) { (void)d; return 0; }
void pd_decoder_close(pd_decoder *d) { (void)d; }
#endif
