#!/usr/bin/env python3
"""Timings of a notification server, for NotifydTests, measured by its client.

    notify-timing.py ADDRESS expiry MS...
        For each MS: one notification with expire_timeout MS; prints
        `expire MS: closed reason R after S s` (S from the answer to Notify to NotificationClosed).
    notify-timing.py ADDRESS critical COUNT
        Ten clients each send COUNT notifications (each Notify waits for its answer), then an
        eleventh sends one critical notification, summary "Critical probe"; prints
        `critical sent at T, answered in S s` (T: seconds since the epoch, just before the call).

Exits 1 when a call fails or a close does not come within 30 s. jeepney (pip) is the client."""
import sys
import threading
import time

from jeepney import DBusAddress, MatchRule, message_bus, new_method_call
from jeepney.io.blocking import open_dbus_connection

NOTIFICATIONS = DBusAddress(
    "/org/freedesktop/Notifications", bus_name="org.freedesktop.Notifications",
    interface="org.freedesktop.Notifications")


def notify_message(app, summary, expire=-1, hints=None):
    return new_method_call(
        NOTIFICATIONS, "Notify", "susssasa{sv}i", (app, 0, "", summary, "", [], hints or {}, expire))


def expiry(address, timeouts):
    conn = open_dbus_connection(bus=address)
    rule = MatchRule(type="signal", interface="org.freedesktop.Notifications", member="NotificationClosed")
    conn.send_and_get_reply(message_bus.AddMatch(rule))
    ok = True
    with conn.filter(rule, bufsize=100) as closed:
        for milliseconds in timeouts:
            ident = conn.send_and_get_reply(notify_message("timing", f"Expires in {milliseconds} ms", milliseconds),
                                            timeout=10).body[0]
            answered = time.monotonic()
            reason = None
            while time.monotonic() - answered < 30:
                signal = conn.recv_until_filtered(closed, timeout=30)
                if signal.body[0] == ident:
                    reason = signal.body[1]
                    break
            print(f"expire {milliseconds}: closed reason {reason} after {time.monotonic() - answered:.3f} s")
            ok = ok and reason is not None
    conn.close()
    return ok


def flood(address, count, failures):
    try:
        conn = open_dbus_connection(bus=address)
        for index in range(count):
            conn.send_and_get_reply(notify_message("flood", f"Flood {index}"), timeout=60)
        conn.close()
    except Exception as error:  # noqa: BLE001 - any failure is the finding
        failures.append(repr(error))


def critical(address, count):
    failures = []
    threads = [threading.Thread(target=flood, args=(address, count, failures)) for _ in range(10)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        print(f"flood: FAILED {failures[0]}")
        return False
    conn = open_dbus_connection(bus=address)
    sent = time.time()
    conn.send_and_get_reply(notify_message("alarm", "Critical probe", hints={"urgency": ("y", 2)}), timeout=10)
    print(f"critical sent at {sent:.6f}, answered in {time.time() - sent:.3f} s")
    conn.close()
    return True


def main():
    address, mode = sys.argv[1], sys.argv[2]
    if mode == "expiry":
        ok = expiry(address, [int(value) for value in sys.argv[3:]])
    else:
        ok = critical(address, int(sys.argv[3]))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
