#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sys/uio.h>
#include "pipe.h"

// vmsplice and pipe sizes are Linux's own; elsewhere these say "not here" (ENOSYS) and
// the writer takes its portable path, plain write(2).
#ifdef __linux__
ssize_t pd_vmsplice(int fd, const void *bytes, size_t count) {
    struct iovec v = { (void *)bytes, count };
    return vmsplice(fd, &v, 1, 0);
}

int pd_pipe_capacity(int fd) { return fcntl(fd, F_GETPIPE_SZ); }

int pd_set_pipe_capacity(int fd, int bytes) { return fcntl(fd, F_SETPIPE_SZ, bytes); }
#else
ssize_t pd_vmsplice(int fd, const void *bytes, size_t count) { (void)fd; (void)bytes; (void)count; errno = ENOSYS; return -1; }

int pd_pipe_capacity(int fd) { (void)fd; errno = ENOSYS; return -1; }

int pd_set_pipe_capacity(int fd, int bytes) { (void)fd; (void)bytes; errno = ENOSYS; return -1; }
#endif

static int spawning = 0;

int pd_spawning_add(int delta) { return __atomic_add_fetch(&spawning, delta, __ATOMIC_SEQ_CST); }

int pd_spawning_load(void) { return __atomic_load_n(&spawning, __ATOMIC_SEQ_CST); }

FILE *pd_stdout(void) { return stdout; }
