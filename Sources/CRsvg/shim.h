#ifndef TARTINE_CRSVG_SHIM_H
#define TARTINE_CRSVG_SHIM_H

// librsvg (SVG to Cairo) for the icons `tartine notifyd` draws. Swift reaches it only through
// ToastNotifyd's `SVGIcon`, which bounds the document before it gets here (docs/limits.md).
// Its header gives the types; the library itself is loaded at the first SVG drawn (`dlopen`):
// linked, it and the libraries it needs would be loaded at every start of `tartine` (about
// 4 ms of CPU each time), for the few notifications whose icon is an SVG.
#include <dlfcn.h>
#include <librsvg/rsvg.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

typedef RsvgHandle *(*tartine_rsvg_new_from_data)(const guint8 *, gsize, GError **);
typedef gboolean (*tartine_rsvg_render_document)(RsvgHandle *, cairo_t *, const RsvgRectangle *, GError **);

/// librsvg's two functions Tartine calls, looked up once (`dlopen("librsvg-2.so.2")`, `dlsym`).
static struct {
    pthread_once_t once;
    tartine_rsvg_new_from_data new_from_data;
    tartine_rsvg_render_document render_document;
    char failure[256];
} tartine_rsvg = {PTHREAD_ONCE_INIT, NULL, NULL, ""};

static inline void tartine_rsvg_load(void) {
    void *library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library != NULL) {
        tartine_rsvg.new_from_data = (tartine_rsvg_new_from_data)dlsym(library, "rsvg_handle_new_from_data");
        tartine_rsvg.render_document = (tartine_rsvg_render_document)dlsym(library, "rsvg_handle_render_document");
    }
    if (tartine_rsvg.new_from_data == NULL || tartine_rsvg.render_document == NULL) {
        const char *reason = dlerror();
        g_snprintf(
            tartine_rsvg.failure, sizeof tartine_rsvg.failure, "librsvg-2.so.2 could not be loaded (%s)",
            reason != NULL ? reason : "a function is missing");
        tartine_rsvg.new_from_data = NULL;
    }
}

/// Renders the SVG document `data` (`length` bytes) into `pixels`, a `side`×`side` Cairo ARGB32
/// image (premultiplied, native-endian words, rows of `side`×4 bytes) that the caller zeroed:
/// fitted into the square as the document's `preserveAspectRatio` says
/// (`rsvg_handle_new_from_data`, `rsvg_handle_render_document`). The handle has no base file, so
/// the document can load nothing outside itself. Returns 0, or 1 with the loader's, librsvg's or
/// Cairo's message (at most `message_size` bytes with its NUL) in `message`.
static inline int tartine_svg_render(
    const uint8_t *data, size_t length, int side, uint8_t *pixels, char *message, size_t message_size) {
    pthread_once(&tartine_rsvg.once, tartine_rsvg_load);
    if (tartine_rsvg.new_from_data == NULL) {
        g_strlcpy(message, tartine_rsvg.failure, message_size);
        return 1;
    }
    GError *error = NULL;
    RsvgHandle *handle = tartine_rsvg.new_from_data(data, length, &error);
    if (handle == NULL) {
        g_strlcpy(message, error != NULL ? error->message : "not an SVG document", message_size);
        if (error != NULL) g_error_free(error);
        return 1;
    }
    cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, side, side, side * 4);
    cairo_t *context = cairo_create(surface);
    RsvgRectangle viewport = {0, 0, side, side};
    gboolean drawn = tartine_rsvg.render_document(handle, context, &viewport, &error);
    int status = 0;
    if (!drawn) {
        g_strlcpy(message, error != NULL ? error->message : "librsvg could not draw it", message_size);
        status = 1;
    } else if (cairo_status(context) != CAIRO_STATUS_SUCCESS) {
        g_strlcpy(message, cairo_status_to_string(cairo_status(context)), message_size);
        status = 1;
    }
    if (error != NULL) g_error_free(error);
    cairo_destroy(context);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
    g_object_unref(handle);
    return status;
}

#endif
