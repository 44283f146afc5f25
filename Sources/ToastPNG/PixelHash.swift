/// A fast 64-bit fingerprint of pixel bytes, stored in every PNG's manifest under `pixels`, so
/// that an unchanged picture can be recognised without encoding or decoding it. Not
/// cryptographic: it tells accidental changes apart (collisions about 2⁻⁶⁴), nothing more.
///
/// Two forms. A still picture's is the hash of all its bytes (16 hex digits). A frame of a
/// sequence (`BandedPNGEncoder`) stores `r<rows>-` and 16 hex digits: the hash of the hashes of
/// its bands of `rows` rows, so a band that did not change keeps its hash. `recompute` reads
/// either form.
public enum PixelHash {
    /// The manifest key.
    public static let manifestKey = "pixels"
    /// How the banded form starts (`r`, then the rows of a band, a dash and the hash).
    public static let bandedPrefix = "r"

    /// 16 lowercase hex digits: a multiply–rotate over 8-byte words, finished with
    /// MurmurHash3's 64-bit mix of the state and the length.
    public static func of(_ bytes: [UInt8]) -> String {
        hex(bytes.withUnsafeBytes { value(of: $0) })
    }

    /// The banded form: `r<rowsPerBand>-` and the hash of the bands' hashes (`value(of:)` of
    /// each band's bytes, top to bottom, as little-endian words).
    package static func banded(_ bandHashes: [UInt64], rowsPerBand: Int) -> String {
        let words = bandHashes.map(\.littleEndian)
        return "r\(rowsPerBand)-" + hex(words.withUnsafeBytes { value(of: $0) })
    }

    /// The hash of `pixels` (rows of `width` RGBA pixels) in the form of `stored`, a manifest's
    /// value: banded with the same band height when `stored` is banded, whole otherwise.
    public static func recompute(like stored: String, pixels: [UInt8], width: Int) -> String {
        guard stored.hasPrefix(bandedPrefix), let dash = stored.firstIndex(of: "-"),
            let rows = Int(stored[stored.index(after: stored.startIndex)..<dash]), rows > 0, width > 0
        else { return of(pixels) }
        let bandBytes = rows * width * 4
        let hashes = pixels.withUnsafeBytes { raw in
            stride(from: 0, to: raw.count, by: bandBytes).map { start in
                value(of: UnsafeRawBufferPointer(rebasing: raw[start..<min(raw.count, start + bandBytes)]))
            }
        }
        return banded(hashes, rowsPerBand: rows)
    }

    /// `value(of:)` of each of `parts`, four at a time side by side (four chains of
    /// multiplications in flight instead of one): the same values, several times sooner.
    package static func values(of parts: [UnsafeRawBufferPointer]) -> [UInt64] {
        var results = [UInt64](repeating: 0, count: parts.count)
        var start = 0
        while start + 4 <= parts.count {
            let (a, b, c, d) = (parts[start], parts[start + 1], parts[start + 2], parts[start + 3])
            let words = min(a.count, b.count, c.count, d.count) / 8
            var (ha, hb, hc, hd) = (initial, initial, initial, initial)
            if words > 0, let pa = a.baseAddress, let pb = b.baseAddress, let pc = c.baseAddress,
                let pd = d.baseAddress
            {
                for i in 0..<words {
                    ha = step(ha, pa.loadUnaligned(fromByteOffset: i &* 8, as: UInt64.self))
                    hb = step(hb, pb.loadUnaligned(fromByteOffset: i &* 8, as: UInt64.self))
                    hc = step(hc, pc.loadUnaligned(fromByteOffset: i &* 8, as: UInt64.self))
                    hd = step(hd, pd.loadUnaligned(fromByteOffset: i &* 8, as: UInt64.self))
                }
            }
            for (k, h) in [ha, hb, hc, hd].enumerated() {
                results[start + k] = value(of: parts[start + k], from: words, state: h)
            }
            start += 4
        }
        for k in start..<parts.count { results[k] = value(of: parts[k]) }
        return results
    }

    private static let initial: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// One word into the state: a multiply and a rotation.
    @inline(__always)
    private static func step(_ h: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
        return (mixed &<< 29) | (mixed &>> 35)
    }

    /// The 64-bit hash of `raw`.
    package static func value(of raw: UnsafeRawBufferPointer) -> UInt64 {
        value(of: raw, from: 0, state: initial)
    }

    /// `value(of:)` of `raw` continued from the state `h` reached after its first `done` words.
    private static func value(of raw: UnsafeRawBufferPointer, from done: Int, state: UInt64) -> UInt64 {
        var h = state
        let words = raw.count / 8
        for i in done..<words { h = step(h, raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) }
        for i in (words * 8)..<raw.count { h = (h ^ UInt64(raw[i])) &* 0xC4CE_B9FE_1A85_EC53 }
        h ^= UInt64(raw.count)
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }

    private static func hex(_ h: UInt64) -> String {
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
