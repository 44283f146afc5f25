import ToastCore
import ToastFiles

/// The words of every snapshot outcome, in the swift-snapshot-testing style: what was measured,
/// then what to do next. Tests assert these texts exactly.
public enum SnapshotMessages {
    /// The most lines of a transcript diff a report shows (the artifact holds all of them).
    public static let diffLinesShown = 200

    /// `diff` cut to `diffLinesShown` lines, with `… N more lines` when cut.
    static func excerpt(of diff: String) -> String {
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.count > diffLinesShown else { return diff }
        let more = lines.count - diffLinesShown
        lines.removeLast(more)
        return lines.joined(separator: "\n") + "\n… \(NumberText.grouped(more)) more lines\n"
    }

    /// What JUnit and the HTML report say of an `unchanged` snapshot.
    public static let unchangedNote =
        "not rendered: its inputs (theme files, fonts, Tartine's version, the case) are those its reference was recorded from (--changed)"

    /// The hint that ends a failure.
    static let rerecordHint = "re-record with --record failed or TARTINE_RECORD=failed."

    /// The message for `outcome` of `id`: for every failure, recording and missing reference,
    /// and for a pass that is not identical (similar, or drifted); `nil` for an identical pass.
    ///
    /// ```
    /// diary/saved/iphone-15-light-en@3x-1.png: 1,234 pixels differ (0.04%), allowed 0; bounding box
    /// x 120…260, y 700…760. Expected, actual and diff: .tartine/failures/diary/saved/iphone-15-light-en@3x-1-{expected,actual,diff}.png;
    /// re-record with --record failed or TARTINE_RECORD=failed. (environment changed: pango.version 1.50.12 → 1.52.0)
    /// ```
    public static func text(for id: SnapshotID, outcome: SnapshotOutcome) -> String? {
        let name = id.relativePath
        switch outcome {
        case .passed(let comparison):
            switch comparison.verdict {
            case .similar:
                return "\(name): similar, passed: \(summary(of: comparison))."
            case .drifted:
                return "\(name): drifted, passed only because the rendering environment changed "
                    + "(\(comparison.environmentChanges.map(describe).joined(separator: ", "))): \(summary(of: comparison)). "
                    + "--strict (or strict = true in the manifest) makes this fail."
            default:
                return nil
            }
        case .failed(let comparison, let artifacts):
            return failure(name, comparison, artifacts)
        case .recorded(.missing):
            return "\(name): recorded a new reference (there was none). Look at it and commit it; "
                + "a run that records fails, so a reference is never accepted unseen."
        case .recorded(.failed):
            return
                "\(name): did not match; recorded the new \(id.isTranscript ? "transcript" : "image") over the reference (--record failed). "
                + "Look at the change and commit it; a run that records fails, so a reference is never accepted unseen."
        case .recorded(.manifest):
            return
                "\(name): the same pixels; recorded its manifest (the inputs' hash --changed compares, the environment) "
                + "over the reference's (--record failed). Commit it; a run that records fails, so a reference is never changed unseen."
        case .recorded(.all):
            return "\(name): recorded (--record all). Look at the change and commit it; "
                + "a run that records fails, so a reference is never accepted unseen."
        case .transcriptChanged(let diff, let artifacts):
            return transcriptFailure(name, diff: diff, artifacts)
        case .unchanged:
            return nil
        case .missingReference:
            return "\(name): no reference, and the record mode is 'never' (the default when CI is set). "
                + "Record it with --record missing or TARTINE_RECORD=missing, then commit it."
        }
    }

    /// `…-transcript.txt: the event transcript changed: 1 line removed, 2 added. Expected, actual
    /// and diff: <stem>-{expected,actual,diff}.txt; re-record …` (the diff itself is shown by
    /// each report after the message).
    private static func transcriptFailure(_ name: String, diff: String, _ artifacts: Artifacts) -> String {
        let stem = Paths.display(String(artifacts.expected.dropLast("-expected.txt".count)))
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        let removed = lines.count { $0.hasPrefix("- ") }, added = lines.count { $0.hasPrefix("+ ") }
        return
            "\(name): the event transcript changed: \(removed) \(removed == 1 ? "line" : "lines") removed, \(added) added. "
            + "Expected, actual and diff: \(stem)-{expected,actual,diff}.txt; " + rerecordHint
    }

    private static func failure(_ name: String, _ comparison: Comparison, _ artifacts: Artifacts) -> String {
        let stem = Paths.display(String(artifacts.expected.dropLast("-expected.png".count)))
        var text: String
        switch comparison.verdict {
        case .sizeMismatch:
            text =
                "\(name): \(summary(of: comparison)). Expected and actual: \(stem)-{expected,actual}.png; "
                + rerecordHint
        default:
            text =
                "\(name): \(summary(of: comparison)). Expected, actual and diff: \(stem)-{expected,actual,diff}.png; "
                + rerecordHint
        }
        if !comparison.environmentChanges.isEmpty {
            text += " (environment changed: \(comparison.environmentChanges.map(describe).joined(separator: ", ")))"
        }
        return text
    }

    /// What a comparison measured, in one phrase, the same wherever a verdict is worded (suite
    /// reports, `assertToastSnapshot`, the swift-snapshot-testing strategy):
    ///
    /// - identical: `no pixel differs`
    /// - similar or different: `1,234 pixels differ (0.04%), allowed 0; bounding box x 120…260, y 700…760`
    /// - drifted: `3 pixels changed (0.01%), allowed 0; under the drift threshold 0.1 with anti-aliasing
    ///   detection 0 pixels differ and 3 are anti-aliasing`
    /// - size mismatch: `size changed from 390×844 to 393×852 pixels`
    public static func summary(of comparison: Comparison) -> String {
        let result = comparison.result
        let total = result?.totalPixels ?? 0
        switch comparison.verdict {
        case .identical:
            return "no pixel differs"
        case .sizeMismatch(let expected, let actual):
            return "size changed from \(expected.width)×\(expected.height) to \(actual.width)×\(actual.height) pixels"
        case .drifted(let changed, let differing, let antialiased):
            return
                "\(pixels(changed, "changed")) (\(NumberText.percent(total == 0 ? 0 : Double(changed) / Double(total)))), "
                + "allowed \(allowance(comparison.tolerance, total: total)); under the drift threshold "
                + "\(NumberText.short(comparison.options.threshold)) with anti-aliasing detection "
                + "\(pixels(differing, "differ")) and \(NumberText.grouped(antialiased)) "
                + (antialiased == 1 ? "is" : "are") + " anti-aliasing"
        case .similar(let differing, _), .different(let differing, _):
            var text =
                "\(pixels(differing, "differ")) "
                + "(\(NumberText.percent(result?.differentRatio ?? 0))), "
                + "allowed \(allowance(comparison.tolerance, total: total))"
            if let box = result?.boundingBox {
                text += "; bounding box x \(box.x)…\(box.x + box.width - 1), y \(box.y)…\(box.y + box.height - 1)"
            }
            return text
        }
    }

    /// `1 pixel differs`, `3 pixels differ` (verb given in the plural).
    private static func pixels(_ count: Int, _ verb: String) -> String {
        let singular = verb == "differ" ? "differs" : verb
        return count == 1 ? "1 pixel \(singular)" : "\(NumberText.grouped(count)) pixels \(verb)"
    }

    /// `0`, `10`, `3,013 (0.10%)`, or `3,013 (the smaller of 5,000 and 0.10%)`.
    static func allowance(_ tolerance: Tolerance, total: Int) -> String {
        let allowed = NumberText.grouped(Int(tolerance.allowedPixels(ofTotal: total)))
        switch (tolerance.maxDiffPixels, tolerance.maxDiffPixelRatio) {
        case (nil, nil), (_?, nil): return allowed
        case (nil, let ratio?): return "\(allowed) (\(NumberText.percent(ratio)))"
        case (let pixels?, let ratio?):
            return
                "\(allowed) (the smaller of \(NumberText.grouped(pixels)) and \(NumberText.percent(ratio)))"
        }
    }

    /// `pango.version 1.50.12 → 1.52.0`; a missing value is `none`, a value longer than 16
    /// characters (a font hash) is cut to its first 12 and `…`.
    static func describe(_ change: EnvironmentChange) -> String {
        func short(_ value: String?) -> String {
            guard let value else { return "none" }
            return value.count > 16 ? value.prefix(12) + "…" : value
        }
        return "\(change.key) \(short(change.expected)) → \(short(change.actual))"
    }
}
