import Testing
import ToastPNG
import ToastRender

@testable import ToastSnapshot

/// `--changed` reads a reference's manifest from the chunks before its image data: the image
/// data is neither inflated nor even read to its end.
@Suite struct ReferenceManifestTests {
    /// A picture whose manifest holds `inputs-hash`, with its image data replaced by `data`
    /// under a chunk that says it is `length` bytes long (a length past the file's end: a file
    /// cut short in its image data).
    static func png(imageData data: [UInt8], length: Int) throws -> [UInt8] {
        let png = try Canvas(width: 64, height: 64).image.pngData(manifest: ["inputs-hash": "sha256:" + "ab"])
        let chunks = try #require(PNGChunks.chunks(of: png))
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        var broken = Array(png[..<(idat.data.lowerBound - 8)])
        PNGChunks.appendUInt32(&broken, UInt32(length))
        broken += Array("IDAT".utf8) + data
        return broken
    }

    @Test("a reference whose image data is garbage, cut short, still gives its manifest")
    func garbageImageData() throws {
        let directory = TemporaryDirectory()
        let store = SnapshotStore(root: directory.file("__Snapshots__"))
        let id = sampleID()
        // Not a zlib stream, and 1 MB announced where 64 bytes follow: inflating it, or reading
        // its chunks to the end, fails; the head alone holds the manifest.
        let png = try Self.png(imageData: Array(repeating: 0xA5, count: 64), length: 1 << 20)
        try FileSystem.write(png, to: store.path(for: id))
        #expect(try store.referenceManifest(of: id)?.inputsHash == "sha256:ab")
        // `--changed` decodes the `inputs-` keys alone: the environment's lines are passed over.
        let inputs = try #require(try store.referenceManifest(of: id, keys: PictureManifest.inputsKeys))
        #expect(inputs.inputsHash == "sha256:ab" && inputs.environment.isEmpty)
        #expect(try store.referenceManifest(of: id)?.environment.isEmpty == false)
        #expect(PNGManifest.read(from: png)?["inputs-hash"] == "sha256:ab")
        #expect(throws: (any Error).self) { try RenderedImage(png: png) }
    }

    @Test("the head of a file: more bytes are asked for until the image data starts")
    func headNeedsMoreBytes() throws {
        let png = try Canvas(width: 8, height: 8).image.pngData(manifest: ["inputs-hash": "sha256:cd"])
        let chunks = try #require(PNGChunks.chunks(of: png))
        let manifest = try #require(chunks.first { $0.type == "iTXt" })
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        for cut in [0, 5, 8, 20, manifest.data.lowerBound, manifest.data.upperBound + 2, idat.data.lowerBound - 9] {
            #expect(PNGManifest.head(of: Array(png.prefix(cut))) == .needsMoreBytes, "cut at \(cut)")
            #expect(!PNGManifest.headIsComplete(Array(png.prefix(cut))), "cut at \(cut)")
        }
        #expect(PNGManifest.headIsComplete(Array(png.prefix(idat.data.lowerBound))))
        // Once the next chunk's length and type are in, the head is complete.
        guard case .found(let found) = PNGManifest.head(of: Array(png.prefix(idat.data.lowerBound))) else {
            Issue.record("the head with the image data's first chunk header is not complete")
            return
        }
        #expect(found?["inputs-hash"] == "sha256:cd")
        #expect(PNGManifest.head(of: Array("GIF89a and more".utf8)) == .found(nil))
    }
}
