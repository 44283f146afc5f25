/// What the fonts a renderer draws with have: asked by whoever loads a theme, so that a family,
/// a weight or a character the fonts lack is a warning instead of a silent fallback.
public protocol FontCatalog: Sendable {
    /// Which fonts these are (what a warning names).
    var source: FontSource { get }
    /// How `font` is drawn otherwise than asked, or `nil` when the fonts have it as asked.
    func fallback(for font: FontSpec) -> FontFallback?
    /// The characters of `text` that no font can draw, each once, in the order they come
    /// (characters that are never drawn, as line breaks and joiners, are not counted).
    func undrawable(in text: String) -> [Unicode.Scalar]
}

/// How a font request is drawn when the fonts do not have it.
public enum FontFallback: Hashable, Sendable, CustomStringConvertible {
    /// No family of that name among `fonts`: `drawn` stands in.
    case family(requested: String, drawn: String, fonts: FontSource)
    /// The family lacks the weight among `fonts`; it has `available` (OpenType weights, ascending).
    case weight(family: String, requested: FontWeight, available: [Int], fonts: FontSource)

    /// `"SF Pro" is not among the pinned fonts; Inter is drawn instead`,
    /// `"DejaVu Sans" has no light (300) face among the pinned fonts, only 400, 700; the nearest is drawn`.
    public var description: String {
        switch self {
        case .family(let requested, let drawn, let fonts):
            "\"\(requested)\" is not among \(fonts.fontsName); \(drawn) is drawn instead"
        case .weight(let family, let requested, let available, let fonts):
            "\"\(family)\" has no \(requested.rawValue) (\(requested.numericValue)) face among \(fonts.fontsName), only "
                + available.map(String.init).joined(separator: ", ") + "; the nearest is drawn"
        }
    }
}
