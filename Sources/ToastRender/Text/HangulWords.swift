/// The words of Korean text, which lines break between and not inside, as iOS sets Hangul
/// (`NSParagraphStyle.LineBreakStrategy.hangulWordPriority`, on by default for UIKit's labels):
/// Pango's line breaking (UAX #14) allows a break between any two Hangul syllables, as between
/// Chinese characters.
enum HangulWords {
    /// The UTF-8 ranges in `text` of its words that hold Hangul: each a run of characters that
    /// are not white space (a line separator is white space) with at least one Hangul syllable
    /// or jamo. Chinese, Japanese and Latin words are not among them and break as before.
    static func ranges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        var hasHangul = false
        var offset = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                if let start, hasHangul { ranges.append(start..<offset) }
                start = nil
                hasHangul = false
            } else {
                if start == nil { start = offset }
                hasHangul = hasHangul || isHangul(scalar)
            }
            offset += UTF8.width(scalar)
        }
        if let start, hasHangul { ranges.append(start..<offset) }
        return ranges
    }

    /// Whether `scalar` is a Hangul syllable or jamo (conjoining, compatibility, extended, halfwidth).
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC:
            true
        default: false
        }
    }
}
