import Foundation
import TartineTestSupport
import Testing

/// `tartine notifyd` for a test, with everything real around it: a private `dbus-daemon`, an
/// `Xvfb` display, the server process itself, and `gdbus monitor` recording the signals it
/// sends. Everything is stopped by ``stop()`` or at `deinit`, however the test ends.
final class NotifydHarness: NotifydServices, @unchecked Sendable {
    let bus: PrivateBus
    let display: VirtualDisplay
    let server: BackgroundProcess
    let monitor: BackgroundProcess
    /// The theme the server was started on.
    let theme: String

    /// Starts the bus, the display, the server on `theme` (with `arguments` after it) and the
    /// monitor, and waits until the server owns its name.
    init(theme: String = "\(root)/themes/desktop.lua", arguments: [String] = [], width: Int = 1280, height: Int = 800)
        throws
    {
        self.theme = theme
        bus = try PrivateBus()
        display = try VirtualDisplay(width: width, height: height)
        (server, monitor) = try startNotifyd(
            [theme, "--bus", bus.address, "--display", display.name, "--events"] + arguments, bus: bus)
    }

    deinit { stop() }

    /// Ends the monitor, the server (SIGTERM: it must leave on its own), the display and the bus.
    func stop() {
        monitor.stop(grace: 0)
        server.stop()
        display.stop()
        bus.stop()
    }

    /// The environment of a client of this bus and display.
    var clientEnvironment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": bus.address, "DISPLAY": display.name]
    }

    var displayArguments: [String] { ["--display", display.name] }

    /// The first of the server's windows, read with `xwd` (`nil` while none is mapped).
    func shownPixels() throws -> [UInt8]? {
        try windows().first.map { try screenshot($0.id).rgba }
    }

    /// The server's windows that are mapped, with their place: `xdotool search --onlyvisible
    /// --classname` (WM_CLASS's instance, `tartine-notifyd`).
    func windows() throws -> [(id: String, x: Int, y: Int, width: Int, height: Int)] {
        let xdotool = try requireProgram("xdotool", package: "xdotool")
        let found = try runProcess(
            xdotool, ["search", "--onlyvisible", "--classname", "tartine-notifyd"], environment: clientEnvironment)
        return try found.out.split(separator: "\n").map(String.init).map { id in
            let info = try runProcess(
                try requireProgram("xwininfo", package: "x11-utils"), ["-id", id], environment: clientEnvironment
            ).out
            func value(_ key: String) -> Int {
                info.split(separator: "\n").first { $0.contains(key) }.flatMap {
                    Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))
                } ?? -1
            }
            return (id, value("Absolute upper-left X"), value("Absolute upper-left Y"), value("Width"), value("Height"))
        }
    }

    /// The server's first window once `count` toasts have finished entering
    /// (`waitUntilShown`), read then: while a card still slides in, its window is as narrow as
    /// the part of it on screen, and a click aimed by that place would miss the card at rest.
    func shownWindow(_ count: Int = 1) throws -> (id: String, x: Int, y: Int, width: Int, height: Int) {
        try wait("a window") { try !windows().isEmpty }
        try waitUntilShown(count)
        guard let window = try windows().first else { throw SupportFailure("the window went away") }
        return window
    }

    /// `xdotool ARGS` on the display.
    func xdotool(_ arguments: [String]) throws {
        let run = try runProcess(
            try requireProgram("xdotool", package: "xdotool"), arguments, environment: clientEnvironment)
        guard run.status == 0 else { throw SupportFailure("xdotool \(arguments) failed: \(run.err)") }
    }

    /// A screenshot of window `id` (`xwd -id ID -silent`). A window that moved while its cards
    /// moved is another window at its new place (`X11Window.show`): when `id` is gone, the
    /// server's window shown now is read instead (a few times, 0.2 s apart).
    func screenshot(_ id: String) throws -> XWDImage {
        var id = id
        for _ in 0..<5 {
            let run = try runProcess(
                try requireProgram("xwd", package: "x11-apps"), ["-id", id, "-silent"], environment: clientEnvironment)
            if run.status == 0 { return try XWDImage(run.output) }
            guard run.err.contains("BadWindow") else { throw SupportFailure("xwd failed: \(run.err)") }
            Thread.sleep(forTimeInterval: 0.2)
            id = try windows().first?.id ?? id
        }
        throw SupportFailure("xwd: the window \(id) kept going away")
    }
}

/// Starts `tartine notifyd ARGUMENTS` serving `bus` and `gdbus monitor` following its name, and
/// waits until the server serves and the monitor follows the name's owner (it says so).
func startNotifyd(_ arguments: [String], bus: PrivateBus) throws -> (BackgroundProcess, BackgroundProcess) {
    let server = try BackgroundProcess(tartineBinary, ["notifyd"] + arguments)
    try server.waitForOutput(containing: "serving org.freedesktop.Notifications", seconds: 60)
    let monitor = try BackgroundProcess(
        try requireProgram("gdbus", package: "libglib2.0-bin"),
        ["monitor", "--address", bus.address, "--dest", "org.freedesktop.Notifications"])
    try monitor.waitForOutput(containing: "owned by", seconds: 20)
    return (server, monitor)
}

/// The displays `tartine notifyd` draws on. A test that takes every one runs the same input
/// through each: the bus, the queue, notifyctl, reloads and input limits are the same server
/// whatever the display.
enum NotifydBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// An Xvfb display (`NotifydHarness`).
    case x11
    /// A headless sway, drawn on natively (`NotifydWaylandHarness`).
    case wayland

    var testDescription: String { rawValue }

    /// The harness of this display: the bus, the display, the server on `theme` with `arguments`
    /// and the monitor, started.
    func start(theme: String = "\(root)/themes/desktop.lua", arguments: [String] = []) throws -> any NotifydServices {
        switch self {
        case .x11: try NotifydHarness(theme: theme, arguments: arguments)
        case .wayland: try NotifydWaylandHarness(theme: theme, arguments: arguments)
        }
    }
}

/// What every `tartine notifyd` harness has, whatever it draws on (an Xvfb display here, a
/// headless sway in `NotifydWaylandHarness`): the private bus, the server and `gdbus monitor`
/// following its signals; and the clients' calls and the waits they share.
protocol NotifydServices: AnyObject {
    /// The private bus the server serves.
    var bus: PrivateBus { get }
    /// The server (its `--events` transcript and log lines are kept).
    var server: BackgroundProcess { get }
    /// `gdbus monitor` of the notification service.
    var monitor: BackgroundProcess { get }
    /// The theme the server was started on.
    var theme: String { get }
    /// The environment of a client of this bus and display.
    var clientEnvironment: [String: String] { get }
    /// The arguments that point another `tartine notifyd` at this display.
    var displayArguments: [String] { get }
    /// What the server shows now, as bytes to compare (`nil` while it shows nothing).
    func shownPixels() throws -> [UInt8]?
    /// Ends the monitor, the server, the display and the bus.
    func stop()
}

extension NotifydServices {
    /// `notify-send --print-id ARGS`: the id the server answered.
    @discardableResult
    func notifySend(_ arguments: [String]) throws -> UInt32 {
        let run = try runProcess(
            try requireProgram("notify-send", package: "libnotify-bin"), ["--print-id"] + arguments,
            environment: clientEnvironment)
        guard run.status == 0, let id = UInt32(run.out.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw SupportFailure("notify-send \(arguments) failed (\(run.status)): \(run.out) \(run.err)")
        }
        return id
    }

    /// `Notify` through `gdbus call` (a notification with actions: notify-send would wait for
    /// one and, writing to a pipe, print its id only when it ends): the id the server answered.
    func notify(summary: String, body: String = "", actions: [(String, String)], expire: Int = 0) throws -> UInt32 {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'" }
        let list = "[" + actions.flatMap { [quoted($0.0), quoted($0.1)] }.joined(separator: ", ") + "]"
        let reply = try call(
            "Notify", [quoted("Mail"), "0", "''", quoted(summary), quoted(body), list, "{}", String(expire)])
        // "(uint32 7,)": the digits after the type's name.
        let digits = (reply.range(of: "uint32 ").map { reply[$0.upperBound...] } ?? "").prefix { $0.isNumber }
        guard let id = UInt32(digits) else { throw SupportFailure("Notify answered \(reply)") }
        return id
    }

    /// `gdbus call` of a method of the notification object; its printed reply.
    @discardableResult
    func call(_ method: String, _ arguments: [String] = [], object: String = "/org/freedesktop/Notifications")
        throws -> String
    {
        let interface =
            object == "/org/freedesktop/Notifications" ? "org.freedesktop.Notifications" : "org.tartine.Notifyd1"
        let run = try runProcess(
            try requireProgram("gdbus", package: "libglib2.0-bin"),
            [
                "call", "--address", bus.address, "--dest", "org.freedesktop.Notifications", "--object-path", object,
                "--method", "\(interface).\(method)",
            ] + arguments,
            environment: [:])
        guard run.status == 0 else { throw SupportFailure("gdbus call \(method) failed: \(run.err)") }
        return run.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `tartine notifyctl ARGS --bus ADDRESS`.
    func notifyctl(_ arguments: [String]) throws -> Run {
        try tartine(["notifyctl"] + arguments + ["--bus", bus.address])
    }

    /// The signals the monitor saw, in order: `NotificationClosed (uint32 3, uint32 1)` as
    /// (`NotificationClosed`, [3, 1]) with the time it was read.
    func signals() -> [(name: String, arguments: [String], at: Date)] {
        monitor.lines().compactMap { line in
            guard let range = line.text.range(of: "org.freedesktop.Notifications.") else { return nil }
            let rest = line.text[range.upperBound...]
            guard let open = rest.firstIndex(of: "("), let close = rest.lastIndex(of: ")") else { return nil }
            let name = String(rest[..<open]).trimmingCharacters(in: .whitespaces)
            let arguments = rest[rest.index(after: open)..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "uint32 ", with: "")
                    .trimmingCharacters(in: CharacterSet(charactersIn: "'"))
            }
            return (name, arguments, line.at)
        }
    }

    /// Waits until `NotificationClosed` for `id` arrives; its reason and when it was read.
    func closed(_ id: UInt32, seconds: Double = 15) throws -> (reason: UInt32, at: Date) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let signal = signals().first(where: {
                $0.name == "NotificationClosed" && $0.arguments.first == String(id)
            }),
                let reason = UInt32(signal.arguments[1])
            {
                return (reason, signal.at)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw SupportFailure("no NotificationClosed for \(id) within \(seconds) s; signals: \(signals().map(\.name))")
    }

    /// Whether a `NotificationClosed` for `id` has arrived.
    func isClosed(_ id: UInt32) -> Bool {
        signals().contains { $0.name == "NotificationClosed" && $0.arguments.first == String(id) }
    }

    /// Waits until `condition` holds (polled), or fails naming `what`.
    func wait(_ what: String, seconds: Double = 15, until condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw SupportFailure("timed out after \(seconds) s waiting for \(what); server said: \(server.text())")
    }

    /// Waits until `count` toasts have finished entering (their `did_show` lines in the server's
    /// `--events` transcript), then for the display loop to draw that frame: a card that stands
    /// still, where a click or the pointer lands on what a screenshot shows, however slow the
    /// machine.
    func waitUntilShown(_ count: Int = 1) throws {
        try wait("\(count) toasts shown", seconds: 30) {
            server.lines().count { $0.text.contains(" did_show ") } >= count
        }
        Thread.sleep(forTimeInterval: 0.3)
    }
}

/// A program running in the background whose output lines are kept, with the time each was read.
final class BackgroundProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var collected: [(text: String, at: Date)] = []
    private var partial = ""

    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            let now = Date()
            self.lock.lock()
            self.partial += String(decoding: data, as: UTF8.self)
            while let newline = self.partial.firstIndex(of: "\n") {
                self.collected.append((String(self.partial[..<newline]), now))
                self.partial = String(self.partial[self.partial.index(after: newline)...])
            }
            self.lock.unlock()
        }
        try process.run()
    }

    deinit { stop() }

    /// The lines read so far.
    func lines() -> [(text: String, at: Date)] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    /// Everything read so far, one line a line.
    func text() -> String { lines().map(\.text).joined(separator: "\n") }

    /// Its process identifier.
    var pid: Int32 { process.processIdentifier }

    /// Whether the process still runs.
    var isRunning: Bool { process.isRunning }

    /// Its exit status, once it ended.
    var status: Int32 { process.terminationStatus }

    /// Waits until a line contains `text`; fails with what was read.
    func waitForOutput(containing text: String, seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if lines().contains(where: { $0.text.contains(text) }) { return }
            if !process.isRunning {
                Thread.sleep(forTimeInterval: 0.1)
                throw SupportFailure("exited (\(process.terminationStatus)) before saying '\(text)': \(self.text())")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw SupportFailure("did not say '\(text)' within \(seconds) s: \(self.text())")
    }

    /// SIGTERM, then waits (SIGKILL after `grace` seconds: a process started from a test
    /// thread may inherit a mask that blocks SIGTERM).
    func stop(grace: Double = 3) {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
