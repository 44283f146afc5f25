import Foundation
import Testing
import ToastCore
import ToastDBus
import ToastScript

@testable import ToastNotifyd

/// The notification server runs the theme as every host does (issue 37): its clock is the run's,
/// so a plugin's `toast.time_of_day()` reads the time the server's clock tells, not `nil`.
@Suite struct ServerClockTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A theme with the bundled quiet-hours plugin, in a directory of its own.
    static func quietTheme() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("server-clock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("plugins"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "\(root)/plugins/quiet-hours.lua",
            toPath: dir.appendingPathComponent("plugins/quiet-hours.lua").path)
        let theme = """
            return toast.theme {
              name = "night", plugins = { "quiet-hours" },
              kinds = { note = { message = "Note" } },
              notifications = { kind = "note" },
            }
            """
        try theme.write(to: dir.appendingPathComponent("theme.lua"), atomically: true, encoding: .utf8)
        return dir.appendingPathComponent("theme.lua").path
    }

    /// The transcript of one notification sent to a server whose clock reads `timeOfDay`.
    static func transcript(at timeOfDay: TimeOfDay?) throws -> [String] {
        let path = try quietTheme()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let clock = VirtualClock(0, timeOfDay: timeOfDay)
        let lines = Recorded()
        let server = try NotificationServer(
            .init(
                themePath: path, setting: SceneSetting.standard.with(screen: .desktop(width: 1920, height: 1080)),
                clock: clock),
            report: { _ in }, events: { lines.add($0) })
        defer { server.stop() }
        _ = server.notify(ToastCore.Notification(appName: "Mail", summary: "Late"), sender: "")
        clock.advance(by: 1)
        server.center.tick()
        server.pump()
        return lines.all
    }

    @Test("at night the server's quiet-hours plugin holds a notification; by day it shows; without a time, it shows")
    func quietHoursReadTheServersClock() throws {
        let night = try Self.transcript(at: TimeOfDay(parsing: "23:00"))
        #expect(night.contains { $0.contains("held") }, "\(night)")
        #expect(!night.contains { $0.contains("will_show") }, "\(night)")
        let day = try Self.transcript(at: TimeOfDay(parsing: "12:00"))
        #expect(day.contains { $0.contains("will_show") }, "\(day)")
        #expect(!day.contains { $0.contains("held") }, "\(day)")
    }

    @Test("a live server's clock tells the machine's local time of day and weekday")
    func liveClockHasATimeOfDay() throws {
        let clock = SystemClock.local()
        let reading = try #require(clock.timeOfDay)
        #expect(reading.weekday != nil)
        #expect((0..<TimeOfDay.day).contains(reading.seconds))
    }
}

/// Lines recorded from any thread.
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// A plugin's command the server's run cannot carry out is said on standard error with the
/// plugin's file:line, as every host says it (issue 37).
@Suite struct ServerPluginReportTests {
    @Test("a plugin showing a kind the theme lacks: the server says where, on its standard error")
    func failedCommandIsReported() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("server-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("plugins"), withIntermediateDirectories: true)
        try """
        return toast.plugin { name = "p", api = 1, on = { will_show = function(e, t)
          toast.show("nope")
        end } }
        """.write(to: dir.appendingPathComponent("plugins/p.lua"), atomically: true, encoding: .utf8)
        try """
        return toast.theme { name = "r", plugins = { "p" }, kinds = { note = { message = "Note" } },
          notifications = { kind = "note" } }
        """.write(to: dir.appendingPathComponent("theme.lua"), atomically: true, encoding: .utf8)
        let said = Recorded()
        let server = try NotificationServer(
            .init(
                themePath: dir.appendingPathComponent("theme.lua").path,
                setting: SceneSetting.standard.with(screen: .desktop(width: 1920, height: 1080)),
                clock: VirtualClock(0, timeOfDay: nil)),
            report: { said.add($0) })
        defer { server.stop() }
        _ = server.notify(ToastCore.Notification(appName: "Mail", summary: "Hi"), sender: "")
        server.pump()
        #expect(
            said.all.contains {
                $0.hasPrefix("notifyd: p: error: ")
                    && $0.hasSuffix("plugins/p.lua:2: toast.show: theme 'r' has no kind 'nope'. Did you mean 'note'?")
            }, "\(said.all)")
    }
}
