import Foundation
import TartineTestSupport
import ToastCore
import ToastDBus

@testable import ToastNotifyd

/// A signal the server sent, as a test compares it.
enum SentSignal: Equatable, Sendable {
    case closed(UInt32, NotificationCloseReason)
    case activationToken(UInt32)
    case actionInvoked(UInt32, String)
}

/// Records the server's signals in place of the bus.
final class SignalRecorder: NotificationSignals {
    let sent = Recorder<SentSignal>()
    /// The events (`org.tartine.Notifyd1.Event`), as JSON lines.
    let events = Recorder<String>()

    func notificationClosed(id: UInt32, reason: NotificationCloseReason) { sent.record(.closed(id, reason)) }
    func activationToken(id: UInt32, token: String) { sent.record(.activationToken(id)) }
    func actionInvoked(id: UInt32, key: String) { sent.record(.actionInvoked(id, key)) }
    func event(json: String) { events.record(json) }
}

/// A notification server on a theme in a temporary directory, without a bus: its signals are
/// recorded, and ``draw()`` does what the display loop does each frame (the queue moved to now,
/// its events drained into signals). The theme's `plugins/closer.lua` vetoes the app `Muted`,
/// dismisses a notification of the app `Closer` as it shows, dismisses the tag `swept` when
/// one of the app `Sweeper` shows, and fails on every one of the app `Failing`.
final class ServerHarness {
    let server: NotificationServer
    let recorder = SignalRecorder()
    /// The queue's events as transcript lines (`--events`), as the server drained them.
    let transcript = Recorder<String>()
    /// The lines the server said on standard error.
    let reports = Recorder<String>()
    private let directory: TemporaryDirectory
    private let screen = Screen.desktop(width: 1280, height: 800)!

    init(theme: String, hookLimits: NotificationHooks.Limits = NotificationHooks.Limits()) throws {
        directory = try TemporaryDirectory()
        try directory.directory("plugins")
        try directory.write("plugins/closer.lua", Self.closer)
        try directory.write("theme.lua", theme)
        let transcript = transcript
        let reports = reports
        // The real clock: the tests wait for holds and transitions to run out.
        server = try NotificationServer(
            .init(
                themePath: directory.file("theme.lua"), setting: SceneSetting.standard.with(screen: screen),
                clock: SystemClock(timeOfDay: nil), hookLimits: hookLimits),
            report: { reports.record($0) }, events: { transcript.record($0) })
        server.attach(recorder)
    }

    deinit {
        server.stop()
    }

    /// A stack of at most two cards, one more waiting (the oldest waiting goes first), 50 ms
    /// transitions, trailing swipes, taps that dismiss unless `tapToDismiss` is false.
    static func stackTheme(tapToDismiss: Bool = true) -> String {
        """
        return toast.theme {
          name = "reasons", plugins = { "closer" },
          style = { tap_to_dismiss = \(tapToDismiss), swipe_directions = { "trailing" } },
          motion = { enter = { "fade", duration = 0.05 }, exit = { "fade", duration = 0.05 }, hold = 30 },
          queue = { policy = "stack", max_visible = 2, max_pending = 1, overflow = "drop_oldest" },
          position = "top_trailing",
          kinds = { notification = { message = "" } },
          notifications = { kind = "notification" },
        }
        """
    }

    /// A deck that a tap expands (its holds paused) and that collapses again 0.2 s later.
    static let deckTheme = """
        return toast.theme {
          name = "deck-reasons", plugins = { "closer" },
          motion = { enter = { "fade", duration = 0.05 }, exit = { "fade", duration = 0.05 }, hold = 30 },
          queue = { policy = "deck", max_visible = 4, deck = { expand_duration = 0.05, collapse_after = 0.2 } },
          kinds = { notification = { message = "" } },
          notifications = { kind = "notification" },
        }
        """

    private static let closer = """
        return toast.plugin { name = "closer", api = 1,
          filter = function(r)
            if r.app_name == "Muted" then return { veto = "muted" } end
          end,
          on = { will_show = function(e, t)
            if t.app_name == "Closer" then toast.dismiss(t.id) end
            if t.app_name == "Sweeper" then toast.dismiss("swept") end
            if t.app_name == "Failing" then error("cannot handle " .. t.app_name) end
          end } }
        """

    /// Sends a notification (`Notify`); it never expires unless `expire` (milliseconds) says.
    func notify(
        _ app: String = "Mail", expire: Int32 = 0, actions: [NotificationAction] = [],
        urgency: NotificationUrgency = .normal,
        stackTag: String? = nil
    ) -> UInt32 {
        server.notify(
            Notification(
                appName: app, summary: "From \(app)", actions: actions, urgency: urgency, stackTag: stackTag,
                expireTimeout: expire),
            sender: ":1.1")
    }

    /// One frame of the display loop: the frame of now, then the events drained into signals.
    @discardableResult
    func draw() -> Frame {
        let frame = server.center.frame(on: screen, measurer: MonospaceMeasurer())
        server.pump()
        return frame
    }

    /// Draws frames until notification `id` is on screen (at most 5 s); its toast.
    func shown(_ id: UInt32) async throws -> ToastID {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if let toast = draw().toasts.first(where: { $0.content.notification?.id == id })?.id { return toast }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw SupportFailure("notification \(id) never showed")
    }

    /// Draws frames until `count` notifications have closed (at most 5 s), then 0.2 s more to see
    /// that nothing else closes; every close so far, by number (a number closed twice fails).
    func closes(_ count: Int) async throws -> [UInt32: NotificationCloseReason] {
        let deadline = ContinuousClock.now + .seconds(5)
        while closed.count < count && ContinuousClock.now < deadline {
            draw()
            try await Task.sleep(for: .milliseconds(10))
        }
        let settled = ContinuousClock.now + .milliseconds(200)
        while ContinuousClock.now < settled {
            draw()
            try await Task.sleep(for: .milliseconds(10))
        }
        return try Dictionary(closed) { _, _ in throw SupportFailure("closed twice: \(closed)") }
    }

    /// Every `NotificationClosed` sent so far, in order.
    var closed: [(UInt32, NotificationCloseReason)] {
        recorder.sent.all.compactMap { if case .closed(let id, let reason) = $0 { (id, reason) } else { nil } }
    }
}
