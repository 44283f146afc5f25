import Testing

@testable import ToastPNG

/// The manifest text read byte by byte (ASCII) says what reading it character by character says.
struct PNGManifestTests {
    /// Texts with every corner of the format: escapes (also at a line's end), `=` in values,
    /// lines without a separator, empty lines, repeated keys, no final line break.
    static let texts = [
        "", "\n\n", "a=b\n", "a=b", "a=b=c\n", "a\\=b=c\\nd\n", "key\\\n=v\n", "x=1\nx=2\n", "noseparator\nk=v\n",
        "=empty key\n", "empty value=\n", "\\\\=\\\\n\n", "a=b\\", "\\n\\x=\\q\n\nlast=1",
        "tartine.version=0.1.0\nfont.Inter-Regular.otf=0123abcd\npixels=r16-00ff\nscene=kind/a.png\n",
    ]

    @Test func asciiTextsDecodeAsCharacterByCharacter() throws {
        for text in Self.texts {
            var copy = text
            let bytes = try #require(copy.withUTF8 { PNGManifest.decodeASCII($0) }, "\(text.debugDescription)")
            #expect(bytes == PNGManifest.decodeCharacters(text), "\(text.debugDescription)")
            #expect(PNGManifest.decode(text) == PNGManifest.decodeCharacters(text))
        }
    }

    @Test func otherTextsAreReadCharacterByCharacter() {
        // A carriage return before a line break makes one character of the two; bytes above
        // ASCII make characters of several bytes: these texts take the character path.
        for text in ["a=x\r\nb=y\n", "clé=valeur\n", "a=\u{301}\\\u{301}\n"] {
            var copy = text
            #expect(copy.withUTF8 { PNGManifest.decodeASCII($0) } == nil)
            #expect(PNGManifest.decode(text) == PNGManifest.decodeCharacters(text))
        }
        #expect(PNGManifest.decode("a=x\r\nb=y\n") == ["a": "x\r\nb=y"])
    }

    /// The word-at-a-time test says what the byte-by-byte one says: every byte value, at every
    /// position of texts from 0 to 19 bytes long (whole words, the tail after them).
    @Test func plainASCIIIsEveryByteBelow0x80ButCarriageReturn() {
        for length in 0..<20 {
            for position in 0..<max(length, 1) {
                for byte in UInt8.min...UInt8.max {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { text[position] = byte }
                    let expected = text.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
                    #expect(
                        text.withUnsafeBufferPointer { PNGManifest.isPlainASCII($0) } == expected,
                        "\(length) bytes, \(byte) at \(position)")
                }
            }
        }
    }

    /// Every text, ASCII or not, read for a few of its keys: the whole manifest's values of
    /// those keys (the last of a repeated key, escapes undone, `=` in values), no other key.
    @Test func someKeysAreTheWholeManifestsValues() {
        let others = ["a=x\r\nb=y\n", "clé=valeur\n", "a=\u{301}\\\u{301}\n", "a\\=b=1\nk=v\\\nk=w\n"]
        for text in Self.texts + others {
            let whole = PNGManifest.decodeCharacters(text)
            let keySets: [Set<String>] = [
                [], ["a"], ["x", "k"], ["a=b", "key\n"], ["", "\\", "\nx"], Set(whole.keys),
            ]
            for keys in keySets {
                let some = PNGManifest.decode(ArraySlice(text.utf8), keys: keys)
                #expect(some == whole.filter { keys.contains($0.key) }, "\(text.debugDescription) \(keys)")
            }
            #expect(PNGManifest.decode(ArraySlice(text.utf8), keys: nil) == whole, "\(text.debugDescription)")
        }
    }

    @Test func encodedManifestsComeBack() {
        let manifests: [[String: String]] = [
            ["a=b": "c\nd", "plain": "x", "back\\slash": "\\n"],
            ["scene": "diary/saved/iphone-15-dark-en@3x-0.2.png", "time": "0.2", "k": "=\n=\\"],
            ["unicode": "저장되었습니다 💾", "crlf": "line\r\nnext", "cr": "a\rb"],
        ]
        for manifest in manifests.dropLast() {
            #expect(PNGManifest.decode(PNGManifest.encode(manifest)) == manifest)
        }
        // A CR LF pair is written as one line break (escaping works on characters).
        var expected = manifests[2]
        expected["crlf"] = "line\nnext"
        #expect(PNGManifest.decode(PNGManifest.encode(manifests[2])) == expected)
    }
}

/// Hashes of several parts side by side are each part's hash.
struct PixelHashTests {
    @Test func fourAtATimeIsOneAtATime() {
        let bytes = (0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 5) }
        bytes.withUnsafeBytes { raw in
            // Parts of every length from 0 up, some not whole words, some sharing bytes; counts
            // of parts from 0 to 9 (four at once, then the rest).
            let parts = (0..<9).map { k in UnsafeRawBufferPointer(rebasing: raw[(k * 300)..<(k * 300 + k * 97 + k % 3)])
            }
            for count in 0...parts.count {
                let some = Array(parts.prefix(count))
                #expect(PixelHash.values(of: some) == some.map { PixelHash.value(of: $0) }, "\(count) parts")
            }
        }
    }
}
