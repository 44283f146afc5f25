#ifndef TARTINE_CXCB_SHIM_H
#define TARTINE_CXCB_SHIM_H

// xcb: the X protocol (core), the Shape extension, RandR and MIT-SHM (with the System V shared
// memory calls it needs). Swift reaches these only through ToastX11's internal wrappers.
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <xcb/xcb.h>
#include <xcb/shape.h>
#include <xcb/randr.h>
#include <xcb/shm.h>

/// `free` for a reply or event xcb allocated (xcb's replies and events are the caller's to free
/// with the C library's `free`, which ToastX11 does not import).
static inline void tartine_xcb_free(void *pointer) { free(pointer); }

/// What the server said of the Shape extension (present, first event), from xcb's prefetched
/// data (`xcb_get_extension_data` with `xcb_shape_id`, a global Swift cannot name).
static inline const xcb_query_extension_reply_t *tartine_xcb_shape_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_shape_id);
}

/// What the server said of RandR (present, first event): `xcb_get_extension_data` with `xcb_randr_id`.
static inline const xcb_query_extension_reply_t *tartine_xcb_randr_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_randr_id);
}

/// What the server said of MIT-SHM (present): `xcb_get_extension_data` with `xcb_shm_id`.
static inline const xcb_query_extension_reply_t *tartine_xcb_shm_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_shm_id);
}

/// A new private shared memory segment of `size` bytes, readable and writable by this user only;
/// its id, or -1 (errno says why).
static inline int tartine_shm_create(size_t size) {
    return shmget(IPC_PRIVATE, size, IPC_CREAT | 0600);
}

/// The segment `id` mapped into this process, or NULL.
static inline void *tartine_shm_map(int id) {
    void *address = shmat(id, NULL, 0);
    return address == (void *)-1 ? NULL : address;
}

/// Marks segment `id` to be freed when the last process that maps it lets go of it.
static inline void tartine_shm_remove(int id) { shmctl(id, IPC_RMID, NULL); }

/// Lets go of this process's mapping of a segment.
static inline void tartine_shm_unmap(void *address) { shmdt(address); }

#endif
