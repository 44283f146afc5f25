import Dispatch
import Synchronization
import ToastCore
import ToastFiles

/// Runs the programs a theme's notification rules name (`run`, dunst's `script`) when a matching
/// notification shows: an argument vector, never a shell; the notification's app, summary, body,
/// icon and urgency after the rule's arguments (dunst's positional arguments) and its fields in
/// `DUNST_*` environment variables (``environment(of:shownAt:)``). Output and errors go to
/// `/dev/null`. Bounded: at most ``Limits/running`` at once and ``Limits/perMinute`` started in
/// any minute (a hook past either is not run), each killed after ``Limits/seconds``. A hook that
/// cannot start, fails, is killed or is not run is one line on the server's report, never more.
package final class NotificationHooks: Sendable {
    /// The bounds on the hooks.
    package struct Limits: Sendable, Hashable {
        /// Hooks running at once, at most.
        package var running: Int
        /// Hooks started in any 60 seconds, at most.
        package var perMinute: Int
        /// Seconds a hook may run before it is killed (`SIGKILL`).
        package var seconds: Double

        /// The defaults: 4 at once, 30 a minute, 10 s each.
        package init(running: Int = 4, perMinute: Int = 30, seconds: Double = 10) {
            self.running = running
            self.perMinute = perMinute
            self.seconds = seconds
        }
    }

    private struct State {
        var running = 0
        /// When the hooks of the last minute started, oldest first.
        var starts: [ContinuousClock.Instant] = []
    }

    /// The bounds.
    package let limits: Limits
    private let state = Mutex(State())
    private let report: @Sendable (String) -> Void

    /// - Parameters:
    ///   - limits: the bounds.
    ///   - report: where a hook's failure is said, one line each.
    package init(limits: Limits = Limits(), report: @escaping @Sendable (String) -> Void) {
        self.limits = limits
        self.report = report
    }

    /// Hooks running now.
    package var runningCount: Int { state.withLock { $0.running } }

    /// Starts `hook` for `notification`, shown at `shownAt` (seconds on the server's clock),
    /// unless a bound says no; returns at once (a thread of the dispatch pool waits for it).
    package func run(_ hook: NotificationHook, for notification: Notification, shownAt: Double) {
        start(
            Array(hook.arguments) + Self.positional(of: notification),
            environment: Self.environment(of: notification, shownAt: shownAt),
            name: "hook '\(TextLimits.drawn(hook.program, limit: 256))' for notification \(notification.id)")
    }

    /// Opens `href` with `opener` (its arguments, then the link), within the same bounds as the
    /// hooks; the caller checked the link's scheme.
    package func open(_ href: String, with opener: NotificationHook, notification id: UInt32) {
        start(
            opener.arguments + [href], environment: [],
            name: "link opener '\(TextLimits.drawn(opener.program, limit: 256))' for notification \(id)")
    }

    /// Starts `arguments` (the program first) with `environment` added, unless a bound says no;
    /// `name` words what it is in the report's lines.
    private func start(_ arguments: [String], environment: [String], name: String) {
        let now = ContinuousClock.now
        let refusal = state.withLock { state -> String? in
            state.starts.removeAll { now - $0 >= .seconds(60) }
            if state.running >= limits.running { return "\(limits.running) hooks are running, the most at once" }
            if state.starts.count >= limits.perMinute {
                return "\(limits.perMinute) hooks started in the last minute, the most a minute"
            }
            state.running += 1
            state.starts.append(now)
            return nil
        }
        if let refusal { return report("notifyd: \(name) not run: \(refusal)") }
        let child: ChildProcess.Started
        do {
            child = try ChildProcess.start(arguments[0], Array(arguments.dropFirst()), environment: environment)
        } catch {
            state.withLock { $0.running -= 1 }
            return report("notifyd: \(name) did not start: \(error)")
        }
        let seconds = limits.seconds
        DispatchQueue.global().async {
            let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
            var ending = child.ended()
            while ending == nil && ContinuousClock.now < deadline {
                Self.nap()
                ending = child.ended()
            }
            if let ending {
                if ending != .exited(0) { self.report("notifyd: \(name) ended with \(ending)") }
            } else {
                _ = child.kill()
                self.report("notifyd: \(name) killed after \(Self.seconds(seconds)) s")
            }
            self.state.withLock { $0.running -= 1 }
        }
    }

    /// dunst's positional arguments: app, summary, body, icon, urgency.
    package static func positional(of notification: Notification) -> [String] {
        [
            notification.appName, notification.summary, notification.body, notification.appIcon,
            urgencyWord(notification.urgency),
        ]
    }

    /// The environment a hook gets, as dunst passes it to a script: `DUNST_APP_NAME`,
    /// `DUNST_SUMMARY`, `DUNST_BODY` (as sent, markup included), `DUNST_ICON_PATH` (the icon as
    /// sent: a path or a name), `DUNST_URGENCY` (`LOW`, `NORMAL`, `CRITICAL`), `DUNST_ID`,
    /// `DUNST_PROGRESS` (0 to 100, -1 without), `DUNST_CATEGORY`, `DUNST_STACK_TAG`,
    /// `DUNST_URLS` (the body's links, one a line), `DUNST_TIMEOUT` (`expire_timeout` as sent, in
    /// milliseconds), `DUNST_TIMESTAMP` (when it showed: milliseconds on the server's clock) and
    /// `DUNST_DESKTOP_ENTRY`, each `NAME=value`.
    package static func environment(of notification: Notification, shownAt: Double) -> [String] {
        let links = MarkupParser.styled(notification.body).links
        let fields: [(String, String)] = [
            ("DUNST_APP_NAME", notification.appName), ("DUNST_SUMMARY", notification.summary),
            ("DUNST_BODY", notification.body), ("DUNST_ICON_PATH", notification.appIcon),
            ("DUNST_URGENCY", urgencyWord(notification.urgency)), ("DUNST_ID", String(notification.id)),
            ("DUNST_PROGRESS", String(notification.progress ?? -1)),
            ("DUNST_CATEGORY", notification.category ?? ""), ("DUNST_STACK_TAG", notification.stackTag ?? ""),
            ("DUNST_URLS", links.joined(separator: "\n")), ("DUNST_TIMEOUT", String(notification.expireTimeout)),
            ("DUNST_TIMESTAMP", String(Int((shownAt * 1000).rounded(.down)))),
            ("DUNST_DESKTOP_ENTRY", notification.desktopEntry ?? ""),
        ]
        return fields.map { "\($0.0)=\($0.1)" }
    }

    /// `LOW`, `NORMAL`, `CRITICAL`, as dunst writes an urgency for a script.
    private static func urgencyWord(_ urgency: NotificationUrgency) -> String {
        urgency.rawValue.uppercased()
    }

    /// Waits ten milliseconds: how often a running hook is looked at.
    private static func nap() {
        _ = try? Poll.readable([], timeout: 0.01)
    }

    /// `10`, `0.5`: seconds as a report says them.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
