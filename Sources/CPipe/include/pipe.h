#ifndef PAGEDOTS_PIPE_H
#define PAGEDOTS_PIPE_H
#include <stddef.h>
#include <sys/types.h>

/// Hands `count` bytes at `bytes` to the pipe `fd` without copying them (Linux
/// vmsplice): the pipe then refers to these pages until its reader has read them, so the
/// caller must not change them before then. Returns the bytes handed over (it may be
/// fewer than `count`, and blocks while the pipe is full) or -1 with errno set.
ssize_t pd_vmsplice(int fd, const void *bytes, size_t count);

/// The pipe's capacity in bytes (F_GETPIPE_SZ), or -1.
int pd_pipe_capacity(int fd);

/// Asks for a pipe of `bytes` (F_SETPIPE_SZ); returns the capacity granted or -1.
int pd_set_pipe_capacity(int fd, int bytes);

/// How many child processes are being started right now (between fork and the moment
/// they are recorded): added to with `delta`, read by a signal handler that must wait for
/// them before it stops every child. Atomic, and safe in a signal handler.
int pd_spawning_add(int delta);
int pd_spawning_load(void);

/// The C library's standard output stream (Swift 6 cannot name the global `stdout`
/// safely: it is a mutable C variable).
#include <stdio.h>
FILE *pd_stdout(void);

#endif
