import ToastText

/// Why PNG bytes could not be read or written. The cases hold the facts; `description` holds the
/// wording (tests assert it exactly). Callers add which file it was.
public enum PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The file ends inside a chunk or before `IEND`.
    case truncated
    /// A chunk's stored CRC does not match its type and data (a damaged file).
    case badCRC(chunk: String)
    /// A chunk the picture needs is missing (`IHDR` first, `IDAT`, `PLTE` for a palette picture).
    case missingChunk(String)
    /// A chunk whose content breaks the PNG rules (a header value, a palette size, an order).
    case invalidChunk(chunk: String, reason: String)
    /// The header declares a picture beyond `PNGLimits`.
    case tooLarge(width: Int, height: Int, limits: PNGLimits)
    /// The compressed image data is corrupt (zlib's words).
    case corruptImageData(ZlibError)
    /// The image data holds fewer or more bytes than the header promises.
    case imageDataSize(expected: Int, actual: Int?)
    /// A row uses a filter type other than 0…4.
    case badFilter(type: UInt8, row: Int)
    /// A palette index past the end of the palette.
    case paletteIndex(index: Int, paletteSize: Int)
    /// Encoding failed in zlib (zlib's words).
    case encoding(ZlibError)

    public var description: String {
        switch self {
        case .notPNG:
            return "not a PNG file (it does not start with the PNG signature)"
        case .truncated:
            return "the PNG file is truncated (it ends inside a chunk or before IEND)"
        case .badCRC(let chunk):
            return "the PNG file is damaged: the CRC of its \(chunk) chunk does not match"
        case .missingChunk(let chunk):
            return "the PNG file has no \(chunk) chunk"
        case .invalidChunk(let chunk, let reason):
            return "the PNG file's \(chunk) chunk is invalid: \(reason)"
        case .tooLarge(let width, let height, let limits):
            let pixels = width.multipliedReportingOverflow(by: height).partialValue
            return
                "the picture is \(width)×\(height) pixels (\(NumberText.grouped(pixels)) pixels): larger than Tartine reads "
                + "(at most \(limits.maxDimension) pixels a side and \(NumberText.grouped(limits.maxPixels)) pixels)"
        case .corruptImageData(let error):
            return "the PNG file's image data is corrupt: \(error)"
        case .imageDataSize(let expected, let actual):
            if let actual {
                return
                    "the PNG file's image data holds \(NumberText.grouped(actual)) bytes, its header promises \(NumberText.grouped(expected))"
            }
            return
                "the PNG file's image data holds more than the \(NumberText.grouped(expected)) bytes its header promises"
        case .badFilter(let type, let row):
            return "the PNG file's row \(row) uses filter type \(type) (only 0 to 4 exist)"
        case .paletteIndex(let index, let paletteSize):
            return "the PNG file uses palette entry \(index), past the end of its \(paletteSize)-entry palette"
        case .encoding(let error):
            return "cannot encode PNG: \(error)"
        }
    }
}
