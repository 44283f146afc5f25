/// A value passed to a message's format specifiers (`%d`, `%@`, `%.2f` …), as `show(…, arguments: [3])`.
///
/// Integer literals become `.integer`, float literals `.double`, string literals `.string`.
public enum FormatArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// A whole number, for `%d`, `%lld` and plural counts.
    case integer(Int)
    /// A floating-point number, for `%f`, `%g` …
    case double(Double)
    /// Text, for `%@`.
    case string(String)

    /// An integer literal as `.integer`.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A float literal as `.double`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal as `.string`.
    public init(stringLiteral value: String) { self = .string(value) }

    /// A value typed as text (`tartine render --arg 3`, the preview's arguments field): a whole
    /// number, else a number, else the text itself, as a scenario's `arguments` would hold it.
    package init(typed text: String) {
        self = Int(text).map(FormatArgument.integer) ?? Double(text).map(FormatArgument.double) ?? .string(text)
    }

    /// The value as `%@` shows it: numbers as NSNumber prints them (`3`, `2.5`), strings as they are.
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .double(let value):
            value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): value
        }
    }

    /// The number, for plural rules and numeric specifiers; `nil` for a string.
    public var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .double(let value): value
        case .string: nil
        }
    }
}
