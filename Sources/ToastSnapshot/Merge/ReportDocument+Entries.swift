import ToastCore

extension ReportDocument.Entry {
    /// The snapshot's identity, checked: its parts name a file, and they spell `path`.
    func id(in file: String) throws(ReportMergeError) -> SnapshotID {
        var id = SnapshotID(
            theme: theme, group: group, screen: screen, appearance: appearance, locale: locale, scale: scale,
            time: time ?? 0, variant: variant)
        switch medium {
        case "image": break
        case "transcript": id = id.transcript
        default: throw .malformed(path: file, reason: "\(path): medium '\(medium)' is neither image nor transcript")
        }
        do { try id.validate() } catch { throw .malformed(path: file, reason: "\(path): \(error)") }
        guard id.relativePath == path else {
            throw .malformed(path: file, reason: "\(path): its parts name \(id.relativePath)")
        }
        return id
    }

    /// The outcome the entry records, rebuilt from its status and measurements.
    func outcome(in file: String) throws(ReportMergeError) -> SnapshotOutcome {
        guard let status = ReportStatus(rawValue: status) else {
            let known = ReportStatus.allCases.map(\.rawValue).joined(separator: ", ")
            throw .malformed(path: file, reason: "\(path): status '\(self.status)' is not one of \(known)")
        }
        switch status {
        case .passed:
            let comparison = try comparison(in: file)
            guard comparison.passed else {
                throw .malformed(path: file, reason: "\(path): passed with a failing verdict")
            }
            return .passed(comparison)
        case .failed where medium == "transcript":
            guard let diff else {
                throw .malformed(path: file, reason: "\(path): a changed transcript without its diff")
            }
            return .transcriptChanged(diff: diff, artifacts: try files(in: file))
        case .failed:
            let comparison = try comparison(in: file)
            guard !comparison.passed else {
                throw .malformed(path: file, reason: "\(path): failed with a passing verdict")
            }
            return .failed(comparison, artifacts: try files(in: file))
        case .recorded:
            guard let reason = recordReason.flatMap(RecordReason.init(rawValue:)) else {
                throw .malformed(path: file, reason: "\(path): recorded without a record reason")
            }
            return .recorded(reason: reason)
        case .missing:
            return .missingReference
        case .unchanged:
            return .unchanged
        }
    }

    private func files(in file: String) throws(ReportMergeError) -> Artifacts {
        guard let artifacts else { throw .malformed(path: file, reason: "\(path): a failure without its artifacts") }
        return Artifacts(expected: artifacts.expected, actual: artifacts.actual, diff: artifacts.diff)
    }

    /// The comparison: the verdict with its payload taken from the measurements, as
    /// `Comparator` made them.
    private func comparison(in file: String) throws(ReportMergeError) -> Comparison {
        func missing(_ key: String) -> ReportMergeError {
            .malformed(path: file, reason: "\(path): verdict '\(self.verdict ?? "none")' without \(key)")
        }
        var result: DiffResult? = nil
        if let differentPixels {
            guard let antialiasedPixels, let totalPixels, differentPixels >= 0, antialiasedPixels >= 0, totalPixels >= 0
            else { throw missing("antialiasedPixels and totalPixels") }
            result = DiffResult(
                differentPixels: differentPixels, antialiasedPixels: antialiasedPixels, totalPixels: totalPixels,
                boundingBox: boundingBox.map { ($0.x, $0.y, $0.width, $0.height) },
                isIdentical: self.verdict == "identical")
        }
        let verdict: Verdict
        switch self.verdict {
        case "identical":
            verdict = .identical
        case "similar":
            guard let result else { throw missing("differentPixels") }
            verdict = .similar(differentPixels: result.differentPixels, antialiasedPixels: result.antialiasedPixels)
        case "drifted":
            guard let result, let changedPixels else { throw missing("changedPixels and differentPixels") }
            verdict = .drifted(
                changedPixels: changedPixels, differentPixels: result.differentPixels,
                antialiasedPixels: result.antialiasedPixels)
        case "different":
            guard let result else { throw missing("differentPixels") }
            verdict = .different(differentPixels: result.differentPixels, ratio: result.differentRatio)
        case "sizeMismatch":
            guard let expected = expectedSize, let actual = actualSize, expected.count == 2, actual.count == 2 else {
                throw missing("expectedSize and actualSize")
            }
            verdict = .sizeMismatch(expected: (expected[0], expected[1]), actual: (actual[0], actual[1]))
        default:
            throw .malformed(path: file, reason: "\(path): verdict '\(self.verdict ?? "none")' is not a verdict")
        }
        guard let tolerance, let diffThreshold else { throw missing("tolerance and diffThreshold") }
        var options = DiffOptions()
        options.threshold = diffThreshold
        return Comparison(
            verdict: verdict, result: result,
            tolerance: Tolerance(
                maxDiffPixels: tolerance.maxDiffPixels, maxDiffPixelRatio: tolerance.maxDiffPixelRatio),
            environmentChanges: (environmentChanged ?? []).map {
                EnvironmentChange(key: $0.key, expected: $0.expected, actual: $0.actual)
            }, options: options)
    }
}
