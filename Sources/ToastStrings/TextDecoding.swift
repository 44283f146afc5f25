/// Turns a text file's bytes into Unicode scalars: UTF-8 (a BOM is skipped) or UTF-16 (with a
/// BOM, or without one when the first character has a zero byte, as `"` does in UTF-16).
enum TextDecoding {
    /// The file's characters, without a BOM.
    /// - Throws: ``StringsFileError`` naming the line of the first byte that does not decode.
    static func scalars(of data: [UInt8], file: String) throws(StringsFileError) -> [Unicode.Scalar] {
        switch (data.first, data.dropFirst().first) {
        case (0xFF, 0xFE): return try utf16(data.dropFirst(2), bigEndian: false, file: file)
        case (0xFE, 0xFF): return try utf16(data.dropFirst(2), bigEndian: true, file: file)
        case (0, .some(let second)) where second != 0: return try utf16(data[...], bigEndian: true, file: file)
        case (.some(let first), 0) where first != 0: return try utf16(data[...], bigEndian: false, file: file)
        default:
            let hasBOM = data.starts(with: [0xEF, 0xBB, 0xBF])
            return try utf8(hasBOM ? data.dropFirst(3) : data[...], file: file)
        }
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, file: String) throws(StringsFileError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw invalid("UTF-8", after: scalars, file: file)
            }
        }
    }

    private static func utf16(
        _ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String
    ) throws(StringsFileError) -> [Unicode.Scalar] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput:
                if bytes.count % 2 != 0 { throw invalid("UTF-16 (odd number of bytes)", after: scalars, file: file) }
                return scalars
            case .error: throw invalid("UTF-16", after: scalars, file: file)
            }
        }
    }

    /// The error for bytes that do not decode, on the line after the scalars decoded so far.
    private static func invalid(_ encoding: String, after scalars: [Unicode.Scalar], file: String) -> StringsFileError {
        var line = 1
        for (index, scalar) in scalars.enumerated()
        where scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
            line += 1
        }
        return StringsFileError(file: file, line: line, message: "not valid \(encoding) text")
    }
}
