/// Sizes in messages: `812 bytes`, `256 KiB`, `1.5 MiB`.
package enum ByteCount {
    /// `n` bytes in the largest binary unit that keeps it at or above 1, with one decimal when
    /// it is not a whole number of that unit.
    package static func text(_ n: Int) -> String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where n >= 1 << shift {
            if n % (1 << shift) == 0 { return "\(n >> shift) \(unit)" }
            let tenths = (n * 10 + (1 << shift) / 2) >> shift
            return "\(tenths / 10).\(tenths % 10) \(unit)"
        }
        return n == 1 ? "1 byte" : "\(n) bytes"
    }
}
