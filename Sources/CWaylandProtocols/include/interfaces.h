#ifndef TARTINE_CWAYLANDPROTOCOLS_INTERFACES_H
#define TARTINE_CWAYLANDPROTOCOLS_INTERFACES_H

// The interfaces ToastWayland (and the tests' wayland-pointer tool) bind from the registry, by
// address: `wl_registry_bind` keeps the pointer it is given, and Swift would lend a copy of a C
// constant, not the constant itself. The core protocol's from libwayland-client, the others from
// the tables wayland-scanner generated beside this directory (scripts/wayland-protocols).
#include "xdg-output-unstable-v1-client-protocol.h"
#include "wlr-layer-shell-unstable-v1-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"

static inline const struct wl_interface *tartine_wl_compositor_interface(void) { return &wl_compositor_interface; }
static inline const struct wl_interface *tartine_wl_shm_interface(void) { return &wl_shm_interface; }
static inline const struct wl_interface *tartine_wl_seat_interface(void) { return &wl_seat_interface; }
static inline const struct wl_interface *tartine_wl_output_interface(void) { return &wl_output_interface; }
static inline const struct wl_interface *tartine_zxdg_output_manager_v1_interface(void) {
    return &zxdg_output_manager_v1_interface;
}
static inline const struct wl_interface *tartine_zwlr_layer_shell_v1_interface(void) {
    return &zwlr_layer_shell_v1_interface;
}
static inline const struct wl_interface *tartine_zwlr_virtual_pointer_manager_v1_interface(void) {
    return &zwlr_virtual_pointer_manager_v1_interface;
}

#endif
