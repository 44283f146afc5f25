#ifndef TARTINE_CWAYLAND_SHIM_H
#define TARTINE_CWAYLAND_SHIM_H

// libwayland-client (the core protocol: display, registry, compositor, shm, seat, output), and
// the memory calls a wl_shm pool needs (an anonymous file, its size, its mapping). The protocols
// beyond the core one are CWaylandProtocols'. Swift reaches these only through ToastWayland's
// internal wrappers (and the tests' wayland-pointer tool).
#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <wayland-client.h>

/// A new anonymous file of `size` bytes, closed on exec (`memfd_create` with `MFD_CLOEXEC`, then
/// `ftruncate`): a wl_shm pool's memory. Its descriptor, or -1 (errno says why).
static inline int tartine_wayland_memory(const char *name, size_t size) {
    int fd = memfd_create(name, MFD_CLOEXEC);
    if (fd < 0) return -1;
    if (ftruncate(fd, (off_t)size) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

/// `size` bytes of `fd` mapped shared, readable and writable, or NULL (errno says why).
static inline void *tartine_wayland_map(int fd, size_t size) {
    void *address = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    return address == MAP_FAILED ? NULL : address;
}

/// Lets go of a mapping `tartine_wayland_map` made.
static inline void tartine_wayland_unmap(void *address, size_t size) { munmap(address, size); }

/// Closes a descriptor `tartine_wayland_memory` made.
static inline void tartine_wayland_close(int fd) { close(fd); }

/// The thread's errno, after a call that failed.
static inline int tartine_wayland_errno(void) { return errno; }

/// The C library's text for an errno value.
static inline const char *tartine_wayland_strerror(int code) { return strerror(code); }

#endif
