#include "CNotifyBus.h"
#include <glib-unix.h>
#include <pthread.h>
#include <signal.h>

GVariant *tnb_params_u(guint32 value) { return g_variant_new("(u)", value); }

GVariant *tnb_params_us(guint32 first, const char *second) { return g_variant_new("(us)", first, second); }

// A connection of the client's own to the bus at `address` (NULL: the session bus); NULL with
// `*status` and `*message` set when there is none.
static GDBusConnection *tnb_client_connect(const char *address, int *status, char **message) {
    GError *error = NULL;
    char *found = NULL;
    if (address == NULL) {
        found = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, NULL, &error);
        if (found == NULL) {
            *status = TNB_CONNECT_FAILED;
            *message = g_strdup_printf("no session bus: %s", error->message);
            g_error_free(error);
            return NULL;
        }
        address = found;
    }
    GDBusConnection *connection = g_dbus_connection_new_for_address_sync(
        address, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION, NULL,
        NULL, &error);
    if (connection == NULL) {
        *status = TNB_CONNECT_FAILED;
        *message = g_strdup_printf("cannot connect to the bus at %s: %s", address, error->message);
        g_error_free(error);
    } else {
        g_dbus_connection_set_exit_on_close(connection, FALSE);
    }
    g_free(found);
    return connection;
}

GVariant *tnb_client_call(const char *address, const char *method, GVariant *parameters, const char *reply_type,
                          int timeout_ms, int *status, char **error_name, char **message) {
    *status = TNB_OK;
    *error_name = NULL;
    *message = NULL;
    GError *error = NULL;
    if (parameters != NULL) g_variant_ref_sink(parameters);
    GDBusConnection *connection = tnb_client_connect(address, status, message);
    if (connection == NULL) {
        if (parameters != NULL) g_variant_unref(parameters);
        return NULL;
    }
    GVariant *reply = g_dbus_connection_call_sync(connection, "org.freedesktop.Notifications", "/org/tartine/Notifyd",
                                                  "org.tartine.Notifyd1", method, parameters,
                                                  G_VARIANT_TYPE(reply_type), G_DBUS_CALL_FLAGS_NO_AUTO_START,
                                                  timeout_ms, NULL, &error);
    if (parameters != NULL) g_variant_unref(parameters);
    if (reply == NULL) {
        *status = g_error_matches(error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT) ? TNB_TIMED_OUT : TNB_CALL_FAILED;
        *error_name = g_dbus_error_get_remote_error(error);
        g_dbus_error_strip_remote_error(error);
        *message = g_strdup(error->message);
        g_error_free(error);
    }
    g_dbus_connection_close_sync(connection, NULL, NULL);
    g_object_unref(connection);
    return reply;
}

// What a watch's callbacks share: its loop, whether the name was ever owned, and how it ended.
typedef struct {
    GMainLoop *loop;
    tnb_event_fn event;
    void *context;
    gboolean appeared;
    gboolean vanished;
    gboolean signalled;
} tnb_watch;

static void tnb_watch_event(GDBusConnection *connection, const char *sender, const char *path, const char *interface,
                            const char *signal, GVariant *parameters, gpointer data) {
    tnb_watch *watch = data;
    if (!g_variant_is_of_type(parameters, G_VARIANT_TYPE("(s)"))) return;
    const char *json = NULL;
    g_variant_get(parameters, "(&s)", &json);
    watch->event(watch->context, json);
}

static void tnb_watch_appeared(GDBusConnection *connection, const char *name, const char *owner, gpointer data) {
    ((tnb_watch *)data)->appeared = TRUE;
}

static void tnb_watch_vanished(GDBusConnection *connection, const char *name, gpointer data) {
    tnb_watch *watch = data;
    watch->vanished = TRUE;
    g_main_loop_quit(watch->loop);
}

static gboolean tnb_watch_signalled(gpointer data) {
    tnb_watch *watch = data;
    watch->signalled = TRUE;
    g_main_loop_quit(watch->loop);
    return G_SOURCE_CONTINUE;
}

int tnb_client_watch(const char *address, tnb_event_fn event, void *context, int *ended_by_signal, char **message) {
    int status = TNB_OK;
    *ended_by_signal = 0;
    *message = NULL;
    GMainContext *main_context = g_main_context_new();
    g_main_context_push_thread_default(main_context);
    GDBusConnection *connection = tnb_client_connect(address, &status, message);
    if (connection == NULL) {
        g_main_context_pop_thread_default(main_context);
        g_main_context_unref(main_context);
        return status;
    }
    tnb_watch watch = {g_main_loop_new(main_context, FALSE), event, context, FALSE, FALSE, FALSE};
    guint subscription = g_dbus_connection_signal_subscribe(
        connection, "org.freedesktop.Notifications", "org.tartine.Notifyd1", "Event", "/org/tartine/Notifyd", NULL,
        G_DBUS_SIGNAL_FLAGS_NONE, tnb_watch_event, &watch, NULL);
    guint watcher = g_bus_watch_name_on_connection(connection, "org.freedesktop.Notifications",
                                                   G_BUS_NAME_WATCHER_FLAGS_NONE, tnb_watch_appeared,
                                                   tnb_watch_vanished, &watch, NULL);
    // A caller whose thread blocks these signals (a test runner's) would never see them.
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, SIGINT);
    sigaddset(&unblocked, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    guint sources[2];
    int signals[2] = {SIGINT, SIGTERM};
    for (int index = 0; index < 2; index++) {
        GSource *source = g_unix_signal_source_new(signals[index]);
        g_source_set_callback(source, tnb_watch_signalled, &watch, NULL);
        sources[index] = g_source_attach(source, main_context);
        g_source_unref(source);
    }
    g_main_loop_run(watch.loop);
    for (int index = 0; index < 2; index++) {
        GSource *source = g_main_context_find_source_by_id(main_context, sources[index]);
        if (source != NULL) g_source_destroy(source);
    }
    g_bus_unwatch_name(watcher);
    g_dbus_connection_signal_unsubscribe(connection, subscription);
    g_dbus_connection_close_sync(connection, NULL, NULL);
    g_object_unref(connection);
    // Callbacks already queued (the unwatch's and unsubscribe's) run before the context goes.
    while (g_main_context_iteration(main_context, FALSE)) {
    }
    g_main_loop_unref(watch.loop);
    g_main_context_pop_thread_default(main_context);
    g_main_context_unref(main_context);
    *ended_by_signal = watch.signalled;
    if (!watch.appeared && !watch.signalled) {
        *message = g_strdup("no server");
        return TNB_CALL_FAILED;
    }
    return TNB_OK;
}
