import ArgumentParser
import Dispatch
import Synchronization
import ToastCore
import ToastDBus
import ToastDisplay
import ToastFiles
import ToastNotifyd
import ToastRender
import ToastScript
import ToastWayland
import ToastX11

/// `tartine notifyd theme.lua`: a desktop notification server (org.freedesktop.Notifications on
/// the session bus) whose notifications are the theme's toasts, drawn by Tartine's renderer in
/// Wayland layer-shell surfaces or X11 windows (`--backend`); Ctrl-C or SIGTERM to stop.
struct Notifyd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifyd",
        abstract: "Serve desktop notifications (org.freedesktop.Notifications) drawn with a theme; Ctrl-C to stop.",
        discussion: "Owns org.freedesktop.Notifications on the session bus (spec 1.2: actions, body markup in the "
            + "safe subset, hyperlinks, images, persistence) and Tartine's control interface (tartine notifyctl). "
            + "The theme's notification rules map each notification to a kind; its plugins see the notification's "
            + "fields. Saving the theme, its imports, plugins or strings swaps it in without dropping a "
            + "notification; a broken save keeps the last good theme and says so on stderr and in a notification. "
            + ExitStatus.contract + " A theme that is bad when the server starts exits 2.")

    @Argument(
        help: ArgumentHelp(
            "The theme file (default: ~/.config/tartine/notifyd.lua, else the desktop theme installed with tartine).",
            discussion: "$XDG_CONFIG_HOME/tartine/notifyd.lua when XDG_CONFIG_HOME is set; the installed "
                + "theme is PREFIX/share/tartine/themes/desktop.lua for PREFIX/bin/tartine."))
    var theme: String?
    @Option(
        help: ArgumentHelp(
            "Draw on a Wayland compositor (layer-shell surfaces) or an X server (default: x11 when --display "
                + "is given, else wayland when $WAYLAND_DISPLAY connects, else x11).",
            discussion: "With neither named, a failed Wayland connection falls back to X11; when neither works "
                + "the server exits 69 naming both failures."))
    var backend: DisplayBackend?
    @Option(
        help: ArgumentHelp(
            "The display: an X display (:0) for x11, a socket name (wayland-1) or path for wayland "
                + "(default: $DISPLAY, $WAYLAND_DISPLAY)."))
    var display: String?
    @Option(help: "The D-Bus address of the bus to serve (default: the session bus).") var bus: String?
    @Flag(help: "Take the notification service over from the server that has it, if it allows it.")
    var replace = false
    @Option(
        help: ArgumentHelp(
            "The monitor to show notifications on, by its RandR name (DP-1) or Wayland output name "
                + "(HEADLESS-1) (default: the one --follow picks)."))
    var monitor: String?
    @Option(help: "Which monitor shows a notification when none is named (X11; on Wayland, the first output).")
    var follow: FollowChoice = .mouse
    @Option(help: "Light or dark.") var appearance: Appearance = .light
    @Option(help: "Locale of the theme's strings.") var locale = "en"
    @Flag(help: "Reduced motion: the theme's cross-fade instead of its transitions.") var reducedMotion = false
    @Option(help: "What a left click does.") var leftClick: ClickChoice = .tap
    @Option(help: "What a middle click does.") var middleClick: ClickChoice = .action
    @Option(help: "What a right click does.") var rightClick: ClickChoice = .closeAll
    @Option(help: "While paused, hold notifications below this urgency.") var pauseBelow: UrgencyChoice = .critical
    @Option(help: "Closed notifications kept for history and history-pop, from 0 to 1000.") var history = 100
    @Option(help: "Seconds to wait for a burst of saves to settle, from 0 to 60.") var debounce = 0.15
    @Option(
        help: ArgumentHelp(
            "The icon theme senders' icon names are looked up in, before hicolor (default: the theme's "
                + "notifications.icon_theme, else gtk-icon-theme-name of $XDG_CONFIG_HOME/gtk-3.0/settings.ini)."))
    var iconTheme: String?
    @Option(help: "Seconds a pointer resting on a notification pauses it, at most, from 1 to 3600.")
    var hoverLimit = NotificationDisplay.Options.defaultHoverLimit
    @Flag(help: "Print each event of the queue as a transcript line (seconds since the server started).")
    var events = false
    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        try OptionRange.check("--history", history, within: 0...1000)
        try OptionRange.check("--debounce", debounce, within: .closed(0, 60))
        try IconOptions.checkThemeName(iconTheme)
        try OptionRange.check("--hover-limit", hoverLimit, within: .closed(1, 3600))
    }

    func run() throws {
        // A server that runs for days draws into buffers that come and go: each is given back
        // when freed rather than left in a heap that only grows (Memory.mapBlocks).
        Memory.mapBlocks(largerThan: 128 << 10)
        let theme = try self.theme ?? NotifydTheme.resolve()
        let direction = LayoutDirection.resolved(nil, locale: locale)
        // Each frame is drawn on its monitor's screen; the setting's says the direction and the
        // device class (a desktop's, as `render --screen WIDTHxHEIGHT` resolves in).
        let desktop = Screen.desktop(width: 1920, height: 1080) ?? .macBookAir13
        let options = NotificationServer.Options(
            themePath: theme,
            setting: SceneSetting(
                screen: desktop.rightToLeft(direction.isRightToLeft), locale: locale, appearance: appearance,
                textSize: 1, accessibility: .none, reducedMotion: reducedMotion),
            clock: SystemClock.local(), budgets: budgets.luaBudgets, debounce: debounce,
            pauseBelow: pauseBelow.priority, historyLimit: history, icons: .session(themeName: iconTheme))
        var eventLines: (@Sendable (String) -> Void)?
        if events { eventLines = { line in say(line) } }
        let server: NotificationServer
        do {
            server = try NotificationServer(options, report: { line in printError(line) }, events: eventLines)
        } catch {
            throw CLIFailure(
                status: .badInput, lines: (error as? LoadError)?.diagnostics.map(\.description) ?? ["\(error)"])
        }
        let display: NotificationDisplay
        do {
            display = try NotificationDisplay(
                server: server, connection: DisplayBackend.connect(backend, display: self.display),
                options: NotificationDisplay.Options(
                    monitor: monitor, follow: follow.follow,
                    mouse: MouseBindings(left: leftClick.action, middle: middleClick.action, right: rightClick.action),
                    hoverLimit: hoverLimit))
        } catch {
            throw CLIFailure.unavailable("notifyd: \(error)")
        }
        let connection: NotificationBus
        do {
            connection = try NotificationBus.start(address: bus, replace: replace, handler: server)
        } catch {
            throw CLIFailure.unavailable("notifyd: \(error)")
        }
        server.attach(connection)
        // The server's log lines go to standard error, each written at once (a journal, under
        // systemd); standard output is left to the transcript lines of --events.
        printError("notifyd: serving org.freedesktop.Notifications with \(Paths.display(theme)); Ctrl-C to stop")
        let stop = Atomic(false)
        let queue = DispatchQueue(label: "tartine-notifyd-signals")
        var sources: [any DispatchSourceSignal] = []
        for number in [CurrentProcess.interruptSignal, CurrentProcess.terminateSignal] {
            CurrentProcess.ignore(signal: number)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                stop.store(true, ordering: .sequentiallyConsistent)
                server.wake.signal()
            }
            source.resume()
            sources.append(source)
        }
        defer {
            for source in sources { source.cancel() }
            server.attach(nil)
            connection.stop()
            server.stop()
        }
        do {
            try display.run { stop.load(ordering: .sequentiallyConsistent) || server.hasLostName }
        } catch {
            throw CLIFailure.unavailable("notifyd: \(error)")
        }
        printError(
            server.hasLostName
                ? "notifyd: another server took org.freedesktop.Notifications over; stopped" : "notifyd: stopped")
    }

    /// `--follow`'s values.
    enum FollowChoice: String, ExpressibleByArgument, CaseIterable {
        case mouse, keyboard, none
        var follow: DisplayFollow { DisplayFollow(rawValue: rawValue) ?? .mouse }
    }

    /// The click options' values.
    enum ClickChoice: String, ExpressibleByArgument, CaseIterable {
        case tap, close, closeAll = "close-all", action, none
        var action: MouseBindings.Action { MouseBindings.Action(rawValue: rawValue) ?? .none }
    }

    /// `--pause-below`'s values.
    enum UrgencyChoice: String, ExpressibleByArgument, CaseIterable {
        case low, normal, critical, all
        /// Priorities below this are held while paused (a notification's priority is its urgency's:
        /// low 0, normal 1, critical 2).
        var priority: Int {
            switch self {
            case .low: return 0
            case .normal: return 1
            case .critical: return 2
            case .all: return .max
            }
        }
    }
}

/// `tartine notifyd --backend`'s values, and the one place a display edge is chosen and connected.
enum DisplayBackend: String, ExpressibleByArgument, CaseIterable {
    case wayland, x11

    /// The display `backend` names on `display` (`nil`: the environment's), or with no backend
    /// named, X11 on `display` when it is given (`--display` without `--backend` is an X
    /// display), else Wayland when `$WAYLAND_DISPLAY` is set and connects, else X11.
    /// - Throws: the edge's error when a named backend fails; ``DisplayBackendError`` naming both
    ///   failures when neither works.
    static func connect(_ backend: DisplayBackend?, display: String?) throws -> any DisplayConnection {
        switch backend {
        case .wayland: return try WaylandDisplay(display: display)
        case .x11: return try X11Display(display: display)
        case nil where display != nil:
            return try X11Display(display: display)
        case nil:
            var wayland: String
            if CurrentProcess.environmentValue("WAYLAND_DISPLAY").map({ !$0.isEmpty }) ?? false {
                do {
                    return try WaylandDisplay(display: nil)
                } catch {
                    wayland = "\(error)"
                }
            } else {
                wayland = "WAYLAND_DISPLAY is not set"
            }
            do {
                return try X11Display(display: display)
            } catch {
                throw DisplayBackendError(wayland: wayland, x11: "\(error)")
            }
        }
    }
}

/// Neither Wayland nor X11 could be drawn on (`notifyd` without `--backend`).
struct DisplayBackendError: Error, CustomStringConvertible {
    /// Why each failed.
    let wayland: String
    let x11: String

    var description: String { "no display to draw on: Wayland: \(wayland); X11: \(x11)" }
}
