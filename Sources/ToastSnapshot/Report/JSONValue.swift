/// A JSON document with object keys in the order they were given, so reports print the same
/// bytes every time (`JSONEncoder` without `.sortedKeys` does not promise an order).
indirect enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
    /// A number printed as given (already formatted, such as `0.012`).
    case number(String)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// `value`, or `null` when it is `nil`.
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Pretty-printed with two-space indentation, `"key": value`, empty containers as `[]`/`{}`.
    func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .number(let text): return text
        case .double(let value): return value.isFinite ? String(value) : "null"
        case .string(let text): return Escaping.jsonString(text)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n"
                + members.map { inner + Escaping.jsonString($0.0) + ": " + $0.1.rendered(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }
}
