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
    public static func head(of bytes: [UInt8]) -> Head {
        switch PNGChunks.head(keeping: "iTXt", of: bytes) {
        case .incomplete: return .needsMoreBytes
        case .malformed: return .found(nil)
        case .complete(let chunks):
            for chunk in chunks where chunk.crcIsValid {
                if let text = textOfTartineChunk(Array(bytes[chunk.data])) { return .found(decode(text)) }
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

    /// `decode` of a text of ASCII bytes without a carriage return, byte by byte: there each
    /// byte is a character (CR LF, the only ASCII pair that makes one character, cannot occur),
    /// so the result is `decodeCharacters`'s. `nil` for any other text. Manifests are ASCII
    /// (versions, hashes, scene names), and this reads one in a fraction of the time.
    static func decodeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: String]? {
        let newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\"), equals = UInt8(ascii: "=")
        guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
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
        for byte in bytes {
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
            } else if seenSeparator {
                value.append(byte)
            } else {
                key.append(byte)
            }
        }
        if lineHasBytes { endLine() }
        return result
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
    private static func textOfTartineChunk(_ data: [UInt8]) -> String? {
        guard let keywordEnd = data.firstIndex(of: 0),
            String(decoding: data[..<keywordEnd], as: UTF8.self) == keyword,
            data.count >= keywordEnd + 3, data[keywordEnd + 1] == 0  // not compressed
        else { return nil }
        var offset = keywordEnd + 3
        for _ in 0..<2 {  // language tag, translated keyword
            guard let end = data[offset...].firstIndex(of: 0) else { return nil }
            offset = end + 1
        }
        return String(decoding: data[offset...], as: UTF8.self)
    }
}
