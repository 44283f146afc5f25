#!/usr/bin/env python3
"""End-to-end test of `tartine review` in a real browser (Debian's chromium, headless, driven by
Playwright for Python).

In a temporary copy of the bundled themes it records a small matrix (two themes, a scenario with
its event transcript), changes both themes so that pictures and a transcript fail, and runs
`tartine snapshot` again. `tartine review` then serves the failures: refused requests first (a
change by GET, from another origin, for another host, an id that is a path), then the page,
driven by the keyboard only for cases: j/k and the arrows move, `a` accepts one picture, `r`
rejects another, `a` accepts the changed transcript, and the snackbar theme's accept-all button
accepts its cases. The same run's HTML report, opened from disk, zooms to a change and tells
both colours under the pointer (the comparison the review page shares). The references on disk are checked (accepted: exactly the run's `-actual`
artifact; rejected and pending: unchanged), and a second `tartine snapshot` passes every accepted
case and still fails the others.

Usage: scripts/review-e2e.py TARTINE_BIN [--screenshot docs/review.png] [--keep DIR]
"""
import argparse
import http.client
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

from playwright.sync_api import TimeoutError as PlaywrightTimeout, sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MANIFEST = """-- review-e2e's matrix: two themes, two kinds, both appearances, and a scenario with a transcript.
return toast.manifest {
  themes = { "diary", "snackbar" },
  kinds = { "saved", "deleted" },
  appearances = { "light", "dark" },
  locales = { "en" },
  times = { 1 },
  scenarios = { "popup" },
  scale = 1,
}
"""


def edit(path, old, new):
    with open(path) as f:
        text = f.read()
    if old not in text:
        sys.exit(f"review-e2e: {old!r} is not in {path}; update the script's edits")
    with open(path, "w") as f:
        f.write(text.replace(old, new, 1))


def snapshot(tartine, work, *options):
    """`tartine snapshot` in `work`: its exit status and the run's report (last-run.json)."""
    run = subprocess.run([tartine, "snapshot", "--jobs", "2", *options], cwd=work, capture_output=True, text=True)
    with open(os.path.join(work, ".tartine", "failures", "last-run.json")) as f:
        return run.returncode, json.load(f)


def statuses(report):
    return {entry["path"]: entry["status"] for entry in report["entries"]}


def request(port, method, target, host=None, origin=None, body=None, content_type="application/json"):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    connection.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
    connection.putheader("Host", host or f"127.0.0.1:{port}")
    if origin:
        connection.putheader("Origin", origin)
    data = json.dumps(body).encode() if body is not None else b""
    if body is not None:
        connection.putheader("Content-Type", content_type)
    connection.putheader("Content-Length", str(len(data)))
    connection.endheaders(data)
    response = connection.getresponse()
    answer = response.read()
    connection.close()
    return response.status, answer


def read(path):
    with open(path, "rb") as f:
        return f.read()


def check_report(page, index, path, check):
    """The HTML report's comparison of the failed picture `path`: the box of changed pixels, the
    zoom, and the colours under the pointer, in a page opened from a file."""
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto("file://" + index)
    stem = path[:-4]
    entry = page.locator("section.entry", has=page.locator(f'img.picture[src="images/{stem}-actual.png"]'))
    check(entry.count() == 1, f"the report has the failure {path}")
    figure = entry.locator("figure.compare")
    figure.scroll_into_view_if_needed()
    swipe = entry.locator(".swipe")
    swipe.element_handle().wait_for_element_state("visible")
    try:
        page.wait_for_function("(s) => s.dataset.box !== undefined", arg=swipe.element_handle(), timeout=15000)
    except PlaywrightTimeout:
        check(False, f"the report measures the changed area from its pictures (no box in 15 s; {errors})")
        return
    box = [int(v) for v in swipe.get_attribute("data-box").split()]
    check(box[2] > 0 and box[3] > 0, f"the report measures the changed area from its pictures ({box})")
    changed = figure.evaluate("""(f) => {
      const e = f.tartineCompare.pixels.e, a = f.tartineCompare.pixels.a;
      for (let y = 0; y < e.height; y++) for (let x = 0; x < e.width; x++) {
        const i = (y * e.width + x) * 4;
        for (let k = 0; k < 4; k++) if (e.data[i + k] !== a.data[i + k]) return [x, y];
      }
      return null;
    }""")
    check(changed is not None and box[0] <= changed[0] < box[0] + box[2] and box[1] <= changed[1] < box[1] + box[3],
          f"a changed pixel {changed} lies in the report's box")
    entry.locator("button.zoom").click()
    zoomed = swipe.evaluate("(s) => [s.classList.contains('zoomed'), s.getBoundingClientRect().width]")
    check(zoomed[0] and zoomed[1] >= min(480, box[2] + 16) - 1, f"Zoom zooms the report's swipe to the change ({zoomed})")
    swipe.scroll_into_view_if_needed()
    where = swipe.evaluate("""(s, [x, y]) => {
      const img = s.querySelector('.swipe-expected'), r = img.getBoundingClientRect();
      const scale = r.width / img.offsetWidth;
      return [r.left + (img.clientLeft + (x + 0.5) * img.clientWidth / img.naturalWidth) * scale,
              r.top + (img.clientTop + (y + 0.5) * img.clientHeight / img.naturalHeight) * scale];
    }""", changed)
    page.mouse.move(where[0], where[1])
    probe = entry.locator(".probe").inner_text()
    colours = re.fullmatch(rf"x {changed[0]}, y {changed[1]}: expected (#[0-9A-F]{{8}}), actual (#[0-9A-F]{{8}})", probe)
    check(colours is not None and colours.group(1) != colours.group(2), f"the report tells both colours ({probe})")
    # On the side-by-side actual picture (a file), the same pixel's colours.
    actual = entry.locator('img.picture[src$="-actual.png"]')
    actual.scroll_into_view_if_needed()
    where = actual.evaluate("""(img, [x, y]) => {
      const r = img.getBoundingClientRect();
      return [r.left + img.clientLeft + (x + 0.5) * img.clientWidth / img.naturalWidth,
              r.top + img.clientTop + (y + 0.5) * img.clientHeight / img.naturalHeight];
    }""", changed)
    page.mouse.move(where[0], where[1])
    again = entry.locator(".probe").inner_text()
    # Drawn smaller than its pixels, a picture's pixel is less than the pointer's step: within one.
    near = re.fullmatch(r"x (\d+), y (\d+): expected #[0-9A-F]{8}, actual #[0-9A-F]{8}( \(the same\))?", again)
    check(near is not None and abs(int(near.group(1)) - changed[0]) <= 1 and abs(int(near.group(2)) - changed[1]) <= 1,
          f"the pointer on the actual picture (a file) tells the colours there ({again})")
    check(not errors, f"the report's page has no script errors ({errors})")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tartine")
    parser.add_argument("--screenshot")
    parser.add_argument("--keep")
    args = parser.parse_args()
    tartine = os.path.abspath(args.tartine)
    work = args.keep or tempfile.mkdtemp(prefix="tartine-review-e2e.")
    os.makedirs(work, exist_ok=True)
    for directory in ["themes", "scenarios", "plugins"]:
        shutil.copytree(os.path.join(ROOT, directory), os.path.join(work, directory), dirs_exist_ok=True)
    with open(os.path.join(work, "snapshots.lua"), "w") as f:
        f.write(MANIFEST)
    failures = []

    def check(condition, message):
        print(("ok   " if condition else "FAIL ") + message, flush=True)
        if not condition:
            failures.append(message)

    subprocess.run([tartine, "snapshot", "--record", "missing"], cwd=work, capture_output=True)
    code, report = snapshot(tartine, work)
    check(code == 0, f"the recorded matrix passes ({len(report['entries'])} snapshots)")
    quiet = subprocess.run([tartine, "review"], cwd=work, capture_output=True, text=True)
    check(quiet.returncode == 0 and "nothing to review" in quiet.stdout,
          f"a run without failures has nothing to review (exit {quiet.returncode}: {quiet.stdout.strip()})")
    missing = subprocess.run([tartine, "review", "--json", "absent.json"], cwd=work, capture_output=True, text=True)
    check(missing.returncode == 2 and "absent.json: no snapshot run to review" in missing.stderr,
          f"a missing report exits 2 naming it ({missing.returncode}: {missing.stderr.strip()})")

    # Pictures of both themes change; diary's shorter hold changes the popup scenario's transcript.
    edit(os.path.join(work, "themes", "diary.lua"), "light-dark(#1B7430, #248A3D)", "light-dark(#7B1430, #A48A3D)")
    edit(os.path.join(work, "themes", "diary.lua"), "hold = 2.0", "hold = 1.5")
    edit(os.path.join(work, "themes", "snackbar.lua"), "light-dark(#313033, #E6E1E5)", "light-dark(#602080, #E6A1E5)")
    code, report = snapshot(tartine, work, "--report", "report")
    failed = [e for e in report["entries"] if e["status"] == "failed"]
    pictures = [e["path"] for e in failed if e["medium"] == "image"]
    diary = [p for p in pictures if p.startswith("diary/")]
    snackbar = [p for p in pictures if p.startswith("snackbar/")]
    transcripts = [e["path"] for e in failed if e["medium"] == "transcript"]
    check(code == 1 and len(diary) >= 2 and snackbar and transcripts,
          f"the changed themes fail: {len(diary)} diary pictures, {len(snackbar)} snackbar, {len(transcripts)} transcripts")
    order = [e["path"] for e in failed]
    failures_dir = os.path.join(work, ".tartine", "failures")
    actual = {p: read(os.path.join(failures_dir, p[:-4] + ("-actual.txt" if p.endswith(".txt") else "-actual.png")))
              for p in order}
    reference = {p: read(os.path.join(work, "__Snapshots__", p)) for p in order}

    server = subprocess.Popen([tartine, "review", "--port", "0"], cwd=work, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        server.kill()
        sys.exit(f"review did not start: {line!r} {server.stderr.read()!r}")
    port = int(match.group(1))
    base = f"http://127.0.0.1:{port}"
    own = f"http://127.0.0.1:{port}"
    try:
        first = order[0]
        for method in ["GET", "HEAD"]:
            status, _ = request(port, method, f"/accept?id={first}")
            check(status == 405, f"{method} /accept is 405 (got {status})")
        status, _ = request(port, "POST", "/accept", origin="http://attacker.example", body={"id": first})
        check(status == 403, f"an accept from another origin is 403 (got {status})")
        status, _ = request(port, "POST", "/accept", body={"id": first})
        check(status == 403, f"an accept without an Origin is 403 (got {status})")
        status, _ = request(port, "POST", "/accept", host="attacker.example", origin="http://attacker.example",
                            body={"id": first})
        check(status == 404, f"a foreign Host is 404 (got {status})")
        status, _ = request(port, "POST", "/accept", origin=own, body={"id": first}, content_type="text/plain")
        check(status == 415, f"an accept that is not JSON is 415 (got {status})")
        status, _ = request(port, "POST", "/accept", origin=own, body={"id": "x" * 10_000})
        check(status == 413, f"a body over 4 KiB is 413 (got {status})")
        status, body = request(port, "HEAD", "/")
        check(status == 200 and body == b"", f"HEAD / is 200 without a body (got {status}, {len(body)} bytes)")
        for hostile in ["../snapshots.lua", "diary/../../snapshots.lua", "/etc/passwd", "diary/saved/../../x.png"]:
            status, _ = request(port, "POST", "/accept", origin=own, body={"id": hostile})
            check(status == 404, f"accept of {hostile!r} is 404 (got {status})")
        for target in ["/artifact/0/../../../snapshots.lua", "/artifact/999/actual", "/artifact/0/secret",
                       "/.tartine/failures/last-run.json", "/__Snapshots__/"]:
            status, _ = request(port, "GET", target)
            check(status == 404, f"GET {target} is 404 (got {status})")
        check(all(read(os.path.join(work, "__Snapshots__", p)) == reference[p] for p in order),
              "no refused request changed a reference")

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path="/usr/bin/chromium", headless=True,
                args=["--no-sandbox", "--force-color-profile=srgb", "--disable-gpu"])
            # Playwright evaluates its waits as strings: the page's CSP (no eval) is bypassed in the test only.
            page = browser.new_page(viewport={"width": 1400, "height": 860}, bypass_csp=True)
            page.goto(base + "/")
            page.wait_for_selector("#list li")
            shown = lambda: page.get_attribute("#case", "data-id")
            decision = lambda path: page.get_attribute(f'#list li[data-id="{path}"]', "data-decision")
            check(page.locator("#list li").count() == len(order), f"the page lists the {len(order)} failures")
            check("a accept" in page.inner_text("header") and "r reject" in page.inner_text("header"),
                  "the page says its keys")
            check(shown() == order[0], "the first failure is shown")
            page.wait_for_function("document.getElementById('actual').naturalWidth > 0")
            page.keyboard.press("j")
            check(shown() == order[1], "j moves to the next failure")
            page.keyboard.press("k")
            check(shown() == order[0], "k moves back")
            page.keyboard.press("ArrowDown")
            page.keyboard.press("ArrowUp")
            check(shown() == order[0], "the arrows move too")
            page.keyboard.press("ArrowLeft")
            clip = page.evaluate("document.getElementById('swipe-actual').style.clipPath")
            check(clip == "inset(0px 0px 0px 40%)", f"← moves the swipe (clip {clip})")
            divider = page.evaluate("document.getElementById('swipe-divider').style.left")
            check(divider == "40%", f"the divider stands where the swipe cuts ({divider})")

            # Where the pictures differ, measured from their pixels: z zooms to it, and the pointer
            # on a changed pixel of any picture tells both colours there.
            page.wait_for_function("document.getElementById('swipe').dataset.box !== undefined")
            box = [int(v) for v in page.get_attribute("#swipe", "data-box").split()]
            check(box[2] > 0 and box[3] > 0, f"the changed area is measured ({box})")
            changed = page.evaluate("""(() => {
              const e = compare.pixels.e, a = compare.pixels.a;
              for (let y = 0; y < e.height; y++) for (let x = 0; x < e.width; x++) {
                const i = (y * e.width + x) * 4;
                for (let k = 0; k < 4; k++) if (e.data[i + k] !== a.data[i + k]) return [x, y];
              }
              return null;
            })()""")
            check(changed is not None and box[0] <= changed[0] < box[0] + box[2] and box[1] <= changed[1] < box[1] + box[3],
                  f"a changed pixel {changed} lies in the box")
            page.keyboard.press("z")
            zoomed = page.evaluate("""(() => {
              const s = document.getElementById('swipe'), r = s.getBoundingClientRect();
              return [s.classList.contains('zoomed'), r.width, r.height];
            })()""")
            check(zoomed[0] and zoomed[1] >= min(480, box[2] + 16) - 1, f"z zooms to the change ({zoomed})")
            # Zoomed, a picture's pixel is at least a pointer's step: point at the changed one.
            page.locator("#swipe").scroll_into_view_if_needed()
            where = page.evaluate("""(([x, y]) => {
              const img = document.getElementById('swipe-expected'), r = img.getBoundingClientRect();
              const scale = r.width / img.offsetWidth;
              return [r.left + (img.clientLeft + (x + 0.5) * img.clientWidth / img.naturalWidth) * scale,
                      r.top + (img.clientTop + (y + 0.5) * img.clientHeight / img.naturalHeight) * scale];
            })""", changed)
            page.mouse.move(where[0], where[1])
            probe = page.inner_text("#probe")
            colours = re.fullmatch(rf"x {changed[0]}, y {changed[1]}: expected (#[0-9A-F]{{8}}), actual (#[0-9A-F]{{8}})", probe)
            check(colours is not None and colours.group(1) != colours.group(2), f"the pointer tells both colours ({probe})")
            page.keyboard.press("z")
            check(not page.evaluate("document.getElementById('swipe').classList.contains('zoomed')"), "z again shows it whole")

            # The HTML report of the same run, opened from disk: the same comparison (PictureCompare)
            # zooms to the change and tells both colours, its pictures read from data: URLs.
            check_report(page, os.path.join(work, "report", "index.html"), diary[0], check)
            page.goto(base + "/")
            page.wait_for_selector("#list li")

            # Accept the first diary picture, then reject the next failure shown (the next diary picture).
            accepted = diary[0]
            while shown() != accepted:
                page.keyboard.press("j")
            page.keyboard.press("a")
            page.wait_for_function(f"document.querySelector('#list li[data-id=\"{accepted}\"]').dataset.decision === 'accepted'")
            rejected = shown()
            check(rejected in diary and rejected != accepted, f"after Accept the next pending failure is shown ({rejected})")
            page.keyboard.press("r")
            page.wait_for_function(f"document.querySelector('#list li[data-id=\"{rejected}\"]').dataset.decision === 'rejected'")
            check(decision(accepted) == "accepted" and decision(rejected) == "rejected", "a accepted one, r rejected another")
            if args.screenshot:
                page.keyboard.press("k")
                page.wait_for_function("document.getElementById('diff').naturalWidth > 0")
                page.screenshot(path=args.screenshot)

            # The transcript: its line diff on the page, accepted with `a`.
            transcript = transcripts[0]
            page.click(f'#list li[data-id="{transcript}"]')
            check(page.is_visible("#transcript") and not page.is_visible("#pictures"), "a transcript shows its diff")
            text = page.inner_text("#transcript")
            check("+" in text and "-" in text and page.locator("#transcript .added").count() > 0,
                  "the transcript diff marks added and removed lines")
            page.keyboard.press("a")
            page.wait_for_function(f"document.querySelector('#list li[data-id=\"{transcript}\"]').dataset.decision === 'accepted'")

            # Accept-all for the snackbar theme.
            page.click('button.accept-theme[data-theme="snackbar"]')
            page.wait_for_function("[...document.querySelectorAll('#list li')].filter(li => li.dataset.id.startsWith('snackbar/')).every(li => li.dataset.decision === 'accepted')")
            check(all(decision(p) == "accepted" for p in snackbar), f"accept-all accepted snackbar's {len(snackbar)} failures")
            summary = page.inner_text("#summary")
            check("rejected" in summary and "1 rejected" in summary, f"the summary counts ({summary})")
            browser.close()
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            out, _ = server.communicate(timeout=10)
            check(server.returncode == 0, f"SIGTERM stops the review (exit {server.returncode})")
            check("stopped:" in out and "1 rejected" in out, f"it says what was decided ({out.strip().splitlines()[-1:]})")
        except subprocess.TimeoutExpired:
            server.kill()
            check(False, "SIGTERM stops the review within 10 s")

    accepted_all = [accepted, transcript] + snackbar
    for path in order:
        now = read(os.path.join(work, "__Snapshots__", path))
        if path in accepted_all:
            check(now == actual[path], f"{path}: the reference is the run's actual artifact, byte for byte")
        else:
            check(now == reference[path], f"{path}: the reference is unchanged")
    code, report = snapshot(tartine, work)
    after = statuses(report)
    for path in order:
        want = "passed" if path in accepted_all else "failed"
        check(after.get(path) == want, f"second run: {path} {after.get(path)} (want {want})")
    check(code == 1, "the second run still fails the rejected and pending cases")
    if failures:
        sys.exit(f"review-e2e: {len(failures)} checks failed")
    print(f"review-e2e: all checks passed in {work}")
    if not args.keep:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
