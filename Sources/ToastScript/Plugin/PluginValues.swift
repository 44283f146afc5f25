import ToastCore

/// The Lua tables plugins receive: read-only toast views, requests (handler arguments are
/// encoded directly, in PluginValues+Encoding.swift).
enum PluginValues {
    static func table(_ fields: [(String, LuaValue)]) -> LuaValue {
        .table(LuaTable(array: [], fields: fields.map { (key: $0.0, value: $0.1) }, otherKeys: []))
    }

    /// A copy of a toast as a table (what `toast.visible()` and `toast.pending()` return), with
    /// the fields of a handler's toast view.
    static func toast(_ view: ToastView) -> LuaValue {
        let writer = LuaTableFieldWriter()
        encodeToast(view, into: writer)
        return writer.table
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

    /// `{ time, kind, message, priority, position, tag?, duration? }` for a filter: the fields
    /// of `RequestField`, in its order.
    static func request(_ request: ToastRequest, time: Double) -> LuaValue {
        table(
            RequestField.allCases.compactMap { field in
                field.value(of: request, time: time).map { (field.rawValue, $0) }
            })
    }

    /// `{ hour, minute, second, weekday? }`: what `toast.time_of_day()` returns (a copy).
    static func timeOfDay(_ reading: TimeOfDay.Reading) -> LuaValue {
        table(
            [
                ("hour", .integer(Int64(reading.hour))), ("minute", .integer(Int64(reading.minute))),
                ("second", .integer(Int64(reading.second))),
            ] + (reading.weekday.map { [("weekday", LuaValue.string($0.rawValue))] } ?? []))
    }
}
