/// The sizes text may have where it crosses a boundary (from an app or a plugin into a toast,
/// from a plugin into a transcript or onto stderr), and the one way text is cut to them: whole
/// characters up to the limit, then a visible mark. Listed in `docs/limits.md`.
public enum TextLimits {
    /// UTF-8 bytes of each text drawn in a toast or popup (message, title, action and button
    /// titles, popup title and description) and of a toast's accessibility text; more is cut
    /// before layout and ends with "…".
    public static let drawnText = 4_096
    /// UTF-8 bytes of a plugin's veto reason.
    public static let vetoReason = 1_024
    /// UTF-8 bytes of the message of a plugin's failure.
    public static let failureMessage = 4_096
    /// UTF-8 bytes of one line a plugin logs (its "file:line: " included).
    public static let logLine = 1_024
    /// Lines one plugin may log over its life (one run); later lines are counted, not kept.
    public static let logLinesPerRun = 1_000
    /// UTF-8 bytes of a name a plugin hands the queue to match later (a tag, a popup button's
    /// identifier); a longer one is refused, not cut (a cut name would match another).
    public static let name = 256

    /// The bytes a cut keeps for its mark: "…" (3 bytes) and " (N more bytes)".
    private static let markBytes = 32

    /// `text` when it holds at most `limit` UTF-8 bytes; otherwise the whole characters that fit
    /// in `limit` bytes with "…" after them (drawn text: the reader sees that the text goes on).
    /// The result holds at most `limit` bytes, so cutting it again changes nothing.
    public static func drawn(_ text: String, limit: Int = drawnText) -> String {
        guard text.utf8.count > limit else { return text }
        return prefix(of: text, bytes: limit - 3) + "…"
    }

    /// `text` when it holds at most `limit` UTF-8 bytes; otherwise the whole characters that fit,
    /// then "… (N more bytes)", N the bytes cut. The result holds at most `limit` bytes (for a
    /// limit of 64 bytes or more; a smaller one keeps `limit` bytes and adds the mark), so cutting
    /// it again changes nothing.
    package static func cut(_ text: String, limit: Int) -> String {
        let count = text.utf8.count
        guard count > limit else { return text }
        let kept = prefix(of: text, bytes: limit >= 2 * markBytes ? limit - markBytes : limit)
        return kept + "… (\(NumberText.grouped(count - kept.utf8.count)) more bytes)"
    }

    /// The UTF-8 text in `bytes`, cut as ``cut(_:limit:)`` cuts (at a whole Unicode scalar):
    /// reads no further than `limit` bytes however long `bytes` is.
    package static func cut(utf8 bytes: UnsafeRawBufferPointer, limit: Int) -> String {
        guard bytes.count > limit else { return String(decoding: bytes, as: UTF8.self) }
        var end = max(0, limit >= 2 * markBytes ? limit - markBytes : limit)
        // Back to the first byte of a scalar: continuation bytes are 0b10xxxxxx.
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        let kept = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        return kept + "… (\(NumberText.grouped(bytes.count - end)) more bytes)"
    }

    /// The longest run of whole characters from the start of `text` that holds at most `bytes`
    /// UTF-8 bytes (reads no further than that).
    private static func prefix(of text: String, bytes: Int) -> String {
        var end = text.startIndex
        var used = 0
        for index in text.indices {
            let next = text.index(after: index)
            let size = text.utf8.distance(from: index, to: next)
            if used + size > bytes { break }
            used += size
            end = next
        }
        return String(text[..<end])
    }
}
