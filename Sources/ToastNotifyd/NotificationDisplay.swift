import ToastCore
import ToastFiles
import ToastDisplay
import ToastRender

/// The notification server's screen side, on a thread of its own: it draws the center's frames
/// with Tartine's renderer on a stage the size of the chosen monitor (transparent, at the
/// monitor's integer scale: `DisplayMonitor.scale`, 1 on X11, `wl_output.scale` on Wayland) and
/// shows the toasts of each position in one surface of their own (ToastDisplay's
/// `DisplaySurface`: an override-redirect X window, a layer-shell surface), whose pixels are the
/// render's; it turns clicks, swipes and the pointer into queue commands; and it sleeps when nothing
/// moves, until the queue's next deadline, a click or a call (no CPU while nothing is on
/// screen). It keeps the policy (which cards, which viewport, which surface area, pacing, the
/// hover limit) and talks to the display only through ToastDisplay's `DisplayConnection`.
package final class NotificationDisplay {
    /// Which monitor the notifications go to and how a click acts.
    package struct Options: Sendable {
        /// The monitor named so (RandR's name `DP-1` on X11, the output's `HEADLESS-1` on
        /// Wayland), else the one `follow` picks.
        package var monitor: String?
        /// How the monitor is chosen when none is named: the pointer's, the focused window's, or
        /// the primary one.
        package var follow: DisplayFollow
        /// What the mouse buttons do.
        package var mouse: MouseBindings
        /// Seconds a pointer resting on a card pauses its hold, at most (`--hover-limit`): then
        /// the hold runs again, and the card is not paused again until the pointer leaves it. A
        /// pointer that rests for ever (or that Xwayland keeps reporting where it last was on
        /// X11 after it went to a Wayland surface) does not keep a card for ever.
        package var hoverLimit: Double

        /// `hoverLimit` unless told: half a minute.
        package static let defaultHoverLimit = 30.0

        /// Creates options: the pointer's monitor, the default bindings, hovers of at most
        /// ``defaultHoverLimit``. The appearance, the direction and the device class are the
        /// server's setting's (``NotificationServer/Options``).
        package init(
            monitor: String? = nil, follow: DisplayFollow = .mouse,
            mouse: MouseBindings = MouseBindings(), hoverLimit: Double = defaultHoverLimit
        ) {
            self.monitor = monitor
            self.follow = follow
            self.mouse = mouse
            self.hoverLimit = hoverLimit
        }
    }

    private let server: NotificationServer
    private let options: Options
    private let connection: any DisplayConnection
    /// Draws with the fonts of the theme in force (``NotificationServer/fontSource``).
    private var pipeline: ScenePipeline
    /// The monitor drawn on. Choosing another makes the engine's screen of it and tells the
    /// server its scale, which icons are read at (`NotificationServer.drawsAt(scale:)`).
    private var monitor: DisplayMonitor {
        didSet {
            screen = Self.screen(for: monitor, in: server.center.setting)
            server.drawsAt(scale: monitor.scale)
        }
    }
    /// The screen of `monitor` for the engine.
    private var screen: Screen
    private var windows: [ToastPosition: Shown] = [:]
    /// The part of the monitor the renderer keeps pixels for (``viewport(for:holding:moving:screen:)``).
    private var viewport: (x: Int, y: Int, width: Int, height: Int)?
    private var lastFrame: Frame?
    /// Whether the last frame drawn was moving (the first at rest after it is sent to every
    /// surface, changed or not).
    private var wasMoving = false
    /// Whether every window must be sent its pixels again (the monitor changed, a surface was
    /// lost, or one refused its pixels while the display held its buffers).
    private var mustShowAgain = true
    /// The card the pointer rests on, its hold paused, and since when (the frame clock's seconds).
    private var hovered: ToastID?
    private var hoverSince = 0.0
    /// A card the pointer rested on for `hoverLimit`: its hold runs again, and it is not paused
    /// again until the pointer leaves it.
    private var hoverSpent: ToastID?
    /// The press of button 1 (or a finger) on a card in progress: a click when it is released
    /// where it went down, a swipe when it moved away (``handle(_:)``).
    private var press: Press?
    private var stopped = false

    /// A press of button 1 or a finger on a card, until it is released.
    private struct Press {
        /// The card pressed.
        var toast: ToastID
        /// Where the press went down, in screen points.
        var start: Point
        /// Whether it moved past `DragRules.tapDistance`: the card follows it, and its release
        /// is no click.
        var dragging = false
    }

    /// The button whose press on a card may become a swipe (the left one; a finger is it too).
    static let swipeButton = 1

    /// A surface and where its pixels are on the screen.
    private struct Shown {
        var window: any DisplaySurface
        var area: (x: Int, y: Int, width: Int, height: Int)
    }

    /// A display for `server` on `connection` (the one backend chosen, by the caller).
    /// - Throws: the fonts' errors.
    package init(server: NotificationServer, connection: any DisplayConnection, options: Options) throws {
        self.server = server
        self.options = options
        self.pipeline = ScenePipeline(fonts: try FontSet.of(server.fontSource))
        self.connection = connection
        let monitor = Self.choose(options, on: connection)
        self.monitor = monitor
        self.screen = Self.screen(for: monitor, in: server.center.setting)
        server.drawsAt(scale: monitor.scale)
    }

    /// The screen a monitor is to the engine: its size in points at scale 1, no safe area, no
    /// tab bar (`ScreenChrome.desktop`), with the direction and device class of the server's
    /// `setting`.
    static func screen(for monitor: DisplayMonitor, in setting: SceneSetting) -> Screen {
        Screen(
            id: "monitor-\(monitor.name)", name: monitor.name,
            size: Size(width: Double(max(monitor.frame.width, 1)), height: Double(max(monitor.frame.height, 1))),
            scale: 1,
            safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), isRightToLeft: setting.screen.isRightToLeft,
            deviceClass: setting.screen.deviceClass, chrome: .desktop)
    }

    private static func choose(_ options: Options, on connection: any DisplayConnection) -> DisplayMonitor {
        if let name = options.monitor, let named = connection.monitor(named: name) { return named }
        return connection.activeMonitor(options.follow)
    }

    /// Ends ``run()`` at its next turn (from the loop's own thread, or through the server's wake).
    package func stop() {
        stopped = true
    }

    /// Runs until ``stop()``: events in, frames out, sleeping whenever nothing moves.
    /// - Throws: a drawing or polling error that the loop cannot go on after.
    package func run(until done: () -> Bool) throws {
        let wake = server.wake
        var carried: [DisplayEvent] = []
        let frameClock = SystemClock(timeOfDay: nil)
        var pacer = FramePacer.live
        while !stopped && !done() {
            // A connection the server closed stays readable for ever: stop rather than spin.
            if let failure = connection.failure { throw failure }
            var pointerCrossed = false
            for event in carried + connection.pendingEvents() { pointerCrossed = handle(event) || pointerCrossed }
            // What fell due (an expiry, whatever the motion) goes out now, not with the next frame.
            server.center.tick()
            server.pump()
            // 1/60 s of rest after each frame: what comes sooner is drawn with the next (FramePacer).
            var drew = false
            if pacer.draws(at: frameClock.now(), forced: mustShowAgain) {
                let moving: Bool
                (moving, drew) = try draw()
                pacer.drew(moving: moving, at: frameClock.now())
            }
            // Where the pointer rests is asked of the server, not inferred from crossing events:
            // a window redrawn, reshaped or moved under a still pointer sends a stray leave
            // (or none), and a hover inferred so would be lost while the pointer stays.
            endLongHover(at: frameClock.now())
            if pointerCrossed || drew { updateHover(at: frameClock.now()) }
            server.pump()
            connection.flush()
            // Reading a reply (the pointer's place, the root's pixels) reads the socket, and any
            // event that came before it waits in the library's queue (xcb's, libwayland's), where
            // poll(2) cannot see it: a click arriving then would wait for the next wake, for ever
            // on a still screen.
            carried = connection.pendingEvents()
            if !carried.isEmpty { continue }
            let due = server.center.nextDue.map { $0 - server.center.clock.now() }
            let hoverDue = hovered.map { _ in hoverSince + options.hoverLimit - frameClock.now() }
            let timeout = Self.sleep(
                after: pacer, at: frameClock.now(), due: [due, hoverDue].compactMap { $0 }.min(), owed: mustShowAgain)
            _ = try Poll.readable([connection.descriptor, wake.descriptor], timeout: timeout)
            wake.drain()
        }
        for shown in windows.values { shown.window.destroy() }
        windows = [:]
        connection.flush()
    }

    /// Seconds the loop sleeps at `now` (`nil`: until woken) after `pacer`'s frames, with the
    /// next deadline `due` seconds on (the queue's or the hover limit's): `FramePacer.sleep(at:due:)`,
    /// as the preview's render loop sleeps (`PreviewSession.sleep(after:at:due:)`). A surface
    /// that refused its pixels (`owed`: the display held both its buffers) is shown again at the
    /// display's next frame, or one frame interval on at the latest.
    package static func sleep(after pacer: FramePacer, at now: Double, due: Double?, owed: Bool) -> Double? {
        [pacer.sleep(at: now, due: due), owed ? pacer.interval : nil].compactMap { $0 }.min()
    }

    /// Draws the frame of now and shows what changed in the windows. The renderer repaints only
    /// what differs from the last frame (nothing for a card standing still), and a window whose
    /// area holds everything its position draws is sent only its pixels in those areas, so that
    /// a moving stack costs the pixels that changed, not the whole stack each frame. A window
    /// grows to hold what moves past it (a card sliding in, the stack growing) and what it held;
    /// at rest it fits its toasts again only when a quarter of it or more is spare (`wasteful`).
    /// Returns whether anything is moving (another frame is due soon) and whether any window
    /// was drawn.
    private func draw() throws -> (moving: Bool, drew: Bool) {
        if windows.isEmpty && lastFrame.map({ $0.toasts.isEmpty }) ?? true {
            // Nothing on screen: the next notifications go to the monitor in focus now.
            let monitor = Self.choose(options, on: connection)
            if monitor != self.monitor { self.monitor = monitor }
        }
        if server.fontSource != pipeline.fonts.source {
            // A reload changed the theme's fonts: everything is measured and drawn again with them.
            pipeline = ScenePipeline(fonts: try FontSet.of(server.fontSource))
            mustShowAgain = true
        }
        let frame = server.center.frame(on: screen, measurer: pipeline.measurer)
        lastFrame = frame
        var setting = server.center.setting
        setting.screen = screen
        let scale = monitor.scale
        let stage = Stage(setting: setting, scale: Double(scale), background: .plain(.clear))
        let renderer = try pipeline.renderer(for: stage)
        // A card dragged moves with the pointer though no clock moves it: the surfaces keep
        // their place and grow as for a motion (a surface moved under the pointer would shift
        // the points it reports), but no frame is due until the pointer moves again.
        let moving = frame.isMoving || press?.dragging == true
        // Each toast's pixels, by position.
        var groups: [ToastPosition: [(x: Int, y: Int, width: Int, height: Int)]] = [:]
        for layer in frame.toasts {
            // Whole multiples of the scale, so that every surface's pixels are (a surface is
            // so many layout pixels); the monitor's pixels are too.
            groups[layer.content.position, default: []].append(
                Self.aligned(renderer.area(of: layer, on: screen), to: scale))
        }
        // The renderer keeps the pixels of what the windows show and will show, not the monitor's.
        let shownAreas = mustShowAgain ? [] : windows.values.map(\.area)
        viewport = Self.viewport(
            for: groups.values.flatMap { $0 } + shownAreas, holding: viewport,
            moving: moving, screen: (max(monitor.frame.width, 1) * scale, max(monitor.frame.height, 1) * scale))
        var refused = false
        try renderer.draw(frame, within: viewport ?? (0, 0, 1, 1))
        let repainted = renderer.repainted
        var drew = false
        for position in ToastPosition.allCases {
            guard let areas = groups[position], let needed = Self.union(areas) else {
                if let shown = windows.removeValue(forKey: position) {
                    shown.window.destroy()
                    drew = true
                }
                continue
            }
            let shown = mustShowAgain ? nil : windows[position]
            let area = Self.area(for: needed, window: shown?.area, moving: moving)
            let window = try windows[position]?.window ?? connection.makeSurface(corner: corner(of: position))
            // The cards take the pointer; the rest of the surface lets it through.
            let origin = area ?? shown?.area ?? needed
            window.setInputRegion(areas.map { Self.rectangle($0).offset(x: -origin.x, y: -origin.y) })
            if let shown, area == nil {
                let parts = repainted.compactMap { Self.intersection($0, shown.area) }
                // The first frame at rest is sent even when nothing changed: the surface gives
                // back what it kept covered while the cards moved.
                if parts.isEmpty && (moving || !wasMoving) { continue }
                let updated = try withPixels(of: shown.area, in: renderer) { pixels in
                    try shown.window.update(
                        parts.map { Self.rectangle($0).offset(x: -shown.area.x, y: -shown.area.y) }, of: pixels,
                        moving: moving)
                }
                if updated {
                    drew = true
                    continue
                }
            }
            // A surface refusing the patches (it is not shown) is shown whole, at the area it has.
            let whole = origin
            let showed = try withPixels(of: whole, in: renderer) { pixels in
                try window.show(pixels, at: Self.rectangle(whole), on: monitor, moving: moving)
            }
            refused = refused || !showed
            windows[position] = Shown(window: window, area: whole)
            drew = true
        }
        mustShowAgain = refused
        wasMoving = moving
        return (frame.isMoving, drew)
    }

    /// The spare pixels a new viewport has on each side (a stack growing or a card sliding in is
    /// drawn in the viewport it has, most frames).
    static let viewportMargin = 64

    /// The part of the screen (`screen` pixels wide and high) the renderer keeps, for windows
    /// and toasts at `areas`, when it keeps `current`: `nil` with nothing to show (the renderer
    /// then keeps one pixel); `current` when it holds them all, unless at rest a quarter of it
    /// or more is spare; else their union and ``viewportMargin`` on each side, within the screen.
    static func viewport(
        for areas: [(x: Int, y: Int, width: Int, height: Int)],
        holding current: (x: Int, y: Int, width: Int, height: Int)?,
        moving: Bool, screen: (width: Int, height: Int)
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let needed = union(areas) else { return nil }
        let margin = viewportMargin
        let grown = (
            x: needed.x - margin, y: needed.y - margin, width: needed.width + 2 * margin,
            height: needed.height + 2 * margin
        )
        let fitted = intersection(grown, (0, 0, screen.width, screen.height)) ?? needed
        if let current, contains(current, needed) {
            let spare = fitted.width * fitted.height * 4 <= current.width * current.height * 3
            if moving || !spare { return current }
        }
        return fitted
    }

    /// Runs `body` with the pixels of `area` (screen pixels) of the renderer's last frame, lent
    /// in place (the surfaces convert or copy them into their own rows: no copy between).
    private func withPixels<R>(
        of area: (x: Int, y: Int, width: Int, height: Int), in renderer: FrameRenderer,
        _ body: (PixelRows) throws -> R
    ) throws -> R {
        try renderer.withPixels(x: area.x, y: area.y, width: area.width, height: area.height) { bytes, stride in
            try body(PixelRows(width: area.width, height: area.height, stride: stride, bytes: bytes))
        }
    }

    /// The corner of the monitor a position's surface keeps to: the bottom one for the bottom
    /// positions, the right one for a corner on the right of the screen (trailing, or leading
    /// under right-to-left); the top left for the others (a surface is placed exactly by its
    /// margins from two edges, whatever its toasts' alignment).
    private func corner(of position: ToastPosition) -> DisplayCorner {
        let trailing = position.horizontalEdge == .trailing
        let right = position.isCorner && trailing != screen.isRightToLeft
        return DisplayCorner(bottom: position.verticalEdge == .bottom, right: right)
    }

    /// The point (points) of a monitor's pixel at `scale`.
    static func point(x: Int, y: Int, scale: Int) -> Point {
        Point(x: Double(x) / Double(scale), y: Double(y) / Double(scale))
    }

    /// `area` grown outward to whole multiples of `scale` each way (an empty one stays empty).
    static func aligned(
        _ area: (x: Int, y: Int, width: Int, height: Int), to scale: Int
    ) -> (x: Int, y: Int, width: Int, height: Int) {
        guard scale > 1, area.width > 0, area.height > 0 else { return area }
        let left = area.x - ((area.x % scale) + scale) % scale
        let top = area.y - ((area.y % scale) + scale) % scale
        let right = area.x + area.width + (scale - ((area.x + area.width) % scale + scale) % scale) % scale
        let bottom = area.y + area.height + (scale - ((area.y + area.height) % scale + scale) % scale) % scale
        return (left, top, right - left, bottom - top)
    }

    /// An area as the display seam's rectangle.
    static func rectangle(_ area: (x: Int, y: Int, width: Int, height: Int)) -> PixelRectangle {
        PixelRectangle(x: area.x, y: area.y, width: area.width, height: area.height)
    }

    /// A rectangle of the seam as an area.
    static func area(_ rectangle: PixelRectangle) -> (x: Int, y: Int, width: Int, height: Int) {
        (rectangle.x, rectangle.y, rectangle.width, rectangle.height)
    }

    /// The area a position's window is shown whole at, for toasts that need `needed`, or `nil`
    /// when the window it has (at `window`) is sent patches: a window that holds `needed` keeps
    /// its area while the toasts move, and at rest too unless a quarter of it or more is spare
    /// (a stack whose cards come and go in waves, growing a little with each, is sent patches of
    /// the window it has instead of a new one each wave); one that does not hold them grows to
    /// hold them and what it held while they move, and fits them at rest; with no window
    /// (`nil`), the toasts' area.
    static func area(
        for needed: (x: Int, y: Int, width: Int, height: Int), window: (x: Int, y: Int, width: Int, height: Int)?,
        moving: Bool
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let window else { return needed }
        if contains(window, needed) {
            let spare = needed.width * needed.height * 4 <= window.width * window.height * 3
            return moving || !spare ? nil : needed
        }
        return moving ? union([window, needed]) : needed
    }

    /// The smallest area holding every non-empty one of `areas`; `nil` when all are empty
    /// (ToastDisplay's `PixelRectangle.union`).
    static func union(_ areas: [(x: Int, y: Int, width: Int, height: Int)]) -> (
        x: Int, y: Int, width: Int, height: Int
    )? {
        PixelRectangle.union(areas.map(rectangle)).map(area)
    }

    /// The pixels two areas share; `nil` when they share none (`PixelRectangle.intersection`).
    static func intersection(
        _ a: (x: Int, y: Int, width: Int, height: Int), _ b: (x: Int, y: Int, width: Int, height: Int)
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        rectangle(a).intersection(rectangle(b)).map(area)
    }

    /// Whether `outer` holds every pixel of `inner` (`PixelRectangle.contains`).
    static func contains(
        _ outer: (x: Int, y: Int, width: Int, height: Int), _ inner: (x: Int, y: Int, width: Int, height: Int)
    ) -> Bool {
        rectangle(outer).contains(rectangle(inner))
    }

    // MARK: Input

    /// The screen point (points, on the monitor) of a window-relative position.
    private func point(in window: UInt32, x: Int, y: Int) -> Point? {
        guard let shown = windows.values.first(where: { $0.window.id == window }) else { return nil }
        return Self.point(x: shown.area.x + x, y: shown.area.y + y, scale: monitor.scale)
    }

    /// Handles one event; returns whether the pointer moved into, within or out of a window.
    /// A press of button 1 (or a finger) on a card is a click only once released within
    /// `DragRules.tapDistance` of where it went down; moved further, the card follows it (the
    /// core's `drag`) and its release is the core's `endDrag`: far or fast enough toward an edge
    /// the card may leave by, it is swiped away (closed with reason 2), else it springs back.
    /// Other buttons click as they are pressed.
    private func handle(_ event: DisplayEvent) -> Bool {
        let rightToLeft = screen.isRightToLeft
        switch event {
        case .button(let window, let button, let x, let y):
            guard let point = point(in: window, x: x, y: y), let frame = lastFrame else { return false }
            let hit = frame.hit(at: point)
            if button == Self.swipeButton, case .toast(let id, _) = hit {
                endPress(at: nil)
                press = Press(toast: id, start: point)
                return false
            }
            server.click(options.mouse.action(forButton: button), at: hit, in: frame, link: frame.link(at: point))
        case .drag(let window, let x, let y):
            guard var press, let point = point(in: window, x: x, y: y) else { return false }
            let offset =
                press.dragging
                ? DragRules.offset(from: press.start, to: point, rightToLeft: rightToLeft)
                : DragRules.drag(from: press.start, to: point, rightToLeft: rightToLeft)
            guard let offset else { return false }
            press.dragging = true
            self.press = press
            server.center.apply(.drag(.id(press.toast), by: offset))
        case .release(let window, let button, let x, let y):
            guard button == Self.swipeButton else { return false }
            endPress(at: point(in: window, x: x, y: y))
        case .pressCancelled:
            endPress(at: nil)
        case .pointerMoved:
            return true
        case .frame:
            // The display would take a frame: what a surface refused is drawn at this turn.
            break
        case .surfaceLost:
            mustShowAgain = true
        case .monitorsChanged:
            monitor = Self.choose(options, on: connection)
            mustShowAgain = true
        }
        return false
    }

    /// Ends the press in progress, released at `point` (screen points; `nil`: cancelled, or
    /// released where no surface of ours is known): a drag is ended where it was last, or at
    /// `point`; a press that never moved further than a tap clicks the card where it went down.
    private func endPress(at point: Point?) {
        guard let press else { return }
        self.press = nil
        let rightToLeft = screen.isRightToLeft
        let moved = point.flatMap { DragRules.drag(from: press.start, to: $0, rightToLeft: rightToLeft) }
        if press.dragging || moved != nil {
            if let point {
                let offset = DragRules.offset(from: press.start, to: point, rightToLeft: rightToLeft)
                server.center.apply(.drag(.id(press.toast), by: offset))
            }
            server.center.apply(.endDrag(.id(press.toast)))
        } else if point != nil, let frame = lastFrame {
            server.click(
                options.mouse.action(forButton: Self.swipeButton), at: frame.hit(at: press.start), in: frame,
                link: frame.link(at: press.start))
        }
    }

    /// Hovers the toast under the pointer in the frame last drawn, when the pointer is really
    /// on one of the surfaces (the display says which: on X11 the root's child under the
    /// pointer, on Wayland the surface the compositor last said it entered) and on the toast
    /// there; else none.
    private func updateHover(at now: Double) {
        guard let frame = lastFrame, !windows.isEmpty, let pointer = connection.pointer(),
            let shown = windows.values.first(where: { $0.window.id == pointer.surface })
        else {
            hover(nil, at: now)
            return
        }
        let point = Self.point(x: shown.area.x + pointer.x, y: shown.area.y + pointer.y, scale: monitor.scale)
        let inside = pointer.x >= 0 && pointer.x < shown.area.width && pointer.y >= 0 && pointer.y < shown.area.height
        if inside, case .toast(let id, _) = frame.hit(at: point) { hover(id, at: now) } else { hover(nil, at: now) }
    }

    /// The pointer rests on toast `id` (or on none): its hold pauses until the pointer leaves,
    /// or for `hoverLimit` at most (``endLongHover(at:)``).
    private func hover(_ id: ToastID?, at now: Double) {
        if id != hoverSpent { hoverSpent = nil }
        let target = id == hoverSpent ? nil : id
        guard target != hovered else { return }
        if let hovered { server.center.apply(.touchEnded(.id(hovered))) }
        if let target {
            server.center.apply(.touchBegan(.id(target)))
            hoverSince = now
        }
        hovered = target
    }

    /// Ends a hover that has lasted `hoverLimit`: the card's hold runs again with the time it
    /// had left, though the pointer stays.
    private func endLongHover(at now: Double) {
        guard let hovered, now - hoverSince >= options.hoverLimit - 1e-6 else { return }
        server.center.apply(.touchEnded(.id(hovered)))
        hoverSpent = hovered
        self.hovered = nil
    }
}
