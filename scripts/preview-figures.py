#!/usr/bin/env python3
"""Figures of `tartine preview`'s transport, old against new, in headless chromium (Playwright
for Python, pointed at /usr/bin/chromium), directly and through a link limited to 10 Mbit/s
(a throttling TCP proxy in this script: a token bucket each way shared by every connection,
plus 10 ms each way).

For each binary: first paint (from the page's request to a picture in the phone, measured in
the page, median of runs), bytes per frame while a toast enters (one second, linear: average and
largest), and the frames of that entrance painted a second in the page (from the first to the
last one's arrival) on the loopback and through the 10 Mbit/s link, with how far behind the
clock the last one arrived. Pass release
builds (`swift build -c release`); the old one can be the base commit's.

Usage: scripts/preview-figures.py NEW_TARTINE [--old OLD_TARTINE] [--runs N]
"""
import argparse
import asyncio
import importlib.util
import os
import statistics
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

RATE = 10_000_000 / 8  # bytes a second each way
LATENCY = 0.010  # seconds each way
CHUNK = 16 * 1024

PICTURE = """(() => {
  const first = document.getElementById('first');
  const shown = (first && first.complete && first.naturalWidth > 0) || (window.tartine && window.tartine.lastFrame);
  return shown ? performance.now() : false;
})()"""


class Bucket:
    """A token bucket: `take(n)` waits until n bytes may pass at RATE."""

    def __init__(self):
        self.tokens = 0.0
        self.at = time.monotonic()
        self.lock = asyncio.Lock()

    async def take(self, count):
        async with self.lock:
            while True:
                now = time.monotonic()
                self.tokens = min(CHUNK, self.tokens + (now - self.at) * RATE)
                self.at = now
                if self.tokens >= count:
                    self.tokens -= count
                    return
                await asyncio.sleep((count - self.tokens) / RATE)


class Proxy:
    """A TCP proxy on 127.0.0.1 to `target`, limited to RATE each way with LATENCY each way,
    in a thread of its own."""

    def __init__(self, target):
        self.target = target
        self.port = None
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()
        threading.Thread(target=self.run, args=(ready,), daemon=True).start()
        ready.wait()

    def run(self, ready):
        asyncio.set_event_loop(self.loop)
        self.up, self.down = Bucket(), Bucket()
        server = self.loop.run_until_complete(asyncio.start_server(self.serve, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        ready.set()
        self.loop.run_forever()

    async def serve(self, client_reader, client_writer):
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            client_writer.close()
            return
        await asyncio.gather(
            self.pipe(client_reader, server_writer, self.up), self.pipe(server_reader, client_writer, self.down),
            return_exceptions=True)

    async def pipe(self, reader, writer, bucket):
        queue = asyncio.Queue()

        async def deliver():
            while True:
                due, data = await queue.get()
                if data is None:
                    break
                await asyncio.sleep(max(0, due - time.monotonic()))
                writer.write(data)
                await writer.drain()
            writer.close()

        delivery = asyncio.ensure_future(deliver())
        try:
            while True:
                data = await reader.read(CHUNK)
                if not data:
                    break
                await bucket.take(len(data))
                await queue.put((time.monotonic() + LATENCY, data))
        except (ConnectionError, OSError):
            pass
        await queue.put((0, None))
        try:
            await delivery
        except (ConnectionError, OSError):
            pass


def e2e():
    """scripts/preview-e2e.py as a module (its theme)."""
    spec = importlib.util.spec_from_file_location("preview_e2e", os.path.join(os.path.dirname(__file__), "preview-e2e.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def start(tartine, theme):
    server, port, _ = e2e().start_preview(tartine, theme)
    if port is None:
        sys.exit(f"{tartine} preview did not start")
    return server, port


def first_paint(browser, port):
    """Milliseconds from the page's request to a picture in the phone."""
    page = browser.new_page(viewport={"width": 1100, "height": 1000}, device_scale_factor=3, bypass_csp=True)
    page.goto(f"http://127.0.0.1:{port}/", wait_until="commit")
    value = page.wait_for_function(PICTURE, polling="raf", timeout=60000).json_value()
    page.close()
    return value


def entrance(browser, port):
    """The frames received while the 'note' kind enters (its first second of clock time), as
    [(bytes, clock time, arrival ms)]: waits for a slow link's backlog."""
    page = browser.new_page(viewport={"width": 1100, "height": 1000}, device_scale_factor=3, bypass_csp=True)
    page.goto(f"http://127.0.0.1:{port}/")
    page.wait_for_function("window.tartine && window.tartine.status && window.tartine.lastFrame", timeout=60000)
    page.click("#dismiss")
    time.sleep(1.0)
    page.evaluate("window.tartine.frames.length = 0")
    page.click('button[data-kind="note"]')
    time.sleep(8.0)
    frames = page.evaluate("window.tartine.frames.map(f => [f.bytes, f.time, f.at])")
    page.close()
    if not frames:
        return []
    return [f for f in frames if f[1] - frames[0][1] < 1.0]


def rate(frames):
    """Frames of the entrance painted a second, from the first to the last one's arrival, and how
    far behind the clock the last one arrived (ms)."""
    if len(frames) < 2:
        return 0, 0
    span = (frames[-1][2] - frames[0][2]) / 1000
    late = span - (frames[-1][1] - frames[0][1])
    return (len(frames) - 1) / span if span > 0 else 0, late * 1000


def measure(tartine, theme, runs):
    server, port = start(tartine, theme)
    proxy = Proxy(port)
    figures = {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path="/usr/bin/chromium", headless=True,
                args=["--no-sandbox", "--force-color-profile=srgb", "--disable-gpu"])
            figures["first paint, loopback (ms)"] = statistics.median(first_paint(browser, port) for _ in range(runs))
            figures["first paint, 10 Mbit/s (ms)"] = statistics.median(
                first_paint(browser, proxy.port) for _ in range(runs))
            frames = entrance(browser, port)
            sizes = [f[0] for f in frames]
            figures["bytes per frame, toast entering (average)"] = round(statistics.mean(sizes)) if sizes else 0
            figures["bytes per frame, toast entering (max)"] = max(sizes, default=0)
            figures["frames a second, toast entering, loopback"] = rate(frames)[0]
            rates = [rate(entrance(browser, proxy.port)) for _ in range(runs)]
            figures["frames a second, toast entering, 10 Mbit/s"] = statistics.median(r[0] for r in rates)
            figures["last frame behind the clock, 10 Mbit/s (ms)"] = statistics.median(r[1] for r in rates)
            browser.close()
    finally:
        e2e().stop_preview(server)
    return figures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tartine")
    parser.add_argument("--old")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="tartine-preview-figures.")
    theme = e2e().write_theme(os.path.join(work, "themes"))
    columns = [("new", measure(os.path.abspath(args.tartine), theme, args.runs))]
    if args.old:
        columns.insert(0, ("old", measure(os.path.abspath(args.old), theme, args.runs)))
    names = list(columns[-1][1])
    print(f"{'':50}" + "".join(f"{name:>12}" for name, _ in columns))
    for key in names:
        print(f"{key:50}" + "".join(f"{round(figures.get(key, 0), 1):>12}" for _, figures in columns))


if __name__ == "__main__":
    main()
