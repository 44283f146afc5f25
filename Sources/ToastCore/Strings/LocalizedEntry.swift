/// The kind of device a string varies by, as String Catalogs name them.
public enum DeviceClass: String, Sendable, Hashable, CaseIterable {
    /// iPhone, iPad, Mac, and every other device.
    case iphone, ipad, mac, other

    /// Equal when the same case (not by comparing the raw-value texts).
    public static func == (a: Self, b: Self) -> Bool { a.order == b.order }

    /// Hashes the case (a raw-value enum otherwise hashes its raw-value text).
    public func hash(into hasher: inout Hasher) { hasher.combine(order) }

    private var order: Int {
        switch self {
        case .iphone: 0
        case .ipad: 1
        case .mac: 2
        case .other: 3
        }
    }
}

/// A localized value that varies: by plural category of an argument, or by device.
public indirect enum LocalizedValue: Sendable, Hashable {
    /// One text for every case.
    case text(String)
    /// Forms by plural category, chosen by the number of the value's counted argument.
    case plural([PluralCategory: LocalizedValue])
    /// Forms by device; `other` serves devices not listed.
    case device([DeviceClass: LocalizedValue])

    /// The form for `device`, the number's category, …: `other` when the category or device has
    /// no form, then the first form there is (`iphone` before `ipad`; `one` before `few`).
    func form(device: DeviceClass, locale: String, number: Double?) -> String {
        switch self {
        case .text(let text): return text
        case .device(let forms):
            let chosen = forms[device] ?? forms[.other] ?? DeviceClass.allCases.lazy.compactMap { forms[$0] }.first
            return chosen?.form(device: device, locale: locale, number: number) ?? ""
        case .plural(let forms):
            let category = number.map { PluralRules.category(of: $0, locale: locale) } ?? .other
            let chosen = forms[category] ?? forms[.other] ?? PluralCategory.allCases.lazy.compactMap { forms[$0] }.first
            return chosen?.form(device: device, locale: locale, number: number) ?? ""
        }
    }

    /// Whether forms are chosen by plural category here or in a form below.
    var variesByPlural: Bool {
        switch self {
        case .text: false
        case .plural: true
        case .device(let forms): forms.values.contains { $0.variesByPlural }
        }
    }

    /// The `other` form at every level: the text shown when nothing is known.
    public var otherForm: String { form(device: .other, locale: "", number: nil) }
}

/// A variable of a message (`%#@files@`): which argument it counts and its forms.
public struct Substitution: Sendable, Hashable {
    /// 1-based argument; `nil` for the argument in the order `%#@…@` appears (`.stringsdict`).
    public var argument: Int?
    /// The directive its forms write the number with (`lld`, `d`): String Catalogs' `%arg`.
    public var specifier: String
    /// The text for each plural category (or device) of the counted number.
    public var forms: LocalizedValue

    /// A substitution counting `argument`, written with `specifier`.
    public init(argument: Int?, specifier: String, forms: LocalizedValue) {
        self.argument = argument
        self.specifier = specifier
        self.forms = forms
    }
}

/// A string that varies by plural, device or substitution (a String Catalog entry with
/// `variations` or `substitutions`, a `.stringsdict` entry).
public struct LocalizedEntry: Sendable, Hashable {
    /// The string, varying by plural or device.
    public var value: LocalizedValue
    /// Its variables (`%#@files@`) by name.
    public var substitutions: [String: Substitution]

    /// An entry with its value and variables.
    public init(value: LocalizedValue, substitutions: [String: Substitution] = [:]) {
        self.value = value
        self.substitutions = substitutions
    }

    /// The format string for these arguments on this device: forms chosen, variables replaced,
    /// every directive made positional so the arguments land where Apple puts them.
    public func format(locale: String, device: DeviceClass, arguments: [FormatArgument]) -> String {
        let counted = Self.countedArgument(of: value.otherForm)
        let number = counted <= arguments.count ? arguments[counted - 1].number : nil
        let top = value.form(device: device, locale: locale, number: number)
        return expand(top, locale: locale, device: device, arguments: arguments, depth: 0)
    }

    /// Whether a form of the string, or of one of its variables, is chosen by a number's plural category.
    public var variesByPlural: Bool {
        value.variesByPlural || substitutions.values.contains { $0.forms.variesByPlural }
    }

    /// The argument a top-level plural counts: the first numeric directive's, else 1.
    static func countedArgument(of format: String) -> Int {
        FormatString(format).specifiers.first { $0.kind != .object }?.argument ?? 1
    }

    private func expand(
        _ format: String, locale: String, device: DeviceClass, arguments: [FormatArgument],
        depth: Int
    ) -> String {
        var out = ""
        var next = 1
        for token in VariableScanner.tokens(format) {
            switch token {
            case .text(let text): out += text
            case .directive(let text, let position):
                let index = position ?? next
                if position == nil { next += 1 }
                out += VariableScanner.positional(text, argument: index)
            case .variable(let name, let position, _):
                let index = substitutions[name]?.argument ?? position ?? next
                if position == nil { next += 1 }
                guard let substitution = substitutions[name], depth < 4 else { continue }  // no rule: left out
                let number = index <= arguments.count ? arguments[index - 1].number : nil
                var form = substitution.forms.form(device: device, locale: locale, number: number)
                form = form.replacingArg(with: "%\(index)$\(substitution.specifier)")
                form = VariableScanner.bind(form, to: index)
                out += expand(form, locale: locale, device: device, arguments: arguments, depth: depth + 1)
            }
        }
        return out
    }
}

extension String {
    /// Whether `%arg` occurs (a scan of the UTF-8 bytes, no allocation).
    var containsArg: Bool {
        var copy = self
        return copy.withUTF8 { bytes in
            guard bytes.count >= 4 else { return false }
            for i in 0...(bytes.count - 4) where bytes[i] == UInt8(ascii: "%") {
                if bytes[i + 1] == UInt8(ascii: "a"), bytes[i + 2] == UInt8(ascii: "r"),
                    bytes[i + 3] == UInt8(ascii: "g")
                {
                    return true
                }
            }
            return false
        }
    }

    /// `%arg` (String Catalogs' placeholder for a substitution's argument) replaced.
    package func replacingArg(with directive: String) -> String {
        guard containsArg else { return self }
        let bytes = Array(utf8)
        let pattern: [UInt8] = Array("%arg".utf8)
        guard bytes.count >= 4 else { return self }
        var out: [UInt8] = []
        var i = 0
        var replaced = false
        while i < bytes.count {
            if bytes[i] == pattern[0], i + 4 <= bytes.count, bytes[(i + 1)..<(i + 4)].elementsEqual(pattern[1...]) {
                out += directive.utf8
                i += 4
                replaced = true
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return replaced ? String(decoding: out, as: UTF8.self) : self
    }
}
