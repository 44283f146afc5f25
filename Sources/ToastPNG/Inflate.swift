import CDeflate
import CZlib

/// Decompression of PNG image data into a buffer of a size known in advance, so a stream can
/// never make it grow. The two-byte zlib header is checked here and the deflate data inflated
/// raw: the Adler-32 of the output is not computed (a tenth of the decoding time), since every
/// chunk's CRC already proved the bytes intact.
///
/// libdeflate inflates the whole buffer in one call, about three times as fast as zlib. When it
/// refuses a stream, zlib inflates it again to say what is wrong in its words, and to tell a
/// truncated stream (fewer bytes than expected) from a corrupt one, which libdeflate cannot.
package enum Inflate {
    /// What the stream held, measured against the size expected.
    package enum Outcome: Equatable {
        /// Exactly the expected bytes, and the stream ended.
        case complete
        /// The stream ended after this many bytes, fewer than expected.
        case short(Int)
        /// The stream holds more than expected (what is past the expected size is not read).
        case long
    }

    /// Inflates the zlib stream `input` into `output`, which must hold the expected size.
    /// - Throws: `ZlibError` for a corrupt stream or a failed call, with zlib's text.
    package static func decompress(_ input: [UInt8], into output: UnsafeMutableBufferPointer<UInt8>) throws(ZlibError)
        -> Outcome
    {
        try checkHeader(input)
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw ZlibError(function: "libdeflate_alloc_decompressor", code: Z_MEM_ERROR, message: "out of memory")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let result = input.withUnsafeBufferPointer { source in
            libdeflate_deflate_decompress(
                decompressor, source.baseAddress.map { $0 + 2 }, source.count - 2, output.baseAddress, output.count,
                &produced)
        }
        switch result {
        case LIBDEFLATE_SUCCESS:
            return produced == output.count ? .complete : .short(produced)
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            return .long
        default:
            return try decompressWithZlib(input, into: output)
        }
    }

    /// The zlib header: deflate, a window of at most 32 KiB, a valid check, no preset dictionary.
    private static func checkHeader(_ input: [UInt8]) throws(ZlibError) {
        guard input.count >= 2, input[0] & 0x0F == 8, input[0] >> 4 <= 7, (Int(input[0]) << 8 | Int(input[1])) % 31 == 0
        else {
            throw ZlibError(function: "inflate", code: Z_DATA_ERROR, message: "incorrect header check")
        }
        guard input[1] & 0x20 == 0 else {
            throw ZlibError(function: "inflate", code: Z_NEED_DICT, message: "need dictionary")
        }
    }

    /// `decompress` by zlib (`inflateInit2`, `inflate`, `inflateEnd`): the diagnosis of a stream
    /// libdeflate refused. Exposed to the tests, which check both libraries agree.
    static func decompressWithZlib(_ input: [UInt8], into output: UnsafeMutableBufferPointer<UInt8>)
        throws(ZlibError) -> Outcome
    {
        try checkHeader(input)
        var stream = z_stream()
        let initStatus = tartine_inflate_init_raw(&stream)
        guard initStatus == Z_OK else { throw ZlibError.from(stream, function: "inflateInit2", code: initStatus) }
        defer { inflateEnd(&stream) }
        var status: Int32 = Z_OK
        var extra: UInt8 = 0
        var overflowed = false
        input.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress.map { $0 + 2 })
            stream.avail_in = uInt(source.count - 2)
            stream.next_out = output.baseAddress
            stream.avail_out = uInt(output.count)
            status = inflate(&stream, Z_FINISH)
            // The buffer is full but the stream goes on: see whether one more byte comes out.
            if status == Z_BUF_ERROR || status == Z_OK, stream.avail_out == 0 {
                withUnsafeMutablePointer(to: &extra) { byte in
                    stream.next_out = byte
                    stream.avail_out = 1
                    status = inflate(&stream, Z_FINISH)
                    overflowed = stream.avail_out == 0
                }
            }
        }
        if overflowed { return .long }
        let produced = Int(stream.total_out)
        switch status {
        case Z_STREAM_END:
            return produced == output.count ? .complete : .short(produced)
        case Z_BUF_ERROR where stream.avail_in == 0:
            // The input ran out before the stream ended: a truncated file.
            return .short(produced)
        default:
            throw ZlibError.from(stream, function: "inflate", code: status)
        }
    }
}
