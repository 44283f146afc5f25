import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

/// The programs a theme's rules run (`run`, dunst's `script`): an argument vector with dunst's
/// positional arguments after it, the notification's fields in `DUNST_*` variables, and the
/// bounds on their number, time and failures.
@Suite("a notification rule's hook runs as dunst's script does, within its bounds", .serialized)
struct NotificationHookTests {
    /// A theme whose rule for `app` runs `run` (Lua source of its argument list); eight cards at
    /// once, so that every notification shows.
    static func theme(app: String = "Mail", run: String) -> String {
        """
        return toast.theme {
          name = "hooks",
          motion = { enter = { "fade", duration = 0.05 }, exit = { "fade", duration = 0.05 }, hold = 30 },
          queue = { policy = "stack", max_visible = 8 },
          kinds = { notification = { message = "" } },
          notifications = { kind = "notification", rules = { { app = "\(app)", run = \(run) } } },
        }
        """
    }

    /// A script that writes its arguments (one a line) to `args-ID` and its environment to
    /// `env-ID` in `dir`, then sleeps `sleep` seconds.
    static func recorder(in dir: TemporaryDirectory, sleep: Double = 0) throws -> String {
        try dir.write(
            "hook.sh",
            """
            #!/bin/sh
            printf '%s\\n' "$@" > "\(dir.path)/args-$DUNST_ID.tmp" && mv "\(dir.path)/args-$DUNST_ID.tmp" "\(dir.path)/args-$DUNST_ID"
            env > "\(dir.path)/env-$DUNST_ID.tmp" && mv "\(dir.path)/env-$DUNST_ID.tmp" "\(dir.path)/env-$DUNST_ID"
            sleep \(sleep)
            """)
        chmod(dir.file("hook.sh"), 0o755)
        return dir.file("hook.sh")
    }

    /// Draws until `path` exists (at most 30 s: a shell started while the whole suite runs in
    /// parallel on two cores once took more than 5).
    static func await(_ path: String, _ harness: ServerHarness) async throws -> String {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            harness.draw()
            if let text = try? String(contentsOfFile: path, encoding: .utf8) { return text }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw SupportFailure("\(path) never came; the server said: \(harness.reports.all)")
    }

    @Test("a matching notification runs the hook once, with dunst's arguments and DUNST_* variables, never a shell")
    func argumentsAndEnvironment() async throws {
        let dir = try TemporaryDirectory()
        let hook = try Self.recorder(in: dir)
        let harness = try ServerHarness(theme: Self.theme(run: "{ \"\(hook)\", \"first argument\" }"))
        let other = harness.notify("Other")
        _ = try await harness.shown(other)
        let body = "Dinner at <a href=\"https://example.com/menu\">the river</a>; $(touch \(dir.path)/shell) `id`"
        let id = harness.server.notify(
            Notification(
                appName: "Mail", appIcon: "mail-unread", summary: "Mina's *question*", body: body, urgency: .critical,
                category: "email.arrived", desktopEntry: "org.example.Mail", progress: 40, stackTag: "mina",
                expireTimeout: 0),
            sender: ":1.1")
        let arguments = try await Self.await(dir.file("args-\(id)"), harness)
        #expect(
            arguments
                == ["first argument", "Mail", "Mina's *question*", body, "mail-unread", "CRITICAL"].joined(
                    separator: "\n") + "\n")
        let environment = try await Self.await(dir.file("env-\(id)"), harness)
        let dunst = environment.split(separator: "\n").filter { $0.hasPrefix("DUNST_") }.map(String.init).sorted()
        let shown = try #require(dunst.first { $0.hasPrefix("DUNST_TIMESTAMP=") })
        #expect(
            dunst.filter { !$0.hasPrefix("DUNST_TIMESTAMP=") } == [
                "DUNST_APP_NAME=Mail", "DUNST_BODY=\(body)", "DUNST_CATEGORY=email.arrived",
                "DUNST_DESKTOP_ENTRY=org.example.Mail", "DUNST_ICON_PATH=mail-unread", "DUNST_ID=\(id)",
                "DUNST_PROGRESS=40", "DUNST_STACK_TAG=mina", "DUNST_SUMMARY=Mina's *question*", "DUNST_TIMEOUT=0",
                "DUNST_URGENCY=CRITICAL", "DUNST_URLS=https://example.com/menu",
            ])
        #expect(Int(shown.dropFirst("DUNST_TIMESTAMP=".count)) != nil)
        // Every variable the documentation names is passed: a new one must be added here.
        #expect(
            Set(
                NotificationHooks.environment(of: Notification(summary: ""), shownAt: 0).map {
                    String($0.prefix { $0 != "=" })
                })
                == Set(dunst.map { String($0.prefix { $0 != "=" }) }))
        try await Task.sleep(for: .milliseconds(300))
        harness.draw()
        #expect(!FileManager.default.fileExists(atPath: dir.file("shell")), "no shell ran the body")
        #expect(!FileManager.default.fileExists(atPath: dir.file("args-\(other)")), "the rule matches Mail only")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("args-") }
        #expect(files == ["args-\(id)"], "once")
        #expect(harness.reports.all.isEmpty, "\(harness.reports.all)")
    }

    @Test("at most N hooks at once: one past them is not run, and says so")
    func concurrent() async throws {
        let dir = try TemporaryDirectory()
        let hook = try Self.recorder(in: dir, sleep: 3)
        let harness = try ServerHarness(
            theme: Self.theme(run: "{ \"\(hook)\" }"), hookLimits: .init(running: 2, perMinute: 100, seconds: 30))
        let ids = (0..<4).map { _ in harness.notify("Mail") }
        for id in ids { _ = try await harness.shown(id) }
        _ = try await Self.await(dir.file("args-\(ids[1])"), harness)
        #expect(harness.server.hooksRunning == 2)
        let refused = harness.reports.all.filter { $0.hasSuffix("not run: 2 hooks are running, the most at once") }
        #expect(refused.count == 2, "\(harness.reports.all)")
        #expect(
            refused.first
                == "notifyd: hook '\(hook)' for notification \(ids[2]) not run: 2 hooks are running, the most at once")
    }

    @Test("at most N hooks a minute: one past them is not run, and says so")
    func perMinute() async throws {
        let dir = try TemporaryDirectory()
        let hook = try Self.recorder(in: dir)
        let harness = try ServerHarness(
            theme: Self.theme(run: "{ \"\(hook)\" }"), hookLimits: .init(running: 10, perMinute: 2, seconds: 30))
        let ids = (0..<3).map { _ in harness.notify("Mail") }
        for id in ids { _ = try await harness.shown(id) }
        _ = try await Self.await(dir.file("args-\(ids[1])"), harness)
        #expect(
            harness.reports.all == [
                "notifyd: hook '\(hook)' for notification \(ids[2]) not run: 2 hooks started in the last minute, the most a minute"
            ])
    }

    @Test("a hook past its time is killed; one that fails or is missing is one line, and the server goes on")
    func killedFailedMissing() async throws {
        let dir = try TemporaryDirectory()
        try dir.write(
            "slow.sh",
            "#!/bin/sh\necho $$ > \"\(dir.path)/slow.tmp\"\nmv \"\(dir.path)/slow.tmp\" \"\(dir.path)/slow.pid\"\nexec sleep 30\n"
        )
        chmod(dir.file("slow.sh"), 0o755)
        let slow = dir.file("slow.sh")
        try dir.write("fail.sh", "#!/bin/sh\nexit 3\n")
        chmod(dir.file("fail.sh"), 0o755)
        let theme = """
            return toast.theme {
              name = "hooks",
              motion = { enter = { "fade", duration = 0.05 }, exit = { "fade", duration = 0.05 }, hold = 30 },
              queue = { policy = "stack", max_visible = 8 },
              kinds = { notification = { message = "" } },
              notifications = { kind = "notification", rules = {
                { app = "Slow", run = { "\(slow)" } },
                { app = "Fail", run = { "\(dir.file("fail.sh"))" } },
                { app = "Missing", run = { "\(dir.file("missing"))" } },
                { app = "Missing", run = { "no-such-program-on-the-path" } },
              } },
            }
            """
        let harness = try ServerHarness(theme: theme, hookLimits: .init(running: 4, perMinute: 100, seconds: 0.3))
        let slowID = harness.notify("Slow")
        let failID = harness.notify("Fail")
        let missingID = harness.notify("Missing")
        for id in [slowID, failID, missingID] { _ = try await harness.shown(id) }
        let started = ContinuousClock.now
        // Far from the hook's own 30 s either way, with room for a loaded machine (the whole
        // suite in parallel on two cores once took 8.8 s here).
        let deadline = started + .seconds(20)
        while harness.server.hooksRunning > 0 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(ContinuousClock.now - started < .seconds(15), "killed after 0.3 s, not after its 30 s")
        #expect(harness.server.hooksRunning == 0)
        let pid = try #require(
            Int32(try dir.read(dir.file("slow.pid")).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) == -1, "the slow hook's process is gone")
        let reports = Set(harness.reports.all)
        #expect(
            reports == [
                "notifyd: hook '\(slow)' for notification \(slowID) killed after 0.3 s",
                "notifyd: hook '\(dir.file("fail.sh"))' for notification \(failID) ended with exit status 3",
                "notifyd: hook '\(dir.file("missing"))' for notification \(missingID) did not start: posix_spawnp(\(dir.file("missing"))): No such file or directory",
                "notifyd: hook 'no-such-program-on-the-path' for notification \(missingID) did not start: posix_spawnp(no-such-program-on-the-path): No such file or directory",
            ], "\(harness.reports.all)")
        // The server goes on serving.
        let after = harness.notify("Other")
        _ = try await harness.shown(after)
    }
}
