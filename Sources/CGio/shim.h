#ifndef TARTINE_CGIO_SHIM_H
#define TARTINE_CGIO_SHIM_H

// GLib's GIO: GDBus connections and GVariant values. ToastDBus reads GVariants through its
// internal wrappers; every call that needs varargs or a callback is in CNotifyBus.
#include <gio/gio.h>

#endif
