import ToastScript

/// Writes a theme's Lua source from fuzzer bytes, shaped by the schema itself: the classes and
/// aliases of `tartine types` (``TypeFile/luaLS()``) say which keys a table has and what each
/// takes, the bytes choose which keys appear and which value each gets, numbers from the
/// extremes a hostile file would try (±1e308, ±inf, nan, 2⁶³−1, 1e-300). Every input is a
/// theme that parses, so the fuzzer spends its time in the schema, the core and the renderer,
/// and a key added to the schema is generated without a change here.
struct SchemaThemeGenerator {
    /// A field of a class: its name and type, as the type file writes them.
    struct Field {
        let name: String
        let type: String
        /// Written `name?` in the type file: may be left out.
        let optional: Bool
    }

    let classes: [String: [Field]]
    let aliases: [String: String]

    /// The layout node classes and the constructor that makes each.
    static let constructors = [
        "tartine.VStack": "toast.vstack", "tartine.HStack": "toast.hstack", "tartine.Text": "toast.text",
        "tartine.Icon": "toast.icon", "tartine.Image": "toast.image", "tartine.Badge": "toast.badge",
        "tartine.Button": "toast.button", "tartine.Spacer": "toast.spacer", "tartine.Progress": "toast.progress",
        "tartine.Spring": "toast.spring",
    ]

    /// Ordinary values, so that many themes load and reach the core and the renderer.
    static let ordinaryNumbers = ["0", "1", "2", "4", "8", "12", "16", "24", "0.25", "0.5", "0.8", "100", "0.3"]
    /// What a hostile or careless file tries.
    static let extremeNumbers = [
        "-1", "250", "1e20", "-1e20", "1e308", "-1e308", "0/0", "1/0", "-1/0", "1e-300",
        "2^53", "0x7fffffffffffffff", "math.mininteger", "-0.0", "4.9e-324",
    ]
    static let integers = ["0", "1", "-1", "3", "50", "2^31", "0x7fffffffffffffff", "math.mininteger", "-2^63"]
    static let ordinaryStrings = ["\"Saved\"", "\"message\"", "\"title\"", "\"x\"", "\"Deleted 3 notes\""]
    static let extremeStrings = [
        "\"\"", "\"ease-in-out\"", "\"cubic-bezier(0.2, 1e308, 0.3, -1e308)\"", "\"85%\"", "\"1e308%\"",
        "\"%@ %d %lld %.99999f\"", "string.rep(\"word \", 20000)", "\"\\u{202E}x\"", "\"Inter\"", "\"Comic Sans\"",
        "\"\\u{13000}\\u{1F600}\"", "string.rep(\"\\u{202E}\", 1000)",
    ]
    static let colors = [
        "\"#FF000080\"", "\"systemRed@0.9\"", "\"light-dark(#000000, #FFFFFF)\"", "\"systemGreen\"", "\"#FFF\"",
    ]

    init() {
        var classes: [String: [Field]] = [:]
        var aliases: [String: String] = [:]
        var current: String?
        for line in TypeFile.luaLS().split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            if line.hasPrefix("---@class ") {
                current =
                    words.count > 2 && words[1] == "(exact)" ? String(words[2].split(separator: " ")[0]) : words[1]
                if let current { classes[current, default: []] = [] }
            } else if line.hasPrefix("---@field "), let name = current, words.count > 2 {
                let field = words[1].hasSuffix("?") ? String(words[1].dropLast()) : words[1]
                let type = Self.topLevelSplit(words[2], on: " ").first ?? words[2]
                classes[name, default: []].append(Field(name: field, type: type, optional: words[1].hasSuffix("?")))
            } else if line.hasPrefix("---@alias "), words.count > 2 {
                aliases[words[1]] = words[2]
                current = nil
            } else if !line.hasPrefix("---") {
                current = nil
            }
        }
        self.classes = classes
        self.aliases = aliases
    }

    /// `return toast.theme { … }` written from `bytes`.
    func theme(from bytes: [UInt8]) -> String {
        var reader = ByteReader(bytes)
        var fields = ["name = \"f\""]
        fields.append("kinds = { a = \(value("tartine.Kind", &reader, depth: 1)), b = { message = \"B\" } }")
        for field in classes["tartine.Theme"] ?? [] where !["name", "kinds", "extends", "plugins"].contains(field.name)
        {
            guard reader.next() & 3 == 0 else { continue }
            fields.append("\(field.name) = \(value(field.type, &reader, depth: 1))")
        }
        return "return toast.theme {\n  " + fields.joined(separator: ",\n  ") + ",\n}\n"
    }

    /// A Lua expression of `type`.
    func value(_ type: String, _ reader: inout ByteReader, depth: Int) -> String {
        let choices = Self.topLevelSplit(type, on: "|")
        let chosen = choices.count > 1 ? choices[Int(reader.next()) % choices.count] : type
        if depth > 5 { return "nil" }
        switch chosen {
        case "number": return Self.pick(Self.ordinaryNumbers, Self.extremeNumbers, &reader)
        case "integer": return Self.pick(["0", "1", "2", "3"], Self.integers, &reader)
        case "string": return Self.pick(Self.ordinaryStrings, Self.extremeStrings, &reader)
        // A record or `false` (`shadow = false`): true is a mistake worth making now and then.
        case "boolean": return reader.next() < 16 || choices.count == 1 ? "true" : "false"
        case "tartine.Color": return Self.pick(Self.colors, Self.extremeStrings, &reader)
        case "function": return "function() return { padding = 1e20, corner_radius = 0/0 } end"
        default: break
        }
        if chosen.hasPrefix("\"") { return chosen }
        if chosen.hasPrefix("fun(") { return "function(p) return { opacity = 0/0, offset_y = 1e308, scale = -1 } end" }
        if chosen.hasSuffix("[]") {
            var element = String(chosen.dropLast(2))
            if element.hasPrefix("(") && element.hasSuffix(")") { element = String(element.dropFirst().dropLast()) }
            let count = Int(reader.next()) % 4
            return "{ " + (0..<count).map { _ in value(element, &reader, depth: depth + 1) }.joined(separator: ", ")
                + " }"
        }
        if chosen.hasPrefix("table<string,") {
            let element = chosen.dropFirst("table<string,".count).dropLast().trimmingPrefix(" ")
            let count = Int(reader.next()) % 3
            return "{ "
                + (0..<count).map { "k\($0) = \(value(String(element), &reader, depth: depth + 1))" }.joined(
                    separator: ", ") + " }"
        }
        if chosen.hasPrefix("{") {
            return
                "{ light = \(value("string", &reader, depth: depth + 1)), dark = \(value("string", &reader, depth: depth + 1)) }"
        }
        if let alias = aliases[chosen] { return value(alias, &reader, depth: depth + 1) }
        guard let fields = classes[chosen] else { return "nil" }
        var written: [String] = []
        for field in fields where !field.optional || reader.next() & 7 == 0 {
            let item = value(field.type, &reader, depth: depth + 1)
            // `[integer]` is a list's items (a stack's children): written in order, unnamed.
            written.append(field.name.hasPrefix("[") ? item : "\(field.name) = \(item)")
        }
        let table = "{ " + written.joined(separator: ", ") + " }"
        return Self.constructors[chosen].map { "\($0) \(table)" } ?? table
    }

    /// Mostly one of `ordinary` (so that many themes load and reach the core and the renderer),
    /// one time in eight one of `extreme` (what a hostile or careless file tries).
    static func pick(_ ordinary: [String], _ extreme: [String], _ reader: inout ByteReader) -> String {
        let byte = Int(reader.next())
        return byte < 224 ? ordinary[byte % ordinary.count] : extreme[byte % extreme.count]
    }

    /// `text` split at `separator` outside parentheses, braces and angle brackets.
    static func topLevelSplit(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "({<".contains(character) { depth += 1 }
            if ")}>".contains(character) { depth -= 1 }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}

/// The fuzzer's bytes, one at a time; zeros once they run out (so every input is a theme).
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }
}
