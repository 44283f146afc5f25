#!/usr/bin/env python3
"""A jeepney client of Tartine's notification server, for what notify-send and gdbus cannot do:
receive signals, send image-data bytes, send a 1 MB body, send 10,000 Notify calls in a burst.
Run by ToastDBusTests on a private bus (DBUS_SESSION_BUS_ADDRESS); prints one line per result.

    notify_client.py signals   CloseNotification(7), Close(5), CloseAll(), Action(9, "reply"):
                               prints each signal the server emits in answer
    notify_client.py images    Notify with image-data: a valid 3x2 RGB (padded rows), a
                               100,000 x 100,000 claim, and refused shapes; prints ids and times
    notify_client.py body      Notify with a 1 MB body
    notify_client.py burst N   N Notify calls, 100 in flight at a time; prints the replies
    notify_client.py wrong     calls with arguments of the wrong types; prints each error's name
    notify_client.py limits    a Notify with every field and count over its limit; prints its id
    notify_client.py flood N   a Notify with N plain hints and N actions; prints its id and time
"""
import sys
import time

try:
    from jeepney import DBusAddress, MatchRule, MessageType, HeaderFields, new_method_call
    from jeepney.bus_messages import message_bus
    from jeepney.io.blocking import open_dbus_connection
except ImportError:
    sys.exit("jeepney is missing: python3 -m pip install jeepney (scripts/test does)")

SERVER = DBusAddress("/org/freedesktop/Notifications", bus_name="org.freedesktop.Notifications",
                     interface="org.freedesktop.Notifications")
CONTROL = DBusAddress("/org/tartine/Notifyd", bus_name="org.freedesktop.Notifications",
                      interface="org.tartine.Notifyd1")


def call(conn, address, method, signature=None, body=()):
    reply = conn.send_and_get_reply(new_method_call(address, method, signature, body), timeout=10)
    if reply.header.message_type == MessageType.error:
        raise SystemExit(f"{method} failed: {reply.header.fields.get(HeaderFields.error_name)} {reply.body}")
    return reply.body


def notify(conn, summary, hints=None, body="", actions=()):
    return call(conn, SERVER, "Notify", "susssasa{sv}i",
                ("client", 0, "", summary, body, list(actions), hints or {}, -1))[0]


def signals(conn):
    rule = MatchRule(type="signal", interface="org.freedesktop.Notifications",
                     path="/org/freedesktop/Notifications")
    call(conn, message_bus, "AddMatch", "s", (rule.serialise(),))
    with conn.filter(rule, bufsize=16) as queue:
        call(conn, SERVER, "CloseNotification", "u", (7,))
        call(conn, CONTROL, "Close", "u", (5,))
        call(conn, CONTROL, "CloseAll")
        call(conn, CONTROL, "Action", "us", (9, "reply"))
        for _ in range(6):
            signal = conn.recv_until_filtered(queue, timeout=10)
            member = signal.header.fields[HeaderFields.member]
            print(member, *signal.body)


def image_data(width, height, rowstride, alpha, bits, channels, data):
    return ("(iiibiiay)", (width, height, rowstride, alpha, bits, channels, bytes(data)))


def images(conn):
    # 3x2 RGB, rows of 9 bytes padded to 12: (r, g, b) = (10 * x + y, 100 + x, 200 + y).
    rows = []
    for y in range(2):
        row = []
        for x in range(3):
            row += [10 * x + y, 100 + x, 200 + y]
        rows += row + [0xEE, 0xEE, 0xEE]
    print("valid", notify(conn, "valid", {"image-data": image_data(3, 2, 12, False, 8, 3, rows[:-3])}))
    started = time.monotonic()
    huge = notify(conn, "huge", {"image-data": image_data(100_000, 100_000, 400_000, True, 8, 4, b"\x01" * 64)})
    print("huge", huge, f"{time.monotonic() - started:.3f}")
    refused = {
        "short-stride": image_data(4, 2, 8, True, 8, 4, b"\x02" * 64),
        "short-data": image_data(4, 2, 16, True, 8, 4, b"\x02" * 31),
        "alpha-mismatch": image_data(2, 2, 8, False, 8, 4, b"\x02" * 16),
        "bits-16": image_data(2, 2, 16, True, 16, 4, b"\x02" * 32),
        "zero-width": image_data(0, 2, 8, True, 8, 4, b"\x02" * 16),
        "negative-stride": image_data(2, 2, -8, True, 8, 4, b"\x02" * 16),
    }
    for name, hint in refused.items():
        print(name, notify(conn, name, {"image-data": hint}))
    # RGBA through the old name, exact: one pixel (1, 2, 3, 4).
    print("icon_data", notify(conn, "icon_data", {"icon_data": image_data(1, 1, 4, True, 8, 4, b"\x01\x02\x03\x04")}))


def body(conn):
    print("body", notify(conn, "body", body="<b>" + "x" * 1_000_000 + "</b>"))


def burst(conn, count):
    window = 100
    pending = {}
    ids = []
    sent = 0
    while sent < count or pending:
        while sent < count and len(pending) < window:
            message = new_method_call(SERVER, "Notify", "susssasa{sv}i",
                                      ("burst", 0, "", f"n{sent}", "", [], {}, -1))
            serial = next(conn.outgoing_serial)
            conn.send(message, serial=serial)
            pending[serial] = sent
            sent += 1
        reply = conn.receive(timeout=10)
        serial = reply.header.fields.get(HeaderFields.reply_serial)
        if serial in pending:
            if reply.header.message_type != MessageType.method_return:
                raise SystemExit(f"Notify {pending[serial]} failed: {reply.body}")
            del pending[serial]
            ids.append(reply.body[0])
    print("burst", len(ids), len(set(ids)))


def wrong(conn):
    calls = [
        ("CloseNotification(s)", SERVER, "CloseNotification", "s", ("7",)),
        ("Notify(sus)", SERVER, "Notify", "sus", ("a", 0, "b")),
        ("Close(s)", CONTROL, "Close", "s", ("3",)),
        ("Action(u)", CONTROL, "Action", "u", (9,)),
        ("Action(long key)", CONTROL, "Action", "us", (9, "k" * 257)),
        ("Nothing()", SERVER, "Nothing", None, ()),
    ]
    for label, address, method, signature, body in calls:
        reply = conn.send_and_get_reply(new_method_call(address, method, signature, body), timeout=10)
        print(label, reply.header.fields.get(HeaderFields.error_name, "no error"))


def limits(conn):
    hints = {f"h{n:02}": ("u", n) for n in reversed(range(40))}
    hints["n" * 1025] = ("s", "name too long")
    hints["h00-long"] = ("s", "v" * 5000)
    hints["urgency"] = ("y", 0)
    hints["category"] = ("s", "c" * 257)
    hints["x-dunst-stack-tag"] = ("s", "t" * 257)
    hints["x-canonical-private-synchronous"] = ("s", "sync")
    hints["image_path"] = ("s", "file:///icons/%E2%9C%93.png")
    actions = ["k" * 257, "dropped"]
    for n in range(12):
        actions += [f"a{n}", "L" * 300 if n == 0 else f"label {n}"]
    reply = call(conn, SERVER, "Notify", "susssasa{sv}i",
                 ("A" * 300, 0, "i" * 257, "S" * 2000, "body", actions, hints, -1000))
    print("limits", reply[0])


def flood(conn, count):
    hints = {f"x-{n:07}": ("s", "value") for n in range(count)}
    hints["urgency"] = ("y", 2)
    actions = []
    for n in range(count):
        actions += [f"k{n}", "label"]
    message = new_method_call(SERVER, "Notify", "susssasa{sv}i", ("flood", 0, "", "flood", "", actions, hints, -1))
    serial = next(conn.outgoing_serial)
    data = message.serialise(serial=serial)
    # Timed from the first byte sent to the reply: the server's work, not Python's serialising.
    started = time.monotonic()
    conn.sock.sendall(data)
    while True:
        reply = conn.receive(timeout=30)
        if reply.header.fields.get(HeaderFields.reply_serial) == serial:
            break
    if reply.header.message_type != MessageType.method_return:
        raise SystemExit(f"Notify failed: {reply.body}")
    print("flood", reply.body[0], f"{time.monotonic() - started:.3f}")


def main():
    command = sys.argv[1]
    with open_dbus_connection(bus="SESSION") as conn:
        if command == "signals":
            signals(conn)
        elif command == "images":
            images(conn)
        elif command == "body":
            body(conn)
        elif command == "wrong":
            wrong(conn)
        elif command == "limits":
            limits(conn)
        elif command == "flood":
            flood(conn, int(sys.argv[2]))
        elif command == "burst":
            burst(conn, int(sys.argv[2]))
        else:
            raise SystemExit(f"unknown command {command}")


if __name__ == "__main__":
    main()
