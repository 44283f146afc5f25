import CDeflate
import CZlib

/// Inflates one band of a banded PNG's image data on its own: raw deflate from a byte offset,
/// with no window before it, up to the block boundary where exactly the band's filtered bytes
/// have come out. A band whose deflate data reach back before its first byte, ends the stream,
/// or does not end on a byte-aligned block boundary once its bytes are out is refused: then the
/// caller decodes the whole file instead.
///
/// One zlib state, reset for each band. Not thread-safe.
final class BandInflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private var ready = false

    init() {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
    }

    deinit {
        if ready { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// The empty stored block a full flush writes (BFINAL 0, BTYPE 00 in a byte of its own,
    /// then LEN 0 and NLEN 0xFFFF): taken with the band it follows.
    static let flushMarker: [UInt8] = [0x00, 0x00, 0x00, 0xFF, 0xFF]

    /// Inflates the deflate data at `offset` of `data` into `output`, which it fills exactly.
    /// - Returns: how many bytes of `data` the band took (a flush marker right after it
    ///   included), or `nil` when the data at `offset` do not make exactly `output.count` bytes
    ///   on their own, ending on a byte-aligned block boundary before any final block.
    func inflate(_ data: UnsafeBufferPointer<UInt8>, at offset: Int, into output: UnsafeMutableBufferPointer<UInt8>)
        -> Int?
    {
        guard let base = data.baseAddress, let out = output.baseAddress, offset < data.count, !output.isEmpty
        else { return nil }
        if ready {
            guard inflateReset(stream) == Z_OK else { return nil }
        } else {
            guard tartine_inflate_init_raw(stream) == Z_OK else { return nil }
            ready = true
        }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base + offset)
        stream.pointee.avail_in = uInt(data.count - offset)
        stream.pointee.next_out = out
        stream.pointee.avail_out = uInt(output.count)
        while true {
            let before = (stream.pointee.avail_in, stream.pointee.avail_out)
            let status = CZlib.inflate(stream, Z_BLOCK)
            // A final block (the stream's end) or corrupt data: not a band.
            guard status == Z_OK else { return nil }
            let type = stream.pointee.data_type
            let atBoundary = type & 128 != 0, inFinalBlock = type & 64 != 0, aligned = type & 7 == 0
            if inFinalBlock { return nil }
            if stream.pointee.avail_out == 0, atBoundary, aligned {
                var taken = Int(stream.pointee.total_in)
                let rest = UnsafeBufferPointer(rebasing: data[(offset + taken)...])
                if rest.starts(with: Self.flushMarker) { taken += Self.flushMarker.count }
                return taken
            }
            // No progress: the input ran out, or more bytes would come out than the band holds.
            if (stream.pointee.avail_in, stream.pointee.avail_out) == before { return nil }
        }
    }
}
