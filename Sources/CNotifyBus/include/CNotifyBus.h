#ifndef TARTINE_CNOTIFYBUS_H
#define TARTINE_CNOTIFYBUS_H

// The GDBus calls of Tartine's notification server and its control client that need varargs
// (g_variant_new) or callbacks (method calls, NameLost, the bus thread). ToastDBus calls these;
// it reads the GVariants they hand over through CGio's plain functions.
#include <gio/gio.h>

/// A running server: a connection, two exported objects, the owned name and the bus thread.
typedef struct tnb_server tnb_server;

/// Called on the bus thread for every method call on either object; the callee must answer the
/// invocation (one `tnb_return_…` call) before it returns. `parameters` is borrowed.
typedef void (*tnb_call_fn)(void *context, const char *sender, const char *interface, const char *method,
                            GVariant *parameters, GDBusMethodInvocation *invocation);
/// Called on the bus thread once the server no longer owns its name (replaced, or the bus went away).
typedef void (*tnb_lost_fn)(void *context);

/// What `tnb_server_start` and `tnb_client_call` failed at.
typedef enum {
    TNB_OK = 0,
    /// No bus address (none given, and GLib found no session bus), or no connection to it.
    TNB_CONNECT_FAILED = 1,
    /// Exporting an object failed.
    TNB_EXPORT_FAILED = 2,
    /// The bus refused or failed `RequestName`.
    TNB_REQUEST_FAILED = 3,
    /// Another connection owns the name and keeps it; the message is its unique name.
    TNB_NAME_TAKEN = 4,
    /// The bus thread could not be started.
    TNB_THREAD_FAILED = 5,
    /// The method call failed; the error's D-Bus name and message are set.
    TNB_CALL_FAILED = 6,
    /// No reply came within the timeout.
    TNB_TIMED_OUT = 7,
} tnb_status;

/// Connects to `address` (NULL: the session bus), exports /org/freedesktop/Notifications and
/// /org/tartine/Notifyd, requests org.freedesktop.Notifications without queueing (allowing
/// replacement; replacing the owner when `replace` and the owner allows it), and starts the bus
/// thread. On failure returns NULL with `*status` set and `*message` (free with g_free); for
/// TNB_NAME_TAKEN the message is the owner's unique name, `*owner_pid` its process (0 when the bus
/// does not say) and `*owner_program` that process's name (/proc/PID/comm; NULL when unknown;
/// free with g_free).
tnb_server *tnb_server_start(const char *address, gboolean replace, tnb_call_fn call, tnb_lost_fn lost,
                             void *context, int *status, char **message, guint32 *owner_pid, char **owner_program);
/// Unsubscribes, unexports, releases the name, ends the bus thread (joins it, unless called on
/// it), closes the connection and frees the server. Call once.
void tnb_server_stop(tnb_server *server);
/// The bus connection's unique name (":1.4"), owned by the server.
const char *tnb_server_unique_name(tnb_server *server);

/// Emits org.freedesktop.Notifications.`signal`(uu) from any thread.
void tnb_emit_uu(tnb_server *server, const char *signal, guint32 first, guint32 second);
/// Emits org.freedesktop.Notifications.`signal`(us) from any thread.
void tnb_emit_us(tnb_server *server, const char *signal, guint32 first, const char *second);
/// Emits org.tartine.Notifyd1.Event(s) on /org/tartine/Notifyd from any thread: one JSON line.
void tnb_emit_event(tnb_server *server, const char *json);

/// Answers with no value.
void tnb_return_nothing(GDBusMethodInvocation *invocation);
/// Answers (u).
void tnb_return_u(GDBusMethodInvocation *invocation, guint32 value);
/// Answers (b).
void tnb_return_b(GDBusMethodInvocation *invocation, gboolean value);
/// Answers (s).
void tnb_return_s(GDBusMethodInvocation *invocation, const char *value);
/// Answers (uuu).
void tnb_return_uuu(GDBusMethodInvocation *invocation, guint32 first, guint32 second, guint32 third);
/// Answers (ssss).
void tnb_return_ssss(GDBusMethodInvocation *invocation, const char *first, const char *second, const char *third,
                     const char *fourth);
/// Answers (as) with the `count` strings of `values`.
void tnb_return_strv(GDBusMethodInvocation *invocation, const char *const *values, gsize count);
/// Answers with the D-Bus error `name` and `message`.
void tnb_return_error(GDBusMethodInvocation *invocation, const char *name, const char *message);

/// (u), floating, for `tnb_client_call`.
GVariant *tnb_params_u(guint32 value);
/// (us), floating, for `tnb_client_call`.
GVariant *tnb_params_us(guint32 first, const char *second);

/// Calls org.tartine.Notifyd1.`method` on /org/tartine/Notifyd of org.freedesktop.Notifications
/// on the bus at `address` (NULL: the session bus) on a connection of its own, waiting at most
/// `timeout_ms`; `parameters` (floating, or NULL) is consumed. Returns the reply (unref it), or
/// NULL with `*status`, `*error_name` (a D-Bus error name, or NULL) and `*message` set (g_free them).
GVariant *tnb_client_call(const char *address, const char *method, GVariant *parameters, const char *reply_type,
                          int timeout_ms, int *status, char **error_name, char **message);

/// Called by `tnb_client_watch` with each event's JSON line (borrowed).
typedef void (*tnb_event_fn)(void *context, const char *json);

/// Follows org.tartine.Notifyd1.Event of the server that owns org.freedesktop.Notifications on
/// the bus at `address` (NULL: the session bus), calling `event` for each, until that name has no
/// owner any more or SIGINT or SIGTERM comes. Returns TNB_OK when it ended so (`*ended_by_signal`
/// says which), or a failure with `*message` set (g_free it): TNB_CONNECT_FAILED, or
/// TNB_CALL_FAILED with the message "no server" when nothing owned the name at the start.
int tnb_client_watch(const char *address, tnb_event_fn event, void *context, int *ended_by_signal, char **message);

#endif
