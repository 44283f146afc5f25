import ToastCore

/// The fields of the table a plugin's filter receives for each request: the one list from which
/// the table is made (`PluginValues.request`) and the type file's `tartine.Request` is written.
/// A request that shows a desktop notification carries its fields too (`app_name` … `hints`).
enum RequestField: String, CaseIterable, Sendable {
    case time, kind, message, priority, position, tag, duration
    case group
    case appName = "app_name", summary, body, urgency, category
    case desktopEntry = "desktop_entry", notificationId = "notification_id", transient, resident
    case stackTag = "stack_tag", hints

    /// Its LuaLS type.
    var luaType: String {
        switch self {
        case .time, .duration: "number"
        case .kind, .message, .tag, .group, .appName, .summary, .body, .category, .desktopEntry, .stackTag: "string"
        case .priority, .notificationId: "integer"
        case .transient, .resident: "boolean"
        case .position: ToastPosition.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|")
        case .urgency: NotificationUrgency.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|")
        case .hints: "table<string, string|integer|number|boolean>"
        }
    }

    /// Whether some requests lack it.
    var isOptional: Bool { ![.time, .kind, .message, .priority, .position].contains(self) }

    /// Whether a filter may rewrite it (the others are read-only: a changed value is an error).
    var isWritable: Bool {
        ![.time, .desktopEntry, .notificationId, .transient, .resident, .stackTag, .hints].contains(self)
    }

    /// What it holds.
    var doc: String {
        switch self {
        case .time: "The queue's virtual time of the request, in seconds (use it, never a clock)."
        case .kind: "The kind's name; a filter that names another kind has the toast resolved as that kind."
        case .message: "The message, resolved for the locale."
        case .priority: "The request's priority."
        case .position: "Where the toast will show."
        case .tag: "The request's tag, if it has one."
        case .duration: "How long it holds, in seconds, when fixed."
        case .group: "The deck group the toast gathers in, if any (a filter may set it: a deck per app)."
        case .appName: "A notification's sending program (may be rewritten)."
        case .summary: "A notification's summary (may be rewritten: the toast's text follows)."
        case .body: "A notification's body, markup subset (may be rewritten: the toast's text follows)."
        case .urgency: "A notification's urgency (may be rewritten; critical holds until dismissed)."
        case .category: "A notification's category hint (`email.arrived`), if any (may be rewritten)."
        case .desktopEntry: "A notification's desktop-entry hint, if any (read-only)."
        case .notificationId: "A notification's number (read-only)."
        case .transient: "A notification's transient hint (read-only)."
        case .resident: "A notification's resident hint (read-only)."
        case .stackTag: "A notification's stacking tag, if any (read-only)."
        case .hints: "A notification's plain hints by name (a copy; read-only)."
        }
    }

    /// Its value for `request` at `time`, or `nil` when the request has none.
    func value(of request: ToastRequest, time: Double) -> LuaValue? {
        let note = request.content.notification
        switch self {
        case .time: return .number(time)
        case .kind: return .string(request.content.kind)
        case .message: return .string(request.content.message)
        case .priority: return .integer(Int64(request.priority))
        case .position: return .string(request.content.position.rawValue)
        case .tag: return request.tag.map(LuaValue.string)
        case .duration:
            switch request.content.duration {
            case .fixed(let seconds), .visibleFor(let seconds): return .number(seconds)
            case .readingTime, .forever: return nil
            }
        case .group: return request.content.group.map(LuaValue.string)
        case .appName: return note.map { .string(Notification.bounded($0.appName)) }
        case .summary: return note.map { .string(Notification.boundedSummary($0.summary)) }
        case .body: return note.map { .string(Notification.boundedBody($0.body)) }
        case .urgency: return note.map { .string($0.urgency.rawValue) }
        case .category: return note?.category.map { .string(Notification.bounded($0)) }
        case .desktopEntry: return note?.desktopEntry.map { .string(Notification.bounded($0)) }
        case .notificationId: return note.map { .integer(Int64($0.id)) }
        case .transient: return note.map { .boolean($0.transient) }
        case .resident: return note.map { .boolean($0.resident) }
        case .stackTag: return note?.stackTag.map { .string(Notification.bounded($0)) }
        case .hints: return note.map { PluginValues.hintsTable(Notification.bounded($0.hints)) }
        }
    }
}

extension PluginValues {
    /// A fresh table of `hints` by name (a copy: changing it changes nothing).
    static func hintsTable(_ hints: [NotificationHint]) -> LuaValue {
        table(
            hints.map { hint in
                let value: LuaValue =
                    switch hint.value {
                    case .string(let text): .string(text)
                    case .integer(let n): .integer(n)
                    case .number(let x): .number(x)
                    case .boolean(let flag): .boolean(flag)
                    }
                return (hint.name, value)
            })
    }
}
