import Testing
import ToastPNG
import ToastRender

@testable import ToastSnapshot

/// `verify(_:image:…)` passes a reference the banded encoder wrote on its image data alone only
/// when that is sound: both files intact, the same image data and the same pixel hash. Anything
/// else sends the reference through decoding, where its damage or its lie is found.
@Suite struct ImageDataPassTests {
    /// A picture of 40 × 40 pixels with a pattern in it (several bands, not all alike).
    static func picture() -> RenderedImage {
        var canvas = Canvas(width: 40, height: 40)
        for i in 0..<40 { canvas[i, i] = .black }
        canvas[3, 20] = .gray(90)
        return canvas.image
    }

    static func store(_ directory: TemporaryDirectory) -> SnapshotStore {
        SnapshotStore(root: directory.file("refs"), failuresRoot: directory.file("failures"))
    }

    /// `png` with its manifest chunk replaced by one holding `manifest`.
    static func replacingManifest(of png: [UInt8], with manifest: [String: String]) throws -> [UInt8] {
        var forged = png
        let chunk = try #require(PNGChunks.chunks(of: png)?.first { $0.type == "iTXt" })
        forged.replaceSubrange(
            (chunk.data.lowerBound - 8)..<(chunk.data.upperBound + 4), with: PNGManifest.chunk(for: manifest))
        return forged
    }

    @Test func aBandedReferenceOfTheSamePixelsPasses() throws {
        let directory = TemporaryDirectory()
        let store = Self.store(directory)
        let image = Self.picture()
        let reference = try image.pngData(manifest: ["scene": "reference"])
        #expect(PNGManifest.read(from: reference)?[PixelHash.manifestKey]?.hasPrefix("r16-") == true)
        try FileSystem.write(reference, to: store.path(for: sampleID()))
        let outcome = try store.verify(sampleID(), image: image, manifest: ["scene": "new"], mode: .never)
        #expect(SnapshotStoreTests.describe(outcome) == "passed")
    }

    @Test func aForgedPixelHashIsFoundThoughTheImageDataIsTheSame() throws {
        let directory = TemporaryDirectory()
        let store = Self.store(directory)
        let image = Self.picture()
        let png = try image.pngData(manifest: [:])
        var manifest = try #require(PNGManifest.read(from: png))
        let honest = try #require(manifest[PixelHash.manifestKey])
        let forged = PixelHash.recompute(like: honest, pixels: Canvas(width: 40, height: 40).bytes, width: 40)
        manifest[PixelHash.manifestKey] = forged
        try FileSystem.write(try Self.replacingManifest(of: png, with: manifest), to: store.path(for: sampleID()))
        let error = try #require(throws: SnapshotError.self) {
            try store.verify(sampleID(), image: image, manifest: [:], mode: .never)
        }
        #expect(
            error == .corruptReference(path: store.path(for: sampleID()), manifestHash: forged, pixelHash: honest))
    }

    @Test func aDamagedImageDataChunkIsNeverPassedOnItsBytes() throws {
        let directory = TemporaryDirectory()
        let store = Self.store(directory)
        let image = Self.picture()
        var png = try image.pngData(manifest: [:])
        // The IDAT chunk's stored CRC broken, its data (the same as the new picture's) kept.
        let idat = try #require(PNGChunks.chunks(of: png)?.first { $0.type == "IDAT" })
        png[idat.data.upperBound] ^= 0x01
        try FileSystem.write(png, to: store.path(for: sampleID()))
        let error = try #require(throws: SnapshotError.self) {
            try store.verify(sampleID(), image: image, manifest: [:], mode: .never)
        }
        #expect(error == .unreadablePNG(role: .expected, path: store.path(for: sampleID()), .badCRC(chunk: "IDAT")))
    }

    @Test func oneChangedByteFailsThroughTheSuitesEncoderBetweenPasses() throws {
        let directory = TemporaryDirectory()
        let store = Self.store(directory)
        let image = Self.picture()
        let reference = try image.pngData(manifest: [:])
        try FileSystem.write(reference, to: store.path(for: sampleID()))
        // The same environment: the manifest the reference has.
        let manifest = try #require(PictureManifest(png: reference))
        // One encoder for every check, as a suite's worker has: it passes the reference band by
        // band, and what it learnt never lets a changed picture through.
        let encoder = BandedPNGEncoder(jobs: 1)
        func check(_ picture: RenderedImage) throws -> SnapshotOutcome {
            try store.verify(
                sampleID(), picture, as: .picture(manifest: manifest, policy: ComparisonPolicy(), encoder: encoder),
                mode: .never)
        }
        #expect(SnapshotStoreTests.describe(try check(image)) == "passed")
        for index in Swift.stride(from: 1, to: image.pixels.count, by: 211) {
            var changed = Canvas(image)
            changed.bytes[index] &+= 1
            guard case .failed(let comparison, _) = try check(changed.image) else {
                Issue.record("byte \(index) changed: \(SnapshotStoreTests.describe(try check(changed.image)))")
                continue
            }
            #expect(comparison.result?.differentPixels == 1)
            #expect(SnapshotStoreTests.describe(try check(image)) == "passed")
        }
    }

    @Test func anEncoderThatEncodedOtherPicturesMakesTheSameBytes() throws {
        let encoder = BandedPNGEncoder(jobs: 1)
        let image = Self.picture()
        var other = Canvas(image)
        other[39, 0] = .black
        _ = try other.image.pngData(manifest: [:], encoder: encoder)
        #expect(try image.pngData(manifest: [:], encoder: encoder) == image.pngData(manifest: [:]))
    }
}
