import ToastCore

/// The line diff a changed transcript is reported with, bounded in memory and time whatever the
/// transcripts' length: the lines both share at the start and the end are set aside (two kept as
/// context), and `TranscriptDiff` (a longest common subsequence, quadratic) runs on what is left
/// only when that is small; a larger change is shown whole, its reference lines then its new ones.
enum TranscriptLineDiff {
    /// The most cells of the longest-common-subsequence table (lines × lines) computed.
    static let maximumCells = 4_000_000

    /// The diff of `expected` and `actual`, or `nil` when they are equal.
    static func diff(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let a = lines(expected), b = lines(actual)
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let context = 2
        let start = max(0, prefix - context)
        let aEnd = a.count - max(0, suffix - context), bEnd = b.count - max(0, suffix - context)
        let aMiddle = a[start..<aEnd], bMiddle = b[start..<bEnd]
        if aMiddle.count * bMiddle.count <= maximumCells {
            return TranscriptDiff.diff(expected: text(aMiddle), actual: text(bMiddle), context: context)
        }
        var out = a[start..<prefix].map { "  " + $0 }
        out += a[prefix..<(a.count - suffix)].map { "- " + $0 }
        out += b[prefix..<(b.count - suffix)].map { "+ " + $0 }
        out += a[(a.count - suffix)..<aEnd].map { "  " + $0 }
        return out.joined(separator: "\n") + "\n"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func text(_ lines: ArraySlice<String>) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
