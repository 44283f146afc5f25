import ToastSnapshot

/// The review's page, its script and its style: served from memory.
///
/// The page lists the run's failures by theme and shows one at a time: the expected, actual
/// and diff pictures side by side and a swipe between expected and actual (or a transcript's
/// line diff), with Accept and Reject, accept-all per theme, and the keys j/k (or the arrows)
/// to move, a to accept, r to reject. Everything it shows comes from `/cases.json` and is set
/// as text, never as markup.
enum ReviewPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Tartine review</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="/review.css">
        <script src="/review.js" defer></script>
        </head>
        <body>
        <header>
          <h1>Tartine review</h1>
          <p id="summary">Loading the run…</p>
          <p class="keys"><kbd>j</kbd> / <kbd>↓</kbd> next · <kbd>k</kbd> / <kbd>↑</kbd> previous · <kbd>a</kbd> accept · <kbd>r</kbd> reject · <kbd>←</kbd> <kbd>→</kbd> swipe · <kbd>z</kbd> zoom to the change</p>
        </header>
        <main>
          <nav id="list" aria-label="Failures"></nav>
          <section id="case" aria-live="polite">
            <div class="bar">
              <h2 id="case-id"></h2>
              <span id="case-decision" class="decision"></span>
              <button id="accept" type="button" title="Write the new snapshot as the reference (a)">Accept</button>
              <button id="reject" type="button" title="Keep the reference (r)">Reject</button>
            </div>
            <p id="case-message"></p>
            <p id="status" role="status"></p>
            <div id="pictures">
              <figure><figcaption>Expected</figcaption><img id="expected" alt="The reference"></figure>
              <figure><figcaption>Actual</figcaption><img id="actual" alt="The new snapshot"></figure>
              <figure><figcaption>Diff</figcaption><img id="diff" alt="The differences in red"></figure>
              <figure id="swipe-figure"><figcaption>Swipe: expected | actual <button id="zoom" type="button" title="Zoom to the pixels that changed (z)" disabled>Zoom</button></figcaption>
                <div id="swipe" class="swipe"><img id="swipe-expected" class="swipe-expected" alt="The reference"><img id="swipe-actual" class="swipe-actual" alt="The new snapshot"><div id="swipe-divider" class="swipe-divider"></div></div>
                <input id="slider" class="swipe-slider" type="range" min="0" max="100" value="50" aria-label="Swipe between expected and actual">
              </figure>
            </div>
            <p id="probe" class="probe" aria-live="polite">Point at a picture for the expected and actual colour of a pixel.</p>
            <pre id="transcript" hidden></pre>
          </section>
        </main>
        </body>
        </html>

        """

    static let script = "\"use strict\";\n" + PictureCompare.script + pageScript

    private static let pageScript = """
        let cases = [];
        let current = 0;
        const $ = (id) => document.getElementById(id);
        // The swipe, the zoom and the colours under the pointer: PictureCompare's, as the report's.
        const compare = tartineCompare({
          swipe: $("swipe"), expected: $("swipe-expected"), actual: $("swipe-actual"), divider: $("swipe-divider"),
          slider: $("slider"), zoom: $("zoom"), probe: $("probe"),
          pictures: ["expected", "actual", "diff", "swipe"].map($),
        });

        async function load() {
          const response = await fetch("/cases.json", { cache: "no-store" });
          const run = await response.json();
          cases = run.cases;
          $("summary").dataset.report = run.report;
          render();
        }

        async function post(path, body) {
          const response = await fetch(path, {
            method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
          });
          const answer = await response.json();
          if (!response.ok) throw new Error(answer.error || response.statusText);
          return answer;
        }

        function counts() {
          const n = { pending: 0, accepted: 0, rejected: 0 };
          for (const c of cases) n[c.decision] += 1;
          return n;
        }

        function render() {
          const n = counts();
          $("summary").textContent = cases.length === 0
            ? "Nothing to review: the run has no failures."
            : `${cases.length} failures in ${$("summary").dataset.report}: ${n.pending} pending, ${n.accepted} accepted, ${n.rejected} rejected`;
          renderList();
          renderCase();
        }

        function renderList() {
          const list = $("list");
          list.replaceChildren();
          const themes = [...new Set(cases.map((c) => c.theme))];
          for (const theme of themes) {
            const group = document.createElement("section");
            group.className = "theme";
            const head = document.createElement("div");
            head.className = "theme-head";
            const name = document.createElement("h3");
            name.textContent = theme;
            const all = document.createElement("button");
            all.type = "button";
            all.className = "accept-theme";
            all.dataset.theme = theme;
            const pending = cases.filter((c) => c.theme === theme && c.decision === "pending").length;
            all.textContent = `Accept all ${pending} pending`;
            all.disabled = pending === 0;
            all.addEventListener("click", () => acceptTheme(theme));
            head.append(name, all);
            const items = document.createElement("ol");
            cases.forEach((c, index) => {
              if (c.theme !== theme) return;
              const item = document.createElement("li");
              item.dataset.id = c.id;
              item.dataset.decision = c.decision;
              item.className = (index === current ? "current " : "") + c.decision;
              item.textContent = c.id.slice(theme.length + 1);
              item.title = c.id;
              item.addEventListener("click", () => { current = index; render(); });
              items.append(item);
            });
            group.append(head, items);
            list.append(group);
          }
          const selected = list.querySelector("li.current");
          if (selected) selected.scrollIntoView({ block: "nearest" });
        }

        function renderCase() {
          const c = cases[current];
          $("case").hidden = !c;
          if (!c) return;
          $("case").dataset.id = c.id;
          $("case-id").textContent = c.id;
          $("case-decision").textContent = c.decision;
          $("case-decision").className = "decision " + c.decision;
          $("case-message").textContent = c.message || "";
          const transcript = c.medium === "transcript";
          $("pictures").hidden = transcript;
          $("transcript").hidden = !transcript;
          if (transcript) {
            const pre = $("transcript");
            pre.replaceChildren();
            for (const line of (c.diff || "").split("\\n")) {
              const span = document.createElement("span");
              span.className = line.startsWith("+") ? "added" : line.startsWith("-") ? "removed" : "";
              span.textContent = line + "\\n";
              pre.append(span);
            }
            return;
          }
          const base = `/artifact/${current}/`;
          $("expected").src = base + "expected";
          $("actual").src = base + "actual";
          $("diff").src = base + "diff";
          $("swipe-expected").src = base + "expected";
          $("swipe-actual").src = base + "actual";
          compare.measure();
        }

        function move(step) {
          if (cases.length === 0) return;
          current = Math.min(cases.length - 1, Math.max(0, current + step));
          $("status").textContent = "";
          render();
        }

        function nextPending() {
          const after = cases.findIndex((c, index) => index > current && c.decision === "pending");
          const any = cases.findIndex((c) => c.decision === "pending");
          current = after >= 0 ? after : any >= 0 ? any : current;
        }

        async function decide(action) {
          const c = cases[current];
          if (!c) return;
          try {
            const run = await post("/" + action, { id: c.id });
            cases = run.cases;
            $("status").textContent = `${action === "accept" ? "Accepted" : "Rejected"} ${c.id}`;
            nextPending();
          } catch (error) {
            $("status").textContent = `${c.id}: ${error.message}`;
          }
          render();
        }

        async function acceptTheme(theme) {
          try {
            const answer = await post("/accept-theme", { theme });
            const refused = answer.refused.map((r) => `${r.id}: ${r.reason}`).join("; ");
            $("status").textContent = `Accepted ${answer.accepted.length} of ${theme}` + (refused ? `; refused ${refused}` : "");
            await load();
            nextPending();
          } catch (error) {
            $("status").textContent = `${theme}: ${error.message}`;
          }
          render();
        }

        document.addEventListener("keydown", (event) => {
          if (event.altKey || event.ctrlKey || event.metaKey) return;
          if (event.target instanceof HTMLInputElement && event.target.type !== "range") return;
          switch (event.key) {
            case "j": case "ArrowDown": move(1); break;
            case "k": case "ArrowUp": move(-1); break;
            case "a": decide("accept"); break;
            case "r": decide("reject"); break;
            case "z": compare.toggleZoom(); break;
            case "ArrowLeft": case "ArrowRight":
              if (event.target === $("slider")) return;
              compare.step(event.key === "ArrowLeft" ? -10 : 10);
              break;
            default: return;
          }
          event.preventDefault();
        });
        $("accept").addEventListener("click", () => decide("accept"));
        $("reject").addEventListener("click", () => decide("reject"));
        load();

        """

    static let style = pageStyle + PictureCompare.style

    private static let pageStyle = """
        :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
        body { margin: 0; }
        [hidden] { display: none !important; }
        header { padding: 0.6rem 1rem; border-bottom: 1px solid #8884; }
        header h1 { font-size: 1.1rem; margin: 0; display: inline; }
        header p { margin: 0.2rem 0; }
        .keys { font-size: 0.85rem; opacity: 0.8; }
        kbd { border: 1px solid #8888; border-radius: 3px; padding: 0 0.3em; font-family: ui-monospace, monospace; }
        main { display: grid; grid-template-columns: minmax(14rem, 22rem) 1fr; height: calc(100vh - 4.5rem); }
        nav { overflow: auto; border-right: 1px solid #8884; padding: 0.5rem; }
        .theme-head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
        .theme h3 { font-size: 0.95rem; margin: 0.4rem 0; }
        ol { list-style: none; margin: 0 0 0.8rem; padding: 0; font-family: ui-monospace, monospace; font-size: 0.8rem; }
        li { padding: 0.2rem 0.4rem; cursor: pointer; border-left: 4px solid #f0a000; overflow-wrap: anywhere; }
        li.accepted { border-left-color: #1a9a4a; }
        li.rejected { border-left-color: #c03030; text-decoration: line-through; }
        li.current { background: #4a80ff33; }
        #case { overflow: auto; padding: 0.5rem 1rem; }
        .bar { display: flex; align-items: center; gap: 0.6rem; flex-wrap: wrap; }
        .bar h2 { font-size: 1rem; font-family: ui-monospace, monospace; margin: 0; overflow-wrap: anywhere; }
        .decision { font-size: 0.8rem; padding: 0.1rem 0.5rem; border-radius: 1rem; background: #f0a00044; }
        .decision.accepted { background: #1a9a4a44; }
        .decision.rejected { background: #c0303044; }
        #status { min-height: 1.2em; font-size: 0.9rem; }
        #pictures { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 0.8rem; opacity: 0.8; margin-bottom: 0.2rem; }
        figure img { display: block; max-height: calc(100vh - 16rem); max-width: calc((100vw - 28rem) / 4);
          border: 1px solid #8886; background: repeating-conic-gradient(#8882 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
        #transcript { font-size: 0.85rem; border: 1px solid #8886; padding: 0.5rem; overflow: auto; }
        .added { color: #1a8a3a; }
        .removed { color: #c03030; }
        button { font: inherit; padding: 0.2rem 0.7rem; }

        """
}
