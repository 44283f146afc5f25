import ToastCore

/// Warnings about strings that would be drawn wrong: a `%` directive Tartine cannot format, a
/// translation whose directives differ from the development language's (so its arguments
/// would not fit), a `%#@variable@` without a rule, and plural or device forms missing.
struct StringChecks {
    let tables: StringTables
    let development: String

    func warnings() -> [Diagnostic] {
        var found: [(locale: String, key: String, diagnostic: Diagnostic)] = []
        var required: [String: [PluralCategory]] = [:]
        var sourceSignatures: [String: [Int: FormatSpecifier.Kind]] = [:]
        for locale in tables.tables.keys.sorted() {
            guard let table = tables.tables[locale] else { continue }
            let categories = required[locale] ?? PluralRules.categories(locale: locale)
            required[locale] = categories
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
                let forms = formats(of: entry, plain: plain)
                var signature: [Int: FormatSpecifier.Kind] = [:]
                for format in forms {
                    let hasVariables =
                        format.utf8.withContiguousStorageIfAvailable {
                            $0.contains(UInt8(ascii: "#"))
                        } ?? format.utf8.contains(UInt8(ascii: "#"))
                    let parsed = FormatString.directives(of: hasVariables ? withoutVariables(format) : format)
                    for directive in parsed.invalid {
                        warn("'\(directive)' is not a format directive; it is left out", "format directive problems")
                    }
                    for spec in parsed.specifiers { signature[spec.argument] = spec.kind }
                    guard hasVariables else { continue }
                    for name in variables(in: format) where entry?.substitutions[name] == nil {
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
                if locale == development {
                    sourceSignatures[key] = signature
                } else if let source = sourceSignatures[key] ?? self.signature(key: key) {
                    sourceSignatures[key] = source
                    if source != signature {
                        warn(mismatch(source: source, translated: signature), "format directive problems")
                    }
                }
            }
        }
        // In locale and key order; a string's own warnings keep the order they were found in.
        return found.enumerated().sorted { a, b in
            (a.element.locale, a.element.key, a.offset) < (b.element.locale, b.element.key, b.offset)
        }.map(\.element.diagnostic)
    }

    /// The development language's signature of `key`, for a locale sorted before it.
    private func signature(key: String) -> [Int: FormatSpecifier.Kind]? {
        guard let plain = tables.tables[development]?[key] else { return nil }
        let entry = tables.entries[development]?[key]
        if let entry, !entry.substitutions.isEmpty { return expandedSignature(entry, locale: development) }
        var result: [Int: FormatSpecifier.Kind] = [:]
        for format in formats(of: entry, plain: plain) {
            for spec in FormatString.directives(of: format).specifiers { result[spec.argument] = spec.kind }
        }
        return result
    }

    private func expandedSignature(_ entry: LocalizedEntry, locale: String) -> [Int: FormatSpecifier.Kind] {
        var result: [Int: FormatSpecifier.Kind] = [:]
        for spec in FormatString.directives(of: entry.format(locale: locale, device: .iphone, arguments: [])).specifiers
        {
            result[spec.argument] = spec.kind
        }
        return result
    }

    private func mismatch(source: [Int: FormatSpecifier.Kind], translated: [Int: FormatSpecifier.Kind]) -> String {
        func describe(_ s: [Int: FormatSpecifier.Kind]) -> String {
            s.isEmpty ? "no arguments" : s.keys.sorted().map { "\($0): \(name(s[$0]!))" }.joined(separator: ", ")
        }
        return
            "its directives (\(describe(translated))) differ from '\(development)' (\(describe(source))); arguments would not fit"
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

    /// The format with its `%#@variables@` taken out (their forms are checked on their own).
    private func withoutVariables(_ format: String) -> String {
        VariableScanner.tokens(format).map { token in
            switch token {
            case .text(let text): text
            case .directive(let text, _): text
            case .variable: ""
            }
        }.joined()
    }

    private func variables(in format: String) -> [String] {
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
