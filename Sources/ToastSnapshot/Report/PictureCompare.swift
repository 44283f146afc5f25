/// The comparison of a failure's expected and actual pictures that the HTML report and
/// `tartine review`'s page both show, one script and one style sheet for both: a swipe with a
/// divider where it cuts, a zoom to the box of the pixels that changed, and the expected and
/// actual colour of the pixel under the pointer, all measured in the page from the two pictures.
///
/// The script defines `tartineCompare(parts)`, which wires one comparison and returns
/// `{ measure, toggleZoom, step, swipe, pixels }`. `parts` names its elements: `swipe` (the box
/// holding `expected` and `actual`, the two pictures measured, and `divider`), `slider` (a range
/// 0–100), `zoom` (a button), `probe` (where the colours are told) and `pictures` (every element
/// the pointer is read on). `measure()` reads the pictures again (after their `src` changed):
/// until it has, Zoom is disabled; then `swipe.dataset.box` holds the box, `x y width height`.
/// The pictures must be readable by a canvas: served from the page's origin (the review) or
/// `data:` URLs (the report, opened from disk, where a file's pixels are not readable).
package enum PictureCompare {
    /// The factory `tartineCompare`, for a page's script.
    package static let script = """
        // One comparison of an expected and an actual picture (PictureCompare.swift).
        function tartineCompare(parts) {
          "use strict";
          let pixels = null;
          let zoomed = false;
          let view = null; // zoomed: the part of the pictures shown, in their pixels
          let generation = 0;

          function imageData(img) {
            const canvas = document.createElement("canvas");
            canvas.width = img.naturalWidth;
            canvas.height = img.naturalHeight;
            const context = canvas.getContext("2d", { willReadFrequently: true });
            context.drawImage(img, 0, 0);
            return context.getImageData(0, 0, canvas.width, canvas.height);
          }

          // Reads both pictures and finds the box of the pixels that differ.
          async function measure() {
            const shown = ++generation;
            pixels = null;
            zoomed = false;
            parts.zoom.disabled = true;
            parts.swipe.removeAttribute("data-box");
            layout();
            const expected = parts.expected, actual = parts.actual;
            await Promise.all([expected, actual].map((img) => img.decode().catch(() => null)));
            if (shown !== generation || !expected.naturalWidth || !actual.naturalWidth) return;
            const e = imageData(expected), a = imageData(actual);
            const width = Math.min(e.width, a.width), height = Math.min(e.height, a.height);
            let left = width, top = height, right = -1, bottom = -1;
            for (let y = 0; y < height; y++) {
              for (let x = 0; x < width; x++) {
                const i = (y * e.width + x) * 4, j = (y * a.width + x) * 4;
                if (e.data[i] !== a.data[j] || e.data[i + 1] !== a.data[j + 1] || e.data[i + 2] !== a.data[j + 2] || e.data[i + 3] !== a.data[j + 3]) {
                  if (x < left) left = x;
                  if (x > right) right = x;
                  if (y < top) top = y;
                  if (y > bottom) bottom = y;
                }
              }
            }
            const box = right < 0 && e.width === a.width && e.height === a.height
              ? null
              : right < 0 ? { x: 0, y: 0, width: Math.max(e.width, a.width), height: Math.max(e.height, a.height) }
              : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
            pixels = { e, a, box };
            if (box) parts.swipe.dataset.box = `${box.x} ${box.y} ${box.width} ${box.height}`;
            parts.zoom.disabled = !box;
            layout();
          }

          // The swipe at the pictures' size, or (zoomed) the changed box with a margin, scaled up.
          function layout() {
            const images = [parts.expected, parts.actual];
            const box = zoomed && pixels && pixels.box;
            parts.swipe.classList.toggle("zoomed", Boolean(box));
            parts.zoom.textContent = box ? "Whole picture" : "Zoom";
            if (!box) {
              view = null;
              parts.swipe.style.width = parts.swipe.style.height = "";
              for (const img of images) img.style.transform = "";
              swipe();
              return;
            }
            const margin = 8;
            const x = Math.max(0, box.x - margin), y = Math.max(0, box.y - margin);
            const width = box.width + 2 * margin, height = box.height + 2 * margin;
            const scale = Math.max(1, Math.min(16, 480 / Math.max(width, height)));
            parts.swipe.style.width = `${width * scale}px`;
            parts.swipe.style.height = `${height * scale}px`;
            for (const img of images) img.style.transform = `scale(${scale}) translate(${-x}px, ${-y}px)`;
            view = { x, y, width, height };
            swipe();
          }

          // Expected left of the divider, actual right of it.
          function swipe() {
            const at = parts.slider.value;
            // Zoomed, the actual picture is cut where the divider stands in the zoomed view.
            parts.actual.style.clipPath = view
              ? `inset(0 0 0 ${view.x + at / 100 * view.width}px)`
              : `inset(0 0 0 ${at}%)`;
            parts.divider.style.left = `${at}%`;
          }

          function toggleZoom() {
            if (!pixels || !pixels.box) return;
            zoomed = !zoomed;
            layout();
          }

          function step(delta) {
            parts.slider.value = Number(parts.slider.value) + delta;
            swipe();
          }

          function hex(data, width, x, y) {
            if (x >= width || y >= data.length / 4 / width) return "none (outside the picture)";
            const i = (y * width + x) * 4;
            return "#" + [0, 1, 2, 3].map((k) => data[i + k].toString(16).padStart(2, "0")).join("").toUpperCase();
          }

          // The colour of both pictures at the pixel under the pointer, on any of the pictures.
          function probe(event) {
            const img = event.currentTarget.tagName === "IMG" ? event.currentTarget : parts.expected;
            if (!pixels || !img.naturalWidth) return;
            // Where on the picture, in the reference's pixels (the diff may be drawn at another size).
            // The picture is the image's content box: inside its border, and scaled when zoomed.
            const rect = img.getBoundingClientRect();
            const scaleX = rect.width / img.offsetWidth, scaleY = rect.height / img.offsetHeight;
            const x = Math.floor(((event.clientX - rect.left) / scaleX - img.clientLeft) / img.clientWidth * pixels.e.width);
            const y = Math.floor(((event.clientY - rect.top) / scaleY - img.clientTop) / img.clientHeight * pixels.e.height);
            if (x < 0 || y < 0 || x >= pixels.e.width || y >= pixels.e.height) return;
            const expected = hex(pixels.e.data, pixels.e.width, x, y), actual = hex(pixels.a.data, pixels.a.width, x, y);
            parts.probe.textContent = `x ${x}, y ${y}: expected ${expected}, actual ${actual}` + (expected === actual ? " (the same)" : "");
          }

          parts.slider.addEventListener("input", swipe);
          parts.zoom.addEventListener("click", toggleZoom);
          for (const picture of parts.pictures) picture.addEventListener("mousemove", probe);
          swipe();
          return { measure, toggleZoom, step, swipe, get pixels() { return pixels; } };
        }

        """

    /// The comparison's style: the swipe's pictures stacked, the divider, the zoomed view.
    package static let style = """
        .swipe { position: relative; line-height: 0; }
        .swipe img { margin: 0; }
        .swipe .swipe-actual { position: absolute; left: 0; top: 0; }
        .swipe.zoomed { overflow: hidden; }
        .swipe.zoomed img { max-width: none; max-height: none; transform-origin: 0 0; image-rendering: pixelated; }
        .swipe-divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #e0007a;
          box-shadow: 0 0 0 1px #fff; pointer-events: none; }
        .probe { font-family: ui-monospace, monospace; font-size: 0.85rem; min-height: 1.2em; }
        .swipe-slider { display: block; width: 100%; }

        """
}
