#!/usr/bin/env python3
"""Hostile clients of a notification server, for NotifydTests: a 1 MB body, bad markup, an
image-data that claims 100,000 x 100,000 pixels, then COUNT notifications in a burst (each
Notify waits for its answer, as a client does), and every NotificationClosed of the burst.

    notify-flood.py ADDRESS COUNT

Prints one line per case; exits 1 when a case fails. jeepney (pip) is the client."""
import sys
import time

from jeepney import DBusAddress, MatchRule, message_bus, new_method_call
from jeepney.io.blocking import open_dbus_connection

NOTIFICATIONS = DBusAddress(
    "/org/freedesktop/Notifications", bus_name="org.freedesktop.Notifications",
    interface="org.freedesktop.Notifications")


def notify(conn, summary, body="", hints=None, expire=-1, timeout=10):
    message = new_method_call(
        NOTIFICATIONS, "Notify", "susssasa{sv}i",
        ("flood", 0, "", summary, body, [], hints or {}, expire))
    reply = conn.send_and_get_reply(message, timeout=timeout)
    return reply.body[0]


def main():
    address, count = sys.argv[1], int(sys.argv[2])
    failed = False
    conn = open_dbus_connection(bus=address)
    rule = MatchRule(type="signal", interface="org.freedesktop.Notifications", member="NotificationClosed")
    conn.send_and_get_reply(message_bus.AddMatch(rule))
    with conn.filter(rule, bufsize=count * 2 + 100) as closed:
        cases = [
            ("huge body", dict(summary="Huge", body="x" * 1_000_000, expire=1)),
            ("bad markup", dict(summary="Bad", body='<b><i>unclosed <a href="javascript:alert(1)">x<span foo=', expire=1)),
            ("huge image", dict(summary="Image", expire=1, hints={
                "image-data": ("(iiibiiay)", (100_000, 100_000, 400_000, True, 8, 4, bytes(64)))})),
        ]
        for name, arguments in cases:
            started = time.monotonic()
            try:
                notify(conn, **arguments)
                print(f"{name}: answered in {time.monotonic() - started:.3f} s")
            except Exception as error:  # noqa: BLE001 - any failure is the finding
                print(f"{name}: FAILED {error!r}")
                failed = True
        ids = set()
        started = time.monotonic()
        for index in range(count):
            ids.add(notify(conn, f"Burst {index}", expire=1))
        answered = time.monotonic() - started
        seen = set()
        deadline = time.monotonic() + 240
        while not ids <= seen and time.monotonic() < deadline:
            try:
                signal = conn.recv_until_filtered(closed, timeout=max(0.1, deadline - time.monotonic()))
            except TimeoutError:
                break
            seen.add(signal.body[0])
        print(f"burst: {len(ids)} answered, {len(ids & seen)} closed "
              f"(answers {answered:.2f} s, last close {time.monotonic() - started:.2f} s)")
        if len(ids) != count or not ids <= seen:
            failed = True
    conn.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
