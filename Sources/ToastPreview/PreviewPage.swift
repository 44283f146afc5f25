import ToastCore

/// The preview's page, its script and its style: served from memory, no file of their own to
/// find at run time.
///
/// The page shows the current picture at once (`<img src="/frame.png">`, sized for `screen`
/// in points), so that a browser that runs no script, or has not yet connected, shows the
/// phone as it is; the script then draws the WebSocket's frames into a canvas and puts it in
/// the picture's place once a keyframe is painted.
enum PreviewPage {
    /// The page for a preview whose screen is `screen` points wide and high.
    static func html(screen: Size) -> String {
        let width = Int(screen.width.rounded())
        let height = Int(screen.height.rounded())
        return template.replacing("{width}", with: String(width)).replacing("{height}", with: String(height))
    }

    private static let template = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Tartine preview</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="/preview.css">
        <script src="/preview.js" defer></script>
        </head>
        <body>
        <main>
          <section id="stage">
            <div id="phone">
              <img id="first" src="/frame.png" width="{width}" height="{height}" alt="The preview's current picture">
              <canvas id="screen" width="1" height="1" hidden></canvas>
              <div id="overlay" hidden><strong>The last save did not load</strong><pre id="overlay-text"></pre><p>The last good theme keeps running.</p></div>
            </div>
          </section>
          <section id="side">
            <h1 id="title">Tartine preview</h1>
            <div id="kinds" class="row"></div>
            <div class="row">
              <button id="popup" type="button">Popup</button>
              <button id="dismiss" type="button">Dismiss all</button>
            </div>
            <div class="toggles">
              <label>Screen <select id="screen-choice"></select></label>
              <label>Appearance <select id="appearance"><option>light</option><option>dark</option></select></label>
              <label>Locale <select id="locale"></select></label>
              <label>Text size <select id="text-size"></select></label>
              <label><input id="reduced-motion" type="checkbox"> Reduced motion</label>
              <label><input id="screen-reader" type="checkbox"> Screen reader</label>
              <label><input id="increase-contrast" type="checkbox"> Increase contrast</label>
              <label><input id="reduce-transparency" type="checkbox"> Reduce transparency</label>
              <label><input id="still" type="checkbox"> Still at <input id="still-at" type="number" min="0" max="60" step="0.05" value="0.3"> s</label>
              <label>Arguments <input id="args" type="text" placeholder="3, Ana" title="The message's arguments, in order, separated by commas"></label>
            </div>
            <p class="hint">Click a toast to tap it, drag it (it follows) to swipe it away, hold it to pause.</p>
            <pre id="warnings" class="hint"></pre>
            <h2>Events</h2>
            <pre id="log"></pre>
          </section>
        </main>
        </body>
        </html>
        """

    static let style = """
        :root { color-scheme: light dark; font: 14px system-ui, sans-serif; }
        body { margin: 0; background: #1d1f24; color: #e8e8ea; }
        main { display: flex; gap: 24px; padding: 24px; align-items: flex-start; }
        #stage { flex: none; }
        #phone { position: relative; padding: 14px; border-radius: 56px; background: #0b0b0d;
          box-shadow: 0 0 0 2px #3a3c42, 0 20px 60px rgba(0,0,0,.5); }
        #screen, #first { display: block; border-radius: 42px; touch-action: none; cursor: pointer; }
        #screen[hidden], #first[hidden] { display: none; }
        #overlay { position: absolute; left: 14px; right: 14px; top: 14px; padding: 16px; border-radius: 42px 42px 12px 12px;
          background: rgba(160, 20, 30, .92); color: #fff; font: 13px ui-monospace, monospace; }
        #overlay pre { white-space: pre-wrap; word-break: break-word; margin: 8px 0; }
        #side { flex: 1; min-width: 280px; max-width: 560px; }
        h1 { font-size: 18px; margin: 0 0 12px; } h2 { font-size: 14px; margin: 16px 0 6px; }
        .row { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 10px; }
        button { font: inherit; padding: 6px 12px; border-radius: 8px; border: 1px solid #4a4d55; background: #2b2e35; color: inherit; cursor: pointer; }
        button:hover { background: #363a43; }
        button img { width: 16px; height: 16px; vertical-align: -3px; margin-right: 4px; }
        .toggles { display: grid; grid-template-columns: 1fr 1fr; gap: 8px 16px; margin: 12px 0; }
        select, input[type=number] { font: inherit; background: #2b2e35; color: inherit; border: 1px solid #4a4d55; border-radius: 6px; padding: 2px 4px; }
        input[type=number] { width: 5em; }
        .hint { color: #a0a3aa; }
        #log { height: 320px; overflow: auto; background: #121317; border-radius: 8px; padding: 8px; font: 12px ui-monospace, monospace; margin: 0; }
        """

    static let script = """
        'use strict';
        const canvas = document.getElementById('screen');
        const first = document.getElementById('first');
        const context = canvas.getContext('2d');
        const log = document.getElementById('log');
        // What tests and curious users can read: frame arrival times, when each theme generation
        // was first painted, the status, and the frozen moment.
        const stats = { frames: [], painted: {}, status: null, lastFrame: null, connected: false, keyframed: false };
        window.tartine = stats;
        let socket = null;
        let screenWidth = 393;
        let pointerDown = false;

        function send(command) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(command)); }

        function splitArguments(text) { return text.split(',').map(s => s.trim()).filter(s => s.length > 0); }
        function connect() {
          socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
          socket.binaryType = 'arraybuffer';
          socket.onopen = () => {
            stats.connected = true;
            const params = new URLSearchParams(location.search);
            const still = params.get('still');
            if (still !== null) send({ op: 'settings', still: parseFloat(still) });
            const args = params.get('args');
            if (args !== null) send({ op: 'settings', arguments: splitArguments(args) });
          };
          socket.onmessage = (event) => typeof event.data === 'string' ? text(JSON.parse(event.data)) : frame(event.data);
          socket.onclose = () => { stats.connected = false; setTimeout(connect, 500); };
        }

        // Frames are painted one after the other, each once its areas are inflated.
        let painting = Promise.resolve();

        function frame(buffer) {
          painting = painting.then(() => paint(buffer)).catch((error) => append('# frame: ' + error));
        }

        // A frame message (FrameMessage.swift): a header, then areas of the picture, each a zlib
        // stream of premultiplied B, G, R, A rows, put over what the canvas shows (the whole
        // picture in a keyframe).
        async function paint(buffer) {
          const view = new DataView(buffer);
          if (view.getUint8(0) !== 2) throw new Error('unknown frame kind ' + view.getUint8(0));
          const keyframe = (view.getUint8(1) & 1) !== 0;
          const generation = view.getUint32(4, true);
          const width = view.getUint32(8, true), height = view.getUint32(12, true);
          const time = view.getFloat64(16, true);
          const count = view.getUint32(24, true);
          const areas = [];
          let offset = 28;
          for (let i = 0; i < count; i++) {
            const x = view.getUint32(offset, true), y = view.getUint32(offset + 4, true);
            const w = view.getUint32(offset + 8, true), h = view.getUint32(offset + 12, true);
            const length = view.getUint32(offset + 16, true);
            areas.push({ x, y, w, h, deflated: new Uint8Array(buffer, offset + 20, length) });
            offset += 20 + length;
          }
          const pixels = await Promise.all(areas.map((area) => inflate(area.deflated)));
          if (canvas.width !== width || canvas.height !== height) {
            canvas.width = width; canvas.height = height; fit(); stats.keyframed = false;
          }
          areas.forEach((area, i) => {
            if (pixels[i].byteLength !== area.w * area.h * 4) throw new Error('an area of the wrong size');
            context.putImageData(straight(new Uint8Array(pixels[i]), area.w, area.h), area.x, area.y);
          });
          if (keyframe && !stats.keyframed) {
            stats.keyframed = true;
            canvas.hidden = false;
            first.hidden = true;
          }
          const now = Date.now();
          stats.frames.push({ at: performance.now(), time, bytes: buffer.byteLength, areas: count });
          if (stats.frames.length > 2000) stats.frames.splice(0, 1000);
          stats.lastFrame = { generation, time, at: now };
          if (!(generation in stats.painted)) stats.painted[generation] = now;
        }

        function inflate(bytes) {
          const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
          return new Response(stream).arrayBuffer();
        }

        // Premultiplied B, G, R, A (the renderer's surface) as straight R, G, B, A, the way
        // Cairo's PNG writer unpremultiplies: (c * 255 + a / 2) / a, in integers.
        function straight(source, width, height) {
          const image = new ImageData(width, height);
          const target = image.data;
          for (let i = 0; i < source.length; i += 4) {
            const a = source[i + 3];
            if (a === 255) {
              target[i] = source[i + 2]; target[i + 1] = source[i + 1]; target[i + 2] = source[i]; target[i + 3] = 255;
            } else if (a !== 0) {
              const half = a >> 1;
              target[i] = Math.floor((source[i + 2] * 255 + half) / a);
              target[i + 1] = Math.floor((source[i + 1] * 255 + half) / a);
              target[i + 2] = Math.floor((source[i] * 255 + half) / a);
              target[i + 3] = a;
            }
          }
          return image;
        }

        function fit() {
          canvas.style.width = screenWidth + 'px';
          canvas.style.height = (canvas.height * screenWidth / canvas.width) + 'px';
          first.style.width = screenWidth + 'px';
          first.style.height = 'auto';
        }

        function text(message) {
          if (message.type === 'events') { message.lines.forEach(line => append(line)); return; }
          if (message.type === 'notice') { append('# ' + message.text); return; }
          if (message.type === 'status') status(message);
        }

        function append(line) {
          log.textContent += line + '\\n';
          if (log.textContent.length > 40000) log.textContent = log.textContent.slice(-30000);
          log.scrollTop = log.scrollHeight;
        }

        function option(select, value, label) {
          const element = document.createElement('option');
          element.value = value; element.textContent = label ?? value;
          select.appendChild(element);
        }

        function status(message) {
          stats.status = message;
          document.getElementById('title').textContent = `${message.theme} · generation ${message.generation}`;
          const kinds = document.getElementById('kinds');
          kinds.replaceChildren();
          for (const kind of message.kinds) {
            const button = document.createElement('button');
            button.type = 'button'; button.dataset.kind = kind.id;
            if (kind.image) { const image = document.createElement('img'); image.src = '/theme/' + kind.image.split('/').map(encodeURIComponent).join('/'); image.alt = ''; button.appendChild(image); }
            else if (kind.emoji) { button.append(kind.emoji + ' '); }
            button.append(kind.id);
            button.onclick = () => send({ op: 'show', kind: kind.id });
            kinds.appendChild(button);
          }
          const settings = message.settings;
          const screens = document.getElementById('screen-choice');
          screens.replaceChildren(); message.screens.forEach(s => option(screens, s.id, s.name));
          screens.value = settings.screen;
          const screen = message.screens.find(s => s.id === settings.screen);
          if (screen) { screenWidth = screen.width; fit(); }
          const locales = document.getElementById('locale');
          locales.replaceChildren(); message.locales.forEach(l => option(locales, l));
          locales.value = settings.locale;
          const sizes = document.getElementById('text-size');
          sizes.replaceChildren(); message.textSizes.forEach(s => option(sizes, String(s), s + '×'));
          sizes.value = String(settings.textSize);
          document.getElementById('appearance').value = settings.appearance;
          document.getElementById('reduced-motion').checked = settings.reducedMotion;
          document.getElementById('screen-reader').checked = settings.screenReader;
          document.getElementById('increase-contrast').checked = settings.increaseContrast;
          document.getElementById('reduce-transparency').checked = settings.reduceTransparency;
          document.getElementById('still').checked = settings.still >= 0;
          if (settings.still >= 0) document.getElementById('still-at').value = settings.still;
          document.getElementById('warnings').textContent = (message.warnings || []).join('\\n');
          const argsField = document.getElementById('args');
          if (document.activeElement !== argsField) argsField.value = settings.arguments.join(', ');
          const overlay = document.getElementById('overlay');
          overlay.hidden = !message.error;
          document.getElementById('overlay-text').textContent = message.error ?? '';
        }

        function point(event) {
          const box = canvas.getBoundingClientRect();
          return { x: (event.clientX - box.left) * screenWidth / box.width, y: (event.clientY - box.top) * screenWidth / box.width };
        }

        canvas.addEventListener('pointerdown', (event) => {
          pointerDown = true; send({ op: 'down', ...point(event) });
          try { canvas.setPointerCapture(event.pointerId); } catch (error) { /* a synthetic pointer cannot be captured */ }
        });
        let moveQueued = null;
        canvas.addEventListener('pointermove', (event) => {
          if (!pointerDown) return;
          // At most one move a frame: the toast follows the finger without flooding the socket.
          const first = moveQueued === null;
          moveQueued = point(event);
          if (first) requestAnimationFrame(() => { if (pointerDown && moveQueued) send({ op: 'move', ...moveQueued }); moveQueued = null; });
        });
        canvas.addEventListener('pointerup', (event) => {
          if (!pointerDown) return;
          pointerDown = false; send({ op: 'up', ...point(event) });
        });
        canvas.addEventListener('pointercancel', (event) => { if (pointerDown) { pointerDown = false; send({ op: 'up', ...point(event) }); } });
        // A mouse over a deck expands it (hover); at most one move each 50 ms, and a leave.
        let lastMove = 0;
        canvas.addEventListener('pointermove', (event) => {
          if (pointerDown || event.pointerType !== 'mouse' || event.timeStamp - lastMove < 50) return;
          lastMove = event.timeStamp; send({ op: 'move', ...point(event) });
        });
        canvas.addEventListener('pointerleave', (event) => { if (event.pointerType === 'mouse') send({ op: 'leave' }); });
        document.getElementById('popup').onclick = () => send({ op: 'popup' });
        document.getElementById('dismiss').onclick = () => send({ op: 'dismissAll' });
        document.getElementById('screen-choice').onchange = (e) => send({ op: 'settings', screen: e.target.value });
        document.getElementById('appearance').onchange = (e) => send({ op: 'settings', appearance: e.target.value });
        document.getElementById('locale').onchange = (e) => send({ op: 'settings', locale: e.target.value });
        document.getElementById('text-size').onchange = (e) => send({ op: 'settings', textSize: parseFloat(e.target.value) });
        document.getElementById('reduced-motion').onchange = (e) => send({ op: 'settings', reducedMotion: e.target.checked });
        document.getElementById('screen-reader').onchange = (e) => send({ op: 'settings', screenReader: e.target.checked });
        document.getElementById('increase-contrast').onchange = (e) => send({ op: 'settings', increaseContrast: e.target.checked });
        document.getElementById('reduce-transparency').onchange = (e) => send({ op: 'settings', reduceTransparency: e.target.checked });
        const still = () => send({ op: 'settings', still: document.getElementById('still').checked ? parseFloat(document.getElementById('still-at').value) : -1 });
        document.getElementById('still').onchange = still;
        document.getElementById('args').onchange = (e) => send({ op: 'settings', arguments: splitArguments(e.target.value) });
        document.getElementById('still-at').onchange = still;
        // The socket opens once the first picture is in (or failed): its keyframe must not
        // compete with that picture for a slow link.
        if (first.complete) connect(); else { first.addEventListener('load', connect); first.addEventListener('error', connect); }
        """
}
