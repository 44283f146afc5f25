#!/usr/bin/env python3
"""Checks `tartine play -o` animated PNGs from outside: a 2 s scenario captured at 60 fps is at
most a tenth of the bytes of the same frames written as full pictures (`--frames`); Pillow
(libpng's reading of APNG) composes every frame into exactly the picture `--frames` wrote; and
chromium plays it: a screenshot taken mid-animation shows the frame of that moment. Test-only;
scripts/test runs it. Usage: apng-check.py path/to/tartine"""
import os, subprocess, sys, tempfile, time
import numpy as np
from PIL import Image

tartine = os.path.abspath(sys.argv[1])
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
work = tempfile.mkdtemp(prefix="tartine-apng-")
failures = []

def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)

with open(os.path.join(work, "anim.lua"), "w") as f:
    f.write("""return toast.scenario {
  theme = "diary",
  screen = "iphone-15",
  events = { { at = 0.0, show = "saved" } },
  capture = { from = 0, to = 2, fps = 60 },
}
""")
with open(os.path.join(root, "themes", "diary.lua")) as src, open(os.path.join(work, "diary.lua"), "w") as dst:
    dst.write(src.read())
run = lambda *args: subprocess.run([tartine, *args], cwd=work, check=True, stdout=subprocess.DEVNULL)
run("play", "anim.lua", "--scale", "3", "-o", "anim.png")
run("play", "anim.lua", "--scale", "3", "--frames", "frames")
frames = sorted(os.listdir(os.path.join(work, "frames")))
full = sum(os.path.getsize(os.path.join(work, "frames", f)) for f in frames)
apng = os.path.getsize(os.path.join(work, "anim.png"))
print(f"{len(frames)} frames: {full} bytes as pictures, {apng} bytes as an animated PNG ({full / apng:.1f}×)")
check(apng * 10 <= full, "the animated PNG is at most a tenth of the full pictures")

# Pillow composes each APNG frame (offsets, dispose and blend ops) over the one before.
image = Image.open(os.path.join(work, "anim.png"))
check(getattr(image, "n_frames", 1) == len(frames), f"one APNG frame per capture ({len(frames)})")
same = 0
for i, name in enumerate(frames):
    image.seek(i)
    got = np.asarray(image.convert("RGBA"))
    want = np.asarray(Image.open(os.path.join(work, "frames", name)).convert("RGBA"))
    same += int(got.shape == want.shape and (got == want).all())
check(same == len(frames), f"Pillow plays every frame back exactly ({same}/{len(frames)})")

# Chromium: the page shows the APNG at its pixel size; 1 s into its 2 s the toast stands still,
# so the screenshot must be the picture of t = 1 s.
from playwright.sync_api import sync_playwright
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": 1179, "height": 2556}, device_scale_factor=1)
    with open(os.path.join(work, "page.html"), "w") as f:
        f.write('<!doctype html><body style="margin:0"><img id="a" src="anim.png"></body>')
    page.goto("file://" + os.path.join(work, "page.html"))
    page.wait_for_function("document.getElementById('a').complete")
    time.sleep(1.0)
    page.screenshot(path=os.path.join(work, "shot.png"))
    browser.close()
shot = np.asarray(Image.open(os.path.join(work, "shot.png")).convert("RGBA")).astype(int)
moment = np.asarray(Image.open(os.path.join(work, "frames", frames[60])).convert("RGBA")).astype(int)
first = np.asarray(Image.open(os.path.join(work, "frames", frames[0])).convert("RGBA")).astype(int)
close = lambda a, b: (np.abs(a - b).max(axis=2) > 2).mean()
check(close(shot, moment) < 0.001 and close(moment, first) > 0.001,
      f"chromium mid-animation shows the frame of t = 1 s, not the first "
      f"({close(shot, moment):.4%} of pixels off, {close(moment, first):.4%} differ from the first)")

print(f"apng check: {'failed: ' + '; '.join(failures) if failures else 'all passed'}")
sys.exit(1 if failures else 0)
