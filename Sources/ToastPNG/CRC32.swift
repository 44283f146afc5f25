import CDeflate
import CZlib

/// CRC-32 as PNG chunks use it (ISO 3309 / ITU-T V.42: reflected polynomial 0xEDB88320,
/// initial value and final XOR 0xFFFFFFFF), computed by libdeflate's `crc32` (zlib's combines them).
package enum CRC32 {
    /// The CRC of `bytes`, continuing from `crc` (pass the result of a previous call to chain).
    package static func checksum(_ bytes: some Collection<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        if let result = bytes.withContiguousStorageIfAvailable({ update(crc, $0) }) { return result }
        return Array(bytes).withUnsafeBufferPointer { update(crc, $0) }
    }

    /// The CRC of two byte strings one after the other, from the CRC of each and the length of
    /// the second (`crc32_combine`).
    package static func combine(_ first: UInt32, _ second: UInt32, length: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: crc32_combine(uLong(first), uLong(second), off_t(length)))
    }

    /// libdeflate's `crc32` (the same CRC as zlib's, several times faster where the processor
    /// multiplies without carries).
    private static func update(_ crc: UInt32, _ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        // libdeflate answers a null buffer with the initial value, not `crc`.
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return crc }
        return libdeflate_crc32(crc, base, buffer.count)
    }
}
