#!/usr/bin/env python3
"""Storms against a notification server, for NotifydTests, each while a well-formed client
sends one notification and closes it: its Notify and CloseNotification must be answered, and its
NotificationClosed (reason 3) arrive, within BOUND seconds of the call, storm or not.

    notify-storm.py ADDRESS STORM [COUNT]

STORM is one of:
  images   COUNT notifications (default 400) with a 1,024 x 1,024 RGBA image each (4 MiB),
           expiring at once: the history fills with images.
  replace  one notification, then COUNT Notify calls (default 20,000) replacing it, each with a
           256 x 256 image and a new body, sent without waiting for the answers.
  wide     COUNT notifications (default 5) whose bodies lay out very wide and very tall: one
           unbroken word, and 16 KB of line feeds.

Prints one line per measure; exits 1 when the well-formed client was not served in time. jeepney
(pip) is the client."""
import sys
import threading
import time

from jeepney import DBusAddress, MatchRule, message_bus, new_method_call
from jeepney.io.blocking import open_dbus_connection

NOTIFICATIONS = DBusAddress(
    "/org/freedesktop/Notifications", bus_name="org.freedesktop.Notifications",
    interface="org.freedesktop.Notifications")
BOUND = 2.0


def notify_message(summary, body="", hints=None, expire=-1, replaces=0, app="storm"):
    return new_method_call(
        NOTIFICATIONS, "Notify", "susssasa{sv}i", (app, replaces, "", summary, body, [], hints or {}, expire))


def image(side, seed):
    row = bytes((seed + x) % 256 for x in range(side * 4))
    return ("(iiibiiay)", (side, side, side * 4, True, 8, 4, row * side))


def storm(address, kind, count, done):
    conn = open_dbus_connection(bus=address)
    try:
        if kind == "images":
            for index in range(count):
                conn.send_and_get_reply(
                    notify_message(f"Image {index}", hints={"image-data": image(1024, index)}, expire=1), timeout=60)
        elif kind == "replace":
            first = conn.send_and_get_reply(notify_message("Storm", expire=0), timeout=10).body[0]
            picture = image(256, 7)
            for index in range(count):
                conn.send(notify_message("Storm", body=f"replacement {index}", hints={"image-data": picture},
                                         replaces=first, expire=0))
            # The last answer: every replacement before it was handled.
            conn.send_and_get_reply(notify_message("Storm", body="last", replaces=first, expire=0), timeout=120)
        elif kind == "wide":
            for index in range(count):
                conn.send_and_get_reply(notify_message("Wide", body="W" * 16_000, expire=0), timeout=10)
                conn.send_and_get_reply(notify_message("Tall", body="\n" * 16_000 + "end", expire=0), timeout=10)
                conn.send_and_get_reply(
                    notify_message("Both", body=("<b>" + "M" * 2_000 + "</b>\n") * 7, expire=0), timeout=10)
    finally:
        done.set()
        conn.close()


def served(address, label):
    """One well-formed notification, shown, then closed: True when every step was in time."""
    conn = open_dbus_connection(bus=address)
    rule = MatchRule(type="signal", interface="org.freedesktop.Notifications", member="NotificationClosed")
    conn.send_and_get_reply(message_bus.AddMatch(rule))
    ok = True
    with conn.filter(rule, bufsize=100_000) as closed:
        started = time.monotonic()
        reply = conn.send_and_get_reply(
            notify_message("Well-formed", body=label, expire=0, app="well-formed"), timeout=60)
        answered = time.monotonic() - started
        ident = reply.body[0]
        time.sleep(0.2)
        started = time.monotonic()
        conn.send_and_get_reply(new_method_call(NOTIFICATIONS, "CloseNotification", "u", (ident,)), timeout=60)
        close_answered = time.monotonic() - started
        reason = None
        while time.monotonic() - started < 30:
            try:
                signal = conn.recv_until_filtered(closed, timeout=30)
            except TimeoutError:
                break
            if signal.body[0] == ident:
                reason = signal.body[1]
                break
        signalled = time.monotonic() - started
        print(f"{label}: Notify answered in {answered:.3f} s, CloseNotification in {close_answered:.3f} s, "
              f"NotificationClosed {reason} after {signalled:.3f} s")
        if answered > BOUND or close_answered > BOUND or reason != 3 or signalled > BOUND:
            ok = False
    conn.close()
    return ok


def main():
    address, kind = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else {"images": 400, "replace": 20_000, "wide": 5}[kind]
    done = threading.Event()
    thread = threading.Thread(target=storm, args=(address, kind, count, done))
    started = time.monotonic()
    thread.start()
    ok = True
    rounds = 0
    # Served again and again while the storm lasts (at least once, after it too).
    while not done.is_set() or rounds == 0:
        time.sleep(0.3)
        ok = served(address, f"during {kind} {rounds}") and ok
        rounds += 1
    thread.join()
    ok = served(address, f"after {kind}") and ok
    print(f"storm {kind}: {count} in {time.monotonic() - started:.2f} s, {rounds} rounds served during it")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
