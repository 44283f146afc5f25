import ToastCore

/// What a key accepts, described once for error messages ("expected …"), the LuaLS type file
/// and the reference docs.
indirect enum ValueShape: Sendable {
    case string
    /// A finite number from `min` to `max`: every number a file can set has a finite range
    /// (docs/limits.md, "Numbers"), so no source can hand the core a value it cannot draw.
    case number(min: Double, max: Double)
    /// A finite number greater than 0 (0 itself refused) and at most `max`.
    case positiveNumber(max: Double)
    /// A whole number from `min` to `max`.
    case integer(min: Int, max: Int)
    case boolean
    /// One of these strings.
    case choice([String])
    case color
    case curve
    /// A table described by a schema record (its LuaLS class name).
    case record(String)
    /// A table from string keys to values of one shape.
    case map(ValueShape)
    /// A sequence of values of one shape.
    case list(ValueShape)
    case function
    /// A transition's motion function of progress and the toast's size, returning a `tartine.MotionSample`.
    case motionFunction
    /// A layout node made by a constructor (`toast.vstack { … }`, `toast.text "message"`, …).
    case layoutNode
    /// Any of these.
    case union([ValueShape])

    /// The English phrase used in "expected …".
    var expected: String {
        switch self {
        case .string: return "a string"
        case .number(let min, let max):
            return "a number from \(NumberText.short(min)) to \(NumberText.short(max))"
        case .positiveNumber(let max): return "a number above 0 and at most \(NumberText.short(max))"
        case .integer(let min, let max): return "a whole number from \(min) to \(max)"

        case .boolean: return "true or false"
        case .choice(let options): return "one of " + options.map { "'\($0)'" }.joined(separator: ", ")
        case .color: return "a colour string (such as \"#FF3B30\", \"systemGreen@0.9\") or { light = …, dark = … }"
        case .curve: return "a curve name, \"cubic-bezier(x1, y1, x2, y2)\", toast.spring { … } or a function of t"
        case .record: return "a table"
        case .map: return "a table of named entries"
        case .list: return "a list"
        case .function: return "a function"
        case .motionFunction: return "a motion function of p and size"
        case .layoutNode:
            return
                "a layout node (toast.vstack { … }, toast.hstack { … }, toast.text \"message\", toast.icon {}, toast.image {}, toast.badge {}, toast.button {}, toast.progress {}, toast.spacer {})"
        case .union(let shapes): return shapes.map(\.expected).joined(separator: " or ")
        }
    }

    /// The LuaLS annotation type.
    var luaType: String {
        switch self {
        case .string: return "string"
        case .number, .positiveNumber: return "number"
        case .integer: return "integer"
        case .boolean: return "boolean"
        case .choice(let options): return options.map { "\"\($0)\"" }.joined(separator: "|")
        case .color: return "tartine.Color"
        case .curve: return "tartine.Curve"
        case .record(let name): return name
        case .map(let value): return "table<string, \(value.luaType)>"
        case .list(let value):
            let inner = value.luaType
            return inner.contains("|") ? "(\(inner))[]" : "\(inner)[]"
        case .function: return "function"
        case .motionFunction: return "tartine.MotionFunction"
        case .layoutNode: return "tartine.LayoutNode"
        case .union(let shapes): return shapes.map(\.luaType).joined(separator: "|")
        }
    }

    /// The schema records a value of this shape may hold (the type file and the reference
    /// describe each of them).
    var referencedRecords: [String] {
        switch self {
        case .record(let name): [name]
        case .curve: [MotionSchemas.spring.className]
        case .motionFunction: [MotionSchemas.sample.className]
        case .list(let inner), .map(let inner): inner.referencedRecords
        case .union(let shapes): shapes.flatMap(\.referencedRecords)
        case .layoutNode: LayoutSchema.descriptions.map(\.className)
        default: []
        }
    }

    /// The range of a number, as the type file shows it after a field's doc (`Range: 0 to 500.`);
    /// nil for shapes that hold no number.
    var range: String? {
        switch self {
        case .number(let min, let max): "\(NumberText.short(min)) to \(NumberText.short(max))"
        case .positiveNumber(let max): "above 0, at most \(NumberText.short(max))"
        case .integer(let min, let max): "\(min) to \(max), whole"
        case .list(let inner), .map(let inner): inner.range
        case .union(let shapes):
            shapes.compactMap(\.range).first
        default: nil
        }
    }
}
