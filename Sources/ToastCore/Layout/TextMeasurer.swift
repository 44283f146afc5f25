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
        let lineHeight = font.size * 1.25
        var lines: [Double] = []
        var current = 0.0
        var word = 0.0
        func advance(_ c: Character) -> Double { Self.isWide(c) ? font.size : font.size / 2 }
        func flushWord() {
            if current > 0 && current + word > maxWidth {
                lines.append(current)
                current = 0
            }
            current += word
            word = 0
        }
        for c in text {
            if c == "\n" {
                flushWord()
                lines.append(current)
                current = 0
            } else if c == " " {
                flushWord()
                if current > 0 { current += advance(c) }
            } else {
                let w = advance(c)
                if word + w > maxWidth && word > 0 && current == 0 {
                    lines.append(word)
                    word = 0
                }
                word += w
            }
        }
        flushWord()
        lines.append(current)
        let limit = maxLines > 0 ? maxLines : lines.count
        let shown = lines.prefix(limit)
        let width = min(shown.max() ?? 0, maxWidth)
        return TextMeasurement(
            size: Size(width: width, height: Double(shown.count) * lineHeight),
            lineCount: shown.count, isTruncated: lines.count > limit)
    }

    private static func isWide(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first?.value else { return false }
        return (0x1100...0x11FF).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFF00...0xFF60).contains(scalar) || scalar >= 0x1F300 || (0x2600...0x27BF).contains(scalar)
    }
}
