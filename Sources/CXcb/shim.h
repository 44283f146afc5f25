#ifndef TARTINE_CXCB_SHIM_H
#define TARTINE_CXCB_SHIM_H

// xcb: the X protocol (core), the Shape extension and RandR. Swift reaches these only through
// ToastX11's internal wrappers.
#include <stdlib.h>
#include <xcb/xcb.h>
#include <xcb/shape.h>
#include <xcb/randr.h>

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

#endif
