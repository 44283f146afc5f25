import ToastCore

/// Warnings about strings that would be drawn wrong: a `%` directive Tartine cannot format, a
/// translation whose directives differ from the development language's (so its arguments
/// would not fit), a `%#@variable@` without a rule, and plural or device forms missing.
struct StringChecks {
    let tables: StringTables
    let development: String

    func warnings() -> [Diagnostic] {
        var found: [(locale: String, key: String, diagnostic: Diagnostic)] = []
        // The development language's signatures, as its own pass finds them (a variable without
        // a rule left out, as it is drawn): every other locale compares with these.
        var sourceSignatures: [String: Signature] = [:]
        // The development language first (the warnings are sorted by locale in the end).
        var locales = tables.tables.keys.sorted()
        if let index = locales.firstIndex(of: development) { locales.insert(locales.remove(at: index), at: 0) }
        for locale in locales {
            guard let table = tables.tables[locale] else { continue }
            let categories = PluralRules.categories(locale: locale)
            let isDevelopment = locale == development
            // Looked up once per locale, not once per key.
            let origins = tables.origins[locale] ?? [:]
            let entries = tables.entries[locale] ?? [:]
            for (key, plain) in table {
                guard let origin = origins[key] else { continue }  // the theme's own strings
                func warn(_ message: String, _ group: String) {
                    found.append(
                        (
                            locale, key,
                            Diagnostic(
                                .warning, file: origin.file, line: origin.line, path: .root,
                                message: "'\(key)' (\(locale)): \(message)", group: group)
                        ))
                }
                let entry = entries[key]
                var signature = Signature()
                Self.forEachFormat(of: entry, plain: plain) { format in
                    let hasVariables =
                        format.utf8.withContiguousStorageIfAvailable {
                            $0.contains(UInt8(ascii: "#"))
                        } ?? format.utf8.contains(UInt8(ascii: "#"))
                    FormatString.forEachUse(of: hasVariables ? Self.withoutVariables(format) : format) { use in
                        switch use {
                        case .argument(let argument, let kind): signature.set(argument, kind)
                        case .invalid(let directive):
                            warn(
                                "'\(directive)' is not a format directive; it is left out", "format directive problems")
                        }
                    }
                    guard hasVariables else { return }
                    for name in Self.variables(in: format) where entry?.substitutions[name] == nil {
                        warn("variable '\(name)' has no rule; it is left out", "format directive problems")
                    }
                }
                if let entry {
                    if !entry.substitutions.isEmpty { signature = expandedSignature(entry, locale: locale) }
                    formProblems(entry.value, categories, what: "").forEach {
                        warn($0, "missing plural or device forms")
                    }
                    for (name, substitution) in entry.substitutions.sorted(by: { $0.key < $1.key }) {
                        formProblems(substitution.forms, categories, what: " of '\(name)'").forEach {
                            warn($0, "missing plural or device forms")
                        }
                    }
                }
                if isDevelopment {
                    sourceSignatures[key] = signature
                    continue
                }
                if let source = sourceSignatures[key], source != signature {
                    warn(mismatch(source: source, translated: signature), "format directive problems")
                }
            }
        }
        // In locale and key order; a string's own warnings keep the order they were found in.
        return found.enumerated().sorted { a, b in
            (a.element.locale, a.element.key, a.offset) < (b.element.locale, b.element.key, b.offset)
        }.map(\.element.diagnostic)
    }

    /// The arguments a string's directives read: the kind each argument number is read as (the
    /// last directive naming a number wins, as when formatting).
    struct Signature: Equatable {
        /// Arguments 1 to 32, two bits each (0: not read, else the kind's code): strings read
        /// few arguments, and a check makes a signature for every string.
        private var small: UInt64 = 0
        /// Arguments past 32, by number, ascending.
        private var large: [(argument: Int, kind: FormatSpecifier.Kind)] = []

        private static let smallLimit = 32

        mutating func set(_ argument: Int, _ kind: FormatSpecifier.Kind) {
            if argument <= Self.smallLimit {
                let shift = UInt64(argument - 1) * 2
                small = small & ~(3 << shift) | Self.code(kind) << shift
                return
            }
            var index = large.count
            while index > 0, large[index - 1].argument >= argument { index -= 1 }
            if index < large.count, large[index].argument == argument {
                large[index].kind = kind
            } else {
                large.insert((argument, kind), at: index)
            }
        }

        static func == (a: Signature, b: Signature) -> Bool {
            a.small == b.small
                && a.large.elementsEqual(b.large) { $0.argument == $1.argument && $0.kind == $1.kind }
        }

        /// `1: integer, 2: object`, or `no arguments`.
        func described(_ name: (FormatSpecifier.Kind) -> String) -> String {
            var kinds: [(argument: Int, kind: FormatSpecifier.Kind)] = []
            for argument in 1...Self.smallLimit {
                if let kind = Self.kind(small >> (UInt64(argument - 1) * 2) & 3) { kinds.append((argument, kind)) }
            }
            kinds += large
            return kinds.isEmpty
                ? "no arguments" : kinds.map { "\($0.argument): \(name($0.kind))" }.joined(separator: ", ")
        }

        private static func code(_ kind: FormatSpecifier.Kind) -> UInt64 {
            switch kind {
            case .integer: 1
            case .floatingPoint: 2
            case .object: 3
            }
        }

        private static func kind(_ code: UInt64) -> FormatSpecifier.Kind? {
            switch code {
            case 1: .integer
            case 2: .floatingPoint
            case 3: .object
            default: nil
            }
        }
    }

    private func expandedSignature(_ entry: LocalizedEntry, locale: String) -> Signature {
        var result = Signature()
        let format = entry.format(locale: locale, device: .iphone, arguments: [])
        for case .specifier(let spec) in FormatString.directives(of: format).parts {
            result.set(spec.argument, spec.kind)
        }
        return result
    }

    private func mismatch(source: Signature, translated: Signature) -> String {
        "its directives (\(translated.described(name))) differ from '\(development)' (\(source.described(name))); "
            + "arguments would not fit"
    }

    /// Calls `body` with every form's text (or the plain text), in a fixed order.
    private static func forEachFormat(of entry: LocalizedEntry?, plain: String, _ body: (String) -> Void) {
        guard let entry else { return body(plain) }
        forEachText(of: entry.value, body)
        for substitution in entry.substitutions.values { forEachText(of: substitution.forms, body) }
    }

    private static func forEachText(of value: LocalizedValue, _ body: (String) -> Void) {
        switch value {
        case .text(let text): body(text.replacingOccurrencesOfArg)
        case .plural(let forms):
            // In CLDR order: sorting the few forms costs less than looking each category up.
            for (_, form) in forms.sorted(by: { $0.key < $1.key }) { forEachText(of: form, body) }
        case .device(let forms):
            for device in DeviceClass.allCases { if let form = forms[device] { forEachText(of: form, body) } }
        }
    }

    /// The format with its `%#@variables@` taken out (their forms are checked on their own).
    private static func withoutVariables(_ format: String) -> String {
        VariableScanner.tokens(format).map { token in
            switch token {
            case .text(let text): text
            case .directive(let text, _): text
            case .variable: ""
            }
        }.joined()
    }

    private static func variables(in format: String) -> [String] {
        VariableScanner.tokens(format).compactMap { if case .variable(let name, _, _) = $0 { name } else { nil } }
    }

    private func formProblems(_ value: LocalizedValue, _ categories: [PluralCategory], what: String) -> [String] {
        switch value {
        case .text: return []
        case .plural(let forms):
            let missing = categories.filter { forms[$0] == nil }
            var out =
                missing.isEmpty
                ? []
                : [
                    "no plural form\(missing.count > 1 ? "s" : "") \(missing.map { "'\($0.rawValue)'" }.joined(separator: ", "))\(what); "
                        + (forms[.other] == nil ? "another form is drawn" : "the 'other' form is drawn")
                ]
            for form in forms.values { out += formProblems(form, categories, what: what) }
            return out
        case .device(let forms):
            var out: [String] = []
            if forms[.other] == nil {
                let missing = DeviceClass.allCases.filter { $0 != .other && forms[$0] == nil }
                if !missing.isEmpty {
                    out.append(
                        "no device form for \(missing.map(\.rawValue).joined(separator: ", ")) and no 'other'\(what); "
                            + "the '\(DeviceClass.allCases.first { forms[$0] != nil }?.rawValue ?? "")' form is drawn there"
                    )
                }
            }
            for form in forms.values { out += formProblems(form, categories, what: what) }
            return out
        }
    }

    private func name(_ kind: FormatSpecifier.Kind) -> String {
        switch kind {
        case .integer: "integer"
        case .floatingPoint: "number"
        case .object: "object"
        }
    }

}

extension String {
    /// `%arg` as a directive, so forms of a catalog substitution parse.
    var replacingOccurrencesOfArg: String { replacingArg(with: "%lld") }
}
