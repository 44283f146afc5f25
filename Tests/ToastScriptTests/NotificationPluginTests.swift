import Testing
import ToastCore
@testable import ToastScript

/// A notification with every field a plugin reads set.
let mailNotification = Notification(
    id: 7, appName: "Mail", summary: "New mail", body: "From <b>Mina</b>", urgency: .low, category: "email.arrived",
    desktopEntry: "org.gnome.Evolution", transient: true, resident: false, stackTag: "mail",
    hints: [
        NotificationHint(name: "x-kde-origin-name", value: .string("work")),
        NotificationHint(name: "sound-name", value: .string("message-new-email")),
        NotificationHint(name: "x-count", value: .integer(3)),
        NotificationHint(name: "x-ratio", value: .number(0.5)),
        NotificationHint(name: "suppress-sound", value: .boolean(true)),
    ])

/// A request of `kind` of `theme` showing `notification` as a notification server would: the
/// summary as its title, the body as its message.
func notificationRequest(_ notification: Notification, kind: String = "info", theme: Theme) throws -> ToastRequest {
    var content = try theme.content(kind: kind, context: SceneSetting.standard.context)
    content.title = notification.summary
    content.message = notification.body
    content.notification = notification
    return ToastRequest(content)
}

/// Runs `requests` (each at its time) through a run of the plugin `source` as `p` and the test
/// theme in the standard setting, on a virtual clock at `timeOfDay`; returns the pipeline and
/// the plugin's logs and failures as "log: …" / "failed: …" lines, the directory as `DIR`.
func runNotifications(
    _ source: String, _ requests: [(Double, (Theme) throws -> ToastRequest)], until end: Double = 3,
    timeOfDay: TimeOfDay? = nil, theme: String? = nil
) throws -> (pipeline: ToastPipeline, lines: [String], events: [TimedEvent]) {
    let (loaded, dir) = try loadWithPlugins(["p": source], theme: theme)
    var pipeline = loaded.makeRun(
        setting: .standard, clock: VirtualClock(0, timeOfDay: timeOfDay), keepsHistory: true, plugins: loaded.plugins
    ).pipeline
    for (time, make) in requests { pipeline.show(try make(loaded.theme), at: time) }
    pipeline.advance(to: end)
    let events = pipeline.drainEvents()
    let lines = events.compactMap { timed -> String? in
        switch timed.event {
        case .pluginLog(_, let text): "log: " + text.replacingOccurrences(of: dir, with: "DIR")
        case .pluginFailed(_, let message): "failed: " + message.replacingOccurrences(of: dir, with: "DIR")
        default: nil
        }
    }
    return (pipeline, lines, events)
}

@Suite("Plugins see notifications: the fields of views and requests")
struct NotificationViewTests {
    @Test("a handler's toast view has every field of the notification; hints are a read-only table by name")
    func viewFields() throws {
        let (_, lines, _) = try runNotifications(
            """
            return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
              log(t.app_name, t.summary, t.body, t.urgency, t.category, t.desktop_entry)
              log(t.notification_id, t.transient, t.resident, t.stack_tag, t.title, t.message)
              local h = t.hints
              log(h["sound-name"], h["x-count"], h["x-ratio"], h["suppress-sound"], h.missing, #h, getmetatable(h))
              local names = {}
              for k, v in pairs(h) do names[#names + 1] = k .. "=" .. tostring(v) end
              log(table.concat(names, " "))
              log(tostring(t))
              h.extra = 1
            end } }
            """, [(0, { try notificationRequest(mailNotification, theme: $0) })])
        #expect(
            lines == [
                "log: DIR/plugins/p.lua:2: Mail\tNew mail\tFrom <b>Mina</b>\tlow\temail.arrived\torg.gnome.Evolution",
                "log: DIR/plugins/p.lua:3: 7\ttrue\tfalse\tmail\tNew mail\tFrom <b>Mina</b>",
                "log: DIR/plugins/p.lua:5: message-new-email\t3\t0.5\ttrue\tnil\t0\ta read-only table",
                "log: DIR/plugins/p.lua:8: sound-name=message-new-email suppress-sound=true x-count=3 "
                    + "x-kde-origin-name=work x-ratio=0.5",
                "log: DIR/plugins/p.lua:9: toast{app_name = \"Mail\", body = \"From <b>Mina</b>\", "
                    + "category = \"email.arrived\", count = 1, desktop_entry = \"org.gnome.Evolution\", "
                    + "hints = {sound-name = \"message-new-email\", suppress-sound = true, x-count = 3, "
                    + "x-kde-origin-name = \"work\", x-ratio = 0.5}, id = 1, kind = \"info\", "
                    + "message = \"From <b>Mina</b>\", notification_id = 7, position = \"bottom\", priority = 0, "
                    + "resident = false, shown_at = 0.0, stack_tag = \"mail\", state = \"showing\", "
                    + "summary = \"New mail\", title = \"New mail\", transient = true, urgency = \"low\"}",
                "failed: DIR/plugins/p.lua:10: attempt to set 'extra' of a read-only table",
            ])
    }

    @Test("a toast that shows no notification has none of its fields: each reads nil, none is an error")
    func plainToast() throws {
        let (_, lines, _) = try runNotifications(
            """
            return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
              log(t.app_name, t.summary, t.body, t.urgency, t.category, t.desktop_entry, t.notification_id,
                t.transient, t.resident, t.stack_tag, t.hints)
            end } }
            """, [(0, { ToastRequest(try $0.content(kind: "saved", context: SceneSetting.standard.context)) })])
        #expect(lines == ["log: DIR/plugins/p.lua:2: " + Array(repeating: "nil", count: 11).joined(separator: "\t")])
    }

    @Test("toast.visible() copies carry the notification's fields, hints as a plain table")
    func visibleCopies() throws {
        let (_, lines, _) = try runNotifications(
            """
            return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
              local v = toast.visible()[1]
              log(v.app_name, v.urgency, v.transient, v.hints["x-count"], v.stack_tag)
            end } }
            """, [(0, { try notificationRequest(mailNotification, theme: $0) })])
        #expect(lines == ["log: DIR/plugins/p.lua:3: Mail\tlow\ttrue\t3\tmail"])
    }

    @Test("a view holds the notification's text within NotificationLimits, whoever built it")
    func bounded() throws {
        var huge = mailNotification
        huge.appName = String(repeating: "a", count: 10_000)
        huge.hints = (0..<100).map {
            NotificationHint(name: "h\($0)", value: .string(String(repeating: "v", count: 5_000)))
        }
        let (_, lines, _) = try runNotifications(
            """
            return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
              local n, longest = 0, 0
              for _, v in pairs(t.hints) do n = n + 1; longest = math.max(longest, #v) end
              log(#t.app_name > 200 and #t.app_name <= \(NotificationLimits.name), n, longest <= \(NotificationLimits.hintText))
            end } }
            """, [(0, { try notificationRequest(huge, theme: $0) })])
        #expect(lines == ["log: DIR/plugins/p.lua:4: true\t\(NotificationLimits.hints)\ttrue"])
    }
}

@Suite("Plugins shape notifications: a filter's request, rewrite and veto")
struct NotificationFilterTests {
    /// A filter that logs its request's fields, `k=v` in key order (hints expanded).
    static let logRequest = """
        return toast.plugin { name = "p", api = 1, filter = function(r)
          local out = {}
          for k, v in pairs(r) do
            if k == "hints" then
              local h = {}
              for hk, hv in pairs(v) do h[#h + 1] = hk .. ":" .. tostring(hv) end
              v = "{" .. table.concat(h, ",") .. "}"
            end
            out[#out + 1] = k .. "=" .. tostring(v)
          end
          log(table.concat(out, " "))
        end }
        """

    @Test("a filter's request carries every field of the notification")
    func requestFields() throws {
        let (_, lines, _) = try runNotifications(
            Self.logRequest, [(0.5, { try notificationRequest(mailNotification, theme: $0) })])
        #expect(
            lines == [
                "log: DIR/plugins/p.lua:11: app_name=Mail body=From <b>Mina</b> category=email.arrived "
                    + "desktop_entry=org.gnome.Evolution duration=2.0 "
                    + "hints={sound-name:message-new-email,suppress-sound:true,x-count:3,x-kde-origin-name:work,x-ratio:0.5} "
                    + "kind=info message=From <b>Mina</b> notification_id=7 position=bottom priority=0 resident=false "
                    + "stack_tag=mail summary=New mail time=0.5 transient=true urgency=low"
            ])
    }

    @Test("a request that shows no notification has none of its fields")
    func plainRequest() throws {
        let (_, lines, _) = try runNotifications(
            Self.logRequest,
            [(0, { ToastRequest(try $0.content(kind: "saved", context: SceneSetting.standard.context)) })])
        #expect(
            lines == [
                "log: DIR/plugins/p.lua:11: duration=2.0 kind=saved message=Saved position=bottom priority=0 time=0.0"
            ])
    }

    /// The one toast shown after the filter `body` (a Lua function body of `r`) saw the mail notification.
    private func rewritten(_ body: String) throws -> (view: ToastView?, lines: [String]) {
        let (pipeline, lines, _) = try runNotifications(
            """
            return toast.plugin { name = "p", api = 1,
              kinds = { alert = { message = "Alert", icon = "🚨", duration = 9, action = { id = "open", title = "Open" } } },
              filter = function(r)
                \(body)
              end }
            """, [(0, { try notificationRequest(mailNotification, theme: $0) })], until: 0.1)
        return (pipeline.queueView.visible.first, lines)
    }

    @Test("summary and body rewrites change the notification and the text that showed them")
    func rewriteText() throws {
        let (view, lines) = try rewritten("return { summary = \"Mail (work)\", body = \"From Mina\" }")
        #expect(lines.isEmpty)
        #expect(view?.notification?.summary == "Mail (work)")
        #expect(view?.notification?.body == "From Mina")
        #expect(view?.content.title == "Mail (work)")
        #expect(view?.message == "From Mina")
        #expect(view?.content.accessibilityText == "Mail (work), From Mina")
    }

    @Test("urgency, app name and category rewrites; critical holds until dismissed")
    func rewriteFields() throws {
        let (view, lines) = try rewritten(
            "r.urgency = \"critical\"; r.app_name = \"Work mail\"; r.category = \"email\"; return r")
        #expect(lines.isEmpty)
        #expect(view?.notification?.urgency == .critical)
        #expect(view?.notification?.appName == "Work mail")
        #expect(view?.notification?.category == "email")
        #expect(view?.content.duration == .forever)
        #expect(view?.content.title == "New mail")
    }

    @Test("a new kind is resolved from the theme: its style, icon, hold and action; the notification keeps its text")
    func rewriteKind() throws {
        let (view, lines) = try rewritten("return { kind = \"alert\", group = \"Mail\" }")
        #expect(lines.isEmpty)
        #expect(view?.kind == "alert")
        #expect(view?.content.icon == .emoji("🚨"))
        #expect(view?.content.duration == .fixed(9))
        #expect(view?.content.action?.id == "open")
        #expect(view?.content.group == "Mail")
        #expect(view?.content.title == "New mail")
        #expect(view?.message == "From <b>Mina</b>")
        #expect(view?.notification == mailNotification)
    }

    @Test("returning the request unchanged changes nothing")
    func unchanged() throws {
        let (view, lines) = try rewritten("return r")
        #expect(lines.isEmpty)
        #expect(view?.kind == "info")
        #expect(view?.notification == mailNotification)
        #expect(view?.content.title == "New mail")
    }

    @Test("a veto refuses the notification, with its reason")
    func veto() throws {
        let (_, _, events) = try runNotifications(
            "return toast.plugin { name = \"p\", api = 1, filter = function(r) if r.app_name == \"Mail\" then return { veto = \"muted\" } end end }",
            [(0, { try notificationRequest(mailNotification, theme: $0) })])
        #expect(EventTranscript.text(events) == "0.000 vetoed #1 plugin=p reason=\"muted\"\n")
    }

    @Test(
        "a malformed rewrite fails at the filter's line, naming the key",
        arguments: [
            (
                "return { urgency = \"urgent\" }",
                "filter().urgency: expected one of low, normal, critical, got string \"urgent\""
            ),
            ("return { summary = 3 }", "filter().summary: expected a string, got number 3"),
            (
                "r.stack_tag = \"x\"; return r",
                "filter().stack_tag: read-only (a filter cannot change it), got string \"x\""
            ),
            (
                "return { notification_id = 1 }",
                "filter().notification_id: read-only (a filter cannot change it), got number 1"
            ),
            ("return { kind = \"alret\" }", "filter().kind: theme 't' has no kind 'alret'. Did you mean 'alert'?"),
            ("return { group = 5 }", "filter().group: expected a string, got number 5"),
        ])
    func malformed(body: String, message: String) throws {
        let (view, lines) = try rewritten(body)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("failed: DIR/plugins/p.lua:3: \(message)") == true, "\(lines)")
        #expect(view?.kind == "info")
    }

    @Test("a notification field rewritten on a toast that shows none is an error")
    func noNotification() throws {
        let (_, lines, _) = try runNotifications(
            "return toast.plugin { name = \"p\", api = 1, filter = function(r) return { summary = \"x\" } end }",
            [(0, { ToastRequest(try $0.content(kind: "saved", context: SceneSetting.standard.context)) })])
        #expect(lines == ["failed: DIR/plugins/p.lua:1: filter().summary: the request shows no notification"])
    }
}

@Suite("toast.time_of_day(): the host's clock for plugins, moved by the virtual time")
struct TimeOfDayTests {
    static let logClock = """
        return toast.plugin { name = "p", api = 1, filter = function(r)
          local c = toast.time_of_day()
          if c == nil then log("none") else log(c.hour, c.minute, c.second, c.weekday) end
        end }
        """

    @Test("the origin plus the virtual time, wrapping at midnight into the next weekday")
    func acrossMidnight() throws {
        let origin = try #require(TimeOfDay(parsing: "23:59:30", weekday: .sun))
        let (_, lines, _) = try runNotifications(
            Self.logClock,
            [0, 29.5, 30, 3_600, 86_400 * 7 + 45].map { time in
                (time, { ToastRequest(try $0.content(kind: "saved", context: SceneSetting.standard.context)) })
            },
            until: 86_400 * 7 + 46, timeOfDay: origin)
        #expect(
            lines == [
                "log: DIR/plugins/p.lua:3: 23\t59\t30\tsun", "log: DIR/plugins/p.lua:3: 23\t59\t59\tsun",
                "log: DIR/plugins/p.lua:3: 0\t0\t0\tmon", "log: DIR/plugins/p.lua:3: 0\t59\t30\tmon",
                "log: DIR/plugins/p.lua:3: 0\t0\t15\tmon",
            ])
    }

    @Test("without a weekday the reading has none; without a host value it is nil")
    func absent() throws {
        let noWeekday = try #require(TimeOfDay(parsing: "07:05"))
        let (_, lines, _) = try runNotifications(
            Self.logClock,
            [(1, { ToastRequest(try $0.content(kind: "saved", context: SceneSetting.standard.context)) })],
            timeOfDay: noWeekday)
        #expect(lines == ["log: DIR/plugins/p.lua:3: 7\t5\t1\tnil"])
        let (_, none, _) = try runNotifications(
            Self.logClock,
            [(1, { ToastRequest(try $0.content(kind: "saved", context: SceneSetting.standard.context)) })])
        #expect(none == ["log: DIR/plugins/p.lua:3: none"])
    }

    @Test(
        "HH:MM and HH:MM:SS parse; anything else is refused",
        arguments: [
            ("00:00", 0.0), ("23:59:59", 86_399), ("07:30", 27_000), ("24:00", nil), ("7:30", nil), ("12:60", nil),
            ("12:00:60", nil), ("12", nil), ("12:00:00:00", nil), ("+1:00", nil), ("", nil),
        ] as [(String, Double?)])
    func parsing(text: String, seconds: Double?) {
        #expect(TimeOfDay(parsing: text)?.seconds == seconds)
    }

    /// The scenario `keys` (a theme of the test's, a plugin logging the clock at each request) run.
    private func scenario(_ keys: String) throws -> [String] {
        let dir = try temporaryDirectory([
            "theme.lua": pluginTheme([]),
            "plugins/clock.lua": Self.logClock,
            "s.lua": """
            return toast.scenario {
              theme = "theme",
              plugins = { "clock" },
              \(keys)
              events = { { at = 0, show = "saved" }, { at = 90, show = "saved" } },
              capture = { 0 },
            }
            """,
        ])
        do {
            let run = try ScenarioLoader().load("\(dir)/s.lua").run()
            return run.events.compactMap {
                if case .pluginLog(_, let text) = $0.event {
                    text.replacingOccurrences(of: dir, with: "DIR")
                } else {
                    nil
                }
            }
        } catch let error as LoadError {
            return error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") }
        }
    }

    @Test("a scenario sets it with time_of_day and weekday")
    func scenarioSetsIt() throws {
        #expect(
            try scenario("time_of_day = \"21:59\", weekday = \"fri\",")
                == ["DIR/plugins/clock.lua:3: 21\t59\t0\tfri", "DIR/plugins/clock.lua:3: 22\t0\t30\tfri"])
        #expect(try scenario("") == ["DIR/plugins/clock.lua:3: none", "DIR/plugins/clock.lua:3: none"])
    }

    @Test(
        "a scenario's bad clock is an error at its file:line",
        arguments: [
            (
                "time_of_day = \"25:00\",",
                "DIR/s.lua:4: time_of_day: expected a time of day \"HH:MM\" or \"HH:MM:SS\" (00:00 to 23:59:59), got string \"25:00\""
            ),
            (
                "time_of_day = 2230,",
                "DIR/s.lua:4: time_of_day: expected a time of day \"HH:MM\" or \"HH:MM:SS\" (00:00 to 23:59:59), got number 2230"
            ),
            (
                "time_of_day = \"22:30\", weekday = \"mnday\",",
                "DIR/s.lua:4: weekday: expected one of 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', got string \"mnday\""
            ),
            ("weekday = \"mon\",", "DIR/s.lua:4: weekday: a weekday needs a time_of_day (\"HH:MM\") to go with it"),
        ])
    func scenarioErrors(keys: String, message: String) throws {
        let actual = try scenario(keys)
        #expect(actual == [message], "\(actual)")
    }
}

@Suite("The bundled notification plugins, driven through a pipeline with notification contents")
struct BundledNotificationPluginTests {
    /// The source of `plugins/NAME.lua` in the repository.
    static func bundled(_ name: String) throws -> String {
        try String(contentsOfFile: "\(repositoryRoot)/plugins/\(name).lua", encoding: .utf8)
    }

    /// A notification from `app` saying `summary` and `body`.
    static func note(
        _ app: String, _ summary: String, _ body: String = "", urgency: NotificationUrgency = .normal,
        category: String? = nil
    ) -> (Theme) throws -> ToastRequest {
        { theme in
            try notificationRequest(
                Notification(appName: app, summary: summary, body: body, urgency: urgency, category: category),
                theme: theme)
        }
    }

    @Test("mute-app vetoes the apps it lists (reason \"muted\"); others and plain toasts pass")
    func muteApp() throws {
        let (pipeline, lines, events) = try runNotifications(
            try Self.bundled("mute-app"),
            [
                (0, Self.note("Spotify", "Now playing")), (0.1, Self.note("Mail", "New mail")),
                (0.2, { ToastRequest(try $0.content(kind: "saved", context: SceneSetting.standard.context)) }),
                (0.3, Self.note("Slack", "Ping")),
            ], until: 0.5)
        #expect(lines.isEmpty)
        #expect(
            events.compactMap {
                if case .vetoed(let id, let plugin, let reason) = $0.event { "\(id) \(plugin) \(reason)" } else { nil }
            }
                == ["#1 mute-app muted", "#4 mute-app muted"])
        #expect(pipeline.queueView.visible.map(\.kind) == ["info", "saved"])
    }

    @Test("group-by-app puts each app's notifications in a deck of its own")
    func groupByApp() throws {
        let (pipeline, lines, _) = try runNotifications(
            try Self.bundled("group-by-app"),
            [
                (0, Self.note("Mail", "One")), (0.1, Self.note("Chat", "Hi")), (0.2, Self.note("Mail", "Two")),
                (0.3, { ToastRequest(try $0.content(kind: "saved", context: SceneSetting.standard.context)) }),
                (0.4, Self.note("", "Anonymous")),
            ], until: 0.5,
            theme: pluginTheme(["p"], queue: "{ policy = \"deck\", max_visible = 5 }"))
        #expect(lines.isEmpty)
        let groups = pipeline.queueView.visible.map { "\($0.content.title ?? $0.message):\($0.content.group ?? "-")" }
        #expect(groups == ["One:Mail", "Hi:Chat", "Two:Mail", "Saved:-", "Anonymous:-"])
    }

    @Test("battery-low: a battery at 10 % or less becomes critical and sticky with a Dismiss action")
    func batteryLow() throws {
        let (pipeline, lines, _) = try runNotifications(
            try Self.bundled("battery-low"),
            [
                (0, Self.note("upower", "Battery low", "Battery at 7%", category: "device")),
                (0.1, Self.note("upower", "Battery at 10 %")),
                (0.2, Self.note("upower", "Battery at 11%", category: "device")),
                (0.3, Self.note("Mail", "Battery 5% left?", category: "email.arrived")),
                (0.4, Self.note("upower", "Charging", "42% charged", category: "device.added")),
                (0.5, { ToastRequest(try $0.content(kind: "saved", context: SceneSetting.standard.context)) }),
            ], until: 0.6, theme: pluginTheme(["p"], queue: "{ policy = \"stack\", max_visible = 6 }"))
        #expect(lines.isEmpty)
        let visible = pipeline.queueView.visible
        #expect(visible.map(\.kind) == ["battery_low", "battery_low", "info", "info", "info", "saved"])
        let low = try #require(visible.first)
        #expect(low.notification?.urgency == .critical)
        #expect(low.content.duration == .forever)
        #expect(low.content.actions.map(\.title) == ["Dismiss"])
        #expect(low.content.icon == .emoji("🪫"))
        #expect(low.content.title == "Battery low")
        #expect(low.message == "Battery at 7%")
        #expect(visible[2].notification?.urgency == .normal)
    }

    @Test(
        "quiet-hours holds what is below critical from 22:00, lets critical through, releases with the summary at 07:00"
    )
    func quietHours() throws {
        let theme = """
            return toast.theme {
              name = "t", plugins = { "p" },
              queue = { policy = "stack", max_visible = 5, quiet_summary = "away" },
              motion = { enter = { "fade", duration = 0.25, curve = "linear" }, exit = { "fade", duration = 0.25, curve = "linear" }, hold = 2 },
              kinds = { info = { message = "Info" }, away = { message = "%d while you were away" } },
            }
            """
        let origin = try #require(TimeOfDay(parsing: "21:59"))
        let morning = 9 * 3_600.0 + 60  // 07:00 (32,460 s after 21:59)
        let (_, lines, events) = try runNotifications(
            try Self.bundled("quiet-hours"),
            [
                (0, Self.note("Mail", "Evening")),  // 21:59: shows
                (120, Self.note("Mail", "Night 1")),  // 22:01: held (the first of the night too)
                (130, Self.note("Alarm", "Smoke", urgency: .critical)),  // shows through
                (140, Self.note("Chat", "Night 2")),  // held
                (morning - 30, Self.note("Chat", "Dawn")),  // 06:59:30: held
                (morning + 30, Self.note("Mail", "Morning")),  // 07:00:30: quiet ends first, then it shows
            ], until: morning + 40, timeOfDay: origin, theme: theme)
        #expect(lines.isEmpty)
        let summary = events.filter {
            switch $0.event {
            case .held, .summarized, .willShow, .quiet: true
            default: false
            }
        }.map { EventTranscript.line($0) }
        #expect(
            summary == [
                "0.000 will_show #1", "120.000 quiet below=100", "120.000 held #2", "130.000 will_show #3",
                "140.000 held #4", "32430.000 held #5", "32490.000 quiet off", "32490.000 summarized #2 into=#6",
                "32490.000 summarized #4 into=#6", "32490.000 summarized #5 into=#6", "32490.000 will_show #6",
                "32490.000 will_show #7",
            ])
    }
}
