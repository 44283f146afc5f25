import ToastCore

extension ValueDecoder where Value == [FormatArgument] {
    /// `arguments = { 3, "Ana", 2.5 }`: the values of a message's `%` directives, in order. A
    /// whole number is an integer, a number with a fraction a double, a string a string.
    static let arguments = ValueDecoder(.list(.union([.number(min: -1e15, max: 1e15), .string]))) {
        value, path, context in
        guard let table = value.tableValue, table.fields.isEmpty else {
            context.error(path, "expected a list of numbers and strings such as { 3, \"Ana\" }, got \(value.described)")
            return nil
        }
        var arguments: [FormatArgument] = []
        for (index, element) in table.array.enumerated() {
            switch element {
            case .integer(let v) where abs(Double(v)) <= 1e15: arguments.append(.integer(Int(v)))
            case .number(let v) where v.isFinite && abs(v) <= 1e15: arguments.append(.double(v))
            case .string(let v): arguments.append(.string(v))
            default:
                context.error(
                    path.appending(index: index + 1),
                    "expected a number from -1e15 to 1e15 or a string, got \(element.described)")
                return nil
            }
        }
        return arguments
    }
}
