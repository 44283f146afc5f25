"""Watches an i3 title bar under tartine notifyd's cards (NotifydTests.backdropOverTitleBar).

Reads the root window's top rows with xcb GetImage (one request a read, the screen's pixels as
they are: not xwd, which reads each window apart and shows parts of covered windows black),
finds the title bar (the rows of i3's focused title colour, #285577, at the right half), then
reads those rows again and again for SECONDS and prints one JSON line: how many reads, the most
title-bar pixels that read black in one read, and how many of them cards covered (drawn in
another colour) at least once.

    python3 title-bar-watch.py SECONDS
"""
import ctypes
import json
import sys
import time

xcb = ctypes.CDLL("libxcb.so.1")
libc = ctypes.CDLL("libc.so.6")


class Iterator(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("rem", ctypes.c_int), ("index", ctypes.c_int)]


class Cookie(ctypes.Structure):
    _fields_ = [("sequence", ctypes.c_uint)]


xcb.xcb_connect.restype = ctypes.c_void_p
xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
xcb.xcb_get_setup.restype = ctypes.c_void_p
xcb.xcb_get_setup.argtypes = [ctypes.c_void_p]
xcb.xcb_setup_roots_iterator.restype = Iterator
xcb.xcb_setup_roots_iterator.argtypes = [ctypes.c_void_p]
xcb.xcb_get_image.restype = Cookie
xcb.xcb_get_image.argtypes = [ctypes.c_void_p, ctypes.c_uint8, ctypes.c_uint32, ctypes.c_int16, ctypes.c_int16,
                              ctypes.c_uint16, ctypes.c_uint16, ctypes.c_uint32]
xcb.xcb_get_image_reply.restype = ctypes.c_void_p
xcb.xcb_get_image_reply.argtypes = [ctypes.c_void_p, Cookie, ctypes.c_void_p]
xcb.xcb_get_image_data.restype = ctypes.POINTER(ctypes.c_uint8)
xcb.xcb_get_image_data.argtypes = [ctypes.c_void_p]
xcb.xcb_get_image_data_length.argtypes = [ctypes.c_void_p]
libc.free.argtypes = [ctypes.c_void_p]

connection = xcb.xcb_connect(None, None)
if xcb.xcb_connection_has_error(connection):
    sys.exit("title-bar-watch: no X display")
screen = xcb.xcb_setup_roots_iterator(xcb.xcb_get_setup(connection)).data
fields = ctypes.cast(screen, ctypes.POINTER(ctypes.c_uint32))
root = fields[0]
width = ctypes.cast(screen + 20, ctypes.POINTER(ctypes.c_uint16))[0]


def read(top, rows):
    """The BGRX bytes of rows top..top+rows of the root, `width` pixels each (a 24-bit screen)."""
    reply = xcb.xcb_get_image_reply(connection, xcb.xcb_get_image(connection, 2, root, 0, top, width, rows,
                                                                   0xFFFFFFFF), None)
    if not reply:
        sys.exit("title-bar-watch: GetImage failed")
    data = ctypes.string_at(xcb.xcb_get_image_data(reply), xcb.xcb_get_image_data_length(reply))
    libc.free(reply)
    return data


TITLE = (0x28, 0x55, 0x77)
top_rows = read(0, 64)
title = [(x, y) for y in range(64) for x in range(width // 2, width)
         if tuple(top_rows[(y * width + x) * 4 + 2 - c] for c in range(3)) == TITLE]
if not title:
    sys.exit("title-bar-watch: no i3 title bar in the top rows")
first, last = min(y for _, y in title), max(y for _, y in title)
pixels = [(x, y - first) for x, y in title]
reads, worst, covered = 0, 0, set()
end = time.monotonic() + float(sys.argv[1])
while time.monotonic() < end:
    rows = read(first, last - first + 1)
    reads += 1
    black = 0
    for x, y in pixels:
        offset = (y * width + x) * 4
        blue, green, red = rows[offset], rows[offset + 1], rows[offset + 2]
        if red < 8 and green < 8 and blue < 8:
            black += 1
        elif (red, green, blue) != TITLE:
            covered.add((x, y))
    worst = max(worst, black)
print(json.dumps({"reads": reads, "titleBarPixels": len(pixels), "mostBlack": worst, "covered": len(covered)}))
