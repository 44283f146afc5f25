import ToastCore

/// The fields of the table a plugin's filter receives for each request: the one list from which
/// the table is made (`PluginValues.request`) and the type file's `tartine.Request` is written.
enum RequestField: String, CaseIterable, Sendable {
    case time, kind, message, priority, position, tag, duration

    /// Its LuaLS type.
    var luaType: String {
        switch self {
        case .time, .duration: "number"
        case .kind, .message, .tag: "string"
        case .priority: "integer"
        case .position: ToastPosition.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|")
        }
    }

    /// Whether some requests lack it.
    var isOptional: Bool { self == .tag || self == .duration }

    /// What it holds.
    var doc: String {
        switch self {
        case .time: "The queue's virtual time of the request, in seconds (use it, never a clock)."
        case .kind: "The kind's name."
        case .message: "The message, resolved for the locale."
        case .priority: "The request's priority."
        case .position: "Where the toast will show."
        case .tag: "The request's tag, if it has one."
        case .duration: "How long it holds, in seconds, when fixed."
        }
    }

    /// Its value for `request` at `time`, or `nil` when the request has none.
    func value(of request: ToastRequest, time: Double) -> LuaValue? {
        switch self {
        case .time: .number(time)
        case .kind: .string(request.content.kind)
        case .message: .string(request.content.message)
        case .priority: .integer(Int64(request.priority))
        case .position: .string(request.content.position.rawValue)
        case .tag: request.tag.map(LuaValue.string)
        case .duration:
            if case .fixed(let seconds) = request.content.duration { .number(seconds) } else { nil }
        }
    }
}
