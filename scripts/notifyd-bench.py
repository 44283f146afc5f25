#!/usr/bin/env python3
"""tartine notifyd against dunst on X11, then against mako on Wayland, side by side in one run,
each part on a private dbus-daemon and a display of its own (nothing of the user's is touched).

The X11 part, under Xvfb, against dunst:

- a burst of COUNT notifications (default 1,000), each expiring after 50 ms, sent one after
  another (each Notify waits for its answer): every one must be closed with NotificationClosed;
  the server's CPU time for the burst (utime + stime from /proc, from the first Notify to the
  last NotificationClosed), each answer's latency, and the client's view of each lifetime;
- peak resident memory (VmHWM) over the burst, and again after a burst of 10,000 (no growth);
- expiry on time: for tartine, each toast's hold from its transcript (`--events`: did_show to
  will_hide, which must be 50 ms +- 100 ms); for dunst (which shows each at once), answer to close;
- idle: CPU ticks used in 3 s from one second after the last close, with nothing on screen.

tartine runs twice: "tartine" on scripts/notifyd-bench.lua (the desktop theme's cards, ten at
once, fading in and out in 0.1 s at 60 frames a second) and "still" on
scripts/notifyd-bench-still.lua (the same without motion: each card appears and goes at once,
as dunst draws them).

The Wayland part, under a headless sway (scripts/headless-sway: one 1280x800 output, pixman),
against mako (configured as the bench theme: MAKO_CONFIG below): the same burst of COUNT, each
server's CPU time over it (and sway's beside, and Xwayland's when tartine goes through it), its
peak resident memory, every notification closed by exactly one NotificationClosed (the part
fails otherwise), idle CPU; no burst of 10 x COUNT. tartine runs with `--backend wayland` when
`tartine notifyd --help` lists `--backend`, else as an X11 client of sway's Xwayland; the
table's first line says which. Targets (issue 41): CPU at most 2 x mako's with the fades, at
most mako's without motion; peak RSS at most 2 x mako's.

    scripts/notifyd-bench.py TARTINE [COUNT [x11|wayland ...]]   (both parts by default)

jeepney (pip) is the client; dunst, mako (mako-notifier), sway, Xvfb and dbus-daemon come from
Debian."""
import collections
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from jeepney import DBusAddress, MatchRule, message_bus, new_method_call
from jeepney.io.blocking import open_dbus_connection

NOTIFICATIONS = DBusAddress(
    "/org/freedesktop/Notifications", bus_name="org.freedesktop.Notifications",
    interface="org.freedesktop.Notifications")
TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def peak_kib(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def start_bus(work):
    config = os.path.join(work, "bus.conf")
    with open(config, "w") as f:
        f.write(f"<busconfig><type>session</type><listen>unix:tmpdir={work}</listen>"
                '<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow own="*"/>'
                "<allow eavesdrop=\"true\"/></policy></busconfig>")
    bus = subprocess.Popen(["dbus-daemon", "--nofork", f"--config-file={config}", "--print-address"],
                           stdout=subprocess.PIPE, text=True)
    return bus, bus.stdout.readline().strip()


def start_display(work):
    for number in range(140, 220):
        if os.path.exists(f"/tmp/.X{number}-lock"):
            continue
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp",
                                 "-displayfd", str(write)], pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        # Xvfb writes the number, then a newline, and dies when it cannot: read both.
        said = b""
        while not said.endswith(b"\n"):
            chunk = os.read(read, 16)
            if not chunk:
                break
            said += chunk
        said = said.decode().strip()
        os.close(read)
        if said == str(number):
            return xvfb, f":{number}"
        xvfb.wait()
    raise SystemExit("notifyd-bench: no Xvfb display could start")


def wait_for_server(conn, server, name, log, seconds=60):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            log.seek(0)
            raise SystemExit(f"notifyd-bench: {name} exited ({server.returncode}): {log.read().decode(errors='replace')}")
        try:
            reply = conn.send_and_get_reply(new_method_call(NOTIFICATIONS, "GetServerInformation"), timeout=2)
            if reply.header.message_type.name == "method_return":
                return reply.body[0]
        except Exception:  # noqa: BLE001 - not there yet
            pass
        time.sleep(0.1)
    log.seek(0)
    raise SystemExit(f"notifyd-bench: {name} did not come up: {log.read().decode(errors='replace')}")


def burst(conn, closed_filter, count, expire_ms):
    """Sends COUNT notifications one after another; returns send times, answers, close times,
    reasons and how many NotificationClosed signals came for them (one each, if none is doubled)."""
    sent, answers = {}, []
    for index in range(count):
        message = new_method_call(NOTIFICATIONS, "Notify", "susssasa{sv}i",
                                  ("bench", 0, "", f"Burst {index}", "Fifty milliseconds", [], {}, expire_ms))
        started = time.monotonic()
        reply = conn.send_and_get_reply(message, timeout=10)
        now = time.monotonic()
        answers.append(now - started)
        sent[reply.body[0]] = now
    closed, reasons, signals = {}, {}, 0
    deadline = time.monotonic() + 300
    while len(closed) < len(sent) and time.monotonic() < deadline:
        try:
            signal = conn.recv_until_filtered(closed_filter, timeout=max(0.1, deadline - time.monotonic()))
        except TimeoutError:
            break
        if signal.body[0] in sent:
            signals += 1
            closed.setdefault(signal.body[0], time.monotonic())
            reasons.setdefault(signal.body[0], signal.body[1])
    # Anything that was already in the filter's queue.
    while closed_filter:
        signal = closed_filter.popleft()
        if signal.body[0] in sent:
            signals += 1
            closed.setdefault(signal.body[0], time.monotonic())
            reasons.setdefault(signal.body[0], signal.body[1])
    return sent, answers, closed, reasons, signals


def measure(name, command, address, env, count, tenfold=True, beside=None):
    """Runs COMMAND with ENV as the bus's notification server and measures it (module docstring).
    tenfold=False leaves out the burst of 10 x COUNT; BESIDE ({name: callable giving a pid})
    names other processes whose CPU time over the burst is measured too (the compositor)."""
    log = tempfile.TemporaryFile()
    server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    conn = open_dbus_connection(bus=address)
    try:
        wait_for_server(conn, server, name, log)
        rule = MatchRule(type="signal", interface="org.freedesktop.Notifications", member="NotificationClosed")
        conn.send_and_get_reply(message_bus.AddMatch(rule))
        figures = {"server": name}
        with conn.filter(rule, bufsize=200_000) as closed_filter:
            others = {other: pid() for other, pid in (beside or {}).items()}
            others0 = {other: cpu_seconds(pid) for other, pid in others.items()}
            cpu0 = cpu_seconds(server.pid)
            start = time.monotonic()
            sent, answers, closed, reasons, signals = burst(conn, closed_filter, count, 50)
            figures["beside_cpu"] = {other: cpu_seconds(pid) - others0[other] for other, pid in others.items()}
            figures["signals"] = signals
            # 1 expired (shown for its time), 4 dropped by the queue's bound before it was shown.
            figures["reasons"] = ", ".join(
                f"{n} with reason {r}" for r, n in sorted(collections.Counter(reasons.values()).items()))
            figures["burst_seconds"] = time.monotonic() - start
            figures["cpu"] = cpu_seconds(server.pid) - cpu0
            figures["closed"] = len(closed)
            figures["sent"] = len(sent)
            figures["peak_kib"] = peak_kib(server.pid)
            figures["answer_median_ms"] = statistics.median(answers) * 1000
            figures["answer_max_ms"] = max(answers) * 1000
            lifetimes = [closed[i] - sent[i] for i in closed]
            figures["lifetime_median_ms"] = statistics.median(lifetimes) * 1000 if lifetimes else float("nan")
            figures["lifetime_max_ms"] = max(lifetimes) * 1000 if lifetimes else float("nan")
            # The last cards' exit transitions end within a second of their close; then nothing
            # is on screen.
            time.sleep(1)
            idle0 = cpu_seconds(server.pid)
            time.sleep(3)
            figures["idle_cpu"] = cpu_seconds(server.pid) - idle0
            if tenfold:
                # No growth: a burst of 10,000 more.
                sent2, _, closed2, _, _ = burst(conn, closed_filter, 10 * count, 50)
                figures["closed_10x"] = f"{len(closed2)}/{len(sent2)}"
                figures["peak_kib_10x"] = peak_kib(server.pid)
    finally:
        conn.close()
        server.terminate()
        server.wait()
    log.seek(0)
    figures["log"] = log.read().decode(errors="replace")
    return figures


def holds_from_transcript(text):
    """Each toast's hold (did_show to will_hide) in seconds, from tartine's --events lines."""
    shown, holds = {}, []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1] == "did_show":
            shown[parts[2]] = float(parts[0])
        elif len(parts) >= 3 and parts[1] == "will_hide" and parts[2] in shown:
            holds.append(float(parts[0]) - shown.pop(parts[2]))
    return holds


def copy_themes(root, work):
    """A copy of themes/ with the two bench themes in it (a theme extends only a theme of its own
    directory); returns its path."""
    themes = os.path.join(work, "themes")
    shutil.copytree(os.path.join(root, "themes"), themes)
    shutil.copy(os.path.join(root, "scripts/notifyd-bench.lua"), themes)
    shutil.copy(os.path.join(root, "scripts/notifyd-bench-still.lua"), themes)
    return themes


def x11_part(tartine, count, root):
    """dunst, tartine and still under Xvfb, printed."""
    if not shutil.which("dunst"):
        raise SystemExit("notifyd-bench: dunst is missing (Debian package dunst)")
    with tempfile.TemporaryDirectory() as work:
        bus, address = start_bus(work)
        xvfb, display = start_display(work)
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=address, DISPLAY=display)
        try:
            dunstrc = os.path.join(work, "dunstrc")
            with open(dunstrc, "w") as f:
                # Debian's defaults, with every notification shown at once (as tartine's stack).
                f.write("[global]\n    follow = none\n    notification_limit = 0\n")
            themes = copy_themes(root, work)
            results = [
                measure("dunst", ["dunst", "-config", dunstrc], address, env, count),
                measure("tartine", [tartine, "notifyd", os.path.join(themes, "notifyd-bench.lua"), "--events"],
                        address, env, count),
                measure("still", [tartine, "notifyd", os.path.join(themes, "notifyd-bench-still.lua")],
                        address, env, count),
            ]
        finally:
            xvfb.terminate()
            bus.terminate()
            xvfb.wait()
            bus.wait()
    dunst, ours, still = results
    holds = holds_from_transcript(ours["log"])
    print(f"burst of {count} notifications, 50 ms each, sent one after another (dunst {dunst_version()})")
    for figures in results:
        print(f"  {figures['server']:8} closed {figures['closed']}/{figures['sent']}, CPU {figures['cpu']:.2f} s, "
              f"peak RSS {figures['peak_kib'] / 1024:.1f} MiB (after 10x: {figures['peak_kib_10x'] / 1024:.1f} MiB, "
              f"closed {figures['closed_10x']}), answer median {figures['answer_median_ms']:.2f} ms "
              f"max {figures['answer_max_ms']:.1f} ms, lifetime median {figures['lifetime_median_ms']:.0f} ms "
              f"max {figures['lifetime_max_ms']:.0f} ms, idle CPU over 3 s {figures['idle_cpu']:.2f} s, "
              f"burst took {figures['burst_seconds']:.2f} s; closed {figures['reasons']}")
    print(f"  CPU tartine / dunst: {ours['cpu'] / max(dunst['cpu'], 1e-9):.3f} (target at most 0.333); "
          f"still / dunst: {still['cpu'] / max(dunst['cpu'], 1e-9):.3f}")
    print(f"  peak RSS tartine / dunst: {ours['peak_kib'] / max(dunst['peak_kib'], 1):.2f} (target at most 2.5); "
          f"still / dunst: {still['peak_kib'] / max(dunst['peak_kib'], 1):.2f}")
    if holds:
        errors = sorted(abs(h - 0.05) for h in holds)
        print(f"  tartine holds (did_show to will_hide) for {len(holds)} toasts: median {statistics.median(holds) * 1000:.1f} ms, "
              f"worst error {errors[-1] * 1000:.1f} ms (target +-100 ms)")
    dunst_errors = [abs(dunst["lifetime_median_ms"] - 50)]
    print(f"  dunst lifetime (answer to close) median error {dunst_errors[0]:.1f} ms")
    # tartine's promise is that none is lost: each of its servers closes every one, exactly once.
    if not all(figures["closed"] == figures["sent"] == figures["signals"] == count for figures in (ours, still)):
        raise SystemExit("notifyd-bench: on X11, tartine did not close every notification exactly once")


# mako's configuration, made comparable with the bench theme (scripts/notifyd-bench.lua) and the
# burst: at most ten shown at once (`max-visible`, the theme's queue.max_visible) and 50 ms of
# expiry (`default-timeout`, in milliseconds, for a notification that names none; the burst's
# each name 50 ms, which mako keeps: `ignore-timeout=0`); the rest is mako's defaults (a card
# of 300 x 100 at the top right, a history of 5). One difference stays: mako starts a
# notification's timer when it arrives, hidden or not, where tartine starts it when the card is
# shown, so mako shows the burst's first ten and closes the others unseen.
MAKO_CONFIG = "max-visible=10\ndefault-timeout=50\nignore-timeout=0\n"


def has_wayland_backend(tartine):
    """Whether `tartine notifyd --help` lists `--backend` (the native Wayland backend)."""
    shown = subprocess.run([tartine, "notifyd", "--help"], capture_output=True, text=True)
    return "--backend" in shown.stdout + shown.stderr


def start_sway(xwayland):
    """scripts/headless-sway (one output, HEADLESS-1, 1280x800), its directory outside this
    run's private one (sway runs as its own user when we are root, and must reach it); returns
    the directory and what the script printed (WAYLAND_DISPLAY, SWAYSOCK and, with xwayland,
    DISPLAY)."""
    root = os.path.dirname(os.path.abspath(__file__))
    directory = os.path.join(tempfile.gettempdir(), f"tartine-bench-sway-{os.getpid()}-{time.monotonic_ns()}")
    started = subprocess.run([os.path.join(root, "headless-sway"), "start"] + (["--xwayland"] if xwayland else [])
                             + [directory], capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if started.returncode != 0:
        raise SystemExit(f"notifyd-bench: headless sway did not start: {started.stderr}")
    values = dict(line.split("=", 1) for line in started.stdout.split())
    return directory, values


def stop_sway(directory):
    root = os.path.dirname(os.path.abspath(__file__))
    subprocess.run([os.path.join(root, "headless-sway"), "stop", directory], check=False)


def xwayland_pid(display):
    """The pid of the Xwayland serving DISPLAY (sway starts it on the first X11 client)."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            arguments = open(f"/proc/{entry}/cmdline", "rb").read().split(b"\0")
        except OSError:
            continue
        if os.path.basename(arguments[0]) == b"Xwayland" and arguments[1:2] == [display.encode()]:
            return int(entry)
    raise SystemExit(f"notifyd-bench: no Xwayland serves {display}")


def wayland_part(tartine, count, root):
    """mako, tartine and still under a headless sway, printed. tartine draws with its native
    backend (`--backend wayland`) when it has one, else through sway's Xwayland."""
    for program, package in (("mako", "mako-notifier"), ("sway", "sway")):
        if not shutil.which(program):
            raise SystemExit(f"notifyd-bench: {program} is missing (Debian package {package})")
    native = has_wayland_backend(tartine)
    backend = ["--backend", "wayland"] if native else []
    with tempfile.TemporaryDirectory() as work:
        bus, address = start_bus(work)
        directory, sockets = start_sway(xwayland=not native)
        try:
            sway_pid = int(open(os.path.join(directory, "sway.pid")).read())
            env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
            env.update(sockets, DBUS_SESSION_BUS_ADDRESS=address)
            beside = {"sway": lambda: sway_pid}
            ours_beside = dict(beside) if native else dict(beside, Xwayland=lambda: xwayland_pid(sockets["DISPLAY"]))
            makorc = os.path.join(work, "mako.conf")
            with open(makorc, "w") as f:
                f.write(MAKO_CONFIG)
            themes = copy_themes(root, work)
            results = [
                measure("mako", ["mako", "--config", makorc], address, env, count, tenfold=False, beside=beside),
                measure("tartine", [tartine, "notifyd", os.path.join(themes, "notifyd-bench.lua"), "--events"]
                        + backend, address, env, count, tenfold=False, beside=ours_beside),
                measure("still", [tartine, "notifyd", os.path.join(themes, "notifyd-bench-still.lua")] + backend,
                        address, env, count, tenfold=False, beside=ours_beside),
            ]
        finally:
            stop_sway(directory)
            bus.terminate()
            bus.wait()
    mako, ours, still = results
    how = ("tartine notifyd --backend wayland (native layer-shell surfaces)" if native else
           "tartine notifyd through sway's Xwayland (its --help lists no --backend: no native Wayland backend yet)")
    print(f"on Wayland: headless sway ({sway_version()}, pixman), burst of {count} notifications, 50 ms each, "
          f"sent one after another (mako {mako_version()}); {how}")
    for figures in results:
        others = ", ".join(f"{name} {cpu:.2f} s" for name, cpu in figures["beside_cpu"].items())
        print(f"  {figures['server']:8} closed {figures['closed']}/{figures['sent']} "
              f"({figures['signals']} NotificationClosed), CPU {figures['cpu']:.2f} s (beside: {others}), "
              f"peak RSS {figures['peak_kib'] / 1024:.1f} MiB, answer median {figures['answer_median_ms']:.2f} ms "
              f"max {figures['answer_max_ms']:.1f} ms, lifetime median {figures['lifetime_median_ms']:.0f} ms "
              f"max {figures['lifetime_max_ms']:.0f} ms, idle CPU over 3 s {figures['idle_cpu']:.2f} s, "
              f"burst took {figures['burst_seconds']:.2f} s; closed {figures['reasons']}")
    print(f"  CPU tartine / mako: {ours['cpu'] / max(mako['cpu'], 1e-9):.2f} (target at most 2); "
          f"still / mako: {still['cpu'] / max(mako['cpu'], 1e-9):.2f} (target at most 1)")
    print(f"  peak RSS tartine / mako: {ours['peak_kib'] / max(mako['peak_kib'], 1):.2f} (target at most 2); "
          f"still / mako: {still['peak_kib'] / max(mako['peak_kib'], 1):.2f} (target at most 2)")
    holds = holds_from_transcript(ours["log"])
    if holds:
        errors = sorted(abs(h - 0.05) for h in holds)
        print(f"  tartine holds (did_show to will_hide) for {len(holds)} toasts: median {statistics.median(holds) * 1000:.1f} ms, "
              f"worst error {errors[-1] * 1000:.1f} ms (target +-100 ms)")
    if not all(figures["closed"] == figures["sent"] == figures["signals"] == count for figures in results):
        raise SystemExit("notifyd-bench: on Wayland, not every notification was closed exactly once")


def main():
    tartine = os.path.abspath(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    parts = sys.argv[3:] or ["x11", "wayland"]
    unknown = set(parts) - {"x11", "wayland"}
    if unknown:
        raise SystemExit(f"notifyd-bench: no part named {', '.join(sorted(unknown))} (x11, wayland)")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if "x11" in parts:
        x11_part(tartine, count, root)
    if "wayland" in parts:
        wayland_part(tartine, count, root)


def mako_version():
    shown = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "mako-notifier"], capture_output=True, text=True)
    return shown.stdout.strip() or "?"


def sway_version():
    try:
        return subprocess.run(["sway", "--version"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "sway ?"


def dunst_version():
    try:
        return subprocess.run(["dunst", "--version"], capture_output=True, text=True).stdout.split("\n")[0].strip()
    except OSError:
        return "?"


if __name__ == "__main__":
    main()
