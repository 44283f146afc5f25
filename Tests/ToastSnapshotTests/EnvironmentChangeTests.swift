import Testing
import ToastPNG
import ToastRender

@testable import ToastSnapshot

/// "Environment changed": manifest entries about libraries and fonts that differ.
@Suite struct EnvironmentChangeTests {
    static let base = [
        "tartine.version": "0.1.0", "cairo.version": "1.16.0", "pango.version": "1.50.12",
        "harfbuzz.version": "6.0.0", "freetype.version": "2.12.1", "fontconfig.version": "2.14.1",
        "font.Inter-Regular.otf": "4c1e0f4dc1f3b9d6b1dcf26a91f0b0f0c0ffee0000000000000000000000abcd",
        "scene": "saved", "time": "1",
    ]

    @Test func onlyEnvironmentKeysThatDifferAreListed() {
        var actual = Self.base
        actual["pango.version"] = "1.52.0"
        actual["scene"] = "updated"  // the scene is not the environment
        actual["font.NotoColorEmoji.ttf"] = "99aa"
        let changes = EnvironmentChange.between(
            expected: PictureManifest(entries: Self.base), actual: PictureManifest(entries: actual))
        #expect(
            changes == [
                EnvironmentChange(key: "font.NotoColorEmoji.ttf", expected: nil, actual: "99aa"),
                EnvironmentChange(key: "pango.version", expected: "1.50.12", actual: "1.52.0"),
            ])
        #expect(
            EnvironmentChange.between(
                expected: PictureManifest(entries: Self.base), actual: PictureManifest(entries: Self.base)
            ).isEmpty)
        #expect(EnvironmentChange.between(expected: nil, actual: PictureManifest(entries: actual)).isEmpty)
    }

    @Test func comparatorReadsTheManifestsOfBothFiles() throws {
        let image = Canvas(width: 3, height: 3).image
        let expectedPNG = try image.pngData(manifest: ["scene": "saved"])
        var actualPNG = try image.pngData(manifest: ["scene": "saved"])
        #expect(try Comparator.compare(expectedPNG: expectedPNG, actualPNG: actualPNG).environmentChanged == [])

        // A reference made elsewhere: the same pixels under another Pango.
        var manifest = try #require(PNGManifest.read(from: expectedPNG))
        manifest["pango.version"] = "1.40.0"
        actualPNG = try Canvas(width: 3, height: 3).image.pngData(manifest: ["scene": "saved"])
        let older = try ManifestFixture.png(of: image, manifest: manifest)
        let comparison = try Comparator.compare(expectedPNG: older, actualPNG: actualPNG)
        #expect(comparison.verdict == .identical)
        #expect(comparison.environmentChanged == ["pango.version"])
    }
}

/// PNGs with a manifest chosen by the test, not the one ToastRender writes (its own keys win).
enum ManifestFixture {
    /// `image` as a PNG whose `tartine` manifest is exactly `manifest`.
    static func png(of image: RenderedImage, manifest: [String: String]) throws -> [UInt8] {
        let plain = try image.pngData()
        let chunks = pngChunks(plain)
        var text = Array("tartine".utf8) + [0, 0, 0, 0, 0]
        for (key, value) in manifest.sorted(by: { $0.key < $1.key }) { text += Array("\(key)=\(value)\n".utf8) }
        var result = Array(plain[0..<8])
        for chunk in chunks where chunk.type != "iTXt" {
            result += chunk.bytes
            if chunk.type == "IHDR" { result += encode("iTXt", text) }
        }
        return result
    }

    private static func pngChunks(_ png: [UInt8]) -> [(type: String, bytes: [UInt8])] {
        var chunks: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length =
                Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append((type, Array(png[offset..<(offset + 12 + length)])))
            offset += 12 + length
        }
        return chunks
    }

    private static func encode(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        crc = ~crc
        let n = UInt32(data.count)
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + body
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
