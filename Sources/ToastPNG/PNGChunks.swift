/// Reading and inserting PNG chunks (PNG spec §5: length, type, data, CRC over type and data).
package enum PNGChunks {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package struct Chunk: Sendable {
        package var type: String
        /// Where the data starts in the file, and how long it is.
        package var data: Range<Int>
        /// Whether the stored CRC matches the type and data.
        package var crcIsValid: Bool
    }

    /// The chunks of `png` in order, or `nil` when it is not a well-formed PNG (bad signature,
    /// truncated chunk, or no IHDR first). CRCs are reported per chunk, not checked.
    package static func chunks(of png: [UInt8]) -> [Chunk]? {
        // Bytes already in memory: a malformed PNG is the documented `nil` (`read` says why).
        guard let chunks = try? read(png), chunks.first?.type == "IHDR" else { return nil }
        return chunks
    }

    /// The chunks of `png` in order, up to and including `IEND` (or to the end of the file).
    /// - Throws: `PNGError.notPNG`, `.truncated`, or `.invalidChunk` for a type that is not
    ///   four letters.
    package static func read(_ png: [UInt8]) throws(PNGError) -> [Chunk] {
        try read(png) { _ in true }
    }

    /// The chunks of `type` in `png`, in order, their CRCs checked (the other chunks' are not:
    /// finding a small chunk does not cost a pass over the image data), or `nil` when `png` is
    /// not a well-formed PNG (as `chunks(of:)` says).
    package static func chunks(ofType type: String, in png: [UInt8]) -> [Chunk]? {
        guard let chunks = try? read(png, keeping: { $0 == type }), chunks.first?.type == "IHDR" else { return nil }
        return chunks.filter { $0.type == type }
    }

    /// What the first bytes of a PNG hold of the chunks before its image data.
    package enum Head: Sendable {
        /// Every chunk from `IHDR` up to the first `IDAT` (or `IEND`), not included: those of
        /// the kept type with their CRCs checked.
        case complete([Chunk])
        /// The bytes end before the first `IDAT` does: more of the file is needed.
        case incomplete
        /// Not a PNG, or a chunk that is malformed (see `read(_:)`).
        case malformed
    }

    /// Whether `head(keeping:of:)` of `bytes` is not `incomplete`, walking the chunk headers only.
    package static func headIsComplete(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 8 else { return !bytes.elementsEqual(signature.prefix(bytes.count)) }
        guard bytes[0..<8].elementsEqual(signature) else { return true }
        var offset = 8
        while true {
            guard bytes.count - offset >= 8 else { return false }
            let length = Int(readUInt32(bytes, at: offset))
            let type = bytes[(offset + 4)..<(offset + 8)]
            if offset > 8, type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) { return true }
            guard length <= Int(Int32.max) else { return true }
            guard bytes.count - offset - 8 >= length + 4 else { return false }
            offset += 12 + length
        }
    }

    /// The chunks of type `kept` among those before the image data of `bytes` (a whole PNG or its
    /// first bytes), read as far as the first `IDAT`: the image data is never reached, let
    /// alone inflated, so a picture's manifest costs the bytes of its header chunks alone.
    package static func head(keeping kept: String, of bytes: [UInt8]) -> Head {
        guard bytes.count >= 8 else {
            return bytes.elementsEqual(signature.prefix(bytes.count)) ? .incomplete : .malformed
        }
        guard bytes[0..<8].elementsEqual(signature) else { return .malformed }
        var chunks: [Chunk] = []
        var offset = 8
        while true {
            guard bytes.count - offset >= 8 else { return .incomplete }
            let length = Int(readUInt32(bytes, at: offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard length <= Int(Int32.max), typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) })
            else { return .malformed }
            let type = String(decoding: typeBytes, as: UTF8.self)
            if offset == 8 {
                guard type == "IHDR" else { return .malformed }
            } else if type == "IDAT" || type == "IEND" {
                return .complete(chunks)
            }
            let dataStart = offset + 8
            guard bytes.count - dataStart >= length + 4 else { return .incomplete }
            if type == kept {
                let stored = readUInt32(bytes, at: dataStart + length)
                let computed = CRC32.checksum(bytes[(offset + 4)..<(dataStart + length)])
                chunks.append(Chunk(type: type, data: dataStart..<(dataStart + length), crcIsValid: stored == computed))
            }
            offset = dataStart + length + 4
        }
    }

    /// The chunks of `png` in order (up to and including `IEND`), each with its CRC checked:
    /// the first chunk, and those whose type `keeping` accepts.
    private static func read(_ png: [UInt8], keeping: (String) -> Bool) throws(PNGError) -> [Chunk] {
        guard png.count >= 8, png[0..<8].elementsEqual(signature) else { throw .notPNG }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < png.count {
            guard png.count - offset >= 12 else { throw .truncated }
            let length = Int(readUInt32(png, at: offset))
            let dataStart = offset + 8
            guard length <= png.count - dataStart - 4 else { throw .truncated }
            let typeBytes = png[(offset + 4)..<dataStart]
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw .invalidChunk(chunk: "at byte \(offset)", reason: "its type is not four letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            if offset == 8 || keeping(type) {
                let stored = readUInt32(png, at: dataStart + length)
                let computed = CRC32.checksum(png[(offset + 4)..<(dataStart + length)])
                chunks.append(Chunk(type: type, data: dataStart..<(dataStart + length), crcIsValid: stored == computed))
            }
            offset = dataStart + length + 4
            if type == "IEND" { break }
        }
        return chunks
    }

    /// Appends one complete chunk (length, type, data, CRC) to `bytes`, its CRC combined from
    /// the type's and `dataCRC`, the CRC of `data` (known already: no pass over the data).
    package static func append(type: String, data: [UInt8], dataCRC: UInt32, to bytes: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "a PNG chunk type has four letters, got '\(type)'")
        appendUInt32(&bytes, UInt32(data.count))
        bytes += typeBytes
        bytes += data
        appendUInt32(&bytes, CRC32.combine(CRC32.checksum(typeBytes), dataCRC, length: data.count))
    }

    /// One complete chunk: length, type, data and CRC.
    package static func encode(type: String, data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "a PNG chunk type has four letters, got '\(type)'")
        var chunk: [UInt8] = []
        chunk.reserveCapacity(12 + data.count)
        appendUInt32(&chunk, UInt32(data.count))
        chunk += typeBytes
        chunk += data
        appendUInt32(&chunk, CRC32.checksum(typeBytes + data))
        return chunk
    }

    package static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    package static func appendUInt32(_ bytes: inout [UInt8], _ value: UInt32) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Facts about PNG files for other modules.
public enum PNGFile {
    /// The header and the compressed image data of `png` (IHDR and IDAT bytes, in order), or
    /// nil when it is not a well-formed PNG or any chunk's CRC is wrong. Two files Tartine wrote
    /// from the same pixels have the same image data, whatever their manifests say.
    public static func imageData(of png: [UInt8]) -> [UInt8]? {
        guard let chunks = PNGChunks.chunks(of: png), chunks.allSatisfy(\.crcIsValid), chunks.last?.type == "IEND"
        else {
            return nil
        }
        var data: [UInt8] = []
        for chunk in chunks where (chunk.type == "IHDR" || chunk.type == "IDAT") {
            data += png[chunk.data]
        }
        return data
    }

    /// Whether `bytes` start with the 8-byte PNG signature.
    public static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: PNGChunks.signature)
    }
}
