/// The bounds of the markup subset (``MarkupParser``): text past any of them is not rich text
/// (a theme's check reports it; at run time the text is drawn literally). Listed in
/// `docs/limits.md`.
public enum MarkupLimits {
    /// UTF-8 bytes of markup source (tags and entities included) in one title or message; the
    /// visible text is then cut to ``TextLimits/drawnText`` bytes like plain text.
    public static let source = 16_384
    /// Tags open inside one another.
    public static let depth = 16
    /// Styled spans in one text.
    public static let spans = 256
    /// Links in one text.
    public static let links = 16
    /// UTF-8 bytes of one link's `href`.
    public static let href = 2_048
    /// UTF-8 bytes of a `<span color="…">` value.
    public static let color = 64
    /// UTF-8 bytes of a tag, `<` to `>` (a longer one is not a tag: its `<` is shown as written).
    public static let tag = 4_096
    /// UTF-8 bytes of an entity, `&` to `;` (`&#x10FFFF;` is 10).
    public static let entity = 12
}
