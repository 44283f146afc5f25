#include "CNotifyBus.h"

GVariant *tnb_params_u(guint32 value) { return g_variant_new("(u)", value); }

GVariant *tnb_params_us(guint32 first, const char *second) { return g_variant_new("(us)", first, second); }

GVariant *tnb_client_call(const char *address, const char *method, GVariant *parameters, const char *reply_type,
                          int timeout_ms, int *status, char **error_name, char **message) {
    *status = TNB_OK;
    *error_name = NULL;
    *message = NULL;
    GError *error = NULL;
    char *found = NULL;
    if (parameters != NULL) g_variant_ref_sink(parameters);
    if (address == NULL) {
        found = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, NULL, &error);
        if (found == NULL) {
            *status = TNB_CONNECT_FAILED;
            *message = g_strdup_printf("no session bus: %s", error->message);
            g_error_free(error);
            if (parameters != NULL) g_variant_unref(parameters);
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
        g_free(found);
        if (parameters != NULL) g_variant_unref(parameters);
        return NULL;
    }
    g_free(found);
    g_dbus_connection_set_exit_on_close(connection, FALSE);
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
