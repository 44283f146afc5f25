import ToastFiles
import ToastPNG
import ToastRender

/// The references on disk and the checks against them.
///
/// References live at `<root>/<id.relativePath>`; when a snapshot fails, the reference, the new
/// image and the diff are written to `<failuresRoot>/<id.relativePath minus .png>-{expected,actual,diff}.png`.
/// Every write is atomic, so an interrupted run never leaves half a PNG.
///
/// What is under `root` and `failuresRoot` comes with the project under review, so it is kept
/// inside them (`Files.readConfined`, `writeConfined`, `removeConfined`): a reference is read
/// through a symbolic link only while the link stays inside `root`, and nothing is ever written
/// through a link, at the file or at a directory on the way. A link at a reference path is an
/// error naming it and where it leads, also when recording (`--record failed` or `all`);
/// nothing is written.
public struct SnapshotStore: Sendable {
    /// The directory of references, such as `__Snapshots__`.
    public var root: String
    /// The directory failure artifacts go to.
    public var failuresRoot: String {
        Paths.join(failuresBase, failuresInside)
    }
    /// The directory above the failure artifacts taken as it is (the caller's choice).
    let failuresBase: String
    /// The directories between `failuresBase` and the artifacts, kept like the artifacts
    /// themselves (no link); empty when `failuresRoot` is the caller's.
    let failuresInside: String

    /// Creates a store of the references under `root`.
    /// - Parameters:
    ///   - root: the directory of references.
    ///   - failuresRoot: where failure artifacts go (`.tartine/failures` by default), taken as
    ///     it is; what is below it is kept inside it.
    public init(root: String, failuresRoot: String = ".tartine/failures") {
        self.root = root
        (failuresBase, failuresInside) = (failuresRoot, "")
    }

    /// A store whose failure artifacts go to `inside` below `base`: `base` is taken as it is,
    /// the directories of `inside` are kept like the artifacts (a manifest's
    /// `.tartine/failures` beside its references, which a repository may carry as a link).
    package init(root: String, failuresIn base: String, at inside: String) {
        self.root = root
        (failuresBase, failuresInside) = (base, inside)
    }

    /// Where the reference of `id` lives.
    public func path(for id: SnapshotID) -> String {
        Paths.join(root, id.relativePath)
    }

    /// Where the failure artifacts of `id` go.
    public func artifacts(for id: SnapshotID) -> Artifacts {
        let stem = Paths.join(failuresRoot, id.relativeStem)
        let ext = id.fileExtension
        return Artifacts(expected: stem + "-expected" + ext, actual: stem + "-actual" + ext, diff: stem + "-diff" + ext)
    }

    /// The artifacts of `id` below `failuresBase`, as `artifacts(for:)` names them.
    private func artifactsInside(for id: SnapshotID) -> Artifacts {
        let stem = Paths.join(failuresInside, id.relativeStem)
        let ext = id.fileExtension
        return Artifacts(expected: stem + "-expected" + ext, actual: stem + "-actual" + ext, diff: stem + "-diff" + ext)
    }

    /// The bytes of the reference of `id`, or `nil` when there is none.
    /// - Throws: `SnapshotError.file`: over the size limit, not a regular file, or leading out
    ///   of `root` through a link.
    func readReference(_ id: SnapshotID) throws(SnapshotError) -> [UInt8]? {
        do { return try Files.readConfined(id.relativePath, inside: root, limit: Limits.referenceFileSize) } catch {
            throw .file(error)
        }
    }

    /// Writes a failure artifact of `id`: `pick` chooses which.
    func writeArtifact(_ bytes: [UInt8], of id: SnapshotID, _ pick: (Artifacts) -> String?) throws(SnapshotError) {
        guard let relative = pick(artifactsInside(for: id)) else { return }
        do { try Files.writeConfined(bytes, to: relative, inside: failuresBase) } catch { throw .file(error) }
    }

    /// Compares a snapshot with the reference of `id` and records as `mode` says, the one flow of
    /// every kind of snapshot (`strategy` says how its bytes are made and judged):
    ///
    /// | reference | matches | never | missing | failed | all |
    /// |---|---|---|---|---|---|
    /// | absent | – | `missingReference` | recorded (missing) | recorded (missing) | recorded (all) |
    /// | present, its bytes those the value records as | yes | passed | passed | passed | passed |
    /// | present, other bytes | identical pixels | passed | passed | recorded (manifest) | recorded (all) |
    /// | present, other bytes | within tolerance | passed | passed | passed | recorded (all) |
    /// | present | no | failed + artifacts | failed + artifacts | recorded (failed) | recorded (all) |
    ///
    /// So a recording run never rewrites a file with the bytes it holds, and `failed` brings a
    /// passing picture's manifest up to date (its inputs' hash, its environment) only when its
    /// pixels are the reference's. A `recorded` outcome is not a pass: the caller must fail the
    /// run. A pass or a recording removes the artifacts an earlier failure left. A reference that
    /// cannot be used (unreadable, corrupt) is an error, re-recorded in modes `failed` and `all`.
    /// - Throws: `SnapshotError` for an invalid ID, an unreadable or corrupt reference, an
    ///   encoding failure or a failed file-system call.
    package func verify<Value>(
        _ id: SnapshotID, _ value: Value, as strategy: SnapshotStrategy<Value>, mode: RecordMode
    ) throws(SnapshotError) -> SnapshotOutcome {
        try id.validate()
        let referencePath = path(for: id)
        var made: [UInt8]? = nil
        func bytes() throws(SnapshotError) -> [UInt8] {
            if let made { return made }
            let bytes = try strategy.bytes(value, referencePath)
            made = bytes
            return bytes
        }
        // `all` writes over a reference it cannot read (a link, a file over the limit), as it
        // does over a corrupt one: the write says what is wrong with the path, if anything is.
        let found = mode == .all ? (try? readReference(id)) ?? nil : try readReference(id)
        guard let reference = found else {
            guard mode != .never else { return .missingReference }
            try record(try bytes(), for: id)
            return .recorded(reason: mode == .all ? .all : .missing)
        }
        switch try strategy.judge(reference, value, bytes, self, referencePath, mode) {
        case .matches(let comparison):
            let rewrites = mode == .all || (mode == .failed && comparison.verdict == .identical)
            if rewrites, !Self.sameBytes(reference, try bytes()) {
                try record(try bytes(), for: id)
                return .recorded(reason: mode == .all ? .all : .manifest)
            }
            try removeArtifacts(for: id)
            return .passed(comparison)
        case .unusableReference:
            try record(try bytes(), for: id)
            return .recorded(reason: mode == .all ? .all : .failed)
        case .differs(let fail):
            guard mode != .failed, mode != .all else {
                try record(try bytes(), for: id)
                return .recorded(reason: mode == .all ? .all : .failed)
            }
            return try fail(self, id, try bytes())
        }
    }

    /// Compares a picture with the reference of `id` and records as `mode` says (see
    /// `verify(_:_:as:mode:)`). A pass always rests on the reference's own pixels. When the
    /// reference was written by the banded encoder, the new picture is checked band by band
    /// against it; otherwise the reference is decoded and compared, and a reference whose
    /// manifest's pixel hash disagrees with its pixels is corrupt.
    /// - Parameters:
    ///   - id: what the snapshot shows.
    ///   - image: the new picture.
    ///   - manifest: the new picture's PNG manifest (environment, scene).
    ///   - mode: the record mode (see `RecordMode.resolve`).
    ///   - policy: tolerance, thresholds and strictness.
    /// - Throws: `SnapshotError` for an invalid ID, an unreadable or corrupt reference (re-recorded
    ///   in modes `failed` and `all`), an encoding failure or a failed file-system call.
    public func verify(
        _ id: SnapshotID, image: RenderedImage, manifest: PictureManifest, mode: RecordMode,
        policy: ComparisonPolicy = ComparisonPolicy()
    ) throws(SnapshotError) -> SnapshotOutcome {
        try verify(
            id, image, as: .picture(manifest: manifest, policy: policy, encoder: BandedPNGEncoder(jobs: 1)), mode: mode)
    }

    /// Compares the PNG `actualPNG` with the reference of `id`, as `verify(_:image:…)` does.
    /// Two intact files with byte-equal image data from Tartine's deterministic encoder pass
    /// without decoding, unless their manifests' pixel hashes disagree (then the reference is
    /// decoded and checked).
    public func verify(
        _ id: SnapshotID, actualPNG: [UInt8], mode: RecordMode, policy: ComparisonPolicy = ComparisonPolicy()
    ) throws(SnapshotError) -> SnapshotOutcome {
        try verify(id, actualPNG, as: .png(policy: policy), mode: mode)
    }

    /// Whether two pixel arrays hold the same bytes, by `memcmp` (the generic `Array ==` compares
    /// one element at a time: a fifth of a @3x verification's instructions).
    static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count
            && a.withUnsafeBytes { a in
                b.withUnsafeBytes { b in
                    guard let x = a.baseAddress, let y = b.baseAddress else { return true }
                    return Memory.equal(x, y, count: a.count)
                }
            }
    }

    /// The reference's pixels, checked against its manifest's pixel hash; `nil` when it is
    /// unreadable or corrupt and mode `failed` re-records it.
    /// - Throws: `SnapshotError.notPNG`, `.unreadablePNG` or `.corruptReference` with its path.
    func decodeReference(_ png: [UInt8], path: String, mode: RecordMode) throws(SnapshotError) -> RenderedImage? {
        do throws(SnapshotError) {
            let image = try Comparator.decode(png, role: .expected, path: path)
            if let stored = PNGManifest.read(from: png)?[PixelHash.manifestKey] {
                let hash = PixelHash.recompute(like: stored, pixels: image.pixels, width: image.width)
                guard stored == hash else {
                    throw SnapshotError.corruptReference(path: path, manifestHash: stored, pixelHash: hash)
                }
            }
            return image
        } catch {
            if mode == .failed || mode == .all { return nil }
            throw error
        }
    }

    /// Writes the artifacts of a failure and returns the outcome (with the diff image drawn).
    func fail(
        _ id: SnapshotID, _ comparison: Comparison, expected: RenderedImage, actual: RenderedImage,
        expectedPNG: [UInt8], actualPNG: [UInt8]
    ) throws(SnapshotError) -> SnapshotOutcome {
        var comparison = comparison
        var artifacts = artifacts(for: id)
        try writeArtifact(expectedPNG, of: id, \.expected)
        try writeArtifact(actualPNG, of: id, \.actual)
        guard let diffPath = artifacts.diff,
            var drawn = ImageDiff.compare(expected, actual, options: comparison.options, makeDiffImage: true),
            let diffImage = drawn.diffImage
        else {
            artifacts.diff = nil
            return .failed(comparison, artifacts: artifacts)
        }
        // The outcome keeps the counts and the artifact's path, not the picture: a run's report
        // holds no pixels, however many snapshots fail.
        drawn.diffImage = nil
        comparison.result = drawn
        let png: [UInt8]
        do { png = try diffImage.pngData(manifest: PictureManifest(diffOf: id.relativePath)) } catch {
            throw .unencodablePNG(path: diffPath, error)
        }
        try writeArtifact(png, of: id, \.diff)
        return .failed(comparison, artifacts: artifacts)
    }

    /// Writes `png` (or a transcript's bytes) as the reference of `id` and clears old failure
    /// artifacts. A symbolic link at the reference's path, or at a directory on the way, is
    /// refused (`SnapshotError.file`), whatever it leads to: nothing is written.
    func record(_ png: [UInt8], for id: SnapshotID) throws(SnapshotError) {
        do { try Files.writeConfined(png, to: id.relativePath, inside: root) } catch { throw .file(error) }
        try removeArtifacts(for: id)
    }

    func removeArtifacts(for id: SnapshotID) throws(SnapshotError) {
        let artifacts = artifactsInside(for: id)
        do {
            for relative in [artifacts.expected, artifacts.actual, artifacts.diff].compactMap({ $0 }) {
                try Files.removeConfined(relative, inside: failuresBase)
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
    public func orphans(producedIDs: Set<SnapshotID>) throws(SnapshotError) -> (
        orphans: [String], problems: [FileError]
    ) {
        let scan = try orphanFiles(producedIDs: producedIDs)
        return (scan.files.map { Paths.join(root, $0) }, scan.problems)
    }

    /// The orphans relative to `root`, sorted, and the problems of the scan.
    func orphanFiles(producedIDs: Set<SnapshotID>) throws(SnapshotError) -> (files: [String], problems: [FileError]) {
        let produced = Set(producedIDs.map(\.relativePath))
        let scan = try referenceFiles()
        return (scan.files.filter { !produced.contains($0) }, scan.problems)
    }
}
