import Testing
import ToastCore
import ToastPNG

@testable import ToastRender

@Suite struct PNGTests {
    let scene = frame([toast("저장되었습니다 💾"), toast("Deleted", icon: .emoji("🗑️"), position: .top)])

    @Test func twoRendersOfTheSameInputAreByteIdentical() throws {
        let manifest: PictureManifest = ["scene": "two-toasts", "time": "1.0"]
        let first = try renderer(.iPhone15, RenderOptions())
        try first.draw(scene)
        let second = try renderer(.iPhone15, RenderOptions())
        try second.draw(emptyFrame())
        try second.draw(frame(toast("Something else entirely")))
        try second.draw(scene)
        let a = try first.pngData(manifest: manifest)
        let b = try second.pngData(manifest: manifest)
        #expect(sameBytes(a, b))
        #expect(sameBytes(a, try first.pngData(manifest: manifest)))
        // The image's own encoder gives the same pixels (and the same file).
        #expect(sameBytes(try first.render(scene).pngData(manifest: manifest), a))
    }

    @Test func theManifestRoundTrips() throws {
        let r = try renderer()
        try r.draw(scene)
        let caller: PictureManifest = [
            "theme.hash": "sha256:0123abcd", "scene": "saved = shown\nsecond line \\ backslash", "time": "1.25",
            "키": "값", "cairo.version": "spoofed",
        ]
        let png = try r.pngData(manifest: caller)
        let manifest = try #require(PNGManifest.read(from: png))
        #expect(manifest["theme.hash"] == "sha256:0123abcd")
        #expect(manifest["scene"] == "saved = shown\nsecond line \\ backslash")
        #expect(manifest["time"] == "1.25" && manifest["키"] == "값")
        #expect(manifest["tartine.version"] == "0.1.0")
        for key in ["cairo.version", "pango.version", "harfbuzz.version", "freetype.version", "fontconfig.version"] {
            let version = try #require(manifest[key], "\(key) missing")
            #expect(
                version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." },
                "\(key)=\(version)")
        }
        #expect(manifest["cairo.version"] != "spoofed")
        #expect(manifest["font.Inter-Bold.otf"]?.count == 64)
        #expect(manifest["font.NotoColorEmoji.ttf"]?.count == 64)
        #expect(manifest.keys.filter { $0.hasPrefix("font.") }.count == fonts.files.count)
        #expect(fonts.fileHashes.allSatisfy { $0.hash.count == 64 })
    }

    @Test func theManifestChunkFollowsTheHeaderAndEveryCRCHolds() throws {
        let r = try renderer()
        try r.draw(scene)
        let png = try r.pngData(manifest: ["scene": "x"])
        let chunks = try #require(PNGChunks.chunks(of: png))
        #expect(chunks.map(\.type).prefix(2) == ["IHDR", "iTXt"])
        #expect(chunks.last?.type == "IEND")
        #expect(chunks.allSatisfy { $0.crcIsValid })
        #expect(!chunks.contains { $0.type == "tIME" })
    }

    @Test func cairoReadsThePNGBackWithTheSamePixels() throws {
        let r = try renderer(.iPhoneSE3, RenderOptions())
        let image = try r.render(frame(toast(), on: .iPhoneSE3))
        let decoded = try ImageSurface(pngBytes: try r.pngData(manifest: [:]))
        #expect(decoded.width == image.width && decoded.height == image.height)
        #expect(sameBytes(RenderedImage(surface: decoded, fonts: nil).pixels, image.pixels))
    }

    @Test func readingGarbageGivesNil() throws {
        #expect(PNGManifest.read(from: []) == nil)
        #expect(PNGManifest.read(from: Array("not a png at all".utf8)) == nil)
        let r = try renderer(.iPhoneSE3)
        try r.draw(emptyFrame(on: .iPhoneSE3))
        var png = try r.pngData(manifest: ["scene": "x"])
        #expect(PNGManifest.read(from: png)?["scene"] == "x")
        // A flipped bit in the manifest text breaks its CRC: the manifest is not trusted.
        let chunk = try #require(PNGChunks.chunks(of: png)?[1])
        png[chunk.data.upperBound - 1] ^= 0x01
        #expect(PNGManifest.read(from: png) == nil)
        // A truncated file is not a PNG.
        #expect(PNGManifest.read(from: Array(png.prefix(40))) == nil)
    }

    @Test func theManifestTextEscapesSeparators() {
        let manifest = ["a=b": "c\nd", "plain": "x", "back\\slash": "\\n"]
        let text = PNGManifest.encode(manifest)
        #expect(text == "a\\=b=c\\nd\nback\\\\slash=\\\\n\nplain=x\n")
        #expect(PNGManifest.decode(text) == manifest)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
