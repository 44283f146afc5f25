import ToastCore

/// Warnings about a kind's message that would be drawn other than meant. A text that no string
/// table has, but that was meant as a key (`notes.saveed` when
/// `notes.saved` exists): drawn as written, it would show the raw key. The rule, as the theme
/// reference states it: only when the theme has strings, and only for a text without spaces that
/// looks like a key (letters, digits, `_`, `-` and a `.` inside, as `notes.saved`) or that is
/// near a key (`saevd` for `saved`). Text with a space is text, and so is any text of a theme
/// without strings.
enum MessageChecks {
    /// Every key of every table, sorted (the candidates of a suggestion, in a stable order).
    static func keys(of tables: [String: [String: String]]) -> [String] {
        var keys = Set<String>()
        for table in tables.values { keys.formUnion(table.keys) }
        return keys.sorted()
    }

    /// A text taken for a misspelt key, with the nearest key if one is close.
    struct Misspelling {
        var near: String?
    }

    /// Whether `value` (no key of `keys`) was likely meant as a key; nil when it is plain text.
    static func misspelling(_ value: String, in keys: [String]) -> Misspelling? {
        guard !keys.isEmpty, !value.isEmpty, !value.contains(where: \.isWhitespace) else { return nil }
        let near = Suggestion.closest(to: value, in: keys)
        guard near != nil || looksLikeKey(value) else { return nil }
        return Misspelling(near: near)
    }

    /// `notes.saved`, `toast.undo_title`: ASCII letters, digits, `_` and `-`, with a `.` that is
    /// neither first nor last.
    static func looksLikeKey(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "."), last != UInt8(ascii: ".")
        else { return false }
        var dot = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "."): dot = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                continue
            default: return false
            }
        }
        return dot
    }

    /// `'notes.saveed' is no key of the theme's strings; it is drawn as written. Did you mean 'notes.saved'?`
    static func warning(_ value: String, near: String?) -> String {
        "'\(value)' is no key of the theme's strings; it is drawn as written"
            + (near.map { ". " + Suggestion.sentence($0) } ?? "")
    }

    /// `'notes.deleted' (en): its plural form is chosen by a count that is not given; the 'other'
    /// form is drawn. Give the message's arguments in order (--arg 3)`.
    static func argumentsWarning(_ text: String, locale: String, problems: [String], how: String) -> String {
        "'\(text)' (\(locale)): " + problems.joined(separator: "; ")
            + ". Give the message's arguments in order (\(how))"
    }
}

extension LoadedTheme {
    /// Warnings for drawing `kinds` with `arguments` (and `message` in place of each kind's
    /// own): a `%` directive without its argument, a plural without its count, an argument a
    /// directive cannot show. Each is at the line of the kind's message, naming its key.
    /// - Parameters:
    ///   - kinds: the kinds drawn.
    ///   - message: text shown in place of the kinds' messages (`tartine render --message`).
    ///   - arguments: the message's arguments, in order.
    ///   - context: the locale and device the message is resolved for.
    ///   - how: how the command takes arguments, for the advice (`--arg VALUE`).
    /// - Returns: one warning per kind whose message would be drawn other than formatted.
    public func argumentWarnings(
        kinds: [String], message: String? = nil, arguments: [FormatArgument], context: ResolutionContext, how: String
    ) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for id in kinds {
            guard let kind = theme.kind(id) else { continue }
            let text = message.map(ToastText.literal) ?? kind.message
            let problems = theme.strings.formatProblems(
                text, locale: context.locale, arguments: arguments, device: context.device)
            guard !problems.isEmpty else { continue }
            let written: String
            switch text {
            case .literal(let value): written = value
            case .localized(let key): written = key
            }
            let at = KeyPath().appending("kinds").appending(id)
            let drawn = drawnTexts.first { $0.path == at.appending("message") || $0.path == at }
            warnings.append(
                Diagnostic(
                    .warning, file: message == nil ? file : "--message", line: message == nil ? drawn?.line : nil,
                    path: message == nil ? (drawn?.path ?? at) : .root,
                    message: MessageChecks.argumentsWarning(
                        written, locale: context.locale, problems: problems, how: how)))
        }
        return warnings
    }
}
