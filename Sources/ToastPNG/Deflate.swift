import CZlib

/// zlib compression of PNG image data (`deflateInit`, `deflate`, `deflateEnd`), one call for a
/// whole buffer. Deterministic for the same input, level and zlib version.
package enum Deflate {
    /// The zlib stream (header, deflate data, Adler-32) of `input` at `level` (1 fastest … 9
    /// smallest). Output grows in 1 MiB steps instead of reserving the worst case, so encoding a
    /// large picture does not hold a second copy of it.
    /// - Throws: `ZlibError` with zlib's own text.
    package static func compress(_ input: [UInt8], level: Int32) throws(ZlibError) -> [UInt8] {
        var stream = z_stream()
        let initStatus = tartine_deflate_init(&stream, level)
        guard initStatus == Z_OK else { throw ZlibError.from(stream, function: "deflateInit", code: initStatus) }
        defer { deflateEnd(&stream) }
        var output: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 1 << 20)
        var status: Int32 = Z_OK
        input.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            repeat {
                let produced = piece.withUnsafeMutableBufferPointer { target -> Int in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    status = deflate(&stream, Z_FINISH)
                    return target.count - Int(stream.avail_out)
                }
                output += piece[0..<produced]
            } while status == Z_OK
        }
        guard status == Z_STREAM_END else { throw ZlibError.from(stream, function: "deflate", code: status) }
        return output
    }
}
