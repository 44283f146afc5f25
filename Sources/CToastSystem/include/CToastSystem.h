#ifndef C_TOAST_SYSTEM_H
#define C_TOAST_SYSTEM_H

// The C library's process and file calls that Swift's platform module does not bring (GNU extensions),
// as inline forwards with a prefix, for ToastFiles' System layer only.

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <linux/openat2.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/// The CPUs in the calling process's affinity mask; 0 when it cannot be read. Wraps
/// `sched_getaffinity` and `CPU_COUNT` (Linux).
static inline int tartine_affinity_count(void) {
#if defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return 0;
    return CPU_COUNT(&set);
#else
    return 0;
#endif
}

/// Makes malloc serve blocks of `bytes` or more with pages of their own; wraps
/// `mallopt(M_MMAP_THRESHOLD)` (glibc; returns 0 elsewhere, as glibc does on refusal).
static inline int tartine_map_blocks_larger_than(int bytes) {
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}

/// Starts writing `fd`'s dirty pages to its disk without waiting (an `fsync` after it then waits
/// for less); wraps `sync_file_range(SYNC_FILE_RANGE_WRITE)` (Linux; nothing elsewhere).
static inline void tartine_start_write_back(int fd) {
#if defined(__linux__)
    (void)sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
#else
    (void)fd;
#endif
}

/// Opens `path` relative to the directory `directory` only if its whole resolution stays below
/// that directory (`..` and symbolic links that stay inside are followed; an absolute path or
/// link, or one that climbs out, fails with `EXDEV`); wraps `openat2` with `RESOLVE_BENEATH`
/// (Linux 5.6). Fails with `ENOSYS` where there is no such call.
static inline int tartine_open_beneath(int directory, const char *path, int flags) {
#if defined(__linux__) && defined(SYS_openat2)
    struct open_how how = {.flags = (__u64)flags, .mode = 0, .resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS};
    return (int)syscall(SYS_openat2, directory, path, &how, sizeof how);
#else
    (void)directory;
    (void)path;
    (void)flags;
    errno = ENOSYS;
    return -1;
#endif
}

/// Opens `path` (relative to the current directory, or absolute) only if no symbolic link is
/// on its way, at any component (`ELOOP` otherwise); wraps `openat2` with
/// `RESOLVE_NO_SYMLINKS` (Linux 5.6). Fails with `ENOSYS` where there is no such call.
static inline int tartine_open_without_links(const char *path, int flags) {
#if defined(__linux__) && defined(SYS_openat2)
    struct open_how how = {.flags = (__u64)flags, .mode = 0, .resolve = RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS};
    return (int)syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof how);
#else
    (void)path;
    (void)flags;
    errno = ENOSYS;
    return -1;
#endif
}

#endif
