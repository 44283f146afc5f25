/// The manifest Tartine stores in every PNG it writes: an `iTXt` chunk with the keyword
/// `tartine`, placed right after IHDR, holding UTF-8 lines `key=value` sorted by key.
/// It records what made the picture (Tartine, Cairo, Pango, HarfBuzz, FreeType and fontconfig
/// versions, the SHA-256 of every pinned font file) and whatever the caller adds (theme hash,
/// scene, time). In keys and values, `\` `=` and line breaks are escaped as `\\` `\=` `\n`.
public enum PNGManifest {
    /// The chunk keyword.
    public static let keyword = "tartine"

    /// The manifest stored in `png`, or `nil` when `png` is not a PNG, has no Tartine chunk
    /// before its image data, the chunk's CRC does not match, or the bytes end before the image
    /// data starts. Only the chunks before the first `IDAT` are read (Tartine writes the
    /// manifest right after `IHDR`): the image data is neither checked nor inflated.
    public static func read(from png: [UInt8]) -> [String: String]? {
        guard case .found(let manifest) = head(of: png) else { return nil }
        return manifest
    }

    /// What the first bytes of a PNG say of its manifest.
    public enum Head: Sendable, Equatable {
        /// The chunks before the image data are all in the bytes: the manifest, `nil` when they
        /// hold none (or its CRC does not match) or the bytes are not a PNG.
        case found([String: String]?)
        /// The bytes end before the image data starts: more of the file is needed.
        case needsMoreBytes
    }

    /// Whether `bytes` hold every chunk before the image data (or are no PNG): whether
    /// `head(of:)` of them is `found`, told without checking or decoding anything.
    public static func headIsComplete(_ bytes: [UInt8]) -> Bool {
        PNGChunks.headIsComplete(bytes)
    }

    /// The manifest among the chunks before the image data of `bytes`, the first bytes of a PNG
    /// or all of them (`SnapshotStore` reads a reference's head until this is `found`).
    /// - Parameter keys: the keys wanted, `nil` for all: the manifest then holds those of
    ///   `keys` it has, the same values as the whole manifest's, and no other line is decoded
    ///   (`tartine snapshot --changed` reads the two `inputs-` keys of every reference).
    public static func head(of bytes: [UInt8], keys: Set<String>? = nil) -> Head {
        switch PNGChunks.head(keeping: "iTXt", of: bytes) {
        case .incomplete: return .needsMoreBytes
        case .malformed: return .found(nil)
        case .complete(let chunks):
            for chunk in chunks where chunk.crcIsValid {
                if let text = textOfTartineChunk(bytes[chunk.data]) { return .found(decode(text, keys: keys)) }
            }
            return .found(nil)
        }
    }

    /// The complete `iTXt` chunk for `manifest`: keyword, NUL, compression flag 0, method 0,
    /// empty language tag and translated keyword (each NUL-terminated), then the UTF-8 text.
    package static func chunk(for manifest: [String: String]) -> [UInt8] {
        var data = Array(keyword.utf8) + [0, 0, 0, 0, 0]
        data += Array(encode(manifest).utf8)
        return PNGChunks.encode(type: "iTXt", data: data)
    }

    /// `key=value` lines, sorted by key, escaped.
    package static func encode(_ manifest: [String: String]) -> String {
        manifest.sorted { $0.key < $1.key }
            .map { escape($0.key) + "=" + escape($0.value) + "\n" }
            .joined()
    }

    /// The inverse of `encode`; lines without an unescaped `=` are skipped.
    package static func decode(_ text: String) -> [String: String] {
        var text = text
        if let decoded = text.withUTF8({ decodeASCII($0) }) { return decoded }
        return decodeCharacters(text)
    }

    /// `decode(text)` restricted to `keys` (all of them when `nil`), the text given as its bytes
    /// (UTF-8, invalid sequences read as `String(decoding:as:)` reads them).
    static func decode(_ text: ArraySlice<UInt8>, keys: Set<String>?) -> [String: String] {
        if let decoded = text.withUnsafeBufferPointer({ decodeASCII($0, keys: keys) }) { return decoded }
        let all = decodeCharacters(String(decoding: text, as: UTF8.self))
        guard let keys else { return all }
        return all.filter { keys.contains($0.key) }
    }

    /// `decode` of a text of ASCII bytes without a carriage return, byte by byte: there each
    /// byte is a character (CR LF, the only ASCII pair that makes one character, cannot occur),
    /// so the result is `decodeCharacters`'s. `nil` for any other text. Manifests are ASCII
    /// (versions, hashes, scene names), and this reads one in a fraction of the time.
    /// With `keys`, a line whose key is not among them is passed over from its `=` to its end
    /// (a line ends at every line feed, escaped or not), its value never made.
    static func decodeASCII(_ bytes: UnsafeBufferPointer<UInt8>, keys: Set<String>? = nil) -> [String: String]? {
        let newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\"), equals = UInt8(ascii: "=")
        guard isPlainASCII(bytes) else { return nil }
        let wanted = keys.map { $0.map { Array($0.utf8) } }
        var result: [String: String] = [:]
        var key: [UInt8] = []
        var value: [UInt8] = []
        var seenSeparator = false
        var escaping = false
        var lineHasBytes = false
        func endLine() {
            if seenSeparator { result[String(decoding: key, as: UTF8.self)] = String(decoding: value, as: UTF8.self) }
            key.removeAll(keepingCapacity: true)
            value.removeAll(keepingCapacity: true)
            seenSeparator = false
            escaping = false
            lineHasBytes = false
        }
        var index = 0
        while index < bytes.count {
            if let wanted, !lineHasBytes, let end = unwantedLineEnd(bytes, from: index, wanted: wanted) {
                index = end
                continue
            }
            let byte = bytes[index]
            index += 1
            if byte == newline {
                if lineHasBytes { endLine() }
                continue
            }
            lineHasBytes = true
            if escaping {
                let plain = byte == UInt8(ascii: "n") ? newline : byte
                if seenSeparator { value.append(plain) } else { key.append(plain) }
                escaping = false
            } else if byte == backslash {
                escaping = true
            } else if byte == equals && !seenSeparator {
                seenSeparator = true
                if let wanted, !wanted.contains(key) {
                    while index < bytes.count, bytes[index] != newline { index += 1 }
                    seenSeparator = false
                }
            } else if seenSeparator {
                value.append(byte)
            } else {
                key.append(byte)
            }
        }
        if lineHasBytes { endLine() }
        return result
    }

    /// Where the line that starts at `start` ends (its line feed, or the end of `bytes`) when
    /// its key holds no escape and is none of `wanted`: the line can be passed over whole.
    /// `nil` for any other line (a wanted key, an escape in the key, no `=`).
    private static func unwantedLineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, wanted: [[UInt8]])
        -> Int?
    {
        let newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\"), equals = UInt8(ascii: "=")
        var index = start
        while index < bytes.count, bytes[index] != equals {
            if bytes[index] == backslash || bytes[index] == newline { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let key = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard !wanted.contains(where: { $0.elementsEqual(key) }) else { return nil }
        while index < bytes.count, bytes[index] != newline { index += 1 }
        return index
    }

    /// Whether `bytes` are all ASCII and hold no carriage return, eight bytes at a time.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        let returns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        var index = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while bytes.count - index >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let crossed = word ^ returns  // a zero byte where a carriage return was
                guard word & high == 0, (crossed &- ones) & ~crossed & high == 0 else { return false }
                index += 8
            }
        }
        return bytes[index...].allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// `decode` character by character (any text).
    static func decodeCharacters(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var key = ""
            var value = ""
            var seenSeparator = false
            var escaping = false
            for character in line {
                if escaping {
                    let plain: Character = character == "n" ? "\n" : character
                    if seenSeparator { value.append(plain) } else { key.append(plain) }
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "=" && !seenSeparator {
                    seenSeparator = true
                } else if seenSeparator {
                    value.append(character)
                } else {
                    key.append(character)
                }
            }
            if seenSeparator { result[key] = value }
        }
        return result
    }

    private static func escape(_ text: String) -> String {
        // Most keys and values (versions, hashes) hold nothing to escape: kept as they are.
        let plain = text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "="), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x80...: false
            default: true
            }
        }
        if plain { return text }
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "=": escaped += "\\="
            case "\n": escaped += "\\n"
            case "\r\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The text of an uncompressed `iTXt` chunk whose keyword is `tartine`.
    private static func textOfTartineChunk(_ data: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let keywordEnd = data.firstIndex(of: 0),
            data[..<keywordEnd].elementsEqual(keyword.utf8),
            data.endIndex >= keywordEnd + 3, data[keywordEnd + 1] == 0  // not compressed
        else { return nil }
        var offset = keywordEnd + 3
        for _ in 0..<2 {  // language tag, translated keyword
            guard let end = data[offset...].firstIndex(of: 0) else { return nil }
            offset = end + 1
        }
        return data[offset...]
    }
}
