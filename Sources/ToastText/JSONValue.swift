/// A JSON document with object keys in the order they were given, so that reports and exports
/// print the same bytes every time (`JSONEncoder` without `.sortedKeys` does not promise an
/// order). The one JSON writer of the package.
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number printed as given (already formatted, such as `0.012`).
    case number(String)
    /// A number in Swift's shortest form that reads back exactly (`1.0`, `0.1`); not finite prints `null`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// `value`, or `null` when it is `nil`.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Pretty-printed with two-space indentation, `"key": value`, empty containers as `[]`/`{}`.
    /// - Parameter indent: the indentation of the line the value starts on.
    /// - Returns: the JSON text.
    public func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .number(let text): return text
        case .double(let value): return value.isFinite ? String(value) : "null"
        case .string(let text): return Self.quoted(text)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n"
                + members.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// On one line without spaces (`{"id":3,"key":"open"}`): a line of a JSON-lines stream.
    /// - Returns: the JSON text.
    public func renderedOnOneLine() -> String {
        switch self {
        case .array(let items): return "[" + items.map { $0.renderedOnOneLine() }.joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.renderedOnOneLine() }.joined(separator: ",") + "}"
        default: return rendered()
        }
    }

    /// A JSON string literal, quotes included: `"` `\\` and every control, format and separator
    /// character escaped (`TextMedium.json`).
    /// - Parameter text: the string.
    /// - Returns: the literal.
    public static func quoted(_ text: String) -> String {
        "\"" + TextMedium.json.field(text) + "\""
    }

}
