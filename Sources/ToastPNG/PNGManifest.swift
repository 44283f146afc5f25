/// The manifest Tartine stores in every PNG it writes: an `iTXt` chunk with the keyword
/// `tartine`, placed right after IHDR, holding UTF-8 lines `key=value` sorted by key.
/// It records what made the picture (Tartine, Cairo, Pango, HarfBuzz, FreeType and fontconfig
/// versions, the SHA-256 of every pinned font file) and whatever the caller adds (theme hash,
/// scene, time). In keys and values, `\` `=` and line breaks are escaped as `\\` `\=` `\n`.
public enum PNGManifest {
    /// The chunk keyword.
    public static let keyword = "tartine"

    /// The manifest stored in `png`, or `nil` when `png` is not a PNG, has no Tartine chunk, or
    /// the chunk's CRC does not match.
    public static func read(from png: [UInt8]) -> [String: String]? {
        guard let chunks = PNGChunks.chunks(ofType: "iTXt", in: png) else { return nil }
        for chunk in chunks where chunk.crcIsValid {
            if let text = textOfTartineChunk(Array(png[chunk.data])) { return decode(text) }
        }
        return nil
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
