/// How a stretch of rich text is drawn: the markup subset's bold, italic, underline,
/// strikethrough, code (the pinned monospace font), a colour, and the link it belongs to.
public struct TextAttributes: Sendable, Hashable {
    /// `<b>`: the bold weight of the run's font.
    public var bold: Bool
    /// `<i>`: the italic style.
    public var italic: Bool
    /// `<u>` (and every link): a single underline.
    public var underline: Bool
    /// `<s>`: a line through the text.
    public var strikethrough: Bool
    /// `<code>`: the pinned monospace family at the run's size.
    public var code: Bool
    /// `<span color="…">` (a link's colour once laid out), or `nil` for the run's colour.
    public var color: Color?
    /// `<a href="…">`: the position of the link in ``StyledText/links`` (0-based), or `nil`.
    public var link: Int?

    /// Creates attributes; every setting defaults to none (plain text).
    public init(
        bold: Bool = false, italic: Bool = false, underline: Bool = false, strikethrough: Bool = false,
        code: Bool = false, color: Color? = nil, link: Int? = nil
    ) {
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.code = code
        self.color = color
        self.link = link
    }

    /// Whether these attributes change nothing (plain text needs no span).
    public var isPlain: Bool { self == TextAttributes() }
}

/// A stretch of rich text with its attributes: `range` counts UTF-8 bytes of
/// ``StyledText/text`` (the offsets Pango's attributes and index-to-position use).
public struct TextSpan: Sendable, Hashable {
    /// The bytes of the visible text the attributes cover.
    public var range: Range<Int>
    /// How they are drawn.
    public var attributes: TextAttributes

    /// Creates a span.
    public init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.attributes = attributes
    }
}

/// Text as it is drawn: the visible characters (tags gone, entities decoded) and the spans that
/// style parts of it, ascending and never overlapping; text outside every span is plain. What
/// ``MarkupParser`` makes of a title or message whose style has `markup` on, and what a plain
/// text is as one span-less value.
public struct StyledText: Sendable, Hashable {
    /// The visible text.
    public var text: String
    /// The styled stretches, ascending, not overlapping (plain stretches have none).
    public var spans: [TextSpan]
    /// The links' targets in reading order (`<a href>`); spans name them by position. Data only:
    /// Tartine never opens them.
    public var links: [String]

    /// Creates styled text.
    public init(text: String, spans: [TextSpan] = [], links: [String] = []) {
        self.text = text
        self.spans = spans
        self.links = links
    }

    /// `text` drawn as written: no spans, no links.
    public init(plain text: String) {
        self.init(text: text)
    }

    /// Whether nothing in the text is styled.
    public var isPlain: Bool { spans.isEmpty }

    /// The UTF-8 ranges of the link at `index` (0-based), in order (a link is one span unless a
    /// tag inside it splits it).
    public func ranges(ofLink index: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for span in spans where span.attributes.link == index {
            if let last = ranges.last, last.upperBound == span.range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<span.range.upperBound
            } else {
                ranges.append(span.range)
            }
        }
        return ranges
    }

    /// The text cut to at most `limit` UTF-8 bytes as ``TextLimits/drawn(_:limit:)`` cuts it
    /// (whole characters, then "…"), its spans clamped to what is kept and links whose every
    /// span was cut dropped from the spans (their targets stay, so positions keep their meaning).
    public func cut(toBytes limit: Int) -> StyledText {
        guard text.utf8.count > limit else { return self }
        let cutText = TextLimits.drawn(text, limit: limit)
        let kept = cutText.utf8.count - 3
        let spans = self.spans.compactMap { span -> TextSpan? in
            let upper = min(span.range.upperBound, kept)
            guard span.range.lowerBound < upper else { return nil }
            return TextSpan(range: span.range.lowerBound..<upper, attributes: span.attributes)
        }
        return StyledText(text: cutText, spans: spans, links: links)
    }
}
