/// "Did you mean …?" support: finds the known word closest to a misspelt one, and words the
/// suggestion. Every "Did you mean" of Tartine (colours, curves, theme keys and values, kinds,
/// record modes, command-line values) is written here.
package enum Suggestion {
    /// The suggestion as a sentence: `Did you mean 'corner_radius'?`.
    /// - Parameter suggestion: The known word to suggest, spelt as it is known.
    package static func sentence(_ suggestion: String) -> String {
        "Did you mean '\(suggestion)'?"
    }

    /// The suggestion for `word` as a clause to append to a message without a full stop:
    /// `. Did you mean 'corner_radius'?`, or `""` when no candidate is close.
    /// - Parameter word: The unknown word, as the user typed it.
    /// - Parameter candidates: The known words, in order of preference.
    package static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { ". " + sentence($0) } ?? ""
    }

    /// The optimal-string-alignment (restricted Damerau–Levenshtein) distance between two strings.
    ///
    /// Counts the insertions, deletions, substitutions and transpositions of two adjacent
    /// characters needed to turn `a` into `b`, with no substring edited twice. Comparison is
    /// case-sensitive and works on `Character`s (grapheme clusters), so `"é"` is one character.
    /// - Parameter a: The first string.
    /// - Parameter b: The second string.
    /// - Returns: The distance, 0 when the strings are equal; symmetric in `a` and `b`.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    ///
    /// Words are compared ignoring case. A candidate qualifies when its distance to `word` is at
    /// most `max(1, word.count / 3)`, so a candidate equal to `word` ignoring case always
    /// qualifies. Among qualifying candidates the nearest wins; ties go to the earliest. When
    /// none qualifies, `word` is tried again with its physical directions named logically
    /// (`top_right` and `top-right` as `top_trailing`, `up` as `top`).
    /// - Parameter word: The unknown word, as the user typed it.
    /// - Parameter candidates: The known words, in order of preference.
    /// - Returns: The best candidate, spelt as in `candidates`, or `nil` if none is close enough.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        if let best = nearest(to: word, in: candidates) { return best }
        // Names are short: a long text (a message checked against the keys) is not retried.
        guard word.utf8.count <= 64 else { return nil }
        let logical = logicalSpelling(word)
        return logical == word.lowercased() ? nil : nearest(to: logical, in: candidates)
    }

    /// `word` lowercased with its physical directions named as Tartine names them: `right` and
    /// `left` as `trailing` and `leading`, `up` and `down` as `top` and `bottom`, `-` and spaces
    /// as `_` (so sonner's and CSS's `top-right` reads `top_trailing`).
    private static func logicalSpelling(_ word: String) -> String {
        let words = {
            var parts: [String] = []
            var current = ""
            for c in word.lowercased() {
                if c == "_" || c == "-" || c == " " {
                    parts.append(current)
                    current = ""
                } else {
                    current.append(c)
                }
            }
            return parts + [current]
        }()
        let renamed = ["right": "trailing", "left": "leading", "up": "top", "down": "bottom"]
        return words.map { renamed[$0] ?? $0 }.joined(separator: "_")
    }

    private static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        var bound = max(1, word.count / 3)
        var best: String?
        for candidate in candidates {
            let lowered = Array(candidate.lowercased())
            // The length difference is a lower bound on the distance: skip hopeless candidates cheaply.
            guard abs(lowered.count - target.count) <= bound else { continue }
            let found = distance(target, lowered)
            guard found <= bound else { continue }
            best = candidate
            if found == 0 { break }
            bound = found - 1  // later candidates must be strictly nearer: ties keep the earlier one
        }
        return best
    }

    /// Optimal-string-alignment distance over two character arrays, keeping three DP rows.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
            }
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
