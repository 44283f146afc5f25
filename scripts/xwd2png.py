#!/usr/bin/env python3
"""Converts an X Window Dump (xwd, ZPixmap, 24 or 32 bits a pixel, as Xvfb's screens give) to
a PNG, with the standard library only: `xwd -root -silent | scripts/xwd2png.py > shot.png`.
Optional: --crop X,Y,WIDTH,HEIGHT."""
import struct
import sys
import zlib


def read_xwd(data, crop=None):
    header_size, version, pixmap_format, depth, width, height = struct.unpack(">6I", data[:24])
    if version != 7 or pixmap_format != 2:
        raise SystemExit(f"xwd2png: not a ZPixmap XWD (version {version}, format {pixmap_format})")
    fields = struct.unpack(">25I", data[:100])
    byte_order, bits_per_pixel, bytes_per_line = fields[7], fields[11], fields[12]
    red_mask, green_mask, blue_mask = fields[14], fields[15], fields[16]
    colormap_entries = fields[19]
    if bits_per_pixel not in (24, 32):
        raise SystemExit(f"xwd2png: {bits_per_pixel} bits a pixel is not supported")
    pixels = data[header_size + 12 * colormap_entries:]
    step = bits_per_pixel // 8
    order = "<" if byte_order == 0 else ">"

    def shift(mask):
        return (mask & -mask).bit_length() - 1

    shifts = [shift(m) for m in (red_mask, green_mask, blue_mask)]
    left, top, width, height = crop or (0, 0, width, height)
    rows = []
    for y in range(top, top + height):
        line = pixels[y * bytes_per_line + left * step:y * bytes_per_line + (left + width) * step]
        row = bytearray()
        for x in range(width):
            chunk = line[x * step:(x + 1) * step]
            value = struct.unpack(order + "I", chunk + b"\0" * (4 - step) if order == "<" else b"\0" * (4 - step) + chunk)[0]
            row += bytes(((value & m) >> s) & 0xFF for m, s in zip((red_mask, green_mask, blue_mask), shifts))
        rows.append(bytes(row))
    return width, height, rows


def write_png(width, height, rows, out):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    raw = b"".join(b"\0" + row for row in rows)
    out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
              + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    crop = None
    if len(sys.argv) == 3 and sys.argv[1] == "--crop":
        crop = tuple(int(v) for v in sys.argv[2].split(","))
    width, height, rows = read_xwd(sys.stdin.buffer.read(), crop)
    write_png(width, height, rows, sys.stdout.buffer)


if __name__ == "__main__":
    main()
