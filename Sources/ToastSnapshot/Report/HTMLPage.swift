/// The fixed parts of the HTML report: its style sheet and script, inline so the page needs no
/// network and no other file than its images (with `PictureCompare`'s, shared with the review page).
enum HTMLPage {
    static let style = """
        :root { color-scheme: light; --fail: #c62828; --pass: #2e7d32; --record: #8a6d00; --ink: #1d1d1f; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #f5f5f7; }
        header { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline;
          padding: 12px 24px; background: #fff; border-bottom: 1px solid #d2d2d7; }
        h1 { margin: 0; font-size: 20px; }
        .summary { margin: 0; font-weight: 600; }
        .summary.failing { color: var(--fail); }
        .summary.passing { color: var(--pass); }
        header label { margin-left: auto; cursor: pointer; user-select: none; }
        main { padding: 16px 24px 48px; }
        .entry { margin: 0 0 16px; padding: 12px 16px; background: #fff; border: 1px solid #d2d2d7; border-radius: 10px; }
        .entry h2 { margin: 0; font-size: 15px; font-weight: 600; word-break: break-all; }
        .badge { display: inline-block; min-width: 72px; margin-right: 8px; padding: 1px 8px; border-radius: 999px;
          font-size: 12px; text-align: center; color: #fff; background: var(--pass); }
        .failed .badge, .missing .badge { background: var(--fail); }
        .recorded .badge { background: var(--record); }
        .message { margin: 8px 0 0; white-space: pre-wrap; word-break: break-word; }
        .images { display: flex; flex-wrap: wrap; gap: 16px; margin-top: 12px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 12px; font-weight: 600; color: #6e6e73; margin-bottom: 4px; }
        .images img { display: block; height: auto; max-height: 560px; width: auto; max-width: 100%;
          border: 1px solid #d2d2d7; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .compare .swipe-slider { margin: 6px 0 0; }
        .zoom { font: inherit; font-size: 12px; margin-left: 8px; }
        .lists { margin-top: 24px; }
        .lists li { word-break: break-all; }
        .failures-only .entry.passed { display: none; }
        .failures-only .entry.unchanged { display: none; }
        pre.diff { margin: 12px 0 0; padding: 8px 12px; overflow-x: auto; font: 12px/1.5 ui-monospace, "SF Mono", Menlo, monospace;
          background: #fafafa; border: 1px solid #d2d2d7; border-radius: 6px; }
        pre.diff span { display: block; white-space: pre; }
        pre.diff .removed { color: var(--fail); background: #fdecea; }
        pre.diff .added { color: var(--pass); background: #e8f5e9; }
        """

    static let script = """
        (function () {
          "use strict";
          var toggle = document.getElementById("failures-only");
          function applyFilter() { document.body.classList.toggle("failures-only", toggle.checked); }
          toggle.addEventListener("change", applyFilter);
          applyFilter();
          // Each failed picture's comparison (PictureCompare), its pixels read once it is in view.
          var observer = new IntersectionObserver(function (seen) {
            seen.forEach(function (item) {
              if (!item.isIntersecting) return;
              observer.unobserve(item.target);
              item.target.tartineCompare.measure();
            });
          });
          document.querySelectorAll(".entry").forEach(function (entry) {
            var figure = entry.querySelector(".compare");
            if (!figure) return;
            var part = function (name) { return figure.querySelector("." + name); };
            figure.tartineCompare = tartineCompare({
              swipe: part("swipe"), expected: part("swipe-expected"), actual: part("swipe-actual"),
              divider: part("swipe-divider"), slider: part("swipe-slider"), zoom: part("zoom"),
              probe: entry.querySelector(".probe"),
              pictures: Array.prototype.slice.call(entry.querySelectorAll(".picture")).concat([part("swipe")]),
            });
            observer.observe(figure);
          });
        })();
        """
}
