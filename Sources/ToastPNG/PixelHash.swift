/// A fast 64-bit fingerprint of pixel bytes, stored in every PNG's manifest under `pixels`, so
/// that an unchanged picture can be recognised without encoding or decoding it. Not
/// cryptographic: it tells accidental changes apart (collisions about 2⁻⁶⁴), nothing more.
public enum PixelHash {
    /// The manifest key.
    public static let manifestKey = "pixels"

    /// 16 lowercase hex digits: a multiply–rotate over 8-byte words, finished with
    /// MurmurHash3's 64-bit mix of the state and the length.
    public static func of(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for i in 0..<words {
                let w = raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
                h = (h ^ w) &* 0xFF51_AFD7_ED55_8CCD
                h = (h << 29) | (h >> 35)
            }
            for i in (words * 8)..<raw.count { h = (h ^ UInt64(raw[i])) &* 0xC4CE_B9FE_1A85_EC53 }
        }
        h ^= UInt64(bytes.count)
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
