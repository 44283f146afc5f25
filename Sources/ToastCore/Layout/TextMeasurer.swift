/// The size of a piece of text once wrapped.
public struct TextMeasurement: Sendable, Hashable {
    /// The size of the text as drawn.
    public var size: Size
    /// How many lines the text took.
    public var lineCount: Int
    /// Whether the text needed more than the allowed lines and was cut with an ellipsis.
    public var isTruncated: Bool

    /// Creates a measurement.
    public init(size: Size, lineCount: Int, isTruncated: Bool) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }
}

/// Measures wrapped text. The renderer implements it with Pango so that layout and drawing
/// agree; the core stays free of font libraries.
public protocol TextMeasurer: Sendable {
    /// Measures `text` set in `font`, wrapped at `maxWidth` and cut after `maxLines` lines.
    /// - Parameters:
    ///   - text: the text to measure.
    ///   - font: the font to set it in.
    ///   - maxWidth: the width to wrap at, in points.
    ///   - maxLines: the most lines before an ellipsis (0 for no limit).
    /// - Returns: the size of the text as drawn (at most `maxWidth` wide).
    func measure(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int) -> TextMeasurement

    /// Measures rich text (bold and code runs may be wider) as ``measure(_:font:maxWidth:maxLines:)``.
    func measure(_ text: StyledText, font: FontSpec, maxWidth: Double, maxLines: Int) -> TextMeasurement

    /// The rectangles the UTF-8 bytes `range` of `text` cover once set in a box `width` wide
    /// with `alignment` (one per line they are on, relative to the box's top-left corner; lines
    /// past the limit have none): where a link is, so that it can be tapped.
    func rectangles(
        of range: Range<Int>, in text: StyledText, font: FontSpec, width: Double, maxLines: Int,
        alignment: PhysicalAlignment
    ) -> [Rect]
}

extension TextMeasurer {
    /// The plain text's measure: a measurer whose runs all have the same widths.
    public func measure(_ text: StyledText, font: FontSpec, maxWidth: Double, maxLines: Int) -> TextMeasurement {
        measure(text.text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }

    /// No rectangles: a measurer that cannot place characters gives links no touch area.
    public func rectangles(
        of range: Range<Int>, in text: StyledText, font: FontSpec, width: Double, maxLines: Int,
        alignment: PhysicalAlignment
    ) -> [Rect] { [] }
}

/// A deterministic measurer for tests and tools without fonts: every character is half the
/// font size wide (a full size for East Asian characters and emoji), lines are 1.25 × the size
/// tall, and words wrap greedily at spaces (long words break anywhere).
public struct MonospaceMeasurer: TextMeasurer {
    /// Creates the measurer (it has no settings).
    public init() {}

    /// Measures `text` with the fixed advances described above.
    /// - Parameters:
    ///   - text: the text to measure.
    ///   - font: only its size is used.
    ///   - maxWidth: the width to wrap at, in points.
    ///   - maxLines: the most lines before the text is cut (0 for no limit).
    /// - Returns: the size, the line count and whether the text was cut.
    public func measure(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int) -> TextMeasurement {
        let lines = Self.lines(text, size: font.size, maxWidth: maxWidth)
        let limit = maxLines > 0 ? maxLines : lines.count
        let shown = lines.prefix(limit)
        let width = min(shown.map(\.width).max() ?? 0, maxWidth)
        return TextMeasurement(
            size: Size(width: width, height: Double(shown.count) * font.size * 1.25),
            lineCount: shown.count, isTruncated: lines.count > limit)
    }

    /// The rectangles of the characters that start in `range`, one per line, with the same
    /// advances and wrapping as the measure; each line placed in `width` by `alignment`.
    /// - Parameters:
    ///   - range: UTF-8 offsets in `text.text`.
    ///   - text: the text (its spans do not change widths here).
    ///   - font: only its size is used.
    ///   - width: the box's width, the wrap width.
    ///   - maxLines: lines past this have no rectangles (0 for no limit).
    ///   - alignment: how each line sits in the box.
    /// - Returns: the rectangles, top to bottom, relative to the box.
    public func rectangles(
        of range: Range<Int>, in text: StyledText, font: FontSpec, width: Double, maxLines: Int,
        alignment: PhysicalAlignment
    ) -> [Rect] {
        let lines = Self.lines(text.text, size: font.size, maxWidth: width)
        let lineHeight = font.size * 1.25
        var rects: [Rect] = []
        for (index, line) in lines.enumerated() where maxLines == 0 || index < maxLines {
            let inside = line.glyphs.filter { range.contains($0.offset) }
            guard let first = inside.first, let last = inside.last else { continue }
            let shift: Double
            switch alignment {
            case .left: shift = 0
            case .center: shift = (width - line.width) / 2
            case .right: shift = width - line.width
            }
            rects.append(
                Rect(
                    x: shift + first.x, y: Double(index) * lineHeight, width: last.x + last.width - first.x,
                    height: lineHeight))
        }
        return rects
    }

    /// A character placed on a line: its UTF-8 offset in the text, where it starts and how wide it is.
    struct Glyph {
        var offset: Int
        var x: Double
        var width: Double
    }

    /// One wrapped line: its width (a trailing space counted, within the line) and its characters.
    struct Line {
        var width: Double
        var glyphs: [Glyph]
    }

    /// `text` wrapped greedily at spaces (a space that starts a line takes no room, one that ends
    /// it no more than the room left; a word longer than the line breaks anywhere), each
    /// character with its place.
    static func lines(_ text: String, size: Double, maxWidth: Double) -> [Line] {
        var lines: [Line] = []
        var current = Line(width: 0, glyphs: [])
        var word: [Glyph] = []
        var wordWidth = 0.0
        func advance(_ c: Character) -> Double { isWide(c) ? size : size / 2 }
        func place(_ glyphs: [Glyph]) {
            for glyph in glyphs {
                current.glyphs.append(Glyph(offset: glyph.offset, x: current.width + glyph.x, width: glyph.width))
            }
        }
        func flushWord() {
            if current.width > 0 && current.width + wordWidth > maxWidth {
                lines.append(current)
                current = Line(width: 0, glyphs: [])
            }
            place(word)
            current.width += wordWidth
            word = []
            wordWidth = 0
        }
        var offset = 0
        for c in text {
            defer { offset += c.utf8.count }
            if c == "\n" {
                flushWord()
                lines.append(current)
                current = Line(width: 0, glyphs: [])
            } else if c == " " {
                flushWord()
                if current.width > 0 {
                    // A space hangs at the line's end: it takes no more than the room left.
                    let w = min(advance(c), max(maxWidth - current.width, 0))
                    current.glyphs.append(Glyph(offset: offset, x: current.width, width: w))
                    current.width += w
                }
            } else {
                let w = advance(c)
                if wordWidth + w > maxWidth && wordWidth > 0 {
                    // A word longer than the line: it starts a line of its own and breaks there.
                    if current.width > 0 {
                        lines.append(current)
                        current = Line(width: 0, glyphs: [])
                    }
                    place(word)
                    current.width = wordWidth
                    lines.append(current)
                    current = Line(width: 0, glyphs: [])
                    word = []
                    wordWidth = 0
                }
                word.append(Glyph(offset: offset, x: wordWidth, width: w))
                wordWidth += w
            }
        }
        flushWord()
        lines.append(current)
        return lines
    }

    private static func isWide(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first?.value else { return false }
        return (0x1100...0x11FF).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFF00...0xFF60).contains(scalar) || scalar >= 0x1F300 || (0x2600...0x27BF).contains(scalar)
    }
}
