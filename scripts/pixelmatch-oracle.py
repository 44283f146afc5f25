#!/usr/bin/env python3
"""Checks `tartine diff` against pixelmatch (the PyPI port) as an oracle: the same differing-pixel
counts on generated and rendered pairs (anti-aliased text, gradients, alpha, every option that
changes a count), and exact decoding of PNG types Pillow writes (palette, grey, 16-bit grey,
interlaced). Test-only; scripts/test runs it. Usage: pixelmatch-oracle.py path/to/tartine"""
import itertools, json, subprocess, sys, tempfile, os
import numpy as np
from PIL import Image, ImageDraw, ImageFont
from pixelmatch.contrib.PIL import pixelmatch

tartine = sys.argv[1]
work = tempfile.mkdtemp(prefix="tartine-oracle-")
rng = np.random.default_rng(7)
failures = 0
checks = 0

def save(name, array):
    path = os.path.join(work, name)
    Image.fromarray(array.astype(np.uint8), "RGBA").save(path)
    return path

def text_image(dx, dy, colour):
    image = Image.new("RGBA", (160, 60), (255, 255, 255, 255))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 22)
    draw.text((10 + dx, 15 + dy), "Saved 💾 Tartine", font=font, fill=colour)
    return np.array(image)

def gradient(shift):
    y, x = np.mgrid[0:90, 0:120]
    r = (x * 2 + shift) % 256
    g = (y * 3) % 256
    b = ((x + y) * 1.5 + shift / 2) % 256
    return np.dstack([r, g, b, np.full_like(r, 255)])

def alpha_pair():
    a = rng.integers(0, 256, (40, 50, 4))
    b = a.copy()
    b[..., 3] = np.clip(b[..., 3].astype(int) + rng.integers(-40, 41, (40, 50)), 0, 255)
    b[5:9, 5:30, :3] = 255 - b[5:9, 5:30, :3]
    return a, b

pairs = {
    "text shifted by a pixel": (text_image(0, 0, (0, 0, 0, 255)), text_image(1, 0, (0, 0, 0, 255))),
    "text recoloured": (text_image(0, 0, (0, 0, 0, 255)), text_image(0, 0, (30, 30, 200, 255))),
    "gradient moved": (gradient(0), gradient(3)),
    "noise": (rng.integers(0, 256, (30, 40, 4)), rng.integers(0, 256, (30, 40, 4))),
    "alpha": alpha_pair(),
}
snapshots = "__Snapshots__/diary"
rendered = sorted(os.path.join(d, f) for d, _, fs in os.walk(snapshots) for f in fs if f.endswith(".png"))
by_size = {}
for path in rendered:
    by_size.setdefault(Image.open(path).size, []).append(path)
for size, paths in by_size.items():
    if len(paths) >= 2:
        pairs["rendered " + os.path.basename(paths[0]) + " vs " + os.path.basename(paths[1])] = (
            np.array(Image.open(paths[0]).convert("RGBA")), np.array(Image.open(paths[1]).convert("RGBA")))
        break

# Two pictures as Tartine writes them (with their band index, so `tartine diff` compares them
# band by band and decodes only the bands that differ): two kinds of the diary theme.
def render(kind):
    path = os.path.join(work, f"render-{kind}.png")
    subprocess.run([tartine, "render", "themes/diary.lua", "--kind", kind, "--screen", "iphone-15", "-o", path],
                   check=True, capture_output=True)
    if b"tbIX" not in open(path, "rb").read():
        sys.exit(f"oracle: {path} has no band index; the band-by-band comparison would not be checked")
    return path
pairs["rendered by tartine, band by band"] = (render("saved"), render("deleted"))

for (name, (a, b)), threshold, include_aa in itertools.product(pairs.items(), [0, 0.05, 0.1, 0.3], [False, True]):
    pa, pb = (a, b) if isinstance(a, str) else (save("a.png", a), save("b.png", b))
    expected = pixelmatch(Image.open(pa), Image.open(pb), None, threshold=threshold, includeAA=include_aa)
    args = [tartine, "diff", pa, pb, "--json", "--threshold", str(threshold), "--no-checkerboard",
            "--max-diff-pixel-ratio", "1"]
    if include_aa:
        args.append("--include-aa")
    for extra in ([], ["--alpha", "0.5", "--diff-mask", "-o", os.path.join(work, "d.png"), "--aa-color", "0,255,0",
                       "--diff-color", "#0000FF", "--diff-color-alt", "9,9,9"]):
        run = subprocess.run(args + extra, capture_output=True, text=True)
        checks += 1
        if run.returncode != 0:
            failures += 1
            print(f"FAIL {name}: exit {run.returncode}: {run.stderr.strip()}")
            continue
        got = json.loads(run.stdout)["differentPixels"]
        if got != expected:
            failures += 1
            print(f"FAIL {name}, threshold {threshold}, includeAA {include_aa} {' '.join(extra)}: "
                  f"tartine {got}, pixelmatch {expected}")

# Decoding: every type Pillow writes reads back as the same RGBA as its 8-bit RGBA copy.
base = np.array(Image.fromarray(gradient(0)[..., :3].astype(np.uint8), "RGB"))
variants = {
    "palette": Image.fromarray(base, "RGB").quantize(64),
    "grey": Image.fromarray(base, "RGB").convert("L"),
    "grey+alpha": Image.fromarray(base, "RGB").convert("LA"),
    "1-bit": Image.fromarray(base, "RGB").convert("1"),
    "rgb": Image.fromarray(base, "RGB"),
}
for name, image in variants.items():
    for interlace in (False, True):
        path = os.path.join(work, "typed.png")
        image.save(path, interlace=interlace)
        reference = save("rgba.png", np.array(Image.open(path).convert("RGBA")))
        run = subprocess.run([tartine, "diff", path, reference, "--json", "--threshold", "0", "--include-aa"],
                             capture_output=True, text=True)
        checks += 1
        if run.returncode != 0 or json.loads(run.stdout)["verdict"] != "identical":
            failures += 1
            print(f"FAIL decoding {name}, interlaced {interlace}: {run.stdout.strip()} {run.stderr.strip()}")
grey16 = Image.fromarray((np.mgrid[0:20, 0:30][1] * 2000).astype(np.uint16))
path = os.path.join(work, "grey16.png")
grey16.save(path)
values = (np.mgrid[0:20, 0:30][1] * 2000).astype(np.int64)
scaled = ((values * 255 + 32767) // 65535).astype(np.uint8)
reference = save("grey16-rgba.png", np.dstack([scaled, scaled, scaled, np.full_like(scaled, 255)]))
run = subprocess.run([tartine, "diff", path, reference, "--json", "--threshold", "0", "--include-aa"], capture_output=True, text=True)
checks += 1
if run.returncode != 0 or json.loads(run.stdout)["verdict"] != "identical":
    failures += 1
    print(f"FAIL decoding 16-bit grey: {run.stdout.strip()} {run.stderr.strip()}")

print(f"pixelmatch oracle: {checks - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
