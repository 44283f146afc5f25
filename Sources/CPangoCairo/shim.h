#ifndef TARTINE_CPANGOCAIRO_SHIM_H
#define TARTINE_CPANGOCAIRO_SHIM_H

// Cairo (image surfaces, paths, PNG), Pango with its Cairo backend, and HarfBuzz (only for its
// version string). Swift reaches these only through ToastRender's internal wrappers.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <hb.h>

/// `g_object_unref` for any Pango/GObject pointer Swift holds as an untyped pointer.
static inline void tartine_object_unref(void *object) {
    if (object != NULL) g_object_unref(object);
}

/// `PANGO_SCALE` as a function (Swift does not import the macro as a typed constant everywhere).
static inline int tartine_pango_scale(void) { return PANGO_SCALE; }

#endif
