import ToastCore

/// The fields of one entry of `toast.history()`, in the order the table lists them: the one
/// list the entry tables and the type file's `tartine.HistoryEntry` are both made from.
enum HistoryField: String, CaseIterable, Sendable {
    case id, kind, title, message, tag, priority
    case requestedAt = "requested_at", shownAt = "shown_at", endedAt = "ended_at"
    case outcome, reason, into

    /// The field's type in the LuaLS type file.
    var luaType: String {
        switch self {
        case .id, .priority, .into: "integer"
        case .requestedAt, .shownAt, .endedAt: "number"
        case .outcome: "\"hidden\"|\"dropped\"|\"vetoed\"|\"summarized\""
        case .kind, .title, .message, .tag, .reason: "string"
        }
    }

    /// Whether some entries lack the field.
    var isOptional: Bool { [.title, .tag, .shownAt, .reason, .into].contains(self) }

    /// What the type file says of it.
    var doc: String {
        switch self {
        case .id: "The toast's id."
        case .kind: "The kind it was shown as."
        case .title: "Its title as drawn, if any."
        case .message: "Its message as drawn."
        case .tag: "Its tag, if any."
        case .priority: "Its queue priority."
        case .requestedAt: "When it was asked for (seconds)."
        case .shownAt: "When it started entering; absent when it never showed."
        case .endedAt: "When it left."
        case .outcome: "How it left."
        case .reason:
            "Why: the hide reason (timeout, dismissed, tap, action, swipe, replaced) or drop reason (overflow, busy, replaced, dismissed)."
        case .into: "summarized: the id of the summary toast that counted it."
        }
    }

    /// The field's value in `entry`, if it has one.
    func value(of entry: ToastHistoryEntry) -> LuaValue? {
        switch self {
        case .id: .integer(Int64(entry.id.rawValue))
        case .kind: .string(entry.kind)
        case .title: entry.title.map(LuaValue.string)
        case .message: .string(entry.message)
        case .tag: entry.tag.map(LuaValue.string)
        case .priority: .integer(Int64(entry.priority))
        case .requestedAt: .number(entry.requestedAt)
        case .shownAt: entry.shownAt.map(LuaValue.number)
        case .endedAt: .number(entry.endedAt)
        case .outcome: .string(entry.outcome.name)
        case .reason: entry.outcome.reason.map(LuaValue.string)
        case .into:
            if case .summarized(let summary) = entry.outcome { .integer(Int64(summary.rawValue)) } else { nil }
        }
    }
}

extension PluginValues {
    /// One entry of `toast.history()`: a fresh table of the ``HistoryField``s it has (a copy:
    /// changing it changes nothing in the queue).
    static func historyEntry(_ entry: ToastHistoryEntry) -> LuaValue {
        table(HistoryField.allCases.compactMap { field in field.value(of: entry).map { (field.rawValue, $0) } })
    }
}
