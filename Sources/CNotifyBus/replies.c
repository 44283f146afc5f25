#include "CNotifyBus.h"

void tnb_return_nothing(GDBusMethodInvocation *invocation) {
    g_dbus_method_invocation_return_value(invocation, NULL);
}

void tnb_return_u(GDBusMethodInvocation *invocation, guint32 value) {
    g_dbus_method_invocation_return_value(invocation, g_variant_new("(u)", value));
}

void tnb_return_b(GDBusMethodInvocation *invocation, gboolean value) {
    g_dbus_method_invocation_return_value(invocation, g_variant_new("(b)", value));
}

void tnb_return_s(GDBusMethodInvocation *invocation, const char *value) {
    g_dbus_method_invocation_return_value(invocation, g_variant_new("(s)", value));
}

void tnb_return_uuu(GDBusMethodInvocation *invocation, guint32 first, guint32 second, guint32 third) {
    g_dbus_method_invocation_return_value(invocation, g_variant_new("((uuu))", first, second, third));
}

void tnb_return_ssss(GDBusMethodInvocation *invocation, const char *first, const char *second, const char *third,
                     const char *fourth) {
    g_dbus_method_invocation_return_value(invocation, g_variant_new("(ssss)", first, second, third, fourth));
}

void tnb_return_strv(GDBusMethodInvocation *invocation, const char *const *values, gsize count) {
    GVariant *array = g_variant_new_strv(values, (gssize)count);
    g_dbus_method_invocation_return_value(invocation, g_variant_new_tuple(&array, 1));
}

void tnb_return_error(GDBusMethodInvocation *invocation, const char *name, const char *message) {
    g_dbus_method_invocation_return_dbus_error(invocation, name, message);
}
