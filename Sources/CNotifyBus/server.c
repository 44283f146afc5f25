#include "CNotifyBus.h"

#define TNB_NAME "org.freedesktop.Notifications"
#define TNB_PATH "/org/freedesktop/Notifications"
#define TNB_CONTROL_PATH "/org/tartine/Notifyd"

// The two interfaces as `gdbus introspect` shows them: the Desktop Notifications Specification
// 1.2 and Tartine's control interface. GDBus refuses a call whose arguments do not match these
// signatures (org.freedesktop.DBus.Error.InvalidArgs) before it reaches Swift.
static const char tnb_introspection[] =
    "<node>"
    " <interface name='org.freedesktop.Notifications'>"
    "  <method name='Notify'>"
    "   <arg type='s' name='app_name' direction='in'/>"
    "   <arg type='u' name='replaces_id' direction='in'/>"
    "   <arg type='s' name='app_icon' direction='in'/>"
    "   <arg type='s' name='summary' direction='in'/>"
    "   <arg type='s' name='body' direction='in'/>"
    "   <arg type='as' name='actions' direction='in'/>"
    "   <arg type='a{sv}' name='hints' direction='in'/>"
    "   <arg type='i' name='expire_timeout' direction='in'/>"
    "   <arg type='u' name='id' direction='out'/>"
    "  </method>"
    "  <method name='CloseNotification'><arg type='u' name='id' direction='in'/></method>"
    "  <method name='GetCapabilities'><arg type='as' name='capabilities' direction='out'/></method>"
    "  <method name='GetServerInformation'>"
    "   <arg type='s' name='name' direction='out'/>"
    "   <arg type='s' name='vendor' direction='out'/>"
    "   <arg type='s' name='version' direction='out'/>"
    "   <arg type='s' name='spec_version' direction='out'/>"
    "  </method>"
    "  <signal name='NotificationClosed'><arg type='u' name='id'/><arg type='u' name='reason'/></signal>"
    "  <signal name='ActionInvoked'><arg type='u' name='id'/><arg type='s' name='action_key'/></signal>"
    "  <signal name='ActivationToken'><arg type='u' name='id'/><arg type='s' name='activation_token'/></signal>"
    " </interface>"
    " <interface name='org.tartine.Notifyd1'>"
    "  <method name='Pause'/>"
    "  <method name='Resume'/>"
    "  <method name='IsPaused'><arg type='b' name='paused' direction='out'/></method>"
    "  <method name='History'><arg type='s' name='json' direction='out'/></method>"
    "  <method name='HistoryPop'><arg type='u' name='id' direction='out'/></method>"
    "  <method name='Close'><arg type='u' name='id' direction='in'/></method>"
    "  <method name='CloseAll'/>"
    "  <method name='Reload'><arg type='s' name='report' direction='out'/></method>"
    "  <method name='Count'>"
    "   <arg type='(uuu)' name='shown_waiting_history' direction='out'/>"
    "  </method>"
    "  <method name='Action'>"
    "   <arg type='u' name='id' direction='in'/><arg type='s' name='action_key' direction='in'/>"
    "  </method>"
    "  <method name='List'><arg type='s' name='json' direction='out'/></method>"
    "  <signal name='Event'><arg type='s' name='json'/></signal>"
    " </interface>"
    "</node>";

struct tnb_server {
    GMainContext *context;
    GMainLoop *loop;
    GThread *thread;
    GDBusConnection *connection;
    GDBusNodeInfo *node;
    guint objects[2];
    guint lost_subscription;
    gulong closed_handler;
    tnb_call_fn call;
    tnb_lost_fn lost;
    void *swift_context;
    gboolean lost_reported;
};

static void tnb_method_call(GDBusConnection *connection, const char *sender, const char *path, const char *interface,
                            const char *method, GVariant *parameters, GDBusMethodInvocation *invocation,
                            gpointer data) {
    (void)connection;
    (void)path;
    tnb_server *server = data;
    server->call(server->swift_context, sender, interface, method, parameters, invocation);
}

static const GDBusInterfaceVTable tnb_vtable = {tnb_method_call, NULL, NULL, {0}};

static void tnb_report_lost(tnb_server *server) {
    if (server->lost_reported) return;
    server->lost_reported = TRUE;
    server->lost(server->swift_context);
}

static void tnb_name_lost(GDBusConnection *connection, const char *sender, const char *path, const char *interface,
                          const char *signal, GVariant *parameters, gpointer data) {
    (void)connection;
    (void)sender;
    (void)path;
    (void)interface;
    (void)signal;
    (void)parameters;
    tnb_report_lost(data);
}

static void tnb_connection_closed(GDBusConnection *connection, gboolean remote, GError *error, gpointer data) {
    (void)connection;
    (void)remote;
    (void)error;
    tnb_report_lost(data);
}

static gpointer tnb_run(gpointer data) {
    GMainLoop *loop = data;
    GMainContext *context = g_main_loop_get_context(loop);
    g_main_context_push_thread_default(context);
    g_main_loop_run(loop);
    g_main_context_pop_thread_default(context);
    g_main_loop_unref(loop);
    return NULL;
}

static gboolean tnb_quit(gpointer loop) {
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
}

static GDBusConnection *tnb_connect(const char *address, int *status, char **message) {
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

/// The unique name of the connection that owns `name`, or a copy of "an unknown connection".
static char *tnb_owner(GDBusConnection *connection, const char *name) {
    GVariant *reply = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                  "org.freedesktop.DBus", "GetNameOwner", g_variant_new("(s)", name),
                                                  G_VARIANT_TYPE("(s)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
    if (reply == NULL) return g_strdup("an unknown connection");
    char *owner = NULL;
    g_variant_get(reply, "(s)", &owner);
    g_variant_unref(reply);
    return owner;
}

/* The process id of the connection `unique` (0 when the bus does not say), and its program's name
   as the kernel keeps it (/proc/PID/comm, at most 15 bytes; NULL when unreadable). */
static guint32 tnb_owner_pid(GDBusConnection *connection, const char *unique, char **program) {
    *program = NULL;
    GVariant *reply = g_dbus_connection_call_sync(
        connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
        "GetConnectionUnixProcessID", g_variant_new("(s)", unique), G_VARIANT_TYPE("(u)"), G_DBUS_CALL_FLAGS_NONE,
        -1, NULL, NULL);
    if (reply == NULL) return 0;
    guint32 pid = 0;
    g_variant_get(reply, "(u)", &pid);
    g_variant_unref(reply);
    char path[32];
    g_snprintf(path, sizeof path, "/proc/%u/comm", pid);
    char *contents = NULL;
    gsize length = 0;
    if (pid != 0 && g_file_get_contents(path, &contents, &length, NULL)) {
        if (length > 0 && contents[length - 1] == '\n') contents[length - 1] = '\0';
        *program = contents;
    }
    return pid;
}

static void tnb_release(tnb_server *server) {
    if (server->lost_subscription != 0) g_dbus_connection_signal_unsubscribe(server->connection, server->lost_subscription);
    if (server->closed_handler != 0) g_signal_handler_disconnect(server->connection, server->closed_handler);
    for (int i = 0; i < 2; i++) {
        if (server->objects[i] != 0) g_dbus_connection_unregister_object(server->connection, server->objects[i]);
    }
}

static void tnb_free(tnb_server *server) {
    if (server->connection != NULL) {
        g_dbus_connection_close_sync(server->connection, NULL, NULL);
        g_object_unref(server->connection);
    }
    if (server->node != NULL) g_dbus_node_info_unref(server->node);
    g_main_loop_unref(server->loop);
    g_main_context_unref(server->context);
    g_free(server);
}

tnb_server *tnb_server_start(const char *address, gboolean replace, tnb_call_fn call, tnb_lost_fn lost,
                             void *context, int *status, char **message, guint32 *owner_pid, char **owner_program) {
    *status = TNB_OK;
    *message = NULL;
    *owner_pid = 0;
    *owner_program = NULL;
    tnb_server *server = g_new0(tnb_server, 1);
    server->call = call;
    server->lost = lost;
    server->swift_context = context;
    server->context = g_main_context_new();
    server->loop = g_main_loop_new(server->context, FALSE);
    // Everything the connection dispatches (method calls, NameLost, `closed`) goes to the
    // context that is the thread default while it is made and while the objects are exported.
    g_main_context_push_thread_default(server->context);
    server->connection = tnb_connect(address, status, message);
    if (server->connection == NULL) goto fail;
    server->node = g_dbus_node_info_new_for_xml(tnb_introspection, NULL);
    const char *paths[2] = {TNB_PATH, TNB_CONTROL_PATH};
    for (int i = 0; i < 2; i++) {
        GError *error = NULL;
        server->objects[i] = g_dbus_connection_register_object(server->connection, paths[i],
                                                               server->node->interfaces[i], &tnb_vtable, server,
                                                               NULL, &error);
        if (server->objects[i] == 0) {
            *status = TNB_EXPORT_FAILED;
            *message = g_strdup_printf("cannot export %s: %s", paths[i], error->message);
            g_error_free(error);
            goto fail;
        }
    }
    server->lost_subscription = g_dbus_connection_signal_subscribe(
        server->connection, "org.freedesktop.DBus", "org.freedesktop.DBus", "NameLost", "/org/freedesktop/DBus",
        TNB_NAME, G_DBUS_SIGNAL_FLAGS_NONE, tnb_name_lost, server, NULL);
    server->closed_handler = g_signal_connect(server->connection, "closed", G_CALLBACK(tnb_connection_closed), server);
    // DBUS_NAME_FLAG_ALLOW_REPLACEMENT 1, REPLACE_EXISTING 2, DO_NOT_QUEUE 4.
    guint32 flags = 1 | 4 | (replace ? 2 : 0);
    GError *error = NULL;
    GVariant *reply = g_dbus_connection_call_sync(
        server->connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
        g_variant_new("(su)", TNB_NAME, flags), G_VARIANT_TYPE("(u)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
    if (reply == NULL) {
        *status = TNB_REQUEST_FAILED;
        *message = g_strdup(error->message);
        g_error_free(error);
        goto fail;
    }
    guint32 result = 0;
    g_variant_get(reply, "(u)", &result);
    g_variant_unref(reply);
    // DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER 1, ALREADY_OWNER 4.
    if (result != 1 && result != 4) {
        *status = TNB_NAME_TAKEN;
        *message = tnb_owner(server->connection, TNB_NAME);
        *owner_pid = tnb_owner_pid(server->connection, *message, owner_program);
        goto fail;
    }
    // Released before the thread starts: the thread's loop must acquire the context.
    g_main_context_pop_thread_default(server->context);
    server->thread = g_thread_try_new("tartine-notify-bus", tnb_run, g_main_loop_ref(server->loop), &error);
    if (server->thread == NULL) {
        g_main_loop_unref(server->loop);
        *status = TNB_THREAD_FAILED;
        *message = g_strdup(error->message);
        g_error_free(error);
        tnb_release(server);
        tnb_free(server);
        return NULL;
    }
    return server;
fail:
    if (server->connection != NULL) tnb_release(server);
    g_main_context_pop_thread_default(server->context);
    tnb_free(server);
    return NULL;
}

void tnb_server_stop(tnb_server *server) {
    tnb_release(server);
    if (!g_dbus_connection_is_closed(server->connection)) {
        GVariant *reply = g_dbus_connection_call_sync(
            server->connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
            "ReleaseName", g_variant_new("(s)", TNB_NAME), G_VARIANT_TYPE("(u)"), G_DBUS_CALL_FLAGS_NONE, 2000, NULL,
            NULL);
        if (reply != NULL) g_variant_unref(reply);
    }
    // Quit from inside the loop: `g_main_loop_run` marks the loop running when it starts, so a
    // `g_main_loop_quit` made before the new thread got there would be undone and the join below
    // would wait for ever. A source of the loop's context runs only once the loop runs.
    GSource *quit = g_idle_source_new();
    g_source_set_callback(quit, tnb_quit, g_main_loop_ref(server->loop), (GDestroyNotify)g_main_loop_unref);
    g_source_attach(quit, server->context);
    g_source_unref(quit);
    if (g_thread_self() == server->thread) {
        g_thread_unref(server->thread);
    } else {
        g_thread_join(server->thread);
    }
    tnb_free(server);
}

const char *tnb_server_unique_name(tnb_server *server) {
    return g_dbus_connection_get_unique_name(server->connection);
}

void tnb_emit_uu(tnb_server *server, const char *signal, guint32 first, guint32 second) {
    g_dbus_connection_emit_signal(server->connection, NULL, TNB_PATH, TNB_NAME, signal,
                                  g_variant_new("(uu)", first, second), NULL);
}

void tnb_emit_us(tnb_server *server, const char *signal, guint32 first, const char *second) {
    g_dbus_connection_emit_signal(server->connection, NULL, TNB_PATH, TNB_NAME, signal,
                                  g_variant_new("(us)", first, second), NULL);
}

void tnb_emit_event(tnb_server *server, const char *json) {
    g_dbus_connection_emit_signal(server->connection, NULL, TNB_CONTROL_PATH, "org.tartine.Notifyd1", "Event",
                                  g_variant_new("(s)", json), NULL);
}
