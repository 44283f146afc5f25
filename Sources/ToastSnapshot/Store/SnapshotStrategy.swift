import ToastPNG
import ToastRender

/// How one kind of snapshot is checked against its reference, as a value (swift-snapshot-testing's
/// `Snapshotting`/`Diffing` are the model): the bytes a value is recorded as, and the judgement
/// of a reference's bytes against a value. ``SnapshotStore`` runs one flow for every strategy
/// (`verify(_:_:as:mode:)`: read, record as the mode says, judge, pass or fail with artifacts).
package struct SnapshotStrategy<Value> {
    /// What the comparison of a reference with a value concluded.
    package enum Judgement {
        /// The value matches the reference.
        case matches(Comparison)
        /// The reference cannot be used (unreadable or corrupt) and mode `failed` re-records it.
        case unusableReference
        /// The value differs: `fail` writes the failure's artifacts (given the store, the
        /// snapshot and the value's bytes) and returns the outcome.
        case differs(fail: (SnapshotStore, SnapshotID, [UInt8]) throws(SnapshotError) -> SnapshotOutcome)
    }

    /// The bytes of a value, to record (given the reference's path, which an error names).
    package var bytes: (Value, String) throws(SnapshotError) -> [UInt8]
    /// The judgement of a reference's bytes (the store, the reference's path and the mode given)
    /// against a value; the value's bytes on demand (made at most once per verification).
    package var judge:
        (
            _ reference: [UInt8], _ value: Value, _ bytes: () throws(SnapshotError) -> [UInt8], _ store: SnapshotStore,
            _ path: String, _ mode: RecordMode
        ) throws(SnapshotError) -> Judgement
}

extension SnapshotStrategy where Value == RenderedImage {
    /// A picture, recorded as a PNG with `manifest` through `encoder`. A reference the banded
    /// encoder wrote (its pixel hash has the banded form) is checked band by band against the
    /// new pixels without encoding them: the bands the encoder knows are compared as bytes, the
    /// others inflated on their own and compared row by row (`BandedPNGEncoder.verify`). It
    /// matches when every byte of its image data decodes to the new pixels and its manifest's
    /// pixel hash is theirs. Other references, and any the bands cannot settle, are decoded
    /// (checked against their own pixel hash) and compared under `policy`.
    package static func picture(manifest: PictureManifest, policy: ComparisonPolicy, encoder: BandedPNGEncoder)
        -> Self
    {
        Self(
            bytes: { image, path throws(SnapshotError) in
                do throws(PNGError) { return try image.pngData(manifest: manifest, encoder: encoder) } catch {
                    throw .unencodablePNG(path: path, error)
                }
            },
            judge: { reference, image, bytes, store, path, mode throws(SnapshotError) in
                let stored = PictureManifest(png: reference)
                if let storedHash = stored?.pixelHash, storedHash.hasPrefix(PixelHash.bandedPrefix),
                    encoder.verify(
                        rgba: image.pixels, width: image.width, height: image.height, against: reference,
                        lineage: image.lineage) == storedHash
                {
                    return .matches(
                        Comparison(
                            verdict: .identical, result: nil, tolerance: policy.tolerance,
                            environmentChanges: EnvironmentChange.between(
                                expected: stored, actual: image.drawnManifest(manifest))))
                }
                guard let expected = try store.decodeReference(reference, path: path, mode: mode) else {
                    return .unusableReference
                }
                let changes = EnvironmentChange.between(expected: stored, actual: manifest)
                if expected.width == image.width, expected.height == image.height,
                    SnapshotStore.sameBytes(expected.pixels, image.pixels)
                {
                    return .matches(
                        Comparison(
                            verdict: .identical, result: nil, tolerance: policy.tolerance, environmentChanges: changes))
                }
                let comparison = Comparator.compare(
                    expected, image, environmentChanges: changes, policy: policy, makeDiffImage: false)
                return .picture(comparison, expected: expected, actual: image, reference: reference)
            })
    }
}

extension SnapshotStrategy where Value == [UInt8] {
    /// A PNG file, recorded as it is. Two intact files with byte-equal image data from Tartine's
    /// deterministic encoder and the same pixel hash match without decoding; otherwise the
    /// reference is decoded (checked against its own pixel hash) and compared under `policy`.
    package static func png(policy: ComparisonPolicy) -> Self {
        Self(
            bytes: { png, _ in png },
            judge: { reference, png, _, store, path, mode throws(SnapshotError) in
                let stored = PictureManifest(png: reference), actual = PictureManifest(png: png)
                if stored?.pixelHash == actual?.pixelHash,
                    let same = Comparator.identicalImageData(
                        reference, png, expectedManifest: stored, actualManifest: actual, tolerance: policy.tolerance)
                {
                    return .matches(same)
                }
                guard let expected = try store.decodeReference(reference, path: path, mode: mode) else {
                    return .unusableReference
                }
                let image = try Comparator.decode(png, role: .actual, path: nil)
                let comparison = Comparator.compare(
                    expected, image, environmentChanges: EnvironmentChange.between(expected: stored, actual: actual),
                    policy: policy, makeDiffImage: false)
                return .picture(comparison, expected: expected, actual: image, reference: reference)
            })
    }
}

extension SnapshotStrategy.Judgement {
    /// A picture's comparison: a match when it passed, else a failure whose artifacts are the
    /// reference, the new picture and the diff drawn.
    static func picture(
        _ comparison: Comparison, expected: RenderedImage, actual: RenderedImage, reference: [UInt8]
    ) -> Self {
        guard !comparison.passed else { return .matches(comparison) }
        return .differs { store, id, png throws(SnapshotError) in
            try store.fail(id, comparison, expected: expected, actual: actual, expectedPNG: reference, actualPNG: png)
        }
    }
}

extension SnapshotStrategy where Value == String {
    /// An event transcript (`EventTranscript.text`), recorded as UTF-8: it matches only when it
    /// is byte for byte the reference. When it differs, the reference, the new transcript and
    /// their line diff are the artifacts.
    package static var transcript: Self {
        Self(
            bytes: { transcript, _ in Array(transcript.utf8) },
            judge: { reference, transcript, bytes, _, _, _ throws(SnapshotError) in
                guard reference != (try bytes()) else { return .matches(Comparison(verdict: .identical, result: nil)) }
                return .differs { store, id, actual throws(SnapshotError) in
                    let expected = String(decoding: reference, as: UTF8.self)
                    let diff =
                        TranscriptLineDiff.diff(expected: expected, actual: transcript)
                        ?? "the reference differs in bytes that are no whole line (a line ending, or text that is not UTF-8)\n"
                    try store.writeArtifact(reference, of: id, \.expected)
                    try store.writeArtifact(actual, of: id, \.actual)
                    try store.writeArtifact(Array(diff.utf8), of: id, \.diff)
                    return .transcriptChanged(diff: diff, artifacts: store.artifacts(for: id))
                }
            })
    }
}
