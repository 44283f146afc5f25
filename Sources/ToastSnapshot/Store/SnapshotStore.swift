import ToastFiles
import ToastRender

/// The references on disk and the checks against them.
///
/// References live at `<root>/<id.relativePath>`; when a snapshot fails, the reference, the new
/// image and the diff are written to `<failuresRoot>/<id.relativePath minus .png>-{expected,actual,diff}.png`.
/// Every write is atomic (`writeAtomically`), so an interrupted run never leaves half a PNG.
public struct SnapshotStore: Sendable {
    /// The directory of references, such as `__Snapshots__`.
    public var root: String
    /// The directory failure artifacts go to.
    public var failuresRoot: String

    /// - Parameters:
    ///   - root: the directory of references.
    ///   - failuresRoot: where failure artifacts go (`.tartine/failures` by default).
    public init(root: String, failuresRoot: String = ".tartine/failures") {
        self.root = root
        self.failuresRoot = failuresRoot
    }

    /// Where the reference of `id` lives.
    public func path(for id: SnapshotID) -> String {
        Paths.join(root, id.relativePath)
    }

    /// Where the failure artifacts of `id` go.
    public func artifacts(for id: SnapshotID) -> Artifacts {
        let stem = Paths.join(failuresRoot, id.relativeStem)
        return Artifacts(expected: stem + "-expected.png", actual: stem + "-actual.png", diff: stem + "-diff.png")
    }

    /// Compares `actualPNG` with the reference of `id` and records as `mode` says:
    ///
    /// | reference | matches | never | missing | failed | all |
    /// |---|---|---|---|---|---|
    /// | absent | – | `missingReference` | recorded (missing) | recorded (missing) | recorded (all) |
    /// | present | yes | passed | passed | passed | recorded (all) |
    /// | present | no | failed + artifacts | failed + artifacts | recorded (failed) | recorded (all) |
    ///
    /// A `recorded` outcome is not a pass: the caller must fail the run. A pass or a recording
    /// removes the artifacts an earlier failure left.
    /// - Parameters:
    ///   - id: what the snapshot shows.
    ///   - actualPNG: the new snapshot, as `RenderedImage.pngData` made it.
    ///   - mode: the record mode (see `RecordMode.resolve`).
    ///   - tolerance: how many differing pixels are allowed.
    ///   - options: the pixelmatch options.
    /// - Throws: `SnapshotError` for an invalid ID, an unreadable PNG (a corrupt reference is
    ///   re-recorded in modes `failed` and `all`) or a failed file-system call.
    /// Compares a rendered picture with its reference. When the reference's manifest carries the
    /// same `PixelHash`, it passes without encoding or decoding anything; otherwise the picture
    /// is encoded (with `manifest`) and compared as `verify(_:actualPNG:…)` does.
    public func verify(
        _ id: SnapshotID, image: RenderedImage, manifest: [String: String], mode: RecordMode,
        tolerance: Tolerance = .exact, options: DiffOptions = DiffOptions()
    ) throws(SnapshotError) -> SnapshotOutcome {
        try id.validate()
        if mode != .all {
            let reference: [UInt8]?
            do { reference = try Files.readIfPresent(path(for: id), limit: Limits.referenceFileSize) } catch { throw .file(error) }
            if let reference, let stored = PNGManifest.read(from: reference),
               stored[PixelHash.manifestKey] == PixelHash.of(image.pixels) {
                try removeArtifacts(for: id)
                return .passed(Comparison(verdict: .identical, result: nil, tolerance: tolerance,
                                          environmentChanges: EnvironmentChange.between(expected: stored, actual: manifest)))
            }
        }
        let png: [UInt8]
        do { png = try image.pngData(manifest: manifest) } catch {
            throw .unencodablePNG(path: path(for: id), CairoStatus(code: CairoStatus.writeErrorCode, function: "pngData"))
        }
        return try verify(id, actualPNG: png, mode: mode, tolerance: tolerance, options: options)
    }

    public func verify(
        _ id: SnapshotID, actualPNG: [UInt8], mode: RecordMode, tolerance: Tolerance = .exact,
        options: DiffOptions = DiffOptions()
    ) throws(SnapshotError) -> SnapshotOutcome {
        try id.validate()
        let referencePath = path(for: id)
        let reference: [UInt8]?
        do { reference = try Files.readIfPresent(referencePath, limit: Limits.referenceFileSize) } catch { throw .file(error) }

        guard let reference else {
            guard mode != .never else { return .missingReference }
            try record(actualPNG, for: id)
            return .recorded(reason: mode == .all ? .all : .missing)
        }
        if mode == .all {
            try record(actualPNG, for: id)
            return .recorded(reason: .all)
        }

        // Tartine's encoder is deterministic: the same header and compressed image data are the
        // same pixels, so an unchanged snapshot needs no decoding.
        if let same = Comparator.identicalImageData(reference, actualPNG) {
            try removeArtifacts(for: id)
            return .passed(Comparison(verdict: .identical, result: nil, tolerance: tolerance,
                                      environmentChanges: same.environmentChanges))
        }

        let checked: Comparator.Checked
        do {
            checked = try Comparator.check(
                expectedPNG: reference, actualPNG: actualPNG, tolerance: tolerance, options: options)
        } catch {
            switch error {
            case .notPNG(.expected, _), .unreadablePNG(.expected, _, _):
                // A corrupt reference: re-recorded in mode `failed`, reported with its path otherwise.
                if mode == .failed {
                    try record(actualPNG, for: id)
                    return .recorded(reason: .failed)
                }
                if case .unreadablePNG(_, _, let status) = error {
                    throw .unreadablePNG(role: .expected, path: referencePath, status)
                }
                throw .notPNG(role: .expected, path: referencePath)
            default:
                throw error
            }
        }

        if checked.comparison.passed {
            try removeArtifacts(for: id)
            return .passed(checked.comparison)
        }
        if mode == .failed {
            try record(actualPNG, for: id)
            return .recorded(reason: .failed)
        }
        return try fail(id, checked, expectedPNG: reference, actualPNG: actualPNG, options: options)
    }

    /// Writes the artifacts of a failure and returns the outcome (with the diff image drawn).
    private func fail(
        _ id: SnapshotID, _ checked: Comparator.Checked, expectedPNG: [UInt8], actualPNG: [UInt8],
        options: DiffOptions
    ) throws(SnapshotError) -> SnapshotOutcome {
        var comparison = checked.comparison
        var artifacts = artifacts(for: id)
        do {
            try Self.write(expectedPNG, to: artifacts.expected)
            try Self.write(actualPNG, to: artifacts.actual)
        } catch { throw .file(error) }
        guard let diffPath = artifacts.diff,
            let drawn = ImageDiff.compare(checked.expected, checked.actual, options: options, makeDiffImage: true),
            let diffImage = drawn.diffImage
        else {
            artifacts.diff = nil
            return .failed(comparison, artifacts: artifacts)
        }
        comparison.result = drawn
        let png: [UInt8]
        do { png = try diffImage.pngData(manifest: ["tartine.diff-of": id.relativePath]) } catch let status
            as CairoStatus
        {
            throw .unencodablePNG(path: diffPath, status)
        } catch {
            throw .unencodablePNG(path: diffPath, CairoStatus(code: CairoStatus.writeErrorCode, function: "pngData"))
        }
        do { try Self.write(png, to: diffPath) } catch { throw .file(error) }
        return .failed(comparison, artifacts: artifacts)
    }

    /// Writes `png` as the reference of `id` and clears old failure artifacts.
    private func record(_ png: [UInt8], for id: SnapshotID) throws(SnapshotError) {
        do { try Self.write(png, to: path(for: id)) } catch { throw .file(error) }
        try removeArtifacts(for: id)
    }

    private func removeArtifacts(for id: SnapshotID) throws(SnapshotError) {
        let artifacts = artifacts(for: id)
        do {
            for path in [artifacts.expected, artifacts.actual, artifacts.diff].compactMap({ $0 }) {
                try Files.removeIfPresent(path)
            }
        } catch { throw .file(error) }
    }

    /// The references under `root` (as `path(for:)` spells them, sorted) that no ID of this run
    /// produced: left behind by a renamed kind, a removed locale, or a deleted theme.
    /// A directory under `root` that cannot be read, or lies too deep, is reported in
    /// `problems`, not fatal.
    /// - Parameter producedIDs: every ID this run checked.
    /// - Throws: `SnapshotError.file` when `root` itself cannot be read (an absent root has no
    ///   orphans).
    public func orphans(producedIDs: Set<SnapshotID>) throws(SnapshotError) -> (orphans: [String], problems: [FileError]) {
        let produced = Set(producedIDs.map(\.relativePath))
        do {
            let scan = try Files.scan(root, suffix: ".png")
            return (scan.files.filter { !produced.contains($0) }.map { Paths.join(root, $0) }, scan.problems)
        } catch { throw .file(error) }
    }

    /// Writes `bytes` to `path` atomically, creating the directories above it first.
    static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try Files.makeDirectories(Paths.directory(of: path))
        try Files.writeAtomically(bytes, to: path)
    }
}
