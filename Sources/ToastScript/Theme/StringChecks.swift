import ToastCore

/// Warnings about strings that would be drawn wrong: a `%` directive Tartine cannot format, a
/// translation whose directives differ from the development language's (so its arguments
/// would not fit), a `%#@variable@` without a rule, and plural or device forms missing.
struct StringChecks {
    let tables: StringTables
    let development: String

    func warnings() -> [Diagnostic] {
        var out: [Diagnostic] = []
        for locale in tables.tables.keys.sorted() {
            guard let table = tables.tables[locale] else { continue }
            for key in table.keys.sorted() {
                guard let origin = tables.origins[locale]?[key] else { continue }   // the theme's own strings
                func warn(_ message: String, _ group: String) {
                    out.append(Diagnostic(.warning, file: origin.file, line: origin.line, path: .root,
                                          message: "'\(key)' (\(locale)): \(message)", group: group))
                }
                let entry = tables.entries[locale]?[key]
                for format in formats(of: entry, plain: table[key] ?? "") {
                    for directive in FormatString(format).invalid {
                        warn("'\(directive)' is not a format directive; it is left out", "format directive problems")
                    }
                    for name in variables(in: format) where entry?.substitutions[name] == nil {
                        warn("variable '\(name)' has no rule; it is left out", "format directive problems")
                    }
                }
                if let entry { formProblems(entry.value, locale: locale, what: "").forEach { warn($0, "missing plural or device forms") } }
                if let entry {
                    for (name, substitution) in entry.substitutions.sorted(by: { $0.key < $1.key }) {
                        formProblems(substitution.forms, locale: locale, what: " of '\(name)'").forEach { warn($0, "missing plural or device forms") }
                    }
                }
                if locale != development, let mismatch = mismatch(key: key, locale: locale) {
                    warn(mismatch, "format directive problems")
                }
            }
        }
        return out
    }

    /// Every form's text (or the plain text).
    private func formats(of entry: LocalizedEntry?, plain: String) -> [String] {
        guard let entry else { return [plain] }
        var out = texts(of: entry.value)
        for substitution in entry.substitutions.values { out += texts(of: substitution.forms) }
        return out
    }

    private func texts(of value: LocalizedValue) -> [String] {
        switch value {
        case .text(let text): [text.replacingOccurrencesOfArg]
        case .plural(let forms): forms.keys.sorted().flatMap { texts(of: forms[$0]!) }
        case .device(let forms): DeviceClass.allCases.compactMap { forms[$0] }.flatMap(texts)
        }
    }

    private func variables(in format: String) -> [String] {
        VariableScanner.tokens(format).compactMap { if case .variable(let name, _, _) = $0 { name } else { nil } }
    }

    private func formProblems(_ value: LocalizedValue, locale: String, what: String) -> [String] {
        switch value {
        case .text: return []
        case .plural(let forms):
            let missing = PluralRules.categories(locale: locale).filter { forms[$0] == nil }
            var out = missing.isEmpty ? [] : ["no plural form\(missing.count > 1 ? "s" : "") \(missing.map { "'\($0.rawValue)'" }.joined(separator: ", "))\(what); "
                + (forms[.other] == nil ? "another form is drawn" : "the 'other' form is drawn")]
            for form in forms.values { out += formProblems(form, locale: locale, what: what) }
            return out
        case .device(let forms):
            var out: [String] = []
            if forms[.other] == nil {
                let missing = DeviceClass.allCases.filter { $0 != .other && forms[$0] == nil }
                if !missing.isEmpty {
                    out.append("no device form for \(missing.map(\.rawValue).joined(separator: ", ")) and no 'other'\(what); "
                        + "the '\(DeviceClass.allCases.first { forms[$0] != nil }?.rawValue ?? "")' form is drawn there")
                }
            }
            for form in forms.values { out += formProblems(form, locale: locale, what: what) }
            return out
        }
    }

    /// The directives of a translation against the development language's, argument by argument.
    private func mismatch(key: String, locale: String) -> String? {
        guard let source = signature(key: key, locale: development), let translated = signature(key: key, locale: locale),
            source != translated
        else { return nil }
        func describe(_ s: [Int: FormatSpecifier.Kind]) -> String {
            s.isEmpty ? "no arguments" : s.keys.sorted().map { "\($0): \(name(s[$0]!))" }.joined(separator: ", ")
        }
        return "its directives (\(describe(translated))) differ from '\(development)' (\(describe(source))); arguments would not fit"
    }

    private func name(_ kind: FormatSpecifier.Kind) -> String {
        switch kind {
        case .integer: "integer"
        case .floatingPoint: "number"
        case .object: "object"
        }
    }

    /// Argument → what kind of value the string's directives read, over all its forms.
    private func signature(key: String, locale: String) -> [Int: FormatSpecifier.Kind]? {
        guard let plain = tables.tables[locale]?[key] else { return nil }
        let entry = tables.entries[locale]?[key]
        var result: [Int: FormatSpecifier.Kind] = [:]
        let format = (entry ?? LocalizedEntry(value: .text(plain))).format(locale: locale, device: .iphone, arguments: [])
        for spec in FormatString(format).specifiers { result[spec.argument] = spec.kind }
        return result
    }
}

extension String {
    /// `%arg` as a directive, so forms of a catalog substitution parse.
    var replacingOccurrencesOfArg: String { replacingArg(with: "%lld") }
}
