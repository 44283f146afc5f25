import Dispatch
import Synchronization
import ToastCore
import ToastFiles
import ToastRender
import ToastScript

/// The running preview: one center on the theme file (a ``LiveThemeSource``), the page's
/// settings, and a render thread that draws the center's frames with Tartine's renderer and
/// sends each connected page the areas that changed since the last frame it was sent
/// (deflated, a ``FrameMessage``), and the core's events; it also draws the current picture as one PNG
/// for the page's first paint (``picture()``).
///
/// Frames go out at up to 60 a second while something moves; a still picture sends nothing. The
/// render loop paces as the notification display's does (ToastCore's `FramePacer.live` and
/// `Frame.isMoving`).
package final class PreviewSession: Sendable {
    /// What the session starts with.
    package struct Options: Sendable {
        /// The theme file.
        package var themePath: String
        /// Screen, appearance, locale, text size, reduced motion.
        package var settings: PreviewSettings
        /// Pixels per point; `nil` for the screen's own (as `tartine render`).
        package var scale: Double?
        /// Budgets of the theme's Lua.
        package var budgets: LuaBudgets
        /// Seconds of quiet after a save before loading it.
        package var debounce: Double

        /// The run's clock, which the preview freezes and lets go (``PreviewClock``):
        /// `SystemClock.local()` when serving (its time of day is the one plugins read); a
        /// virtual one in tests.
        package var clock: any ToastClock

        package init(
            themePath: String, settings: PreviewSettings, clock: any ToastClock, scale: Double?, budgets: LuaBudgets,
            debounce: Double
        ) {
            self.themePath = themePath
            self.settings = settings
            self.clock = clock
            self.scale = scale
            self.budgets = budgets
            self.debounce = debounce
        }
    }

    /// Pages connected at once, at most.
    package static let maximumClients = 8
    /// Messages queued for a page that reads slowly, at most, of which one frame (its region
    /// drawn from the newest picture when the page is ready for it): past that the page misses
    /// events, so a slow page costs the server a bounded amount of memory.
    static let queuedMessages = 12

    let center: ToastCenter
    let clock: PreviewClock
    let source: LiveThemeSource
    private let core: Core
    private let fonts: FontSet
    private let scale: Double?

    /// Loads the theme and starts following it; the render thread starts with ``start()``.
    /// - Throws: `LoadError` when the theme does not load, `WatchError`, or the fonts' errors.
    package init(_ options: Options) throws {
        let fonts = try FontSet.pinned()
        let clock = PreviewClock(options.clock)
        let core = Core(settings: options.settings)
        let source = try LiveThemeSource(
            options.themePath, setting: options.settings.setting, clock: clock,
            loader: ThemeLoader(budgets: options.budgets), debounce: options.debounce
        ) { update in
            switch update {
            case .swapped(let generation, _): core.themeChanged(generation: generation, error: nil)
            case .failed(let generation, let message): core.themeChanged(generation: generation, error: message)
            }
        }
        self.source = source
        let center = source.center
        self.center = center
        self.clock = clock
        self.core = core
        self.fonts = fonts
        self.scale = options.scale
        _ = center.drainEvents()
    }

    /// The directory of the theme file (images are served from there).
    package var themeDirectory: String { Paths.directory(of: source.path) }

    // MARK: Pages

    /// Registers a page: its messages come out of the stream, the first being the status and
    /// a keyframe (the whole picture). `nil` when ``maximumClients`` are connected.
    func connect() -> (id: Int, messages: AsyncStream<PreviewMessage>)? {
        let (stream, continuation) = AsyncStream.makeStream(
            of: PreviewMessage.self, bufferingPolicy: .bufferingOldest(Self.queuedMessages))
        let id = core.add(continuation)
        guard let id else { return nil }
        core.broadcast(status.message, to: id)
        core.wake()
        return (id, stream)
    }

    /// A page's socket wrote one of its messages (`frame`: a frame).
    func written(to id: Int, frame: Bool) {
        core.written(to: id, frame: frame)
    }

    /// The current picture as a PNG (with the Tartine manifest, as `tartine render` writes it),
    /// drawn by the render thread; `nil` when too many requests wait, drawing failed or the
    /// session stopped.
    package func picture() async -> [UInt8]? {
        await core.picture()
    }

    /// The width and height in points of the screen the preview shows now.
    var screenSize: Size { core.settings.screen.size }

    /// Forgets a page.
    func disconnect(_ id: Int) {
        core.remove(id)
    }

    private var status: PreviewStatus {
        let (settings, generation, error) = core.statusParts
        return PreviewStatus(theme: source.current, settings: settings, generation: generation, error: error)
    }

    // MARK: Commands

    /// Carries out a command from a page.
    func handle(_ command: PreviewCommand) {
        switch command.op {
        case "show":
            guard let show = command.queueCommands(arguments: core.settings.formatArguments)?.first else { return }
            self.show(show)
        case "popup", "dismissAll":
            for queued in command.queueCommands() ?? [] { center.apply(queued) }
        case "down":
            guard let point = command.point, let frame = core.lastFrame else { return }
            switch Gesture.target(at: point, in: frame) {
            case .toast(let id, let action):
                center.apply(.touchBegan(.id(id)))
                core.press(id, action: action, at: point)
            case .popupButton(let index):
                center.apply(.popupButton(index))
            case .nothing:
                // A tap elsewhere collapses the deck a tap expanded.
                center.apply(.collapse(.current))
            }
        case "move":
            guard let point = command.point else { return }
            guard let press = core.pressing() else {
                // No finger down: a mouse moving over the screen hovers a deck.
                if let frame = core.lastFrame { hover(Gesture.deck(at: point, in: frame), in: frame) }
                return
            }
            let rightToLeft = core.settings.screen.isRightToLeft
            guard let offset = DragRules.drag(from: press.start, to: point, rightToLeft: rightToLeft) else { return }
            core.markDragging()
            center.apply(.drag(.id(press.id), by: offset))
        case "up":
            guard let point = command.point, let press = core.release() else { return }
            let rightToLeft = core.settings.screen.isRightToLeft
            if press.dragging || DragRules.drag(from: press.start, to: point, rightToLeft: rightToLeft) != nil {
                let offset = DragRules.offset(from: press.start, to: point, rightToLeft: rightToLeft)
                center.apply(.drag(.id(press.id), by: offset))
                center.apply(.endDrag(.id(press.id)))
                center.apply(.touchEnded(.id(press.id)))
            } else {
                center.apply(.touchEnded(.id(press.id)))
                if press.seconds < Gesture.tapDuration {
                    center.apply(press.action.map { .tapAction(.id(press.id), action: $0) } ?? .tap(.id(press.id)))
                }
            }
        case "leave":
            guard let frame = core.lastFrame else { return }
            hover(nil, in: frame)
        case "settings":
            apply(command)
        default:
            core.broadcast(.notice("unknown command '\(command.op)'"))
        }
        core.markDirty()
    }

    /// The mouse is over the deck of toast `id` (or over none): entering a deck expands it,
    /// leaving it collapses it; moving within one deck changes nothing.
    private func hover(_ id: ToastID?, in frame: Frame) {
        let before = core.hover(id)
        let key = { (id: ToastID?) in frame.toasts.first { $0.id == id }.map { DeckKey($0.content) } }
        guard before != id, before == nil || id == nil || key(before) != key(id) else { return }
        if let before { center.apply(.hoverEnded(.id(before))) }
        if let id { center.apply(.hoverBegan(.id(id))) }
    }

    /// Shows a kind now, or, in still mode, alone at a fresh whole second with the clock frozen
    /// `still` seconds later (as `tartine render --at` draws it).
    private func show(_ show: ToastCommand) {
        do throws(ThemeError) {
            guard let still = core.settings.still else {
                try apply(show)
                return
            }
            clock.freeze(at: clock.now())
            center.apply(.dismissAll(by: .app))
            center.apply(.dismissPopup)
            let theme = center.theme
            let settle = max(2, theme.motion.exit.duration + theme.queue.gap + 1)
            let start = (clock.now() + settle).rounded(.up)
            clock.freeze(at: start)
            center.tick()
            try apply(show)
            clock.freeze(at: start + still)
        } catch {
            core.broadcast(.notice(error.description))
        }
    }

    /// Applies `command`; a kind the theme lacks is an error.
    private func apply(_ command: ToastCommand) throws(ThemeError) {
        if case .failed(let error) = center.apply(command) { throw error }
    }

    private func apply(_ command: PreviewCommand) {
        var settings = core.settings
        if let id = command.screen, let screen = Screen.preset(named: id) { settings.screen = screen }
        if let name = command.appearance, let appearance = Appearance(rawValue: name) {
            settings.appearance = appearance
        }
        if let locale = command.locale, locale.utf8.count <= 35,
            locale.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "-" || $0 == "_" })
        {
            settings.locale = locale
        }
        if let size = command.textSize, size > 0.5, size <= 4 { settings.textSize = size }
        if let reduced = command.reducedMotion { settings.reducedMotion = reduced }
        if let on = command.screenReader { settings.accessibility.screenReader = on }
        if let on = command.increaseContrast { settings.accessibility.increaseContrast = on }
        if let on = command.reduceTransparency { settings.accessibility.reduceTransparency = on }
        if let still = command.still, still.isFinite {
            settings.still = still >= 0 ? min(still, 60) : nil
        }
        if let arguments = command.arguments {
            let limits = PreviewSettings.argumentLimits
            settings.arguments = arguments.prefix(limits.count).map { TextLimits.cut($0, limit: limits.bytes) }
        }
        settings.settleDirection()
        let old = core.replaceSettings(settings)
        if old.still != nil && settings.still == nil { clock.resume() }
        if old.setting != settings.setting { center.swap(to: source.current, setting: settings.setting) }
        core.broadcast(status.message)
    }

    // MARK: Rendering

    /// Starts the render loop on a queue of its own, which keeps one thread until ``stop()``.
    package func start() {
        DispatchQueue(label: "tartine-preview-render").async { [self] in renderLoop() }
    }

    /// Stops the render thread and the watcher, and ends every page's stream.
    package func stop() {
        source.cancel()
        core.stop()
    }

    private func renderLoop() {
        let pipeline = ScenePipeline(fonts: fonts)
        // The stage frames are drawn on: made again when the appearance changes or a frame
        // fails (its renderer then repaints everything).
        var stage: Stage?
        var last: FrameSignature?
        var lastTime = -Double.infinity
        var pictureSize = (width: 0, height: 0)
        // The PNG of the picture the renderer holds, made for an earlier request (`nil` once
        // anything is drawn again).
        var picture: [UInt8]?
        // The pacing of every live host: 1/60 s of rest after each frame; a wake that comes
        // sooner is drawn with the next frame; sleeping until the next deadline when nothing moves.
        var pacer = FramePacer.live
        let frameClock = SystemClock(timeOfDay: nil)
        // A change (a command, a theme swap) that came too soon after the last frame, for the next.
        var owedDirty = false
        while let turn = core.beginTurn() {
            let events = center.drainEvents()
            if !events.isEmpty { core.broadcast(.events(events)) }
            if turn.statusChanged { core.broadcast(status.message) }
            // The first frame is drawn with no page yet, so that the first page's picture does
            // not wait for the stage to be made.
            guard turn.hasClients || turn.wantsPicture || last == nil else {
                core.sleep(until: .now() + 0.25)
                continue
            }
            var full = turn.needsFull
            do {
                if stage == nil || stage?.setting != turn.settings.setting {
                    stage = Stage(setting: turn.settings.setting, scale: scale, background: .mockApp(MockApp()))
                    full = true
                }
                guard let stage else { continue }
                let renderer = try pipeline.renderer(for: stage)
                let frame = center.frame(on: turn.settings.screen, measurer: pipeline.measurer)
                core.lastFrame = frame
                // A new stage, a page's first picture or a request for the PNG draw whatever the time.
                let dirty = turn.dirty || owedDirty
                owedDirty = dirty
                if pacer.draws(at: frameClock.now(), forced: full || last == nil || turn.wantsPicture) {
                    owedDirty = false
                    let signature = FrameSignature(frame)
                    // A moving frame is drawn even when its signature stands still (a spinner
                    // turns with the clock alone); the renderer repaints only what changed.
                    if full || dirty || signature != last || frame.isMoving || frame.screen != renderer.screen {
                        if full { renderer.invalidate() }
                        picture = nil
                        try renderer.draw(frame)
                        let size = (width: renderer.pixelWidth, height: renderer.pixelHeight)
                        if full || last == nil || size != pictureSize {
                            core.drew(nil)
                        } else {
                            var region = FrameRegion()
                            for area in renderer.repainted { region.add(FrameMessage.Area(area)) }
                            // Sent even when no pixel changed (a toast standing still, the same
                            // moment chosen again) but the moment did: the page learns which it shows.
                            if !region.isEmpty || frame.time != lastTime { core.drew(region) }
                        }
                        pictureSize = size
                        lastTime = frame.time
                        last = signature
                    }
                    pacer.drew(moving: frame.isMoving, at: frameClock.now())
                }
                // The first picture of a page that is loading goes before the frames.
                if turn.wantsPicture {
                    if picture == nil { picture = try renderer.pngData() }
                    core.answerPictureRequests(with: picture)
                }
                try send(renderer, generation: turn.generation, time: lastTime)
                // What the frame's time brought (a toast shown, a popup in) goes out before the
                // loop sleeps, perhaps until the next command.
                let brought = center.drainEvents()
                if !brought.isEmpty { core.broadcast(.events(brought)) }
                let due = center.nextDue.map { $0 - center.clock.now() }
                let wait = Self.sleep(after: pacer, at: frameClock.now(), due: due)
                core.sleep(until: wait.map { .now() + $0 } ?? .distantFuture)
            } catch {
                core.broadcast(.notice("render: \(error)"))
                core.answerPictureRequests(with: nil)
                stage = nil
                last = nil
                picture = nil
                core.sleep(until: .now() + 0.25)
            }
        }
        core.answerPictureRequests(with: nil)
    }

    /// Seconds the render loop sleeps at `now` (`nil`: until woken) after `pacer`'s frames, with
    /// the queue's next deadline `due` seconds on: `FramePacer.sleep(at:due:)`, as the
    /// notification display's loop sleeps (`NotificationDisplay.sleep(after:at:due:owed:)`).
    package static func sleep(after pacer: FramePacer, at now: Double, due: Double?) -> Double? {
        pacer.sleep(at: now, due: due)
    }

    /// Sends each page that is ready for a frame the region it lacks, from the picture
    /// `renderer` holds (pages lacking the same region share one message).
    private func send(_ renderer: FrameRenderer, generation: Int, time: Double) throws {
        var messages: [FrameRegion: PreviewMessage] = [:]
        var failure: (any Error)?
        for delivery in core.deliveries() {
            if let message = messages[delivery.region] {
                core.deliver(message, to: delivery.client)
                continue
            }
            let width = renderer.pixelWidth
            let height = renderer.pixelHeight
            do {
                let message = PreviewMessage.binary(
                    try FrameMessage.encode(
                        areas: delivery.region.areas(width: width, height: height), width: width, height: height,
                        generation: generation, time: time, keyframe: delivery.region.isWhole
                    ) { area, target in
                        renderer.copyPixels(x: area.x, y: area.y, width: area.width, height: area.height, into: target)
                    })
                messages[delivery.region] = message
                core.deliver(message, to: delivery.client)
            } catch {
                core.undeliverable(to: delivery.client)
                failure = error
            }
        }
        if let failure { throw failure }
    }
}

extension FrameMessage.Area {
    init(_ rect: (x: Int, y: Int, width: Int, height: Int)) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

/// What a frame shows, minus the pixels: two frames with equal signatures draw the same
/// (styles change only with a theme swap or a setting, which force a draw).
struct FrameSignature: Hashable {
    struct Layer: Hashable {
        var id: Int
        var count: Int
        var kind: String
        var title: String?
        var message: String
        var frame: Rect
        var transform: LayerTransform
        var phase: LayerPhase
    }

    var screen: Screen
    var toasts: [Layer]
    var popupState: [Double]
    var popupPhase: LayerPhase?
    init(_ frame: Frame) {
        screen = frame.screen
        toasts = frame.toasts.map {
            Layer(
                id: $0.id.rawValue, count: $0.count, kind: $0.content.kind, title: $0.content.title,
                message: $0.content.message, frame: $0.frame, transform: $0.transform, phase: $0.phase)
        }
        if let popup = frame.popup {
            popupState = [
                Double(popup.id.rawValue), popup.transform.opacity, popup.transform.offset.x, popup.transform.offset.y,
                popup.transform.scale, popup.transform.rotation, popup.backdropOpacity,
            ]
            popupPhase = popup.phase
        } else {
            popupState = []
            popupPhase = nil
        }
    }

}
