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
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    /// Appends `rendered(indent:)` to `out`: one buffer for the whole document, where joining
    /// each container's rendered members copied every member's text once for each level above it.
    private func write(to out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let text): out += text
        case .double(let value): out += value.isFinite ? String(value) : "null"
        case .string(let text): Self.appendQuoted(text, to: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (index, item) in items.enumerated() {
                if index > 0 { out += ",\n" }
                out += inner
                item.write(to: &out, indent: inner)
            }
            out += "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += ",\n" }
                out += inner
                Self.appendQuoted(key, to: &out)
                out += ": "
                value.write(to: &out, indent: inner)
            }
            out += "\n" + indent + "}"
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
        var out = ""
        appendQuoted(text, to: &out)
        return out
    }

    private static func appendQuoted(_ text: String, to out: inout String) {
        out += "\""
        out += TextMedium.json.field(text)
        out += "\""
    }

}
