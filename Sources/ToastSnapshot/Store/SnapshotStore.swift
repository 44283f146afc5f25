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

    /// Compares a snapshot with the reference of `id` and records as `mode` says:
    ///
    /// | reference | matches | never | missing | failed | all |
    /// |---|---|---|---|---|---|
    /// | absent | – | `missingReference` | recorded (missing) | recorded (missing) | recorded (all) |
    /// | present | yes | passed | passed | passed | recorded (all) |
    /// | present | no | failed + artifacts | failed + artifacts | recorded (failed) | recorded (all) |
    ///
    /// A pass always rests on the reference's own pixels. When the reference was written by the
    /// banded encoder, the new picture is encoded the same deterministic way, and if both files
    /// are intact (every chunk's CRC checked) with byte-equal image data and the same pixel
    /// hash, the reference's pixels are the new picture's. Otherwise the reference is decoded
    /// and compared, and a reference whose manifest's pixel hash disagrees with its pixels is
    /// corrupt. A `recorded` outcome is not a pass: the caller must fail the run. A pass or a
    /// recording removes the artifacts an earlier failure left.
    /// - Parameters:
    ///   - id: what the snapshot shows.
    ///   - image: the new picture.
    ///   - manifest: the new picture's PNG manifest (environment, scene).
    ///   - mode: the record mode (see `RecordMode.resolve`).
    ///   - policy: tolerance, thresholds and strictness.
    /// - Throws: `SnapshotError` for an invalid ID, an unreadable or corrupt reference (re-recorded
    ///   in modes `failed` and `all`), an encoding failure or a failed file-system call.
    public func verify(
        _ id: SnapshotID, image: RenderedImage, manifest: [String: String], mode: RecordMode,
        policy: ComparisonPolicy = ComparisonPolicy()
    ) throws(SnapshotError) -> SnapshotOutcome {
        try verify(id, image: image, manifest: manifest, mode: mode, policy: policy, encoder: BandedPNGEncoder(jobs: 1))
    }

    /// `verify(_:image:manifest:mode:policy:)`, the new picture encoded (when it must be) by
    /// `encoder`, which reuses the compressed bands of the rows `image` shares with the picture
    /// it encoded last: the same bytes as a fresh encoder's, for less work.
    package func verify(
        _ id: SnapshotID, image: RenderedImage, manifest: [String: String], mode: RecordMode,
        policy: ComparisonPolicy, encoder: BandedPNGEncoder
    ) throws(SnapshotError) -> SnapshotOutcome {
        try id.validate()
        let referencePath = path(for: id)
        func encode() throws(SnapshotError) -> [UInt8] {
            do { return try image.pngData(manifest: manifest, encoder: encoder) } catch {
                throw .unencodablePNG(path: referencePath, error)
            }
        }
        let reference = mode == .all ? nil : try readReference(id)
        guard let reference else { return try recordAbsent(id, png: try encode(), mode: mode) }
        var encoded: [UInt8]? = nil
        func actualPNG() throws(SnapshotError) -> [UInt8] {
            if let encoded { return encoded }
            let png = try encode()
            encoded = png
            return png
        }
        // A reference the banded encoder wrote (its pixel hash has the banded form) is checked
        // band by band against the new pixels without encoding them: the bands the encoder
        // knows are compared as bytes, the others inflated on their own and compared row by
        // row (`BandedPNGEncoder.verify`). It passes when every byte of its image data decodes
        // to the new pixels and its manifest's pixel hash is theirs. Other references, and any
        // the bands cannot settle, are decoded, and the new picture encoded only when needed.
        let stored = PNGManifest.read(from: reference)
        if let storedHash = stored?[PixelHash.manifestKey], storedHash.hasPrefix(PixelHash.bandedPrefix),
            encoder.verify(
                rgba: image.pixels, width: image.width, height: image.height, against: reference,
                lineage: image.lineage) == storedHash
        {
            try removeArtifacts(for: id)
            return .passed(
                Comparison(
                    verdict: .identical, result: nil, tolerance: policy.tolerance,
                    environmentChanges: EnvironmentChange.between(
                        expected: stored, actual: image.manifestEntries(adding: manifest))))
        }
        guard let expected = try decodeReference(reference, path: referencePath, mode: mode) else {
            try record(try actualPNG(), for: id)
            return .recorded(reason: .failed)
        }
        if expected.width == image.width, expected.height == image.height, Self.sameBytes(expected.pixels, image.pixels)
        {
            try removeArtifacts(for: id)
            return .passed(
                Comparison(
                    verdict: .identical, result: nil, tolerance: policy.tolerance,
                    environmentChanges: EnvironmentChange.between(expected: stored, actual: manifest)))
        }
        let comparison = Comparator.compare(
            expected, image, environmentChanges: EnvironmentChange.between(expected: stored, actual: manifest),
            policy: policy, makeDiffImage: false)
        return try conclude(
            id, comparison, expected: expected, actual: image, expectedPNG: reference,
            actualPNG: actualPNG, mode: mode)
    }

    /// The pass of two intact PNGs with byte-equal image data and the same manifest pixel hash:
    /// the reference's own pixels are then the new picture's, and its hash is theirs. `nil`
    /// otherwise (the reference must be decoded and checked).
    /// - Parameter stored: the manifest of `reference`.
    private static func sameImageData(
        _ reference: [UInt8], _ stored: [String: String]?, _ actualPNG: [UInt8], tolerance: Tolerance
    ) -> Comparison? {
        let actual = PNGManifest.read(from: actualPNG)
        guard stored?[PixelHash.manifestKey] == actual?[PixelHash.manifestKey] else { return nil }
        return Comparator.identicalImageData(
            reference, actualPNG, expectedManifest: stored, actualManifest: actual, tolerance: tolerance)
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

    /// Compares the PNG `actualPNG` with the reference of `id`, as `verify(_:image:…)` does.
    /// Two intact files with byte-equal image data from Tartine's deterministic encoder pass
    /// without decoding, unless their manifests' pixel hashes disagree (then the reference is
    /// decoded and checked).
    public func verify(
        _ id: SnapshotID, actualPNG: [UInt8], mode: RecordMode, policy: ComparisonPolicy = ComparisonPolicy()
    ) throws(SnapshotError) -> SnapshotOutcome {
        try id.validate()
        let referencePath = path(for: id)
        let reference = mode == .all ? nil : try readReference(id)
        guard let reference else { return try recordAbsent(id, png: actualPNG, mode: mode) }
        if let same = Self.sameImageData(
            reference, PNGManifest.read(from: reference), actualPNG, tolerance: policy.tolerance)
        {
            try removeArtifacts(for: id)
            return .passed(same)
        }
        guard let expected = try decodeReference(reference, path: referencePath, mode: mode) else {
            try record(actualPNG, for: id)
            return .recorded(reason: .failed)
        }
        let actual = try Comparator.decode(actualPNG, role: .actual, path: nil)
        let changes = EnvironmentChange.between(
            expected: PNGManifest.read(from: reference), actual: PNGManifest.read(from: actualPNG))
        let comparison = Comparator.compare(
            expected, actual, environmentChanges: changes, policy: policy, makeDiffImage: false)
        return try conclude(
            id, comparison, expected: expected, actual: actual, expectedPNG: reference,
            actualPNG: { actualPNG }, mode: mode)
    }

    /// No reference: recorded, or missing in mode `never`.
    private func recordAbsent(_ id: SnapshotID, png: [UInt8], mode: RecordMode) throws(SnapshotError) -> SnapshotOutcome
    {
        guard mode != .never else { return .missingReference }
        try record(png, for: id)
        return .recorded(reason: mode == .all ? .all : .missing)
    }

    /// The reference's pixels, checked against its manifest's pixel hash; `nil` when it is
    /// unreadable or corrupt and mode `failed` re-records it.
    /// - Throws: `SnapshotError.notPNG`, `.unreadablePNG` or `.corruptReference` with its path.
    private func decodeReference(_ png: [UInt8], path: String, mode: RecordMode) throws(SnapshotError) -> RenderedImage?
    {
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
            if mode == .failed { return nil }
            throw error
        }
    }

    /// Passes, records (mode `failed`) or fails with artifacts.
    private func conclude(
        _ id: SnapshotID, _ comparison: Comparison, expected: RenderedImage, actual: RenderedImage,
        expectedPNG: [UInt8], actualPNG: () throws(SnapshotError) -> [UInt8], mode: RecordMode
    ) throws(SnapshotError) -> SnapshotOutcome {
        if comparison.passed {
            try removeArtifacts(for: id)
            return .passed(comparison)
        }
        let png = try actualPNG()
        if mode == .failed {
            try record(png, for: id)
            return .recorded(reason: .failed)
        }
        return try fail(id, comparison, expected: expected, actual: actual, expectedPNG: expectedPNG, actualPNG: png)
    }

    /// Writes the artifacts of a failure and returns the outcome (with the diff image drawn).
    private func fail(
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
        do { png = try diffImage.pngData(manifest: ["tartine.diff-of": id.relativePath]) } catch {
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
        let produced = Set(producedIDs.map(\.relativePath))
        do {
            let pictures = try Files.scan(root, suffix: ".png")
            let transcripts = try Files.scan(root, suffix: "-transcript.txt")
            let files = (pictures.files + transcripts.files).sorted()
            return (files.filter { !produced.contains($0) }.map { Paths.join(root, $0) }, pictures.problems)
        } catch { throw .file(error) }
    }

    /// Writes `bytes` to `path` atomically, creating the directories above it first.
    static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try Files.makeDirectories(Paths.directory(of: path))
        try Files.writeAtomically(bytes, to: path)
    }
}
