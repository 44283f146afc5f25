import ToastCore

/// A font a theme's table asks for (its keys over the default of that key), and where.
struct FontRequest: Sendable {
    var font: FontSpec
    /// The font table's key path (`kinds.saved.style.font`).
    var path: KeyPath
    /// Whether the table names the family (else it names only the weight).
    var namesFamily: Bool
    var line: Int?
}

/// A text a theme draws (a kind's message, title, action title) in one locale, and where it is set.
struct DrawnText: Sendable {
    var text: String
    /// The locale of a localized text; `nil` for a literal.
    var locale: String?
    var path: KeyPath
    var line: Int?
}

extension LoadedTheme {
    /// Warnings for what the fonts of `catalog` would draw otherwise than the theme asks, each at
    /// the theme's line for its key: a family they do not have, a weight the family lacks, a
    /// character of a kind's text no font has (in each locale).
    /// - Parameter catalog: the fonts the theme is drawn with (`FontSet.pinned()` for pictures,
    ///   `FontSet.of(fontSource)` for the host that draws it live).
    /// - Returns: the warnings, in source order; none when everything is drawn as asked.
    public func fontWarnings(_ catalog: any FontCatalog) -> [Diagnostic] {
        var warnings: [(Diagnostic, order: Int)] = []
        func warn(_ path: KeyPath, line: Int?, _ message: String) {
            warnings.append(
                (Diagnostic(.warning, file: file, line: line, path: path, message: message), warnings.count))
        }
        for request in fontRequests {
            guard let fallback = catalog.fallback(for: request.font) else { continue }
            switch fallback {
            case .family:
                warn(request.path.appending("family"), line: request.line, fallback.description)
            case .weight:
                warn(request.path.appending("weight"), line: request.line, fallback.description)
            }
        }
        var reported = Set<String>()
        for text in drawnTexts {
            let missing = catalog.undrawable(in: text.text)
            guard !missing.isEmpty else { continue }
            let names =
                missing.prefix(8).map(Self.codePoint).joined(separator: ", ")
                + (missing.count > 8 ? " and \(missing.count - 8) more" : "")
            let whose = text.locale.map { "the '\($0)' text" } ?? "the text"
            let message =
                "\(whose) has \(missing.count == 1 ? "a character" : "characters") no \(catalog.source.rawValue) font can draw "
                + "(\(names)); \(missing.count == 1 ? "it is drawn as a box" : "they are drawn as boxes")"
            guard reported.insert("\(text.path) \(message)").inserted else { continue }
            warn(text.path, line: text.line, message)
        }
        return warnings.sorted { ($0.0.line ?? 0, $0.order) < ($1.0.line ?? 0, $1.order) }.map(\.0)
    }

    /// ``fontWarnings(_:)`` against the fonts of the theme's ``fontSource`` from `fonts`; none
    /// when there is no `fonts` or it has no such fonts (rendering says why).
    package func fontWarnings(from fonts: ((FontSource) -> (any FontCatalog)?)?) -> [Diagnostic] {
        fonts?(fontSource).map(fontWarnings) ?? []
    }

    /// Which fonts a live host draws the theme with (its `notifications.fonts`; pictures are
    /// always drawn with the pinned fonts).
    public var fontSource: FontSource { theme.notifications.fonts }

    /// `U+1F9FF`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
