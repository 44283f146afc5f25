import ToastCore

/// The Lua tables plugins receive: read-only toast views, requests (handler arguments are
/// encoded directly, in PluginValues+Encoding.swift).
enum PluginValues {
    static func table(_ fields: [(String, LuaValue)]) -> LuaValue {
        .table(LuaTable(array: [], fields: fields.map { (key: $0.0, value: $0.1) }, otherKeys: []))
    }

    /// `{ id, kind, tag, message, title, position, priority, progress, state, count, shown_at }`: a copy
    /// made for the call, so writing to it changes nothing. Built in key order (no sort per call).
    static func toast(_ view: ToastView) -> LuaValue {
        var fields: [(key: String, value: LuaValue)] = []
        fields.reserveCapacity(11)
        fields.append(("count", .integer(Int64(view.count))))
        fields.append(("id", .integer(Int64(view.id.rawValue))))
        fields.append(("kind", .string(view.kind)))
        fields.append(("message", .string(view.message)))
        fields.append(("position", .string(view.position.rawValue)))
        fields.append(("priority", .integer(Int64(view.priority))))
        if let progress = view.content.progress { fields.append(("progress", .number(progress))) }
        if let shownAt = view.shownAt { fields.append(("shown_at", .number(shownAt))) }
        fields.append(("state", .string(view.state.rawValue)))
        if let tag = view.tag { fields.append(("tag", .string(tag))) }
        if let title = view.content.title { fields.append(("title", .string(title))) }
        return .table(LuaTable(sortedFields: fields, array: [], otherKeys: []))
    }

    /// A progress a plugin gave: a number (or integer) in 0...1, else `nil`.
    static func fraction(_ value: LuaValue) -> Double? {
        let number: Double? =
            switch value {
            case .integer(let n): Double(n)
            case .number(let x): x
            default: nil
            }
        guard let number, number >= 0, number <= 1 else { return nil }
        return number
    }

    /// `{ kind, message, tag?, priority, position, duration?, time }` for a filter.
    static func request(_ request: ToastRequest, time: Double) -> LuaValue {
        var fields: [(String, LuaValue)] = [
            ("time", .number(time)),
            ("kind", .string(request.content.kind)), ("message", .string(request.content.message)),
            ("priority", .integer(Int64(request.priority))), ("position", .string(request.content.position.rawValue)),
        ]
        if let tag = request.tag { fields.append(("tag", .string(tag))) }
        if case .fixed(let seconds) = request.content.duration { fields.append(("duration", .number(seconds))) }
        return table(fields)
    }
}
