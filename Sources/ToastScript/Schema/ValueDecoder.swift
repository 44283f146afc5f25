import ToastFiles
import ToastCore

/// Reads one kind of value from Lua: checks it against its shape and converts it, or reports
/// the problem at its path and returns nil.
struct ValueDecoder<Value: Sendable>: Sendable {
    let shape: ValueShape
    let decode: @Sendable (LuaValue, KeyPath, DecodeContext) -> Value?

    init(_ shape: ValueShape, decode: @escaping @Sendable (LuaValue, KeyPath, DecodeContext) -> Value?) {
        self.shape = shape
        self.decode = decode
    }

    /// The same shape, with the result transformed.
    func map<Other: Sendable>(_ transform: @escaping @Sendable (Value) -> Other) -> ValueDecoder<Other> {
        let decode = self.decode
        return ValueDecoder<Other>(shape) { value, path, context in decode(value, path, context).map(transform) }
    }

    /// Reports "expected …, got …" and returns nil.
    static func mismatch(_ shape: ValueShape, _ value: LuaValue, _ path: KeyPath, _ context: DecodeContext) -> Value? {
        context.error(path, "expected \(shape.expected), got \(value.described)")
        return nil
    }
}

extension ValueDecoder where Value == String {
    static let string = ValueDecoder(.string) { value, path, context in
        value.stringValue ?? mismatch(.string, value, path, context)
    }
}

extension ValueDecoder where Value == String {
    /// Text that is drawn (a message, a title): a string, cut to `TextLimits.drawnText` bytes
    /// with "…" after it, as every drawn text is.
    static let drawnText = ValueDecoder(.string) { value, path, context in
        guard let text = value.stringValue else { return mismatch(.string, value, path, context) }
        return TextLimits.drawn(text)
    }

    /// A name (a tag, an identifier) of at most `TextLimits.name` bytes; `key` words the error.
    static func name(_ key: String) -> ValueDecoder<String> {
        ValueDecoder(.string) { value, path, context in
            guard let name = value.stringValue else { return mismatch(.string, value, path, context) }
            guard name.utf8.count <= TextLimits.name else {
                context.error(path, LuaErrorWording.nameTooLong(key, bytes: name.utf8.count))
                return nil
            }
            return name
        }
    }
}

extension ValueDecoder where Value == String {
    /// A string that commands use as a file name (a theme's or scenario's `name`): one plain
    /// path component, no separators, no `..`, no control characters.
    static let fileName = ValueDecoder(.string) { value, path, context in
        guard let name = value.stringValue else { return mismatch(.string, value, path, context) }
        if let problem = OutputName.problem(name) {
            context.error(path, "\"\(TextMedium.terminal.field(name))\" cannot name a file: it \(problem)")
            return nil
        }
        return name
    }
}

extension ValueDecoder where Value == Bool {
    static let boolean = ValueDecoder(.boolean) { value, path, context in
        if case .boolean(let b) = value { return b }
        return mismatch(.boolean, value, path, context)
    }
}

extension ValueDecoder where Value == Double {
    /// A finite number from `min` to `max` (NaN and infinities refused).
    static func number(min: Double, max: Double) -> ValueDecoder<Double> {
        let shape = ValueShape.number(min: min, max: max)
        return ValueDecoder(shape) { value, path, context in
            guard let number = value.numberValue, number.isFinite, number >= min, number <= max else {
                return mismatch(shape, value, path, context)
            }
            return number
        }
    }
}

extension ValueDecoder where Value == Double {
    /// A finite number greater than 0 and at most `max`.
    static func positive(max: Double) -> ValueDecoder<Double> {
        let shape = ValueShape.positiveNumber(max: max)
        return ValueDecoder(shape) { value, path, context in
            guard let number = value.numberValue, number.isFinite, number > 0, number <= max else {
                return mismatch(shape, value, path, context)
            }
            return number
        }
    }
}

extension ValueDecoder where Value == Int {
    /// A whole number from `min` to `max`. A Lua integer is compared as it is (2^63-1 is not
    /// rounded into range on its way to a Double); a float must be whole.
    static func integer(min: Int, max: Int) -> ValueDecoder<Int> {
        let shape = ValueShape.integer(min: min, max: max)
        return ValueDecoder(shape) { value, path, context in
            let whole: Int64? =
                switch value {
                case .integer(let i): i
                case .number(let d) where d.isFinite && d == d.rounded() && abs(d) < 1e15: Int64(d)
                default: nil
                }
            guard let whole, whole >= Int64(min), whole <= Int64(max) else {
                return mismatch(shape, value, path, context)
            }
            return Int(whole)
        }
    }
}

extension ValueDecoder where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the enumeration's raw values, with a suggestion for a near miss.
    static func choice(_ type: Value.Type = Value.self, names: [String]? = nil) -> ValueDecoder<Value> {
        let options = names ?? Value.allCases.map(\.rawValue)
        let shape = ValueShape.choice(options)
        return ValueDecoder(shape) { value, path, context in
            guard let text = value.stringValue else { return mismatch(shape, value, path, context) }
            if options.contains(text), let result = Value(rawValue: text) { return result }
            if let suggestion = Suggestion.closest(to: text, in: options) {
                context.error(path, "unknown value '\(text)'. " + Suggestion.sentence(suggestion))
            } else {
                context.error(path, "expected \(shape.expected), got \(value.described)")
            }
            return nil
        }
    }
}

extension ValueDecoder where Value == Color {
    /// A colour string, or `{ light = …, dark = … }`.
    static let color: ValueDecoder<Color> = ValueDecoder(.color) { value, path, context in
        switch value {
        case .string(let text):
            do throws(ColorParseError) {
                let color = try Color(parsing: text)
                for warning in Color.hexOrderWarnings(in: text) { context.warning(path, warning.description) }
                return color
            } catch {
                context.error(path, error.description)
                return nil
            }
        case .table(let table):
            let light = table["light"].flatMap { ValueDecoder.color.decode($0, path.appending("light"), context) }
            let dark = table["dark"].flatMap { ValueDecoder.color.decode($0, path.appending("dark"), context) }
            for (key, _) in table.fields where key != "light" && key != "dark" {
                context.error(path.appending(key), "unknown key; a colour table has 'light' and 'dark'")
            }
            guard let light, let dark else {
                if table["light"] == nil || table["dark"] == nil {
                    context.error(path, "a colour table needs both 'light' and 'dark'")
                }
                return nil
            }
            return light.pairedLight(withDarkOf: dark)
        default:
            return mismatch(.color, value, path, context)
        }
    }
}

extension ValueDecoder where Value == EdgeInsets {
    /// `12` (all sides), `{ 12, 16 }` (vertical, horizontal), `{ top, right, bottom, left }` as
    /// in CSS, or `{ top = …, left = …, bottom = …, right = … }`.
    static let insets = ValueDecoder(
        .union([MotionSchemas.side.shape, .list(MotionSchemas.side.shape), MotionSchemas.insets.shape])
    ) { value, path, context in
        let side = MotionSchemas.side
        if value.numberValue != nil { return side.decode(value, path, context).map { EdgeInsets(all: $0) } }
        guard let table = value.tableValue else {
            context.error(
                path,
                "expected a number ≥ 0, { vertical, horizontal }, { top, right, bottom, left } or { top = …, … }, got \(value.described)"
            )
            return nil
        }
        let items = table.array.enumerated().map { side.decode($1, path.appending(index: $0 + 1), context) }
        if !table.array.isEmpty {
            guard items.allSatisfy({ $0 != nil }) else { return nil }
            let v = items.compactMap { $0 }
            switch v.count {
            case 2: return EdgeInsets(vertical: v[0], horizontal: v[1])
            case 4: return EdgeInsets(top: v[0], left: v[3], bottom: v[2], right: v[1])
            default:
                context.error(
                    path, "expected 2 values { vertical, horizontal } or 4 { top, right, bottom, left }, got \(v.count)"
                )
                return nil
            }
        }
        var insets = EdgeInsets()
        MotionSchemas.insets.decode(table, at: path, into: &insets, context)
        return insets
    }
}

extension ValueDecoder where Value == MaxWidth {
    /// A fraction of the screen width (0 < w ≤ 1), a number of points (> 1, at most 4096), or "85%".
    static let maxWidth = ValueDecoder(.union([.positiveNumber(max: 4096), .string])) { value, path, context in
        if let text = value.stringValue, text.hasSuffix("%"), let percent = Double(text.dropLast()), percent > 0,
            percent <= 100
        {
            return .fraction(percent / 100)
        }
        guard let number = value.numberValue, number.isFinite, number > 0, number <= 4096 else {
            context.error(
                path,
                "expected a fraction of the screen width (0 < w ≤ 1), a width in points (> 1, at most 4096) or a percentage like \"85%\", got \(value.described)"
            )
            return nil
        }
        return number <= 1 ? .fraction(number) : .points(number)
    }
}
