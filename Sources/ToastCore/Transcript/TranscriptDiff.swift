/// A line diff of two transcripts, for reports: unchanged lines as context, `-` for lines only
/// in the reference, `+` for lines only in the new run. Longest common subsequence over lines
/// (transcripts are short: a scenario's events), at most `context` lines around each change.
public enum TranscriptDiff {
    /// The diff of `expected` and `actual`, or `nil` when they are equal.
    public static func diff(expected: String, actual: String, context: Int = 2) -> String? {
        guard expected != actual else { return nil }
        let a = lines(expected), b = lines(actual)
        // lcs[i][j]: length of the longest common subsequence of a[i...] and b[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var edits: [(Character, String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append((" ", a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                edits.append(("-", a[i])); i += 1
            } else {
                edits.append(("+", b[j])); j += 1
            }
        }
        let changed = edits.indices.filter { edits[$0].0 != " " }
        var out: [String] = []
        var last = -1
        for index in edits.indices where changed.contains(where: { abs($0 - index) <= context }) {
            if last >= 0 && index > last + 1 { out.append("…") }
            out.append("\(edits[index].0) \(edits[index].1)")
            last = index
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
