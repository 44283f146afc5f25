/// The chunks of a PNG file that decide its pixels, read and checked: every chunk's CRC, the
/// chunk order, the palette and transparency, and the size against the limits (before any
/// pixel memory is allocated).
struct PNGStructure {
    var header: PNGHeader
    /// RGBA entries of the palette (alpha from `tRNS`, 255 otherwise).
    var palette: [UInt32] = []
    /// The transparent sample values of a grey or RGB picture (`tRNS`), at the file's depth.
    var transparentKey: [Int]?
    /// The zlib stream: the `IDAT` data, concatenated.
    var imageData: [UInt8] = []

    /// Reads `png`'s chunks up to `IEND`.
    /// - Throws: `PNGError` for a damaged, truncated or disallowed file.
    init(_ png: [UInt8], limits: PNGLimits) throws(PNGError) {
        var header: PNGHeader?
        var paletteBytes: ArraySlice<UInt8>?
        var transparency: ArraySlice<UInt8>?
        var idatRanges: [Range<Int>] = []
        var lastType = ""
        var ended = false
        for chunk in try PNGChunks.read(png) {
            let type = chunk.type
            guard chunk.crcIsValid else { throw .badCRC(chunk: type) }
            let data = png[chunk.data]
            let length = chunk.data.count
            if header == nil && type != "IHDR" { throw .missingChunk("IHDR") }
            switch type {
            case "IHDR":
                guard header == nil else { throw .invalidChunk(chunk: "IHDR", reason: "it appears twice") }
                let parsed = try PNGHeader(data: data)
                guard limits.allow(width: parsed.width, height: parsed.height) else {
                    throw .tooLarge(width: parsed.width, height: parsed.height, limits: limits)
                }
                header = parsed
            case "PLTE":
                guard idatRanges.isEmpty else {
                    throw .invalidChunk(chunk: "PLTE", reason: "it comes after the image data")
                }
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw .invalidChunk(chunk: "PLTE", reason: "it holds \(length) bytes, not 1 to 256 entries of 3")
                }
                paletteBytes = data
            case "tRNS":
                transparency = data
            case "IDAT":
                guard idatRanges.isEmpty || lastType == "IDAT" else {
                    throw .invalidChunk(chunk: "IDAT", reason: "the image data chunks are not consecutive")
                }
                idatRanges.append(chunk.data)
            case "IEND":
                ended = true
            default:
                // Ancillary chunks (gAMA, cHRM, sRGB, iCCP, text, APNG frames …) do not change the
                // default image: skipped. An unknown critical chunk might.
                if let first = type.utf8.first, (65...90).contains(first) {
                    throw .invalidChunk(chunk: type, reason: "it is a critical chunk Tartine does not know")
                }
            }
            lastType = type
        }
        guard ended else { throw .truncated }
        guard let header else { throw .missingChunk("IHDR") }
        guard !idatRanges.isEmpty else { throw .missingChunk("IDAT") }
        self.header = header
        if header.colorType == .palette {
            guard let paletteBytes else { throw .missingChunk("PLTE") }
            palette = Self.palette(paletteBytes, transparency: transparency)
            if let transparency, transparency.count > palette.count {
                throw .invalidChunk(
                    chunk: "tRNS", reason: "it holds \(transparency.count) alphas for \(palette.count) palette entries")
            }
        } else if let transparency {
            transparentKey = try Self.key(transparency, header: header)
        }
        imageData.reserveCapacity(idatRanges.reduce(0) { $0 + $1.count })
        for range in idatRanges { imageData += png[range] }
    }

    private static func palette(_ bytes: ArraySlice<UInt8>, transparency: ArraySlice<UInt8>?) -> [UInt32] {
        let rgb = Array(bytes)
        let alphas = transparency.map(Array.init) ?? []
        return (0..<(rgb.count / 3)).map { i in
            let a = i < alphas.count ? UInt32(alphas[i]) : 255
            return UInt32(rgb[3 * i]) | UInt32(rgb[3 * i + 1]) << 8 | UInt32(rgb[3 * i + 2]) << 16 | a << 24
        }
    }

    private static func key(_ bytes: ArraySlice<UInt8>, header: PNGHeader) throws(PNGError) -> [Int]? {
        let b = Array(bytes)
        switch header.colorType {
        case .grey:
            guard b.count == 2 else {
                throw .invalidChunk(chunk: "tRNS", reason: "it holds \(b.count) bytes, not 2, for a grey picture")
            }
            return [Int(b[0]) << 8 | Int(b[1])]
        case .rgb:
            guard b.count == 6 else {
                throw .invalidChunk(chunk: "tRNS", reason: "it holds \(b.count) bytes, not 6, for an RGB picture")
            }
            return [0, 2, 4].map { Int(b[$0]) << 8 | Int(b[$0 + 1]) }
        case .palette, .greyAlpha, .rgba:
            return nil  // pictures with an alpha channel ignore tRNS (as libpng does)
        }
    }
}
