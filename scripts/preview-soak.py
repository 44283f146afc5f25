#!/usr/bin/env python3
"""Memory soak of `tartine preview`: many toasts, fast, through the page's own WebSocket.

Serves the end-to-end test's theme, connects one WebSocket client (the standard library only:
the handshake and masked frames by hand) that reads and discards every frame the server sends,
and sends `show` commands as fast as RATE allows, a `dismissAll` after every few so toasts keep
entering and leaving (frames, events, queue churn) without a backlog. Samples the server's RSS
every SAMPLE toasts and prints the figures; exits 1 when the last quarter of the samples grew
by more than GROWTH MiB over the first sample after warm-up.

Usage: scripts/preview-soak.py TARTINE_BIN [--toasts N] [--rate PER_SECOND] [--sample N]
"""
import argparse
import base64
import importlib.util
import json
import os
import socket
import struct
import sys
import tempfile
import threading
import time

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("preview_e2e", os.path.join(here, "preview-e2e.py"))


class Client:
    """One WebSocket to /ws: `send` a JSON command; a thread reads and counts what comes back."""

    def __init__(self, port):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=10)
        key = base64.b64encode(os.urandom(16)).decode()
        self.socket.sendall(
            (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.socket.recv(1)
            if not chunk:
                raise RuntimeError("the server closed the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(f"no upgrade: {head!r}")
        self.frames = 0
        self.bytes = 0
        self.texts = []
        self.closed = False
        self.lock = threading.Lock()
        threading.Thread(target=self.read, daemon=True).start()

    def exactly(self, count):
        data = bytearray()
        while len(data) < count:
            chunk = self.socket.recv(min(count - len(data), 1 << 20))
            if not chunk:
                raise EOFError
            data += chunk
        return bytes(data)

    def read(self):
        try:
            while True:
                first, second = self.exactly(2)
                length = second & 0x7F
                if length == 126:
                    length = struct.unpack(">H", self.exactly(2))[0]
                elif length == 127:
                    length = struct.unpack(">Q", self.exactly(8))[0]
                payload = self.exactly(length)
                opcode = first & 0x0F
                if opcode == 2:
                    self.frames += 1
                    self.bytes += length
                elif opcode == 1:
                    with self.lock:
                        self.texts.append(payload.decode())
                        del self.texts[:-200]
                elif opcode == 9:
                    self.frame(0xA, payload)
                elif opcode == 8:
                    break
        except (EOFError, OSError):
            pass
        self.closed = True

    def frame(self, opcode, payload):
        mask = os.urandom(4)
        header = bytes([0x80 | opcode])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        else:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        with self.lock:
            self.socket.sendall(header + mask + masked)

    def send(self, command):
        self.frame(0x1, json.dumps(command).encode())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tartine")
    parser.add_argument("--toasts", type=int, default=5000)
    parser.add_argument("--rate", type=float, default=40, help="toasts a second")
    parser.add_argument("--sample", type=int, default=250, help="toasts between RSS samples")
    parser.add_argument("--growth", type=float, default=16, help="MiB the late samples may exceed the warm one by")
    args = parser.parse_args()
    e2e = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(e2e)
    work = tempfile.mkdtemp(prefix="tartine-preview-soak.")
    path = e2e.write_theme(os.path.join(work, "themes"))
    server, port, _ = e2e.start_preview(
        os.path.abspath(args.tartine), path, stderr=open(os.path.join(work, "server.log"), "w"))
    if port is None:
        sys.exit("preview did not start")
    samples = []
    try:
        client = Client(port)
        start = time.time()
        samples.append((0, round(time.time() - start, 1), e2e.rss_kib(server.pid)))
        for shown in range(1, args.toasts + 1):
            client.send({"op": "show", "kind": "note" if shown % 2 else "saved"})
            if shown % 4 == 0:
                client.send({"op": "dismissAll"})
            if shown % 97 == 0:
                client.send({"op": "popup"})
            if shown % args.sample == 0:
                samples.append((shown, round(time.time() - start, 1), e2e.rss_kib(server.pid)))
                print(f"toasts {shown:6d}  {samples[-1][1]:7.1f} s  RSS {samples[-1][2] / 1024:7.1f} MiB  "
                      f"frames {client.frames}", flush=True)
            if client.closed:
                sys.exit("the server closed the WebSocket")
            delay = start + shown / args.rate - time.time()
            if delay > 0:
                time.sleep(delay)
        time.sleep(3)
        samples.append((args.toasts, round(time.time() - start, 1), e2e.rss_kib(server.pid)))
        shows = sum(text.count("will_show") for text in client.texts)
        print(f"frames received {client.frames} ({client.bytes / 1e6:.0f} MB); will_show in the last texts {shows}")
        client.frame(0x8, struct.pack(">H", 1000))
        client.socket.close()
    finally:
        if not e2e.stop_preview(server):
            sys.exit("preview-soak: SIGTERM did not stop the server within 10 s")
    mib = [s[2] / 1024 for s in samples]
    warm = mib[min(2, len(mib) - 1)]
    late = mib[len(mib) * 3 // 4:]
    print("figure: server RSS (MiB) by toasts: " + ", ".join(f"{s[0]}: {m:.1f}" for s, m in zip(samples, mib)))
    print(f"figure: warm {warm:.1f} MiB, late max {max(late):.1f} MiB, last {mib[-1]:.1f} MiB")
    if max(late) - warm > args.growth:
        sys.exit(f"preview-soak: RSS grew by {max(late) - warm:.1f} MiB after warm-up (more than {args.growth})")


if __name__ == "__main__":
    main()
