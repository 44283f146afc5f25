/// A value passed to a message's format specifiers (`%d`, `%@`, `%.2f` …), as `show(…, arguments: [3])`.
///
/// Integer literals become `.integer`, float literals `.double`, string literals `.string`.
public enum FormatArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    case integer(Int)
    case double(Double)
    case string(String)

    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }

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
