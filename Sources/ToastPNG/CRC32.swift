/// CRC-32 as PNG chunks use it (ISO 3309 / ITU-T V.42: reflected polynomial 0xEDB88320,
/// initial value and final XOR 0xFFFFFFFF), table-driven.
package enum CRC32 {
    /// The CRC of `bytes`, continuing from `crc` (pass the result of a previous call to chain).
    package static func checksum(_ bytes: some Sequence<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        var value = ~crc
        for byte in bytes {
            value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8)
        }
        return ~value
    }

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
